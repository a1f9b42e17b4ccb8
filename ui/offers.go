package ui

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/offer"
)

// offerState is the one snapshot the offers (package offer) are computed
// from: the menu's items, the buttons and the keys ask it.
func (a *App) offerState() offer.State {
	s := a.Session
	_, reviewing := s.Reviewing()
	live := s.Position()
	return offer.State{
		InMode:          a.mode() != nil,
		CanUndo:         s.CanUndo(),
		Moves:           s.Game().Len(),
		Over:            live.Over(),
		Reviewing:       reviewing,
		YourTurn:        s.humanTurn() && s.Idle(),
		HintShown:       s.HintMove() != 0,
		HelpAllowed:     s.engineHelpAllowed(),
		AnalysisOn:      a.analysis.On(),
		AnalysisAllowed: a.analysis.Allowed(),
	}
}

// engineHelpAllowed reports whether the engine may judge the game shown
// (see Session.engineHelpAllowed).
func (a *App) engineHelpAllowed() bool { return a.Session.engineHelpAllowed() }

// menuOffers are the menu items whose state follows the game: the window
// updates them after every change instead of building the menu again.
type menuOffers struct {
	main                         *fyne.MainMenu
	undo, hint, review, analysis *fyne.MenuItem
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
	if changed {
		m.main.Refresh()
	}
}

// sayWhy tells, above the move list, why what a key asked for is not done
// now (the text of key); the next change of the game clears it.
func (a *App) sayWhy(key string) {
	a.view.why = a.view.whyState()
	a.view.say(a.loc.T(key))
}
