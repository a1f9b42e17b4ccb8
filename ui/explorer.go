package ui

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/editor"
	"github.com/togyzkumalak/togyzkumalak/ui/explorer"
	"github.com/togyzkumalak/togyzkumalak/ui/records"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// MyGames is the library's collection of the games finished in the window.
const MyGames = explorer.MyGames

// errNoLibrary is the explorer's answer when the window has no games
// library (Deps.Library is "").
var errNoLibrary = errors.New("no games library")

// gamesLibrary is the games library the window opens in the background
// at its start (openLibrary): every use waits for the open, off the UI
// goroutine, and Close waits for the open and for the games being added.
type gamesLibrary struct {
	ready  chan struct{}   // closed when the open returned
	ctx    context.Context // done when Close began
	cancel context.CancelFunc
	adds   sync.WaitGroup    // the games being added
	syncMu sync.Mutex        // one sync of the saved games at a time
	untold []storage.Problem // guarded by syncMu: what a sync in the background could not read, told by the next SavedGames

	lib *library.Library // set before ready closes; nil when the open failed
	err error            // why it could not be opened
}

// openLibrary opens the library at path in the background; "" opens none.
// problem is called, through post, at most once: why the library was
// rebuilt (write false), or cannot be written (write true). A library that
// cannot be opened at all is logged, and the explorer shows why.
func openLibrary(path string, post func(func()), problem func(p storage.Problem, write bool)) *gamesLibrary {
	ctx, cancel := context.WithCancel(context.Background())
	l := &gamesLibrary{ready: make(chan struct{}), ctx: ctx, cancel: cancel}
	if path == "" {
		l.err = errNoLibrary
		close(l.ready)
		return l
	}
	go func() {
		defer close(l.ready)
		lib, err := library.Open(ctx, path)
		l.lib, l.err = lib, err
		var p *storage.Problem
		write := false
		var lp *library.Problem
		if err == nil {
			lp = lib.Problem() // reported once: the first call has it
		}
		switch {
		case err != nil && ctx.Err() == nil:
			// Logged, not told: nothing of the player's is lost, the
			// game plays on, and the explorer says it when opened (a
			// start-up dialog would take the first keys; under Wine
			// SQLite cannot open the file at all).
			fyne.LogError("open the games library "+path, err)
		case err != nil:
		case lp != nil:
			p = &storage.Problem{Path: lp.Path, Err: lp.Err, KeptAs: lp.KeptAs}
		case lib.ReadOnly() != nil:
			p, write = &storage.Problem{Path: path, Err: lib.ReadOnly()}, true
		}
		if p != nil && problem != nil {
			post(func() { problem(*p, write) })
		}
	}()
	return l
}

