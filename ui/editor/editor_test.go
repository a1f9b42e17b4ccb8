package editor

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

func TestProblems(t *testing.T) {
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	ru, err := i18n.New("ru")
	if err != nil {
		t.Fatal(err)
	}
	start := game.Start()
	with := func(f func(p *game.Position)) game.Position {
		p := start
		f(&p)
		return p
	}
	tests := []struct {
		name string
		pos  game.Position
		want []string // English texts of the problems, in order
		ru   string   // the first problem in Russian
	}{
		{"the start", start, nil, ""},
		{"a stone too many", with(func(p *game.Position) { p.Holes[0]++ }),
			[]string{"There are 163 stones in all; the game has 162."}, "Всего 163 кумалака, а в игре их 162."},
		{"one stone", with(func(p *game.Position) { p.Holes = [18]uint8{}; p.Kazans = [2]uint8{1, 0} }),
			[]string{"There is 1 stone in all; the game has 162."}, "Всего 1 кумалак, а в игре их 162."},
		{"a tuzdyk on hole 9", with(func(p *game.Position) {
			p.Tuzdyks[game.White] = 9
			p.Kazans[game.White] += p.Holes[game.RingIndex(game.Black, 9)]
			p.Holes[game.RingIndex(game.Black, 9)] = 0
		}), []string{"White: a tuzdyk cannot be on the opponent's hole 9."}, "Белые: туздык не может быть в 9-й лунке соперника."},
		{"stones in a tuzdyk", with(func(p *game.Position) { p.Tuzdyks[game.Black] = 3 }),
			[]string{"Black's tuzdyk on hole 3 must hold no stones."}, "Чёрные: в туздыке (лунка 3) не может быть кумалаков."},
		{"both tuzdyks on the same number", with(func(p *game.Position) {
			p.Tuzdyks = [2]uint8{4, 4}
			p.Kazans[game.White] += 9
			p.Kazans[game.Black] += 9
			p.Holes[game.RingIndex(game.Black, 4)] = 0
			p.Holes[game.RingIndex(game.White, 4)] = 0
		}), []string{"Both tuzdyks are on hole 4: they cannot have the same number."}, "Оба туздыка в лунке 4: у них не может быть одинаковый номер."},
		{"two problems", with(func(p *game.Position) { p.Tuzdyks[game.White] = 2; p.Kazans[game.White] = 5 }),
			[]string{"There are 167 stones in all; the game has 162.", "White's tuzdyk on hole 2 must hold no stones."}, ""},
		{"a valid tuzdyk", with(func(p *game.Position) {
			p.Tuzdyks[game.Black] = 6
			p.Kazans[game.Black] += 9
			p.Holes[game.RingIndex(game.White, 6)] = 0
		}), nil, ""},
	}
	for _, tt := range tests {
		got := Problems(tt.pos, loc)
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
		if tt.ru != "" {
			if p := Problems(tt.pos, ru); len(p) == 0 || p[0] != tt.ru {
				t.Errorf("%s in Russian: %v", tt.name, p)
			}
		}
		// What the checks accept, the rules accept.
		if _, err := game.ParseTFEN(tt.pos.TFEN()); (err == nil) != (len(tt.want) == 0) {
			t.Errorf("%s: ParseTFEN says %v", tt.name, err)
		}
	}
}

type played struct {
	pos      game.Position
	opponent int
	n        int
}

func newEditor(t *testing.T) (*Mode, *screentest.Fake, *played) {
	t.Helper()
	f := screentest.New(t, "en")
	got := &played{}
	m := New(f.Env, Config{
		Start:     game.Start(),
		Opponents: func() []string { return []string{"Beginner", "Novice"} },
		Play:      func(p game.Position, opp int) { *got = played{p, opp, got.n + 1} },
	})
	f.Window.SetContent(m.BoardView())
	f.Window.Resize(fyne.NewSize(800, 480))
	return m, f, got
}

