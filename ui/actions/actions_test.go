package actions

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ui/help"
	"github.com/togyzkumalak/togyzkumalak/ui/offer"
)

// words is a Translator that gives a key's text as the key, and a refused
// offer's label as "action (why)".
type words struct{}

func (words) T(id string, data ...map[string]any) string {
	if id == "why.label" && len(data) > 0 {
		return data[0]["Action"].(string) + " (" + data[0]["Why"].(string) + ")"
	}
	return id
}

// table is a small window's table; ran records what ran.
func table(ran *[]string, undo *offer.Offer, ticked *bool) []Action {
	run := func(name string) func() { return func() { *ran = append(*ran, name) } }
	var t []Action
	for n := 1; n <= 3; n++ {
		t = append(t, Action{Label: "play", Keys: []Key{Plain("1 … 3", fyne.KeyName(rune('0'+n)))}, Run: run("hole" + string(rune('0'+n)))})
	}
	return append(t,
		Action{Label: "new", Menu: "game", Keys: []Key{Plain("N", fyne.KeyN), Ctrl("Ctrl+N", fyne.KeyN)}, Run: run("new")},
		Action{Label: "undo", Menu: "game", Keys: []Key{Plain("U", fyne.KeyU), Ctrl("Ctrl+Z", fyne.KeyZ)},
			Offer: func() offer.Offer { return *undo }, Run: run("undo")},
		Separator("game"),
		Action{Label: "hint", Menu: "game", Keys: []Key{Plain("H", fyne.KeyH)}, Run: run("hint")},
		Action{Label: "fast", Menu: "view", Sub: "speed", Checked: func() bool { return *ticked }, Run: run("fast")},
		Action{Label: "slow", Menu: "view", Sub: "speed", Checked: func() bool { return !*ticked }, Run: run("slow")},
		Action{Label: "help", Keys: []Key{Plain("F1", fyne.KeyF1)}, Scope: InWindow, Run: run("help")},
		Action{Label: "full", Keys: []Key{Plain("F11", fyne.KeyF11)}, Scope: Always, Run: run("full")},
		Action{Label: "enter", Keys: []Key{Plain("Enter", fyne.KeyReturn)}}, // the dialog's: no handler
	)
}

func TestBar(t *testing.T) {
	test.NewTempApp(t)
	var ran []string
	undo, ticked := offer.Offer{Why: "why.no_moves"}, true
	b := &Bar{Table: table(&ran, &undo, &ticked), Menus: []string{"game", "view"}}
	main := b.Build(words{})
	if len(main.Items) != 2 || main.Items[0].Label != "game" || main.Items[1].Label != "view" {
		t.Fatalf("menus %v", main.Items)
	}
	var labels []string
	for _, it := range main.Items[0].Items {
		labels = append(labels, it.Label)
	}
	if want := []string{"new", "undo (why.no_moves)", "", "hint"}; !slices.Equal(labels, want) {
		t.Errorf("the game menu is %q, want %q", labels, want)
	}
	if it := b.Item("undo"); !it.Disabled {
		t.Error("undo refused, its item enabled")
	}
	if sc, ok := b.Item("new").Shortcut.(*desktop.CustomShortcut); !ok || sc.KeyName != fyne.KeyN || sc.Modifier != fyne.KeyModifierShortcutDefault {
		t.Errorf("new shows %v, want Ctrl+N", b.Item("new").Shortcut)
	}
	if _, ok := b.Item("undo").Shortcut.(*fyne.ShortcutUndo); !ok {
		t.Errorf("undo shows %v, want Fyne's Undo (Ctrl+Z)", b.Item("undo").Shortcut)
	}
	if sc, ok := b.Item("hint").Shortcut.(*desktop.CustomShortcut); !ok || sc.KeyName != fyne.KeyH || sc.Modifier != 0 {
		t.Errorf("hint shows %v, want H", b.Item("hint").Shortcut)
	}
	speed := main.Items[1].Items
	if len(speed) != 1 || speed[0].Label != "speed" || len(speed[0].ChildMenu.Items) != 2 {
		t.Fatalf("the view menu is %v, want the speed's submenu", speed)
	}
	if !b.Item("fast").Checked || b.Item("slow").Checked {
		t.Error("the ticks do not follow the table")
	}

	undo, ticked = offer.Offer{OK: true}, false
	b.Update(words{})
	if it := b.Item("undo"); it.Disabled || it.Label != "undo" {
		t.Errorf("undo offered: its item %q, disabled %v", it.Label, it.Disabled)
	}
	if b.Item("fast").Checked || !b.Item("slow").Checked {
		t.Error("the ticks did not follow the table")
	}
	b.Item("undo").Action()
	if !slices.Equal(ran, []string{"undo"}) {
		t.Errorf("the undo item ran %v", ran)
	}
}

func TestKeyboard(t *testing.T) {
	var ran []string
	undo, ticked := offer.Offer{OK: true}, true
	dialog, mode := false, false
	var seen []fyne.KeyName // the keys the dialog or the mode took
	k := &Keyboard{
		Table:  table(&ran, &undo, &ticked),
		Dialog: func(e *fyne.KeyEvent) bool { seen = append(seen, e.Name); return dialog },
		Mode:   func(e *fyne.KeyEvent) bool { seen = append(seen, e.Name); return mode },
	}
	for _, tt := range []struct {
		name         string
		dialog, mode bool
		key          fyne.KeyName
		ran          []string
	}{
		{"a hole", false, false, fyne.Key2, []string{"hole2"}},
		{"a letter", false, false, fyne.KeyU, []string{"undo"}},
		{"a key of nothing", false, false, fyne.KeyQ, nil},
		{"a game key under a dialog", true, false, fyne.KeyU, nil},
		{"a game key under a mode", false, true, fyne.KeyH, nil},
		{"F1 under a mode", false, true, fyne.KeyF1, []string{"help"}},
		{"F1 under a dialog", true, false, fyne.KeyF1, nil},
		{"F11 under a dialog", true, false, fyne.KeyF11, []string{"full"}},
		{"Enter without a dialog", false, false, fyne.KeyReturn, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ran, dialog, mode = nil, tt.dialog, tt.mode
			k.TypedKey(&fyne.KeyEvent{Name: tt.key})
			if !slices.Equal(ran, tt.ran) {
				t.Errorf("ran %v, want %v", ran, tt.ran)
			}
		})
	}

	ran = nil
	c := test.NewCanvas()
	k.AddShortcuts(c)
	c.(fyne.Shortcutable).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyN, Modifier: fyne.KeyModifierShortcutDefault})
	c.(fyne.Shortcutable).TypedShortcut(&fyne.ShortcutUndo{})
	if !slices.Equal(ran, []string{"new", "undo"}) {
		t.Errorf("Ctrl+N and Ctrl+Z ran %v", ran)
	}
}

func TestHelp(t *testing.T) {
	var ran []string
	undo, ticked := offer.Offer{}, false
	got := Help(table(&ran, &undo, &ticked))
	want := []help.Key{
		{Cap: "1 … 3", Action: "play"}, {Cap: "N", Action: "new"}, {Cap: "Ctrl+N", Action: "new"},
		{Cap: "U", Action: "undo"}, {Cap: "Ctrl+Z", Action: "undo"}, {Cap: "H", Action: "hint"},
		{Cap: "F1", Action: "help"}, {Cap: "F11", Action: "full"}, {Cap: "Enter", Action: "enter"},
	}
	if !slices.Equal(got, want) {
		t.Errorf("the help lists %v, want %v", got, want)
	}
}
