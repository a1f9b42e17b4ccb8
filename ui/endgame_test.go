package ui

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/internal/engines"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/tables"
)

// TestEndgameTablesMenu: View → Endgame tables opens the screen beside the
// board, and a larger table the player built in an earlier session raises
// the limit of the tables the window loads.
func TestEndgameTablesMenu(t *testing.T) {
	for _, tt := range []struct {
		built, want int
	}{
		{0, engines.WindowMaxStones},
		{9, 9},
	} {
		h := newHarness(t, harnessOptions{settings: func(s *storage.Settings) { s.EndgameStones = tt.built }})
		if got := h.a.tables.MaxStones(); got != tt.want {
			t.Errorf("built %d stones before: the window loads up to %d, want %d", tt.built, got, tt.want)
		}
		var opened bool
		for _, it := range menuItems(h.a.Window.MainMenu()) {
			if it.Label == h.a.loc.T("menu.endgame_tables") {
				it.Action()
				opened = true
			}
		}
		m, ok := h.a.mode().(*tables.Mode)
		if !opened || !ok || m.Title() != "Endgame tables" {
			t.Fatalf("the menu item (found %v) opened %T", opened, h.a.mode())
		}
		h.a.closeMode()
		h.close()
	}
}
