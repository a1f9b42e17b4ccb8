package ui

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/offer"
)

// offerState is the one state the offers (package offer) are computed
// from: the session's last snapshot and what the window adds of its own.
// The menu's items, the buttons and the keys ask it.
func (a *App) offerState() offer.State { return a.view.offers() }

// offers is the state of the offers as the view shows them.
func (v *view) offers() offer.State {
	st := offer.FromSnapshot(v.snap)
	st.InMode = v.a.mode() != nil
	st.AnalysisOn = v.a.analysis.On()
	st.AnalysisAllowed = v.a.analysis.Allowed()
	return st
}

// menuOffers are the menu items whose state follows the game: the window
// updates them after every change instead of building the menu again.
type menuOffers struct {
	main                         *fyne.MainMenu
	undo, hint, review, analysis *fyne.MenuItem
	resign, draw, cont           *fyne.MenuItem // the game's end and Continue from here
}

// update sets the items that follow the game as st offers them: enabled, or
// disabled with the reason in the label; the Analysis tick as the analysis
// is. It redraws the menu only when an item changed.
func (m *menuOffers) update(loc *i18n.Localizer, st offer.State) {
	if m == nil {
		return // the window is being built
	}
	changed := false
	set := func(it *fyne.MenuItem, key string, o offer.Offer) {
		if label := offer.Label(loc, key, o); it.Label != label || it.Disabled == o.OK {
			it.Label, it.Disabled = label, !o.OK
			changed = true
		}
	}
	set(m.undo, "menu.undo", st.Undo())
	set(m.hint, "menu.hint", st.Hint())
	set(m.review, "menu.review", st.Review())
	set(m.analysis, "menu.analysis", st.Analysis())
	if m.analysis.Checked != st.AnalysisOn {
		m.analysis.Checked = st.AnalysisOn
		changed = true
	}
	if m.resign != nil {
		enable := func(it *fyne.MenuItem, on bool) {
			if it.Disabled == on {
				it.Disabled = !on
				changed = true
			}
		}
		enable(m.resign, st.Resign().OK)
		enable(m.draw, st.Draw().OK)
		enable(m.cont, !st.InMode && st.CanContinue)
	}
	if changed {
		m.main.Refresh()
	}
}
