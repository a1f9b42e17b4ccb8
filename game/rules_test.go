package game

import (
	"slices"
	"testing"
)

// TestPlayCorners checks each corner of the rules on a hand-made position:
// the position after the move and what the sowing reports.
func TestPlayCorners(t *testing.T) {
	tests := []struct {
		name     string
		before   string
		move     Move
		after    string
		landing  int
		captured int
		tuzdyk   bool
		blocked  Restriction
		toTuzdyk [2]int
		result   Result
		ending   Ending
		final    [2]int
	}{
		{name: "one stone moves to the next hole",
			before: "0,0,1,0,0,0,0,0,0/9,9,9,9,9,9,9,9,9 40 40 - - 0", move: 3,
			after: "0,0,0,1,0,0,0,0,0/9,9,9,9,9,9,9,9,9 40 40 - - 1", landing: 4, final: [2]int{40, 40}},
		{name: "one stone makes an even count and empties the mover's row; the game goes on",
			before: "0,0,0,0,0,0,0,0,1/9,9,9,9,9,9,9,9,9 40 40 - - 0", move: 9,
			after: "0,0,0,0,0,0,0,0,0/0,9,9,9,9,9,9,9,9 50 40 - - 1", landing: 1, captured: 10, final: [2]int{50, 40}},
		{name: "a lap of 28 stones passes the origin and captures",
			before: "28,0,0,0,0,0,0,0,0/8,9,9,9,9,9,9,9,9 27 27 - - 0", move: 1,
			after: "2,2,2,2,2,2,2,2,2/0,10,10,10,10,10,10,10,10 37 27 - - 1", landing: 1, captured: 10, final: [2]int{37, 27}},
		{name: "last stone into the mover's own tuzdyk",
			before: "0,0,0,0,0,0,0,0,5/9,9,9,0,9,9,9,9,9 45 40 4 - 0", move: 9,
			after: "0,0,0,0,0,0,0,0,1/10,10,10,0,9,9,9,9,9 46 40 4 - 1", landing: 4, toTuzdyk: [2]int{1, 0}, final: [2]int{46, 40}},
		{name: "last stone into the opponent's tuzdyk in the mover's row",
			before: "3,5,0,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 10 9 - 3 0", move: 1,
			after: "1,6,0,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 10 10 - 3 1", landing: 3, toTuzdyk: [2]int{0, 1}, final: [2]int{10, 10}},
		{name: "three makes a tuzdyk",
			before: "0,0,0,0,0,0,0,0,2/2,9,9,9,9,9,9,9,9 43 43 - - 0", move: 9,
			after: "0,0,0,0,0,0,0,0,1/0,9,9,9,9,9,9,9,9 46 43 1 - 1", landing: 1, tuzdyk: true, final: [2]int{46, 43}},
		{name: "no second tuzdyk",
			before: "0,0,0,0,0,0,0,0,2/2,9,9,9,0,9,9,9,9 52 43 5 - 0", move: 9,
			after: "0,0,0,0,0,0,0,0,1/3,9,9,9,0,9,9,9,9 52 43 5 - 1", landing: 1, blocked: AlreadyHasOne, final: [2]int{52, 43}},
		{name: "no tuzdyk on hole 9",
			before: "0,0,0,0,0,0,0,0,10/8,8,8,8,8,8,8,8,2 43 43 - - 0", move: 9,
			after: "0,0,0,0,0,0,0,0,1/9,9,9,9,9,9,9,9,3 43 43 - - 1", landing: 9, blocked: NinthHole, final: [2]int{43, 43}},
		{name: "no tuzdyk mirroring the opponent's",
			before: "9,0,9,9,9,9,9,9,3/9,2,9,9,9,9,9,9,9 11 11 - 2 0", move: 9,
			after: "9,0,9,9,9,9,9,9,1/10,3,9,9,9,9,9,9,9 11 11 - 2 1", landing: 2, blocked: MirrorsOpponent, final: [2]int{11, 11}},
		{name: "the mover pushes the opponent to 82 through the opponent's tuzdyk",
			before: "5,9,9,9,0,9,9,9,9/1,1,1,1,1,1,1,1,1 4 81 - 5 0", move: 1,
			after: "1,10,10,10,0,9,9,9,9/1,1,1,1,1,1,1,1,1 4 82 - 5 1", landing: 5, toTuzdyk: [2]int{0, 1},
			result: BlackWins, ending: Reached82, final: [2]int{4, 82}},
		{name: "атсырау ends 81:81, a draw",
			before: "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 0", move: 8,
			after: "0,0,0,0,0,0,0,1,1/0,0,0,0,0,0,0,0,0 79 81 - - 1", landing: 9,
			result: Draw, ending: NoStones, final: [2]int{81, 81}},
		{name: "атсырау: the side to move has nothing, the other takes its row and wins",
			before: "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 80 80 - - 0", move: 8,
			after: "0,0,0,0,0,0,0,1,1/0,0,0,0,0,0,0,0,0 80 80 - - 1", landing: 9,
			result: WhiteWins, ending: NoStones, final: [2]int{82, 80}},
		{name: "capturing to 82 wins at once",
			before: "0,0,0,0,0,0,0,0,1/1,9,9,9,9,9,9,9,9 80 8 - - 0", move: 9,
			after: "0,0,0,0,0,0,0,0,0/0,9,9,9,9,9,9,9,9 82 8 - - 1", landing: 1, captured: 2,
			result: WhiteWins, ending: Reached82, final: [2]int{82, 8}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParseTFEN(tt.before)
			if err != nil {
				t.Fatal(err)
			}
			next, s, err := p.Play(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			if got := next.TFEN(); got != tt.after {
				t.Errorf("after %d:\n got %s\nwant %s", tt.move, got, tt.after)
			}
			if p.Apply(tt.move) != next {
				t.Errorf("Apply differs from Play")
			}
			if s.Landing != tt.landing || s.Captured != tt.captured || s.Tuzdyk != tt.tuzdyk || s.Blocked != tt.blocked || s.ToTuzdyk != tt.toTuzdyk {
				t.Errorf("sowing: landing %d captured %d tuzdyk %v blocked %v toTuzdyk %v; want %d %d %v %v %v",
					s.Landing, s.Captured, s.Tuzdyk, s.Blocked, s.ToTuzdyk, tt.landing, tt.captured, tt.tuzdyk, tt.blocked, tt.toTuzdyk)
			}
			if len(s.Drops) != s.Stones || s.Drops[len(s.Drops)-1] != s.Last {
				t.Errorf("drops %v do not end at the landing hole %d", s.Drops, s.Last)
			}
			o := next.Outcome()
			if o.Result != tt.result || o.Ending != tt.ending || o.Final != tt.final {
				t.Errorf("outcome %v ending %d, want %v ending %d final %v", o, o.Ending, tt.result, tt.ending, tt.final)
			}
			if total := stones(next); total != TotalStones {
				t.Errorf("%d stones after the move", total)
			}
		})
	}
}