// TestEditOnTheBoard sets stones on the board by clicks, right clicks, the
// wheel and typing, with the live check, then a position by pasting a
// TFEN, and plays from it.
func TestEditOnTheBoard(t *testing.T) {
	m, f, got := newEditor(t)
	b, l := m.Board(), m.layer
	at := func(side game.Side, n int) fyne.Position { return b.HoleCenter(side, n) }
	test.TapSecondaryAt(l, at(game.White, 3)) // one stone too few
	l.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at(game.White, 2)}, Scrolled: fyne.Delta{DY: 1}})
	test.TapAt(l, at(game.White, 1)) // one too many
	if p := m.Position(); p.Holes[0] != 10 || p.Holes[1] != 10 || p.Holes[2] != 8 || b.GamePosition() != p {
		t.Fatalf("holes %v; the board shows %v", p.Holes, b.GamePosition().Holes)
	}
	if f.Window.Canvas().Focused() != l || l.focus != holeSpot(game.White, 1) {
		t.Fatalf("the keyboard is on %v (%T)", l.focus, f.Window.Canvas().Focused())
	}
	test.Type(l, "1") // typing goes to the hole clicked last
	if p := m.Position(); p.Holes[0] != 1 || p.Kazans[0] != 0 {
		t.Fatalf("typing: hole 1 %d, kazan %d", p.Holes[0], p.Kazans[0])
	}
	test.TapAt(l, b.KazanCenter(game.White)) // the kazan: one stone, then typed
	test.Type(l, "12")
	if m.Position().Kazans[0] != 12 || !strings.Contains(m.check.Text, "166 stones") || !m.playBtn.Disabled() {
		t.Fatalf("after typing: kazan %d, %q, play disabled %v", m.Position().Kazans[0], m.check.Text, m.playBtn.Disabled())
	}
	l.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	if m.Position().Kazans[0] != 1 {
		t.Errorf("Backspace left %d", m.Position().Kazans[0])
	}
	tfen := "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,1,0 79 80 - - 0"
	f.Env.Clipboard.SetContent(tfen)
	test.Tap(screentest.Button(m.Content(), "Paste"))
	if m.check.Text != "The position is valid." || m.playBtn.Disabled() || m.tfen.Text != tfen {
		t.Fatalf("after pasting: %q, tfen %q", m.check.Text, m.tfen.Text)
	}
	m.tfen.SetText("not a position")
	if m.check.Text != f.Env.Loc.T("editor.check.paste") || !m.playBtn.Disabled() {
		t.Errorf("a text that is no position: %q", m.check.Text)
	}
	m.tfen.SetText(tfen)
	m.sides.SetSelected("Black")
	if m.Position().ToMove != game.Black || !strings.HasSuffix(m.tfen.Text, " 1") {
		t.Errorf("Black to move: %v, tfen %q", m.Position().ToMove, m.tfen.Text)
	}
	m.sides.SetSelected("White")
	m.opp.SetSelectedIndex(2)
	test.Tap(m.playBtn)
	if got.n != 1 || got.pos.TFEN() != tfen || got.opponent != 2 {
		t.Errorf("played %d times from %s against %d", got.n, got.pos.TFEN(), got.opponent)
	}
}

