package games

import (
	"errors"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// playOK is the 1,230 games of the PlayOK export, read once.
var playOK = sync.OnceValues(func() ([]*game.Game, error) {
	f, err := os.Open("../../game/testdata/playok-2025.pgn")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	games, bad, err := game.ReadGames(f)
	if err == nil && len(bad) > 0 {
		err = errors.Join(bad...)
	}
	return games, err
})

func loadPlayOK(t testing.TB) []*game.Game {
	t.Helper()
	games, err := playOK()
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 1230 {
		t.Fatalf("%d games", len(games))
	}
	return games
}

func summaries(games []*game.Game) []Game {
	out := make([]Game, len(games))
	for i, g := range games {
		out[i] = Game{White: g.Tag(game.TagWhite), Black: g.Tag(game.TagBlack), Date: g.Tag(game.TagDate),
			Result: g.Result(), Score: g.Outcome().Final, Plies: g.Len()}
	}
	return out
}

// opened records what the screen opened.
type opened struct {
	games  []*game.Game
	review []bool
}

func newMode(t testing.TB, lang string, games []*game.Game, o Config) (*Mode, *screentest.Fake, *opened) {
	t.Helper()
	f := screentest.New(t, lang)
	op := &opened{}
	if o.Games == nil {
		o.Games = summaries(games)
	}
	if o.Load == nil {
		o.Load = func(i int) (*game.Game, error) { return games[i], nil }
	}
	o.Open = func(g *game.Game, review bool) {
		op.games = append(op.games, g)
		op.review = append(op.review, review)
	}
	m := New(f.Env, o)
	f.Show(m, fyne.NewSize(1100, 700))
	return m, f, op
}

// want returns the games a search should show, found the plain way.
func want(games []Game, player, date string, result *game.Result) []int {
	var out []int
	datePrefix := strings.NewReplacer(".", "", "-", "", "/", "", " ", "").Replace(date)
	for i, g := range games {
		p := strings.ToLower(player)
		if p != "" && !strings.Contains(strings.ToLower(g.White), p) && !strings.Contains(strings.ToLower(g.Black), p) {
			continue
		}
		if !strings.HasPrefix(strings.ReplaceAll(g.Date, ".", ""), datePrefix) {
			continue
		}
		if result != nil && g.Result != *result {
			continue
		}
		out = append(out, i)
	}
	return out
}

// TestSearchPlayOK searches the 1,230 PlayOK games by player, date and
// result: the list shows exactly the games that match, in the file's
// order, and says how many of how many.
func TestSearchPlayOK(t *testing.T) {
	games := loadPlayOK(t)
	m, f, _ := newMode(t, "en", games, Config{})
	all := summaries(games)
	// the most frequent player, to search a real name
	count := map[string]int{}
	for _, g := range all {
		count[g.White]++
		count[g.Black]++
	}
	top := ""
	for name, n := range count {
		if n > count[top] || (n == count[top] && name < top) {
			top = name
		}
	}
	white, draw := game.WhiteWins, game.Draw
	tests := []struct {
		name           string
		player, date   string
		result         *game.Result
		atLeast, below int // the count expected lies in [atLeast, below)
	}{
		{"everything", "", "", nil, 1230, 1231},
		{"a player", top, "", nil, 50, 1230},
		{"a player in capitals", strings.ToUpper(top), "", nil, 50, 1230},
		{"part of a name", top[:3], "", nil, 50, 1231},
		{"a month", "", "2025.08", nil, 1, 1230},
		{"a month typed with a dash", "", "2025-08", nil, 1, 1230},
		{"a year", "", "2025", nil, 1, 1230},
		{"white won", "", "", &white, 400, 900},
		{"draws of a player", top, "", &draw, 0, 100},
		{"a player, a month and a result", top, "2025.08", &white, 0, 1230},
		{"nobody", "no such player here", "", nil, 0, 1},
		{"a date before the games", "", "1999", nil, 0, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m.Search(tt.player, tt.date, tt.result)
			got := m.Shown()
			exp := want(all, tt.player, tt.date, tt.result)
			if len(got) != len(exp) {
				t.Fatalf("%d games shown, want %d", len(got), len(exp))
			}
			for i := range got {
				if got[i] != exp[i] {
					t.Fatalf("game %d shown is %d, want %d", i, got[i], exp[i])
				}
			}
			if len(got) < tt.atLeast || len(got) >= tt.below {
				t.Fatalf("%d games: the search did not narrow as it should", len(got))
			}
			if m.list.Length() != len(got) {
				t.Fatalf("the list has %d rows for %d games", m.list.Length(), len(got))
			}
			text := screentest.Text(f.Window.Canvas().Content())
			if !strings.Contains(text, m.env.Loc.T("games.count", map[string]any{"Shown": len(got), "Total": 1230})) {
				t.Fatalf("no count in %q", text)
			}
			if (len(got) == 0) != m.empty.Visible() || (len(got) == 0 && m.empty.Text != m.env.Loc.T("games.none_match")) {
				t.Fatalf("empty notice %v %q for %d games", m.empty.Visible(), m.empty.Text, len(got))
			}
		})
	}
}

