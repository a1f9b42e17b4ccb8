package board

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// shownStones returns every stone the board accounts for at this moment: in
// the holes, the kazans, the hand and the air.
func shownStones(b *Board) int {
	holes, kazans, _ := b.Shown()
	n := kazans[0] + kazans[1]
	for _, c := range holes {
		n += c
	}
	if a := b.anim; a != nil {
		n += a.hand
		for _, f := range a.flyers {
			n += f.n
		}
	}
	return n
}

func shownEquals(b *Board, p game.Position) error {
	holes, kazans, tuz := b.Shown()
	for i, c := range holes {
		if c != int(p.Holes[i]) {
			return fmt.Errorf("hole %d shows %d, want %d", i, c, p.Holes[i])
		}
	}
	if kazans != [2]int{int(p.Kazans[0]), int(p.Kazans[1])} || tuz != p.Tuzdyks {
		return fmt.Errorf("kazans %v tuzdyks %v, want %v %v", kazans, tuz, p.Kazans, p.Tuzdyks)
	}
	return nil
}

// interesting returns recorded moves with captures, tuzdyks, big laps,
// tuzdyk drops and plain moves.
func interesting(t *testing.T, limit int) [][2]game.Position {
	var out [][2]game.Position
	kinds := map[string]int{}
	positions := loadPositions(t, 30)
	// a huge hole: more than two laps
	positions = append(positions, mustTFEN(t, "60,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1 40 45 - - 0"))
	for _, p := range positions {
		for _, m := range p.LegalMoves() {
			after, s, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			kind := "plain"
			switch {
			case s.Tuzdyk:
				kind = "tuzdyk"
			case s.Stones > game.RingSize:
				kind = "lap"
			case s.ToTuzdyk != [2]int{}:
				kind = "todrop"
			case s.Captured > 0:
				kind = "capture"
			case s.Stones == 1:
				kind = "single"
			}
			if kinds[kind] < limit {
				kinds[kind]++
				out = append(out, [2]game.Position{p, after})
			}
		}
	}
	for _, k := range []string{"plain", "tuzdyk", "lap", "todrop", "capture", "single"} {
		if kinds[k] == 0 {
			t.Fatalf("no %s move in the recorded games", k)
		}
	}
	return out
}

// TestAnimationSteps plays many kinds of moves tick by tick: stones are
// conserved at every tick, the counts only step by the events of the
// sowing, the board ends showing exactly after, and done is called once.
func TestAnimationSteps(t *testing.T) {
	b, _, clk := newTestBoard(t, wide)
	var sounds []string
	b.OnSound = func(s string) { sounds = append(sounds, s) }
	for _, speed := range []Speed{SpeedNormal, SpeedFast, SpeedSlow} {
		b.SetSpeed(speed)
		for _, pair := range interesting(t, 6) {
			before, after := pair[0], pair[1]
			m := game.Move(0)
			for _, mv := range before.LegalMoves() {
				if a := before.Apply(mv); a == after {
					m = mv
				}
			}
			_, s, _ := before.Play(m)
			b.SetPosition(before)
			clk.anims = nil
			sounds = sounds[:0]
			dones := 0
			b.Animate(before, s, after, func() { dones++ })
			if len(clk.anims) != 1 || !b.Animating() {
				t.Fatalf("Animate started %d animations", len(clk.anims))
			}
			fa := clk.anims[0]
			total := fa.Duration.Seconds()
			if limit := 2.5 * speed.factor(); total > limit {
				t.Errorf("%s move %d (%d stones): %.2fs at %v, limit %.2fs", before.TFEN(), m, s.Stones, total, speed, limit)
			}
			if err := shownEquals(b, before); err != nil {
				t.Fatalf("before the first tick: %v", err)
			}
			prev, _, _ := b.Shown()
			for k := 1; k < 200; k++ {
				fa.Tick(float32(k) / 200)
				if n := shownStones(b); n != game.TotalStones {
					t.Fatalf("%s move %d tick %d: %d stones shown", before.TFEN(), m, k, n)
				}
				holes, _, _ := b.Shown()
				for i := range holes {
					if holes[i] < 0 || holes[i] > prev[i]+(s.Stones+17)/18 && i != s.From {
						t.Fatalf("tick %d: hole %d jumps %d -> %d", k, i, prev[i], holes[i])
					}
				}
				prev = holes
				if dones != 0 {
					t.Fatal("done before the end")
				}
			}
			// just before the end every event has happened: the board shows
			// what Play gives
			if err := shownEquals(b, after); err != nil {
				t.Fatalf("%s move %d at 99.5%%: %v", before.TFEN(), m, err)
			}
			fa.Tick(1)
			if b.Animating() || dones != 1 {
				t.Fatalf("after the last tick: animating %v, done %d times", b.Animating(), dones)
			}
			if err := shownEquals(b, after); err != nil {
				t.Fatal(err)
			}
			fa.Tick(1)
			b.FinishAnimation()
			if dones != 1 {
				t.Fatalf("done called %d times", dones)
			}
			var got = map[string]int{}
			for _, snd := range sounds {
				got[snd]++
			}
			if got[SoundDrop] == 0 || got[SoundDrop] > len(s.Drops) {
				t.Errorf("%d drop sounds for %d drops", got[SoundDrop], len(s.Drops))
			}
			if (got[SoundCapture] == 1) != (s.Captured > 0) || (got[SoundTuzdyk] == 1) != s.Tuzdyk {
				t.Errorf("sounds %v for %+v", got, s)
			}
			if lm := b.last[s.Mover]; lm == nil || lm.from != s.From || lm.last != s.Last {
				t.Errorf("last move of %v not marked", s.Mover)
			}
		}
	}
}

