package library

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
)

// writeFolderFile writes games as the record file name of dir, with the
// given modification time.
func writeFolderFile(t *testing.T, dir, name string, modified time.Time, games ...*game.Game) string {
	t.Helper()
	var b strings.Builder
	for _, g := range games {
		b.WriteString(g.Text() + "\n")
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(path, modified, modified); err != nil {
		t.Fatal(err)
	}
	return path
}

// places lists a view's games as "name#index" in its order.
func places(games []FolderGame) []string {
	var out []string
	for _, fg := range games {
		out = append(out, filepath.Base(fg.Path)+"#"+string(rune('0'+fg.Index)))
	}
	return out
}

func TestSyncFolder(t *testing.T) {
	ctx := context.Background()
	l := openSmall(t)
	real := distinct(t, smallMasters(t))
	a, b, c, d := real[0], real[1], real[2], real[3]
	dir := t.TempDir()
	t0 := time.Date(2025, 3, 14, 12, 0, 0, 0, time.UTC)
	one := writeFolderFile(t, dir, "one.pgn", t0.Add(time.Hour), a)
	// A file of several games, the first of them also saved alone.
	multi := writeFolderFile(t, dir, "multi.pgn", t0, a, b, c)
	bad := filepath.Join(dir, "bad.pgn")
	if err := os.WriteFile(bad, []byte("[Event \"x\"]\n\n1. 10 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	paths := []string{one, multi, bad}

	skipped, err := l.SyncFolder(ctx, Saved, paths)
	if err != nil {
		t.Fatal(err)
	}
	if len(skipped) != 1 || skipped[0].File != bad {
		t.Errorf("skipped %v, want %s alone", skipped, bad)
	}
	list, err := l.FolderGames(ctx, Saved)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := places(list), []string{"one.pgn#0", "multi.pgn#0", "multi.pgn#1", "multi.pgn#2"}; !slices.Equal(got, want) {
		t.Fatalf("the view %q, want %q (newest file first, each file's games in order)", got, want)
	}
	for i, g := range []*game.Game{a, a, b, c} {
		fg := list[i]
		end := g.Clone()
		if err := end.SetPly(end.Len()); err != nil {
			t.Fatal(err)
		}
		wantIn := 3
		if i == 0 {
			wantIn = 1
		}
		if fg.White != g.Tag(game.TagWhite) || fg.Plies != g.Len() || fg.Result != end.Result() ||
			fg.Final != end.Outcome().Final || fg.InFile != wantIn || fg.Tags[game.TagEvent] != g.Tag(game.TagEvent) {
			t.Errorf("%s: %+v, want %s, %d plies, %v %v, %d in the file", places(list)[i], fg, g.Tag(game.TagWhite), g.Len(), end.Result(), end.Outcome().Final, wantIn)
		}
	}
	if list[0].ID != list[1].ID {
		t.Error("the same game in two files is two games of the collection")
	}
	if n := count(t, l, Saved); n != 3 {
		t.Errorf("the collection holds %d games, want 3", n)
	}

	// A second sync reads nothing again and adds nothing.
	if _, err := l.SyncFolder(ctx, Saved, paths); err != nil {
		t.Fatal(err)
	}
	again, err := l.FolderGames(ctx, Saved)
	if err != nil || !slices.Equal(places(again), places(list)) || count(t, l, Saved) != 3 {
		t.Errorf("after a second sync: %q, %d games, %v", places(again), count(t, l, Saved), err)
	}

	// Games that reached a position: the position after b's first ply.
	p := b.PositionAt(1)
	at, err := l.FolderReached(ctx, Saved, p)
	if err != nil {
		t.Fatal(err)
	}
	var want []FolderPlace
	for i, g := range []*game.Game{a, b, c} {
		for ply := 0; ply <= g.Len(); ply++ {
			if g.PositionAt(ply) == p {
				want = append(want, FolderPlace{multi, i})
				if i == 0 {
					want = append(want, FolderPlace{one, 0})
				}
				break
			}
		}
	}
	sortPlaces := func(s []FolderPlace) {
		slices.SortFunc(s, func(x, y FolderPlace) int {
			return strings.Compare(x.Path+string(rune(x.Index)), y.Path+string(rune(y.Index)))
		})
	}
	sortPlaces(at)
	sortPlaces(want)
	if len(want) == 0 || !slices.Equal(at, want) {
		t.Errorf("reached %v, want %v", at, want)
	}

	// A file changed is read again; a file deleted leaves the view.
	writeFolderFile(t, dir, "one.pgn", t0.Add(2*time.Hour), d)
	if err := os.Remove(multi); err != nil {
		t.Fatal(err)
	}
	if _, err := l.SyncFolder(ctx, Saved, []string{one}); err != nil {
		t.Fatal(err)
	}
	after, err := l.FolderGames(ctx, Saved)
	if err != nil {
		t.Fatal(err)
	}
	if len(after) != 1 || after[0].Path != one || after[0].White != d.Tag(game.TagWhite) || after[0].Plies != d.Len() {
		t.Errorf("after a change and a deletion: %q %+v", places(after), after)
	}
	if at, err := l.FolderReached(ctx, Saved, p); err != nil || slices.ContainsFunc(at, func(fp FolderPlace) bool { return fp.Path == multi }) {
		t.Errorf("the deleted file's games still reach the position: %v %v", at, err)
	}
	// The games no file holds left the collection, its index and its
	// openings' counts: the explorer counts d alone.
	if n := count(t, l, Saved); n != 1 {
		t.Errorf("the collection holds %d games, want d alone", n)
	}
	checkWhole(t, l)
	for _, q := range []game.Position{game.Start(), b.PositionAt(1), d.PositionAt(3)} {
		st, err := l.Explore(ctx, q, Filter{Collections: []string{Saved}})
		if err != nil {
			t.Fatal(err)
		}
		want := independent([]*game.Game{d}, q, func(*game.Game) bool { return true })
		if st.Games != want.Games || len(st.Moves) != len(want.Moves) {
			t.Errorf("%v: the explorer counts %+v, want %+v", q, st, want)
		}
	}
}

func TestFolderGamesNothingSynced(t *testing.T) {
	l := openSmall(t)
	list, err := l.FolderGames(context.Background(), Saved)
	if err != nil || len(list) != 0 {
		t.Errorf("FolderGames before any sync: %v, %v", list, err)
	}
	at, err := l.FolderReached(context.Background(), Saved, game.Start())
	if err != nil || len(at) != 0 {
		t.Errorf("FolderReached before any sync: %v, %v", at, err)
	}
}

// folderOf writes the record files of a built-in set into a folder, as
// saved games (the embedded set: the 2018 events and the PlayOK export,
// 1,972 games), the 2018 file first.
func folderOf(b testing.TB, set builtinSet) []string {
	files, err := set.files()
	if err != nil {
		b.Fatal(err)
	}
	dir := b.TempDir()
	var paths []string
	for _, f := range files {
		path := filepath.Join(dir, f.Name)
		if err := os.WriteFile(path, f.Data, 0o644); err != nil {
			b.Fatal(err)
		}
		paths = append(paths, path)
	}
	return paths
}

// BenchmarkSavedGamesView is what opening Saved games costs with the two
// real files in the folder: the sync that finds nothing changed and the
// list of the 1,972 games (storage.ListGames read them in 0.82 s).
func BenchmarkSavedGamesView(b *testing.B) {
	ctx := context.Background()
	l := openTemp(b)
	paths := folderOf(b, embeddedBuiltin())
	if _, err := l.SyncFolder(ctx, Saved, paths); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := l.SyncFolder(ctx, Saved, paths); err != nil {
			b.Fatal(err)
		}
		list, err := l.FolderGames(ctx, Saved)
		if err != nil || len(list) != 1972 {
			b.Fatalf("%d games, %v", len(list), err)
		}
	}
}

// BenchmarkSavedGamesFirstSync is the first sync of the two real files:
// what the window does once in the background.
func BenchmarkSavedGamesFirstSync(b *testing.B) {
	ctx := context.Background()
	paths := folderOf(b, embeddedBuiltin())
	for b.Loop() {
		b.StopTimer()
		l := openTemp(b)
		b.StartTimer()
		if _, err := l.SyncFolder(ctx, Saved, paths); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSavedGamesReached is "Games that reached this position" over
// the two real files, at the start (every game) and after 4 plies of the
// first 2018 game.
func BenchmarkSavedGamesReached(b *testing.B) {
	ctx := context.Background()
	l := openTemp(b)
	paths := folderOf(b, embeddedBuiltin())
	if _, err := l.SyncFolder(ctx, Saved, paths); err != nil {
		b.Fatal(err)
	}
	first := mastersGames(b)["tournaments-2018.pgn"][0]
	for _, bc := range []struct {
		name string
		p    game.Position
	}{{"start", game.Start()}, {"ply4", first.PositionAt(4)}} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				at, err := l.FolderReached(ctx, Saved, bc.p)
				if err != nil || len(at) == 0 {
					b.Fatalf("%d games, %v", len(at), err)
				}
			}
		})
	}
}

