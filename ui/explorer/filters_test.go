package explorer

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// filterSource answers with fewer games the narrower the filter, and
// keeps the filters it was asked with.
type filterSource struct {
	asked chan library.Filter
}

func (s *filterSource) Explore(ctx context.Context, p game.Position, f library.Filter) (library.Stats, error) {
	s.asked <- f
	n := 50
	switch {
	case f.MinRating > 0:
		n = 3
	case f.FromYear > 0 || f.ToYear > 0:
		n = 5
	case f.Player != "":
		n = 7
	case len(f.Collections) > 0:
		n = 20
	}
	return library.Stats{Games: n, WhiteWins: n, Moves: []library.MoveStats{{Move: 1, Games: n, WhiteWins: n}}}, nil
}

func (s *filterSource) Reached(ctx context.Context, p game.Position, f library.Filter, limit int) ([]library.GameInfo, error) {
	return nil, nil
}

func (s *filterSource) Collections(ctx context.Context) ([]string, error) {
	return []string{library.Masters, library.PlayOK, MyGames, library.Saved, "club-2024"}, nil
}

func (s *filterSource) ImportFileProgress(ctx context.Context, collection, path string, progress func(read, size int64)) (library.Report, error) {
	return library.Report{}, nil
}

// waitUI runs what the explorer hands the UI goroutine until done holds.
func waitUI(t *testing.T, ui uiQueue, what string, done func() bool) {
	t.Helper()
	deadline := time.After(20 * time.Second)
	for !done() {
		select {
		case f := <-ui:
			f()
		case <-deadline:
			t.Fatalf("%s: not shown", what)
		}
	}
}

// TestFilters: each filter control reaches the library's question and
// changes the counts shown; Clear sets them all off.
func TestFilters(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	src := &filterSource{asked: make(chan library.Filter, 8)}
	e := New(screen.Env{Loc: loc}, Config{Source: src, Library: src})
	defer e.Close()
	ui := make(uiQueue, 16)
	e.do = ui.do
	if e.FiltersShown() || e.f.toggle.Text != "Filters" {
		t.Errorf("filters shown %v, toggle %q; want folded under \"Filters\"", e.FiltersShown(), e.f.toggle.Text)
	}
	if e.f.importB.Visible() {
		t.Error("Import games… is offered without a file dialog")
	}
	e.Show(game.Start())
	head := func(n string) func() bool {
		return func() bool { return e.Head() == "Games that reached this position: "+n }
	}
	waitUI(t, ui, "the start", head("50"))
	if f := <-src.asked; !sameFilter(f, library.Filter{}) {
		t.Errorf("first question %+v, want no filter", f)
	}
	test.Tap(e.f.toggle)
	if !e.FiltersShown() {
		t.Fatal("the toggle does not show the filters")
	}
	waitUI(t, ui, "the collections", func() bool { return len(e.f.coll.Options) == 6 })
	if want := []string{"All", "Masters", "PlayOK games", "My games", "Saved games", "club-2024"}; !slices.Equal(e.f.coll.Options, want) {
		t.Errorf("collections offered %q, want %q", e.f.coll.Options, want)
	}
	steps := []struct {
		name  string
		do    func()
		count string
		want  library.Filter
	}{
		{"collection", func() { e.f.coll.SetSelected("club-2024") }, "20",
			library.Filter{Collections: []string{"club-2024"}}},
		{"player after a pause", func() { test.Type(e.f.player, "Korgol") }, "7",
			library.Filter{Collections: []string{"club-2024"}, Player: "Korgol"}},
		{"years on Enter", func() {
			test.Type(e.f.from, "2018")
			test.Type(e.f.to, "2020")
			e.f.to.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}, "5", library.Filter{Collections: []string{"club-2024"}, Player: "Korgol", FromYear: 2018, ToYear: 2020}},
		{"rating", func() { e.f.rating.SetSelected("1500") }, "3",
			library.Filter{Collections: []string{"club-2024"}, Player: "Korgol", FromYear: 2018, ToYear: 2020, MinRating: 1500}},
		{"clear", func() { test.Tap(e.f.clear) }, "50", library.Filter{}},
	}
	for _, s := range steps {
		s.do()
		waitUI(t, ui, s.name, head(s.count))
		var got library.Filter
		select {
		case got = <-src.asked:
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: the library was not asked", s.name)
		}
		if !sameFilter(got, s.want) || !sameFilter(e.Filter(), s.want) {
			t.Errorf("%s: asked %+v, explorer's filter %+v; want %+v", s.name, got, e.Filter(), s.want)
		}
	}
	if e.f.toggle.Text != "Filters" || e.f.player.Text != "" || e.f.from.Text != "" || e.f.coll.Selected != "All" || e.f.rating.Selected != "Any" {
		t.Errorf("after Clear: toggle %q, player %q, from %q, collection %q, rating %q",
			e.f.toggle.Text, e.f.player.Text, e.f.from.Text, e.f.coll.Selected, e.f.rating.Selected)
	}
	// SetFilter shows its filter in the controls; the toggle counts them.
	e.SetFilter(library.Filter{Collections: []string{library.Masters}, MinRating: 2000})
	if e.f.coll.Selected != "Masters" || e.f.rating.Selected != "2000" || e.f.toggle.Text != "Filters: 2" {
		t.Errorf("SetFilter shows collection %q, rating %q, toggle %q", e.f.coll.Selected, e.f.rating.Selected, e.f.toggle.Text)
	}
	// Closed, a filter changed asks nothing.
	e.Close()
	e.f.rating.SetSelected("1200")
	select {
	case f := <-src.asked:
		t.Errorf("closed, the explorer asked %+v", f)
	case <-time.After(50 * time.Millisecond):
	}
}

