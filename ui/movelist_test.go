package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestMoveListFollowsTheGame: while the live game is shown, the move list
// shows its last move whatever changes its height: a window resized after
// the start, the review's panel opening under it. Before, the list kept the
// offset it had scrolled to at its first size, and a resumed game showed
// moves from its middle.
func TestMoveListFollowsTheGame(t *testing.T) {
	h := newHarness(t, harnessOptions{size: fyne.NewSize(1000, 600)})
	h.showGame(cutGame(t, 60))
	list := h.a.view.moves
	atBottom := func(what string) {
		t.Helper()
		got := list.GetScrollOffset()
		list.ScrollToBottom()
		if want := list.GetScrollOffset(); got != want {
			t.Errorf("%s: the list is scrolled to %v, its last move at %v", what, got, want)
		}
	}
	atBottom("at the start")
	for _, size := range []fyne.Size{{Width: 1600, Height: 900}, {Width: 1000, Height: 700}, {Width: 800, Height: 1200}, {Width: 1000, Height: 600}} {
		h.a.Window.Resize(size)
		h.settle()
		atBottom(fmt.Sprintf("resized to %vx%v", size.Width, size.Height))
	}
	h.a.view.under.Show() // what the review and the analysis do to the list
	h.a.view.split.Refresh()
	h.settle()
	atBottom("with the panel under the list")
}

// TestMoveListNumbersFromTheRecord: a record that begins later than move 1
// (PlayStrategy's FEN ends in its move number) numbers its rows from there,
// as the record does: its first row is "4.", not "1.".
func TestMoveListNumbersFromTheRecord(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "from-move-4.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := game.NewDecoder(f).Next()
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, harnessOptions{})
	h.showGame(g)
	rows := moveListTexts(h)
	if len(rows) != 2 || !strings.HasPrefix(rows[0], "4. ") || !strings.HasPrefix(rows[1], "5. ") {
		t.Errorf("the move list's rows: %q, want two, numbered 4. and 5.", rows)
	}
}
