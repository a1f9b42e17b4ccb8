package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

func TestCheckSetup(t *testing.T) {
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
		var got []string
		for _, p := range checkSetup(tt.pos, loc) {
			got = append(got, p.text(loc))
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
		if tt.ru != "" {
			if p := checkSetup(tt.pos, ru); len(p) == 0 || p[0].text(ru) != tt.ru {
				t.Errorf("%s in Russian: %v", tt.name, p)
			}
		}
		// What the checks accept, the rules accept.
		if _, err := game.ParseTFEN(tt.pos.TFEN()); (err == nil) != (len(tt.want) == 0) {
			t.Errorf("%s: ParseTFEN says %v", tt.name, err)
		}
	}
}

// TestEditorPlayFromHere sets stones by clicks, the wheel and typing, with
// the live check, then a position by pasting a TFEN, and plays from it.
func TestEditorPlayFromHere(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	editor := h.a.openEditor()
	test.TapSecondary(editor.holes[2])                                       // one stone too few
	editor.holes[1].Scrolled(&fyne.ScrollEvent{Scrolled: fyne.Delta{DY: 1}}) // even
	test.Tap(editor.holes[0])                                                // one too many
	if editor.holes[0].Value() != 10 || editor.pos.Holes[1] != 10 || editor.pos.Holes[2] != 8 {
		t.Fatalf("holes %d %d %d", editor.holes[0].Value(), editor.pos.Holes[1], editor.pos.Holes[2])
	}
	focused := h.a.Window.Canvas().Focused() // the tap gave hole 1 the focus: typing goes there
	if focused != editor.holes[0] {
		t.Fatalf("focus on %T after the tap", focused)
	}
	test.Type(focused, "1")
	if editor.pos.Holes[0] != 1 || editor.pos.Kazans[0] != 0 {
		t.Fatalf("typing: hole 1 %d, kazan %d", editor.pos.Holes[0], editor.pos.Kazans[0])
	}
	test.Type(editor.kazans[0], "12")
	if editor.pos.Kazans[0] != 12 || !strings.Contains(editor.check.Text, "166 stones") || !editor.playBtn.Disabled() {
		t.Fatalf("after typing: %q, play disabled %v", editor.check.Text, editor.playBtn.Disabled())
	}
	tfen := "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,1,0 79 80 - - 0"
	h.a.App.Clipboard().SetContent(tfen)
	test.Tap(findButtonIn(editor.m.holder, "Paste"))
	if editor.check.Text != "The position is valid." || editor.playBtn.Disabled() || editor.tfen.Text != tfen {
		t.Fatalf("after pasting: %q, tfen %q", editor.check.Text, editor.tfen.Text)
	}
	test.Tap(editor.playBtn)
	h.settle()
	if got := h.a.Session.Position().TFEN(); got != tfen || !h.a.Session.TwoPlayers() {
		t.Errorf("playing from %s, two players %v", got, h.a.Session.TwoPlayers())
	}
	h.a.copyTFEN()
	if h.a.App.Clipboard().Content() != tfen {
		t.Errorf("Copy TFEN gave %q", h.a.App.Clipboard().Content())
	}
}
