package records_test

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestClipboard: Copy TFEN and Copy record copy the board's; Paste opens a
// record as a file is opened and anything else in the position editor.
func TestClipboard(t *testing.T) {
	r := newRig(t)
	r.board.g = againstComputer(t)
	r.files.CopyTFEN()
	if got := r.clip.Content(); got != r.board.g.Position().TFEN() {
		t.Fatalf("Copy TFEN gave %q", got)
	}
	r.files.CopyRecord()
	record := r.clip.Content()
	if record != r.board.g.Text() {
		t.Fatalf("Copy record gave %q", record)
	}

	tfen := "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,1,0 79 80 - - 0"
	tests := []struct {
		name   string
		text   string
		opened bool   // a game opened
		edited string // else the text the editor got
	}{
		{"a record", record, true, ""},
		{"a TFEN", "  " + tfen + "\n", false, tfen},
		{"nothing", "", false, ""},
		{"a record of no moves", "[Event \"x\"]\n\n*\n", false, "[Event \"x\"]\n\n*"},
		{"a broken TFEN", "1,2,3", false, "1,2,3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := newRig(t)
			r.clip.SetContent(tt.text)
			r.files.Paste()
			if tt.opened {
				if len(r.board.opened) != 1 || r.board.opened[0].Len() != 1 || len(r.board.edited) != 0 {
					t.Fatalf("opened %d games, edited %q", len(r.board.opened), r.board.edited)
				}
				if r.board.opened[0].Moves()[0] != game.Move(7) {
					t.Fatal("the pasted record's move was lost")
				}
				return
			}
			if len(r.board.opened) != 0 || len(r.board.edited) != 1 || r.board.edited[0] != tt.edited {
				t.Fatalf("opened %d games, edited %q", len(r.board.opened), r.board.edited)
			}
		})
	}
}
