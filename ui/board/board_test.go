package board

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
)

var (
	wide = fyne.NewSize(900, 560)
	tall = fyne.NewSize(480, 800)
)

// TestGhostPredictsPlay hovers every playable hole of many recorded
// positions, in both orientations and with either side at the bottom, and
// checks that the ghost is exactly what Play does and that the drawing shows
// it: a dot per drop on every hole sown, the ring on the landing hole.
func TestGhostPredictsPlay(t *testing.T) {
	positions := loadPositions(t, 12)
	b, w, _ := newTestBoard(t, wide)
	c := w.Canvas()
	checked := 0
	for k, p := range positions {
		if p.Over() {
			continue
		}
		if k%5 == 0 {
			w.Resize(tall)
		} else if k%5 == 1 {
			w.Resize(wide)
		}
		b.SetBottom(game.Side(k/3) % 2)
		b.SetPosition(p)
		b.SetInteractive(p.ToMove, true)
		b.SetInteractive(p.ToMove.Opponent(), false)
		for m := game.Move(1); m <= game.HolesPerSide; m++ {
			test.MoveMouse(c, b.HoleCenter(p.ToMove, int(m)))
			gm, gs, ok := b.Ghost()
			if !p.Legal(m) {
				if ok {
					t.Fatalf("%s: hovering empty hole %d shows ghost of %d", p.TFEN(), m, gm)
				}
				continue
			}
			_, want, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			if !ok || gm != m || !reflect.DeepEqual(gs, want) {
				t.Fatalf("%s move %d: ghost (%d, %+v, %v), Play gives %+v", p.TFEN(), m, gm, gs, ok, want)
			}
			var drops [game.RingSize]int
			for _, d := range want.Drops {
				drops[d]++
			}
			for i := range drops {
				if got, exp := b.r.ghostDotsPerHole[i], min(drops[i], maxGhostDots); got != exp {
					t.Fatalf("%s move %d: %d ghost dots on ring hole %d, want %d", p.TFEN(), m, got, i, exp)
				}
			}
			if b.r.ghostLanding != want.Last || !b.r.ghostRing.Visible() {
				t.Fatalf("%s move %d: landing ring on %d, want %d", p.TFEN(), m, b.r.ghostLanding, want.Last)
			}
			wantText := ""
			switch {
			case want.Tuzdyk:
				wantText = "tuzdyk!"
			case want.Gain > 0:
				wantText = "+" + itoa(want.Gain)
			}
			if got := visibleText(b.r.ghostText); got != wantText {
				t.Fatalf("%s move %d: gain text %q, want %q", p.TFEN(), m, got, wantText)
			}
			checked++
		}
		// the opponent's holes never show a ghost
		test.MoveMouse(c, b.HoleCenter(p.ToMove.Opponent(), 5))
		if _, _, ok := b.Ghost(); ok {
			t.Fatalf("%s: ghost over the opponent's hole", p.TFEN())
		}
	}
	if checked < 3000 {
		t.Fatalf("only %d moves checked", checked)
	}
	t.Logf("%d positions, %d ghosts checked", len(positions), checked)
}

func visibleText(t *canvas.Text) string {
	if !t.Visible() {
		return ""
	}
	return t.Text
}

func textOf(t *canvas.Text) string { return t.Text }

func TestGhostBlockedTuzdyk(t *testing.T) {
	// White's hole 1 has 10 stones: the last lands on Black's hole 1 making
	// 3, but White already owns a tuzdyk.
	p := mustTFEN(t, "10,0,0,0,0,0,0,0,1/2,1,1,1,0,1,1,1,0 72 71 5 - 0")
	_, s, err := p.Play(1)
	if err != nil {
		t.Fatal(err)
	}
	if s.Blocked != game.AlreadyHasOne {
		t.Fatalf("the test position no longer blocks a tuzdyk (fix the fixture): %+v", s)
	}
	b, w, _ := newTestBoard(t, wide)
	b.SetPosition(p)
	b.SetInteractive(game.White, true)
	test.MoveMouse(w.Canvas(), b.HoleCenter(game.White, 1))
	if got := visibleText(b.r.ghostWhy); got != "already has a tuzdyk" {
		t.Errorf("blocked reason %q", got)
	}
}

