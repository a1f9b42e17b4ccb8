package clock

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

func TestParse(t *testing.T) {
	tests := []struct {
		text       string
		want       TimeControl
		str, name  string
		errContain string
	}{
		{text: "-", want: None, str: "-", name: "-"},
		{text: "180+2", want: TimeControl{3 * time.Minute, 2 * time.Second}, str: "180+2", name: "3+2"},
		{text: " 300+3 ", want: TimeControl{5 * time.Minute, 3 * time.Second}, str: "300+3", name: "5+3"},
		{text: "60", want: TimeControl{time.Minute, 0}, str: "60", name: "1+0"},
		{text: "60+0", want: TimeControl{time.Minute, 0}, str: "60", name: "1+0"},
		{text: "30+1", want: TimeControl{30 * time.Second, time.Second}, str: "30+1", name: "0:30+1"},
		{text: "1500+10", want: TimeControl{25 * time.Minute, 10 * time.Second}, str: "1500+10", name: "25+10"},
		{text: "36000+600", want: TimeControl{MaxBase, MaxIncrement}, str: "36000+600", name: "600+600"},
		{text: "90", want: TimeControl{90 * time.Second, 0}, str: "90", name: "1:30+0"},
		{text: "", errContain: "base is missing"},
		{text: "0", errContain: "at least 1 s"},
		{text: "0+5", errContain: "at least 1 s"},
		{text: "+2", errContain: "base is missing"},
		{text: "180+", errContain: "increment is missing"},
		{text: "3m+2", errContain: `"3m" is not whole seconds`},
		{text: "180+-2", errContain: `"-2" is not whole seconds`},
		{text: "180.5+2", errContain: "not whole seconds"},
		{text: "40/7200", errContain: "not whole seconds"},
		{text: "?", errContain: "not whole seconds"},
		{text: "36001", errContain: "longer than 10h0m0s"},
		{text: "180+601", errContain: "increment 10m1s is longer"},
		{text: "99999999999999999999", errContain: "too long"},
		{text: "180+2+1", errContain: "not whole seconds"},
	}
	for _, tt := range tests {
		got, err := Parse(tt.text)
		if tt.errContain != "" {
			if err == nil || !strings.Contains(err.Error(), tt.errContain) || !strings.Contains(err.Error(), tt.text) {
				t.Errorf("Parse(%q) = %v, %v; want an error naming the text and %q", tt.text, got, err, tt.errContain)
			}
			continue
		}
		if err != nil || got != tt.want || got.String() != tt.str || got.Name() != tt.name {
			t.Errorf("Parse(%q) = %v (%q, %q), %v; want %v (%q, %q)", tt.text, got, got.String(), got.Name(), err, tt.want, tt.str, tt.name)
		}
	}
	for _, tc := range Presets() {
		back, err := Parse(tc.String())
		if err != nil || back != tc {
			t.Errorf("preset %s: Parse(%q) = %v, %v", tc.Name(), tc.String(), back, err)
		}
	}
	if names := presetNames(); names != "3+2 5+3 10+5 15+10 25+10" {
		t.Errorf("presets %s", names)
	}
}

func presetNames() string {
	var names []string
	for _, tc := range Presets() {
		names = append(names, tc.Name())
	}
	return strings.Join(names, " ")
}

// step is one event of a clock script, at ms milliseconds of a fake clock.
type step struct {
	ms   int
	op   string // "play", "pause", "resume", "check", "restore" (snapshot, JSON, restore)
	left int    // play: the mover's time after it, in ms; -1: expect ErrFlagged
	// after the step: each side's time at the step's instant, in ms
	white, black int
	flagged      string // "", "white" or "black"
}

