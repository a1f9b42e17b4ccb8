// Package ui is the game window: the board in the centre, a status line,
// the move list, menus and dialogs, around the game session (package
// ui/session) that carries every move from a click or the engine through
// the rules to the board and the autosave; the window subscribes to its
// changes and draws them.
//
// NewWindow builds the window for the program, which package
// internal/program/lifecycle opens, runs and closes. NewApp builds the same window on
// any fyne.App, so that tests can drive it headless with
// fyne.io/fyne/v2/test.
//
// Every word the player sees comes from package i18n; the window rebuilds its
// texts when the language changes.
package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"fyne.io/fyne/v2"
	"github.com/adrg/xdg"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/librarian"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/analysis"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/records"
	"github.com/togyzkumalak/togyzkumalak/ui/review"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// AppID is the application id, as in FyneApp.toml.
const AppID = "kz.togyzkumalak.desktop"

// Default window size, when the settings have none (made smaller on a
// smaller screen, see fitToScreen).
const (
	defaultWidth  = 1100
	defaultHeight = 680
)

// The phases of the window's end that the window itself ends, as
// Diagnostics.Phase is told them: a close that hangs on the way out (GLFW,
// OpenGL, the audio output) says where. The start's phases and the rest of
// the close are the program's (package internal/program/lifecycle).
const (
	PhaseCloseRequested = "close requested" // the player closed the window or chose Quit
	PhaseSaved          = "game saved"      // the searches stopped; the game and the settings are written
)

// DefaultSettings are the settings of a first start in the language lang
// (i18n.Detect's): what storage.Open reads the saved ones over.
func DefaultSettings(lang string) storage.Settings {
	s := storage.DefaultSettings()
	s.Language = lang
	s.Level = ai.DefaultLevel
	return s
}

// Options are what NewWindow builds the program's window from, besides
// its saves.
type Options struct {
	Version, Commit string // shown in About
	// Lang is the system's language (i18n.Detect's), used when the
	// settings' cannot be loaded.
	Lang  string
	Sound func(string) bool // plays a sound effect by name (sound.Player.PlaySound); nil: silent
	// Problems are the files storage.Open could not read, shown at Start.
	Problems    []storage.Problem
	Diagnostics Diagnostics // the log's path, the last exit, the report, the close's phases
}

// NewWindow builds the program's game window on fa over the saves st,
// without showing it: the texts in the settings' language, the endgame
// tables in the user's cache folder, the games library in the data folder,
// the lessons offered at a first start, and a size no larger than the
// screen. The program (package internal/program/lifecycle) shows it, calls Start,
// runs fa and calls Shutdown.
func NewWindow(fa fyne.App, st *storage.Store, o Options) (*App, error) {
	loc, err := i18n.New(st.Settings().Language)
	if err != nil {
		if loc, err = i18n.New(o.Lang); err != nil {
			return nil, fmt.Errorf("load the texts: %w", err)
		}
	}
	a, err := NewApp(fa, Deps{
		Store:    st,
		Loc:      loc,
		Sound:    o.Sound,
		Version:  o.Version,
		Commit:   o.Commit,
		Problems: o.Problems,
		// A first start offers the lessons.
		OfferLessons: true,
		EndgameDir:   filepath.Join(xdg.CacheHome, storage.AppName),
		Library:      filepath.Join(st.Dirs().Data, library.FileName),
		Diagnostics:  o.Diagnostics,
	})
	if err != nil {
		return nil, err
	}
	fitToScreen(a.Window, fa.Settings().Scale()) // never larger than the screen
	return a, nil
}

// Deps are what NewApp builds the window from.
type Deps struct {
	Store *storage.Store  // the saves; required
	Loc   *i18n.Localizer // the texts; required
	// Engine, when not nil, is the computer player at every level;
	// nil: an engine with a transposition table sized for the level.
	Engine *ai.Engine
	// EndgameDir is the folder the endgame table is kept in (built there on
	// first use); "": the engines play without it.
	EndgameDir string
	Sound      func(string) bool // plays a sound effect by name (sound.Player.PlaySound); nil: silent
	// Library is the games library's database (internal/data/library), opened
	// in the background at Start for the opening explorer and the finished
	// games; "": none.
	Library string

	// Post runs a function on the UI goroutine (fyne.Do when nil). Tests
	// pass a queue they drain themselves.
	Post func(func())
	// Limits, when not nil, replace the levels' searches and the hint's
	// time: tests give a tiny node limit.
	Limits *ai.Limits
	// HintTime is how long a hint is looked for (session.DefaultHintTime when 0).
	HintTime time.Duration

	Version, Commit string
	// Problems are the files Open could not read, shown at Start.
	Problems []storage.Problem
	// OfferLessons: a first start (no game to resume, lessons never
	// offered) asks whether to start the lessons.
	OfferLessons bool
	Diagnostics  Diagnostics // the log's path, the last exit, the report
}

