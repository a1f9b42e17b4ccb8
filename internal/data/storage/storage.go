// Package storage keeps the player's files on disk: the game in progress
// (the autosave), named games, statistics per level and settings, in the XDG
// data and config folders.
//
// Layout, with $DATA and $CONFIG the folders of DefaultDirs:
//
//	$DATA/autosave.pgn    the game in progress: an ordinary game record
//	$DATA/games/*.pgn     named games
//	$DATA/stats.json      statistics per level
//	$DATA/progress.json   lessons completed and the puzzle rating
//	$DATA/lock            held while a Store is open
//	$CONFIG/settings.json settings
//
// Nothing is lost or torn:
//
//   - Every write is atomic: a temporary file in the same folder is written
//     and synced, renamed over the old file, and the folder is synced. A crash
//     at any instant leaves the old file or the new one. Temporary files a
//     crash left behind are removed by the next Open.
//   - A file that cannot be read (corrupt, truncated, not UTF-8, binary,
//     larger than MaxFileSize) is never overwritten: it is renamed to
//     "<name>.broken-<UTC time>" (such as "settings.json.broken-20261129T221530Z"),
//     reported as a Problem, and defaults are used. One bad file costs nothing
//     else: a corrupt settings.json leaves the autosave and the statistics alone.
//   - JSON files carry "version": 1. An older version is upgraded on Open.
//     A file from a newer version of the program is reported (ErrNewerVersion)
//     and left exactly as it is: this session works with defaults in memory and
//     never writes that file, so the newer program finds it intact. Unknown
//     fields are ignored.
//   - Records the store writes carry a [SaveFormat "1"] tag. An autosave of a
//     newer format is kept aside like a broken one (it would otherwise be
//     replaced after the next move); a named game of a newer format is
//     reported by ListGames and left in place.
//   - One Store at a time: Open holds an exclusive flock on $DATA/lock until
//     Close, and a second Open, in this process or another, fails with an error
//     wrapping ErrLocked.
//
// A Store is safe for use by several goroutines.
package storage

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/adrg/xdg"
	"github.com/gofrs/flock"

	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
)

// AppName is the name of the application's folders.
const AppName = "togyzkumalak"

// MaxFileSize is the largest file the store reads: settings, statistics, the
// autosave and single games. Larger files are kept aside as broken.
const MaxFileSize = 4 << 20

// File names inside the folders.
const (
	AutosaveFile = "autosave.pgn"
	StatsFile    = "stats.json"
	SettingsFile = "settings.json"
	GamesFolder  = "games"
	LockFile     = "lock"
)

// Errors a caller may test for with errors.Is.
var (
	// ErrLocked: another Store (another window of the game) uses the folders.
	ErrLocked = errors.New("another instance of the game is using its files")
	// ErrNewerVersion: the file was written by a newer version of the program.
	ErrNewerVersion = errors.New("written by a newer version of the program")
	// ErrTooLarge: the file is larger than the store reads.
	ErrTooLarge = errors.New("file too large")
	// ErrNotUTF8: the file is not valid UTF-8 text.
	ErrNotUTF8 = errors.New("not UTF-8 text")
	// ErrNoGame: the file holds no game.
	ErrNoGame = errors.New("no game in the file")
	// ErrClosed: the Store has been closed.
	ErrClosed = errors.New("storage closed")
)

// Dirs are the folders the store uses.
type Dirs struct {
	Data   string // autosave, games, statistics, lock
	Config string // settings
}

// DefaultDirs returns the XDG folders of the game: $XDG_DATA_HOME/togyzkumalak
// and $XDG_CONFIG_HOME/togyzkumalak (with the XDG defaults when the variables
// are unset). It reads the environment afresh on every call.
func DefaultDirs() Dirs {
	xdg.Reload()
	return Dirs{
		Data:   filepath.Join(xdg.DataHome, AppName),
		Config: filepath.Join(xdg.ConfigHome, AppName),
	}
}

// Problem is a file the store could not read. Path names the file, Err says
// what is wrong with it (for a record, a *game.RecordError with its line).
// KeptAs is where the bad bytes were moved, or "" when the file was left where
// it is (a newer version's file, or one that could not be read or moved);
// such a file is never written by this Store.
type Problem struct {
	Path   string
	Err    error
	KeptAs string
}

func (p *Problem) Error() string {
	if p.KeptAs != "" {
		return fmt.Sprintf("%s: %v (kept as %s)", p.Path, p.Err, filepath.Base(p.KeptAs))
	}
	return fmt.Sprintf("%s: %v (left as it is)", p.Path, p.Err)
}

func (p *Problem) Unwrap() error { return p.Err }

// Store is the open storage of one instance of the game. Open it with Open and
// release it with Close.
type Store struct {
	mu sync.Mutex
	// writeMu orders the writes of settings.json, stats.json and
	// progress.json (WriteSettings, WriteStats, WriteProgress): each takes
	// its copy of the state after the write before it has finished, so the
	// last write holds the newest state. It is taken before mu, and mu is
	// held only to take the copy, not while the file is written.
	writeMu sync.Mutex
	dirs    Dirs
	lock    *flock.Flock
	now     func() time.Time
	closed  bool
	unsaved error // non-nil: nothing is read or written (OpenUnsaved), why

	settings     Settings
	settingsHold error // non-nil: settings.json must not be written (why)
	stats        map[int]LevelStats
	clockStats   map[int]map[string]ClockStats // results per level and time control (clockstats.go)
	rating       rating.Rating                 // the rating against the computer (stats.go)
	statsHold    error
	progress     Progress
	progressHold error

	autosaveChecked bool  // the autosave on disk has been read and found good, or kept aside
	autosaveHold    error // non-nil: autosave.pgn must not be written (why)
}

