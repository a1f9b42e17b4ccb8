package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestEditorPlayFromHere opens the position editor beside the board, sets
// a position by pasting a TFEN, and plays from it; the setting up on the
// board itself is tested in package editor.
func TestEditorPlayFromHere(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	ed := h.a.openEditor()
	if h.a.mode() != ed || h.a.dialogs.Len() != 0 || h.a.view.host.boardSlot.Objects[0] != ed.BoardView() {
		t.Fatal("the editor is not a mode beside the board")
	}
	if ed.Position() != h.a.Session.Snapshot().Shown {
		t.Error("the editor does not start from the position shown")
	}
	tfen := "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,1,0 79 80 - - 0"
	h.a.App.Clipboard().SetContent(tfen)
	test.Tap(findButtonIn(ed.Content(), "Paste"))
	if len(ed.Problems()) != 0 || ed.Position().TFEN() != tfen {
		t.Fatalf("after pasting: %v, %s", ed.Problems(), ed.Position().TFEN())
	}
	test.Tap(findButtonIn(ed.Content(), "Play from here"))
	h.settle()
	if got := h.a.Session.Snapshot().Live.TFEN(); got != tfen || !h.a.Session.Snapshot().Sides.TwoPlayers() || h.a.mode() != nil {
		t.Errorf("playing from %s, two players %v, mode %v", got, h.a.Session.Snapshot().Sides.TwoPlayers(), h.a.mode())
	}
	h.a.records.CopyTFEN()
	if h.a.App.Clipboard().Content() != tfen {
		t.Errorf("Copy TFEN gave %q", h.a.App.Clipboard().Content())
	}
}

// TestEditorAnalyse: Analyse opens the position set up with the analysis
// on, and Game → Paste of a TFEN opens the editor on it.
func TestEditorAnalyse(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	p := bothTuzdyks()
	h.a.App.Clipboard().SetContent(p.TFEN())
	h.a.records.Paste()
	ed := h.a.openEditor()
	h.a.App.Clipboard().SetContent(p.TFEN())
	h.a.records.Paste()
	if m, ok := h.a.mode().(interface{ Position() game.Position }); !ok || m.Position() != p || h.a.mode() == ed {
		t.Fatalf("Paste did not open the editor on the TFEN")
	}
	test.Tap(findButtonIn(h.a.mode().Content(), "Analyse"))
	h.q.drain()
	if h.a.Session.Snapshot().Live != p || !h.a.analysis.On() || h.a.mode() != nil {
		t.Errorf("analyse: at %s, analysis %v", h.a.Session.Snapshot().Live.TFEN(), h.a.analysis.On())
	}
	h.a.setAnalysis(false)
}
