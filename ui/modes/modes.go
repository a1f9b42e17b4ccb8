// Package modes opens the window's modes beside the board (package
// ui/stage shows them): the opening explorer, the position editor with its
// own explorer, the lessons (and their offer to a newcomer), the puzzles
// and the endgame tables. It builds each screen from the window's parts,
// handed in Config, and follows the game shown for the explorer.
//
// It knows nothing of the window itself: what it needs of it is in
// Config, in the shape of Fyne's widgets (exported fields, callbacks).
package modes

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/librarian"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/commands"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/editor"
	"github.com/togyzkumalak/togyzkumalak/ui/lessons"
	"github.com/togyzkumalak/togyzkumalak/ui/names"
	"github.com/togyzkumalak/togyzkumalak/ui/prefs"
	"github.com/togyzkumalak/togyzkumalak/ui/puzzles"
	"github.com/togyzkumalak/togyzkumalak/ui/review"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
	"github.com/togyzkumalak/togyzkumalak/ui/stage"
	"github.com/togyzkumalak/togyzkumalak/ui/tables"
)

// Config is what the modes are built from.
type Config struct {
	Env      screen.Env   // the screens' environment
	Stage    *stage.Stage // where a mode is shown
	Session  *session.Session
	Dialogs  *dialogs.Host
	Commands *commands.Commands // the guard over the game in progress
	Prefs    *prefs.Prefs
	Tables   *host.Tables // the engines' endgame table
	// Library is the games library, nil before the window's Start.
	Library func() *librarian.Librarian
	// ChooseFile asks for a record file to import (title, the dialog's
	// kind), then calls use with its path.
	ChooseFile func(title, kind string, use func(path string))
	// Snapshot is the session's snapshot the window shows.
	Snapshot func() session.Snapshot
	// Review is the engine's review of the game shown: the explorer follows
	// the board without being asked while it is open, and Learn from your
	// mistakes goes through the mistakes it found.
	Review *review.Review
	// ReviewEngine makes an engine of the review's strength (Learn from
	// your mistakes judges the moves with it).
	ReviewEngine func() *ai.Engine
	// Record is the game shown, as the review reads it.
	Record func() *game.Game
	// SayWhy tells, above the move list, why what was asked is not done
	// now (the text of an i18n key).
	SayWhy func(key string)
	// SetAnalysis turns the analysis on (the editor's Analyse).
	SetAnalysis func(on bool)
	// Opened is told after a mode opened (the menu follows).
	Opened func()
	// Closing reports whether the window is closing: a game read from
	// the library then opens nothing.
	Closing func() bool
}

// Modes opens the modes of one window.
type Modes struct {
	cfg      Config
	explorer *Explorer       // View → Opening explorer, nil when closed
	editorX  *EditorExplorer // the explorer of the editor opened last
}

// New returns the modes of cfg.
func New(cfg Config) *Modes { return &Modes{cfg: cfg} }

// Show shows m beside the board: the dialogs open over the game close and
// the game's clock stops while the game is not shown.
func (ms *Modes) Show(m screen.Mode) {
	ms.cfg.Dialogs.CloseAll()
	ms.cfg.Stage.Open(m)
	ms.cfg.Session.HoldClock(true)
	if ms.cfg.Opened != nil {
		ms.cfg.Opened()
	}
}

// Close closes the open mode, if any, and shows the game.
func (ms *Modes) Close() { ms.cfg.Stage.Close() }

// Mode returns the open mode, nil when the game is shown.
func (ms *Modes) Mode() screen.Mode { return ms.cfg.Stage.Mode() }

// Lessons opens the lessons beside the board (Help → Learn to play), at
// the first one not completed yet.
func (ms *Modes) Lessons() *lessons.Mode {
	m := lessons.New(ms.cfg.Env, lessons.Config{})
	ms.Show(m)
	return m
}

// OfferLessons asks a newcomer, once, whether to start the lessons. Typing
// a move (1-9) instead closes the question and plays it.
func (ms *Modes) OfferLessons() {
	if ms.cfg.Prefs.MarkLessonsOffered() {
		return
	}
	loc := ms.cfg.Env.Loc
	ms.cfg.Dialogs.Show(fyne.Size{}, func(m *dialogs.Modal) dialogs.Content {
		start := func() { m.Close(); ms.Lessons() }
		return dialogs.Content{
			Title: loc.T("learn.title"),
			Body:  screen.MinWidth(screen.Wrapped(loc.T("learn.offer")), 420),
			Buttons: []*widget.Button{
				widget.NewButtonWithIcon(loc.T("learn.later"), theme.CancelIcon(), m.Close),
				screen.Primary(loc.T("learn.start"), theme.ConfirmIcon(), start),
			},
			Enter: start,
			// A player who types a move wants to play: the offer goes.
			Move: func(mv game.Move) { m.Close(); ms.cfg.Session.HumanMove(mv) },
		}
	})
}

