// Package librarian runs the games library (internal/data/library) for a
// window: it opens the library in the background, so that the window's
// first frame never waits for it; it answers the window's questions off the
// UI goroutine; and it does the window's writes (a finished game kept, a
// record file imported, the saved games' folder read again) in the
// background, Close waiting for them.
//
// The window subscribes; it never waits. Open takes a function that runs a
// function on the window's goroutine (Config.Post: fyne.Do in the window, a
// queue in tests), and every callback runs through it: Config.OnProblem
// (why the library was rebuilt, or cannot be written), Config.OnChange (a
// collection that the background work changed) and OpenGame's answer.
//
// The questions (Explore, Reached, Collections, SavedGames, SavedReached)
// and ImportFileProgress block until the library is open, so they are
// called from the caller's own goroutine (the explorer's and the records'
// lookups run on theirs); they are the explorer's Source and Library and
// the records' Library. When there is no library (Config.Path "", or it
// could not be opened) they return ErrNoLibrary or why it could not be
// opened.
//
// The package imports the library, the save files and the rules only: no
// window toolkit and no engine.
package librarian

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
)

// ErrNoLibrary is the answer of a Librarian opened with no path.
var ErrNoLibrary = errors.New("no games library")

// Config is what a Librarian is opened with. Post is required; the
// callbacks may be nil.
type Config struct {
	// Path is the library's database; "" opens none: every question is
	// answered with ErrNoLibrary.
	Path string
	// Post runs f on the subscriber's goroutine (fyne.Do in the window, a
	// queue in tests). Every callback below runs through it.
	Post func(f func())
	// OnProblem is told, at most once, why the library was rebuilt (write
	// false: a database that could not be read was kept aside) or why it
	// cannot be written (write true).
	OnProblem func(p storage.Problem, write bool)
	// OnChange is told that the games of a collection changed by the
	// Librarian's own background work: a finished game kept in
	// library.MyGames (AddGame), the saved games' folder read again into
	// library.Saved (SyncSaved). What a caller's own call changed (an
	// import) its answer tells.
	OnChange func(collection string)
	// LogError logs what failed where no caller waits for the answer (the
	// open, a finished game that could not be kept); nil drops it.
	LogError func(what string, err error)
}

// Librarian is a games library opened in the background and the work on
// it. Its methods may be called from any goroutine.
type Librarian struct {
	cfg    Config
	ready  chan struct{}   // closed when the open returned
	ctx    context.Context // done when Close began
	cancel context.CancelFunc
	work   sync.WaitGroup // the background work and the imports, which Close waits for
	adds   sync.WaitGroup // the games being added, which Close lets finish (and the open they wait for) before it cancels

	syncMu sync.Mutex        // one sync of the saved games at a time
	untold []storage.Problem // guarded by syncMu: what a sync in the background could not read, told by the next SavedGames

	lib *library.Library // set before ready closes; nil when the open failed
	err error            // why it could not be opened, set before ready closes
}

// Open opens the library at cfg.Path in the background and returns at
// once.
func Open(cfg Config) *Librarian {
	ctx, cancel := context.WithCancel(context.Background())
	l := &Librarian{cfg: cfg, ready: make(chan struct{}), ctx: ctx, cancel: cancel}
	if cfg.Path == "" {
		l.err = ErrNoLibrary
		close(l.ready)
		return l
	}
	go l.open(ctx)
	return l
}

// open opens the library and tells its problem, once.
func (l *Librarian) open(ctx context.Context) {
	defer close(l.ready)
	lib, err := library.Open(ctx, l.cfg.Path)
	l.lib, l.err = lib, err
	if err != nil {
		if ctx.Err() == nil {
			// Logged, not told: nothing of the player's is lost, the game
			// plays on, and the explorer says it when opened (a start-up
			// dialog would take the first keys; under Wine SQLite could
			// not open the file at all).
			l.log("open the games library "+l.cfg.Path, err)
		}
		return
	}
	var p *storage.Problem
	write := false
	if lp := lib.Problem(); lp != nil { // reported once: this call has it
		p = &storage.Problem{Path: lp.Path, Err: lp.Err, KeptAs: lp.KeptAs}
	} else if ro := lib.ReadOnly(); ro != nil {
		p, write = &storage.Problem{Path: l.cfg.Path, Err: ro}, true
	}
	if p != nil && l.cfg.OnProblem != nil {
		l.cfg.Post(func() { l.cfg.OnProblem(*p, write) })
	}
}

