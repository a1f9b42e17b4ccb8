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
	"github.com/togyzkumalak/togyzkumalak/ui/apptheme"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/commands"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/gameview"
	"github.com/togyzkumalak/togyzkumalak/ui/modes"
	"github.com/togyzkumalak/togyzkumalak/ui/prefs"
	"github.com/togyzkumalak/togyzkumalak/ui/records"
	"github.com/togyzkumalak/togyzkumalak/ui/review"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
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
	// LibraryBuiltin, when not nil, are the library's built-in collections'
	// files in place of the embedded ones (tests give a few games).
	LibraryBuiltin []library.BuiltinFile

	// Chooser makes the file dialog over the window (records.Config's);
	// nil: the system's. Tests give a fake.
	Chooser func(parent fyne.Window) filedialog.Chooser

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

// App is the game window: it builds the session, the board, the screens
// and the menus, and connects them. What each part does is in its own
// package (see ui/README.md).
type App struct {
	App     fyne.App
	Window  fyne.Window
	Session *session.Session
	Board   *board.Board

	loc     *i18n.Localizer
	prefs   *prefs.Prefs       // the settings and the progress
	dialogs *dialogs.Host      // the short dialogs over the window
	view    *gameview.View     // the game shown: the header, the cards, the move list, the stage with the open mode
	cmds    *commands.Commands // the game's commands and their questions
	modes   *modes.Modes       // what opens beside the board
	judges  judges             // the engine's review and analysis of the game shown
	res     resources          // what the window opens and closes besides its widgets
}

// judges are the engine's judgement of the game shown: the review (Game →
// Review game) and the analysis (View → Analysis).
type judges struct {
	review       *review.Review
	analysis     *analysis.Analyser
	reviewActive bool // the review was open at its last change
}

