package golden

import (
	"fmt"
	"image"
	"image/color"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func square(c color.NRGBA, dirty ...image.Point) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 8, 8))
	for y := range 8 {
		for x := range 8 {
			img.SetNRGBA(x, y, c)
		}
	}
	for _, p := range dirty {
		img.SetNRGBA(p.X, p.Y, color.NRGBA{B: 255, A: 255})
	}
	return img
}

func TestDiff(t *testing.T) {
	white := color.NRGBA{255, 255, 255, 255}
	for _, tc := range []struct {
		name          string
		a, b          *image.NRGBA
		changed, area int
	}{
		{"same", square(white), square(white), 0, 64},
		{"two pixels", square(white), square(white, image.Pt(1, 1), image.Pt(7, 0)), 2, 64},
		{"no master", nil, square(white), 64, 64},
		{"other size", square(white), image.NewNRGBA(image.Rect(0, 0, 8, 4)), 64, 64},
	} {
		changed, area := diff(tc.a, tc.b)
		if changed != tc.changed || area != tc.area {
			t.Errorf("%s: %d of %d pixels differ, want %d of %d", tc.name, changed, area, tc.changed, tc.area)
		}
		if d := diffImage(tc.a, tc.b); tc.changed > 0 && d.NRGBAAt(d.Bounds().Max.X-1, 0) == (color.NRGBA{}) {
			t.Errorf("%s: empty diff image", tc.name)
		}
	}
}

// recorder is a testing.TB that keeps what Assert reports.
type recorder struct {
	testing.TB
	failed bool
	logs   []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(f string, args ...any) {
	r.failed = true
	r.Logf(f, args...)
}
func (r *recorder) Fatalf(f string, args ...any) { r.Errorf(f, args...) }
func (r *recorder) Logf(f string, args ...any) {
	r.logs = append(r.logs, strings.TrimSpace(fmt.Sprintf(f, args...)))
}

// TestAssert: a match passes; a mismatch fails naming the pixels and
// leaves the rendered and diff images; an update rewrites the master and
// says what changed.
func TestAssert(t *testing.T) {
	dir := t.TempDir()
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chdir(wd) })
	white := color.NRGBA{255, 255, 255, 255}
	if err := writePNG(filepath.Join(Dir, "x.png"), square(white)); err != nil {
		t.Fatal(err)
	}
	r := &recorder{TB: t}
	Assert(r, "x.png", square(white))
	if r.failed {
		t.Fatalf("a match failed: %q", r.logs)
	}
	r = &recorder{TB: t}
	Assert(r, "x.png", square(white, image.Pt(2, 3)))
	if !r.failed || !strings.Contains(strings.Join(r.logs, ""), "1 of 64 pixels differ") {
		t.Fatalf("a mismatch: failed %v, %q", r.failed, r.logs)
	}
	for _, f := range []string{"x.png", "x.diff.png"} {
		if _, err := os.Stat(filepath.Join(FailedDir, f)); err != nil {
			t.Errorf("mismatch: %v", err)
		}
	}
	*update = true
	t.Cleanup(func() { *update = false })
	r = &recorder{TB: t}
	Assert(r, "x.png", square(white, image.Pt(2, 3), image.Pt(4, 4)))
	if r.failed || !strings.Contains(strings.Join(r.logs, ""), "2 of 64 pixels changed") {
		t.Fatalf("an update: failed %v, %q", r.failed, r.logs)
	}
	*update = false
	r = &recorder{TB: t}
	Assert(r, "x.png", square(white, image.Pt(2, 3), image.Pt(4, 4)))
	if r.failed {
		t.Fatalf("the updated master does not match: %q", r.logs)
	}
}
