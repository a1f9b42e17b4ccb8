package ui

import (
	"context"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/tables"
)

// TestEndgameTablesMenu: View → Endgame tables opens the screen beside the
// board, and a larger table the player built in an earlier session raises
// the limit of the tables the window loads.
func TestEndgameTablesMenu(t *testing.T) {
	for _, tt := range []struct {
		built, want int
	}{
		{0, host.WindowMaxStones},
		{9, 9},
	} {
		h := newHarness(t, harnessOptions{settings: func(s *storage.Settings) { s.EndgameStones = tt.built }})
		if got := h.a.res.engines.Tables().MaxStones(); got != tt.want {
			t.Errorf("built %d stones before: the window loads up to %d, want %d", tt.built, got, tt.want)
		}
		var opened bool
		for _, it := range menuItems(h.a.Window.MainMenu()) {
			if it.Label == h.a.loc.T("menu.endgame_tables") {
				it.Action()
				opened = true
			}
		}
		m, ok := h.a.modes.Mode().(*tables.Mode)
		if !opened || !ok || m.Title() != "Endgame tables" {
			t.Fatalf("the menu item (found %v) opened %T", opened, h.a.modes.Mode())
		}
		h.a.modes.Close()
		h.close()
	}
}

// TestAnalysisPanelShowsAtOnce: turning the analysis on gives its panel
// room under the move list at once, not at the next resize of the window
// (the window showed nothing until then).
func TestAnalysisPanelShowsAtOnce(t *testing.T) {
	h := newHarness(t, harnessOptions{limits: &ai.Limits{Depth: 2}})
	h.showGame(cutGame(t, 6))
	list := h.a.view.Parts().Moves
	before := list.Size().Height
	h.a.setAnalysis(!h.a.judges.analysis.On())
	h.waitAnalysis()
	if on := list.Size().Height; !h.a.view.Parts().Under.Visible() || on > before-50 {
		t.Errorf("the analysis is on, but the move list keeps %v of its %v px", on, before)
	}
	h.a.setAnalysis(!h.a.judges.analysis.On())
	if off := list.Size().Height; h.a.view.Parts().Under.Visible() || off != before {
		t.Errorf("the analysis is off, but the move list is %v px high, not %v", off, before)
	}
}

// TestWatchTables: the analysis is restarted when the engines get a new
// table (loaded for an engine made before it, or built), not at each step
// of a build.
func TestWatchTables(t *testing.T) {
	dir := t.TempDir()
	if _, err := ai.BuildEndgameTable(context.Background(), ai.EndgameOptions{Dir: dir}, 1); err != nil {
		t.Fatal(err)
	}
	tabs := host.NewTables(dir, nil)
	defer tabs.Close()
	var restarts atomic.Int32
	watchTables(tabs, func(f func()) { f() }, func() { restarts.Add(1) })
	e := tabs.Attach(ai.New(ai.Options{HashMB: 1, Threads: 1}))
	waitFor(t, func() bool { return tabs.InUse() != nil })
	if n := restarts.Load(); n != 1 {
		t.Errorf("after the load: %d restarts, want 1", n)
	}
	done := make(chan struct{})
	if err := tabs.Build(3, func(host.BuildState) { close(done) }); err != nil {
		t.Fatal(err)
	}
	<-done
	if n := restarts.Load(); n != 2 {
		t.Errorf("after the build: %d restarts, want 2", n)
	}
	runtime.KeepAlive(e)
}

// TestAnalysisRestart: the analysis searches the position again when it
// restarts, and does nothing when it is off.
func TestAnalysisRestart(t *testing.T) {
	h := newHarness(t, harnessOptions{limits: &ai.Limits{Depth: 2}})
	h.showGame(cutGame(t, 6))
	h.a.judges.analysis.Restart() // off: nothing
	if h.a.judges.analysis.On() || h.a.judges.analysis.Searching() {
		t.Fatal("a restart turned the analysis on")
	}
	h.a.setAnalysis(!h.a.judges.analysis.On())
	h.waitAnalysis()
	h.a.judges.analysis.Restart()
	if _, has := h.a.judges.analysis.Found(); has || !h.a.judges.analysis.Searching() {
		t.Errorf("after a restart: lines kept %v, searching %v", has, h.a.judges.analysis.Searching())
	}
	h.waitAnalysis()
}

func waitFor(t *testing.T, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
		time.Sleep(time.Millisecond)
	}
}