// resources are what the window opens and closes besides its widgets: the
// saves and their writer, the engines, the games library, the record
// files, and what Start tells once.
type resources struct {
	store       *storage.Store
	writes      *session.Writer       // writes the settings and the progress off the UI goroutine
	engines     *host.Host            // the engines by role, their endgame table and their memory, under the window's policy
	post        func(func())          // runs a function on the UI goroutine
	library     *librarian.Librarian  // the games library, opened at Start
	libraryPath string                // Deps.Library
	builtin     []library.BuiltinFile // Deps.LibraryBuiltin
	records     *records.Files        // Open record, Save as, Export, Saved games, the clipboard
	diag        Diagnostics
	problems    []storage.Problem
	offer       bool // Deps.OfferLessons
	version     string
	commit      string
	unlisten    func() // stops the language's listener
	closing     bool   // Shutdown began
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
	a := &App{App: fa, loc: d.Loc, res: resources{
		store: d.Store, post: post, diag: d.Diagnostics, problems: d.Problems, offer: d.OfferLessons,
		version: d.Version, commit: d.Commit, libraryPath: d.Library, builtin: d.LibraryBuiltin,
	}}
	res := &a.res
	// The theme (and its fonts) first: Fyne keeps the fonts of the first
	// texts it measures until the theme changes.
	apptheme.Apply(fa, d.Store.Settings().Theme)
	res.writes = session.NewWriter(func(path string, err error) { post(func() { a.saveFailed(path, err) }) })
	a.prefs = prefs.New(d.Store, res.writes)
	a.prefs.OnChange = a.settingsChanged
	sound := func(name string) {
		if a.prefs.Settings().Sound && d.Sound != nil {
			d.Sound(name)
		}
	}
	a.Board = board.New(a.loc)
	res.engines = host.New(d.EndgameDir, host.WindowPolicy(), host.Options{Fixed: d.Engine})
	tables := res.engines.Tables()
	tables.SetMaxStones(a.prefs.Settings().EndgameStones) // a larger table the player built
	a.Session = session.New(session.Config{
		Board:    a.Board,
		Engines:  res.engines.Level,
		Results:  d.Store,
		Post:     post,
		Limits:   d.Limits,
		HintTime: d.HintTime,
		Save:     d.Store.SaveAutosave,
		SavePath: d.Store.AutosavePath(),
		SaveErr:  a.saveFailed,
		LogErr:   fyne.LogError,
		Finished: func(g *game.Game) {
			if res.library != nil {
				res.library.AddGame(g) // in My games, off the UI goroutine
			}
		},
	})
	a.Session.Subscribe(a.sessionChanged)
	a.Board.OnMove = func(m game.Move) { a.Session.HumanMove(m) }
	a.Board.OnSound = sound

	a.Window = fa.NewWindow(a.loc.T("app.title"))
	a.Window.SetMaster()
	if icon := apptheme.Icon(); icon != nil {
		a.Window.SetIcon(icon)
		fa.SetIcon(icon)
	}
	a.dialogs = dialogs.NewHost(a.Window.Canvas(), a.loc)
	// The game's clock stops while a dialog is open over the game (or a
	// mode in its place).
	a.dialogs.OnHold = func(hold bool) {
		if !res.closing {
			a.Session.HoldClock(hold || a.modes.Mode() != nil)
		}
	}
	a.dialogs.OnClose = a.releaseMemory
	screenHost := &modes.Host{Loc: a.loc, PostFunc: post, Prefs: a.prefs, Sound: sound,
		Fail:      func(err error) { a.saveFailed(d.Store.ProgressPath(), err) },
		CloseFunc: func() { a.modes.Close() }}
	env := screen.Env{Loc: a.loc, Host: screenHost, Store: a.prefs, Canvas: a.Window.Canvas(), Clipboard: fa.Clipboard()}
	a.judges.review = newReview(a, res.engines.Review, post, reviewLimits(d.Limits))
	a.judges.analysis = newAnalysis(a, env, res.engines.Analysis, d.Limits)
	watchTables(tables, post, a.judges.analysis.Restart) // a table that arrives is used at once
	a.cmds = commands.New(commands.Config{
		Session: a.Session, Dialogs: a.dialogs, Loc: a.loc, Store: d.Store, Prefs: a.prefs, Writes: res.writes,
		Offers: a.offers, StartReview: a.startReview, Reviewing: a.judges.review.Active,
		Closing: func() bool { return res.closing },
	})
	a.Session.Subscribe(a.cmds.Changed)
	a.view = gameview.New(gameview.Config{
		Env: env, Session: a.Session, Board: a.Board, Review: a.judges.review, Analysis: a.judges.analysis.Content(),
		Offers: a.offers, NewGame: a.cmds.NewGameDialog.Show, Undo: a.cmds.Undo, Hint: a.cmds.Hint,
		Post: post, Sound: sound,
		Mistakes:      func() { a.modes.Mistakes() },
		MistakesSides: func() []game.Side { return a.modes.MistakeSides() },
		ModeClosed: func() {
			// The menu offers the game's items again and the memory of
			// what the mode showed goes back to the system.
			if !res.closing {
				// The keys go back to the board, not to the "Back to the
				// game" button a click focused, nor to a control of the
				// panel gone.
				a.Window.Canvas().Unfocus()
				a.Session.HoldClock(a.dialogs.Holding()) // the game is shown again: its clock runs, unless a dialog holds it
				a.refresh()
				a.releaseMemory()
			}
		},
	})
	a.modes = modes.New(modes.Config{
		Env: env, Stage: a.view.Stage(), Session: a.Session, Dialogs: a.dialogs, Commands: a.cmds, Prefs: a.prefs,
		Tables:       tables,
		Library:      func() *librarian.Librarian { return res.library },
		ChooseFile:   func(title, kind string, use func(string)) { res.records.ChooseRecord(title, kind, use) },
		Snapshot:     func() session.Snapshot { return a.view.Snapshot() },
		Review:       a.judges.review,
		ReviewEngine: res.engines.Review,
		Record:       a.view.Record,
		SayWhy:       a.view.SayWhy,
		SetAnalysis:  a.setAnalysis,
		Opened:       a.refresh,
		Closing:      func() bool { return res.closing },
	})
	res.records = newRecords(a, env, d.Chooser)
	a.view.Relocalize() // its texts, and the game drawn
	a.Window.SetContent(withUnsavedBanner(a.loc, d.Store, a.view.Content()))
	prefs.Apply(a.Board, a.prefs.Settings())
	a.Window.SetMainMenu(buildMenu(a))
	w, h := a.prefs.Settings().WindowWidth, a.prefs.Settings().WindowHeight
	if w <= 0 || h <= 0 {
		w, h = defaultWidth, defaultHeight
	}
	a.Window.Resize(fyne.NewSize(w, h))
	a.Window.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) { keyboard(a).TypedKey(e) })
	a.Window.SetCloseIntercept(func() {
		// The start's log tells a close that never arrived from one that
		// hung on the way out.
		res.diag.phase(PhaseCloseRequested)
		a.Shutdown()
		a.Window.Close()
	})
	res.unlisten = a.loc.OnChange(a.languageChanged)
	apptheme.SetFyneTexts(a.loc)
	a.refresh()
	return a, nil
}

// Start shows the problems Open reported and resumes the autosaved game, or
// begins a new one: on a first start a person plays White against the
// default level at once.
func (a *App) Start() {
	res := &a.res
	if res.library == nil {
		res.library = librarian.Open(librarian.Config{
			Path:      res.libraryPath,
			Post:      res.post,
			OnProblem: libraryProblem(a),
			OnChange:  a.modes.LibraryChanged,
			LogError:  func(what string, err error) { fyne.LogError(what, err) },
			Builtin:   res.builtin,
		})
		res.library.SyncSaved(res.store.GamesDir()) // Saved games' view, in the background
	}
	g, err := res.store.LoadAutosave()
	var p *storage.Problem
	if errors.As(err, &p) {
		res.problems = append(res.problems, *p)
	} else if err != nil {
		a.dialogs.ShowError(a.loc.T("error.load_file", map[string]any{"Path": res.store.AutosavePath(), "Error": dialogs.ProblemText(a.loc, err)}))
	}
	st := a.prefs.Settings()
	a.Session.Resume(g, session.Choice{Colour: storage.ColourWhite, Level: st.Level, TimeControl: prefs.TimeControl(st)})
	if len(res.problems) > 0 {
		a.dialogs.ShowProblems(res.problems)
		res.problems = nil
	}
	if res.diag.Unclean {
		res.diag.Unclean = false
		dialogs.ShowUncleanExit(a.dialogs, res.diag.LogPath)
	}
	switch {
	case g == nil && res.offer:
		a.dialogs.WhenClear(a.modes.OfferLessons) // a first start, after any message above
	case g != nil:
		a.prefs.MarkLessonsOffered()
	}
}

