package ui

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/explorer"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/games"
	"github.com/togyzkumalak/togyzkumalak/ui/modes"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// explorerFile is the small file the explorer's tests import.
const explorerFile = "testdata/playok-3.pgn"

// explorerHarness is a window whose games library holds the Masters and
// explorerFile in the collection "Test": a copy of explorerLibrary.
func explorerHarness(t *testing.T, chooser ...func(fyne.Window) filedialog.Chooser) *harness {
	t.Helper()
	data, err := explorerLibrary()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), library.FileName)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	o := harnessOptions{noStart: true}
	if len(chooser) > 0 {
		o.chooser = chooser[0]
	}
	h := newHarness(t, o)
	h.a.res.libraryPath = path
	h.a.Start()
	h.settle()
	return h
}

// explorerLibrary returns the bytes of a games library holding the test
// windows' built-in collections (testBuiltin) and explorerFile in the
// collection "Test", built once for the test binary and closed, so that
// the file is whole without its write-ahead log.
var explorerLibrary = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "ui-library-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, library.FileName)
	builtin, err := builtinFiles()
	if err != nil {
		return nil, err
	}
	lib, err := library.OpenWith(context.Background(), path, library.Options{Builtin: builtin})
	if err != nil {
		return nil, err
	}
	if _, err := lib.ImportFile(context.Background(), "Test", explorerFile); err != nil {
		lib.Close()
		return nil, err
	}
	if err := lib.Close(); err != nil {
		return nil, err
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		return nil, fmt.Errorf("the test library %s kept its write-ahead log", path)
	}
	return os.ReadFile(path)
})

// openExplorer opens the explorer through View → Opening explorer, asking
// the collection "Test" only.
func openExplorer(t *testing.T, h *harness) *modes.Explorer {
	t.Helper()
	for _, it := range menuItems(h.a.Window.MainMenu()) {
		if it.Label == h.a.loc.T("explorerui.menu") {
			it.Action()
		}
	}
	m, ok := h.a.modes.Mode().(*modes.Explorer)
	if !ok || m.Title() != "Opening explorer" {
		t.Fatalf("View → Opening explorer opened %T", h.a.modes.Mode())
	}
	m.SetFilter(library.Filter{Collections: []string{"Test"}})
	m.Ask()
	return m
}

// waitExplorer runs the UI queue until the explorer shows an answer.
func waitExplorer(t *testing.T, h *harness, m *modes.Explorer) {
	t.Helper()
	deadline := time.Now().Add(settleTimeout)
	for m.Head() == h.a.loc.T("explorer.loading") {
		if time.Now().After(deadline) {
			t.Fatal("the explorer shows no answer")
		}
		h.q.waitPost(time.Second)
		h.q.drain()
	}
}