func TestHintGhost(t *testing.T) {
	b, w, _ := newTestBoard(t, wide)
	p := game.Start()
	b.SetPosition(p)
	b.ShowHint(7)
	m, s, ok := b.Ghost()
	_, want, _ := p.Play(7)
	if !ok || m != 7 || !reflect.DeepEqual(s, want) || !b.r.hintRing.Visible() {
		t.Fatalf("hint ghost = %d %v %v", m, ok, b.r.hintRing.Visible())
	}
	// the hint's ghost stays while the pointer is over any hole, the hinted
	// one, another playable one or the opponent's, and after it leaves
	b.SetInteractive(game.White, true)
	for _, h := range []struct {
		side game.Side
		n    int
	}{{game.White, 3}, {game.White, 7}, {game.Black, 5}} {
		test.MoveMouse(w.Canvas(), b.HoleCenter(h.side, h.n))
		if m, _, _ := b.Ghost(); m != 7 || !b.r.hintRing.Visible() || b.r.ghostLanding != want.Last {
			t.Fatalf("pointer over %v's hole %d: ghost %d, hint ring %v, landing %d",
				h.side, h.n, m, b.r.hintRing.Visible(), b.r.ghostLanding)
		}
	}
	b.MouseOut()
	if m, _, _ := b.Ghost(); m != 7 {
		t.Fatalf("after hover, ghost %d", m)
	}
	b.SetPosition(p.Apply(7))
	if _, _, ok := b.Ghost(); ok {
		t.Fatal("hint survives SetPosition")
	}
	// without a hint, hovering a playable hole previews it
	b.SetPosition(p)
	test.MoveMouse(w.Canvas(), b.HoleCenter(game.White, 3))
	if m, _, _ := b.Ghost(); m != 3 || b.r.hintRing.Visible() {
		t.Fatalf("hover without a hint shows %d, hint ring %v", m, b.r.hintRing.Visible())
	}
}

func TestTap(t *testing.T) {
	p := mustTFEN(t, "9,0,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 9 0 - - 1")
	cases := []struct {
		name        string
		interactive [2]bool
		side        game.Side
		n           int
		want        game.Move
	}{
		{"own playable hole", [2]bool{false, true}, game.Black, 4, 4},
		{"own hole 9", [2]bool{false, true}, game.Black, 9, 9},
		{"opponent's hole", [2]bool{true, true}, game.White, 3, 0},
		{"not interactive", [2]bool{true, false}, game.Black, 4, 0},
		{"nobody interactive", [2]bool{}, game.Black, 1, 0},
		{"empty own hole", [2]bool{true, true}, game.White, 2, 0},
	}
	for _, size := range []fyne.Size{wide, tall} {
		for _, tc := range cases {
			b, w, _ := newTestBoard(t, size)
			b.SetBottom(game.Black)
			b.SetPosition(p)
			b.SetInteractive(game.White, tc.interactive[0])
			b.SetInteractive(game.Black, tc.interactive[1])
			var got []game.Move
			b.OnMove = func(m game.Move) { got = append(got, m) }
			test.TapCanvas(w.Canvas(), b.HoleCenter(tc.side, tc.n))
			if tc.want == 0 && len(got) != 0 || tc.want != 0 && !reflect.DeepEqual(got, []game.Move{tc.want}) {
				t.Errorf("%v %s: OnMove got %v, want %d", size, tc.name, got, tc.want)
			}
		}
	}
}

