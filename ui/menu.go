package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/help"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// buildMenu builds the main menu in the current language, with checks on
// the current settings.
func (a *App) buildMenu() *fyne.MainMenu {
	loc := a.loc
	item := func(key string, f func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(loc.T(key), f)
		it.Shortcut = menuShortcut(key)
		return it
	}
	quit := item("menu.quit", a.quit)
	quit.IsQuit = true
	offers := &menuOffers{
		undo:   item("menu.undo", a.undo),
		hint:   item("menu.hint", a.hint),
		review: item("menu.review", a.reviewGame),
		resign: item("session.resign", a.resign),
		draw:   item("session.offer_draw", a.offerDraw),
		cont:   item("session.continue", a.continueFromHere),
	}
	gameMenu := fyne.NewMenu(loc.T("menu.game"),
		item("menu.new", a.newGameDialog.Show),
		offers.undo,
		offers.hint,
		offers.review,
		item("mistakes.menu", func() { a.showMistakes() }),
		offers.resign,
		offers.draw,
		offers.cont,
		item("menu.setup", func() { a.openEditor() }),
		item("menu.puzzles", func() { a.showPuzzles() }),
		fyne.NewMenuItemSeparator(),
		item("menu.statistics", statisticsDialog(a).Show),
		fyne.NewMenuItemSeparator(),
		quit,
	)
	// The records have a menu of their own: with them the Game menu was
	// taller than a window on a 1000×600 screen.
	// The exports, in a menu of their own: with the pictures and
	// PlayStrategy the Records menu was taller than the window on a
	// 1000×600 screen.
	exportItem := item("records.menu_export_group", nil)
	exportItem.ChildMenu = fyne.NewMenu("",
		item("menu.export", a.records.ShowExport),
		item("records.menu_export_playstrategy", a.records.ShowExportPlayStrategy),
		item("picture.export_png", a.records.ShowExportPositionPNG),
		item("picture.export_gif", a.records.ShowExportGameGIF),
	)
	recordsMenu := fyne.NewMenu(loc.T("room.menu.records"),
		item("menu.open", a.records.ShowOpen),
		item("menu.save_as", a.records.ShowSaveAs),
		item("menu.saved_games", a.records.ShowSavedGames),
		item("explorerui.import", a.importGames),
		fyne.NewMenuItemSeparator(),
		exportItem,
		fyne.NewMenuItemSeparator(),
		item("menu.copy_tfen", a.records.CopyTFEN),
		item("records.menu_copy_fen", a.records.CopyPlayStrategyFEN),
		item("menu.copy_record", a.records.CopyRecord),
		item("picture.copy", a.records.CopyPositionImage),
		item("menu.paste", a.records.Paste),
	)

	choice := func(key string, checked bool, f func()) *fyne.MenuItem {
		it := item(key, f)
		it.Checked = checked
		return it
	}
	speedItem := item("menu.speed", nil)
	speedItem.ChildMenu = fyne.NewMenu("")
	for _, sp := range animationSpeeds {
		speedItem.ChildMenu.Items = append(speedItem.ChildMenu.Items,
			choice(sp.label, a.settings.AnimationSpeed == sp.value, func() { a.setSpeed(sp.value) }))
	}
	themeChoice := func(key, value string) *fyne.MenuItem {
		return choice(key, a.settings.Theme == value, func() { a.setTheme(value) })
	}
	themeItem := item("menu.theme", nil)
	themeItem.ChildMenu = fyne.NewMenu("",
		themeChoice("menu.theme_light", storage.ThemeLight),
		themeChoice("menu.theme_dark", storage.ThemeDark),
		themeChoice("menu.theme_system", storage.ThemeSystem),
	)
	offers.analysis = choice("menu.analysis", a.analysis.On(), func() { a.setAnalysis(!a.analysis.On()) })
	viewMenu := fyne.NewMenu(loc.T("menu.view"),
		speedItem,
		themeItem,
		choice("menu.hole_names", a.settings.ShowHoleNames, a.toggleHoleNames),
		choice("menu.sound", a.settings.Sound, a.toggleSound),
		fyne.NewMenuItemSeparator(),
		offers.analysis,
		item("explorerui.menu", func() { a.showExplorer() }),
		item("menu.endgame_tables", func() { a.showTables() }),
	)

	var langs []*fyne.MenuItem
	for _, l := range i18n.Languages() {
		it := fyne.NewMenuItem(l.Name, func() { a.SetLanguage(l.Tag) })
		it.Checked = l.Tag == loc.Lang()
		langs = append(langs, it)
	}
	langMenu := fyne.NewMenu(loc.T("menu.language"), langs...)

	helpItems := make([]*fyne.MenuItem, 0, 8)
	helpItems = append(helpItems, item("menu.learn", func() { a.showLessons() }), fyne.NewMenuItemSeparator())
	for _, page := range loc.HelpPages() {
		helpItems = append(helpItems, item("help."+page, func() { help.Show(a.dialogs, page) }))
	}
	helpItems = append(helpItems,
		item("menu.shortcuts", func() { help.ShowShortcuts(a.dialogs, shortcuts()) }),
		item("room.legend.title", func() { help.ShowLegend(a.dialogs) }))
	if a.diag.Report != nil {
		r := &dialogs.ReportProblem{Host: a.dialogs, Text: a.diag.Report, LogPath: a.diag.LogPath, Clipboard: a.App.Clipboard(), OpenURL: a.App.OpenURL}
		helpItems = append(helpItems, item("menu.report", r.Show))
	}
	helpItems = append(helpItems,
		fyne.NewMenuItemSeparator(),
		item("menu.about", func() {
			help.ShowAbout(a.dialogs, help.About{Version: a.version, Commit: a.commit, Icon: appIcon(), Levels: ladderNames})
		}))
	helpMenu := fyne.NewMenu(loc.T("menu.help"), helpItems...)
	a.addShortcuts(map[string]func(){
		"menu.new":     a.newGameDialog.Show,
		"menu.open":    a.records.ShowOpen,
		"menu.save_as": a.records.ShowSaveAs,
		"menu.export":  a.records.ShowExport,
		"menu.undo":    a.undo,
		// Resign asks first; a draw offered to the computer is only an
		// offer, and two people confirm an agreed draw.
		"session.resign":     a.resign,
		"session.offer_draw": a.offerDraw,
	})
	offers.main = fyne.NewMainMenu(gameMenu, recordsMenu, viewMenu, langMenu, helpMenu)
	a.view.menu = offers
	offers.update(loc, a.offerState())
	return offers.main
}

