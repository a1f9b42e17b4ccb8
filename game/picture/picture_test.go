package picture

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// busy is a middle game with both tuzdyks (White's on Black's hole 4,
// Black's on White's hole 7) and two holes over 20 stones.
const busy = "0,24,3,1,0,11,0,30,5/4,0,13,0,1,0,7,2,0 33 28 4 7 0"

func mustTFEN(t *testing.T, s string) game.Position {
	t.Helper()
	p, err := game.ParseTFEN(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// readGame returns the first game of a file of testdata.
func readGame(t testing.TB, name string) *game.Game {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseGame(string(b))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return g
}

// near reports whether two colours are within tol on every channel.
func near(a, b color.Color, tol int) bool {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) bool { v := int(x>>8) - int(y>>8); return v <= tol && v >= -tol }
	return d(ar, br) && d(ag, bg) && d(ab, bb)
}

// probe draws p with o and returns the picture and the drawing that maps
// board units to its pixels.
func probe(t *testing.T, p game.Position, o Options) (*image.RGBA, *drawing) {
	t.Helper()
	img, err := Draw(p, o)
	if err != nil {
		t.Fatal(err)
	}
	d, err := newDrawing(o)
	if err != nil {
		t.Fatal(err)
	}
	if img.Rect.Size() != Size(o) {
		t.Fatalf("picture %v, Size says %v", img.Rect.Size(), Size(o))
	}
	return img, d
}

func (d *drawing) at(img *image.RGBA, u, v float32) color.Color {
	return img.At(int(d.X(u)), int(d.Y(v)))
}

// holeMid returns the centre of hole n of side.
func holeMid(d *drawing, side game.Side, n int) (u, v float32) {
	hu, hv, hw, hh := d.lay.HoleRect(game.RingIndex(side, n))
	return hu + hw/2, hv + hh/2
}

func TestSize(t *testing.T) {
	for _, tc := range []struct {
		scale float64
		want  image.Point
	}{
		{1, image.Pt(620, 453)},
		{2, image.Pt(1240, 906)},
		{0, image.Pt(1240, 906)},
		{1.5, image.Pt(930, 680)},
	} {
		if got := Size(Options{Scale: tc.scale}); got != tc.want {
			t.Errorf("scale %v: %v, want %v", tc.scale, got, tc.want)
		}
	}
}

// TestDrawBoard: the marks of the board are where the window draws them,
// in its colours.
func TestDrawBoard(t *testing.T) {
	col := NewColours(false)
	p := mustTFEN(t, busy)
	for _, bottom := range []game.Side{game.White, game.Black} {
		o := Options{Bottom: bottom, Turn: true,
			Last: [2]*Mark{{From: game.RingIndex(game.White, 7), Last: game.RingIndex(game.Black, 3)},
				{From: game.RingIndex(game.Black, 4), Last: game.RingIndex(game.White, 6)}}}
		img, d := probe(t, p, o)
		check := func(what string, u, v float32, want color.Color, tol int) {
			t.Helper()
			if got := d.at(img, u, v); !near(got, want, tol) {
				t.Errorf("bottom %v: %s at (%.0f, %.0f): %v, want %v", bottom, what, u, v, got, want)
			}
		}
		// the stars: White's on Black's hole 4, Black's on White's hole 7
		u, v := holeMid(d, game.Black, 4)
		check("White's tuzdyk star", u, v, col.Tuzdyk[game.White], 8)
		u, v = holeMid(d, game.White, 7)
		check("Black's tuzdyk star", u, v, col.Tuzdyk[game.Black], 8)
		// an empty hole shows its floor, a full one its stones
		u, v = holeMid(d, game.White, 1)
		check("an empty hole's floor", u, v, col.Floor, 2)
		su, sv := d.lay.HoleSlot(game.RingIndex(game.Black, 5), 0, 1)
		if c := d.at(img, su, sv); !near(c, col.Stone[0], 30) && !near(c, col.Stone[3], 30) {
			t.Errorf("bottom %v: the stone of Black's hole 5: %v", bottom, c)
		}
		// a count past 20 on its own badge colour, left of its number
		cu, cv := d.lay.CountCenter(game.RingIndex(game.White, 2))
		check("the full hole's badge", cu-14, cv, col.CountBgFull, 20)
		cu, cv = d.lay.CountCenter(game.RingIndex(game.White, 3))
		check("a hole's badge", cu-14, cv, col.CountBg, 30)
		// White's last move landed on Black's hole 3: a ring of White's
		// colour around it
		hu, hv, _, hh := d.lay.HoleRect(game.RingIndex(game.Black, 3))
		check("White's last landing", hu-3.5+1.2, hv+hh/2, col.Mark[game.White], 12)
		hu, hv, _, hh = d.lay.HoleRect(game.RingIndex(game.White, 6))
		check("Black's last landing", hu-3.5+1.2, hv+hh/2, col.Mark[game.Black], 12)
		// White to move: its holes with stones glow, its empty ones and
		// Black's not
		o.Turn = false
		still, _ := probe(t, p, o)
		for _, tc := range []struct {
			side game.Side
			n    int
			glow bool
		}{{game.White, 2, true}, {game.White, 9, true}, {game.White, 1, false}, {game.White, 5, false}, {game.Black, 3, false}} {
			hu, hv, _, hh := d.lay.HoleRect(game.RingIndex(tc.side, tc.n))
			x, y := int(d.X(hu-7+1)), int(d.Y(hv+hh/2))
			if c, bare := img.At(x, y), still.At(x, y); (c != bare) != tc.glow || tc.glow && !near(c, Mix(col.GlowStroke, RGBA(220, 170, 110, 255), 0.1), 30) {
				t.Errorf("bottom %v: %v's hole %d: %v, without the turn marked %v; glow %v", bottom, tc.side, tc.n, c, bare, tc.glow)
			}
		}
	}
}

// TestDrawSettled: a position ended by атсырау shows the stones left in
// the kazans when settled, in their holes when not.
func TestDrawSettled(t *testing.T) {
	g := readGame(t, "playok-atsyrau.pgn")
	end := g.PositionAt(g.Len())
	if o := end.Outcome(); o.Ending != game.NoStones {
		t.Fatalf("the test game ends %v, want атсырау", o)
	}
	sweeps := end.Sweeps()
	if len(sweeps) == 0 {
		t.Fatal("no stones to sweep")
	}
	col := NewColours(false)
	for _, settled := range []bool{false, true} {
		img, d := probe(t, end, Options{Settled: settled})
		sw := sweeps[0]
		u, v := d.lay.HoleSlot(sw.Hole, 0, min(sw.Stones, HoleCapacity))
		c := d.at(img, u, v)
		if settled != near(c, col.Floor, 2) {
			t.Errorf("settled %v: the first stone's place in ring hole %d shows %v (floor %v)", settled, sw.Hole, c, col.Floor)
		}
	}
}

// TestDrawStrips: the names, the title and the caption are written in
// their strips, a pointer before the side to move's name; nothing is
// written where nothing was given.
func TestDrawStrips(t *testing.T) {
	p := game.Start()
	ink := func(img *image.RGBA, r image.Rectangle, c color.Color) int {
		n := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if near(img.At(x, y), c, 40) {
					n++
				}
			}
		}
		return n
	}
	bare, d := probe(t, p, Options{Scale: 1})
	full, _ := probe(t, p, Options{Scale: 1, Turn: true, Names: [2]string{"Жүнісов Қанат", "Ғалымжан"},
		Title: "Кубок РК · 2018", Caption: "23… 98"})
	w := d.size.X
	name := int(d.W(marginPx + 4 + 2*discPx + 4)) // after the disc
	below := int(d.Y(d.lay.DepthS) + d.W(8))      // below the board's shadow
	top := image.Rect(name, 0, w/2, int(d.W(marginPx+stripPx)))
	bottom := image.Rect(name, below, w/2, d.size.Y)
	bottomRight := image.Rect(w/2, below, w, d.size.Y)
	topRight := image.Rect(w/2, 0, w, int(d.W(marginPx+stripPx)))
	pointer := image.Rect(0, below, int(d.W(marginPx+4+discPx)), d.size.Y)
	for _, tc := range []struct {
		what   string
		r      image.Rectangle
		c      color.Color
		inFull bool
	}{
		{"Black's name", top, d.ink, true},
		{"White's name", bottom, d.ink, true},
		{"the caption", bottomRight, d.ink, true},
		{"the title", topRight, d.muted, true},
		{"the pointer at White", pointer, RGBA(214, 146, 20, 255), true},
	} {
		if n := ink(bare, tc.r, tc.c); n != 0 {
			t.Errorf("%s: %d pixels of ink with nothing to write", tc.what, n)
		}
		if n := ink(full, tc.r, tc.c); n < 20 {
			t.Errorf("%s: %d pixels of ink", tc.what, n)
		}
	}
}

