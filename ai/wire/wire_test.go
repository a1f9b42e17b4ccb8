package wire

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestCommandRoundTrip: every command written by String is read back by
// Parse as the same command, and written again as the same line.
func TestCommandRoundTrip(t *testing.T) {
	for _, c := range []Command{
		UCI{}, IsReady{}, NewGame{}, Stop{}, Quit{}, Display{}, Ignored{"debug"}, Ignored{"register"},
		SetOption{Name: "Hash", Value: "16"},
		SetOption{Name: "Endgame Table", Value: "/a folder/with spaces"},
		Position{},
		Position{Moves: []game.Move{7, 4, 9}},
		Position{TFEN: game.Start().TFEN()},
		Position{TFEN: "0,2,0,0,1,0,0,2,0/0,0,0,0,1,1,2,0,3 80 70 1 6 1", Moves: []game.Move{2}},
		Go{Depth: 2},
		Go{Nodes: 5000},
		Go{MoveTime: 250 * time.Millisecond},
		Go{WInc: time.Second, BInc: 2 * time.Second, MovesToGo: 30}.WithClocks(60*time.Second, time.Millisecond),
		Go{Infinite: true},
		Go{Perft: 5},
	} {
		line := c.String()
		got, err := Parse(line)
		if err != nil {
			t.Errorf("Parse(%q): %v", line, err)
			continue
		}
		if !reflect.DeepEqual(got, c) {
			t.Errorf("Parse(%q) = %#v, want %#v", line, got, c)
		}
		if got.String() != line {
			t.Errorf("Parse(%q).String() = %q", line, got.String())
		}
	}
}

// TestParse: the commands as clients send them, and the errors of bad ones.
func TestParse(t *testing.T) {
	for _, tt := range []struct {
		line string
		want Command
		err  string
	}{
		{"", nil, ""},
		{"   ", nil, ""},
		{"hello world", Unknown{"hello"}, ""},
		{"setoption name MultiPV value 3", SetOption{Name: "MultiPV", Value: "3"}, ""},
		{"setoption name HumanDelay", SetOption{Name: "HumanDelay"}, ""},
		{"setoption Hash 3", nil, `setoption: want "setoption name <option> value <value>"`},
		{"position fen " + game.Start().TFEN(), Position{TFEN: game.Start().TFEN()}, ""},
		{"position", nil, `position: want "startpos" or "tfen <TFEN>"`},
		{"position startpos 7 4", nil, `position: unexpected "7" (want "moves")`},
		{"position startpos moves 10", nil, `position: move 1 "10" is not a hole number 1..9`},
		{"position middle", nil, `position: "middle" is not "startpos" or "tfen"`},
		{"go depth 0 movetime 0", Go{Depth: 1, MoveTime: time.Millisecond}, ""},
		{"go depth 1000", Go{Depth: MaxDepth}, ""},
		{"go perft 99", Go{Perft: MaxPerft}, ""},
		{"go wtime -5 btime 0", Go{}.WithClocks(time.Millisecond, time.Millisecond), ""},
		{"go winc 0 movestogo 5000", Go{MovesToGo: 1000}, ""},
		{"go depth x", nil, `go: depth "x" is not a non-negative number`},
		{"go depth -1", nil, `go: depth "-1" is not a non-negative number`},
		{"go fast 3", nil, `go: unknown parameter "fast"`},
		{"go depth", nil, `go: "depth" needs a value`},
		{"go perft 0", nil, "go: perft needs a depth of 1 or more"},
	} {
		got, err := Parse(tt.line)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("Parse(%q): error %v, want %q", tt.line, err, tt.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Parse(%q) = %#v, %v; want %#v", tt.line, got, err, tt.want)
		}
	}
}