func TestClock(t *testing.T) {
	t0 := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	at := func(ms int) time.Time { return t0.Add(time.Duration(ms) * time.Millisecond) }
	blitz := TimeControl{3 * time.Minute, 2 * time.Second}
	oneZero := TimeControl{time.Minute, 0}
	tests := []struct {
		name  string
		tc    TimeControl
		first game.Side
		start bool // Resume at 0
		steps []step
	}{
		{
			name: "increment added to the mover", tc: blitz, start: true,
			steps: []step{
				{ms: 3000, op: "play", left: 179000, white: 179000, black: 180000},
				{ms: 8000, op: "check", white: 179000, black: 175000},
				{ms: 8000, op: "play", left: 177000, white: 179000, black: 177000},
				{ms: 8500, op: "play", left: 180500, white: 180500, black: 177000},
			},
		},
		{
			name: "black starts", tc: blitz, first: game.Black, start: true,
			steps: []step{
				{ms: 1000, op: "check", white: 180000, black: 179000},
				{ms: 1000, op: "play", left: 181000, white: 180000, black: 181000},
			},
		},
		{
			name: "a stopped clock costs no time", tc: blitz,
			steps: []step{
				{ms: 60000, op: "check", white: 180000, black: 180000},
				{ms: 60000, op: "play", left: 182000, white: 182000, black: 180000},
				{ms: 70000, op: "resume", white: 182000, black: 180000},
				{ms: 75000, op: "check", white: 182000, black: 175000},
			},
		},
		{
			name: "flag fall", tc: oneZero, start: true,
			steps: []step{
				{ms: 59999, op: "check", white: 1, black: 60000},
				{ms: 60000, op: "check", white: 0, black: 60000, flagged: "white"},
				{ms: 60001, op: "play", left: -1, white: 0, black: 60000, flagged: "white"},
				{ms: 61000, op: "resume", left: -1, white: 0, black: 60000, flagged: "white"},
			},
		},
		{
			name: "a move after the flag is too late", tc: oneZero, start: true,
			steps: []step{
				{ms: 10000, op: "play", left: 50000, white: 50000, black: 60000},
				{ms: 70001, op: "play", left: -1, white: 50000, black: 0, flagged: "black"},
			},
		},
		{
			name: "pause and resume", tc: blitz, start: true,
			steps: []step{
				{ms: 2000, op: "pause", white: 178000, black: 180000},
				{ms: 600000, op: "check", white: 178000, black: 180000},
				{ms: 600000, op: "pause", white: 178000, black: 180000},
				{ms: 600000, op: "resume", white: 178000, black: 180000},
				{ms: 601000, op: "resume", white: 177000, black: 180000},
				{ms: 602000, op: "play", left: 178000, white: 178000, black: 180000},
			},
		},
		{
			name: "pause after the flag", tc: oneZero, start: true,
			steps: []step{
				{ms: 61000, op: "pause", left: -1, white: 0, black: 60000, flagged: "white"},
			},
		},
		{
			name: "resume after a restart restores the times exactly", tc: blitz, start: true,
			steps: []step{
				{ms: 1234, op: "play", left: 180766, white: 180766, black: 180000},
				{ms: 5678, op: "restore", white: 180766, black: 175556},
				// a restored clock is stopped: the hours the program was closed cost nothing
				{ms: 9000000, op: "check", white: 180766, black: 175556},
				{ms: 9000000, op: "resume", white: 180766, black: 175556},
				{ms: 9000556, op: "play", left: 177000, white: 180766, black: 177000},
			},
		},
		{
			name: "a flagged clock survives a restart", tc: oneZero, start: true,
			steps: []step{
				{ms: 65000, op: "restore", white: 0, black: 60000, flagged: "white"},
				{ms: 66000, op: "resume", left: -1, white: 0, black: 60000, flagged: "white"},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := New(tt.tc, tt.first)
			if err != nil {
				t.Fatal(err)
			}
			if tt.start {
				if err := c.Resume(at(0)); err != nil {
					t.Fatal(err)
				}
			}
			for i, s := range tt.steps {
				now := at(s.ms)
				var err error
				switch s.op {
				case "play":
					var left time.Duration
					left, err = c.Play(now)
					if s.left >= 0 && left != time.Duration(s.left)*time.Millisecond {
						t.Errorf("step %d: Play left %v, want %dms", i, left, s.left)
					}
				case "pause":
					err = c.Pause(now)
				case "resume":
					err = c.Resume(now)
				case "check":
					c.Check(now)
				case "restore":
					data, jerr := json.Marshal(c.Snapshot(now))
					var st State
					if jerr == nil {
						jerr = json.Unmarshal(data, &st)
					}
					if jerr != nil {
						t.Fatal(jerr)
					}
					if c, err = Restore(st); err != nil {
						t.Fatalf("step %d: Restore(%s): %v", i, data, err)
					}
					if c.Running() {
						t.Errorf("step %d: a restored clock runs", i)
					}
				}
				if wantErr := s.left < 0; wantErr != errors.Is(err, ErrFlagged) || !wantErr && err != nil {
					t.Errorf("step %d %s: error %v, want ErrFlagged %v", i, s.op, err, wantErr)
				}
				w, b := c.Left(game.White, now), c.Left(game.Black, now)
				if w != time.Duration(s.white)*time.Millisecond || b != time.Duration(s.black)*time.Millisecond {
					t.Errorf("step %d %s at %dms: left %v / %v, want %dms / %dms", i, s.op, s.ms, w, b, s.white, s.black)
				}
				side, _, flagged := c.Flagged()
				if got := map[bool]string{true: side.String()}[flagged]; got != s.flagged {
					t.Errorf("step %d: flagged %q, want %q", i, got, s.flagged)
				}
			}
		})
	}
}