// Shutdown stops the computer, the review and the analysis and waits for
// their searches to return, then writes the last autosave and the settings
// with the window size. It is safe to call more than once.
func (a *App) Shutdown() {
	res := &a.res
	if res.closing {
		return
	}
	res.closing = true
	if size := a.Window.Canvas().Size(); size.Width >= storage.MinWindowSize && size.Height >= storage.MinWindowSize {
		a.prefs.Set(func(s *storage.Settings) { s.WindowWidth, s.WindowHeight = size.Width, size.Height })
	}
	a.prefs.Save()
	a.view.Stage().Discard()
	// Every background job is cancelled and waited for: nothing runs on
	// the torn-down window.
	a.judges.review.Close()
	a.judges.analysis.Close()
	a.Session.Close()
	res.records.Wait() // a picture being written is finished (a GIF takes seconds)
	a.view.StopClocks()
	res.engines.Close() // no release after this; a table's load or build is cancelled
	if res.library != nil {
		res.library.Close()
	}
	res.writes.Close() // the settings and the progress are written before the store closes
	if res.unlisten != nil {
		res.unlisten()
	}
	res.diag.phase(PhaseSaved)
}

// releaseMemory asks for what closed screens, dialogs and engines held
// back (see host.Host.Release): the review and the analysis call it when
// their last search has returned, the dialogs when the last one closes. Call it on
// the UI goroutine.
func (a *App) releaseMemory() {
	if !a.res.closing {
		a.res.engines.Release()
	}
}

// Localizer returns the texts of the window.
func (a *App) Localizer() *i18n.Localizer { return a.loc }

// Settings returns the current settings.
func (a *App) Settings() storage.Settings { return a.prefs.Settings() }

// settingsChanged hands changed settings to what shows them: the boards,
// the theme, the menu's ticks.
func (a *App) settingsChanged(old, now storage.Settings) {
	if now.AnimationSpeed != old.AnimationSpeed || now.ShowHoleNames != old.ShowHoleNames {
		for _, b := range a.view.Stage().Boards() {
			prefs.Apply(b, now)
		}
	}
	if now.Theme != old.Theme {
		apptheme.Apply(a.App, now.Theme)
	}
	a.refresh()
}

// saveFailed tells the player that the file at path (the autosave, the
// statistics, the settings or the progress) could not be written.
func (a *App) saveFailed(path string, err error) {
	fyne.LogError("write "+path, err)
	if a.res.closing {
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
	a.view.SetSnapshot(c.Snapshot)
	if c.Follow() {
		a.judges.review.Follow(a.view.Record(), c.Snapshot.Can.Judge)
		a.judges.analysis.Follow()
		a.modes.Follow()
	}
	a.refresh()
}

// reviewChanged is the review's OnChange (a ply found, its end, a cancel):
// the analysis, allowed while a review is open, follows, then the window
// draws it. When the review of a record looked through closes, the game in
// progress comes back.
func (a *App) reviewChanged() {
	j := &a.judges
	active := j.review.Active()
	if j.reviewActive && !active && a.view.Snapshot().Phase == session.Record {
		j.reviewActive = false
		a.Session.CloseRecord() // its change redraws the window
		return
	}
	j.reviewActive = active
	j.analysis.Follow()
	a.modes.Follow()
	a.refresh()
}

// refresh draws every text that depends on the game, and the menu's items
// that follow it. It changes nothing: the handlers above change the
// state, then call it.
func (a *App) refresh() {
	if a.view != nil {
		a.view.Refresh()
	}
}

// languageChanged rebuilds every visible text in the new language.
func (a *App) languageChanged() {
	a.prefs.Set(func(s *storage.Settings) { s.Language = a.loc.Lang() })
	apptheme.SetFyneTexts(a.loc)
	a.Window.SetTitle(a.loc.T("app.title"))
	a.Window.SetMainMenu(buildMenu(a))
	a.view.Relocalize()
	a.Board.Refresh()
	a.dialogs.Relocalize()
}

// SetLanguage switches the language of the whole window.
func (a *App) SetLanguage(tag string) {
	if err := a.loc.SetLang(tag); err != nil {
		fyne.LogError("set language", err)
	}
}