// TestImport imports a record file with a bad game into a small real
// library through the file dialog, twice: the games added, the game
// skipped by file and line, nothing added the second time; the new
// collection is offered and its filter counts its games.
func TestImport(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	dir := t.TempDir()
	lib, err := library.Open(ctx, filepath.Join(dir, "library.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	data, err := os.ReadFile("testdata/club.pgn")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "club.pgn")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var chosen int
	e := New(screen.Env{Loc: loc}, Config{Source: lib, Library: lib, ChooseFile: func(use func(string)) {
		chosen++
		use(path)
	}})
	defer e.Close()
	ui := make(uiQueue, 64)
	e.do = ui.do
	if !e.f.importB.Visible() {
		t.Fatal("no Import games… button")
	}
	e.Show(game.Start())
	waitUI(t, ui, "the start", func() bool { return e.Head() != loc.T("explorer.loading") })
	startHead := e.Head()
	for i, want := range []string{
		// The file repeats a game: added once.
		"Games added to “club”: 3.\nAlready in the collection: 1.\nGames skipped: 1\nclub.pgn:84: White, 11(23): the kazan then holds 22",
		"Nothing added: the 4 games of club.pgn are already in “club”.\nGames skipped: 1\nclub.pgn:84: White, 11(23): the kazan then holds 22",
	} {
		test.Tap(e.f.importB)
		if name, asking := e.AskingCollection(); chosen != i+1 || !asking || name != "club" || e.Importing() {
			t.Fatalf("import #%d: dialog asked %d times; collection asked %v, proposed %q; importing %v", i+1, chosen, asking, name, e.Importing())
		}
		if i == 0 {
			test.Tap(e.f.nameGo)
		} else {
			e.f.name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		}
		if _, asking := e.AskingCollection(); asking || !e.Importing() || !e.f.bar.Visible() {
			t.Fatalf("import #%d: dialog asked %d times, importing %v, progress shown %v", i+1, chosen, e.Importing(), e.f.bar.Visible())
		}
		if !strings.HasPrefix(e.ImportStatus(), "Importing club.pgn into “club”") {
			t.Errorf("import #%d: while importing %q", i+1, e.ImportStatus())
		}
		waitUI(t, ui, "the import", func() bool { return !e.Importing() })
		if got := e.ImportStatus(); got != want || e.f.bar.Visible() {
			t.Errorf("import #%d says %q, want %q", i+1, got, want)
		}
	}
	waitUI(t, ui, "the new collection", func() bool {
		return slices.Contains(e.f.coll.Options, "club") && e.Head() != loc.T("explorer.loading")
	})
	if e.Head() != startHead {
		t.Errorf("with every collection the start shows %q, before the import %q", e.Head(), startHead)
	}
	e.f.coll.SetSelected("club")
	waitUI(t, ui, "the collection", func() bool { return e.Head() == "Games that reached this position: 3" })
	if got := e.Filter().Collections; !slices.Equal(got, []string{"club"}) {
		t.Errorf("filter collections %q", got)
	}
	// Into a collection the player names: the games are new there.
	test.Tap(e.f.importB)
	e.SetImportCollection("  Club games ")
	e.ConfirmImport()
	waitUI(t, ui, "the import into a named collection", func() bool { return !e.Importing() })
	if got := e.ImportStatus(); !strings.HasPrefix(got, "Games added to “Club games”: 3.") {
		t.Errorf("import into a named collection says %q", got)
	}
	// Cancelled: nothing imported; a built-in name goes to the Library.
	test.Tap(e.f.importB)
	test.Tap(e.f.nameNo)
	if _, asking := e.AskingCollection(); asking || e.Importing() {
		t.Errorf("after Cancel: asking %v, importing %v", asking, e.Importing())
	}
	e.ConfirmImport() // nothing chosen: nothing happens
	if e.Importing() {
		t.Error("an import started with no file chosen")
	}
	test.Tap(e.f.importB)
	e.SetImportCollection("masters")
	e.ConfirmImport()
	waitUI(t, ui, "the import into the Masters' name", func() bool { return !e.Importing() })
	if got := e.ImportStatus(); !strings.HasPrefix(got, "Games added to “Library”: 3.") {
		t.Errorf("import named after the Masters says %q", got)
	}
	// The game skipped is told in the player's language (it was the
	// record reader's English in every language).
	for lang, want := range map[string]string{
		"ru": "club.pgn:84: Белые, 11(23): после хода в казане 22",
		"kk": "club.pgn:84: Бастаушы, 11(23): жүрістен кейін қазанда 22",
	} {
		loc, err := i18n.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		e := New(screen.Env{Loc: loc}, Config{Source: lib, Library: lib})
		e.do = ui.do
		e.ImportFile(path)
		waitUI(t, ui, "the import in "+lang, func() bool { return !e.Importing() })
		if got := e.ImportStatus(); !strings.HasSuffix(got, "\n"+want) {
			t.Errorf("%s: the import says %q, want its last line %q", lang, got, want)
		}
		e.Close()
	}
	// A file that cannot be read is told, naming it.
	path = filepath.Join(dir, "gone.pgn")
	test.Tap(e.f.importB)
	e.ConfirmImport()
	waitUI(t, ui, "the failed import", func() bool { return !e.Importing() })
	if got := e.ImportStatus(); !strings.HasPrefix(got, "gone.pgn could not be imported: ") || !strings.Contains(got, "no such file") {
		t.Errorf("import of a missing file says %q", got)
	}
}

// TestCollectionText: the built-in collections are named in the player's
// language, a long name is cut so that the panel keeps its width.
func TestCollectionText(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("ru")
	if err != nil {
		t.Fatal(err)
	}
	e := New(screen.Env{Loc: loc}, Config{Source: &filterSource{}})
	for _, tt := range []struct{ name, want string }{
		{"", "Все"},
		{library.Masters, "Мастера"},
		{library.PlayOK, "Партии PlayOK"},
		{library.Saved, "Сохранённые партии"},
		{MyGames, "Мои партии"},
		{library.DefaultLibrary, "Библиотека"},
		{"club-2024", "club-2024"},
		{"Чемпионат Казахстана 2019 года", "Чемпионат Казахст…"},
	} {
		if got := e.collectionText(tt.name); got != tt.want {
			t.Errorf("collectionText(%q) = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestCollectionFor(t *testing.T) {
	for _, tt := range []struct{ path, want string }{
		{"/home/a/club-2024.pgn", "club-2024"},
		{"C:/games/Турнир 2019.txt", "Турнир 2019"},
		{"/x/Masters.pgn", library.DefaultLibrary},
		{"/x/playok.pgn", library.DefaultLibrary},
		{"/x/my games.pgn", library.DefaultLibrary},
		{"/x/.pgn", library.DefaultLibrary},
		{"noext", "noext"},
	} {
		if got := CollectionFor(tt.path); got != tt.want {
			t.Errorf("CollectionFor(%q) = %q, want %q", tt.path, got, tt.want)
		}
	}
}
