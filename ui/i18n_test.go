package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// menuLabels returns the labels of the main menu, submenus included.
func menuLabels(m *fyne.MainMenu) []string {
	var labels []string
	var items func([]*fyne.MenuItem)
	items = func(its []*fyne.MenuItem) {
		for _, it := range its {
			if it.IsSeparator {
				continue
			}
			labels = append(labels, it.Label)
			if it.ChildMenu != nil {
				items(it.ChildMenu.Items)
			}
		}
	}
	for _, menu := range m.Items {
		labels = append(labels, menu.Label)
		items(menu.Items)
	}
	return labels
}

// TestLanguageSwitch: switching the language in a headless window changes
// the texts of the menu, the status line and an open dialog at once.
func TestLanguageSwitch(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	h.tapHole(game.White, 7)
	h.settle()
	runMenu(t, a, "menu.new")
	dialog := a.dialogs.Top()

	type snapshot struct {
		menu                        []string
		turn, level, score, buttons string
		dialog                      string
		fyneCancel                  string
	}
	take := func() snapshot {
		return snapshot{
			menu:       menuLabels(a.Window.MainMenu()),
			turn:       a.view.Parts().Turn.Text,
			level:      a.view.Parts().Cards[game.Black].Info().Name, // the computer's level, on its card
			score:      a.view.Parts().Cards[game.White].Info().Kazan,
			buttons:    a.view.Parts().New.Text + "|" + a.view.Parts().Undo.Text + "|" + a.view.Parts().Hint.Text + "|" + a.view.Parts().MovesTitle.Text,
			dialog:     modalText(dialog),
			fyneCancel: lang.L("Cancel"),
		}
	}
	en := take()
	if en.menu[0] != "Game" || en.turn != "Your move" || en.dialog == "" {
		t.Fatalf("English texts: %+v", en)
	}
	for _, tc := range []struct {
		tag, game, turn, title, cancel string
	}{
		{"kk", "Ойын", "Сіздің жүрісіңіз", "Жаңа ойын", ""},
		{"kk-Latn", "Oiyn", "Sızdıñ jürısıñız", "Jaña oiyn", ""},
		{"ky", "Оюн", "Сиздин жүрүш", "Жаңы оюн", ""},
		{"ru", "Игра", "Ваш ход", "Новая партия", ""},
		{"en", "Game", "Your move", "New game", "Cancel"},
	} {
		a.SetLanguage(tc.tag)
		got := take()
		if a.Settings().Language != tc.tag {
			t.Errorf("%s: the setting is %q", tc.tag, a.Settings().Language)
		}
		if got.menu[0] != tc.game && tc.game != "" {
			t.Errorf("%s: the Game menu is %q, want %q", tc.tag, got.menu[0], tc.game)
		}
		if got.turn != tc.turn {
			t.Errorf("%s: the status says %q, want %q", tc.tag, got.turn, tc.turn)
		}
		if title := dialog.Title(); title != a.loc.T("dialog.new_game.title") {
			t.Errorf("%s: the dialog's title is %q", tc.tag, title)
		}
		if got.fyneCancel != a.loc.T("fyne.cancel") {
			t.Errorf("%s: Fyne's Cancel is %q, want %q", tc.tag, got.fyneCancel, a.loc.T("fyne.cancel"))
		}
		if tc.tag == "en" {
			if got.dialog != en.dialog || strings.Join(got.menu, "|") != strings.Join(en.menu, "|") ||
				got.level != en.level || got.score != en.score || got.buttons != en.buttons {
				t.Errorf("back in English the texts differ:\n%+v\n%+v", got, en)
			}
			continue
		}
		// Every menu label (but the languages' own names), the status
		// line, the buttons and the dialog changed.
		names := map[string]bool{}
		for _, l := range i18n.Languages() {
			names[l.Name] = true
		}
		for i, l := range got.menu {
			if l == en.menu[i] && !names[l] {
				t.Errorf("%s: menu item %q did not change", tc.tag, l)
			}
		}
		if got.level == en.level || got.score == en.score || got.buttons == en.buttons || got.dialog == en.dialog {
			t.Errorf("%s: texts did not change:\n%+v\n%+v", tc.tag, got, en)
		}
		for _, s := range []string{got.turn, got.level, got.score, got.buttons, got.dialog} {
			if tc.tag == "kk-Latn" {
				if cyrillicWord.MatchString(s) {
					t.Errorf("%s: Cyrillic left in %q", tc.tag, s)
				}
			} else if latinWord.MatchString(s) {
				t.Errorf("%s: English left in %q", tc.tag, s)
			}
		}
	}
}

// latinWord finds a Latin word of two letters or more.
var latinWord = regexp.MustCompile(`[A-Za-z]{2,}`)

// cyrillicWord finds a Cyrillic letter.
var cyrillicWord = regexp.MustCompile(`\p{Cyrillic}`)

// uiCalls are the functions and methods whose string arguments reach the
// screen.
var uiCalls = map[string]bool{
	"NewLabel": true, "NewLabelWithStyle": true, "NewButton": true, "NewButtonWithIcon": true,
	"NewCheck": true, "NewRadioGroup": true, "NewSelect": true, "NewRichTextFromMarkdown": true,
	"NewRichTextWithText": true, "NewHyperlink": true, "NewCard": true, "NewTextGridFromString": true,
	"NewAccordionItem": true, "NewFormItem": true, "NewMenu": true, "NewMenuItem": true,
	"NewText": true, "NewWindow": true, "SetText": true, "SetTitle": true, "SetPlaceHolder": true,
	"SetConfirmText": true, "SetDismissText": true, "NewInformation": true, "ShowInformation": true,
	"NewError": true, "NewConfirm": true, "ShowConfirm": true, "NewCustom": true, "ShowCustom": true,
	"NewCustomConfirm": true, "NewCustomWithoutButtons": true, "SendNotification": true,
	"wrapped": true, "button": true, "primary": true, "ShowError": true,
	"Wrapped": true, "Bold": true, "Primary": true, "SetButtonText": true, // package screen's
}