func TestFinishMidway(t *testing.T) {
	b, w, clk := newTestBoard(t, wide)
	before := game.Start()
	after, s, _ := before.Play(7)
	dones := 0
	b.Animate(before, s, after, func() { dones++ })
	clk.anims[0].Tick(0.4)
	if err := shownEquals(b, before); err == nil {
		t.Fatal("nothing moved at 40%")
	}
	if !b.r.handText.Visible() && len(b.anim.flyers) == 0 {
		t.Error("no stones in hand at 40%")
	}
	b.FinishAnimation()
	if err := shownEquals(b, after); err != nil || dones != 1 || b.Animating() {
		t.Fatalf("finish: %v, done %d, animating %v", err, dones, b.Animating())
	}
	clk.anims[0].Tick(0.8) // a late tick of the stopped animation
	if err := shownEquals(b, after); err != nil || dones != 1 {
		t.Fatalf("late tick: %v, done %d", err, dones)
	}
	if b.r.handText.Visible() {
		t.Error("hand still shown")
	}

	// a tap during an animation finishes it and plays nothing
	b.SetInteractive(game.Black, true)
	played := 0
	b.OnMove = func(game.Move) { played++ }
	after2, s2, _ := after.Play(3)
	b.Animate(after, s2, after2, func() { dones++ })
	clk.anims[len(clk.anims)-1].Tick(0.2)
	b.Tapped(&fyne.PointEvent{Position: b.HoleCenter(game.Black, 3)})
	if dones != 2 || played != 0 || shownEquals(b, after2) != nil {
		t.Fatalf("tap during animation: done %d, played %d", dones, played)
	}
	_ = w

	// SetPosition drops an animation without calling done
	after3, s3, _ := after2.Play(1)
	b.Animate(after2, s3, after3, func() { dones++ })
	b.SetPosition(before)
	if dones != 2 || b.Animating() || shownEquals(b, before) != nil {
		t.Fatalf("SetPosition during animation: done %d", dones)
	}
}

func TestSpeedOffIsInstant(t *testing.T) {
	b, _, clk := newTestBoard(t, wide)
	b.SetSpeed(SpeedOff)
	var sounds []string
	b.OnSound = func(s string) { sounds = append(sounds, s) }
	before := mustTFEN(t, "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0")
	after, s, _ := before.Play(7)
	dones := 0
	b.Animate(before, s, after, func() { dones++ })
	if dones != 1 || b.Animating() || len(clk.anims) != 0 {
		t.Fatalf("SpeedOff: done %d, animating %v, %d animations", dones, b.Animating(), len(clk.anims))
	}
	if err := shownEquals(b, after); err != nil {
		t.Fatal(err)
	}
	if len(sounds) != 1 || sounds[0] != SoundCapture {
		t.Errorf("sounds %v, want one capture", sounds)
	}
}

