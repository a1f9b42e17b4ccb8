package ui

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/offer"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// offerState is the one snapshot the offers (package offer) are computed
// from: the menu's items, the buttons and the keys ask it.
func (a *App) offerState() offer.State {
	s := a.Session
	_, reviewing := s.Browsing()
	live := s.Position()
	return offer.State{
		InMode:          a.mode() != nil,
		CanUndo:         s.CanUndo(),
		Moves:           s.Game().Len(),
		Over:            live.Over(),
		Reviewing:       reviewing,
		YourTurn:        s.HumanTurn() && s.Idle(),
		HintShown:       s.HintMove() != 0,
		HelpAllowed:     s.EngineHelpAllowed(),
		AnalysisOn:      a.analysis.On(),
		AnalysisAllowed: a.analysis.Allowed(),
	}
}

// menuOffers are the menu items whose state follows the game: the window
// updates them after every change instead of building the menu again.
type menuOffers struct {
	main                         *fyne.MainMenu
	undo, hint, review, analysis *fyne.MenuItem
	resign, draw, cont           *fyne.MenuItem   // the game's end and Continue from here
	game                         *session.Session // what resign, draw and cont follow
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
	if s := m.game; s != nil && m.resign != nil {
		_, browsing := s.Browsing()
		enable := func(it *fyne.MenuItem, on bool) {
			if it.Disabled == on {
				it.Disabled = !on
				changed = true
			}
		}
		enable(m.resign, !st.InMode && s.CanResign())
		enable(m.draw, !st.InMode && s.CanResign() && (s.TwoPlayers() || (s.HumanTurn() && s.Idle())))
		enable(m.cont, !st.InMode && (browsing || s.Status().Over()))
	}
	if changed {
		m.main.Refresh()
	}
}
