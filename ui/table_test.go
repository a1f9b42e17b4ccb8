package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ui/actions"
)

// TestActionTableAgrees: the window's menu bar, its keys and Help →
// Keyboard shortcuts are the one table of actions. Every word of the table
// is in the catalog; every menu item of the window runs its row and shows
// one of its row's keys; every key of the table runs its row, from the
// keyboard or as the canvas's shortcut, and no two rows share a key; the
// help lists every key with its row's words, and nothing else.
func TestActionTableAgrees(t *testing.T) {
	h := newHarness(t, harnessOptions{diag: Diagnostics{Report: func() string { return "report" }}})
	a := h.a
	table := actionTable(a)
	for _, r := range table {
		for _, key := range []string{r.Label, r.Menu, r.Sub} {
			if key != "" && !a.loc.Has(key) {
				t.Errorf("%q is not in the catalog", key)
			}
		}
		if !r.Separator && r.Label == "" && r.Text == "" {
			t.Errorf("a row without words: %+v", r)
		}
	}

	// Each row's handler, replaced by one that says which row ran.
	ran := -1
	for i := range table {
		if table[i].Run != nil {
			table[i].Run = func() { ran = i }
		}
	}
	row := func(what string, act func()) int {
		t.Helper()
		ran = -1
		act()
		return ran
	}

	// The menu bar the window builds from the table.
	bar := &actions.Bar{Table: table, Menus: menus}
	main := bar.Build(a.loc)
	if got, want := menuTree(main), menuTree(a.Window.MainMenu()); got != want {
		t.Errorf("the window's menus are not the table's:\n%s\nwant\n%s", want, got)
	}
	items := 0
	for i, r := range table {
		it := bar.Item(r.Label)
		if r.Menu == "" || r.Separator || r.Text != "" || it == nil {
			continue
		}
		items++
		if got := row(r.Label, it.Action); got != i && table[got].Label != r.Label {
			t.Errorf("the menu item %q runs row %d (%q)", r.Label, got, table[got].Label)
		}
		if k := r.MenuKey(); k != nil && !sameShortcut(it.Shortcut, k.Shortcut()) {
			t.Errorf("the menu item %q shows %v, want %s", r.Label, it.Shortcut, k.Cap)
		}
		if r.MenuKey() == nil && it.Shortcut != nil {
			t.Errorf("the menu item %q shows a key its row does not have", r.Label)
		}
	}
	if items < 30 {
		t.Fatalf("only %d menu items checked", items)
	}

	// The keys, through the window's keyboard and the canvas's shortcuts.
	kb := &actions.Keyboard{Table: table}
	c := test.NewCanvas()
	kb.AddShortcuts(c)
	seen := map[string]string{}
	keys := 0
	for i, r := range table {
		for _, k := range r.Keys {
			id := fmt.Sprintf("%s+%d", k.Name, k.Mod)
			if other, ok := seen[id]; ok {
				t.Errorf("the key %s runs both %q and %q", k.Cap, other, r.Label)
			}
			seen[id] = r.Label
			if r.Run == nil {
				continue // Enter: the dialog's own
			}
			keys++
			var got int
			if k.Mod == 0 {
				got = row(k.Cap, func() { kb.TypedKey(&fyne.KeyEvent{Name: k.Name}) })
			} else {
				got = row(k.Cap, func() { c.(fyne.Shortcutable).TypedShortcut(k.Shortcut()) })
			}
			if got != i {
				t.Errorf("the key %s (%s) runs row %d, want %d (%q)", k.Cap, k.Name, got, i, r.Label)
			}
		}
	}
	if keys < 20 {
		t.Fatalf("only %d keys checked", keys)
	}

	// The help: every key with its row's words, once; nothing else.
	want := map[string]bool{}
	for _, r := range table {
		for _, k := range r.Keys {
			want[k.Cap+" — "+r.Label] = true
		}
	}
	rows := actions.Help(table)
	for _, hr := range rows {
		line := hr.Cap + " — " + hr.Action
		if !want[line] {
			t.Errorf("the help lists %q, which no row has", line)
		}
		delete(want, line)
	}
	for line := range want {
		t.Errorf("the help leaves out %q", line)
	}

	// And the window's own dialog shows them, from its menu.
	runMenu(t, a, "menu.shortcuts")
	top := a.dialogs.Top()
	if top == nil {
		t.Fatal("Help → Keyboard shortcuts opened nothing")
	}
	text := modalText(top)
	for _, hr := range rows {
		if !strings.Contains(text, hr.Cap) || !strings.Contains(text, a.loc.T(hr.Action)) {
			t.Errorf("the shortcuts dialog leaves out %s (%s)", hr.Cap, a.loc.T(hr.Action))
		}
	}
}

// menuTree lists a main menu's labels, a line an item, submenus
// indented.
func menuTree(m *fyne.MainMenu) string {
	var b strings.Builder
	var walk func(items []*fyne.MenuItem, indent string)
	walk = func(items []*fyne.MenuItem, indent string) {
		for _, it := range items {
			fmt.Fprintf(&b, "%s%s\n", indent, it.Label)
			if it.ChildMenu != nil {
				walk(it.ChildMenu.Items, indent+"  ")
			}
		}
	}
	for _, menu := range m.Items {
		fmt.Fprintf(&b, "[%s]\n", menu.Label)
		walk(menu.Items, "  ")
	}
	return b.String()
}

// sameShortcut reports whether two shortcuts are the same key.
func sameShortcut(a, b fyne.Shortcut) bool {
	if a == nil || b == nil {
		return a == b
	}
	ca, oka := a.(*desktop.CustomShortcut)
	cb, okb := b.(*desktop.CustomShortcut)
	if oka && okb {
		return ca.KeyName == cb.KeyName && ca.Modifier == cb.Modifier
	}
	return a.ShortcutName() == b.ShortcutName()
}