// firstMoves counts the first moves of the games of explorerFile, as the
// explorer lists them: "Hole N — G (".
func firstMoves(t *testing.T) []string {
	t.Helper()
	f, err := os.Open(explorerFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, bad, err := game.ReadGames(f)
	if err != nil || len(bad) > 0 || len(games) != 3 {
		t.Fatalf("%s: %d games, bad %v, %v", explorerFile, len(games), bad, err)
	}
	count := map[game.Move]int{}
	for _, g := range games {
		if err := g.SetPly(g.Len()); err != nil {
			t.Fatal(err)
		}
		count[g.Moves()[0]]++
	}
	var out []string
	for m, n := range count {
		out = append(out, fmt.Sprintf("Hole %d — %d (", int(m), n))
	}
	slices.Sort(out)
	return out
}

// movePrefixes returns the explorer's move rows cut after their games.
func movePrefixes(m *modes.Explorer) []string {
	var out []string
	for _, s := range m.MoveTexts() {
		if i := strings.Index(s, "("); i >= 0 {
			s = s[:i+1]
		}
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

func TestExplorerAgainstComputerAndTwoPlayers(t *testing.T) {
	h := explorerHarness(t)
	want := firstMoves(t)

	// A game against the computer (the first start's): nothing but the hint
	// until "Follow the board" is on.
	if !h.a.Session.Snapshot().Sides.Human[game.White] || h.a.Session.Snapshot().Sides.TwoPlayers() {
		t.Fatal("the first game is not a person against the computer")
	}
	m := openExplorer(t, h)
	if !m.Follow().Visible() || m.Follow().Checked || !m.HintLabel().Visible() || m.Results().Visible() {
		t.Fatalf("against the computer: toggle shown %v on %v, hint %v, moves %v",
			m.Follow().Visible(), m.Follow().Checked, m.HintLabel().Visible(), m.Results().Visible())
	}
	if got := m.Head(); got != h.a.loc.T("explorer.loading") {
		t.Errorf("the explorer looked the position up with the toggle off: %q", got)
	}
	if m.TypedKey(keyEvent('9')) {
		t.Error("a hole key played through the hidden explorer")
	}
	m.Follow().SetChecked(true)
	waitExplorer(t, h, m)
	if m.HintLabel().Visible() || !m.Results().Visible() {
		t.Error("the toggle on does not show the moves")
	}
	if got := movePrefixes(m); !slices.Equal(got, want) {
		t.Errorf("start position, toggle on: moves %q, want %q", got, want)
	}
	m.Follow().SetChecked(false)
	if !m.HintLabel().Visible() || m.Results().Visible() {
		t.Error("the toggle off still shows the moves")
	}

	// A game of two players: the explorer follows freely, and a click on a
	// move plays it.
	h.a.modes.Close()
	h.newGame(dialogs.GameChoice{TwoPlayers: true})
	typeKey(h.a, &fyne.KeyEvent{Name: fyne.KeyE})
	m, ok := h.a.modes.Mode().(*modes.Explorer)
	if !ok {
		t.Fatalf("the key E opened %T", h.a.modes.Mode())
	}
	m.SetFilter(library.Filter{Collections: []string{"Test"}})
	m.Ask()
	waitExplorer(t, h, m)
	if m.Follow().Visible() || m.HintLabel().Visible() || !m.Results().Visible() {
		t.Error("two players: the toggle or the hint is shown")
	}
	if got := movePrefixes(m); !slices.Equal(got, want) {
		t.Fatalf("two players, start position: moves %q, want %q", got, want)
	}
	first := m.MoveTexts()[0]
	var hole int
	if _, err := fmt.Sscanf(first, "Hole %d", &hole); err != nil {
		t.Fatal(err)
	}
	b := findButtonText(m.Content(), first)
	if b == nil {
		t.Fatalf("no button %q", first)
	}
	test.Tap(b)
	h.settle()
	g := h.a.Session.Snapshot().Game()
	if g.Len() != 1 || g.Moves()[0] != game.Move(hole) {
		t.Fatalf("a click on %q: the game holds %v", first, g.Moves())
	}
	// The explorer follows to the new position.
	waitExplorer(t, h, m)
	if library.Key(h.a.Session.Snapshot().Shown) != m.Shown() {
		t.Error("the explorer did not follow the move played")
	}
}

func TestExplorerKeepsFinishedGamesAndOpensGames(t *testing.T) {
	h := explorerHarness(t)
	// A game of two players played to its end goes to My games.
	h.newGame(dialogs.GameChoice{TwoPlayers: true})
	g := finishedGame(t)
	for i, mv := range g.Moves() {
		if !h.a.Session.HumanMove(mv) {
			t.Fatalf("ply %d: %v refused", i, mv)
		}
		h.settle()
	}
	if !h.a.Session.Snapshot().LiveOver {
		t.Fatal("the game did not end")
	}
	h.a.res.library.Wait()
	st, err := h.a.res.library.Explore(context.Background(), game.Start(), library.Filter{Collections: []string{library.MyGames}})
	if err != nil {
		t.Fatal(err)
	}
	if st.Games != 1 || len(st.Moves) != 1 || st.Moves[0].Move != g.Moves()[0] {
		t.Errorf("My games after one finished game: %+v", st)
	}

	// A click on a game opens it for review at the position; the game
	// played stays behind it.
	live := h.a.Session.Snapshot().LiveGame()
	h.a.Session.Browse(0)
	m := openExplorer(t, h)
	waitExplorer(t, h, m)
	b := findButton(m.Content(), func(text string) bool { return strings.Contains(text, " – ") })
	if b == nil {
		t.Fatal("no game listed at the start position")
	}
	test.Tap(b)
	deadline := time.Now().Add(settleTimeout)
	for (h.a.Session.Snapshot().Phase != session.Record) && time.Now().Before(deadline) {
		h.q.waitPost(time.Second)
		h.q.drain()
	}
	if h.a.Session.Snapshot().Phase != session.Record {
		t.Fatal("a click on a game opened no record")
	}
	if ply, ok := h.a.Session.Snapshot().Browsing(); !ok || ply != 0 {
		t.Errorf("the record is shown at ply %d (%v), want 0", ply, ok)
	}
	if h.a.Session.Snapshot().LiveGame().Text() != live.Text() {
		t.Error("the game played was not kept behind the record")
	}
}

func TestExplorerLibraryProblem(t *testing.T) {
	for _, tt := range []struct {
		name string
		path func(dir string) string
		say  string // a part of what the window says
	}{
		{"read-only folder", func(dir string) string {
			file := filepath.Join(dir, "file")
			if err := os.WriteFile(file, nil, 0o644); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(file, "library.db") // its folder is a file
		}, "Could not save"},
		{"corrupt database", func(dir string) string {
			path := filepath.Join(dir, "library.db")
			if err := os.WriteFile(path, []byte(strings.Repeat("not a database ", 512)), 0o644); err != nil {
				t.Fatal(err)
			}
			return path // kept aside and rebuilt
		}, "Could not read"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noStart: true})
			path := tt.path(t.TempDir())
			h.a.res.libraryPath = path
			h.a.Start()
			h.settle()
			h.a.res.library.Wait()
			h.q.drain()
			top := h.a.dialogs.Top()
			if top == nil {
				t.Fatal("nothing said")
			}
			if text := modalText(top); !strings.Contains(text, tt.say) || !strings.Contains(text, path) {
				t.Errorf("the window says %q", text)
			}
			// The window works: the explorer answers from the built-in
			// collections (the test's few games), kept in memory.
			top.Close()
			h.newGame(dialogs.GameChoice{TwoPlayers: true})
			m := openExplorer(t, h)
			m.SetFilter(library.Filter{})
			m.Ask()
			waitExplorer(t, h, m)
			if len(m.MoveTexts()) == 0 {
				t.Errorf("no moves from the Masters: %q", m.Head())
			}
		})
	}
}

