package tables

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

const mb = 1_000_000

// harness is the screen in a fake window whose posts wait in a queue the
// test runs on its own goroutine, as the UI goroutine would.
type harness struct {
	t      *testing.T
	fake   *screentest.Fake
	tables *host.Tables
	dir    string
	m      *Mode
	built  []int

	mu    sync.Mutex
	queue []func()
	ping  chan struct{}
}

// newHarness opens the screen on the tables of dir, with free bytes of
// memory.
func newHarness(t *testing.T, lang, dir string, free int64) *harness {
	t.Helper()
	h := &harness{t: t, fake: screentest.New(t, lang), dir: dir, ping: make(chan struct{}, 1)}
	h.fake.Queue = func(f func()) {
		h.mu.Lock()
		h.queue = append(h.queue, f)
		h.mu.Unlock()
		select {
		case h.ping <- struct{}{}:
		default:
		}
	}
	h.tables = host.NewTables(dir, nil)
	t.Cleanup(h.tables.Close)
	h.open(free)
	return h
}

// open builds the screen again, as the menu does.
func (h *harness) open(free int64) {
	h.m = New(h.fake.Env, Config{
		Tables:    h.tables,
		Available: func() int64 { return free },
		Built:     func(n int) { h.built = append(h.built, n) },
	})
	h.fake.Show(h.m, fyne.NewSize(700, 900))
}

// drain runs the posts waiting; it reports whether there were any.
func (h *harness) drain() bool {
	h.mu.Lock()
	q := h.queue
	h.queue = nil
	h.mu.Unlock()
	for _, f := range q {
		f()
	}
	return len(q) > 0
}

// run runs the posts as they come until the build has ended and nothing is
// left to run, calling each after every post run.
func (h *harness) run(each func()) {
	h.t.Helper()
	deadline := time.After(2 * time.Minute)
	for {
		if h.drain() {
			if each != nil {
				each()
			}
			continue
		}
		if !h.tables.BuildState().Running {
			// the build's state says it ended before its done function
			// posts the window's news: wait for that, then run it
			h.tables.WaitBuild()
			h.drain()
			return
		}
		select {
		case <-h.ping:
		case <-time.After(50 * time.Millisecond):
		case <-deadline:
			h.t.Fatal("the build did not end in two minutes")
		}
	}
}

func (h *harness) text() string { return screentest.Text(h.m.Content()) }

// seed writes the table of n stones into dir, as an earlier session did.
func seed(t *testing.T, dir string, n int) {
	t.Helper()
	if _, err := ai.BuildEndgameTable(context.Background(), ai.EndgameOptions{Dir: dir}, n); err != nil {
		t.Fatal(err)
	}
}

func names(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		out = append(out, e.Name())
	}
	return out
}

func wantText(t *testing.T, text string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("the screen does not say %q:\n%s", w, text)
		}
	}
}

