package records_test

import (
	"errors"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/games"
	"github.com/togyzkumalak/togyzkumalak/ui/records"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// fakeDialog stands for the system's file dialog: it answers every request
// at once with path and err, and keeps what it was asked.
type fakeDialog struct {
	path  string
	err   error
	asked []filedialog.Options
	saves int
}

func (f *fakeDialog) Open(o filedialog.Options, done func(string, error)) {
	f.asked = append(f.asked, o)
	done(f.path, f.err)
}

func (f *fakeDialog) Save(o filedialog.Options, done func(string, error)) {
	f.asked = append(f.asked, o)
	f.saves++
	done(f.path, f.err)
}

// fakeBoard is the window's game: it keeps the games opened and the texts
// the position editor was opened on.
type fakeBoard struct {
	g       *game.Game
	opened  []*game.Game
	edited  []string
	reviews int
	kept    []func(*game.Game) error // each review's keep
}

func (b *fakeBoard) Game() *game.Game     { return b.g }
func (b *fakeBoard) Shown() game.Position { return b.g.Position() }

// ReviewGame counts a review and shows the game, as the window does.
func (b *fakeBoard) ReviewGame(g *game.Game, keep func(*game.Game) error) {
	b.reviews++
	b.kept = append(b.kept, keep)
	b.opened = append(b.opened, g)
	b.g = g
}

func (b *fakeBoard) OpenGame(g *game.Game) {
	b.opened = append(b.opened, g)
	b.g = g
}

func (b *fakeBoard) OpenPosition(text string) { b.edited = append(b.edited, text) }

// fakeModes is the mode host: a fake environment, and the modes shown.
type fakeModes struct {
	fake  *screentest.Fake
	shown []screen.Mode
}

func (m *fakeModes) Show(s screen.Mode) { m.shown = append(m.shown, s) }

// mode returns the list shown last, nil when none is or it was closed.
func (m *fakeModes) mode() *games.Mode {
	if len(m.shown) == 0 || m.fake.Closed > 0 {
		return nil
	}
	gm, _ := m.shown[len(m.shown)-1].(*games.Mode)
	return gm
}

// message is a dialog the records asked for.
type message struct {
	title, text string
}

// fakeAsker keeps what the player was told and asked; the questions wait
// in confirms for the test to answer them.
type fakeAsker struct {
	loc      *i18n.Localizer
	told     []message
	asked    []string // the questions' keys
	confirms []func()
	problems []storage.Problem
}

func (a *fakeAsker) Error(text string) {
	a.told = append(a.told, message{a.loc.T("error.title"), text})
}

func (a *fakeAsker) Message(titleKey string, text func() string) {
	a.told = append(a.told, message{a.loc.T(titleKey), text()})
}

func (a *fakeAsker) Confirm(questionKey, _ string, yes func()) {
	a.asked = append(a.asked, questionKey)
	a.confirms = append(a.confirms, yes)
}

func (a *fakeAsker) Problems(p []storage.Problem) { a.problems = append(a.problems, p...) }

// Reason says what the window says of a record's mistake (its line, what
// is wrong, in the player's language); of anything else, the error's text.
func (a *fakeAsker) Reason(err error) string {
	var rec *game.RecordError
	if errors.As(err, &rec) {
		return dialogs.ProblemText(a.loc, rec)
	}
	return err.Error()
}

// last returns what the player was told last, and whether anything was.
func (a *fakeAsker) last() (message, bool) {
	if len(a.told) == 0 {
		return message{}, false
	}
	return a.told[len(a.told)-1], true
}

// rig is a Files with fakes around it and a real store in a temporary
// folder.
type rig struct {
	files  *records.Files
	dialog *fakeDialog
	board  *fakeBoard
	modes  *fakeModes
	ask    *fakeAsker
	store  *storage.Store
	loc    *i18n.Localizer
	clip   fyne.Clipboard
}

func newRig(t *testing.T) *rig {
	t.Helper()
	return newRigIn(t, "en")
}

// newRigIn is newRig in the language lang.
func newRigIn(t *testing.T, lang string) *rig {
	t.Helper()
	fake := screentest.New(t, lang)
	dir := t.TempDir()
	st, _, err := storage.Open(storage.Dirs{Data: filepath.Join(dir, "data"), Config: filepath.Join(dir, "config")}, storage.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	r := &rig{
		dialog: &fakeDialog{},
		board:  &fakeBoard{g: game.NewGame(game.Start())},
		modes:  &fakeModes{fake: fake},
		ask:    &fakeAsker{loc: fake.Env.Loc},
		store:  st,
		loc:    fake.Env.Loc,
		clip:   fake.Env.Clipboard,
	}
	var parents []fyne.Window
	r.files = records.New(fake.Env, records.Config{
		Parent: fake.Window,
		Chooser: func(parent fyne.Window) filedialog.Chooser {
			parents = append(parents, parent)
			return r.dialog
		},
		Board: r.board,
		Modes: r.modes,
		Ask:   r.ask,
		Store: st,
	})
	t.Cleanup(func() {
		if len(parents) > 1 || len(parents) == 1 && parents[0] != fake.Window {
			t.Errorf("the file dialog was made %d times, over %v", len(parents), parents)
		}
	})
	return r
}