// log logs err when a logger was given.
func (l *Librarian) log(what string, err error) {
	if l.cfg.LogError != nil {
		l.cfg.LogError(what, err)
	}
}

// changed tells the subscriber that collection's games changed.
func (l *Librarian) changed(collection string) {
	if l.cfg.OnChange != nil {
		l.cfg.Post(func() { l.cfg.OnChange(collection) })
	}
}

// Library returns the library once it is open, or why there is none; it
// waits for the open, or for ctx. It is for what the Librarian does not
// wrap (a test's look at the database); a nil Librarian has none.
func (l *Librarian) Library(ctx context.Context) (*library.Library, error) {
	if l == nil {
		return nil, ErrNoLibrary
	}
	select {
	case <-l.ready:
		if l.lib == nil {
			return nil, l.err
		}
		return l.lib, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Opened reports whether the open has returned, a library or not.
func (l *Librarian) Opened() bool {
	select {
	case <-l.ready:
		return true
	default:
		return false
	}
}

// Explore returns the moves played from p in the games filter f selects
// (the explorer's Source).
func (l *Librarian) Explore(ctx context.Context, p game.Position, f library.Filter) (library.Stats, error) {
	lib, err := l.Library(ctx)
	if err != nil {
		return library.Stats{}, err
	}
	return lib.Explore(ctx, p, f)
}

// Reached returns the most recent games, at most limit, that reached p
// (the explorer's Source).
func (l *Librarian) Reached(ctx context.Context, p game.Position, f library.Filter, limit int) ([]library.GameInfo, error) {
	lib, err := l.Library(ctx)
	if err != nil {
		return nil, err
	}
	return lib.Reached(ctx, p, f, limit)
}

// Collections names the library's collections, the built-in ones first
// (the explorer's Library).
func (l *Librarian) Collections(ctx context.Context) ([]string, error) {
	lib, err := l.Library(ctx)
	if err != nil {
		return nil, err
	}
	return lib.Collections(ctx)
}

// ImportFileProgress imports a record file into a collection, telling
// progress (off the caller's goroutine) how far the reading got (the
// explorer's Library). Close stops it, and waits for it.
func (l *Librarian) ImportFileProgress(ctx context.Context, collection, path string, progress func(read, size int64)) (library.Report, error) {
	if l == nil {
		return library.Report{File: path}, ErrNoLibrary
	}
	l.work.Add(1)
	defer l.work.Done()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(l.ctx, cancel)
	defer stop()
	lib, err := l.Library(ctx)
	if err != nil {
		return library.Report{File: path}, err
	}
	return lib.ImportFileProgress(ctx, collection, path, progress)
}

// SavedGames brings the library's view of the saved games' folder dir up
// to date (the record files there, read again only when they changed, in
// the collection library.Saved) and returns its games as the store's
// ListGames does, with the files that could not be read, each told once
// (the records' Library). An error says the library cannot be used: the
// caller reads the folder itself.
func (l *Librarian) SavedGames(ctx context.Context, dir string) ([]storage.SavedGame, []storage.Problem, error) {
	lib, err := l.Library(ctx)
	if err != nil {
		return nil, nil, err
	}
	if err := lib.ReadOnly(); err != nil {
		return nil, nil, err // the view cannot follow the folder
	}
	paths, err := storage.GameFiles(dir)
	if err != nil {
		return nil, []storage.Problem{{Path: dir, Err: err}}, nil
	}
	l.syncMu.Lock()
	skipped, err := lib.SyncFolder(ctx, library.Saved, paths)
	var untold []storage.Problem
	if err == nil {
		untold, l.untold = l.untold, nil
	}
	l.syncMu.Unlock()
	if err != nil {
		return nil, nil, err
	}
	found, err := lib.FolderGames(ctx, library.Saved)
	if err != nil {
		return nil, nil, err
	}
	return savedGames(found), problems(untold, skipped), nil
}

// savedGames describes the games of the folder's view as the store does.
func savedGames(found []library.FolderGame) []storage.SavedGame {
	list := make([]storage.SavedGame, len(found))
	for i, fg := range found {
		level, _ := strconv.Atoi(fg.Tags[players.TagLevel])
		base := filepath.Base(fg.Path)
		list[i] = storage.SavedGame{
			Path: fg.Path, Index: fg.Index, InFile: fg.InFile,
			Name:     strings.TrimSuffix(base, filepath.Ext(base)),
			Modified: fg.Modified, Date: fg.Date, White: fg.White, Black: fg.Black,
			HumanSide: fg.Tags[players.TagHumanSide], Level: level,
			Score: fg.Final, Result: fg.Result, Moves: fg.Plies,
		}
	}
	return list
}

// problems returns the problems told before (untold) and those of the
// games skipped, one for each file (a file that is not a game was kept
// aside, and is not read again), its errors joined.
func problems(untold []storage.Problem, skipped []library.Skipped) []storage.Problem {
	out := untold
	byFile := map[string][]error{}
	for _, s := range skipped {
		if byFile[s.File] == nil {
			out = append(out, storage.Problem{Path: s.File, KeptAs: s.KeptAs})
		}
		byFile[s.File] = append(byFile[s.File], s)
	}
	for i := len(untold); i < len(out); i++ {
		out[i].Err = errors.Join(byFile[out[i].Path]...)
	}
	return out
}

// SavedReached returns the saved games that reached p: their files and
// places there (the records' Library).
func (l *Librarian) SavedReached(ctx context.Context, p game.Position) ([]library.FolderPlace, error) {
	lib, err := l.Library(ctx)
	if err != nil {
		return nil, err
	}
	return lib.FolderReached(ctx, library.Saved, p)
}

// SyncSaved brings the library's view of the saved games' folder dir up to
// date in the background (the window's start does it, so that Saved games
// opens at once). What it could not read is told by the next SavedGames;
// OnChange is told library.Saved when the sync is done. Nothing when there
// is no library.
func (l *Librarian) SyncSaved(dir string) {
	if l.Opened() && l.lib == nil {
		return
	}
	l.work.Add(1)
	go func() {
		defer l.work.Done()
		_, probs, err := l.SavedGames(l.ctx, dir)
		if err != nil {
			if l.ctx.Err() == nil && !errors.Is(err, ErrNoLibrary) && !errors.Is(err, library.ErrReadOnly) {
				l.log("read the saved games into the library", err)
			}
			return
		}
		// Told when Saved games opens: a file kept aside is not read again.
		probs = slices.DeleteFunc(probs, func(p storage.Problem) bool { return p.Path == dir })
		l.syncMu.Lock()
		l.untold = append(probs, l.untold...)
		l.syncMu.Unlock()
		l.changed(library.Saved)
	}()
}

// AddGame keeps a finished game in library.MyGames in the background, and
// tells OnChange when it was added. A library that cannot be written was
// told at its open; another failure is logged.
func (l *Librarian) AddGame(g *game.Game) {
	if l == nil {
		return
	}
	g = g.Clone() // the caller's game plays on
	l.work.Add(1)
	l.adds.Add(1)
	go func() {
		defer l.work.Done()
		defer l.adds.Done()
		lib, err := l.Library(context.Background())
		if err != nil || lib.ReadOnly() != nil {
			return
		}
		// Not stopped by Close: a game finished as the window closes is
		// kept.
		added, err := lib.AddGame(context.Background(), library.MyGames, "", g)
		switch {
		case err != nil:
			l.log("add the game to the library", err)
		case added:
			l.changed(library.MyGames)
		}
	}()
}

// OpenGame reads the game id of the library off the caller's goroutine and
// hands it to done, through Post (the explorer's click on a game). done is
// not called when the Librarian closes first.
func (l *Librarian) OpenGame(id int64, done func(g *game.Game, err error)) {
	l.work.Add(1)
	go func() {
		defer l.work.Done()
		lib, err := l.Library(l.ctx)
		var g *game.Game
		if err == nil {
			g, _, err = lib.Game(l.ctx, id)
		}
		if l.ctx.Err() != nil {
			return
		}
		l.cfg.Post(func() { done(g, err) })
	}()
}

// Wait waits for the open and for the work under way (the games being
// added, the syncs, the imports, the games being read).
func (l *Librarian) Wait() {
	<-l.ready
	l.work.Wait()
}

// Close lets the games being added finish (and the open they wait for: a
// game finished as the window closes is kept), then stops the open, the
// imports, the syncs and the games being read, waits for them, and closes
// the library. Nothing is posted after it returns.
func (l *Librarian) Close() {
	l.adds.Wait()
	l.cancel()
	l.Wait()
	if l.lib != nil {
		if err := l.lib.Close(); err != nil {
			l.log("close the games library", err)
		}
	}
}
