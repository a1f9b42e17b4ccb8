package game

import (
	"os"
	"strings"
	"testing"
	"time"
)

func TestFormatClock(t *testing.T) {
	tests := []struct {
		d    time.Duration
		want string
	}{
		{0, "0:00:00"},
		{-time.Second, "0:00:00"},
		{178 * time.Second, "0:02:58"},
		{7*time.Second + 400*time.Millisecond, "0:00:07.4"},
		{7*time.Second + 449*time.Millisecond, "0:00:07.4"},
		{7*time.Second + 450*time.Millisecond, "0:00:07.5"},
		{59*time.Second + 960*time.Millisecond, "0:01:00"},
		{time.Hour + 5*time.Minute + 9*time.Second, "1:05:09"},
		{25 * time.Hour, "25:00:00"},
	}
	for _, tt := range tests {
		if got := FormatClock(tt.d); got != tt.want {
			t.Errorf("FormatClock(%v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}

func TestParseClock(t *testing.T) {
	tests := []struct {
		text string
		want time.Duration
		ok   bool
	}{
		{"0:02:58", 178 * time.Second, true},
		{"0:00:07.4", 7400 * time.Millisecond, true},
		{"0:00:07.45", 7500 * time.Millisecond, true}, // rounded to a tenth
		{"0:00:07.123456789", 7100 * time.Millisecond, true},
		{"1:05:09", time.Hour + 5*time.Minute + 9*time.Second, true},
		{"999:59:59", 999*time.Hour + 59*time.Minute + 59*time.Second, true},
		{"2:58", 0, false},    // h:mm:ss only
		{"0:2:58", 0, false},  // two-digit minutes
		{"0:02:60", 0, false}, // seconds 0-59
		{"0:60:00", 0, false}, // minutes 0-59
		{"1000:00:00", 0, false},
		{"0:02:58.", 0, false},
		{"0:02:58.x", 0, false},
		{"-0:02:58", 0, false},
		{"0:02:+8", 0, false},
		{"", 0, false},
	}
	for _, tt := range tests {
		got, ok := ParseClock(tt.text)
		if ok != tt.ok || got != tt.want {
			t.Errorf("ParseClock(%q) = %v, %v; want %v, %v", tt.text, got, ok, tt.want, tt.ok)
		}
	}
}

// TestClockComments: clock commands are read from any comment, kept with
// the review's evaluations and the comments, and written back in one order.
func TestClockComments(t *testing.T) {
	tests := []struct {
		name     string
		movetext string
		clocks   map[int]time.Duration
		evals    map[int]string
		comments map[int]string
		want     string // the movetext Text writes
	}{
		{
			name:     "clocks alone",
			movetext: "1. 76(10) {[%clk 0:02:58]} 98 {[%clk 0:02:59.5]} *",
			clocks:   map[int]time.Duration{1: 178 * time.Second, 2: 179500 * time.Millisecond},
			want:     "1. 76(10) {[%clk 0:02:58]} 98 {[%clk 0:02:59.5]} *",
		},
		{
			name:     "with the review's evaluations, in either order",
			movetext: "1. 76(10) {+3.5 54} {[%clk 0:02:58]} 98 {[%clk 0:02:59]} {-1.2 47 9 / +0.4} *",
			clocks:   map[int]time.Duration{1: 178 * time.Second, 2: 179 * time.Second},
			evals:    map[int]string{1: "+3.5 54", 2: "-1.2 47 9 / +0.4"},
			want:     "1. 76(10) {[%clk 0:02:58]} {+3.5 54} 98 {[%clk 0:02:59]}\n{-1.2 47 9 / +0.4} *",
		},
		{
			name:     "in one comment with an evaluation, lichess spacing",
			movetext: "1. 76(10) { +3.5 54 [%clk 0:02:58] } *",
			clocks:   map[int]time.Duration{1: 178 * time.Second},
			evals:    map[int]string{1: "+3.5 54"},
			want:     "1. 76(10) {[%clk 0:02:58]} {+3.5 54} *",
		},
		{
			name:     "with a comment and another command",
			movetext: "1. 76(10) {[%clk 0:02:58] [%emt 0:00:02] good} *",
			clocks:   map[int]time.Duration{1: 178 * time.Second},
			comments: map[int]string{1: "[%emt 0:00:02] good"},
			want:     "1. 76(10) {[%clk 0:02:58]} {[%emt 0:00:02] good} *",
		},
		{
			name:     "a malformed clock stays a comment",
			movetext: "1. 76(10) {[%clk soon]} *",
			comments: map[int]string{1: "[%clk soon]"},
			want:     "1. 76(10) {[%clk soon]} *",
		},
		{
			name:     "the last of two clocks",
			movetext: "1. 76(10) {[%clk 0:02:58]} {[%clk 0:02:57]} *",
			clocks:   map[int]time.Duration{1: 177 * time.Second},
			want:     "1. 76(10) {[%clk 0:02:57]} *",
		},
		{
			name:     "a cut that makes a new command",
			movetext: "1. 76(10) {[%clk[%clk 0:00:01]0:00:02]} *",
			clocks:   map[int]time.Duration{1: 2 * time.Second},
			want:     "1. 76(10) {[%clk 0:00:02]} *",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := ParseGame(tt.movetext)
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; ply <= g.Len(); ply++ {
				d, ok := g.Clock(ply)
				want, wantOK := tt.clocks[ply]
				if d != want || ok != wantOK {
					t.Errorf("Clock(%d) = %v, %v; want %v, %v", ply, d, ok, want, wantOK)
				}
				e, ok := g.Evaluation(ply)
				if got := map[bool]string{true: e.String()}[ok]; got != tt.evals[ply] {
					t.Errorf("Evaluation(%d) = %q, want %q", ply, got, tt.evals[ply])
				}
				if got := g.Comment(ply); got != tt.comments[ply] {
					t.Errorf("Comment(%d) = %q, want %q", ply, got, tt.comments[ply])
				}
			}
			text := g.Text()
			_, movetext, _ := strings.Cut(text, "\n\n")
			if got := strings.TrimSpace(movetext); got != tt.want {
				t.Errorf("Text movetext:\n%s\nwant:\n%s", got, tt.want)
			}
			back, err := ParseGame(text)
			if err != nil {
				t.Fatalf("re-read: %v", err)
			}
			if back.Text() != text {
				t.Errorf("round trip differs:\n%s\n%s", text, back.Text())
			}
		})
	}
}

// TestClockedRecord reads a real PlayOK game with a clock comment after
// every move and a time forfeit, and writes it back byte for byte.
func TestClockedRecord(t *testing.T) {
	data, err := os.ReadFile("testdata/clocked-playok.pgn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := ParseGame(string(data))
	if err != nil {
		t.Fatal(err)
	}
	if g.Len() != 43 || g.Result() != WhiteWins || g.Outcome().Result != Ongoing {
		t.Errorf("%d plies, result %s (outcome %s); want 43 plies, 1-0 on an unfinished board", g.Len(), g.Result().Token(), g.Outcome())
	}
	if tc, term := g.Tag(TagTimeControl), g.Tag(TagTermination); tc != "180" || term != TerminationTimeForfeit {
		t.Errorf("TimeControl %q, Termination %q", tc, term)
	}
	for ply := 1; ply <= g.Len(); ply++ {
		if _, ok := g.Clock(ply); !ok {
			t.Errorf("no clock after ply %d", ply)
		}
	}
	if d, _ := g.Clock(42); d != 29600*time.Millisecond {
		t.Errorf("Black's last clock %v, want 29.6s", d)
	}
	if got := g.Text(); got != string(data) {
		t.Errorf("written back differently:\n%s", got)
	}
	c := g.Clone()
	g.SetClock(43, time.Second)
	if d, _ := c.Clock(43); d != 107700*time.Millisecond {
		t.Errorf("the clone's clock changed with the original: %v", d)
	}
	// Play after an undo forgets the clocks of the moves undone.
	g.Undo()
	g.Undo()
	if _, err := g.Play(g.moves[41]); err != nil {
		t.Fatal(err)
	}
	for _, ply := range []int{42, 43} {
		if _, ok := g.Clock(ply); ok {
			t.Errorf("the clock of undone ply %d survived a new move", ply)
		}
	}
	if _, ok := g.Clock(41); !ok {
		t.Error("the clock of ply 41 was lost")
	}
}