// TestFitName: a name too long for its strip is cut with an ellipsis.
func TestFitName(t *testing.T) {
	d, err := newDrawing(Options{Scale: 1})
	if err != nil {
		t.Fatal(err)
	}
	long := "Абылайхан Бауыржан Абылайханұлы Жүнісов Қанат Сапарбеков Сәбит"
	got := d.fit(long, namePx, 200)
	if w, _ := d.wr.size(got, namePx); w > 200 || got == long || []rune(got)[len([]rune(got))-1] != '…' {
		t.Errorf("fit: %q (%.0f wide), want a cut name ending in … within 200", got, w)
	}
	if got := d.fit("Ғалымжан", namePx, 200); got != "Ғалымжан" {
		t.Errorf("a short name: %q", got)
	}
}

func TestEncodePNG(t *testing.T) {
	var b bytes.Buffer
	o := Options{Scale: 1, Names: [2]string{"A", "B"}}
	if err := EncodePNG(&b, game.Start(), o); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := Draw(game.Start(), o)
	if img.Bounds() != want.Rect {
		t.Fatalf("PNG %v, picture %v", img.Bounds(), want.Rect)
	}
	for _, pt := range []image.Point{{10, 10}, {300, 200}, {500, 400}} {
		if !near(img.At(pt.X, pt.Y), want.At(pt.X, pt.Y), 0) {
			t.Errorf("at %v: PNG %v, picture %v", pt, img.At(pt.X, pt.Y), want.At(pt.X, pt.Y))
		}
	}
}