// findButtonText returns the button labelled text in o.
func findButtonText(o fyne.CanvasObject, text string) *widget.Button {
	return findButton(o, func(s string) bool { return s == text })
}

// findButton returns the first button in o whose text is chosen (a
// line of the explorer's lists: its button under its text).
func findButton(o fyne.CanvasObject, chosen func(string) bool) *widget.Button {
	if b, text, ok := explorer.RowOf(o); ok && chosen(text) {
		return b
	}
	switch v := o.(type) {
	case *widget.Button:
		if chosen(v.Text) {
			return v
		}
	case *fyne.Container:
		for _, c := range v.Objects {
			if b := findButton(c, chosen); b != nil {
				return b
			}
		}
	}
	return nil
}

// waitSaved runs the UI queue until the Saved games list has its games.
func waitSaved(t *testing.T, h *harness, gm *games.Mode) {
	t.Helper()
	deadline := time.Now().Add(settleTimeout)
	for gm.Loading() {
		if time.Now().After(deadline) {
			t.Fatal("the saved games were never listed")
		}
		h.q.waitPost(time.Second)
		h.q.drain()
	}
}

// TestSavedGamesFromLibrary: with a games library, Saved games is its view
// of the folder, read off the UI goroutine: the same entries, in the same
// order, as the folder read file by file (every game of a file of
// several), searched as before; "Games that reached this position" lists
// the games that reached the position on the board; Delete deletes the
// file and the library's view lets it go.
func TestSavedGamesFromLibrary(t *testing.T) {
	h := explorerHarness(t)
	a := h.a
	data, err := os.ReadFile(explorerFile)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(h.store.GamesDir(), "playok-3.pgn"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	h.tapHole(game.White, 7)
	h.settle()
	mine, err := h.store.SaveGame("mine", a.Session.Snapshot().Game())
	if err != nil {
		t.Fatal(err)
	}
	pos := a.Session.Snapshot().Shown
	want, problems := h.store.ListGames()
	if len(want) != 4 || len(problems) != 0 {
		t.Fatalf("the folder holds %d games (%v), want 4", len(want), problems)
	}

	t0 := time.Now()
	a.res.records.ShowSavedGames()
	gm, ok := a.modes.Mode().(*games.Mode)
	if !ok {
		t.Fatalf("Saved games opened %T", a.modes.Mode())
	}
	if !gm.Loading() {
		t.Error("the saved games were read on the UI goroutine")
	}
	waitSaved(t, h, gm)
	t.Logf("listed: %v", time.Since(t0))
	if got := gm.Shown(); len(got) != len(want) {
		t.Fatalf("%d games listed, want %d", len(got), len(want))
	}
	// Games that reached the position on the board (as it was when the
	// list opened), found independently.
	var reached []int
	for i, sg := range want {
		g, err := storage.LoadSavedGame(sg)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply <= g.Len(); ply++ {
			if g.PositionAt(ply) == pos {
				reached = append(reached, i)
				break
			}
		}
	}
	if len(reached) == 0 || len(reached) == len(want) {
		t.Fatalf("%d of %d games reach the position: not a test", len(reached), len(want))
	}
	gm.OnlyReached(true)
	deadline := time.Now().Add(settleTimeout)
	for !slices.Equal(gm.Shown(), reached) && time.Now().Before(deadline) {
		h.q.waitPost(time.Second)
		h.q.drain()
	}
	if got := gm.Shown(); !slices.Equal(got, reached) {
		t.Errorf("games that reached the position: %v, want %v", got, reached)
	}
	gm.OnlyReached(false)
	gm.Search("", "", nil)

	t.Logf("reached: %v", time.Since(t0))
	// The entries are the folder's, in its order: each opens as the game
	// the folder holds there.
	for i, sg := range want {
		gm.Choose(i)
		if gm.Chosen() != i {
			t.Fatalf("game %d cannot be chosen", i)
		}
		wantGame, err := storage.LoadSavedGame(sg)
		if err != nil {
			t.Fatal(err)
		}
		var opened *game.Game
		gm.Open(false)
		h.settle()
		opened = a.Session.Snapshot().Game()
		if opened.Len() != wantGame.Len() || opened.Tag(game.TagWhite) != wantGame.Tag(game.TagWhite) {
			t.Errorf("entry %d (%s game %d) opened %s with %d plies, want %s with %d", i, sg.Name, sg.Index+1,
				opened.Tag(game.TagWhite), opened.Len(), wantGame.Tag(game.TagWhite), wantGame.Len())
		}
		a.modes.Close()
		h.settle()
		a.res.records.ShowSavedGames()
		gm = a.modes.Mode().(*games.Mode)
		waitSaved(t, h, gm)
	}
	// The search is the one it had.
	gm.Search(want[1].White, "", nil)
	for _, i := range gm.Shown() {
		if want[i].White != want[1].White && want[i].Black != want[1].White {
			t.Errorf("a search for %q shows %s – %s", want[1].White, want[i].White, want[i].Black)
		}
	}
	gm.Search("", "", nil)

	t.Logf("opened: %v", time.Since(t0))
	// Delete: the file goes, and the library's view with it.
	del := slices.IndexFunc(want, func(sg storage.SavedGame) bool { return sg.Path == mine })
	gm.Choose(del)
	gm.Delete()
	a.dialogs.Top().Content().Enter() // confirm
	if _, err := os.Stat(mine); !os.IsNotExist(err) {
		t.Fatalf("the file is still there: %v", err)
	}
	if slices.Contains(gm.Shown(), del) || len(gm.Shown()) != len(want)-1 {
		t.Errorf("after Delete the list shows %v", gm.Shown())
	}
	lib, err := a.res.library.Library(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for {
		left, err := lib.FolderGames(context.Background(), library.Saved)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.ContainsFunc(left, func(fg library.FolderGame) bool { return fg.Path == mine }) && len(left) == len(want)-1 {
			break
		}
		if time.Now().After(deadline.Add(settleTimeout)) {
			t.Fatalf("the library still lists the deleted file: %d games", len(left))
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// nextMoves counts the moves played after the position p in the games of
// explorerFile, as the explorer lists them: "Hole N — G (".
func nextMoves(t *testing.T, p game.Position) []string {
	t.Helper()
	f, err := os.Open(explorerFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, _, err := game.ReadGames(f)
	if err != nil {
		t.Fatal(err)
	}
	count := map[game.Move]int{}
	for _, g := range games {
		for ply := 0; ply < g.Len(); ply++ {
			if g.PositionAt(ply) == p {
				count[g.Moves()[ply]]++
				break
			}
		}
	}
	var out []string
	for m, n := range count {
		out = append(out, fmt.Sprintf("Hole %d — %d (", int(m), n))
	}
	slices.Sort(out)
	return out
}

// prefixes returns an explorer's move rows cut after their games.
func prefixes(texts []string) []string {
	var out []string
	for _, s := range texts {
		if i := strings.Index(s, "("); i >= 0 {
			s = s[:i+1]
		}
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}

// waitQueue runs the UI queue until done holds.
func waitQueue(t *testing.T, h *harness, what string, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(settleTimeout)
	for !done() {
		if time.Now().After(deadline) {
			t.Fatalf("%s: never", what)
		}
		h.q.waitPost(time.Second)
		h.q.drain()
	}
}

// TestExplorerFollowsEditorAndReview: View → Opening explorer in the
// position editor shows the explorer under its fields, following the
// position set up (a click on a move sets up the position after it); in a
// review the explorer follows the plies looked at without being asked.
func TestExplorerFollowsEditorAndReview(t *testing.T) {
	h := explorerHarness(t)
	a := h.a
	ed := a.modes.Editor()
	x := a.modes.EditorExplorer()
	if x == nil || x.Visible() {
		t.Fatal("the editor's explorer is missing, or shown before it is asked for")
	}
	for _, it := range menuItems(a.Window.MainMenu()) {
		if it.Label == a.loc.T("explorerui.menu") {
			it.Action()
		}
	}
	if a.modes.Mode() != ed || !x.Visible() {
		t.Fatalf("View → Opening explorer in the editor: mode %T, explorer shown %v", a.modes.Mode(), x.Visible())
	}
	x.SetFilter(library.Filter{Collections: []string{"Test"}})
	x.Ask()
	loading := a.loc.T("explorer.loading")
	waitQueue(t, h, "the editor's explorer answers", func() bool { return x.Head() != loading })
	if got, want := prefixes(x.MoveTexts()), nextMoves(t, game.Start()); !slices.Equal(got, want) {
		t.Fatalf("start: %q, want %q", got, want)
	}
	// The position set up changes: the explorer follows.
	var first int
	if _, err := fmt.Sscanf(x.MoveTexts()[0], "Hole %d", &first); err != nil {
		t.Fatal(err)
	}
	p := game.Start().Apply(game.Move(first))
	ed.Set(p)
	waitQueue(t, h, "the explorer follows the editor", func() bool { return x.Shown() == library.Key(p) && x.Head() != loading })
	if got, want := prefixes(x.MoveTexts()), nextMoves(t, p); len(want) == 0 || !slices.Equal(got, want) {
		t.Fatalf("after hole %d: %q, want %q", first, got, want)
	}
	// A click on a move sets up the position after it.
	text := x.MoveTexts()[0]
	var hole int
	if _, err := fmt.Sscanf(text, "Hole %d", &hole); err != nil {
		t.Fatal(err)
	}
	test.Tap(findButtonText(x.Content(), text))
	if ed.Position() != p.Apply(game.Move(hole)) {
		t.Errorf("a click on %q set up %v", text, ed.Position())
	}
	waitQueue(t, h, "the explorer follows the move clicked", func() bool { return x.Shown() == library.Key(ed.Position()) })
	a.modes.Close()
	h.settle()

	// A review: the explorer follows freely.
	rec := finishedGame(t)
	a.Session.Open(rec, a.Settings().Level) // a finished record, as Open record opens it
	h.settle()
	typeKey(a, &fyne.KeyEvent{Name: fyne.KeyE})
	m, ok := a.modes.Mode().(*modes.Explorer)
	if !ok {
		t.Fatalf("the key E in a review opened %T", a.modes.Mode())
	}
	if m.Follow().Visible() || !m.Results().Visible() {
		t.Error("in a review the explorer waits for “Follow the board”")
	}
	for _, ply := range []int{0, 3, 1} {
		a.Session.Browse(ply)
		h.settle()
		want := library.Key(rec.PositionAt(ply))
		waitQueue(t, h, fmt.Sprintf("the explorer follows ply %d", ply), func() bool { return m.Shown() == want && m.Head() != loading })
	}
}

// answerDialog stands for the system's file dialog: it answers every
// request at once with path.
type answerDialog struct {
	path  string
	asked []filedialog.Options
}

func (d *answerDialog) Open(o filedialog.Options, done func(string, error)) {
	d.asked = append(d.asked, o)
	done(d.path, nil)
}

func (d *answerDialog) Save(o filedialog.Options, done func(string, error)) { done("", nil) }

// TestExplorerImportFromMenu: Records → Import games… opens the explorer
// and the file dialog, imports the file into a collection named after it
// in the background, says what it added, and offers the collection in the
// filter.
func TestExplorerImportFromMenu(t *testing.T) {
	d := &answerDialog{path: explorerFile}
	h := explorerHarness(t, func(fyne.Window) filedialog.Chooser { return d })
	a := h.a
	var imp *fyne.MenuItem
	for _, it := range menuItems(a.Window.MainMenu()) {
		if it.Label == a.loc.T("explorerui.import") {
			imp = it
		}
	}
	if imp == nil {
		t.Fatal("no Records → Import games…")
	}
	imp.Action()
	m, ok := a.modes.Mode().(*modes.Explorer)
	if !ok {
		t.Fatalf("Import games… opened %T, want the explorer", a.modes.Mode())
	}
	if len(d.asked) != 1 || d.asked[0].Title != "Import games…" || d.asked[0].Remember != "import" {
		t.Fatalf("file dialog asked %+v", d.asked)
	}
	if name, asking := m.AskingCollection(); !asking || name != "playok-3" {
		t.Fatalf("the collection asked %v, proposed %q; want playok-3", asking, name)
	}
	b := findButtonText(m.Content(), "Import")
	if b == nil {
		t.Fatal("no Import button under the collection's name")
	}
	test.Tap(b)
	waitQueue(t, h, "the import", func() bool { return !m.Importing() })
	if got, want := m.ImportStatus(), "Games added to “playok-3”: 3."; got != want {
		t.Errorf("import says %q, want %q", got, want)
	}
	m.ToggleFilters()
	waitQueue(t, h, "the new collection in the filter", func() bool {
		return slices.Contains(m.FilterCollections(), "playok-3")
	})
	// Again: nothing added, and said so.
	m.Import()
	m.ConfirmImport()
	waitQueue(t, h, "the second import", func() bool { return !m.Importing() })
	if got, want := m.ImportStatus(), "Nothing added: the 3 games of playok-3.pgn are already in “playok-3”."; got != want {
		t.Errorf("second import says %q, want %q", got, want)
	}
	// The filter on the new collection stays while the explorer follows
	// the board.
	only := library.Filter{Collections: []string{"playok-3"}}
	m.Follow().SetChecked(true)
	m.SetFilter(only)
	m.Ask()
	waitExplorer(t, h, m)
	if got := m.Head(); got != "Games that reached this position: 3" {
		t.Errorf("the new collection at the start: %q", got)
	}
	start := h.a.Session.Snapshot().Shown
	mv := start.LegalMoves()[0]
	if !h.a.Session.HumanMove(mv) {
		t.Fatalf("move %d not played", mv)
	}
	lib, err := a.res.library.Library(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	waitQueue(t, h, "the explorer follows the move", func() bool {
		return m.Shown() == library.Key(a.Session.Snapshot().Shown) && m.Head() != a.loc.T("explorer.loading")
	})
	st, err := lib.Explore(context.Background(), a.Session.Snapshot().Shown, only)
	if err != nil {
		t.Fatal(err)
	}
	want := a.loc.T("explorer.total", map[string]any{"Count": st.Games})
	if st.Games == 0 {
		want = a.loc.T("explorer.none")
	}
	if got := m.Filter(); !slices.Equal(got.Collections, only.Collections) || m.Head() != want {
		t.Errorf("after a move: filter %+v, head %q; want the filter kept and %q", got, m.Head(), want)
	}
}