// wait returns the library once opened; a nil *gamesLibrary (the window
// not started yet) has none.
func (l *gamesLibrary) wait(ctx context.Context) (*library.Library, error) {
	if l == nil {
		return nil, errNoLibrary
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

// Explore answers the explorer (explorer.Source).
func (l *gamesLibrary) Explore(ctx context.Context, p game.Position, f library.Filter) (library.Stats, error) {
	lib, err := l.wait(ctx)
	if err != nil {
		return library.Stats{}, err
	}
	return lib.Explore(ctx, p, f)
}

// Reached answers the explorer (explorer.Source).
func (l *gamesLibrary) Reached(ctx context.Context, p game.Position, f library.Filter, limit int) ([]library.GameInfo, error) {
	lib, err := l.wait(ctx)
	if err != nil {
		return nil, err
	}
	return lib.Reached(ctx, p, f, limit)
}

// Collections names the library's collections (explorer.Library).
func (l *gamesLibrary) Collections(ctx context.Context) ([]string, error) {
	lib, err := l.wait(ctx)
	if err != nil {
		return nil, err
	}
	return lib.Collections(ctx)
}

// ImportFileProgress imports a record file into a collection
// (explorer.Library); closing the window stops it, and waits for it.
func (l *gamesLibrary) ImportFileProgress(ctx context.Context, collection, path string, progress func(read, size int64)) (library.Report, error) {
	if l == nil {
		return library.Report{File: path}, errNoLibrary
	}
	l.adds.Add(1)
	defer l.adds.Done()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(l.ctx, cancel)
	defer stop()
	lib, err := l.wait(ctx)
	if err != nil {
		return library.Report{File: path}, err
	}
	return lib.ImportFileProgress(ctx, collection, path, progress)
}

// savedLibrary is the games library Saved games is a view of, nil when the
// window has none (records.Deps.Library).
func (a *App) savedLibrary() records.Library {
	if a.library == nil || a.libraryPath == "" {
		return nil
	}
	return a.library
}

// SavedGames brings the library's view of the saved games' folder dir up
// to date (records.Library): the record files there, read again only when
// they changed, in the collection library.Saved.
func (l *gamesLibrary) SavedGames(ctx context.Context, dir string) ([]storage.SavedGame, []storage.Problem, error) {
	lib, err := l.wait(ctx)
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
	// The games that could not be read, told once for each file (a file
	// that is not a game was kept aside, and is not read again).
	problems := untold
	byFile := map[string][]error{}
	for _, s := range skipped {
		if byFile[s.File] == nil {
			problems = append(problems, storage.Problem{Path: s.File, KeptAs: s.KeptAs})
		}
		byFile[s.File] = append(byFile[s.File], s)
	}
	for i := len(untold); i < len(problems); i++ {
		problems[i].Err = errors.Join(byFile[problems[i].Path]...)
	}
	return list, problems, nil
}

// syncSaved brings the library's view of the saved games' folder dir up to
// date in the background (Close waits for it); nothing when the window has
// no library.
func (l *gamesLibrary) syncSaved(dir string) {
	select {
	case <-l.ready:
		if l.lib == nil {
			return
		}
	default:
	}
	l.adds.Add(1)
	go func() {
		defer l.adds.Done()
		_, problems, err := l.SavedGames(l.ctx, dir)
		if err != nil && l.ctx.Err() == nil {
			fyne.LogError("read the saved games into the library", err)
		}
		// Told when Saved games opens: a file kept aside is not read again.
		problems = slices.DeleteFunc(problems, func(p storage.Problem) bool { return p.Path == dir })
		l.syncMu.Lock()
		l.untold = append(problems, l.untold...)
		l.syncMu.Unlock()
	}()
}

// SavedReached returns the saved games that reached p (records.Library).
func (l *gamesLibrary) SavedReached(ctx context.Context, p game.Position) ([]library.FolderPlace, error) {
	lib, err := l.wait(ctx)
	if err != nil {
		return nil, err
	}
	return lib.FolderReached(ctx, library.Saved, p)
}

// add adds a finished game to MyGames in the background; a failure is
// logged (a read-only library was told at its open).
func (l *gamesLibrary) add(g *game.Game) {
	if l == nil {
		return
	}
	l.adds.Add(1)
	go func() {
		defer l.adds.Done()
		lib, err := l.wait(context.Background())
		if err != nil || lib.ReadOnly() != nil {
			return
		}
		if _, err := lib.AddGame(context.Background(), MyGames, "", g); err != nil {
			fyne.LogError("add the game to the library", err)
		}
	}()
}

// Close stops the open, waits for the games being added and closes the
// library.
func (l *gamesLibrary) Close() {
	l.cancel()
	<-l.ready
	l.adds.Wait()
	if l.lib != nil {
		if err := l.lib.Close(); err != nil {
			fyne.LogError("close the games library", err)
		}
	}
}

// explorerMode is View → Opening explorer: the explorer's panel beside the
// game's board, following the position shown. In a game against the
// computer it follows only when the player switches "Follow the board" on;
// off, it shows only how to switch it on.
type explorerMode struct {
	*explorer.Explorer
	a       *App
	follow  *widget.Check
	hint    *widget.Label
	body    fyne.CanvasObject // the explorer's results, hidden while it does not follow
	content *fyne.Container
	shown   uint64 // the key of the position asked last
	asked   bool   // a position was asked
}

// showExplorer opens the opening explorer beside the board (View →
// Opening explorer, the key E).
func (a *App) showExplorer() *explorerMode {
	if x := a.editorExplorer; x != nil && x.ed != nil && a.mode() == x.ed {
		x.show() // under the editor, following its position
		return nil
	}
	return a.openExplorer(a.explorerConfig(a.explorerMove, a.explorerGame), a.explorerEvaluator())
}

// openExplorer opens the explorer asking cfg and ev (the layout tests give
// it a source of long real content).
func (a *App) openExplorer(cfg explorer.Config, ev explorer.Evaluator) *explorerMode {
	m := &explorerMode{a: a}
	m.Explorer = explorer.New(a.screenEnv(), cfg)
	m.SetEvaluator(ev)
	m.follow = widget.NewCheck(a.loc.T("explorerui.follow"), func(bool) { m.update() })
	m.hint = screen.Wrapped(a.loc.T("explorerui.hint"))
	m.body = m.Explorer.Results()
	m.content = container.NewVBox(m.follow, m.hint, m.Explorer.Content())
	a.explorer = m
	a.openMode(m)
	m.update()
	return m
}

// explorerConfig is what an explorer asks of the window: the games
// library, and the file dialog of Open record for its imports.
func (a *App) explorerConfig(onMove func(game.Move), onGame func(id int64, ply int)) explorer.Config {
	return explorer.Config{
		Source: a.library, Library: a.library, OnMove: onMove, OnGame: onGame,
		ChooseFile: func(use func(string)) {
			a.records.ChooseRecord(a.loc.T("explorerui.import"), "import", use)
		},
		Reason: func(err error) string { return dialogs.ProblemText(a.loc, err) },
	}
}

// importGames opens the explorer when it is not shown and asks for a
// record file to import into the games library (Records → Import games).
func (a *App) importGames() {
	if x := a.editorExplorer; x != nil && x.ed != nil && a.mode() == x.ed {
		x.show()
		x.Import()
		return
	}
	m := a.explorer
	if m == nil || a.mode() != m {
		m = a.showExplorer()
	}
	if m != nil {
		m.Import()
	}
}

// explorerEvaluator is the engine that evaluates the explorer's moves: one
// of its own for each explorer opened (one thread, a small table, the
// endgame table when the window has it), dropped with the explorer.
func (a *App) explorerEvaluator() explorer.Evaluator {
	return explorer.EngineEvaluator(a.tables.Attach(ai.New(ai.Options{Threads: 1, HashMB: explorer.EvalHashMB})))
}

// Content is the panel: the toggle, the hint and the explorer.
func (m *explorerMode) Content() fyne.CanvasObject { return m.content }

// Relocalize writes the texts again in the current language.
func (m *explorerMode) Relocalize() {
	m.Explorer.Relocalize()
	if m.follow.Text != m.a.loc.T("explorerui.follow") {
		m.follow.SetText(m.a.loc.T("explorerui.follow"))
	}
	screen.SetText(m.hint, m.a.loc.T("explorerui.hint"))
}

// TypedKey plays a listed move's hole key, only when the moves are shown.
func (m *explorerMode) TypedKey(k *fyne.KeyEvent) bool {
	if !m.following() {
		return false
	}
	return m.Explorer.TypedKey(k)
}

// Close stops the lookup under way.
func (m *explorerMode) Close() {
	m.Explorer.Close()
	if m.a.explorer == m {
		m.a.explorer = nil
	}
}

// free reports whether the explorer may follow the board without being
// asked: in a review, a record looked through, a game of two players or a
// finished game; never in a game against the computer being played.
func (m *explorerMode) free() bool {
	return m.a.Session.EngineHelpAllowed() || m.a.review.Active()
}

// following reports whether the explorer shows the position.
func (m *explorerMode) following() bool { return m.free() || m.follow.Checked }

// update shows the toggle or not and asks for the position shown when it
// changed; on the UI goroutine.
func (m *explorerMode) update() {
	free := m.free()
	screen.SetVisible(m.follow, !free)
	on := m.following()
	screen.SetVisible(m.hint, !on)
	screen.SetVisible(m.body, on) // the filters and the import stay
	if !on {
		m.asked = false
		m.Explorer.Close() // a lookup under way is dropped
		return
	}
	p := m.a.Session.Shown()
	if k := library.Key(p); !m.asked || k != m.shown {
		m.asked, m.shown = true, k
		m.Show(p)
	}
}

// explorerMove plays a move clicked in the explorer when a person may play
// it now; in a review it steps to the next position when the game went on
// with that move.
func (a *App) explorerMove(mv game.Move) {
	s := a.Session
	if s.HumanMove(mv) {
		return
	}
	ply, browsing := s.Browsing()
	if !browsing {
		return
	}
	g := s.Game().Clone()
	if g.SetPly(g.Len()) != nil {
		return
	}
	if moves := g.Moves(); ply < len(moves) && moves[ply] == mv {
		s.Browse(ply + 1)
	}
}

// explorerGame opens a game clicked in the explorer for review at the
// position it reached: the game is read off the UI goroutine, and the game
// in progress waits behind it.
func (a *App) explorerGame(id int64, ply int) {
	lib := a.library
	go func() {
		l, err := lib.wait(context.Background())
		if err != nil {
			return
		}
		g, _, err := l.Game(context.Background(), id)
		a.post(func() {
			if a.shutdown {
				return
			}
			if err != nil {
				a.dialogs.ShowError(a.loc.T("explorer.error", map[string]any{"Err": err.Error()}))
				return
			}
			a.Session.OpenRecord(g)
			a.Session.Browse(ply)
		})
	}()
}

// libraryProblem tells, once, why the games library was rebuilt (with the
// files that could not be read), or why it cannot be written (as a failed
// save).
func (a *App) libraryProblem(p storage.Problem, write bool) {
	switch {
	case a.shutdown:
	case write && a.store.Unsaved() != nil:
		// The banner already says that nothing can be saved, and why; a
		// dialog on top would only take the first key.
		fyne.LogError("the games library cannot be written", p.Err)
	case write:
		a.dialogs.ShowError(a.loc.T("error.save_failed", map[string]any{"Path": p.Path, "Error": dialogs.ProblemText(a.loc, p.Err)}))
	default:
		a.dialogs.ShowProblems([]storage.Problem{p})
	}
}

// followExplorer has the open explorer follow the position shown.
func (a *App) followExplorer() {
	if a.explorer != nil && a.mode() == a.explorer {
		a.explorer.update()
	}
}

// editorExplorer is the opening explorer under the position editor's
// fields: hidden until View → Opening explorer asks for it while the editor
// is open, then following the position set up. A click on a move sets up
// the position after it; a click on a game opens it for review.
type editorExplorer struct {
	*explorer.Explorer
	a       *App
	ed      *editor.Mode
	title   *widget.Label
	section *fyne.Container
	shown   uint64 // the key of the position asked last
	asked   bool   // a position was asked
	evals   bool   // the evaluator is set
}

// newEditorExplorer returns the explorer of an editor, hidden; its ed is
// set once the editor is made.
func (a *App) newEditorExplorer() *editorExplorer {
	x := &editorExplorer{a: a}
	x.Explorer = explorer.New(a.screenEnv(), a.explorerConfig(x.play, x.open))
	x.title = screen.Bold(a.loc.T("explorer.title"))
	x.section = container.NewVBox(widget.NewSeparator(), x.title, x.Content())
	x.section.Hide()
	return x
}

// show shows the explorer under the editor's fields, on its position.
func (x *editorExplorer) show() {
	if !x.evals {
		x.evals = true
		x.SetEvaluator(x.a.explorerEvaluator()) // the engine is made when first needed
	}
	screen.SetText(x.title, x.a.loc.T("explorer.title"))
	x.Relocalize()
	x.section.Show()
	x.scrollTo()
	x.asked = false
	x.follow(x.ed.Position())
}

// scrollTo scrolls the editor's panel to the explorer, under the fields.
func (x *editorExplorer) scrollTo() {
	h := x.a.view.host
	if len(h.panelSlot.Objects) == 0 {
		return
	}
	if s, ok := h.panelSlot.Objects[0].(*container.Scroll); ok {
		s.Content.Refresh() // lays the shown section out
		s.ScrollToOffset(x.section.Position())
	}
}

// follow looks p up when the explorer is shown and p is new.
func (x *editorExplorer) follow(p game.Position) {
	if x.ed == nil || !x.section.Visible() {
		return
	}
	if k := library.Key(p); !x.asked || k != x.shown {
		x.asked, x.shown = true, k
		x.Show(p)
	}
}

// Visible reports whether the explorer is shown in the editor.
func (x *editorExplorer) Visible() bool { return x.section.Visible() }

// play sets up the position after mv.
func (x *editorExplorer) play(mv game.Move) {
	if p := x.ed.Position(); p.Legal(mv) {
		x.ed.Set(p.Apply(mv))
	}
}

// open closes the editor and opens the game for review at the position.
func (x *editorExplorer) open(id int64, ply int) {
	x.Close()
	x.a.closeMode()
	x.a.explorerGame(id, ply)
}