// keyArgs are the window's own functions that take catalog keys, and which
// of their arguments are keys.
var keyArgs = map[string][]int{
	"T": {0}, "N": {0}, // the Localizer's
	"ShowMessage": {0}, "Confirm": {0, 1}, "chooseSave": {0},
	"item": {0}, // the table of actions' rows (table.go)
}

// callName returns the name of the function or method called.
func callName(c *ast.CallExpr) string {
	switch fun := c.Fun.(type) {
	case *ast.SelectorExpr:
		return fun.Sel.Name
	case *ast.Ident:
		return fun.Name
	}
	return ""
}

// visibleFields are struct fields that hold visible text.
var visibleFields = map[string]bool{"Text": true, "Label": true, "Title": true, "PlaceHolder": true, "title": true}

// formatVerb matches fmt verbs, which are not words.
var formatVerb = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z]`)

// TestNoVisibleLiterals scans the package's source: a string literal that
// reaches the screen (an argument of a widget constructor, SetText, a menu,
// a dialog; a Text or Label field) must be a catalog key (the argument of
// T or N) or hold no word at all.
func TestNoVisibleLiterals(t *testing.T) {
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	// The window's package and every package under it but the tests'
	// helpers (screentest, sessiontest, internal/golden).
	for _, pattern := range []string{"*.go", "*/*.go", "*/*/*.go"} {
		more, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, more...)
	}
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || strings.Contains(name, "test/") || strings.HasPrefix(name, "internal/") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		// checkLit reports a literal that holds a word.
		checkLit := func(lit *ast.BasicLit, where string) {
			s, err := strconv.Unquote(lit.Value)
			if err != nil {
				return
			}
			checked++
			s = formatVerb.ReplaceAllString(s, "")
			if strings.IndexFunc(s, unicode.IsLetter) >= 0 {
				t.Errorf("%s: %s shows the literal %s; use a catalog key", fset.Position(lit.Pos()), where, lit.Value)
			}
		}
		// checkExpr checks the literals inside an expression, except the
		// keys passed to T and N, which must be in the catalog.
		var checkExpr func(e ast.Expr, where string)
		checkExpr = func(e ast.Expr, where string) {
			ast.Inspect(e, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.FuncLit:
					return false // its body is scanned on its own
				case *ast.KeyValueExpr:
					checkExpr(n.Value, where) // a template's field names are not shown
					return false
				case *ast.CallExpr:
					keys := keyArgs[callName(n)]
					if len(keys) == 0 {
						return true
					}
					for i, arg := range n.Args {
						if slices.Contains(keys, i) {
							checkKey(t, fset, loc, arg)
						} else {
							checkExpr(arg, where)
						}
					}
					return false
				case *ast.BasicLit:
					if n.Kind == token.STRING {
						checkLit(n, where)
					}
				}
				return true
			})
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				name := callName(n)
				for _, i := range keyArgs[name] {
					if i < len(n.Args) {
						checkKey(t, fset, loc, n.Args[i])
					}
				}
				if uiCalls[name] {
					for _, arg := range n.Args {
						checkExpr(arg, name)
					}
				}
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok && visibleFields[id.Name] {
					checkExpr(n.Value, id.Name)
				}
			case *ast.CompositeLit:
				// Rows of texts such as the shortcuts table: [][2]string{...}.
				if at, ok := n.Type.(*ast.ArrayType); ok {
					if inner, ok := at.Elt.(*ast.ArrayType); ok {
						if id, ok := inner.Elt.(*ast.Ident); ok && id.Name == "string" {
							checkExpr(n, "a table of texts")
						}
					}
				}
			}
			return true
		})
	}
	if checked < 20 {
		t.Fatalf("only %d literals checked: the scan is broken", checked)
	}
}

// checkKey checks that a literal key given to T or N is in the catalog.
// A key built at run time ("level." + key) is checked where it is built.
func checkKey(t *testing.T, fset *token.FileSet, loc *i18n.Localizer, e ast.Expr) {
	t.Helper()
	switch e := e.(type) {
	case *ast.BasicLit:
		key, err := strconv.Unquote(e.Value)
		if err != nil || e.Kind != token.STRING {
			t.Errorf("%s: a key must be a string", fset.Position(e.Pos()))
		} else if !loc.Has(key) {
			t.Errorf("%s: key %q is not in the catalog", fset.Position(e.Pos()), key)
		}
	case *ast.BinaryExpr:
		// "prefix." + variable: the prefix must start some key.
		if lit, ok := e.X.(*ast.BasicLit); ok {
			prefix, _ := strconv.Unquote(lit.Value)
			found := false
			for _, k := range loc.Keys() {
				if strings.HasPrefix(k, prefix) {
					found = true
					break
				}
			}
			if !found {
				t.Errorf("%s: no key starts with %q", fset.Position(lit.Pos()), prefix)
			}
		}
	}
}

// TestKeysUsed: every key the window builds at run time is in the catalog.
func TestKeysUsed(t *testing.T) {
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	for level := 1; level <= 7; level++ {
		if key := "level." + session.LevelKey(level); !loc.Has(key) {
			t.Errorf("no key %q", key)
		}
	}
	for _, page := range loc.HelpPages() {
		if !loc.Has("help." + page) {
			t.Errorf("no key help.%s", page)
		}
		if loc.Help(page) == "" {
			t.Errorf("no help page %q", page)
		}
	}
}