// TestPositionResolve: the moves are played from the start or the TFEN,
// and an illegal one or a bad TFEN says which.
func TestPositionResolve(t *testing.T) {
	c, err := Parse("position startpos moves 7 4")
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.(Position).Resolve()
	want := game.Start().Apply(7).Apply(4)
	if err != nil || got.TFEN() != want.TFEN() {
		t.Errorf("startpos moves 7 4: %s, %v; want %s", got.TFEN(), err, want.TFEN())
	}
	for _, tt := range []struct{ line, err string }{
		{"position tfen 1,2,3/4 5 6 0 0 0", "position: tfen: white row: want 9 holes, got 3"},
		{"position tfen", "position: tfen:"},
		{"position startpos moves 7 4 4", "position: move 3: illegal move 4: white's hole 4 is empty"},
	} {
		c, err := Parse(tt.line)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.line, err)
		}
		if _, err := c.(Position).Resolve(); err == nil || !strings.HasPrefix(err.Error(), tt.err) {
			t.Errorf("%q: %v, want %q...", tt.line, err, tt.err)
		}
	}
}

// TestInfoRoundTrip: an info line written by String reads back the same.
func TestInfoRoundTrip(t *testing.T) {
	for _, i := range []Info{
		NewInfo(7, 350, 0, 123456, 1500*time.Millisecond, []game.Move{3, 4, 9}),
		NewInfo(1, -75, 0, 10, 0, nil),
		{Depth: 20, Mate: 4, Nodes: 99, PV: []game.Move{1}},
		{MultiPV: 2, Depth: 5, Mate: -3, Nodes: 1, NPS: 1000, Time: time.Millisecond, PV: []game.Move{9, 8}},
	} {
		line := i.String()
		got, ok := ParseInfo(line)
		if !ok || !reflect.DeepEqual(got, i) {
			t.Errorf("ParseInfo(%q) = %+v, %v; want %+v", line, got, ok, i)
		}
		if !IsInfo(line) {
			t.Errorf("IsInfo(%q) = false", line)
		}
	}
	if got := NewInfo(3, 10, 0, 2000, 2*time.Second, nil).String(); got != "info depth 3 score cp 10 nodes 2000 nps 1000 time 2000 pv" {
		t.Errorf("NewInfo: %q", got)
	}
}

// TestInfoValue: the scores of info lines on one scale, as a match
// adjudicates them; lines that carry no score are not read.
func TestInfoValue(t *testing.T) {
	for _, tt := range []struct {
		line  string
		score int
		ok    bool
	}{
		{"info depth 12 score cp 350 nodes 1000 pv 3 4", 350, true},
		{"info depth 3 score cp -75 nodes 10", -75, true},
		{"info depth 20 score mate 4 nodes 99 pv 1", MateScore - 4, true},
		{"info depth 20 score mate -3 nodes 99 pv 1", -(MateScore - 3), true},
		{"info depth 20 score mate 0", -MateScore, true},
		{"info depth 9 seldepth 12 score cp 5 hashfull 3 pv 1", 5, true},
		{"info string building the endgame table", 0, false},
		{"info depth 5 nodes 100", 0, false},
		{"info depth 5 score cp x", 0, false},
		{"info depth 5 score lowerbound 3", 0, false},
		{"bestmove 3", 0, false},
	} {
		i, ok := ParseInfo(tt.line)
		if ok != tt.ok || ok && i.Value() != tt.score {
			t.Errorf("ParseInfo(%q) = %+v (value %d), %v; want %d, %v", tt.line, i, i.Value(), ok, tt.score, tt.ok)
		}
	}
}

func TestBestmoveAndErrors(t *testing.T) {
	for m := game.Move(0); m <= game.HolesPerSide; m++ {
		if got, ok := ParseBestmove(Bestmove(m)); !ok || got != m {
			t.Errorf("ParseBestmove(%q) = %d, %v", Bestmove(m), got, ok)
		}
	}
	for _, l := range []string{"bestmove", "bestmove x", "bestmove 10", "info depth 1"} {
		if _, ok := ParseBestmove(l); ok {
			t.Errorf("ParseBestmove(%q) ok", l)
		}
	}
	_, err := Parse("go depth")
	if l := Error(err); l != `info string error: go: "depth" needs a value` || !IsError(l) || IsInfo(l) {
		t.Errorf("Error: %q", l)
	}
	if l := InfoString("endgame table: %s", "off"); l != "info string endgame table: off" || IsError(l) {
		t.Errorf("InfoString: %q", l)
	}
}
