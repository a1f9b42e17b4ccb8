// Package screentest gives the tests of a screen package a fake
// environment: the texts of a language, saves in memory, a post that runs at
// once and boards that do not animate; and ways to read what a screen shows.
package screentest

import (
	"errors"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Store is the saves in memory. Fail, when set, makes every save fail.
type Store struct {
	mu       sync.Mutex
	progress screen.Progress
	Fail     bool
	Saves    int // the progress saved
}

// ErrSave is the error of a failing Store.
var ErrSave = errors.New("disk full")

// Progress returns the progress saved.
func (s *Store) Progress() screen.Progress {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.progress
}

// SaveProgress keeps p, unless the store fails.
func (s *Store) SaveProgress(p screen.Progress) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Fail {
		return ErrSave
	}
	s.progress = p
	s.Saves++
	return nil
}

// Fake is a fake environment and what the screen did with it. It is the
// environment's host (screen.Host).
type Fake struct {
	Env      screen.Env
	Store    *Store
	Window   fyne.Window
	Failures []error // what the host was told failed
	Closed   int     // how often the screen asked to be closed
	// Queue, when set, is where Post hands the functions (a test that
	// runs them itself); nil: Post runs them at once.
	Queue func(func())

	loc *i18n.Localizer
}

var _ screen.Host = (*Fake)(nil)

// New returns a fake environment in language lang, with a test app and a
// window of the given size for the screen's content.
func New(t testing.TB, lang string) *Fake {
	t.Helper()
	fa := test.NewTempApp(t)
	loc, err := i18n.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	f := &Fake{Store: &Store{}, loc: loc}
	f.Window = fa.NewWindow("test")
	t.Cleanup(f.Window.Close)
	f.Env = screen.Env{
		Loc:       loc,
		Host:      f,
		Store:     f.Store,
		Canvas:    f.Window.Canvas(),
		Clipboard: fa.Clipboard(),
	}
	return f
}

// Post runs fn at once, or hands it to Queue.
func (f *Fake) Post(fn func()) {
	if f.Queue != nil {
		f.Queue(fn)
		return
	}
	fn()
}

// NewBoard returns a board that does not animate.
func (f *Fake) NewBoard() *board.Board {
	b := board.New(f.loc)
	b.SetSpeed(board.SpeedOff)
	return b
}

// Failed keeps err in Failures.
func (f *Fake) Failed(err error) { f.Failures = append(f.Failures, err) }

// CloseScreen counts the screen's asking to be closed.
func (f *Fake) CloseScreen() { f.Closed++ }

// Show puts a mode's board and panel in the fake window, side by side at
// the given size, as the window's mode host does.
func (f *Fake) Show(m screen.Mode, size fyne.Size) {
	objs := []fyne.CanvasObject{}
	if b := m.Board(); b != nil {
		objs = append(objs, b)
	}
	objs = append(objs, container.NewVScroll(m.Content()))
	f.Window.SetContent(container.NewGridWithColumns(len(objs), objs...))
	f.Window.Resize(size)
}

// Texts returns the texts of the labels, buttons, checks, radio groups,
// selects, entries and rich texts in o, depth first, hidden ones left out.
func Texts(o fyne.CanvasObject) []string {
	var texts []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if !o.Visible() {
			return
		}
		switch w := o.(type) {
		case *widget.Label:
			texts = append(texts, w.Text)
		case *widget.Button:
			texts = append(texts, w.Text)
		case *widget.Check:
			texts = append(texts, w.Text)
		case *widget.RadioGroup:
			texts = append(texts, w.Options...)
		case *widget.Select:
			texts = append(texts, w.Selected)
			texts = append(texts, w.Options...)
		case *widget.RichText:
			texts = append(texts, w.String())
		case *widget.Entry:
			texts = append(texts, w.Text)
		case *fyne.Container:
			for _, c := range w.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(w.Content)
		}
	}
	walk(o)
	return texts
}

// Text returns every text of o, a line each.
func Text(o fyne.CanvasObject) string { return strings.Join(Texts(o), "\n") }

// Find returns the first object in o (depth first) that match accepts.
func Find(o fyne.CanvasObject, match func(fyne.CanvasObject) bool) fyne.CanvasObject {
	if match(o) {
		return o
	}
	switch w := o.(type) {
	case *fyne.Container:
		for _, c := range w.Objects {
			if f := Find(c, match); f != nil {
				return f
			}
		}
	case *container.Scroll:
		return Find(w.Content, match)
	}
	return nil
}

// Button returns the first button of o with the text, nil if none.
func Button(o fyne.CanvasObject, text string) *widget.Button {
	f := Find(o, func(o fyne.CanvasObject) bool {
		b, ok := o.(*widget.Button)
		return ok && b.Text == text
	})
	if f == nil {
		return nil
	}
	return f.(*widget.Button)
}

// Check returns the first check box of o, nil if none.
func Check(o fyne.CanvasObject) *widget.Check {
	f := Find(o, func(o fyne.CanvasObject) bool {
		_, ok := o.(*widget.Check)
		return ok
	})
	if f == nil {
		return nil
	}
	return f.(*widget.Check)
}
