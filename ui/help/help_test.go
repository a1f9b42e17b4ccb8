package help

import (
	"image/color"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// newHost is a host of dialogs over a headless window in lang.
func newHost(t *testing.T, lang string) *dialogs.Host {
	t.Helper()
	fa := test.NewTempApp(t)
	loc, err := i18n.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	w := fa.NewWindow("")
	w.Resize(fyne.NewSize(1000, 640))
	t.Cleanup(w.Close)
	return dialogs.NewHost(w.Canvas(), loc)
}

// modalText returns every text of a dialog, its title first.
func modalText(m *dialogs.Modal) string {
	return m.Title() + "\n" + screentest.Text(m.Object())
}

// TestRulesPictures: Help → Rules draws the real board instead of the text
// diagram, in every language.
func TestRulesPictures(t *testing.T) {
	for _, tag := range []string{"en", "ru", "kk"} {
		h := newHost(t, tag)
		Show(h, "rules")
		m := h.Top()
		var boards []*board.Board
		var walk func(o fyne.CanvasObject)
		walk = func(o fyne.CanvasObject) {
			switch w := o.(type) {
			case *board.Board:
				boards = append(boards, w)
			case *fyne.Container:
				for _, c := range w.Objects {
					walk(c)
				}
			case *container.Scroll:
				walk(w.Content)
			}
		}
		walk(m.Object())
		if len(boards) != len(rulesPictures) {
			t.Errorf("%s: %d boards in the rules, want %d", tag, len(boards), len(rulesPictures))
		}
		if len(boards) > 0 && boards[0].GamePosition() != game.Start() {
			t.Errorf("%s: the first picture is not the start", tag)
		}
		text := modalText(m)
		if strings.Contains(text, "[ 9]") || strings.Contains(text, "```") {
			t.Errorf("%s: the text diagram is still there", tag)
		}
		for _, p := range rulesPictures {
			if !strings.Contains(text, h.Localizer().T(p.caption)) {
				t.Errorf("%s: no caption %s", tag, p.caption)
			}
		}
		m.Close()
	}
}

// TestPagesShortcutsAbout: every help page opens with its title and text
// and closes with Escape; the shortcuts list their keys and About names
// the version, the commit and the licence (a dash for what is unknown).
func TestPagesShortcutsAbout(t *testing.T) {
	h := newHost(t, "ru")
	loc := h.Localizer()
	for _, page := range loc.HelpPages() {
		Show(h, page)
		m := h.Top()
		if m == nil || m.Title() != loc.T("help."+page) || len(modalText(m)) < 200 {
			t.Fatalf("help page %q: %v", page, m)
		}
		h.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if h.Len() != 0 {
			t.Fatalf("help page %q: Escape left %d dialogs", page, h.Len())
		}
	}
	ShowShortcuts(h, []Key{{Cap: "N", Action: "menu.new"}, {Cap: "U", Action: "menu.undo"}})
	if text := modalText(h.Top()); !strings.Contains(text, "N\n"+loc.T("menu.new")) || !strings.Contains(text, "U\n"+loc.T("menu.undo")) {
		t.Errorf("shortcuts: %q", text)
	}
	tests := []struct {
		about About
		want  []string
	}{
		{About{Version: "1.2.3", Commit: "abc1234"}, []string{"1.2.3", "abc1234", "MIT"}},
		{About{}, []string{"–", "MIT"}},
		// The ladder counted and named, weakest first (it said "seven
		// levels" when there were fourteen).
		{About{Levels: func(*i18n.Localizer) []string {
			return []string{"Учащийся", "Средний", "Полная сила"}
		}}, []string{"уровней: 3", "от «Учащийся» до «Полная сила»", "Учащийся, Средний, Полная сила"}},
	}
	for _, tc := range tests {
		ShowAbout(h, tc.about)
		text := modalText(h.Top())
		for _, want := range tc.want {
			if !strings.Contains(text, want) {
				t.Errorf("About %+v lacks %q: %q", tc.about, want, text)
			}
		}
	}
}

// TestRulesClock: in every language the rules page's clock section says
// that the clock of the side to move starts once the stones are sown (the
// atsyrau sweep included), not when the move is played, and says it in
// that section; the resignation section names the keys Ctrl+R and Ctrl+D.
func TestRulesClock(t *testing.T) {
	for _, tc := range []struct {
		lang, sweep, switched, clock string
	}{
		{"en", "*atsyrau* sweep", "the moment a move is played", "clock"},
		{"kk", "атсырау кезіндегі таратуды", "жүріс жасалған сәтте", "сағат"},
		{"ky", "атсыз калгандагы таратууну", "жүрүш жасалган замат", "саат"},
		{"ru", "раздачу при атсырау", "в тот момент, когда ход сделан", "часы"},
	} {
		loc, err := i18n.New(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		var clock, resign string
		for _, sec := range strings.Split(loc.Help("rules"), "\n## ") {
			switch {
			case strings.Contains(sec, "3+2"):
				clock = sec
			case strings.Contains(sec, "200"):
				resign = sec
			}
		}
		if clock == "" || resign == "" {
			t.Fatalf("%s: no clock or resignation section in the rules", tc.lang)
		}
		if !strings.Contains(clock, tc.sweep) || strings.Contains(clock, tc.switched) {
			t.Errorf("%s: the clock section does not say the clock starts after the sowing: %q", tc.lang, clock)
		}
		if strings.Contains(strings.ToLower(resign), tc.clock) {
			t.Errorf("%s: the resignation section speaks of the clock: %q", tc.lang, resign)
		}
		if !strings.Contains(resign, "Ctrl+R") || !strings.Contains(resign, "Ctrl+D") {
			t.Errorf("%s: the resignation section does not name Ctrl+R and Ctrl+D: %q", tc.lang, resign)
		}
	}
}

// TestPagesFit: each help page, the shortcuts and About, in every
// language, in the lowest and the narrowest window the game opens in
// (1000×600, 800×1200), lie whole in the window: the pages' text wraps and
// scrolls, the rules' boards fit across, the shortcuts stand in the
// columns the window holds.
func TestPagesFit(t *testing.T) {
	for _, l := range i18n.Languages() {
		fa := test.NewTempApp(t)
		loc, err := i18n.New(l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		w := fa.NewWindow("")
		w.SetContent(canvas.NewRectangle(color.Transparent))
		t.Cleanup(w.Close)
		c := w.Canvas()
		h := dialogs.NewHost(c, loc)
		for _, size := range []fyne.Size{fyne.NewSize(1000, 600), fyne.NewSize(800, 1200)} {
			w.Resize(size)
			open := map[string]func(){
				"the shortcuts": func() {
					ShowShortcuts(h, []Key{{Cap: "Ctrl+Shift+S", Action: "menu.save_as"}, {Cap: "N", Action: "menu.new"}})
				},
				"About": func() {
					ShowAbout(h, About{Version: "1.2.3", Commit: "abc1234", Levels: func(loc *i18n.Localizer) []string {
						return []string{loc.T("level.learner"), loc.T("level.grandmaster")}
					}})
				},
			}
			for _, page := range loc.HelpPages() {
				open[page] = func() { Show(h, page) }
			}
			for name, show := range open {
				show()
				for _, f := range screentest.CanvasFaults(c) {
					t.Errorf("%s %v, %s: %v", l.Tag, size, name, f)
				}
				h.CloseAll()
			}
		}
	}
}

// TestMarkdownOpeners: a word emphasized right after an opening bracket or
// quote reads without a space after it (Fyne's markdown put one: "лунок (
// отау)"); the space between two words stays.
func TestMarkdownOpeners(t *testing.T) {
	for md, want := range map[string]string{
		"ряд из девяти лунок (*отау*), и *казан* — хранилище": "ряд из девяти лунок (отау), и казан — хранилище",
		"«*бастаушы*» и «`қостаушы`»":                         "«бастаушы» и «қостаушы»",
		"a word and *its* mark": "a word and its mark",
	} {
		var got strings.Builder
		for _, seg := range markdown(md).Segments {
			if p, ok := seg.(*widget.ParagraphSegment); ok {
				for _, in := range p.Texts {
					got.WriteString(in.Textual())
				}
				continue
			}
			got.WriteString(seg.Textual())
		}
		if got.String() != want {
			t.Errorf("%q reads %q, want %q", md, got.String(), want)
		}
	}
}