// App is the game window and what it shows.
type App struct {
	App     fyne.App
	Window  fyne.Window
	Session *session.Session
	Board   *board.Board

	store    *storage.Store
	loc      *i18n.Localizer
	post     func(func()) // runs a function on the UI goroutine
	sound    func(string) bool
	settings storage.Settings
	version  string
	commit   string
	problems []storage.Problem
	offer    bool // Deps.OfferLessons
	diag     Diagnostics

	view          *view
	dialogs       *dialogs.Host      // the short dialogs over the window
	newGameDialog *dialogs.NewGame   // Game → New game, N, the result's New game
	review        *review.Review     // Game → Review game
	analysis      *analysis.Analyser // View → Analysis
	engines       *host.Host         // the engines by role, their endgame table and their memory, under the window's policy
	tables        *host.Tables       // the engines' endgame table (engines.Tables())
	writes        *session.Writer    // writes the settings and the progress off the UI goroutine
	progress      progressStore      // the progress as the lessons and puzzles save it

	editorExplorer *editorExplorer // the explorer of the editor opened last

	records            *records.Files       // Open record, Save as, Export, Saved games, the clipboard
	libraryPath        string               // Deps.Library
	library            *librarian.Librarian // the games library, opened at Start
	explorer           *explorerMode        // View → Opening explorer, nil when closed
	removeLangListener func()
	shutdown           bool
	quietEnd           bool // the game in progress is being resigned for a new one: no result dialog
	reviewActive       bool // the engine's review was open at its last change
}

// NewApp builds the game window on fa without showing it. Call Start to
// begin or resume a game.
func NewApp(fa fyne.App, d Deps) (*App, error) {
	if d.Store == nil || d.Loc == nil {
		return nil, errors.New("ui: NewApp needs a store and a localizer")
	}
	post := d.Post
	if post == nil {
		post = fyne.Do
	}
	a := &App{
		App:      fa,
		post:     post,
		store:    d.Store,
		loc:      d.Loc,
		sound:    d.Sound,
		settings: d.Store.Settings(),
		version:  d.Version,
		commit:   d.Commit,
		problems: d.Problems,
		offer:    d.OfferLessons,
		diag:     d.Diagnostics,

		libraryPath: d.Library,
	}
	// The theme (and its fonts) first: Fyne keeps the fonts of the first
	// texts it measures until the theme changes.
	applyTheme(fa, a.settings.Theme)
	a.writes = session.NewWriter(func(path string, err error) { post(func() { a.saveFailed(path, err) }) })
	a.progress = progressWriter{store: a.store, writes: a.writes}
	a.Board = board.New(a.loc)
	a.engines = host.New(d.EndgameDir, host.WindowPolicy(), host.Options{Fixed: d.Engine})
	a.tables = a.engines.Tables()
	a.tables.SetMaxStones(a.settings.EndgameStones) // a larger table the player built
	a.Session = session.New(session.Config{
		Board:    a.Board,
		Engines:  a.engines.Level,
		Results:  a.store,
		Post:     post,
		Limits:   d.Limits,
		HintTime: d.HintTime,
		Save:     a.store.SaveAutosave,
		SavePath: a.store.AutosavePath(),
		SaveErr:  a.saveFailed,
		LogErr:   fyne.LogError,
		Finished: func(g *game.Game) {
			if a.library != nil {
				a.library.AddGame(g) // in My games, off the UI goroutine
			}
		},
	})
	a.Session.Subscribe(a.sessionChanged)
	a.Board.OnMove = func(m game.Move) { a.Session.HumanMove(m) }
	a.review = newReview(a, a.engines.Review, post, reviewLimits(d.Limits))
	a.analysis = newAnalysis(a, a.engines.Analysis, post, d.Limits)
	a.Board.OnSound = a.playSound
	watchTables(a.tables, post, a.analysis.Restart) // a table that arrives is used at once

	a.Window = fa.NewWindow(a.loc.T("app.title"))
	a.Window.SetMaster()
	if icon := appIcon(); icon != nil {
		a.Window.SetIcon(icon)
		fa.SetIcon(icon)
	}
	a.dialogs = dialogs.NewHost(a.Window.Canvas(), a.loc)
	// The game's clock stops while a dialog is open over the game (or a
	// mode in its place).
	a.dialogs.OnHold = func(hold bool) {
		if !a.shutdown {
			a.Session.HoldClock(hold || a.mode() != nil)
		}
	}
	a.dialogs.OnClose = a.releaseMemory
	a.newGameDialog = newGameDialog(a)
	a.records = newRecords(a)
	a.view = newView(a)
	a.Window.SetContent(withUnsavedBanner(a, a.view.content))
	a.applySettings()
	a.Window.SetMainMenu(a.buildMenu())
	w, h := a.settings.WindowWidth, a.settings.WindowHeight
	if w <= 0 || h <= 0 {
		w, h = defaultWidth, defaultHeight
	}
	a.Window.Resize(fyne.NewSize(w, h))
	a.Window.Canvas().SetOnTypedKey(a.typedKey)
	a.Window.SetCloseIntercept(func() {
		// The start's log tells a close that never arrived from one that
		// hung on the way out.
		a.diag.phase(PhaseCloseRequested)
		a.Shutdown()
		a.Window.Close()
	})
	a.removeLangListener = a.loc.OnChange(a.languageChanged)
	setFyneTexts(a.loc)
	a.refresh()
	return a, nil
}