func TestTuzdykBannerAndFlash(t *testing.T) {
	// White's hole 9 holds 2: the last stone lands on Black's hole 1 with 2 -> 3
	before := mustTFEN(t, "9,9,9,9,9,9,9,9,2/2,9,9,9,9,9,9,9,9 14 0 - - 0")
	after, s, err := before.Play(9)
	if err != nil || !s.Tuzdyk {
		t.Fatalf("test move makes no tuzdyk: %v %+v", err, s)
	}
	b, _, clk := newTestBoard(t, wide)
	b.SetPlayers(PlayerYou, PlayerComputer)
	b.Animate(before, s, after, nil)
	clk.anims[0].Tick(0.99)
	if got, want := b.Banner(), "You made a tuzdyk on hole 1!"; got != want {
		t.Errorf("banner %q, want %q", got, want)
	}
	if !b.r.bannerText.Visible() {
		t.Error("banner not drawn")
	}
	clk.anims[0].Tick(1)
	if _, ok := b.displayTuzdyk(game.RingIndex(game.Black, 1)); !ok || !b.r.holes[game.RingIndex(game.Black, 1)].star.raster.Visible() {
		t.Error("no star on the new tuzdyk")
	}
	clk.tickAll(1)
	if b.Banner() != "" || b.r.bannerText.Visible() {
		t.Error("banner stays")
	}

	b.FlashKazan(game.White)
	fl := clk.anims[len(clk.anims)-1]
	fl.Tick(0.1)
	if !b.Flashing() || !b.r.trays[game.White].flash.Visible() {
		t.Error("kazan does not flash")
	}
	fl.Tick(1)
	if b.Flashing() || b.r.trays[game.White].flash.Visible() {
		t.Error("kazan flash does not stop")
	}
}

func TestAnimateBadSowing(t *testing.T) {
	b, _, clk := newTestBoard(t, wide)
	after := game.Start().Apply(3)
	bad := []game.Sowing{
		{},
		{From: 40, Last: 2, Drops: []int{1, 2}},
		{From: 1, Last: 2, Drops: []int{1, 99}},
		{Mover: 7, From: 1, Last: 2, Drops: []int{1, 2}},
	}
	for _, s := range bad {
		dones := 0
		b.Animate(game.Start(), s, after, func() { dones++ })
		if dones != 1 || b.Animating() || len(clk.anims) != 0 || shownEquals(b, after) != nil {
			t.Errorf("%+v: done %d, animating %v", s, dones, b.Animating())
		}
	}
}

// TestCountsShown checks that every hole and kazan shows its count as text.
func TestCountsShown(t *testing.T) {
	p := mustTFEN(t, busy)
	for _, size := range []fyne.Size{wide, tall, fyne.NewSize(400, 250)} {
		b, _, _ := newTestBoard(t, size)
		b.SetPosition(p)
		for i, h := range b.r.holes {
			if !h.count.Visible() || h.count.Text != itoa(int(p.Holes[i])) {
				t.Errorf("%v: hole %d shows %q, holds %d", size, i, h.count.Text, p.Holes[i])
			}
			if h.count.TextSize < minFontPx {
				t.Errorf("%v: count text of %.1f px", size, h.count.TextSize)
			}
			_, n := game.HoleOf(i)
			if h.num.Text != itoa(n) {
				t.Errorf("hole %d numbered %q", i, h.num.Text)
			}
		}
		for s, tr := range b.r.trays {
			if tr.count.Text != itoa(int(p.Kazans[s])) {
				t.Errorf("kazan %d shows %q", s, tr.count.Text)
			}
		}
		// piles: at most holeCapacity stones drawn per hole, all the
		// kazan stones drawn
		want := 0
		for _, c := range p.Holes {
			want += min(int(c), holeCapacity)
		}
		want += int(p.Kazans[0]) + int(p.Kazans[1])
		if b.r.rest.shown != want {
			t.Errorf("%v: %d stones drawn, want %d", size, b.r.rest.shown, want)
		}
	}
}

// settled returns p with the атсырау settlement s describes applied: the
// holes it empties and the kazans that get their stones.
func settled(p game.Position, s game.Sowing) game.Position {
	for _, sw := range s.Sweeps {
		p.Kazans[sw.To] += uint8(sw.Stones)
		p.Holes[sw.Hole] = 0
	}
	return p
}

