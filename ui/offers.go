package ui

import (
	"fyne.io/fyne/v2"
)

// An offer is what the window offers now through a menu item or a button:
// whether it can act, and if not why (an i18n key of the "why." family).
// The menu and the buttons show the same answer, so that nothing offered is
// refused: an item that cannot act is disabled, its label saying why.
type offer struct {
	ok  bool
	why string // "" when ok
}

var canAct = offer{ok: true}

func refuse(why string) offer { return offer{why: why} }

// undoOffer: a move to take back, in the game.
func (a *App) undoOffer() offer {
	switch {
	case a.mode() != nil:
		return refuse("why.in_mode")
	case !a.Session.CanUndo():
		return refuse("why.no_moves")
	}
	return canAct
}

// hintOffer: the person's move in the live game, nothing under way, no hint
// shown yet.
func (a *App) hintOffer() offer {
	s := a.Session
	_, reviewing := s.Reviewing()
	live := s.Position()
	switch {
	case a.mode() != nil:
		return refuse("why.in_mode")
	case live.Over():
		return refuse("why.over")
	case reviewing:
		return refuse("why.reviewing")
	case !s.humanTurn() || !s.Idle():
		return refuse("why.not_your_turn")
	case s.HintMove() != 0:
		return refuse("why.hint_shown")
	}
	return canAct
}

// reviewOffer: a game with moves, of two players or finished.
func (a *App) reviewOffer() offer {
	switch {
	case a.mode() != nil:
		return refuse("why.in_mode")
	case a.Session.Game().Len() == 0:
		return refuse("why.no_moves")
	case !a.engineHelpAllowed():
		return refuse("why.after_game")
	}
	return canAct
}

// analysisOffer: turning the analysis off always; on, where the engine may
// judge the game shown.
func (a *App) analysisOffer() offer {
	switch {
	case a.analysis.On():
		return canAct
	case a.mode() != nil:
		return refuse("why.in_mode")
	case !a.analysis.allowed():
		return refuse("why.after_game")
	}
	return canAct
}

// offerLabel is a menu item's label: the action, and why it cannot act now.
func (a *App) offerLabel(key string, o offer) string {
	if o.ok {
		return a.loc.T(key)
	}
	return a.loc.T("why.label", map[string]any{"Action": a.loc.T(key), "Why": a.loc.T(o.why)})
}

// menuOffers are the menu items whose state follows the game: the window
// updates them after every change instead of building the menu again.
type menuOffers struct {
	main                         *fyne.MainMenu
	undo, hint, review, analysis *fyne.MenuItem
}

// updateMenu sets the menu items that follow the game: enabled or disabled
// with the reason, the Analysis tick as the analysis is; it redraws the
// menu only when one changed.
func (a *App) updateMenu() {
	if a.view == nil || a.view.menu == nil {
		return // the window is being built
	}
	m := a.view.menu
	changed := false
	set := func(it *fyne.MenuItem, key string, o offer) {
		if label := a.offerLabel(key, o); it.Label != label || it.Disabled == o.ok {
			it.Label, it.Disabled = label, !o.ok
			changed = true
		}
	}
	set(m.undo, "menu.undo", a.undoOffer())
	set(m.hint, "menu.hint", a.hintOffer())
	set(m.review, "menu.review", a.reviewOffer())
	set(m.analysis, "menu.analysis", a.analysisOffer())
	if on := a.analysis.On(); m.analysis.Checked != on {
		m.analysis.Checked = on
		changed = true
	}
	if changed {
		m.main.Refresh()
	}
}

// sayWhy tells, in the status line, why what a key asked for is not done
// now (the text of key); the next change of the game clears it.
func (a *App) sayWhy(key string) {
	a.view.why = a.view.whyState()
	setText(a.view.offer, a.loc.T(key))
}