func TestFlagAt(t *testing.T) {
	t0 := time.Unix(1000, 0)
	c, _ := New(TimeControl{time.Minute, 5 * time.Second}, game.White)
	if _, ok := c.FlagAt(); ok {
		t.Error("a stopped clock has a flag time")
	}
	c.Resume(t0)
	c.Play(t0.Add(10 * time.Second)) // White 55 s
	if at, ok := c.FlagAt(); !ok || !at.Equal(t0.Add(70*time.Second)) {
		t.Errorf("FlagAt = %v, %v; want Black's flag at +70s", at, ok)
	}
	c.Play(t0.Add(20 * time.Second)) // Black 55 s
	if at, _ := c.FlagAt(); !at.Equal(t0.Add(75 * time.Second)) {
		t.Errorf("FlagAt = %v; want White's flag at +75s", at)
	}
	// A late check reports the instant the flag fell, not the instant it was noticed.
	c.Check(t0.Add(90 * time.Second))
	if side, at, ok := c.Flagged(); !ok || side != game.White || !at.Equal(t0.Add(75*time.Second)) {
		t.Errorf("Flagged = %s, %v, %v; want white at +75s", side, at, ok)
	}
}

func TestNew(t *testing.T) {
	if _, err := New(None, game.White); err == nil {
		t.Error("a clock without a time control")
	}
	if _, err := New(TimeControl{Base: -time.Second}, game.White); err == nil {
		t.Error("a clock with a negative base")
	}
}

func TestRestoreErrors(t *testing.T) {
	good := State{Control: "180+2", WhiteLeft: time.Minute, BlackLeft: time.Minute, ToMove: "black"}
	tests := []struct {
		name string
		edit func(*State)
		want string
	}{
		{"control", func(s *State) { s.Control = "fast" }, "control"},
		{"no control", func(s *State) { s.Control = "-" }, "control"},
		{"side", func(s *State) { s.ToMove = "red" }, "to_move"},
		{"negative", func(s *State) { s.WhiteLeft = -1 }, "white_left"},
		{"too much", func(s *State) { s.BlackLeft = 100 * time.Hour }, "black_left"},
		{"flagged", func(s *State) { s.Flagged = "both" }, "flagged"},
	}
	if c, err := Restore(good); err != nil || c.ToMove() != game.Black || c.Left(game.Black, time.Time{}) != time.Minute {
		t.Fatalf("Restore(%+v) = %v, %v", good, c, err)
	}
	for _, tt := range tests {
		s := good
		tt.edit(&s)
		if _, err := Restore(s); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: Restore(%+v) = %v; want an error naming %s", tt.name, s, err, tt.want)
		}
	}
}