// TestChooseAndOpen: choosing a game shows its final position on the
// screen's board; Open and Review hand it to the window; the keys choose
// and open; a chosen game the search hides is chosen no more.
func TestChooseAndOpen(t *testing.T) {
	games := loadPlayOK(t)
	m, _, op := newMode(t, "en", games, Config{})
	if !m.open.Disabled() || !m.review.Disabled() {
		t.Fatal("Open offered with no game chosen")
	}
	m.Choose(7)
	if m.Chosen() != 7 || m.Board().GamePosition() != games[7].PositionAt(games[7].Len()) {
		t.Fatalf("chose %d; the board shows %s", m.Chosen(), m.Board().GamePosition().TFEN())
	}
	m.review.OnTapped()
	m.open.OnTapped()
	if len(op.games) != 2 || op.games[0] != games[7] || !op.review[0] || op.review[1] {
		t.Fatalf("opened %v, review %v", len(op.games), op.review)
	}
	// Down chooses the next game shown, Enter opens it
	m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if m.Chosen() != 8 || op.games[2] != games[8] {
		t.Fatalf("after Down and Enter: chosen %d", m.Chosen())
	}
	if m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) {
		t.Fatal("Escape is the window's")
	}
	// a search that keeps it keeps it chosen, where it now is
	g8 := m.opts.Games[8]
	m.Search(g8.White, "", nil)
	if m.Chosen() != 8 || m.list.Length() == 0 {
		t.Fatalf("chosen %d after a search that shows it", m.Chosen())
	}
	m.Search("no such player here", "", nil)
	if m.Chosen() != -1 || !m.open.Disabled() || m.Board().GamePosition() != game.Start() {
		t.Fatalf("chosen %d after a search that hides it; the board shows %s", m.Chosen(), m.Board().GamePosition().TFEN())
	}
}