// TestBuildShowsProgressAndSwitches: the screen lists the table there,
// offers the larger ones with what they take (refusing one that does not
// fit, with the reason), shows a build's progress rising, and once it is
// done lists the new table as in use, the engines have it and the window
// is told.
func TestBuildShowsProgressAndSwitches(t *testing.T) {
	dir := t.TempDir()
	seed(t, dir, 3)
	h := newHarness(t, "en", dir, 500*mb)
	wantText(t, h.text(),
		"3 stones: under 1 MB — in use", "Folder: "+dir,
		"The table of 4 stones", "The table of 9 stones",
		"File: 507 MB. Building takes about 6 minutes, 616 MB of memory and 2.3 GB of disk space.",
		"Not enough free memory: it needs about 770 MB, and 500 MB is free now.",
	)
	if h.m.Title() != "Endgame tables" {
		t.Errorf("title %q", h.m.Title())
	}
	for n, enabled := range map[int]bool{3: false, 4: true, 8: true, 9: false} {
		r := h.m.rows[n]
		if got := r.box.Visible() && !r.build.Disabled(); got != enabled {
			t.Errorf("the build of %d stones can be chosen: %v, want %v", n, got, enabled)
		}
	}
	if h.m.progress.Visible() {
		t.Error("a progress bar with no build")
	}

	test.Tap(h.m.rows[4].build)
	var seen []float64
	sawText := false
	h.run(func() {
		if h.m.progress.Visible() {
			seen = append(seen, h.m.bar.Value)
			sawText = sawText || strings.Contains(h.text(), "Building the table of 4 stones: layer")
			if !h.m.rows[5].build.Disabled() {
				t.Error("a build can be started during another")
			}
		}
	})
	seen = slices.Compact(seen)
	if len(seen) < 2 || !slices.IsSorted(seen) || !sawText {
		t.Errorf("the progress shown: %v (text seen %v); want it rising, with its text", seen, sawText)
	}
	if h.m.progress.Visible() {
		t.Error("the progress bar stays after the build")
	}
	wantText(t, h.text(), "The table of 4 stones is built and in use.", "4 stones: 1 MB — in use", "3 stones: under 1 MB")
	if strings.Contains(h.text(), "3 stones: under 1 MB — in use") {
		t.Error("the old table is still said to be in use")
	}
	if h.m.status.Importance != widget.SuccessImportance {
		t.Errorf("the end is shown with importance %v", h.m.status.Importance)
	}
	if in := h.tables.InUse(); in == nil || in.Stones() != 4 {
		t.Errorf("the engines use %v; want the table built", in)
	}
	if !slices.Equal(h.built, []int{4}) {
		t.Errorf("the window was told %v; want [4]", h.built)
	}
	if h.m.rows[4].box.Visible() || !h.m.rows[5].box.Visible() {
		t.Error("after the build the choices do not start above it")
	}
	if got := names(t, dir); !slices.Equal(got, []string{"endgame-3.tkegtb", "endgame-4.tkegtb"}) {
		t.Errorf("the folder holds %v", got)
	}
}

// TestCancelLeavesNothing: Cancel stops the build, the screen says so, the
// folder holds only what it held, and the table in use stays.
func TestCancelLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	seed(t, dir, 3)
	h := newHarness(t, "en", dir, 0) // the free memory not known: up to 8 stones
	if !h.m.rows[9].build.Disabled() {
		t.Error("9 stones offered with the free memory unknown")
	}
	wantText(t, h.text(), "Not offered: it needs about 616 MB of memory, and this computer does not tell how much is free.")
	test.Tap(h.m.rows[6].build)
	cancelled := false
	h.run(func() {
		if !cancelled && h.m.bar.Value > 0 {
			cancelled = true
			test.Tap(h.m.cancel)
			if h.tables.BuildState().Running {
				wantText(t, h.text(), "Stopping the build…")
				if !h.m.cancel.Disabled() {
					t.Error("Cancel can be pressed twice")
				}
			}
		}
	})
	if !cancelled {
		t.Fatal("the build ended before it showed any progress")
	}
	wantText(t, h.text(), "The build of the table of 6 stones was cancelled; nothing of it was kept.", "3 stones: under 1 MB — in use")
	if got := names(t, dir); !slices.Equal(got, []string{"endgame-3.tkegtb"}) {
		t.Errorf("after the cancel the folder holds %v; want only the table that was there", got)
	}
	if len(h.built) != 0 {
		t.Errorf("the window was told of a table built: %v", h.built)
	}
	if h.m.rows[6].build.Disabled() {
		t.Error("after the cancel the build cannot be started again")
	}
}

// TestBuildGoesOnAfterClose: the screen closed, the build goes on; the
// window is told when it ends, and the screen opened again says so.
func TestBuildGoesOnAfterClose(t *testing.T) {
	dir := t.TempDir()
	seed(t, dir, 2)
	h := newHarness(t, "en", dir, 500*mb)
	test.Tap(h.m.rows[3].build)
	wantText(t, h.text(), "You can go back to the game")
	h.m.Close()
	h.run(nil)
	if !slices.Equal(h.built, []int{3}) {
		t.Errorf("the window was told %v; want [3]", h.built)
	}
	h.open(500 * mb)
	wantText(t, h.text(), "The table of 3 stones is built and in use.", "3 stones: under 1 MB — in use")
}