// rssMB is the process's resident memory in MiB from /proc (0 where
// there is none).
func rssMB(field string) float64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range strings.Lines(string(data)) {
		if rest, ok := strings.CutPrefix(line, field+":"); ok {
			var kb float64
			fmt.Sscan(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), &kb)
			return kb / 1024
		}
	}
	return 0
}

// BenchmarkLibraryMemory reports what the window's library holds: the Go
// heap (HeapAlloc after a GC) and the process's resident memory (SQLite's
// pages live outside Go's heap) added by a first open (the Masters built)
// and by the Saved games view of the two real files synced and listed,
// and the process's peak. The whole window's budget is 300 MB.
func BenchmarkLibraryMemory(b *testing.B) {
	ctx := context.Background()
	paths := folderOf(b, embeddedBuiltin())
	heap := func() float64 {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return float64(ms.HeapAlloc) / (1 << 20)
	}
	var heapListed, rssOpened, rssListed float64
	for b.Loop() {
		base, rss := heap(), rssMB("VmRSS")
		l, err := Open(ctx, filepath.Join(b.TempDir(), FileName))
		if err != nil {
			b.Fatal(err)
		}
		rssOpened = rssMB("VmRSS") - rss
		if _, err := l.SyncFolder(ctx, Saved, paths); err != nil {
			b.Fatal(err)
		}
		list, err := l.FolderGames(ctx, Saved)
		if err != nil || len(list) != 1972 {
			b.Fatalf("%d games, %v", len(list), err)
		}
		heapListed, rssListed = heap()-base, rssMB("VmRSS")-rss
		runtime.KeepAlive(list)
		l.Close()
	}
	b.ReportMetric(heapListed, "MB-heap-listed")
	b.ReportMetric(rssOpened, "MB-rss-opened")
	b.ReportMetric(rssListed, "MB-rss-listed")
	b.ReportMetric(rssMB("VmHWM"), "MB-rss-peak")
}