// TestOfGame: a game's moment is drawn with its players, its event, each
// side's last move and the move that led there.
func TestOfGame(t *testing.T) {
	g := readGame(t, "master-100.pgn")
	p, o := OfGame(g, 3, Options{})
	if p != g.PositionAt(3) {
		t.Errorf("position %v, want %v", p, g.PositionAt(3))
	}
	if o.Names != [2]string{"Сапарбеков Сәбит", "Бостандықов Бексұлтан"} || o.Title != "Кубок РК · 2018" {
		t.Errorf("names %q, title %q", o.Names, o.Title)
	}
	s2, _ := g.Sowing(2) // White's second move
	s1, _ := g.Sowing(1) // Black's first
	if *o.Last[game.White] != *MarkOf(s2) || *o.Last[game.Black] != *MarkOf(s1) {
		t.Errorf("marks %v %v, want %v %v", o.Last[0], o.Last[1], MarkOf(s2), MarkOf(s1))
	}
	if o.Caption != "2. "+s2.Notation() {
		t.Errorf("caption %q", o.Caption)
	}
	if _, o := OfGame(g, 0, Options{Names: [2]string{"W", ""}}); o.Last != [2]*Mark{} || o.Caption != "" || o.Names[0] != "W" {
		t.Errorf("the start: marks %v, caption %q, names %q", o.Last, o.Caption, o.Names)
	}
	last, _ := g.Sowing(g.Len() - 1)
	if _, o := OfGame(g, g.Len(), Options{Turn: true}); o.Turn || o.Caption != "50… "+last.Notation()+" · 0–1" {
		t.Errorf("the end of a finished game: turn %v, caption %q", o.Turn, o.Caption)
	}
	if _, o := OfGame(g, 99, Options{Turn: true}); !o.Turn {
		t.Error("before the end: nobody to move")
	}
}

func TestCaptions(t *testing.T) {
	start := mustTFEN(t, "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 1")
	g := game.NewGame(start)
	for _, m := range []game.Move{7, 1, 2} {
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for i, number := range []string{"1… ", "2. ", "2… "} {
		s, _ := g.Sowing(i)
		if got, want := MoveCaption(g, i), number+s.Notation(); got != want {
			t.Errorf("move %d: %q, want %q", i, got, want)
		}
	}
	if got := MoveCaption(g, 0); got != "1… 76(10)" {
		t.Errorf("Black's first move: %q", got)
	}
	g.SetTag(game.TagDate, "????.??.??")
	g.SetTag(game.TagEvent, "?")
	if got := Title(g); got != "" {
		t.Errorf("unknown event and date: %q", got)
	}
	g.SetTag(game.TagDate, "2018.??.??")
	if got := Title(g); got != "2018" {
		t.Errorf("a year: %q", got)
	}
	if got := ResultCaption(g); got != "" {
		t.Errorf("an unfinished game: %q", got)
	}
	g.SetResult(game.WhiteWins)
	g.SetTag(game.TagTermination, "time forfeit")
	if got := ResultCaption(g); got != "1–0 · time forfeit" {
		t.Errorf("a loss on time: %q", got)
	}
	if got := ResultCaption(readGame(t, "playok-atsyrau.pgn")); got != "½–½ · 81:81" {
		t.Errorf("атсырау: %q", got)
	}
	if got := ResultCaption(readGame(t, "master-100.pgn")); got != "0–1" {
		t.Errorf("a master game stopped by the players: %q", got)
	}
}
