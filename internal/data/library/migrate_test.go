package library

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// schema4Builtin is the version of the built-in files that the libraries of
// schema 4 kept (meta 'masters' = "4-" and it): the hash of the two
// embedded files, by name, compressed, as the version of schema 4 computed
// it. A library of schema 4 with it holds these games, all in the Masters.
const schema4Builtin = "56f8b7bb3d0fc6ee"

// TestEmbeddedBuiltinVersion: the embedded files' version is the one the
// libraries of schema 4 kept, so that migrate finds their games to move.
// It changes when a built-in file changes: the libraries of schema 4 then
// build their built-in collections again.
func TestEmbeddedBuiltinVersion(t *testing.T) {
	if v := embeddedBuiltin().version; v != schema4Builtin {
		t.Errorf("the embedded files' version is %s, the libraries of schema 4 kept %s", v, schema4Builtin)
	}
	files, err := BuiltinFiles()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		got = append(got, f.Collection+"/"+f.Name)
	}
	if want := []string{"Masters/tournaments-2018.pgn", "PlayOK/playok-2025.pgn"}; !slices.Equal(got, want) {
		t.Errorf("the built-in files %q, want %q", got, want)
	}
	if !Builtin(Masters) || !Builtin(PlayOK) || Builtin(DefaultLibrary) || Builtin(MyGames) || Builtin("playok") {
		t.Error("Builtin does not name the two built-in collections alone")
	}
}

// fixtureSet is the built-in set of TestMigrateSchema4: the small set, and
// in the PlayOK file 50 more copies of its longest game (other events),
// whose positions past the openings are promoted from the deep index to
// the openings' tables.
func fixtureSet(t *testing.T) builtinSet {
	t.Helper()
	small, err := smallFiles()
	if err != nil {
		t.Fatal(err)
	}
	files := slices.Clone(small)
	var long *game.Game
	for _, g := range smallMasters(t)["playok-2025.pgn"] {
		if long == nil || g.Len() > long.Len() {
			long = g
		}
	}
	var b strings.Builder
	for i := range promoteGames + 2 {
		c := long.Clone()
		c.SetTag(game.TagEvent, fmt.Sprintf("Copy %d", i))
		b.WriteString(c.Text() + "\n")
	}
	for i, f := range files {
		if f.Collection == PlayOK {
			files[i].Data = append(slices.Clip(f.Data), b.String()...)
		}
	}
	return builtinSet{version: "fixture", files: func() ([]BuiltinFile, error) { return files, nil }}
}

// schema4Library builds at path a library as the version of schema 4 did:
// every built-in file of set imported into the Masters, no collection
// PlayOK, meta 'masters' naming set's files under schema 4.
func schema4Library(t *testing.T, path string, set builtinSet) *Library {
	t.Helper()
	ctx := context.Background()
	none := builtinSet{version: "none", files: func() ([]BuiltinFile, error) { return nil, nil }}
	l, err := open(ctx, path, time.Now, none)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := l.db.ExecContext(ctx, "DELETE FROM collections WHERE name=?", PlayOK); err != nil {
		t.Fatal(err)
	}
	delete(l.colls, PlayOK)
	files, err := set.files()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if rep, err := l.importGames(ctx, Masters, true, f.Name, bytes.NewReader(f.Data)); err != nil || len(rep.Skipped) > 0 {
			t.Fatalf("%s into the Masters: %+v, %v", f.Name, rep, err)
		}
	}
	for _, q := range []string{"UPDATE meta SET value='4' WHERE name='schema'", "UPDATE meta SET value='4-" + set.version + "' WHERE name='masters'"} {
		if _, err := l.db.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	return l
}

// indexOf returns the rows of the openings' tables of the built-in
// collections, by the collection's name (not its id): the move counts, and
// the index rows with their game's content hash.
func indexOf(t *testing.T, l *Library) (tree, occ []string) {
	t.Helper()
	ctx := context.Background()
	names := map[int64]string{}
	for name, id := range l.colls {
		names[id] = name
	}
	rows, err := l.db.QueryContext(ctx, `SELECT key, collection, year, rating, move, games, white, draws, black FROM tree
		WHERE collection IN (SELECT id FROM collections WHERE builtin)`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var key, coll int64
		var year, rating, move, games, white, draws, black int
		if err := rows.Scan(&key, &coll, &year, &rating, &move, &games, &white, &draws, &black); err != nil {
			t.Fatal(err)
		}
		tree = append(tree, fmt.Sprint(key, names[coll], year, rating, move, games, white, draws, black))
	}
	rows.Close()
	rows, err = l.db.QueryContext(ctx, `SELECT o.key, o.day, hex(g.hash), o.mv FROM occ o JOIN games g ON g.id = o.game
		WHERE g.collection IN (SELECT id FROM collections WHERE builtin)`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var key, mv int64
		var day int
		var hash string
		if err := rows.Scan(&key, &day, &hash, &mv); err != nil {
			t.Fatal(err)
		}
		coll, rating, move, result := unpackMove(mv)
		occ = append(occ, fmt.Sprint(key, day, hash, names[coll], rating, move, result))
	}
	rows.Close()
	slices.Sort(tree)
	slices.Sort(occ)
	return tree, occ
}