// TestSyncFolderRemoval: games that leave the folder (a file deleted, a
// file changed) leave every part of the library: after the sync, every
// lookup equals an independent count over the games that remain, at the
// start and after 4, 20, 40 and 60 plies (openings' tables, positions
// promoted from the deep index, the deep index), with and without filters.
func TestSyncFolderRemoval(t *testing.T) {
	ctx := context.Background()
	l := openSmall(t)
	masters := smallMasters(t)
	all := distinct(t, masters)
	first := masters["tournaments-2018.pgn"][0]
	var long *game.Game
	for _, g := range all {
		if g.Len() > 70 {
			long = g
			break
		}
	}
	// Saved copies that are not the Masters' games (another event), so
	// that each counts as a game of its own.
	saved := func(games []*game.Game, event string) []*game.Game {
		var out []*game.Game
		for i, g := range games {
			c := g.Clone()
			c.SetTag(game.TagEvent, fmt.Sprintf("%s %d", event, i))
			out = append(out, c)
		}
		return out
	}
	copies := func(n int, event string) []*game.Game {
		return saved(slices.Repeat([]*game.Game{long}, n), event)
	}
	t0 := time.Date(2025, 3, 14, 12, 0, 0, 0, time.UTC)
	dir := t.TempDir()
	files := map[string][]*game.Game{
		"2018.pgn":    saved(masters["tournaments-2018.pgn"][:30], "Saved 2018"),
		"playok.pgn":  saved(masters["playok-2025.pgn"], "Saved PlayOK"),
		"copies1.pgn": copies(30, "Copy A"),
		"copies2.pgn": copies(30, "Copy B"),
	}
	var paths []string
	for name, games := range files {
		paths = append(paths, writeFolderFile(t, dir, name, t0, games...))
	}
	if _, err := l.SyncFolder(ctx, Saved, paths); err != nil {
		t.Fatal(err)
	}
	p40 := long.PositionAt(40)
	var promoted int
	if err := l.db.QueryRowContext(ctx, "SELECT count(*) FROM occ WHERE key=?", dbKey(p40)).Scan(&promoted); err != nil || promoted < 60 {
		t.Fatalf("%d index rows at ply 40 of the copied game, want the 60 copies promoted (%v)", promoted, err)
	}
	// A file deleted, another cut to its first 10 games, a third to 5.
	for _, name := range []string{"playok.pgn", "copies2.pgn"} {
		if err := os.Remove(filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	files["2018.pgn"] = files["2018.pgn"][:10]
	files["copies1.pgn"] = files["copies1.pgn"][:5]
	paths = nil
	for _, name := range []string{"2018.pgn", "copies1.pgn"} {
		paths = append(paths, writeFolderFile(t, dir, name, t0.Add(time.Hour), files[name]...))
	}
	if _, err := l.SyncFolder(ctx, Saved, paths); err != nil {
		t.Fatal(err)
	}
	remain := append(slices.Clone(files["2018.pgn"]), files["copies1.pgn"]...)
	if n := count(t, l, Saved); n != len(remain) {
		t.Fatalf("Saved games holds %d games, want %d", n, len(remain))
	}
	checkWhole(t, l)
	var staged int
	if err := l.db.QueryRowContext(ctx, "SELECT (SELECT count(*) FROM stage) + (SELECT count(*) FROM tstage) + (SELECT count(*) FROM dstage)").Scan(&staged); err != nil || staged != 0 {
		t.Errorf("%d staged rows left (%v)", staged, err)
	}
	isSaved := func(g *game.Game) bool { return slices.Contains(remain, g) }
	everything := append(slices.Clone(all), remain...)
	player := first.Tag(game.TagWhite)
	positions := []struct {
		name string
		p    game.Position
	}{
		{"start", game.Start()}, {"ply 4", first.PositionAt(4)}, {"ply 20", first.PositionAt(20)},
		{"copied ply 20", long.PositionAt(20)}, {"copied ply 40", p40}, {"copied ply 60", long.PositionAt(60)},
	}
	filters := []struct {
		name string
		f    Filter
		keep func(*game.Game) bool
	}{
		{"all", Filter{}, nil},
		{"saved", Filter{Collections: []string{Saved}}, isSaved},
		{"2018", Filter{FromYear: 2018, ToYear: 2018}, func(g *game.Game) bool { y, _ := parseDate(g.Tag(game.TagDate)); return y == 2018 }},
		{"rated 1550", Filter{MinRating: 1550}, func(g *game.Game) bool {
			return atoi(g.Tag("WhiteElo")) >= 1550 && atoi(g.Tag("BlackElo")) >= 1550
		}},
		{"saved player", Filter{Collections: []string{Saved}, Player: player}, func(g *game.Game) bool {
			return isSaved(g) && (g.Tag(game.TagWhite) == player || g.Tag(game.TagBlack) == player)
		}},
	}
	for _, pc := range positions {
		for _, fc := range filters {
			t.Run(pc.name+"/"+fc.name, func(t *testing.T) {
				want := independent(everything, pc.p, fc.keep)
				got, err := l.Explore(ctx, pc.p, fc.f)
				if err != nil {
					t.Fatal(err)
				}
				if got.Games != want.Games || got.WhiteWins != want.WhiteWins || got.Draws != want.Draws ||
					got.BlackWins != want.BlackWins || !slices.Equal(got.Moves, want.Moves) {
					t.Errorf("Explore = %+v\nindependent count = %+v", got, want)
				}
				reached, err := l.Reached(ctx, pc.p, fc.f, 1<<20)
				if err != nil || len(reached) != want.Games {
					t.Fatalf("Reached: %d games, %v; want %d", len(reached), err, want.Games)
				}
				checkReached(t, l, pc.p, reached)
			})
		}
	}
	at, err := l.FolderReached(ctx, Saved, p40)
	if err != nil || len(at) != 5 {
		t.Errorf("FolderReached at ply 40 of the copied game: %v, %v; want the 5 copies left", at, err)
	}
}

// TestMastersReplaced: a library built from another version of the
// built-in files takes the old games out with their whole index and builds
// the built-in collections again.
func TestMastersReplaced(t *testing.T) {
	ctx := context.Background()
	l := openAt(t, filepath.Join(tempDir(t), FileName))
	l = reopenAfter(t, l, "UPDATE meta SET value='old' WHERE name='masters'", "UPDATE games SET event='old version'")
	var oldLeft int
	if err := l.db.QueryRowContext(ctx, "SELECT count(*) FROM games WHERE event='old version'").Scan(&oldLeft); err != nil || oldLeft != 0 {
		t.Errorf("%d games of the old Masters left (%v)", oldLeft, err)
	}
	for _, c := range BuiltinCollections() {
		if n := count(t, l, c); n != smallGames {
			t.Errorf("%s holds %d games, want %d", c, n, smallGames)
		}
	}
	checkWhole(t, l)
	st, err := l.Explore(ctx, game.Start(), Filter{})
	if err != nil || st.Games != 2*smallGames {
		t.Errorf("the start: %d games, %v; want %d", st.Games, err, 2*smallGames)
	}
}

// TestGameInTwoCollections: a game held in two collections (the master
// games copied into the saves folder; a finished game also saved) counts
// once over every collection, and in each collection named; removing the
// copy, or the original with its copy staying, keeps that.
func TestGameInTwoCollections(t *testing.T) {
	ctx := context.Background()
	l := openSmall(t)
	masters := smallMasters(t)
	all := distinct(t, masters)
	first := masters["tournaments-2018.pgn"][0]
	paths := folderOf(t, smallBuiltin())
	if filepath.Base(paths[0]) != "tournaments-2018.pgn" || filepath.Base(paths[1]) != "playok-2025.pgn" {
		t.Fatalf("the files are %v", paths)
	}
	if _, err := l.SyncFolder(ctx, Saved, paths); err != nil {
		t.Fatal(err)
	}
	// A finished game of the program, also saved: My games first, then
	// the saves folder.
	own := first.Clone()
	own.SetTag(game.TagEvent, "A game played here")
	own.SetTag(game.TagDate, "2026.12.01")
	if added, err := l.AddGame(ctx, "My games", "", own); err != nil || !added {
		t.Fatalf("AddGame: %v %v", added, err)
	}
	// Saved as the store writes it: with its SaveFormat tag.
	ownSaved := own.Clone()
	ownSaved.SetTag(storage.TagSaveFormat, strconv.Itoa(storage.SaveFormat))
	ownPath := writeFolderFile(t, filepath.Dir(paths[0]), "own.pgn", time.Now(), ownSaved)
	if _, err := l.SyncFolder(ctx, Saved, append(slices.Clone(paths), ownPath)); err != nil {
		t.Fatal(err)
	}
	checkWhole(t, l)
	after4, after20 := first.PositionAt(4), first.PositionAt(20)
	check := func(stage string, everyGame, saved []*game.Game) {
		t.Helper()
		for _, tc := range []struct {
			name  string
			p     game.Position
			f     Filter
			games []*game.Game
			keep  func(*game.Game) bool
		}{
			{"start", game.Start(), Filter{}, everyGame, nil},
			{"ply 4", after4, Filter{}, everyGame, nil},
			{"ply 20", after20, Filter{}, everyGame, nil},
			{"ply 4, rated 1550", after4, Filter{MinRating: 1550}, everyGame, func(g *game.Game) bool {
				return atoi(g.Tag("WhiteElo")) >= 1550 && atoi(g.Tag("BlackElo")) >= 1550
			}},
			{"start, 2018", game.Start(), Filter{FromYear: 2018, ToYear: 2018}, everyGame, func(g *game.Game) bool { return g.Tag(game.TagDate) == "2018" }},
			{"start, player", game.Start(), Filter{Player: first.Tag(game.TagWhite)}, everyGame, func(g *game.Game) bool {
				return g.Tag(game.TagWhite) == first.Tag(game.TagWhite) || g.Tag(game.TagBlack) == first.Tag(game.TagWhite)
			}},
			{"start, masters", game.Start(), Filter{Collections: []string{Masters}}, masters["tournaments-2018.pgn"], nil},
			{"ply 4, playok", after4, Filter{Collections: []string{PlayOK}}, masters["playok-2025.pgn"], nil},
			{"start, saved", game.Start(), Filter{Collections: []string{Saved}}, saved, nil},
			{"ply 4, saved", after4, Filter{Collections: []string{Saved}}, saved, nil},
		} {
			want := independent(tc.games, tc.p, tc.keep)
			got, err := l.Explore(ctx, tc.p, tc.f)
			if err != nil {
				t.Fatal(err)
			}
			if got.Games != want.Games || got.WhiteWins != want.WhiteWins || got.Draws != want.Draws ||
				got.BlackWins != want.BlackWins || !slices.Equal(got.Moves, want.Moves) {
				t.Errorf("%s, %s: Explore = %d games %+v\nindependent count = %d games %+v", stage, tc.name, got.Games, got.Moves, want.Games, want.Moves)
			}
			reached, err := l.Reached(ctx, tc.p, tc.f, 1<<20)
			if err != nil || len(reached) != want.Games {
				t.Errorf("%s, %s: Reached %d games, %v; want %d", stage, tc.name, len(reached), err, want.Games)
			}
			if tc.keep == nil {
				if n, err := l.Count(ctx, tc.f); tc.p == game.Start() && (err != nil || n != want.Games) {
					t.Errorf("%s, %s: Count %d, %v; want %d", stage, tc.name, n, err, want.Games)
				}
			}
		}
	}
	everyGame := append(slices.Clone(all), own)
	check("the two files and a finished game saved", everyGame, everyGame)
	if st, err := l.Explore(ctx, game.Start(), Filter{}); err != nil || st.Games != len(all)+1 {
		t.Errorf("the start counts %d games, %v; want the %d built-in games and the one played here", st.Games, err, len(all))
	}

	// The 2018 file leaves the folder: its games stay in the Masters and
	// still count once.
	if _, err := l.SyncFolder(ctx, Saved, []string{paths[1], ownPath}); err != nil {
		t.Fatal(err)
	}
	checkWhole(t, l)
	savedLeft := append(slices.Clone(masters["playok-2025.pgn"]), own)
	check("the 2018 file deleted", everyGame, savedLeft)

	// The original of the game played here leaves (My games emptied): its
	// saved copy stays, and counts.
	var mine int64
	if err := l.db.QueryRowContext(ctx, "SELECT id FROM games WHERE collection=(SELECT id FROM collections WHERE name='My games')").Scan(&mine); err != nil {
		t.Fatal(err)
	}
	if err := l.removeGames(ctx, []int64{mine}); err != nil {
		t.Fatal(err)
	}
	checkWhole(t, l)
	check("the original of a saved game removed", everyGame, savedLeft)
	if _, err := l.SyncFolder(ctx, Saved, []string{paths[1]}); err != nil {
		t.Fatal(err)
	}
	checkWhole(t, l)
	check("the game played here gone", all, masters["playok-2025.pgn"])
}

// TestMigrateSchema3Copies: a library of schema 3 (no copies table) whose
// Saved games hold the master games is migrated: its games stay, and
// those held twice count once over every collection.
func TestMigrateSchema3Copies(t *testing.T) {
	ctx := context.Background()
	l := openAt(t, filepath.Join(tempDir(t), FileName))
	paths := folderOf(t, smallBuiltin())
	if _, err := l.SyncFolder(ctx, Saved, paths); err != nil {
		t.Fatal(err)
	}
	l = reopenAfter(t, l, "DROP TABLE copies", "DELETE FROM tree WHERE collection=0", "UPDATE meta SET value='3' WHERE name='schema'")
	if p := l.Problem(); p != nil {
		t.Errorf("the migration reported %v", p)
	}
	checkWhole(t, l)
	for _, tc := range []struct {
		f    Filter
		want int
	}{{Filter{}, 2 * smallGames}, {Filter{Collections: []string{Saved}}, 2 * smallGames}, {Filter{Collections: []string{Masters, Saved}}, 3 * smallGames}} {
		st, err := l.Explore(ctx, game.Start(), tc.f)
		if err != nil || st.Games != tc.want {
			t.Errorf("%v: the start counts %d games, %v; want %d", tc.f.Collections, st.Games, err, tc.want)
		}
	}
	// The saved files are read again at the next sync: the view is whole.
	skipped, err := l.SyncFolder(ctx, Saved, paths)
	if err != nil || len(skipped) != 0 {
		t.Fatalf("the sync after the migration: %v, %v", skipped, err)
	}
	if list, err := l.FolderGames(ctx, Saved); err != nil || len(list) != 2*smallGames {
		t.Errorf("the view after the migration lists %d games, %v; want %d", len(list), err, 2*smallGames)
	}
	if n := count(t, l, Saved); n != 2*smallGames {
		t.Errorf("Saved games holds %d games, want %d", n, 2*smallGames)
	}
	checkWhole(t, l)
}

// folderPaths lists the record files of dir, as the window does.
func folderPaths(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, e := range entries {
		if strings.EqualFold(filepath.Ext(e.Name()), ".pgn") {
			paths = append(paths, filepath.Join(dir, e.Name()))
		}
	}
	return paths
}

// TestSyncFolderUnreadable: a saved file that cannot be read as a game is
// kept aside, as the saved games' store does, and told once; a file with
// some good games stays, its bad games told once (until it changes).
func TestSyncFolderUnreadable(t *testing.T) {
	real := distinct(t, smallMasters(t))
	good := real[0].Text()
	tests := []struct {
		name   string
		data   string
		kept   bool // kept aside
		listed int  // its games in the view
	}{
		{"empty", "", true, 0},
		{"binary", "\x00\x01\x02\xff\xfe garbage \x00", true, 0},
		{"every game bad", "[Event \"x\"]\n\n1. 10 *\n\n[Event \"y\"]\n\n1. 77 *\n", true, 0},
		{"some games bad", good + "\n[Event \"x\"]\n\n1. 10 *\n", false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			l := openSmall(t)
			dir := t.TempDir()
			writeFolderFile(t, dir, "fine.pgn", time.Now(), real[1])
			path := filepath.Join(dir, "this.pgn")
			if err := os.WriteFile(path, []byte(tt.data), 0o644); err != nil {
				t.Fatal(err)
			}
			skipped, err := l.SyncFolder(ctx, Saved, folderPaths(t, dir))
			if err != nil {
				t.Fatal(err)
			}
			if len(skipped) == 0 {
				t.Fatal("nothing told of the file")
			}
			for _, s := range skipped {
				if s.File != path || (s.KeptAs != "") != tt.kept || s.Err == nil {
					t.Errorf("skipped %+v: want %s, kept aside %v", s, path, tt.kept)
				}
			}
			_, statErr := os.Stat(path)
			if gone := statErr != nil; gone != tt.kept {
				t.Errorf("the file gone: %v, want %v", gone, tt.kept)
			}
			if tt.kept {
				data, err := os.ReadFile(skipped[0].KeptAs)
				if err != nil || string(data) != tt.data || !strings.HasPrefix(filepath.Base(skipped[0].KeptAs), "this.pgn.broken-") {
					t.Errorf("kept as %s: %q, %v", skipped[0].KeptAs, data, err)
				}
			}
			list, err := l.FolderGames(ctx, Saved)
			if err != nil || len(list) != 1+tt.listed {
				t.Errorf("the view lists %d games, %v; want %d", len(list), err, 1+tt.listed)
			}
			// Opening Saved games again tells nothing.
			again, err := l.SyncFolder(ctx, Saved, folderPaths(t, dir))
			if err != nil || len(again) != 0 {
				t.Errorf("the second sync told %v, %v; want nothing", again, err)
			}
			checkWhole(t, l)
		})
	}
}

// TestSaveFormatTagIsNotContent: the store's tag is the one gameHash
// leaves out, and a game with it has the content hash of the game without.
func TestSaveFormatTagIsNotContent(t *testing.T) {
	if saveFormatTag != storage.TagSaveFormat {
		t.Fatalf("saveFormatTag %q, the store writes %q", saveFormatTag, storage.TagSaveFormat)
	}
	g := distinct(t, smallMasters(t))[0]
	saved := g.Clone()
	saved.SetTag(storage.TagSaveFormat, "1")
	other := g.Clone()
	other.SetTag(game.TagEvent, "another event")
	h := prepare(g, "", 0).cols[1]
	for _, tc := range []struct {
		name string
		g    *game.Game
		same bool
	}{{"saved", saved, true}, {"another event", other, false}} {
		if got := slices.Equal(prepare(tc.g, "", 0).cols[1].([]byte), h.([]byte)); got != tc.same {
			t.Errorf("%s: the same content hash %v, want %v", tc.name, got, tc.same)
		}
	}
}