// refreshMenu rebuilds the menu after a setting changed.
func (a *App) refreshMenu() { a.Window.SetMainMenu(a.buildMenu()) }

func (a *App) setSpeed(value string) {
	a.settings.AnimationSpeed = value
	for _, b := range a.view.host.boards() {
		b.SetSpeed(boardSpeed(value))
	}
	a.saveSettings()
	a.refreshMenu()
}

func (a *App) setTheme(value string) {
	a.settings.Theme = value
	applyTheme(a.App, value)
	a.saveSettings()
	a.refreshMenu()
}

func (a *App) toggleHoleNames() {
	a.settings.ShowHoleNames = !a.settings.ShowHoleNames
	for _, b := range a.view.host.boards() {
		b.SetShowHoleNames(a.settings.ShowHoleNames)
	}
	a.saveSettings()
	a.refreshMenu()
}

func (a *App) toggleSound() {
	a.settings.Sound = !a.settings.Sound
	a.saveSettings()
	a.refreshMenu()
}

// animationSpeeds is the one table of the animation speeds: the settings
// value, the board's pace and the menu item's text.
var animationSpeeds = [...]struct {
	value string
	speed board.Speed
	label string
}{
	{storage.SpeedOff, board.SpeedOff, "menu.speed_off"},
	{storage.SpeedFast, board.SpeedFast, "menu.speed_fast"},
	{storage.SpeedNormal, board.SpeedNormal, "menu.speed_normal"},
	{storage.SpeedSlow, board.SpeedSlow, "menu.speed_slow"},
}

// boardSpeed returns the board's pace of a settings value (normal for an
// unknown one).
func boardSpeed(value string) board.Speed {
	for _, sp := range animationSpeeds {
		if sp.value == value {
			return sp.speed
		}
	}
	return board.SpeedNormal
}

// keyBinding is a key of the game window: what is printed on it (the same
// in every language), what it does (an i18n key, also the label of the
// menu item that does the same) and the key that menu item shows.
type keyBinding struct {
	cap    string
	action string
	key    fyne.KeyName // "" when no menu item shows it
	mod    fyne.KeyModifier
}

