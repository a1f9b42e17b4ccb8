package storage

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
)

// The test binary doubles as the child processes of the crash and lock
// tests: with childEnv set, TestMain runs the child instead of the tests.
const (
	childEnv    = "STORAGE_TEST_CHILD" // "writer", "unsafe-writer" or "locker"
	childDirEnv = "STORAGE_TEST_ROOT"  // the root of the child's Dirs
)

func TestMain(m *testing.M) {
	switch os.Getenv(childEnv) {
	case "":
		os.Exit(m.Run())
	case "writer":
		os.Exit(writerChild(false))
	case "unsafe-writer":
		os.Exit(writerChild(true))
	case "locker":
		os.Exit(lockerChild())
	default:
		fmt.Fprintln(os.Stderr, "unknown child", os.Getenv(childEnv))
		os.Exit(2)
	}
}

// childDirs are the Dirs of a child process under root.
func childDirs(root string) Dirs {
	return Dirs{Data: filepath.Join(root, "data"), Config: filepath.Join(root, "config")}
}

// writerChild rewrites the autosave in a loop, a large game and a small one
// in turn, until it is killed. It prints "ready" after the first write.
// Unsafe, it writes in place with os.WriteFile, to show the crash test
// catches torn files.
func writerChild(unsafe bool) int {
	s, _, err := Open(childDirs(os.Getenv(childDirEnv)), DefaultSettings())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	games := []*game.Game{largeGame(), smallGame()}
	versions := [][]byte{recordText(games[0]), recordText(games[1])}
	for i := 0; ; i++ {
		if unsafe {
			err = os.WriteFile(s.AutosavePath(), versions[i%2], 0o644)
		} else {
			err = s.SaveAutosave(games[i%2])
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 2
		}
		if i == 0 {
			fmt.Println("ready")
		}
	}
}

// lockerChild opens the store, prints "locked" and holds the lock until its
// standard input closes.
func lockerChild() int {
	s, _, err := Open(childDirs(os.Getenv(childDirEnv)), DefaultSettings())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	fmt.Println("locked")
	bufio.NewReader(os.Stdin).ReadString('\n')
	if err := s.Close(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	return 0
}

// fixedNow is the clock of the tests' stores: files are kept aside as
// "<name>.broken-20261129T221530Z".
var fixedNow = time.Date(2026, 11, 29, 22, 15, 30, 0, time.UTC)

const fixedStamp = ".broken-20261129T221530Z"

func testDirs(t *testing.T) Dirs {
	t.Helper()
	return childDirs(tempDir(t))
}

// openTest opens a store in dirs with the fixed clock and closes it at the
// end of the test.
func openTest(t *testing.T, dirs Dirs, defaults Settings) (*Store, []Problem) {
	t.Helper()
	s, problems, err := open(dirs, defaults, func() time.Time { return fixedNow })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, problems
}

// playGame plays n moves from start, always the first legal move after a
// rotating offset, and sets the tags.
func playGame(t testing.TB, start game.Position, n int, tags ...string) *game.Game {
	g := game.NewGame(start)
	for i := 0; i < n; i++ {
		pos := g.Position()
		moves := pos.LegalMoves()
		if len(moves) == 0 {
			break
		}
		if _, err := g.Play(moves[(i*5)%len(moves)]); err != nil {
			if t != nil {
				t.Fatal(err)
			}
			panic(err)
		}
	}
	for i := 0; i+1 < len(tags); i += 2 {
		g.SetTag(tags[i], tags[i+1])
	}
	return g
}

// largeGame is a game of about half a mebibyte: long comments.
func largeGame() *game.Game {
	g := playGame(nil, game.Start(), 40, game.TagWhite, "You", game.TagBlack, "master", players.TagLevel, "6", players.TagHumanSide, players.HumanWhite)
	word := strings.Repeat("құмалақ ", 16*1024/len("құмалақ ")) // about 16 KiB
	for ply := 0; ply < 32; ply++ {
		g.SetComment(ply, fmt.Sprintf("%d %s", ply, strings.TrimSpace(word)))
	}
	return g
}

// smallGame is a game of a few hundred bytes.
func smallGame() *game.Game {
	return playGame(nil, game.Start(), 7, game.TagWhite, "You", game.TagBlack, "novice", players.TagLevel, "2", players.TagHumanSide, players.HumanWhite)
}

func readFile(t *testing.T, path string) []byte {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// brokenFiles lists the files kept aside in dir.
func brokenFiles(t *testing.T, dir string) []string {
	t.Helper()
	matches, err := filepath.Glob(filepath.Join(dir, "*.broken-*"))
	if err != nil {
		t.Fatal(err)
	}
	return matches
}

// tempDir is t.TempDir, except that a folder the system will not remove at
// the end is left behind instead of failing the test: Go 1.26's RemoveAll
// deletes relative to an open folder handle on Windows, which Wine (where
// the Windows build's tests run) does not support.
func tempDir(tb testing.TB) string {
	tb.Helper()
	dir, err := os.MkdirTemp("", "storage-test-*")
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := os.RemoveAll(dir); err != nil {
			tb.Logf("temporary folder left behind: %v", err)
		}
	})
	return dir
}
