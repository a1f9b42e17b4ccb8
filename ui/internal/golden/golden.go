// Package golden compares rendered images with the master images in a
// test package's testdata folder: the one workflow of the window's golden
// tests.
//
// A mismatch fails the test, names how many pixels differ and writes the
// rendered image and a diff image (differing pixels in red over a faded
// master) to testdata/failed/. Run the tests with -update-golden after a
// deliberate change of the drawing: the masters are rewritten and every
// change is reported the same way (pixels changed, the diff image), so
// that nothing changes silently; look at the images before committing.
package golden

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update-golden", false, "rewrite the golden images in testdata/, reporting what changed")

// Dir is the folder of the masters, relative to the test's package.
const Dir = "testdata"

// FailedDir is where the rendered and diff images of a mismatch go.
var FailedDir = filepath.Join(Dir, "failed")

// Assert compares img with the master testdata/name (a PNG). With
// -update-golden it rewrites the master instead and logs what changed.
func Assert(t testing.TB, name string, img image.Image) {
	t.Helper()
	master := filepath.Join(Dir, name)
	want, err := readPNG(master)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("golden %s: %v", name, err)
	}
	got := toNRGBA(img)
	changed, total := diff(want, got)
	if *update {
		if changed == 0 {
			return
		}
		if err := writePNG(master, got); err != nil {
			t.Fatalf("golden %s: %v", name, err)
		}
		diff := filepath.Join(FailedDir, diffName(name))
		if err := writePNG(diff, diffImage(want, got)); err != nil {
			t.Fatalf("golden %s: %v", name, err)
		}
		t.Logf("golden %s rewritten: %d of %d pixels changed; diff in %s", master, changed, total, diff)
		return
	}
	if want == nil {
		failed := filepath.Join(FailedDir, name)
		if err := writePNG(failed, got); err != nil {
			t.Fatalf("golden %s: %v", name, err)
		}
		t.Fatalf("golden %s: no master; the image rendered is in %s (run with -update-golden to make it the master)", master, failed)
	}
	if changed == 0 {
		return
	}
	failed := filepath.Join(FailedDir, name)
	diff := filepath.Join(FailedDir, diffName(name))
	if err := writePNG(failed, got); err != nil {
		t.Fatalf("golden %s: %v", name, err)
	}
	if err := writePNG(diff, diffImage(want, got)); err != nil {
		t.Fatalf("golden %s: %v", name, err)
	}
	t.Errorf("golden %s: %d of %d pixels differ (sizes %v and %v); rendered image in %s, diff in %s",
		master, changed, total, want.Bounds().Size(), got.Bounds().Size(), failed, diff)
}

func diffName(name string) string {
	return strings.TrimSuffix(name, filepath.Ext(name)) + ".diff.png"
}

// Diff counts the pixels that differ between two images, and the pixels of
// the smallest rectangle holding both; a pixel inside only one of them
// counts as different.
func Diff(a, b image.Image) (changed, total int) { return diff(toNRGBA(a), toNRGBA(b)) }

// diff is Diff where a nil image differs everywhere.
func diff(a, b *image.NRGBA) (changed, total int) {
	var ra, rb image.Rectangle
	if a != nil {
		ra = a.Bounds()
	}
	if b != nil {
		rb = b.Bounds()
	}
	u := ra.Union(rb)
	total = u.Dx() * u.Dy()
	for y := u.Min.Y; y < u.Max.Y; y++ {
		for x := u.Min.X; x < u.Max.X; x++ {
			p := image.Pt(x, y)
			if !p.In(ra) || !p.In(rb) || a.NRGBAAt(x, y) != b.NRGBAAt(x, y) {
				changed++
			}
		}
	}
	return changed, total
}

// diffImage shows a faded, with the pixels that differ from b in red.
func diffImage(a, b *image.NRGBA) *image.NRGBA {
	var ra, rb image.Rectangle
	if a != nil {
		ra = a.Bounds()
	}
	if b != nil {
		rb = b.Bounds()
	}
	u := ra.Union(rb)
	out := image.NewNRGBA(u)
	red := color.NRGBA{R: 230, A: 255}
	for y := u.Min.Y; y < u.Max.Y; y++ {
		for x := u.Min.X; x < u.Max.X; x++ {
			p := image.Pt(x, y)
			if !p.In(ra) || !p.In(rb) || a.NRGBAAt(x, y) != b.NRGBAAt(x, y) {
				out.SetNRGBA(x, y, red)
				continue
			}
			c := a.NRGBAAt(x, y)
			grey := uint8((uint32(c.R)*30 + uint32(c.G)*59 + uint32(c.B)*11) / 100)
			f := uint8(200 + uint32(grey)*55/255)
			out.SetNRGBA(x, y, color.NRGBA{R: f, G: f, B: f, A: 255})
		}
	}
	return out
}

func toNRGBA(img image.Image) *image.NRGBA {
	if n, ok := img.(*image.NRGBA); ok {
		return n
	}
	n := image.NewNRGBA(img.Bounds())
	draw.Draw(n, n.Bounds(), img, img.Bounds().Min, draw.Src)
	return n
}

func readPNG(path string) (*image.NRGBA, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("decode %q: %w", path, err)
	}
	return toNRGBA(img), nil
}

func writePNG(path string, img image.Image) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("write %q: %w", path, err)
	}
	return f.Close()
}
