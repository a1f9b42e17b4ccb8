package screen

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
)

// recordingHost is a Host that keeps what it was asked.
type recordingHost struct {
	posts, closes int
	failed        []error
	board         *board.Board
}

func (h *recordingHost) Post(f func())          { h.posts++; f() }
func (h *recordingHost) NewBoard() *board.Board { return h.board }
func (h *recordingHost) Failed(err error)       { h.failed = append(h.failed, err) }
func (h *recordingHost) CloseScreen()           { h.closes++ }

// TestEnvHost: Env's methods go to its host, and do the least without one.
func TestEnvHost(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	errDisk := errors.New("disk full")
	for _, withHost := range []bool{true, false} {
		env := Env{Loc: loc}
		h := &recordingHost{board: board.New(loc)}
		if withHost {
			env.Host = h
		}
		ran := false
		if withHost {
			env.Post(func() { ran = true })
		}
		env.Fail("save", errDisk)
		env.CloseScreen()
		b := env.Board()
		switch {
		case b == nil:
			t.Errorf("host %v: no board", withHost)
		case withHost && (b != h.board || !ran || h.posts != 1 || h.closes != 1 || len(h.failed) != 1 || h.failed[0] != errDisk):
			t.Errorf("host: board %v, post ran %v (%d), closes %d, failures %v", b == h.board, ran, h.posts, h.closes, h.failed)
		case !withHost && (b == h.board || h.posts+h.closes+len(h.failed) != 0):
			t.Errorf("no host: the host was asked (%+v)", h)
		}
	}
}
