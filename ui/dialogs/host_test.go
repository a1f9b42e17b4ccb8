package dialogs

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// newHost is a host of dialogs over a headless window in lang.
func newHost(t *testing.T, lang string) *Host {
	t.Helper()
	fa := test.NewTempApp(t)
	loc, err := i18n.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	w := fa.NewWindow("")
	w.Resize(fyne.NewSize(1000, 640))
	t.Cleanup(w.Close)
	return NewHost(w.Canvas(), loc)
}

// modalText returns every text of a dialog, its title first.
func modalText(m *Modal) string {
	return m.Title() + "\n" + screentest.Text(m.Object())
}

func key(name fyne.KeyName) *fyne.KeyEvent { return &fyne.KeyEvent{Name: name} }

// TestHostHoldsAndCloses: OnHold is told once when the first dialog that
// holds the game opens and once when the last one closes, however they
// nest; the result of a game holds nothing; OnClose comes after the last
// dialog of all closed.
func TestHostHoldsAndCloses(t *testing.T) {
	h := newHost(t, "en")
	var holds []bool
	closes := 0
	h.OnHold = func(on bool) { holds = append(holds, on) }
	h.OnClose = func() { closes++ }
	result := func() { ShowResult(h, Result{Outcome: game.Outcome{Result: game.Draw}}, func() {}, func() {}) }
	steps := []struct {
		name   string
		do     func()
		holds  string // the OnHold calls so far
		closes int
		open   int
	}{
		{"a message", func() { h.ShowMessage("error.title", func() string { return "x" }) }, "[true]", 0, 1},
		{"a confirmation over it", func() { h.Confirm("dialog.confirm_reset_stats", "stats.reset", func() {}) }, "[true]", 0, 2},
		{"Escape closes the top one", func() { h.TypedKey(key(fyne.KeyEscape)) }, "[true]", 0, 1},
		{"Enter presses OK", func() { h.TypedKey(key(fyne.KeyReturn)) }, "[true false]", 1, 0},
		{"a result", result, "[true false]", 1, 1},
		{"a message over the result", func() { h.ShowError("boom") }, "[true false true]", 1, 2},
		{"its OK", func() { h.TypedKey(key(fyne.KeyEnter)) }, "[true false true false]", 1, 1},
		{"the result's Close", func() { h.TypedKey(key(fyne.KeyEscape)) }, "[true false true false]", 2, 0},
		{"two, all closed", func() { h.ShowError("a"); h.ShowError("b"); h.CloseAll() }, "[true false true false true false]", 3, 0},
	}
	for _, st := range steps {
		st.do()
		if got := fmt.Sprint(holds); got != st.holds || closes != st.closes || h.Len() != st.open {
			t.Fatalf("%s: OnHold %s, OnClose %d, %d open; want %s, %d, %d", st.name, got, closes, h.Len(), st.holds, st.closes, st.open)
		}
		if h.Holding() != (len(holds) > 0 && holds[len(holds)-1]) {
			t.Fatalf("%s: Holding %v after OnHold %v", st.name, h.Holding(), holds)
		}
	}
	if h.TypedKey(key(fyne.KeyEscape)) {
		t.Fatal("TypedKey took a key with no dialog open")
	}
}

// TestModalKeysAndLanguage: Enter, Escape and the hole keys reach the top
// dialog's actions; a language switch rebuilds it; a closed dialog lets go
// of its content and is not rebuilt.
func TestModalKeysAndLanguage(t *testing.T) {
	h := newHost(t, "en")
	loc := h.Localizer()
	var got []string
	m := h.Show(fyne.Size{}, func(m *Modal) Content {
		return Content{
			Title:   loc.T("learn.title"),
			Buttons: []*widget.Button{widget.NewButtonWithIcon(loc.T("learn.later"), theme.CancelIcon(), m.Close)},
			Enter:   func() { got = append(got, "enter") },
			Escape:  func() { got = append(got, "escape") },
			Move:    func(mv game.Move) { got = append(got, "move "+string(rune('0'+mv))) },
		}
	})
	for _, k := range []*fyne.KeyEvent{key(fyne.KeyReturn), key(fyne.KeyEscape), key(fyne.Key7), key(fyne.KeyU)} {
		if !h.TypedKey(k) {
			t.Fatalf("%s: not taken with a dialog open", k.Name)
		}
	}
	if strings.Join(got, "|") != "enter|escape|move 7" {
		t.Fatalf("actions %q", got)
	}
	if h.Top() != m || m.Title() != "Learn to play" {
		t.Fatalf("top %v, title %q", h.Top(), m.Title())
	}
	if err := loc.SetLang("ru"); err != nil {
		t.Fatal(err)
	}
	h.Relocalize()
	if m.Title() != loc.T("learn.title") || !strings.Contains(modalText(m), loc.T("learn.later")) {
		t.Fatalf("not rebuilt in Russian: %q", modalText(m))
	}
	screentest.Button(m.Object(), loc.T("learn.later")).OnTapped()
	if h.Len() != 0 || m.Content().Title != "" || len(m.Object().(*fyne.Container).Objects) != 0 {
		t.Fatal("the closed dialog keeps its content")
	}
	m.Rebuild()
	m.Close()
	if h.Len() != 0 || m.Content().Title != "" {
		t.Fatal("a closed dialog was rebuilt or closed twice")
	}
}

// TestWhenClear: what waits for the dialogs runs at once when none is
// open, else in order once the last one closed; one that opens a dialog
// keeps the rest waiting for that one.
func TestWhenClear(t *testing.T) {
	h := newHost(t, "en")
	var ran []string
	show := func(name string) func() {
		return func() {
			ran = append(ran, name)
			h.Show(fyne.Size{}, func(*Modal) Content { return Content{Title: name} })
		}
	}
	h.WhenClear(func() { ran = append(ran, "now") })
	if got := strings.Join(ran, ","); got != "now" {
		t.Fatalf("with no dialog open: ran %q, want now", got)
	}
	ran = nil
	first := h.Show(fyne.Size{}, func(*Modal) Content { return Content{Title: "crash"} })
	h.WhenClear(show("offer"))
	h.WhenClear(func() { ran = append(ran, "last") })
	if len(ran) != 0 {
		t.Fatalf("ran %q under an open dialog", ran)
	}
	first.Close()
	if got := strings.Join(ran, ","); got != "offer" || h.Len() != 1 || h.Top().Title() != "offer" {
		t.Fatalf("after the first closed: ran %q, %d open; want the offer alone", got, h.Len())
	}
	h.Top().Close()
	if got := strings.Join(ran, ","); got != "offer,last" || h.Len() != 0 {
		t.Errorf("after the offer closed: ran %q, %d open; want offer,last", got, h.Len())
	}
}