func TestResult(t *testing.T) {
	tests := []struct {
		name    string
		tfen    string
		flagged game.Side
		want    game.Result
	}{
		{"white runs out", game.StartTFEN, game.White, game.BlackWins},
		{"black runs out", game.StartTFEN, game.Black, game.WhiteWins},
		{"behind on the board, still loses", "9,9,9,9,9,9,9,9,0/9,9,9,9,9,9,9,9,0 0 18 - - 0", game.Black, game.WhiteWins},
		// White has 81: Black can reach 81 at most and no longer win.
		{"the one who ran out has 81", "0,0,0,0,0,0,0,4,5/0,0,0,0,0,0,0,0,9 81 63 - - 0", game.White, game.Draw},
		// Black has 80: White, who ran out, still loses: Black can reach 82.
		{"80 is not enough", "0,0,0,0,0,0,0,4,5/0,0,0,0,0,0,0,1,10 62 80 - - 0", game.White, game.BlackWins},
		// The opponent's 81 does not save the one who ran out.
		{"the opponent has 81", "0,0,0,0,0,0,0,4,5/0,0,0,0,0,0,0,0,9 63 81 - - 0", game.White, game.BlackWins},
		{"a finished game keeps its result", "0,0,0,0,0,0,0,4,5/0,0,0,0,0,0,0,0,0 71 82 - - 0", game.Black, game.BlackWins},
	}
	for _, tt := range tests {
		p, err := game.ParseTFEN(tt.tfen)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if got := Result(p, tt.flagged); got != tt.want {
			t.Errorf("%s: Result(%s, %s) = %s, want %s", tt.name, tt.tfen, tt.flagged, got, tt.want)
		}
	}
}

// TestForfeitRecord: a game lost on time is written with its result, the
// Termination tag and the clock after each move, and reads back the same.
func TestForfeitRecord(t *testing.T) {
	t0 := time.Unix(0, 0)
	tc := TimeControl{time.Minute, time.Second}
	c, _ := New(tc, game.White)
	g := game.NewGame(game.Start())
	g.SetTag(game.TagTimeControl, tc.String())
	c.Resume(t0)
	now := t0
	for i, m := range []game.Move{7, 4, 8} {
		now = now.Add(time.Duration(i+1) * 1500 * time.Millisecond)
		left, err := c.Play(now)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
		g.SetClock(g.Ply(), left)
	}
	side, flagged := c.Check(now.Add(2 * time.Minute))
	if !flagged || side != game.Black {
		t.Fatalf("Check = %s, %v; want black's flag", side, flagged)
	}
	if r := Forfeit(g, side); r != game.WhiteWins {
		t.Errorf("Forfeit = %s", r)
	}
	text := g.Text()
	for _, want := range []string{`[TimeControl "60+1"]`, `[Termination "time forfeit"]`, `[Result "1-0"]`,
		"1. 76(10) {[%clk 0:00:59.5]} 44(10) {[%clk 0:00:58]} 2. 88\n{[%clk 0:00:56]} 1-0"} {
		if !strings.Contains(text, want) {
			t.Errorf("record lacks %s:\n%s", want, text)
		}
	}
	back, err := game.ParseGame(text)
	if err != nil || back.Text() != text || back.Result() != game.WhiteWins {
		t.Errorf("re-read: %v\n%s", err, back.Text())
	}
	times := MoveTimes(back, tc)
	want := []MoveTime{
		{Left: 59500 * time.Millisecond, Used: 1500 * time.Millisecond, Known: true, UsedKnown: true},
		{Left: 58 * time.Second, Used: 3 * time.Second, Known: true, UsedKnown: true},
		{Left: 56 * time.Second, Used: 4500 * time.Millisecond, Known: true, UsedKnown: true},
	}
	if len(times) != len(want) {
		t.Fatalf("MoveTimes = %+v", times)
	}
	for i := range want {
		if times[i] != want[i] {
			t.Errorf("MoveTimes[%d] = %+v, want %+v", i, times[i], want[i])
		}
	}
}