// Start shows the problems Open reported and resumes the autosaved game, or
// begins a new one: on a first start a person plays White against the
// default level at once.
func (a *App) Start() {
	if a.library == nil {
		a.openLibrary()
	}
	g, err := a.store.LoadAutosave()
	var p *storage.Problem
	if errors.As(err, &p) {
		a.problems = append(a.problems, *p)
	} else if err != nil {
		a.dialogs.ShowError(a.loc.T("error.load_file", map[string]any{"Path": a.store.AutosavePath(), "Error": dialogs.ProblemText(a.loc, err)}))
	}
	a.Session.Resume(g, session.Choice{Colour: storage.ColourWhite, Level: a.settings.Level, TimeControl: settingsTimeControl(a.settings)})
	if len(a.problems) > 0 {
		a.dialogs.ShowProblems(a.problems)
		a.problems = nil
	}
	if a.diag.Unclean {
		a.diag.Unclean = false
		dialogs.ShowUncleanExit(a.dialogs, a.diag.LogPath)
	}
	switch {
	case g == nil && a.offer:
		a.dialogs.WhenClear(a.offerLessons) // a first start, after any message above
	case g != nil:
		markLessonsOffered(a.progress)
	}
}

// Shutdown stops the computer, the review and the analysis and waits for
// their searches to return, then writes the last autosave and the settings
// with the window size. It is safe to call more than once.
func (a *App) Shutdown() {
	if a.shutdown {
		return
	}
	a.shutdown = true
	if size := a.Window.Canvas().Size(); size.Width >= storage.MinWindowSize && size.Height >= storage.MinWindowSize {
		a.settings.WindowWidth, a.settings.WindowHeight = size.Width, size.Height
	}
	a.saveSettings()
	a.view.host.closeMode(false)
	// Every background job is cancelled and waited for: nothing runs on
	// the torn-down window.
	a.review.Close()
	a.analysis.Close()
	a.Session.Close()
	a.records.Wait() // a picture being written is finished (a GIF takes seconds)
	a.view.clock.clocks.Stop()
	a.engines.Close() // no release after this; a table's load or build is cancelled
	if a.library != nil {
		a.library.Close()
	}
	a.writes.Close() // the settings and the progress are written before the store closes
	if a.removeLangListener != nil {
		a.removeLangListener()
	}
	a.diag.phase(PhaseSaved)
}

