package ui

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/storage"
)

// buildMenu builds the main menu in the current language, with checks on
// the current settings.
func (a *App) buildMenu() *fyne.MainMenu {
	loc := a.loc
	item := func(key string, f func()) *fyne.MenuItem { return fyne.NewMenuItem(loc.T(key), f) }
	quit := item("menu.quit", a.quit)
	quit.IsQuit = true
	gameMenu := fyne.NewMenu(loc.T("menu.game"),
		item("menu.new", a.showNewGame),
		item("menu.undo", func() { a.Session.Undo() }),
		item("menu.hint", a.Session.Hint),
		item("menu.puzzles", func() { a.showPuzzles() }),
		fyne.NewMenuItemSeparator(),
		item("menu.open", a.showOpen),
		item("menu.save_as", a.showSaveAs),
		item("menu.export", a.showExport),
		item("menu.saved_games", a.showSavedGames),
		item("menu.statistics", a.showStatistics),
		fyne.NewMenuItemSeparator(),
		quit,
	)

	choice := func(key string, checked bool, f func()) *fyne.MenuItem {
		it := item(key, f)
		it.Checked = checked
		return it
	}
	speed := func(key, value string) *fyne.MenuItem {
		return choice(key, a.settings.AnimationSpeed == value, func() { a.setSpeed(value) })
	}
	speedItem := item("menu.speed", nil)
	speedItem.ChildMenu = fyne.NewMenu("",
		speed("menu.speed_off", storage.SpeedOff),
		speed("menu.speed_fast", storage.SpeedFast),
		speed("menu.speed_normal", storage.SpeedNormal),
		speed("menu.speed_slow", storage.SpeedSlow),
	)
	themeChoice := func(key, value string) *fyne.MenuItem {
		return choice(key, a.settings.Theme == value, func() { a.setTheme(value) })
	}
	themeItem := item("menu.theme", nil)
	themeItem.ChildMenu = fyne.NewMenu("",
		themeChoice("menu.theme_light", storage.ThemeLight),
		themeChoice("menu.theme_dark", storage.ThemeDark),
		themeChoice("menu.theme_system", storage.ThemeSystem),
	)
	viewMenu := fyne.NewMenu(loc.T("menu.view"),
		speedItem,
		themeItem,
		choice("menu.hole_names", a.settings.ShowHoleNames, a.toggleHoleNames),
		choice("menu.sound", a.settings.Sound, a.toggleSound),
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
		helpItems = append(helpItems, item("help."+page, func() { a.showHelp(page) }))
	}
	helpItems = append(helpItems,
		item("menu.shortcuts", a.showShortcuts),
		fyne.NewMenuItemSeparator(),
		item("menu.about", a.showAbout))
	helpMenu := fyne.NewMenu(loc.T("menu.help"), helpItems...)
	return fyne.NewMainMenu(gameMenu, viewMenu, langMenu, helpMenu)
}

// refreshMenu rebuilds the menu after a setting changed.
func (a *App) refreshMenu() { a.Window.SetMainMenu(a.buildMenu()) }

func (a *App) setSpeed(value string) {
	a.settings.AnimationSpeed = value
	a.Board.SetSpeed(board.ParseSpeed(value))
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
	a.Board.SetShowHoleNames(a.settings.ShowHoleNames)
	a.saveSettings()
	a.refreshMenu()
}

func (a *App) toggleSound() {
	a.settings.Sound = !a.settings.Sound
	a.saveSettings()
	a.refreshMenu()
}

// typedKey handles the keyboard: 1-9 sow from that hole, U undo, H hint,
// N new game, the arrows step through the moves, Enter and Escape answer
// the dialog on top.
func (a *App) typedKey(e *fyne.KeyEvent) {
	if m := a.topModal(); m != nil {
		switch e.Name {
		case fyne.KeyReturn, fyne.KeyEnter:
			if m.content.enter != nil {
				m.content.enter()
			}
		case fyne.KeyEscape:
			if m.content.escape != nil {
				m.content.escape()
			} else {
				m.close()
			}
		}
		return
	}
	s := a.Session
	switch e.Name {
	case fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9:
		s.HumanMove(game.Move(e.Name[0] - '0'))
	case fyne.KeyU:
		s.Undo()
	case fyne.KeyH:
		s.Hint()
	case fyne.KeyN:
		a.showNewGame()
	case fyne.KeyLeft:
		a.view.stepBack()
	case fyne.KeyRight:
		a.view.stepForward()
	case fyne.KeyHome:
		s.Review(0)
	case fyne.KeyEscape, fyne.KeyEnd:
		s.ExitReview()
	}
}