// Open opens the storage in dirs, creating the folders as needed. It takes
// the single-instance lock (an error wrapping ErrLocked when another Store
// holds it), removes temporary files a crash left behind, and loads the
// settings, starting from defaults, and the statistics.
//
// Files that cannot be read are returned as problems (see Problem): the
// program should tell the player and go on. The autosave is read by
// LoadAutosave and the named games by ListGames, which report their own
// problems.
func Open(dirs Dirs, defaults Settings) (*Store, []Problem, error) {
	return open(dirs, defaults, time.Now)
}

func open(dirs Dirs, defaults Settings, now func() time.Time) (*Store, []Problem, error) {
	if dirs.Data == "" || dirs.Config == "" {
		return nil, nil, fmt.Errorf("open storage: empty folder name in %+v", dirs)
	}
	for _, dir := range []string{dirs.Data, filepath.Join(dirs.Data, GamesFolder), dirs.Config} {
		if err := makeDir(dir); err != nil {
			return nil, nil, fmt.Errorf("open storage: %w", err)
		}
	}
	lock, err := lockFile(filepath.Join(dirs.Data, LockFile))
	if err != nil {
		return nil, nil, fmt.Errorf("open storage %s: %w", dirs.Data, err)
	}
	s := &Store{dirs: dirs, lock: lock, now: now}
	for _, dir := range []string{dirs.Data, s.GamesDir(), dirs.Config} {
		removeStaleTemps(dir)
	}
	var problems []Problem
	if p := s.loadSettings(defaults); p != nil {
		problems = append(problems, *p)
	}
	if p := s.loadStats(); p != nil {
		problems = append(problems, *p)
	}
	if p := s.loadProgress(); p != nil {
		problems = append(problems, *p)
	}
	return s, problems, nil
}

// makeDir creates dir and the folders above it as needed, syncing each new
// folder's parent so that a crash soon after cannot lose the new folder and
// the files written into it.
func makeDir(dir string) error {
	if fi, err := os.Stat(dir); err == nil && fi.IsDir() {
		return nil
	}
	parent := filepath.Dir(dir)
	if parent != dir {
		if err := makeDir(parent); err != nil {
			return err
		}
	}
	if err := os.Mkdir(dir, 0o700); err != nil {
		if fi, serr := os.Stat(dir); serr == nil && fi.IsDir() {
			return nil // made meanwhile
		}
		return err
	}
	syncDir(parent) // best effort: a parent we may not read is no reason to stop
	return nil
}

// Close releases the lock. The Store cannot be used afterwards.
func (s *Store) Close() error {
	s.writeMu.Lock() // a write under way finishes first
	defer s.writeMu.Unlock()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	if s.lock == nil {
		return nil // OpenUnsaved: no lock
	}
	if err := unlockFile(s.lock); err != nil {
		return fmt.Errorf("close storage: %w", err)
	}
	return nil
}

// Dirs returns the folders of the store.
func (s *Store) Dirs() Dirs { return s.dirs }

// GamesDir returns the folder of the named games.
func (s *Store) GamesDir() string { return filepath.Join(s.dirs.Data, GamesFolder) }

// AutosavePath returns the path of the autosave.
func (s *Store) AutosavePath() string { return filepath.Join(s.dirs.Data, AutosaveFile) }

// StatsPath returns the path of the statistics.
func (s *Store) StatsPath() string { return filepath.Join(s.dirs.Data, StatsFile) }

// SettingsPath returns the path of the settings.
func (s *Store) SettingsPath() string { return filepath.Join(s.dirs.Config, SettingsFile) }

// ProgressPath returns the path of the learner's progress.
func (s *Store) ProgressPath() string { return filepath.Join(s.dirs.Data, ProgressFile) }

// writeOwned writes the bytes encode returns to path, one of the store's
// own files, unless hold says it must not be replaced: a newer version's
// file is left alone (nil), a file that could not be read is an error.
// what names the write in its errors.
func writeOwned(what, path string, hold error, encode func() ([]byte, error)) error {
	if hold != nil {
		if errors.Is(hold, ErrNewerVersion) || errors.Is(hold, ErrUnsaved) {
			return nil
		}
		return fmt.Errorf("%s %s: not replacing a file that could not be read: %w", what, path, hold)
	}
	data, err := encode()
	if err == nil {
		err = WriteFileAtomic(path, data)
	}
	if err != nil {
		return fmt.Errorf("%s %s: %w", what, path, err)
	}
	return nil
}

// unreadable builds the problem for a file whose content is bad: the bytes
// are kept aside. When they cannot be moved, KeptAs is "" and the file must
// not be written.
func (s *Store) unreadable(path string, cause error) *Problem {
	kept, err := keepAside(path, s.now())
	if err != nil {
		return &Problem{Path: path, Err: fmt.Errorf("%w; could not keep it aside: %v", cause, err)}
	}
	return &Problem{Path: path, Err: cause, KeptAs: kept}
}