// TestTuzdykFromTheMenu: a hole's menu makes it the opponent's tuzdyk (its
// stones go to the owner, who keeps one tuzdyk), refuses hole 9 and the
// opponent's number with the reason, and takes the tuzdyk away.
func TestTuzdykFromTheMenu(t *testing.T) {
	m, _, _ := newEditor(t)
	item := func(side game.Side, n int, i int) *fyne.MenuItem {
		t.Helper()
		items := m.menuItems(side, n)
		if i >= len(items) {
			t.Fatalf("the menu of %v %d has %d items", side, n, len(items))
		}
		return items[i]
	}
	it := item(game.Black, 3, 0)
	if it.Disabled || it.Label != "Make it White's tuzdyk" {
		t.Fatalf("item %q disabled %v", it.Label, it.Disabled)
	}
	it.Action()
	p := m.Position()
	if p.Tuzdyks[game.White] != 3 || p.Hole(game.Black, 3) != 0 || p.Kazans[game.White] != 9 || len(m.Problems()) != 0 {
		t.Fatalf("after the tuzdyk: %s, %v", p.TFEN(), m.Problems())
	}
	item(game.Black, 5, 0).Action() // White's tuzdyk moves
	if p := m.Position(); p.Tuzdyks[game.White] != 5 || p.Kazans[game.White] != 18 {
		t.Errorf("the tuzdyk did not move: %s", p.TFEN())
	}
	if it := item(game.Black, 9, 0); !it.Disabled || !strings.Contains(it.Label, "not on hole 9") {
		t.Errorf("hole 9 offered: %q disabled %v", it.Label, it.Disabled)
	}
	if it := item(game.White, 5, 0); !it.Disabled || !strings.Contains(it.Label, "White's tuzdyk has number 5") {
		t.Errorf("the mirror offered: %q disabled %v", it.Label, it.Disabled)
	}
	if it := item(game.Black, 5, 1); !it.Disabled {
		t.Error("an empty hole is offered to be emptied")
	}
	it = item(game.Black, 5, 0)
	if it.Label != "No tuzdyk here" {
		t.Fatalf("the tuzdyk's hole offers %q", it.Label)
	}
	it.Action()
	if p := m.Position(); p.Tuzdyks[game.White] != 0 {
		t.Errorf("the tuzdyk stayed: %s", p.TFEN())
	}
	item(game.White, 1, 1).Action() // empty the hole
	if p := m.Position(); p.Hole(game.White, 1) != 0 || !strings.Contains(strings.Join(m.Problems(), " "), "153 stones") {
		t.Errorf("after emptying: %s %v", p.TFEN(), m.Problems())
	}
}

// TestEditorTexts: the panel shows no message id and follows a change of
// language in place.
func TestEditorTexts(t *testing.T) {
	m, f, _ := newEditor(t)
	panel := m.Content()
	for _, tag := range []string{"ru", "kk", "en"} {
		if err := f.Env.Loc.SetLang(tag); err != nil {
			t.Fatal(err)
		}
		m.Relocalize()
		text := m.Title() + "\n" + screentest.Text(panel)
		if strings.Contains(text, "editor.") || !strings.Contains(text, f.Env.Loc.T("editor.help", keyCaps())) || !strings.Contains(text, f.Env.Loc.T("side.black")) {
			t.Errorf("%s:\n%s", tag, text)
		}
	}
	if m.Content() != panel {
		t.Error("the panel was rebuilt")
	}
}

// TestTypeTwoDigits: a hole takes two-digit counts typed on it, whatever
// was typed there before: after a click, a pause or an arrow, "15" is 15
// (it was 5 when "9" had been typed on the hole before: "915").
func TestTypeTwoDigits(t *testing.T) {
	m, _, _ := newEditor(t)
	b, l := m.Board(), m.layer
	now := time.Date(2025, 11, 2, 10, 0, 0, 0, time.UTC)
	l.now = func() time.Time { return now }
	hole := func() int { return int(m.Position().Holes[0]) }
	test.TapAt(l, b.HoleCenter(game.White, 1))
	test.Type(l, "9")
	for _, tt := range []struct {
		name   string
		before func()
		typed  string
		want   int
	}{
		{"after a click on the hole", func() { test.TapAt(l, b.HoleCenter(game.White, 1)) }, "15", 15},
		{"after a pause", func() { now = now.Add(2 * time.Second) }, "15", 15},
		{"after the arrows", func() {
			l.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
			l.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
		}, "21", 21},
		{"after Up", func() { l.TypedKey(&fyne.KeyEvent{Name: fyne.KeyUp}) }, "12", 12},
		{"three digits", func() { now = now.Add(2 * time.Second) }, "120", 120},
	} {
		tt.before()
		test.Type(l, tt.typed)
		if got := hole(); got != tt.want {
			t.Errorf("%s: %q typed on hole 1 sets %d, want %d", tt.name, tt.typed, got, tt.want)
		}
	}
}