// TestSavedGames: the names the window gives are shown and searched in
// the current language; Resume for a game that continues; Delete takes a
// game out and the others keep their numbers; a load that fails is told.
func TestSavedGames(t *testing.T) {
	mk := func(white, black string, r game.Result) *game.Game {
		g := game.NewGame(game.Start())
		g.SetTag(game.TagWhite, white)
		g.SetTag(game.TagBlack, black)
		g.SetTag(game.TagDate, "2026.01.15")
		for _, mv := range []game.Move{7, 3, 5} {
			if _, err := g.Play(mv); err != nil {
				t.Fatal(err)
			}
		}
		g.SetResult(r)
		return g
	}
	games := []*game.Game{mk("you", "computer:master", game.Ongoing), mk("Абай", "you", game.BlackWins), mk("Абай", "Бота", game.Draw)}
	broken := errors.New("gone")
	var failed []int
	var deleted []int
	m, _, _ := newMode(t, "ru", games, Config{
		Title: func() string { return "Сохранённые партии" },
		PlayerName: func(id string) string {
			return map[string]string{"you": "Вы", "computer:master": "Компьютер"}[id] + id
		},
		Resumable: func(i int) bool { return games[i].Result() == game.Ongoing },
		Delete: func(i int, removed func()) {
			deleted = append(deleted, i)
			removed()
		},
		Load: func(i int) (*game.Game, error) {
			if i == 2 {
				return nil, broken
			}
			return games[i], nil
		},
		Failed: func(i int, err error) { failed = append(failed, i) },
	})
	var rows []string
	for i := range m.list.Length() {
		item := m.list.CreateItem()
		m.list.UpdateItem(i, item)
		rows = append(rows, screentest.Text(item))
	}
	text := strings.Join(rows, "\n")
	for _, w := range []string{"Выyou – Компьютерcomputer:master", "Абай – Выyou", "Ничья", "2026.01.15 · ", "Ничья · 22:10\n2026.01.15 · 2 хода"} {
		if !strings.Contains(text, w) {
			t.Errorf("no %q in %q", w, text)
		}
	}
	m.Search("вы", "", nil)
	if got := m.Shown(); len(got) != 2 || got[0] != 0 || got[1] != 1 {
		t.Fatalf("search in Russian shows %v", got)
	}
	m.Search("", "", nil)
	m.Choose(0)
	if m.open.Text != m.env.Loc.T("saved.resume") {
		t.Fatalf("an unfinished game offers %q", m.open.Text)
	}
	m.Choose(1)
	if m.open.Text != m.env.Loc.T("games.open") {
		t.Fatalf("a finished game offers %q", m.open.Text)
	}
	m.del.OnTapped()
	if len(deleted) != 1 || deleted[0] != 1 {
		t.Fatalf("deleted %v", deleted)
	}
	if got := m.Shown(); len(got) != 2 || got[0] != 0 || got[1] != 2 || m.Chosen() != -1 {
		t.Fatalf("after Delete: shown %v, chosen %d", got, m.Chosen())
	}
	if !strings.Contains(m.count.Text, "2 из 2") {
		t.Fatalf("count %q", m.count.Text)
	}
	m.Choose(2)
	if len(failed) != 1 || failed[0] != 2 {
		t.Fatalf("failed %v", failed)
	}
}

// TestEmpty: no games says so.
func TestEmpty(t *testing.T) {
	m, _, _ := newMode(t, "kk", nil, Config{Games: []Game{}})
	if !m.empty.Visible() || m.empty.Text != m.env.Loc.T("saved.empty") || m.list.Length() != 0 {
		t.Fatalf("empty list: %v %q", m.empty.Visible(), m.empty.Text)
	}
	if m.del.Visible() {
		t.Fatal("Delete offered where nothing can be deleted")
	}
}

// BenchmarkMatch is the search itself over the 1,230 PlayOK games: one op
// matches every game against a player's name typed so far, a date and a
// result.
func BenchmarkMatch(b *testing.B) {
	m, name := benchMode(b)
	for i := 0; i < b.N; i++ {
		k := i % (len(name) + 1)
		m.match(name[:k], "2025.0", i%len(resultChoices))
	}
}

// BenchmarkSearch types a player's name letter by letter into the search
// over the 1,230 PlayOK games: one op is one keystroke as the window does
// it (the entry, the match, the count and the rows on screen redrawn).
func BenchmarkSearch(b *testing.B) {
	m, name := benchMode(b)
	for i := 0; i < b.N; i++ {
		k := i % (len(name) + 1)
		m.player.SetText(name[:k])
	}
}

// benchMode is the list of the PlayOK games and a name to type, the timer
// started.
func benchMode(b *testing.B) (*Mode, string) {
	m, _, _ := newMode(b, "en", loadPlayOK(b), Config{})
	b.ReportAllocs()
	b.ResetTimer()
	return m, "raisn"
}

