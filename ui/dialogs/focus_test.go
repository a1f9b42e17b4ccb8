package dialogs

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// TestNewGameEnterAfterChoice: after a clock is chosen in New game (a
// select that had the focus), the focus is handed back, so that Enter
// reaches the dialog and starts the game; closing a dialog leaves no
// field of it focused.
func TestNewGameEnterAfterChoice(t *testing.T) {
	h := newHost(t, "en")
	var started *GameChoice
	d := &NewGame{Host: h, Loc: h.Localizer(), Ladder: testLadder,
		Choice: func() GameChoice {
			return GameChoice{Colour: storage.ColourWhite, Level: 2, TimeControl: clock.TimeControl{}}
		},
		Start: func(c GameChoice) { started = &c }}
	d.Show()
	m := h.Top()
	custom := h.Localizer().T("clock.custom")
	sel, _ := screentest.Find(m.Object(), func(o fyne.CanvasObject) bool {
		s, ok := o.(*widget.Select)
		return ok && slices.Contains(s.Options, custom)
	}).(*widget.Select)
	if sel == nil {
		t.Fatal("no clock to choose")
	}
	h.canvas.Focus(sel)
	sel.SetSelectedIndex(1)
	if f := h.canvas.Focused(); f != nil {
		t.Fatalf("after the choice %T keeps the focus: Enter would not reach the dialog", f)
	}
	if !h.TypedKey(key(fyne.KeyReturn)) || started == nil {
		t.Fatal("Enter did not start the game")
	}
	if started.TimeControl.Base == 0 {
		t.Errorf("the clock chosen was not kept: %+v", started.TimeControl)
	}
	// A dialog closed with a field focused hands the keys back.
	d.Show()
	m = h.Top()
	entry := widget.NewEntry()
	h.canvas.Focus(entry)
	m.Close()
	if f := h.canvas.Focused(); f != nil {
		t.Errorf("after the dialog closed %T keeps the focus", f)
	}
}