func TestMoveTimesGaps(t *testing.T) {
	g, err := game.ParseGame("1. 65(10) {[%clk 0:00:59]} 98 2. 55 {[%clk 0:00:50]} 56 {[%clk 0:00:40]} *")
	if err != nil {
		t.Fatal(err)
	}
	tc := TimeControl{Base: time.Minute}
	got := MoveTimes(g, tc)
	want := []MoveTime{
		{Left: 59 * time.Second, Used: time.Second, Known: true, UsedKnown: true},
		{},
		{Left: 50 * time.Second, Used: 9 * time.Second, Known: true, UsedKnown: true},
		{Left: 40 * time.Second, Known: true}, // Black's move before had no clock
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("MoveTimes[%d] = %+v, want %+v", i, got[i], want[i])
		}
	}
	for i, mt := range MoveTimes(g, None) {
		if mt.UsedKnown {
			t.Errorf("move %d: time used known without a time control: %+v", i+1, mt)
		}
	}
}

func TestFromRecord(t *testing.T) {
	tests := []struct {
		name         string
		record       string
		ok           bool
		white, black time.Duration
		toMove       game.Side
		flagged      bool
		err          string
	}{
		{name: "no clock", record: "1. 65(10) 98 *"},
		{name: "no clock, said so", record: "[TimeControl \"-\"]\n\n1. 65(10) 98 *"},
		{name: "before any move", record: "[TimeControl \"180+2\"]\n\n*", ok: true, white: 180 * time.Second, black: 180 * time.Second},
		{name: "after moves", record: "[TimeControl \"180+2\"]\n\n1. 65(10) {[%clk 0:02:58]} 98 {[%clk 0:03:00.4]} 2. 55 {[%clk 0:02:41]} *",
			ok: true, white: 161 * time.Second, black: 180400 * time.Millisecond, toMove: game.Black},
		{name: "lost on time", record: "[TimeControl \"60\"]\n[Termination \"time forfeit\"]\n\n1. 65(10) {[%clk 0:00:58]} 1-0",
			ok: true, white: 58 * time.Second, toMove: game.Black, flagged: true, black: 0},
		{name: "a move without a clock", record: "[TimeControl \"180+2\"]\n\n1. 65(10) {[%clk 0:02:58]} 98 *", err: "move 2 (98): no clock comment"},
		{name: "a bad control", record: "[TimeControl \"40/7200\"]\n\n*", err: "tag TimeControl"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := game.ParseGame(tt.record)
			if err != nil {
				t.Fatal(err)
			}
			c, ok, err := FromRecord(g)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Fatalf("FromRecord = %v, want an error containing %q", err, tt.err)
				}
				return
			}
			if err != nil || ok != tt.ok {
				t.Fatalf("FromRecord = %v, %v; want ok %v", ok, err, tt.ok)
			}
			if !ok {
				return
			}
			now := time.Unix(5, 0)
			_, _, flagged := c.Flagged()
			if w, b := c.Left(game.White, now), c.Left(game.Black, now); w != tt.white || b != tt.black || c.ToMove() != tt.toMove || flagged != tt.flagged || c.Running() {
				t.Errorf("clock %v / %v, %s to move, flagged %v, running %v; want %v / %v, %s, %v", w, b, c.ToMove(), flagged, c.Running(), tt.white, tt.black, tt.toMove, tt.flagged)
			}
		})
	}
}