// TestMigrateSchema4: a library of schema 4, whose Masters hold the PlayOK
// games, opens with them in the built-in collection PlayOK: their ids and
// the Masters' id kept, the index and the move counts those of a library
// built new, the player's own games, saved games and finished games where
// they were, a collection of the player's named "PlayOK" renamed (its
// games and its place in the list of imported files kept), and every
// lookup that of an independent count.
func TestMigrateSchema4(t *testing.T) {
	ctx := context.Background()
	set := fixtureSet(t)
	dir := tempDir(t)
	path := filepath.Join(dir, FileName)
	l := schema4Library(t, path, set)
	masters := builtinGames(t, set)
	builtin := distinct(t, masters)

	// The player's things: a file of their own imported as "PlayOK" (the
	// name was free in schema 4), a finished game, a saved copy of a
	// PlayOK game.
	own := smallMasters(t)["tournaments-2018.pgn"][5].Clone()
	own.SetTag(game.TagEvent, "My PlayOK game")
	ownFile := writeGames(t, "PlayOK.pgn", []*game.Game{own}, (*game.Game).Text)
	if rep, err := l.importGames(ctx, PlayOK, false, ownFile, strings.NewReader(own.Text())); err != nil || rep.Added != 1 {
		t.Fatalf("the player's PlayOK: %+v, %v", rep, err)
	}
	if err := l.addSource(PlayOK, ownFile); err != nil {
		t.Fatal(err)
	}
	finished := masters["playok-2025.pgn"][2].Clone()
	finished.SetTag(game.TagEvent, "Played here")
	if _, err := l.AddGame(ctx, MyGames, "", finished); err != nil {
		t.Fatal(err)
	}
	savedCopy := writeFolderFile(t, dir, "saved.pgn", time.Now(), masters["playok-2025.pgn"][1])
	if _, err := l.SyncFolder(ctx, Saved, []string{savedCopy}); err != nil {
		t.Fatal(err)
	}
	checkWhole(t, l)
	ids := map[string]int64{} // each game's id by its collection's id and content
	rows, err := l.db.QueryContext(ctx, "SELECT id, collection, hex(hash), file FROM games")
	if err != nil {
		t.Fatal(err)
	}
	playokGames := 0
	for rows.Next() {
		var id, coll int64
		var hash, file string
		if err := rows.Scan(&id, &coll, &hash, &file); err != nil {
			t.Fatal(err)
		}
		ids[hash+"/"+file] = id
		if file == "playok-2025.pgn" {
			playokGames++
		}
	}
	rows.Close()
	mastersID, ownID := l.colls[Masters], l.colls[PlayOK]

	// The next start.
	l.Close()
	l, err = open(ctx, path, time.Now, set)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if p := l.Problem(); p != nil {
		t.Fatalf("the migration reported %v", p)
	}
	var schema, meta string
	if err := l.db.QueryRowContext(ctx, "SELECT (SELECT value FROM meta WHERE name='schema'), (SELECT value FROM meta WHERE name='masters')").Scan(&schema, &meta); err != nil ||
		schema != schemaVersion || meta != schemaVersion+"-fixture" {
		t.Errorf("schema %q, built-in files %q (%v); want %s and %s-fixture", schema, meta, err, schemaVersion, schemaVersion)
	}
	if names, err := l.Collections(ctx); err != nil || !slices.Equal(names, []string{Masters, PlayOK, MyGames, "PlayOK (2)", Saved}) {
		t.Errorf("Collections() = %q, %v", names, err)
	}
	if l.colls[Masters] != mastersID || l.colls["PlayOK (2)"] != ownID {
		t.Errorf("the collections' ids: Masters %d, the player's %d; were %d and %d", l.colls[Masters], l.colls["PlayOK (2)"], mastersID, ownID)
	}
	for _, c := range []struct {
		name string
		want int
	}{{Masters, smallGames}, {PlayOK, playokGames}, {"PlayOK (2)", 1}, {MyGames, 1}, {Saved, 1}} {
		if n := count(t, l, c.name); n != c.want {
			t.Errorf("%s holds %d games, want %d", c.name, n, c.want)
		}
	}
	rows, err = l.db.QueryContext(ctx, "SELECT id, hex(hash), file FROM games")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var id int64
		var hash, file string
		if err := rows.Scan(&id, &hash, &file); err != nil {
			t.Fatal(err)
		}
		if was, ok := ids[hash+"/"+file]; !ok || was != id {
			t.Errorf("game %s of %s: id %d, was %d", hash[:8], file, id, was)
		}
	}
	rows.Close()
	srcs, err := readSources(l.sourcesPath())
	if err != nil || !slices.Contains(srcs, [2]string{"PlayOK (2)", ownFile}) {
		t.Errorf("the imported files %q, %v; want %s in PlayOK (2)", srcs, err, ownFile)
	}
	checkWhole(t, l)

	// The index is that of a library built new with the same files.
	fresh := openFresh(t, set)
	gotTree, gotOcc := indexOf(t, l)
	wantTree, wantOcc := indexOf(t, fresh)
	if !slices.Equal(gotTree, wantTree) || !slices.Equal(gotOcc, wantOcc) {
		t.Errorf("the migrated index: %d move counts, %d index rows; built new: %d and %d, not the same", len(gotTree), len(gotOcc), len(wantTree), len(wantOcc))
	}

	// Every lookup is that of an independent count.
	first := masters["tournaments-2018.pgn"][0]
	var long, deep *game.Game
	for _, g := range masters["playok-2025.pgn"] {
		if long == nil || g.Len() > long.Len() {
			long = g
		}
	}
	for _, g := range masters["playok-2025.pgn"] {
		if deep == nil && g.Len() > 45 && g.PositionAt(40) != long.PositionAt(40) {
			deep = g
		}
	}
	inFile := func(file string) func(*game.Game) bool {
		return func(g *game.Game) bool { return slices.Contains(masters[file], g) }
	}
	everything := append(slices.Clone(builtin), own, finished)
	for _, pc := range []struct {
		name string
		p    game.Position
	}{{"start", game.Start()}, {"ply 4", first.PositionAt(4)}, {"PlayOK ply 6", long.PositionAt(6)},
		{"promoted ply 30", long.PositionAt(30)}, {"deep ply 40", deep.PositionAt(40)}} {
		for _, fc := range []struct {
			name  string
			f     Filter
			games []*game.Game
			keep  func(*game.Game) bool
		}{
			{"all", Filter{}, everything, nil},
			{"masters", Filter{Collections: []string{Masters}}, builtin, inFile("tournaments-2018.pgn")},
			{"playok", Filter{Collections: []string{PlayOK}}, builtin, inFile("playok-2025.pgn")},
			{"playok, rated 1400", Filter{Collections: []string{PlayOK}, MinRating: 1400}, builtin, func(g *game.Game) bool {
				return inFile("playok-2025.pgn")(g) && atoi(g.Tag("WhiteElo")) >= 1400 && atoi(g.Tag("BlackElo")) >= 1400
			}},
			{"the player's", Filter{Collections: []string{"PlayOK (2)"}}, []*game.Game{own}, nil},
			// The saved copy counts in each collection named: twice.
			{"playok and saved", Filter{Collections: []string{PlayOK, Saved}}, append(slices.Clone(builtin), masters["playok-2025.pgn"][1]), func(g *game.Game) bool {
				return inFile("playok-2025.pgn")(g)
			}},
		} {
			want := independent(fc.games, pc.p, fc.keep)
			got, err := l.Explore(ctx, pc.p, fc.f)
			if err != nil {
				t.Fatal(err)
			}
			got.Scanned = false
			if got.Games != want.Games || got.WhiteWins != want.WhiteWins || got.Draws != want.Draws ||
				got.BlackWins != want.BlackWins || !slices.Equal(got.Moves, want.Moves) {
				t.Errorf("%s, %s: Explore = %+v\nindependent count = %+v", pc.name, fc.name, got, want)
			}
			reached, err := l.Reached(ctx, pc.p, fc.f, 1<<20)
			if err != nil || len(reached) != want.Games {
				t.Errorf("%s, %s: Reached %d games, %v; want %d", pc.name, fc.name, len(reached), err, want.Games)
			}
		}
	}
	var promoted int
	if err := l.db.QueryRowContext(ctx, "SELECT count(*) FROM occ WHERE key=?", dbKey(long.PositionAt(30))).Scan(&promoted); err != nil || promoted < promoteGames {
		t.Errorf("%d index rows at ply 30 of the copied game (%v): the fixture has no promoted position", promoted, err)
	}
}

// openFresh builds a new library with the built-in set in a temporary
// folder.
func openFresh(t *testing.T, set builtinSet) *Library {
	t.Helper()
	l, err := open(context.Background(), filepath.Join(tempDir(t), FileName), time.Now, set)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// TestMigrateSchema4OtherBuiltin: a library of schema 4 built from other
// built-in files (an older program) has its built-in collections built
// again, the player's games kept.
func TestMigrateSchema4OtherBuiltin(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(tempDir(t), FileName)
	l := schema4Library(t, path, fixtureSet(t))
	if _, err := l.AddGame(ctx, MyGames, "", smallMasters(t)["playok-2025.pgn"][0]); err != nil {
		t.Fatal(err)
	}
	l.Close()
	l = openAt(t, path) // the small set: other files than the fixture's
	defer l.Close()
	for _, c := range []struct {
		name string
		want int
	}{{Masters, smallGames}, {PlayOK, smallGames}, {MyGames, 1}} {
		if n := count(t, l, c.name); n != c.want {
			t.Errorf("%s holds %d games, want %d", c.name, n, c.want)
		}
	}
	checkWhole(t, l)
}