func TestHoleAtRoundTrip(t *testing.T) {
	sizes := []fyne.Size{wide, tall, fyne.NewSize(800, 500), fyne.NewSize(1920, 1080), fyne.NewSize(400, 900)}
	for _, size := range sizes {
		for _, bottom := range []game.Side{game.White, game.Black} {
			for _, names := range []bool{false, true} {
				b, _, _ := newTestBoard(t, size)
				b.SetBottom(bottom)
				b.SetShowHoleNames(names)
				for side := game.White; side <= game.Black; side++ {
					for n := 1; n <= 9; n++ {
						c := b.HoleCenter(side, n)
						gs, gn, ok := b.HoleAt(c)
						if !ok || gs != side || gn != n {
							t.Fatalf("%v bottom %v: HoleAt(HoleCenter(%v, %d) = %v) = %v %d %v", size, bottom, side, n, c, gs, gn, ok)
						}
						if c.X < 0 || c.Y < 0 || c.X > size.Width || c.Y > size.Height {
							t.Fatalf("%v: hole centre %v outside", size, c)
						}
					}
				}
				if _, _, ok := b.HoleAt(b.KazanCenter(game.White)); ok {
					t.Errorf("%v: kazan taken for a hole", size)
				}
				if _, _, ok := b.HoleAt(fyne.NewPos(1, 1)); ok {
					t.Errorf("%v: corner taken for a hole", size)
				}
				// orientation: the bottom side is nearest the player, its
				// hole 1 on the left (wide) or at the bottom (tall), and the
				// ring runs counter-clockwise.
				h1, h9 := b.HoleCenter(bottom, 1), b.HoleCenter(bottom, 9)
				o1, o9 := b.HoleCenter(bottom.Opponent(), 1), b.HoleCenter(bottom.Opponent(), 9)
				if size.Height > size.Width {
					if !(h1.X > o1.X && h1.Y > h9.Y && o1.Y < o9.Y && h9.Y < h1.Y) {
						t.Errorf("%v tall: wrong orientation: own 1 %v 9 %v, opponent 1 %v 9 %v", size, h1, h9, o1, o9)
					}
				} else if !(h1.Y > o1.Y && h1.X < h9.X && o1.X > o9.X) {
					t.Errorf("%v wide: wrong orientation: own 1 %v 9 %v, opponent 1 %v 9 %v", size, h1, h9, o1, o9)
				}
			}
		}
	}
}

func TestTooltipAndLanguage(t *testing.T) {
	b, w, _ := newTestBoard(t, wide)
	test.MoveMouse(w.Canvas(), b.HoleCenter(game.White, 7))
	if got, want := b.Tooltip(), "Kandykakpan — hole 7, 9 stones"; got != want {
		t.Errorf("tooltip %q, want %q", got, want)
	}
	if err := b.loc.SetLang("kk"); err != nil {
		t.Fatal(err)
	}
	b.SetShowHoleNames(true)
	b.Refresh()
	if got := b.Tooltip(); got == "" || got[:len("Қандықақпан")] != "Қандықақпан" {
		t.Errorf("kk tooltip %q", got)
	}
	if got := textOf(b.r.holes[game.RingIndex(game.Black, 2)].name); got != "Тектұрмас" {
		t.Errorf("kk name of hole 2: %q", got)
	}
	test.MoveMouse(w.Canvas(), b.KazanCenter(game.Black))
	want := b.loc.T("board.kazan_of", map[string]any{"Side": "Қостаушы"}) + " — 0 құмалақ"
	if got := b.Tooltip(); got != want {
		t.Errorf("kazan tooltip %q, want %q", got, want)
	}
	b.MouseOut()
	if b.Tooltip() != "" {
		t.Error("tooltip stays after the pointer left")
	}
}

// TestDrag: pressing and dragging shows the ghost of the hole under the
// finger; releasing where the drag began plays it, releasing elsewhere does
// not.
func TestDrag(t *testing.T) {
	b, _, _ := newTestBoard(t, wide)
	b.SetInteractive(game.White, true)
	var played []game.Move
	b.OnMove = func(m game.Move) { played = append(played, m) }
	drag := func(path ...fyne.Position) {
		for _, p := range path {
			b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}})
		}
	}
	drag(b.HoleCenter(game.White, 2), b.HoleCenter(game.White, 4))
	if m, _, ok := b.Ghost(); !ok || m != 4 {
		t.Fatalf("dragging over hole 4 shows %d %v", m, ok)
	}
	b.DragEnd()
	if len(played) != 0 {
		t.Fatalf("a drag from 2 to 4 played %v", played)
	}
	drag(b.HoleCenter(game.White, 5), b.HoleCenter(game.White, 5).AddXY(3, 2))
	b.DragEnd()
	if !reflect.DeepEqual(played, []game.Move{5}) {
		t.Fatalf("a wobbly press on 5 played %v", played)
	}
}