// TestSettlementAnimation: a move that ends the game by атсырау animates the
// settlement like a sowing: after the drops (and a capture) the stones left
// fly hole by hole to their row's owner, the stones are conserved at every
// tick, the banner says атсырау, and the board ends showing the final score.
func TestSettlementAnimation(t *testing.T) {
	tests := []struct {
		name  string
		tfen  string
		move  game.Move
		holes int // holes the settlement empties
	}{
		{"the mover's row goes to the mover", "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 0", 8, 2},
		{"a capture first, then the sweep", "0,0,0,0,0,0,0,0,2/1,0,0,0,0,0,0,0,0 79 80 - - 0", 9, 1},
		{"Black's row to Black", "0,0,0,0,0,0,0,0,0/3,0,0,0,0,5,0,0,0 74 80 - - 1", 1, 4},
	}
	b, _, clk := newTestBoard(t, wide)
	var sounds []string
	b.OnSound = func(s string) { sounds = append(sounds, s) }
	for _, tt := range tests {
		for _, speed := range []Speed{SpeedNormal, SpeedFast, SpeedSlow, SpeedOff} {
			t.Run(fmt.Sprintf("%s/%d", tt.name, speed), func(t *testing.T) {
				before := mustTFEN(t, tt.tfen)
				after, s, err := before.Play(tt.move)
				if err != nil {
					t.Fatal(err)
				}
				if len(s.Sweeps) != tt.holes {
					t.Fatalf("Play describes %d sweeps, want %d", len(s.Sweeps), tt.holes)
				}
				end := settled(after, s)
				if [2]int{int(end.Kazans[0]), int(end.Kazans[1])} != s.Outcome.Final {
					t.Fatalf("settled kazans %v, outcome %v", end.Kazans, s.Outcome.Final)
				}
				b.SetSpeed(speed)
				b.SetPosition(before)
				clk.anims = nil
				sounds = sounds[:0]
				dones := 0
				b.Animate(before, s, after, func() { dones++ })
				if speed != SpeedOff {
					fa := clk.anims[0]
					// the sowing ends (stones in the holes as Play left them,
					// nothing in the air) before the settlement begins
					sawAfter := false
					for k := 1; k < 400; k++ {
						fa.Tick(float32(k) / 400)
						if n := shownStones(b); n != game.TotalStones {
							t.Fatalf("tick %d: %d stones shown", k, n)
						}
						sawAfter = sawAfter || (shownEquals(b, after) == nil && b.anim.hand == 0 && len(b.anim.flyers) == 0)
					}
					if !sawAfter {
						t.Fatal("the settlement began before the sowing ended")
					}
					if err := shownEquals(b, end); err != nil {
						t.Fatalf("at 99.5%%: %v", err)
					}
					fa.Tick(1)
				}
				if b.Animating() || dones != 1 {
					t.Fatalf("after the end: animating %v, done %d times", b.Animating(), dones)
				}
				if err := shownEquals(b, end); err != nil {
					t.Fatalf("at rest: %v", err)
				}
				if got := b.Banner(); got != "Atsyrau!" {
					t.Errorf("banner %q", got)
				}
				if !slices.Contains(sounds, SoundCapture) {
					t.Errorf("sounds %v", sounds)
				}
				// showing the same position again keeps it settled; another
				// position shows as it is
				b.SetPosition(after)
				if err := shownEquals(b, end); err != nil {
					t.Fatalf("SetPosition(after): %v", err)
				}
				b.SetPosition(before)
				if err := shownEquals(b, before); err != nil {
					t.Fatalf("SetPosition(before): %v", err)
				}
			})
		}
	}
}

// TestSettlementFinishEarly: a tap before the settlement finishes the move
// settled, with the banner.
func TestSettlementFinishEarly(t *testing.T) {
	b, _, clk := newTestBoard(t, wide)
	before := mustTFEN(t, "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 0")
	after, s, _ := before.Play(8)
	b.Animate(before, s, after, nil)
	clk.anims[0].Tick(0.05)
	if b.Banner() != "" {
		t.Fatalf("banner %q before the settlement", b.Banner())
	}
	b.Tapped(&fyne.PointEvent{Position: b.HoleCenter(game.White, 1)})
	if err := shownEquals(b, settled(after, s)); err != nil || b.Animating() {
		t.Fatalf("finished early: %v, animating %v", err, b.Animating())
	}
	if b.Banner() != "Atsyrau!" {
		t.Errorf("banner %q", b.Banner())
	}
}
