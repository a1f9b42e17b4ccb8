package ui

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/actions"
	"github.com/togyzkumalak/togyzkumalak/ui/apptheme"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/help"
	"github.com/togyzkumalak/togyzkumalak/ui/names"
	"github.com/togyzkumalak/togyzkumalak/ui/offer"
	"github.com/togyzkumalak/togyzkumalak/ui/prefs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// The window's menus, in the bar's order, and their submenus.
const (
	menuGame     = "menu.game"
	menuRecords  = "room.menu.records"
	menuView     = "menu.view"
	menuLanguage = "menu.language"
	menuHelp     = "menu.help"

	subExport = "records.menu_export_group"
	subSpeed  = "menu.speed"
	subTheme  = "menu.theme"
)

// menus are the menus of the bar.
var menus = []string{menuGame, menuRecords, menuView, menuLanguage, menuHelp}

// actionTable is the window's one table of actions (package actions): the
// menu bar, the keyboard and Help → Keyboard shortcuts read it. Its rows
// are in the menus' order; the keys without a menu item come first (the
// holes) and last (the moves, the clocks, the dialogs, help and full
// screen). It is built again when the language changes (the help's pages
// are the language's).
func actionTable(a *App) []actions.Action {
	loc, s, c, r, m := a.loc, a.Session, a.cmds, a.res.records, a.modes
	st := a.offers
	ctrl, plain := actions.Ctrl, actions.Plain
	var t []actions.Action
	// item is a row of the table: the i18n key of its words, its menu
	// ("": keys only), what it does and its keys.
	item := func(label, menu string, run func(), keys ...actions.Key) actions.Action {
		return actions.Action{Label: label, Menu: menu, Keys: keys, Run: run}
	}
	for n := 1; n <= game.HolesPerSide; n++ {
		t = append(t, item("shortcuts.play_hole", "", func() { playHole(a, game.Move(n)) }, plain("1 … 9", fyne.KeyName(rune('0'+n)))))
	}
	offered := func(act actions.Action, o func(offer.State) offer.Offer) actions.Action {
		act.Offer = func() offer.Offer { return o(st()) }
		return act
	}
	t = append(t,
		item("menu.new", menuGame, c.NewGameDialog.Show, plain("N", fyne.KeyN), ctrl("Ctrl+N", fyne.KeyN)),
		offered(item("menu.undo", menuGame, c.Undo, plain("U", fyne.KeyU), ctrl("Ctrl+Z", fyne.KeyZ)), offer.State.Undo),
		offered(item("menu.hint", menuGame, c.Hint, plain("H", fyne.KeyH)), offer.State.Hint),
		offered(item("menu.review", menuGame, c.Review), offer.State.Review),
		item("mistakes.menu", menuGame, func() { m.Mistakes() }),
		// The game's end only enables or disables its items: their
		// labels stay short.
		offered(item("session.resign", menuGame, c.Resign, ctrl("Ctrl+R", fyne.KeyR)), func(st offer.State) offer.Offer {
			return offer.Offer{OK: st.Resign().OK}
		}),
		offered(item("session.offer_draw", menuGame, c.OfferDraw, ctrl("Ctrl+D", fyne.KeyD)), func(st offer.State) offer.Offer {
			return offer.Offer{OK: st.Draw().OK}
		}),
		offered(item("session.continue", menuGame, c.Continue), func(st offer.State) offer.Offer {
			return offer.Offer{OK: !st.InMode && st.CanContinue}
		}),
		item("menu.setup", menuGame, func() { m.Editor() }),
		item("menu.puzzles", menuGame, func() { m.Puzzles() }),
		actions.Separator(menuGame),
		item("menu.statistics", menuGame, func() { c.Statistics().Show() }),
		actions.Separator(menuGame),
		quit(item("menu.quit", menuGame, func() {
			a.res.diag.phase(PhaseCloseRequested)
			a.Shutdown()
			a.App.Quit()
		})),

		item("menu.open", menuRecords, r.ShowOpen, ctrl("Ctrl+O", fyne.KeyO)),
		item("menu.save_as", menuRecords, r.ShowSaveAs, ctrl("Ctrl+S", fyne.KeyS)),
		item("menu.saved_games", menuRecords, r.ShowSavedGames),
		item("explorerui.import", menuRecords, m.Import),
		actions.Separator(menuRecords),
		sub(item("menu.export", menuRecords, r.ShowExport, actions.Key{Cap: "Ctrl+Shift+S", Name: fyne.KeyS, Mod: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}), subExport),
		sub(item("records.menu_export_playstrategy", menuRecords, r.ShowExportPlayStrategy), subExport),
		sub(item("picture.export_png", menuRecords, r.ShowExportPositionPNG), subExport),
		sub(item("picture.export_gif", menuRecords, r.ShowExportGameGIF), subExport),
		actions.Separator(menuRecords),
		item("menu.copy_tfen", menuRecords, r.CopyTFEN),
		item("records.menu_copy_fen", menuRecords, r.CopyPlayStrategyFEN),
		item("menu.copy_record", menuRecords, r.CopyRecord),
		item("picture.copy", menuRecords, r.CopyPositionImage),
		item("menu.paste", menuRecords, r.Paste),
	)
	set := func(change func(*storage.Settings)) func() { return func() { a.prefs.Set(change) } }
	ticked := func(act actions.Action, on func(storage.Settings) bool) actions.Action {
		act.Checked = func() bool { return on(a.prefs.Settings()) }
		return act
	}
	for _, sp := range prefs.Speeds {
		t = append(t, ticked(sub(item(sp.Label, menuView, set(func(s *storage.Settings) { s.AnimationSpeed = sp.Value })), subSpeed),
			func(s storage.Settings) bool { return s.AnimationSpeed == sp.Value }))
	}
	for _, th := range []struct{ label, value string }{
		{"menu.theme_light", storage.ThemeLight}, {"menu.theme_dark", storage.ThemeDark}, {"menu.theme_system", storage.ThemeSystem},
	} {
		t = append(t, ticked(sub(item(th.label, menuView, set(func(s *storage.Settings) { s.Theme = th.value })), subTheme),
			func(s storage.Settings) bool { return s.Theme == th.value }))
	}
	an := a.judges.analysis
	analysis := offered(item("menu.analysis", menuView, func() { a.setAnalysis(!an.On()) }, plain("A", fyne.KeyA)), offer.State.Analysis)
	analysis.Checked = an.On
	t = append(t,
		ticked(item("menu.hole_names", menuView, set(func(s *storage.Settings) { s.ShowHoleNames = !s.ShowHoleNames })),
			func(s storage.Settings) bool { return s.ShowHoleNames }),
		ticked(item("menu.sound", menuView, set(func(s *storage.Settings) { s.Sound = !s.Sound })),
			func(s storage.Settings) bool { return s.Sound }),
		actions.Separator(menuView),
		analysis,
		item("explorerui.menu", menuView, func() { m.Explorer() }, plain("E", fyne.KeyE)),
		item("menu.endgame_tables", menuView, func() { m.Tables() }),
	)
	for _, l := range i18n.Languages() {
		t = append(t, actions.Action{Text: l.Name, Menu: menuLanguage, Run: func() { a.SetLanguage(l.Tag) },
			Checked: func() bool { return l.Tag == loc.Lang() }})
	}
	t = append(t, item("menu.learn", menuHelp, func() { m.Lessons() }), actions.Separator(menuHelp))
	for _, page := range loc.HelpPages() {
		t = append(t, item("help."+page, menuHelp, func() { help.Show(a.dialogs, page) }))
	}
	t = append(t,
		item("menu.shortcuts", menuHelp, func() { help.ShowShortcuts(a.dialogs, actions.Help(a.view.Menu.Table)) }),
		item("room.legend.title", menuHelp, func() { help.ShowLegend(a.dialogs) }))
	if d := a.res.diag; d.Report != nil {
		report := &dialogs.ReportProblem{Host: a.dialogs, Text: d.Report, LogPath: d.LogPath, Clipboard: a.App.Clipboard(), OpenURL: a.App.OpenURL}
		t = append(t, item("menu.report", menuHelp, report.Show))
	}
	t = append(t,
		actions.Separator(menuHelp),
		item("menu.about", menuHelp, func() {
			help.ShowAbout(a.dialogs, help.About{Version: a.res.version, Commit: a.res.commit, Icon: apptheme.Icon(), Levels: names.Levels})
		}),
	)

	// The keys without a menu item.
	v := a.view
	scoped := func(act actions.Action, scope actions.Scope) actions.Action {
		act.Scope = scope
		return act
	}
	return append(t,
		item("shortcuts.pause", "", func() { s.TogglePause() }, plain("P", fyne.KeyP)),
		item("shortcuts.review", "", v.StepBack, plain("← →", fyne.KeyLeft)),
		item("shortcuts.review", "", v.StepForward, plain("← →", fyne.KeyRight)),
		item("moves.start", "", func() { s.Browse(0) }, plain("Home", fyne.KeyHome)),
		item("shortcuts.back_to_live", "", s.Live, plain("Esc", fyne.KeyEscape), plain("End", fyne.KeyEnd)),
		item("ui.shortcuts.enter", "", nil, plain("Enter", fyne.KeyReturn)), // the dialog's
		scoped(item("menu.help", "", func() {
			if pages := loc.HelpPages(); len(pages) > 0 {
				help.Show(a.dialogs, pages[0])
			}
		}, plain("F1", fyne.KeyF1)), actions.InWindow),
		scoped(item("room.fullscreen", "", func() { a.Window.SetFullScreen(!a.Window.FullScreen()) }, plain("F11", fyne.KeyF11)), actions.Always),
	)
}

// quit marks act as the item that ends the program.
func quit(act actions.Action) actions.Action {
	act.Quit = true
	return act
}

// sub puts act in the submenu of its menu named by the i18n key name.
func sub(act actions.Action, name string) actions.Action {
	act.Sub = name
	return act
}

// playHole sows from hole n of the side to move (the keys 1-9); a hole
// that cannot be played is said on the board, as for a click.
func playHole(a *App, n game.Move) {
	s := a.Session
	if s.HumanMove(n) {
		return
	}
	if snap := s.Snapshot(); snap.Phase == session.Idle || snap.Phase == session.Over {
		a.Board.RefuseHole(snap.Live.ToMove, int(n))
	}
}
