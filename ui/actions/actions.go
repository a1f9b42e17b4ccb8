// Package actions is the game window's one table of actions: for each,
// its name (an i18n key, the menu item's text and the words of the
// keyboard help), the keys that run it, the menu it sits in, when it can
// act (an offer.Offer, from the session's snapshot) and what it does. The
// menu bar (Bar), the keyboard (Keyboard) and the list of keys in Help →
// Keyboard shortcuts (Help) all read the one table, so that a key, its
// menu item and its line in the help cannot disagree.
//
// The table is data the window builds once its parts exist: a slice of
// Action, in the menus' order. This package knows nothing of the window,
// the session or the screens: a handler is a func, a rule a func
// returning an offer.Offer.
package actions

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/togyzkumalak/togyzkumalak/ui/help"
	"github.com/togyzkumalak/togyzkumalak/ui/offer"
)

// Key is a key that runs an action: what is printed on it, the same in
// every language ("Ctrl+Shift+S"), and the key and modifiers the driver
// reports.
type Key struct {
	Cap  string
	Name fyne.KeyName
	Mod  fyne.KeyModifier // 0: the key alone
}

// Ctrl is the key name with the platform's shortcut modifier (Ctrl, ⌘ on
// macOS), printed cap on the key.
func Ctrl(cap string, name fyne.KeyName) Key {
	return Key{Cap: cap, Name: name, Mod: fyne.KeyModifierShortcutDefault}
}

// Plain is the key name alone, printed cap.
func Plain(cap string, name fyne.KeyName) Key { return Key{Cap: cap, Name: name} }

// Shortcut is the key as a menu item shows it and as the canvas reports
// it: Ctrl+Z is Fyne's own Undo shortcut, which the desktop driver reports
// as such.
func (k Key) Shortcut() fyne.Shortcut {
	if k.Name == fyne.KeyZ && k.Mod == fyne.KeyModifierShortcutDefault {
		return &fyne.ShortcutUndo{}
	}
	return &desktop.CustomShortcut{KeyName: k.Name, Modifier: k.Mod}
}

// Scope is where an action's keys act.
type Scope int

const (
	// InGame keys act on the game shown: not while a dialog is open (it
	// takes the keys) nor while a mode is (its own keys act).
	InGame Scope = iota
	// InWindow keys act unless a dialog is open, over a mode too (F1).
	InWindow
	// Always keys act whatever is open (F11).
	Always
)

// Action is one row of the table.
type Action struct {
	// Label is the i18n key of the menu item's text and of the help's
	// words; Text, when set, is a text shown as it is (a language's own
	// name).
	Label, Text string
	// Menu is the i18n key of the menu the item is in ("menu.game"); ""
	// when the action has keys only. Sub, when set, is the i18n key of the
	// submenu of Menu it is in ("menu.speed").
	Menu, Sub string
	// Separator: the row is a line between a menu's items, nothing else.
	Separator bool
	// Keys run the action (see Keyboard), each listed in the help; its
	// menu item shows one of them (MenuKey).
	Keys []Key
	// Scope is where the keys act.
	Scope Scope
	// Offer says whether the action can act now; nil: always. A menu item
	// that cannot is disabled, its label saying why (Offer.Why, when not
	// "").
	Offer func() offer.Offer
	// Checked, when not nil, gives the menu item a tick when true.
	Checked func() bool
	// Quit marks the item that ends the program (the system's menu places
	// it).
	Quit bool
	// Run does the action; it runs from the menu, a key or the canvas's
	// shortcut, on the UI goroutine. A refused offer does not stop it:
	// the handler decides (it may say why, above the move list).
	Run func()
}

// Separator returns a line between the items of menu.
func Separator(menu string) Action { return Action{Menu: menu, Separator: true} }

// can reports the action's offer now.
func (a *Action) can() offer.Offer {
	if a.Offer == nil {
		return offer.Offer{OK: true}
	}
	return a.Offer()
}

// MenuKey is the key the action's menu item shows: its first with a
// modifier (Ctrl+N rather than N), else its first; nil when it has none.
func (a *Action) MenuKey() *Key {
	for i, k := range a.Keys {
		if k.Mod != 0 {
			return &a.Keys[i]
		}
	}
	if len(a.Keys) > 0 {
		return &a.Keys[0]
	}
	return nil
}

// Help is the rows of Help → Keyboard shortcuts: each key of the table
// with what it does, in the table's order; keys printed alike that do the
// same (1 … 9, ← →) make one row.
func Help(table []Action) []help.Key {
	var rows []help.Key
	seen := map[help.Key]bool{}
	for _, a := range table {
		for _, k := range a.Keys {
			row := help.Key{Cap: k.Cap, Action: a.Label}
			if !seen[row] {
				seen[row] = true
				rows = append(rows, row)
			}
		}
	}
	return rows
}

// Keyboard hands the window's keys to the table: a dialog open takes them
// first, then an open mode, then the game's actions (see Scope).
type Keyboard struct {
	Table []Action
	// Dialog hands a key to the dialog on top; it reports whether one is
	// open (it takes every key then). Nil: none.
	Dialog func(*fyne.KeyEvent) bool
	// Mode hands a key to the open mode; it reports whether one is open
	// (the game's keys do not act under a mode). Nil: none.
	Mode func(*fyne.KeyEvent) bool
}