func stones(p Position) int {
	n := int(p.Kazans[0]) + int(p.Kazans[1])
	for _, c := range p.Holes {
		n += int(c)
	}
	return n
}

func TestIllegalMoves(t *testing.T) {
	finished := "0,0,0,0,0,0,0,1,1/0,0,0,0,0,0,0,0,0 79 81 - - 1"
	tests := []struct {
		tfen string
		move Move
	}{
		{StartTFEN, 0},
		{StartTFEN, 10},
		{"0,0,1,0,0,0,0,0,0/9,9,9,9,9,9,9,9,9 40 40 - - 0", 1},
		{finished, 1},
	}
	for _, tt := range tests {
		p, err := ParseTFEN(tt.tfen)
		if err != nil {
			t.Fatal(err)
		}
		if p.Legal(tt.move) {
			t.Errorf("%s: %d is legal", tt.tfen, tt.move)
		}
		if _, _, err := p.Play(tt.move); err == nil {
			t.Errorf("%s: Play(%d) gave no error", tt.tfen, tt.move)
		}
	}
	p, _ := ParseTFEN(finished)
	if p.MoveMask() != 0 || len(p.LegalMoves()) != 0 {
		t.Errorf("a finished game has moves")
	}
}

func TestNotation(t *testing.T) {
	tests := []struct {
		tfen string
		move Move
		want string
	}{
		{StartTFEN, 7, "76(10)"},
		{StartTFEN, 1, "19"},
		{"0,0,0,0,0,0,0,0,2/2,9,9,9,9,9,9,9,9 43 43 - - 0", 9, "91X"},
		{"0,0,0,0,0,0,0,0,5/9,9,9,0,9,9,9,9,9 45 40 4 - 0", 9, "94"},
	}
	for _, tt := range tests {
		p, _ := ParseTFEN(tt.tfen)
		_, s, err := p.Play(tt.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.Notation(); got != tt.want {
			t.Errorf("%s move %d: %q, want %q", tt.tfen, tt.move, got, tt.want)
		}
		mt, err := ParseMoveText(tt.want)
		if err != nil || mt.Check(s) != nil {
			t.Errorf("%q does not parse and check: %v %v", tt.want, err, mt.Check(s))
		}
	}
	for _, text := range []string{"36x", "36X", "36х", "36Х", "76(10)", "91"} {
		if _, err := ParseMoveText(text); err != nil {
			t.Errorf("ParseMoveText(%q): %v", text, err)
		}
	}
	for _, text := range []string{"", "7", "06", "76(", "76(x)", "76(200)", "76y", "7a"} {
		if _, err := ParseMoveText(text); err == nil {
			t.Errorf("ParseMoveText(%q) gave no error", text)
		}
	}
}

// TestTuzdykMask: the mask search uses is TuzdykRestriction bit by bit, for
// every pair of tuzdyks.
func TestTuzdykMask(t *testing.T) {
	for mine := range HolesPerSide + 1 {
		for theirs := range HolesPerSide + 1 {
			var p Position
			p.Tuzdyks = [2]uint8{uint8(mine), uint8(theirs)}
			m := p.TuzdykMask(White)
			for hole := 1; hole <= HolesPerSide; hole++ {
				allowed := p.TuzdykRestriction(White, hole) == NoRestriction
				if got := m&(1<<(hole-1)) != 0; got != allowed {
					t.Errorf("tuzdyks %d/%d hole %d: mask says %v, TuzdykRestriction %v", mine, theirs, hole, got, p.TuzdykRestriction(White, hole))
				}
			}
		}
	}
	p := Position{Tuzdyks: [2]uint8{0, 4}}
	if got, want := p.TuzdykMask(White), uint16(0b0_1111_0111); got != want {
		t.Errorf("opponent on 4: mask %09b, want %09b", got, want)
	}
}

// TestSweeps checks what атсырау gives away, hole by hole: nothing while the
// game goes on or ends by 82; otherwise every stone left, to the owner of
// its row, adding up to the settled score. Play reports the same sweeps.
func TestSweeps(t *testing.T) {
	tests := []struct {
		name   string
		before string
		move   Move
		want   []Sweep
	}{
		{name: "ongoing", before: "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0", move: 1},
		{name: "82 wins, nothing swept",
			before: "0,0,0,0,0,0,0,0,1/1,9,9,9,9,9,9,9,9 80 8 - - 0", move: 9},
		{name: "the mover's row goes to the mover",
			before: "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 80 80 - - 0", move: 8,
			want: []Sweep{{Hole: 7, Stones: 1, To: White}, {Hole: 8, Stones: 1, To: White}}},
		{name: "Black's stones go to Black",
			before: "0,0,0,0,0,0,0,0,0/3,0,0,0,0,5,0,0,0 74 80 - - 1", move: 1,
			want: []Sweep{{Hole: 9, Stones: 1, To: Black}, {Hole: 10, Stones: 1, To: Black}, {Hole: 11, Stones: 1, To: Black}, {Hole: 14, Stones: 5, To: Black}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := ParseTFEN(tt.before)
			if err != nil {
				t.Fatal(err)
			}
			next, s, err := p.Play(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			got := next.Sweeps()
			if !slices.Equal(got, tt.want) || !slices.Equal(s.Sweeps, tt.want) {
				t.Fatalf("Sweeps %v, Play reports %v; want %v", got, s.Sweeps, tt.want)
			}
			o := next.Outcome()
			final := [2]int{int(next.Kazans[White]), int(next.Kazans[Black])}
			swept := 0
			for _, sw := range got {
				if side, _ := HoleOf(sw.Hole); side != sw.To || int(next.Holes[sw.Hole]) != sw.Stones {
					t.Errorf("sweep %+v: hole of %v holding %d", sw, side, next.Holes[sw.Hole])
				}
				final[sw.To] += sw.Stones
				swept += sw.Stones
			}
			if final != o.Final || swept != o.Swept {
				t.Errorf("kazans plus sweeps %v (%d swept), outcome %v (%d swept)", final, swept, o.Final, o.Swept)
			}
		})
	}
}