// TestFolderNotWritable: a cache folder that cannot be written is said in
// the player's language, and nothing is offered to build.
func TestFolderNotWritable(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ lang, want string }{
		{"en", "The tables' folder cannot be written to ("},
		{"ru", "В папку таблиц нельзя записать ("},
		{"kk", "Кестелер бумасына жазу мүмкін емес ("},
		{"ky", "Таблицалар папкасына жазууга болбойт ("},
	} {
		h := newHarness(t, tt.lang, filepath.Join(file, "cache"), 500*mb)
		if !h.m.warning.Visible() || h.m.warning.Importance != widget.WarningImportance {
			t.Errorf("%s: no warning shown", tt.lang)
		}
		wantText(t, h.text(), tt.want)
		for n := 1; n <= ai.MaxEndgameBuild; n++ {
			if !h.m.rows[n].build.Disabled() {
				t.Errorf("%s: the build of %d stones is offered in a folder that cannot be written", tt.lang, n)
			}
		}
	}
}

// TestNoCacheFolder: without a cache folder the reason is said in the
// player's language too, not as the error's English text.
func TestNoCacheFolder(t *testing.T) {
	for _, tt := range []struct{ lang, want string }{
		{"en", "this system names no cache folder"},
		{"ru", "система не указывает папку кэша"},
		{"kk", "жүйе кэш бумасын көрсетпейді"},
		{"ky", "система кэш папкасын көрсөтпөйт"},
	} {
		h := newHarness(t, tt.lang, "", 500*mb)
		text := h.text()
		wantText(t, text, tt.want)
		if strings.Contains(text, host.ErrNoFolder.Error()) {
			t.Errorf("%s: the error's own text is shown: %q", tt.lang, text)
		}
	}
}

// TestRelocalize: the screen follows a change of language in place.
func TestRelocalize(t *testing.T) {
	dir := t.TempDir()
	seed(t, dir, 3)
	h := newHarness(t, "en", dir, 500*mb)
	label := h.m.rows[4].title
	for _, tt := range []struct{ lang, title, row, size string }{
		{"ru", "Таблицы эндшпиля", "Таблица на 4 кумалака", "3 кумалака: меньше 1 МБ — используется"},
		{"kk", "Эндшпиль кестелері", "4 құмалақтық кесте", "3 құмалақ: 1 МБ-тан аз — қолданыста"},
		{"ky", "Эндшпиль таблицалары", "4 коргоолдук таблица", "3 коргоол: 1 МБдан аз — колдонулууда"},
		{"kk-Latn", "Endşpil kestelerı", "4 qūmalaqtyq keste", "3 qūmalaq"},
	} {
		if err := h.fake.Env.Loc.SetLang(tt.lang); err != nil {
			t.Fatal(err)
		}
		h.m.Relocalize()
		if h.m.Title() != tt.title || h.m.rows[4].title != label {
			t.Errorf("%s: title %q", tt.lang, h.m.Title())
		}
		wantText(t, h.text(), tt.row, tt.size)
	}
}

// TestSizes checks how sizes and times are written.
func TestSizes(t *testing.T) {
	h := newHarness(t, "en", t.TempDir(), 0)
	for _, tt := range []struct {
		b    int64
		want string
	}{
		{1000, "under 1 MB"}, {17_784_248, "18 MB"}, {180_161_573, "180 MB"}, {1_750_000_000, "1.8 GB"},
	} {
		if got := h.m.size(tt.b); got != tt.want {
			t.Errorf("size(%d) = %q, want %q", tt.b, got, tt.want)
		}
	}
	for _, tt := range []struct {
		d    time.Duration
		want string
	}{
		{time.Millisecond, "1 second"}, {6 * time.Second, "6 seconds"}, {102 * time.Second, "2 minutes"}, {385 * time.Second, "6 minutes"},
	} {
		if got := h.m.duration(tt.d); got != tt.want {
			t.Errorf("duration(%v) = %q, want %q", tt.d, got, tt.want)
		}
	}
	if err := h.fake.Env.Loc.SetLang("ru"); err != nil {
		t.Fatal(err)
	}
	if got := h.m.size(1_750_000_000); got != "1,8 ГБ" {
		t.Errorf("ru: %q", got)
	}
	if got := h.m.duration(102 * time.Second); got != "2 минут" {
		t.Errorf("ru: %q", got)
	}
}
