package picture

import (
	"bytes"
	"image"
	"image/draw"
	"image/gif"
	"slices"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// decodeGIF reads an animated GIF back and returns its frames as shown,
// each drawn over the ones before (every frame keeps what it does not
// cover).
func decodeGIF(t *testing.T, b []byte) (*gif.GIF, []*image.RGBA) {
	t.Helper()
	g, err := gif.DecodeAll(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	canvas := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
	var shown []*image.RGBA
	for k, f := range g.Image {
		if g.Disposal[k] != gif.DisposalNone {
			t.Fatalf("frame %d: disposal %d", k, g.Disposal[k])
		}
		draw.Draw(canvas, f.Bounds(), f, f.Bounds().Min, draw.Over)
		shown = append(shown, image.NewRGBA(canvas.Rect))
		copy(shown[k].Pix, canvas.Pix)
	}
	return g, shown
}

// compare returns the mean and the largest difference of a channel
// between two pictures of one size.
func compare(a, b *image.RGBA) (mean float64, worst int) {
	var sum int
	for i := range a.Pix {
		if i%4 == 3 {
			continue
		}
		d := int(a.Pix[i]) - int(b.Pix[i])
		d = max(d, -d)
		sum += d
		worst = max(worst, d)
	}
	return float64(sum) / float64(len(a.Pix)/4*3), worst
}

// TestGIFMasterGame: a master game of a hundred plies makes a GIF under
// 2 MB: the start, a frame after every move, then the result; the moves
// that capture or make a tuzdyk held longer; each frame, as shown, the
// picture of its moment of the game within the palette's error.
func TestGIFMasterGame(t *testing.T) {
	g := readGame(t, "master-100.pgn")
	if g.Len() != 100 {
		t.Fatalf("the master game has %d plies, want 100", g.Len())
	}
	var b bytes.Buffer
	if err := EncodeGIF(&b, g, GIFOptions{}); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d plies: %d bytes, %v", g.Len(), b.Len(), Size(Options{Scale: GIFScale}))
	if b.Len() >= 2<<20 {
		t.Errorf("the GIF of %d plies is %d bytes, want under 2 MB", g.Len(), b.Len())
	}
	out, shown := decodeGIF(t, b.Bytes())
	if len(out.Image) != g.Len()+2 {
		t.Fatalf("%d frames, want %d (the start, a move each, the result)", len(out.Image), g.Len()+2)
	}
	if out.LoopCount != 0 {
		t.Errorf("loop count %d, want 0 (for ever)", out.LoopCount)
	}
	if got := image.Pt(out.Config.Width, out.Config.Height); got != Size(Options{Scale: GIFScale}) {
		t.Errorf("GIF %v, want %v", got, Size(Options{Scale: GIFScale}))
	}
	for k, dl := range out.Delay {
		want := 100
		switch {
		case k == 0:
			want = 150
		case k == len(out.Delay)-1:
			want = 500
		default:
			if s, _ := g.Sowing(k - 1); s.Captured > 0 || s.Tuzdyk {
				want = 220
			}
		}
		if dl != want {
			t.Errorf("frame %d: delay %d, want %d", k, dl, want)
		}
	}
	base := Options{Scale: GIFScale}
	for _, k := range []int{0, 57, 101} {
		p, o := OfGame(g, min(k, g.Len()), base)
		o.Settled = false
		switch {
		case k == g.Len()+1:
			o.Caption = ResultCaption(g)
		case k > 0:
			o.Caption = MoveCaption(g, k-1)
		}
		want, err := Draw(p, o)
		if err != nil {
			t.Fatal(err)
		}
		mean, worst := compare(shown[k], want)
		t.Logf("frame %d: mean error %.2f, worst %d", k, mean, worst)
		if mean > 1 || worst > 40 {
			t.Errorf("frame %d: mean error %.2f, worst %d: not the picture of ply %d", k, mean, worst, k)
		}
	}
	// a frame holds only what changed: after the first, none is the whole
	// picture
	for k, f := range out.Image[1:] {
		if f.Bounds() == out.Image[0].Bounds() {
			t.Errorf("frame %d is the whole picture", k+1)
		}
	}
}

// TestGIFEnds: a game ended by атсырау shows the stones swept into the
// kazans with the result; an unfinished game holds its last move instead.
func TestGIFEnds(t *testing.T) {
	g := readGame(t, "playok-atsyrau.pgn")
	var b bytes.Buffer
	if err := EncodeGIF(&b, g, GIFOptions{Options: Options{Scale: 1}}); err != nil {
		t.Fatal(err)
	}
	_, shown := decodeGIF(t, b.Bytes())
	p, o := OfGame(g, g.Len(), Options{Scale: 1})
	o.Caption = "½–½ · 81:81"
	if !o.Settled {
		t.Fatal("the end by атсырау is not settled")
	}
	want, _ := Draw(p, o)
	if mean, worst := compare(shown[len(shown)-1], want); mean > 1 || worst > 40 {
		t.Errorf("the result: mean error %.2f, worst %d", mean, worst)
	}

	u := game.NewGame(game.Start())
	for _, m := range []game.Move{1, 1, 7, 7} {
		if _, err := u.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	b.Reset()
	if err := EncodeGIF(&b, u, GIFOptions{Options: Options{Scale: 1}, Delay: 300e6, EndDelay: 2e9}); err != nil {
		t.Fatal(err)
	}
	out, _ := decodeGIF(t, b.Bytes())
	delays := []int{150}
	for i := range u.Len() {
		if s, _ := u.Sowing(i); s.Captured > 0 || s.Tuzdyk {
			delays = append(delays, 220)
		} else {
			delays = append(delays, 30)
		}
	}
	delays[len(delays)-1] = 200
	if !slices.Equal(out.Delay, delays) {
		t.Errorf("an unfinished game's delays %v, want %v", out.Delay, delays)
	}
}

func BenchmarkEncodeGIF(b *testing.B) {
	g := readGame(b, "master-100.pgn")
	var out bytes.Buffer
	for b.Loop() {
		out.Reset()
		if err := EncodeGIF(&out, g, GIFOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(out.Len()), "bytes")
}

func BenchmarkEncodePNG(b *testing.B) {
	g := readGame(b, "master-100.pgn")
	p, o := OfGame(g, 60, Options{Turn: true})
	var out bytes.Buffer
	for b.Loop() {
		out.Reset()
		if err := EncodePNG(&out, p, o); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(out.Len()), "bytes")
}

// TestGIFSameWhoeverNames: the record's names given or read from the
// record make the same GIF (the window gives them, the command line
// reads them): one palette, the same bytes.
func TestGIFSameWhoeverNames(t *testing.T) {
	g := readGame(t, "playok-atsyrau.pgn")
	var read, given bytes.Buffer
	if err := EncodeGIF(&read, g, GIFOptions{Options: Options{Scale: 1}}); err != nil {
		t.Fatal(err)
	}
	o := Options{Scale: 1, Names: [2]string{g.Tag(game.TagWhite), g.Tag(game.TagBlack)}, Title: Title(g)}
	if err := EncodeGIF(&given, g, GIFOptions{Options: o}); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(read.Bytes(), given.Bytes()) {
		t.Errorf("the names read make %d bytes, given %d", read.Len(), given.Len())
	}
}