// TypedKey is the canvas's OnTypedKey: a key without a modifier.
func (k *Keyboard) TypedKey(e *fyne.KeyEvent) {
	if k.run(e.Name, 0, Always) {
		return
	}
	if k.Dialog != nil && k.Dialog(e) {
		return
	}
	if k.run(e.Name, 0, InWindow) {
		return
	}
	if k.Mode != nil && k.Mode(e) {
		return
	}
	k.run(e.Name, 0, InGame)
}

// run runs the action of scope whose key is name with mod, and reports
// whether there was one.
func (k *Keyboard) run(name fyne.KeyName, mod fyne.KeyModifier, scope Scope) bool {
	for i := range k.Table {
		a := &k.Table[i]
		if a.Scope != scope || a.Run == nil {
			continue
		}
		for _, key := range a.Keys {
			if key.Name == name && key.Mod == mod {
				a.Run()
				return true
			}
		}
	}
	return false
}

// AddShortcuts has canvas run the table's keys with a modifier (Ctrl+N,
// …): a press the menu does not take (the menu closed, a key Fyne reports
// as its own shortcut) still acts. A dialog open takes them, as it takes
// the other keys, unless the action's scope is Always.
func (k *Keyboard) AddShortcuts(canvas fyne.Canvas) {
	for i := range k.Table {
		a := &k.Table[i]
		for _, key := range a.Keys {
			if key.Mod == 0 || a.Run == nil {
				continue
			}
			canvas.AddShortcut(key.Shortcut(), func(fyne.Shortcut) { a.Run() })
		}
	}
}

// Translator gives the text of an i18n key (i18n.Localizer).
type Translator = offer.Translator

// Bar is the window's main menu built from the table: its items follow
// the table's offers and ticks in place (Update), and it is built again
// only when the language changes (Build).
type Bar struct {
	Table []Action
	// Menus are the i18n keys of the menus, in the bar's order.
	Menus []string

	main  *fyne.MainMenu
	items []*fyne.MenuItem // the item of each row of Table, nil for none
}

// Build builds the main menu in loc's language, with the offers and ticks
// of now.
func (b *Bar) Build(loc Translator) *fyne.MainMenu {
	b.items = make([]*fyne.MenuItem, len(b.Table))
	menus := make(map[string]*fyne.Menu, len(b.Menus))
	var bar []*fyne.Menu
	for _, key := range b.Menus {
		m := fyne.NewMenu(loc.T(key))
		menus[key] = m
		bar = append(bar, m)
	}
	subs := map[string]*fyne.MenuItem{}
	for i := range b.Table {
		a := &b.Table[i]
		m := menus[a.Menu]
		if m == nil {
			continue // keys only, or a menu the bar does not show
		}
		it := fyne.NewMenuItemSeparator()
		if !a.Separator {
			it = fyne.NewMenuItem("", a.Run)
			if k := a.MenuKey(); k != nil {
				it.Shortcut = k.Shortcut()
			}
			it.IsQuit = a.Quit
			b.items[i] = it
		}
		if a.Sub == "" {
			m.Items = append(m.Items, it)
			continue
		}
		parent := subs[a.Menu+"/"+a.Sub]
		if parent == nil {
			parent = fyne.NewMenuItem(loc.T(a.Sub), nil)
			parent.ChildMenu = fyne.NewMenu("")
			subs[a.Menu+"/"+a.Sub] = parent
			m.Items = append(m.Items, parent)
		}
		parent.ChildMenu.Items = append(parent.ChildMenu.Items, it)
	}
	b.main = fyne.NewMainMenu(bar...)
	b.update(loc)
	return b.main
}

// Update sets every item's label, whether it is enabled and its tick as
// the table says now, and redraws the menu when one changed. It does
// nothing before Build.
func (b *Bar) Update(loc Translator) {
	if b.main != nil && b.update(loc) {
		b.main.Refresh()
	}
}

// update sets the items and reports whether one changed.
func (b *Bar) update(loc Translator) bool {
	changed := false
	for i, it := range b.items {
		if it == nil {
			continue
		}
		a := &b.Table[i]
		o := a.can()
		label := a.Text
		if label == "" {
			label = Label(loc, a.Label, o)
		}
		checked := a.Checked != nil && a.Checked()
		if it.Label != label || it.Disabled == o.OK || it.Checked != checked {
			it.Label, it.Disabled, it.Checked = label, !o.OK, checked
			changed = true
		}
	}
	return changed
}

// Label is a menu item's label: the action (the text of key), and why it
// cannot act now when the offer says why.
func Label(loc Translator, key string, o offer.Offer) string {
	if o.Why == "" {
		return loc.T(key)
	}
	return offer.Label(loc, key, o)
}

// Item returns the menu item of the table's row whose label key is label,
// nil when there is none (for tests and the window's checks).
func (b *Bar) Item(label string) *fyne.MenuItem {
	for i, it := range b.items {
		if it != nil && b.Table[i].Label == label {
			return it
		}
	}
	return nil
}