// releaseMemory asks for what closed screens, dialogs and engines held
// back (see host.Host.Release): the review and the analysis call it when
// their last search has returned, the dialogs when the last one closes. Call it on
// the UI goroutine.
func (a *App) releaseMemory() {
	if !a.shutdown {
		a.engines.Release()
	}
}

// quit closes the window and the application.
func (a *App) quit() {
	a.diag.phase(PhaseCloseRequested)
	a.Shutdown()
	a.App.Quit()
}

// Localizer returns the texts of the window.
func (a *App) Localizer() *i18n.Localizer { return a.loc }

// Settings returns the current settings.
func (a *App) Settings() storage.Settings { return a.settings }

// saveSettings makes a.settings the store's and has them written off the
// UI goroutine; a failed write is told like a failed autosave.
func (a *App) saveSettings() {
	if err := a.store.SetSettings(a.settings); err != nil {
		fyne.LogError("save settings", err)
		return
	}
	a.writes.Write(a.store.SettingsPath(), a.store.WriteSettings)
}

// applySettings hands the settings to the board and the theme.
func (a *App) applySettings() {
	a.Board.SetSpeed(boardSpeed(a.settings.AnimationSpeed))
	a.Board.SetShowHoleNames(a.settings.ShowHoleNames)
	applyTheme(a.App, a.settings.Theme)
}

func (a *App) playSound(name string) {
	if a.settings.Sound && a.sound != nil {
		a.sound(name)
	}
}

// saveFailed tells the player that the file at path (the autosave, the
// statistics, the settings or the progress) could not be written.
func (a *App) saveFailed(path string, err error) {
	fyne.LogError("write "+path, err)
	if a.shutdown {
		return
	}
	a.dialogs.ShowError(a.loc.T("error.save_failed", map[string]any{"Path": path, "Error": dialogs.ProblemText(a.loc, err)}))
}

// sessionChanged is the session's one notification, with its snapshot (a
// move, its landing, a search's progress, another game or position shown,
// the end of the game): the view keeps the snapshot, what follows the game
// shown (the review, the analysis, the explorer) follows it when the change
// concerns it, then the window draws it.
func (a *App) sessionChanged(c session.Change) {
	if a.view == nil {
		return // the window is being built: newView takes the snapshot
	}
	a.view.setSnapshot(c.Snapshot)
	switch over := c.Snapshot.Over; {
	case c.Kind == session.Ended && over != nil && !a.quietEnd:
		dialogs.ShowResult(a.dialogs, gameResult(a.loc, c.Snapshot, *over), a.reviewGame, a.newGameDialog.Show)
	case c.Kind == session.DrawDeclined:
		a.dialogs.ShowMessage("session.draw_title", func() string { return a.loc.T("session.draw_declined") })
	}
	if c.Follow() {
		a.review.Follow(a.view.record(), c.Snapshot.Can.Judge)
		a.analysis.Follow()
		a.followExplorer()
	}
	a.refresh()
}

// reviewChanged is the review's OnChange (a ply found, its end, a cancel):
// the analysis, allowed while a review is open, follows, then the window
// draws it. When the review of a record looked through closes, the game in
// progress comes back.
func (a *App) reviewChanged() {
	active := a.review.Active()
	if a.reviewActive && !active && a.view.snap.Phase == session.Record {
		a.reviewActive = false
		a.Session.CloseRecord() // its change redraws the window
		return
	}
	a.reviewActive = active
	a.analysis.Follow()
	a.followExplorer()
	a.refresh()
}

// refresh draws every text that depends on the game. It changes nothing:
// the handlers above change the state, then call it.
func (a *App) refresh() {
	if a.view != nil {
		a.view.refresh()
	}
}

// languageChanged rebuilds every visible text in the new language.
func (a *App) languageChanged() {
	a.settings.Language = a.loc.Lang()
	a.saveSettings()
	setFyneTexts(a.loc)
	a.Window.SetTitle(a.loc.T("app.title"))
	a.Window.SetMainMenu(a.buildMenu())
	a.view.relocalize()
	a.Board.Refresh()
	a.dialogs.Relocalize()
}

// SetLanguage switches the language of the whole window.
func (a *App) SetLanguage(tag string) {
	if err := a.loc.SetLang(tag); err != nil {
		fyne.LogError("set language", err)
	}
}