// keys is the one table of the window's keys, shown in the Keyboard
// shortcuts dialog and beside the menu items: the single keys are handled
// by typedKey, those with Ctrl by the menu and the canvas's shortcuts
// (see addShortcuts). A menu item shows its Ctrl key when it has one, its
// single key otherwise.
var keys = [...]keyBinding{
	{"1 … 9", "shortcuts.play_hole", "", 0},
	{"N", "menu.new", "", 0},
	{"Ctrl+N", "menu.new", fyne.KeyN, fyne.KeyModifierShortcutDefault},
	{"Ctrl+O", "menu.open", fyne.KeyO, fyne.KeyModifierShortcutDefault},
	{"Ctrl+S", "menu.save_as", fyne.KeyS, fyne.KeyModifierShortcutDefault},
	{"Ctrl+Shift+S", "menu.export", fyne.KeyS, fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift},
	{"U", "menu.undo", "", 0},
	{"Ctrl+Z", "menu.undo", fyne.KeyZ, fyne.KeyModifierShortcutDefault},
	{"Ctrl+R", "session.resign", fyne.KeyR, fyne.KeyModifierShortcutDefault},
	{"Ctrl+D", "session.offer_draw", fyne.KeyD, fyne.KeyModifierShortcutDefault},
	{"H", "menu.hint", fyne.KeyH, 0},
	{"A", "menu.analysis", fyne.KeyA, 0},
	{"E", "explorerui.menu", fyne.KeyE, 0},
	{"P", "shortcuts.pause", "", 0},
	{"← →", "shortcuts.review", "", 0},
	{"Esc", "shortcuts.back_to_live", "", 0},
	{"Enter", "ui.shortcuts.enter", "", 0},
	{"F1", "menu.help", "", 0},
	{"F11", "room.fullscreen", "", 0},
}

// shortcuts are the rows of the Keyboard shortcuts dialog.
func shortcuts() []help.Key {
	rows := make([]help.Key, len(keys))
	for i, k := range keys {
		rows[i] = help.Key{Cap: k.cap, Action: k.action}
	}
	return rows
}

// menuShortcut returns the key a menu item shows for its action, nil if
// none. A single key is left to typedKey; a Ctrl key is run by the menu
// (and by the canvas's shortcut, see addShortcuts). Ctrl+Z is Fyne's
// Undo shortcut.
func menuShortcut(action string) fyne.Shortcut {
	for _, k := range keys {
		if k.action == action && k.key != "" {
			return keyShortcut(k)
		}
	}
	return nil
}

// keyShortcut is the shortcut of a key with Ctrl, as the desktop driver
// reports it.
func keyShortcut(k keyBinding) fyne.Shortcut {
	if k.key == fyne.KeyZ && k.mod == fyne.KeyModifierShortcutDefault {
		return &fyne.ShortcutUndo{}
	}
	return &desktop.CustomShortcut{KeyName: k.key, Modifier: k.mod}
}

// addShortcuts has the canvas run the Ctrl keys of the menu's actions
// too: a press the menu does not take (the menu closed, a key Fyne reports
// as its own shortcut) still acts.
func (a *App) addShortcuts(actions map[string]func()) {
	c := a.Window.Canvas()
	for _, k := range keys {
		f, ok := actions[k.action]
		if k.mod == 0 || !ok || f == nil {
			continue
		}
		c.AddShortcut(keyShortcut(k), func(fyne.Shortcut) { f() })
	}
}

// showHelp opens the first page of the help (F1).
func (a *App) showHelp() {
	if pages := a.loc.HelpPages(); len(pages) > 0 {
		help.Show(a.dialogs, pages[0])
	}
}

// toggleFullScreen enters or leaves full screen (F11).
func (a *App) toggleFullScreen() { a.Window.SetFullScreen(!a.Window.FullScreen()) }

// typedKey handles the keyboard: 1-9 sow from that hole, U undo, H hint,
// A analysis, E the opening explorer, N new game, the arrows step through the moves, Enter and Escape answer
// the dialog on top.
func (a *App) typedKey(e *fyne.KeyEvent) {
	if e.Name == fyne.KeyF11 {
		a.toggleFullScreen()
		return
	}
	if a.dialogs.TypedKey(e) {
		return
	}
	if e.Name == fyne.KeyF1 {
		a.showHelp()
		return
	}
	if a.view.host.typedKey(e) {
		return
	}
	s := a.Session
	if mv, ok := screen.HoleKey(e); ok {
		if !s.HumanMove(mv) {
			if snap := s.Snapshot(); snap.Phase == session.Idle || snap.Phase == session.Over {
				a.Board.RefuseHole(snap.Live.ToMove, int(mv)) // said on the board, as for a click
			}
		}
		return
	}
	switch e.Name {
	case fyne.KeyU:
		a.undo()
	case fyne.KeyH:
		a.hint()
	case fyne.KeyA:
		a.setAnalysis(!a.analysis.On())
	case fyne.KeyE:
		a.showExplorer()
	case fyne.KeyP:
		s.TogglePause()
	case fyne.KeyN:
		a.newGameDialog.Show()
	case fyne.KeyLeft:
		a.view.stepBack()
	case fyne.KeyRight:
		a.view.stepForward()
	case fyne.KeyHome:
		s.Browse(0)
	case fyne.KeyEscape, fyne.KeyEnd:
		s.Live()
	}
}

// ladderNames names the computer's levels in the current language, the
// weakest first: About counts and names them.
func ladderNames(loc *i18n.Localizer) []string {
	var names []string
	for _, l := range ladder() {
		names = append(names, levelName(loc, l.Number))
	}
	return names
}