// TestLoadingAndReached: a list whose games arrive later (SetGames) says it
// is reading them, and "Games that reached this position" shows only the
// games the search found, with the other searches, until it is switched off.
func TestLoadingAndReached(t *testing.T) {
	games := loadPlayOK(t)[:200]
	list := summaries(games)
	p := games[0].PositionAt(2)
	var asked int
	var answer func([]int)
	m, f, _ := newMode(t, "en", games, Config{
		Games:   []Game{},
		Loading: true,
		Reached: func(found func([]int)) { asked++; answer = found },
		At:      p,
	})
	loc := f.Env.Loc
	if !m.Loading() || !m.empty.Visible() || m.empty.Text != loc.T("explorerui.saved_loading") || len(m.Shown()) != 0 {
		t.Fatalf("while reading: loading %v, %q shown %v", m.Loading(), m.empty.Text, m.empty.Visible())
	}
	if m.reached == nil || m.reached.Text != loc.T("explorerui.reached") {
		t.Fatal("no “Games that reached this position”")
	}
	m.OnlyReached(true)
	if asked != 0 {
		t.Error("the position was searched before the games were read")
	}
	m.SetGames(list)
	if m.Loading() || asked != 1 {
		t.Fatalf("after SetGames: loading %v, searched %d times", m.Loading(), asked)
	}
	if len(m.Shown()) != 0 || m.empty.Text != loc.T("explorer.loading") {
		t.Errorf("before the search answered, %d games shown, %q", len(m.Shown()), m.empty.Text)
	}
	var at []int
	for i, g := range games {
		for ply := 0; ply <= g.Len(); ply++ {
			if g.PositionAt(ply) == p {
				at = append(at, i)
				break
			}
		}
	}
	if len(at) < 2 || len(at) == len(games) {
		t.Fatalf("%d of %d games reach the position: not a test", len(at), len(games))
	}
	answer(at)
	if got := m.Shown(); !equal(got, at) {
		t.Errorf("reached: shown %v, want %v", got, at)
	}
	if m.board.GamePosition() != p {
		t.Error("with no game chosen the board does not show the position searched for")
	}
	// With a player's search too: both hold.
	player := strings.ToLower(list[at[0]].White)
	m.Search(player, "", nil)
	var both []int
	for _, i := range want(list, player, "", nil) {
		if slices.Contains(at, i) {
			both = append(both, i)
		}
	}
	if got := m.Shown(); len(both) == 0 || !equal(got, both) {
		t.Errorf("reached and %q: shown %v, want %v", player, got, both)
	}
	m.Search("", "", nil)
	m.OnlyReached(false)
	if n := len(m.Shown()); n != len(list) {
		t.Errorf("switched off: %d shown, want %d", n, len(list))
	}
	if m.board.GamePosition() != game.Start() {
		t.Error("switched off, no game chosen: the board does not show the start")
	}
	// Switched on again, the answer known is used; an answer to an older
	// question is dropped.
	m.OnlyReached(true)
	if asked != 1 || !equal(m.Shown(), at) {
		t.Errorf("on again: searched %d times, shown %v", asked, m.Shown())
	}
	old := answer
	m.SetGames(list)
	old([]int{0})
	if len(m.Shown()) != 0 {
		t.Errorf("a stale answer was shown: %v", m.Shown())
	}
	answer(at)
	if !equal(m.Shown(), at) {
		t.Errorf("after new games: %v", m.Shown())
	}
	m.Close()
	answer([]int{1}) // after Close: nothing happens
}

func equal(a, b []int) bool { return slices.Equal(a, b) }

// TestLongNamesWrap: a row whose players have full names says them whole
// on as many lines as the list's width needs, the row as tall as its
// lines, in a narrow panel as in a wide one; a row that fits keeps the
// list's height of a row; nothing in the list is cut.
func TestLongNamesWrap(t *testing.T) {
	games := loadPlayOK(t)[:3]
	sums := summaries(games)
	sums[1].White, sums[1].Black = "Кажгалиев Темірлан Ерланұлы", "Сапарбекова Амира Нұрланқызы"
	m, f, _ := newMode(t, "kk", games, Config{Games: sums})
	for _, width := range []float32{660, 900, 1200} { // the panel about 330, 450 and 600 wide
		f.Window.Resize(fyne.NewSize(width, 700))
		c := f.Window.Canvas()
		screentest.Relayout(c)
		panel := c.Content().(*fyne.Container).Objects[1]
		for _, fault := range screentest.Faults(panel, panel.Size()) {
			t.Errorf("%v wide: %v", width, fault)
		}
		short, long := m.rowHeight(0), m.rowHeight(1)
		if width < 1000 && long <= short {
			t.Errorf("%v wide: the row of long names is %v tall, a short one %v", width, long, short)
		}
		if m.rowHeight(2) != short {
			t.Errorf("%v wide: two short rows are %v and %v tall", width, short, m.rowHeight(2))
		}
	}
}
