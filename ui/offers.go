package ui

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/i18n"
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

// offers is what the offers depend on: the session, and whether a mode
// covers the game.
type offers struct {
	s      *Session
	inMode bool
	// analysisOn and analysisAllowed: the analysis is on, may be turned on;
	// helpAllowed: the engine may judge the game (a review).
	analysisOn, analysisAllowed, helpAllowed bool
}

// offers returns the state the offers depend on now.
func (a *App) offers() offers {
	return offers{s: a.Session, inMode: a.mode() != nil, analysisOn: a.analysis.On(),
		analysisAllowed: a.analysis.allowed(), helpAllowed: a.engineHelpAllowed()}
}

// undo: a move to take back, in the game.
func (o offers) undo() offer {
	switch {
	case o.inMode:
		return refuse("why.in_mode")
	case !o.s.CanUndo():
		return refuse("why.no_moves")
	}
	return canAct
}

// hint: the person's move in the live game, nothing under way, no hint
// shown yet.
func (o offers) hint() offer {
	s := o.s
	_, reviewing := s.Reviewing()
	live := s.Position()
	switch {
	case o.inMode:
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

// review: a game with moves, of two players or finished.
func (o offers) review() offer {
	switch {
	case o.inMode:
		return refuse("why.in_mode")
	case o.s.Game().Len() == 0:
		return refuse("why.no_moves")
	case !o.helpAllowed:
		return refuse("why.after_game")
	}
	return canAct
}

// analysis: turning the analysis off always; on, where the engine may
// judge the game shown.
func (o offers) analysis() offer {
	switch {
	case o.analysisOn:
		return canAct
	case o.inMode:
		return refuse("why.in_mode")
	case !o.analysisAllowed:
		return refuse("why.after_game")
	}
	return canAct
}

// offerLabel is a menu item's label: the action, and why it cannot act now.
func offerLabel(loc *i18n.Localizer, key string, o offer) string {
	if o.ok {
		return loc.T(key)
	}
	return loc.T("why.label", map[string]any{"Action": loc.T(key), "Why": loc.T(o.why)})
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
		if label := offerLabel(a.loc, key, o); it.Label != label || it.Disabled == o.ok {
			it.Label, it.Disabled = label, !o.ok
			changed = true
		}
	}
	o := a.offers()
	set(m.undo, "menu.undo", o.undo())
	set(m.hint, "menu.hint", o.hint())
	set(m.review, "menu.review", o.review())
	set(m.analysis, "menu.analysis", o.analysis())
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