// Puzzles opens the puzzles beside the board (Game → Puzzles), at the
// puzzle nearest the player's rating. When the puzzles cannot be read it
// says so in the player's language and returns nil.
func (ms *Modes) Puzzles() *puzzles.Mode {
	m, err := puzzles.New(ms.cfg.Env, puzzles.Config{})
	if err != nil {
		loc := ms.cfg.Env.Loc
		ms.cfg.Dialogs.ShowError(loc.T("puzzle.unreadable", map[string]any{"Error": dialogs.ProblemText(loc, err)}))
		return nil
	}
	ms.Show(m)
	return m
}

// Tables opens the endgame tables beside the board (View → Endgame
// tables): the tables kept, and the build of a larger one, which the
// window then loads in its next sessions too.
func (ms *Modes) Tables() *tables.Mode {
	m := tables.New(ms.cfg.Env, tables.Config{
		Tables: ms.cfg.Tables,
		Reason: func(err error) string { return dialogs.SystemReason(ms.cfg.Env.Loc, err) },
		Built: func(stones int) {
			ms.cfg.Prefs.Set(func(s *storage.Settings) { s.EndgameStones = max(s.EndgameStones, stones) })
		},
	})
	ms.Show(m)
	return m
}

// Editor opens the position editor beside the board (Game → Set up
// position), on the position shown. Play from here starts a game of two
// players (opponent 0) or of the person to move against the level chosen;
// Analyse, a game of two players with the analysis on. View → Opening
// explorer shows the explorer under its fields, following the position.
func (ms *Modes) Editor() *editor.Mode {
	if ms.cfg.Closing != nil && ms.cfg.Closing() {
		return nil
	}
	loc, s := ms.cfg.Env.Loc, ms.cfg.Session
	opponents := func() []string {
		var levels []string
		for _, l := range names.Today() {
			levels = append(levels, names.Level(loc, l.Number))
		}
		return levels
	}
	x := ms.newEditorExplorer()
	m := editor.New(ms.cfg.Env, editor.Config{
		Start:     ms.cfg.Snapshot().Shown,
		Opponents: opponents,
		Play: func(p game.Position, opponent int) {
			ms.Close()
			human := [2]bool{true, true}
			level := s.Snapshot().Sides.Level
			if opponent > 0 {
				level = opponent
				human = [2]bool{}
				human[p.ToMove] = true
			}
			ms.cfg.Commands.Guard(func() { s.Start(game.NewGame(p), human, level) })
		},
		Analyse: func(p game.Position) {
			ms.Close()
			ms.cfg.Commands.Guard(func() {
				s.Start(game.NewGame(p), [2]bool{true, true}, s.Snapshot().Sides.Level)
				ms.cfg.SetAnalysis(true)
			})
		},
		Changed: func(p game.Position) { x.follow(p) },
		Below:   x.section,
	})
	x.ed = m
	ms.editorX = x
	ms.Show(m)
	return m
}

// Host is the window as its screens see it (screen.Host).
type Host struct {
	Loc *i18n.Localizer // a new board's texts
	// PostFunc runs a function on the UI goroutine.
	PostFunc func(func())
	// Prefs give a new board the window's speed and hole names.
	Prefs *prefs.Prefs
	// Sound plays a board's sound effect.
	Sound func(name string)
	// Fail tells the player that the progress could not be saved.
	Fail func(err error)
	// CloseFunc closes the open mode (a screen's own Close button).
	CloseFunc func()
}

var _ screen.Host = (*Host)(nil)

// Post runs f on the UI goroutine.
func (h *Host) Post(f func()) { h.PostFunc(f) }

// NewBoard returns a board with the window's settings: speed, hole names
// and sounds.
func (h *Host) NewBoard() *board.Board {
	b := board.New(h.Loc)
	prefs.Apply(b, h.Prefs.Settings())
	b.OnSound = h.Sound
	return b
}

// Failed tells the player that the progress could not be saved.
func (h *Host) Failed(err error) { h.Fail(err) }

// CloseScreen closes the open mode.
func (h *Host) CloseScreen() { h.CloseFunc() }
