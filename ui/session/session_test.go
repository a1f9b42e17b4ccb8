package session

import (
	"reflect"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// fakeBoard stands for the board widget: it records what the session asks
// and holds each animation until the test finishes it.
type fakeBoard struct {
	pos         game.Position
	bottom      game.Side
	players     [2]board.Player
	interactive [2]bool
	last        [2]*game.Sowing
	hint        game.Move
	animated    []animCall
	done        func() // the running animation's end, nil if none
	flashed     []game.Side
	holdDraw    bool     // AfterDraw waits for drawn
	draws       []func() // what waits for the board to be drawn
}

type animCall struct {
	before, after game.Position
	sow           game.Sowing
}

func (b *fakeBoard) SetPosition(p game.Position)          { b.finishSilently(); b.pos, b.hint = p, 0 }
func (b *fakeBoard) SetBottom(side game.Side)             { b.bottom = side }
func (b *fakeBoard) SetPlayers(white, black board.Player) { b.players = [2]board.Player{white, black} }
func (b *fakeBoard) SetInteractive(side game.Side, on bool) {
	b.interactive[side] = on
}
func (b *fakeBoard) SetLastMove(side game.Side, s *game.Sowing) { b.last[side] = s }
func (b *fakeBoard) ShowHint(m game.Move)                       { b.hint = m }
func (b *fakeBoard) FlashKazan(side game.Side)                  { b.flashed = append(b.flashed, side) }

// AfterDraw calls f at once, or, while holdDraw, when the test draws
// (drawn).
func (b *fakeBoard) AfterDraw(f func()) {
	if b.holdDraw {
		b.draws = append(b.draws, f)
		return
	}
	f()
}

// drawn runs what waited for the board to be drawn.
func (b *fakeBoard) drawn() {
	draws := b.draws
	b.draws = nil
	for _, f := range draws {
		f()
	}
}

func (b *fakeBoard) Animate(before game.Position, s game.Sowing, after game.Position, done func()) {
	b.FinishAnimation()
	b.animated = append(b.animated, animCall{before: before, after: after, sow: s})
	b.pos, b.hint = after, 0
	b.done = done
}

func (b *fakeBoard) FinishAnimation() {
	if d := b.done; d != nil {
		b.done = nil
		d()
	}
}

// finishSilently drops the running animation without its done, as the
// board's SetPosition does.
func (b *fakeBoard) finishSilently() { b.done = nil }

// fakeResults counts results in memory.
type fakeResults struct {
	counted []storage.Outcome
	stats   map[int]storage.LevelStats
	writes  atomic.Int32 // WriteStats calls, from the writer's goroutine
}

func (r *fakeResults) CountResult(level int, o storage.Outcome) (storage.LevelStats, error) {
	r.counted = append(r.counted, o)
	if r.stats == nil {
		r.stats = map[int]storage.LevelStats{}
	}
	st := r.stats[level]
	switch o {
	case storage.Win:
		st.Won++
	case storage.Loss:
		st.Lost++
	default:
		st.Drawn++
	}
	r.stats[level] = st
	return st, nil
}

func (r *fakeResults) Stats() map[int]storage.LevelStats { return r.stats }

func (r *fakeResults) WriteStats() error { r.writes.Add(1); return nil }

func (r *fakeResults) StatsPath() string { return "stats.json" }

// fakeSession is a session on a fake board, without Fyne: its searches post
// to a queue the test drains, and its autosaves are kept in memory.
type fakeSession struct {
	t       *testing.T
	s       *Session
	b       *fakeBoard
	q       *sessiontest.Queue
	results *fakeResults
	ends    []GameOver
	kinds   []Kind     // every change told, in order
	eng     *ai.Engine // the engine of every level

	mu    sync.Mutex
	saved []*game.Game
}

// newFakeSession returns a session that counts its results in memory
// (f.results).
func newFakeSession(t *testing.T) *fakeSession {
	t.Helper()
	results := &fakeResults{}
	f := newSessionWith(t, results)
	f.results = results
	return f
}

// newSessionWith returns a session on a fake board that counts its results
// in results.
func newSessionWith(t *testing.T, results ResultBook) *fakeSession {
	t.Helper()
	return newSessionConfig(t, func(c *Config) { c.Results = results })
}

// newSessionConfig returns a session on a fake board, its searches tiny,
// its autosaves kept in memory, the Config changed by change.
func newSessionConfig(t *testing.T, change func(*Config)) *fakeSession {
	t.Helper()
	f := &fakeSession{t: t, b: &fakeBoard{}, q: &sessiontest.Queue{}}
	f.eng = ai.New(ai.Options{HashMB: 1, Threads: 1})
	limits := sessiontest.TinyLimits()
	c := Config{
		Board:   f.b,
		Engines: func(int) *ai.Engine { return f.eng },
		Post:    f.q.Post,
		Limits:  &limits,
		Save: func(g *game.Game) error {
			f.mu.Lock()
			f.saved = append(f.saved, g)
			f.mu.Unlock()
			return nil
		},
		Now:  sessiontest.Date,
		Coin: func() bool { return true },
	}
	if change != nil {
		change(&c)
	}
	f.s = New(c)
	f.s.Subscribe(func(c Change) {
		f.kinds = append(f.kinds, c.Kind)
		if c.Kind == Ended {
			f.ends = append(f.ends, *c.Snapshot.Over)
		}
	})
	t.Cleanup(f.s.Close)
	return f
}

// settle lands every sowing and applies every answer of the computer until
// nothing is under way.
func (f *fakeSession) settle() {
	f.t.Helper()
	for range 10_000 {
		f.b.FinishAnimation()
		f.s.Wait()
		if f.q.Drain() == 0 && f.b.done == nil && !f.s.Snapshot().Busy() {
			return
		}
	}
	f.t.Fatalf("the session did not settle: %v", f.s.Snapshot().LivePhase)
}

// lastMoveGame returns a game one move before the end, with the move that
// ends it.
func lastMoveGame(t *testing.T) (*game.Game, game.Move) {
	t.Helper()
	full := sessiontest.FinishedGame(t)
	last := full.Moves()[full.Len()-1]
	return game.NewGame(full.PositionAt(full.Len() - 1)), last
}

// lastSaved returns the last game written, after the writes under way.
func (f *fakeSession) lastSaved() *game.Game {
	f.t.Helper()
	f.s.Flush()
	f.mu.Lock()
	defer f.mu.Unlock()
	if len(f.saved) == 0 {
		f.t.Fatal("nothing was saved")
	}
	return f.saved[len(f.saved)-1]
}

// answer waits for the computer's search and applies its answer.
func (f *fakeSession) answer() {
	f.t.Helper()
	f.s.Wait()
	if f.q.Drain() == 0 {
		f.t.Fatal("the search posted nothing")
	}
}

// TestSessionSavesBeforeAnimation: a move is in the autosave as soon as it
// is played, while the board still animates it; the computer answers only
// after the animation, and its move takes the same path.
func TestSessionSavesBeforeAnimation(t *testing.T) {
	f := newFakeSession(t)
	s, b := f.s, f.b
	s.NewGame(Choice{Colour: storage.ColourWhite, Level: 2})
	if b.bottom != game.White || b.players != [2]board.Player{board.PlayerYou, board.PlayerComputer} {
		t.Fatalf("board: bottom %v, players %v", b.bottom, b.players)
	}
	if !b.interactive[game.White] || b.interactive[game.Black] {
		t.Fatalf("interactive %v, want White only", b.interactive)
	}
	if !s.HumanMove(7) {
		t.Fatal("the move was refused")
	}
	if b.done == nil || !(s.Snapshot().LivePhase == Animating) {
		t.Fatal("the move is not being animated")
	}
	if g := f.lastSaved(); g.Ply() != 1 || g.Moves()[0] != 7 {
		t.Fatalf("during the animation the autosave has %d moves, want the move just played", g.Ply())
	}
	want, sow, err := game.Start().Play(7)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.animated[0]; got.before != game.Start() || got.after != want || !reflect.DeepEqual(got.sow, sow) {
		t.Fatalf("the board animates %+v, want the sowing Play describes", got)
	}
	if b.interactive[game.White] || b.interactive[game.Black] {
		t.Fatal("the board takes moves during the animation")
	}
	if thinking := s.Snapshot().LivePhase == Thinking; thinking {
		t.Fatal("the computer thinks before the animation is done")
	}
	b.FinishAnimation()
	if thinking := s.Snapshot().LivePhase == Thinking; !thinking {
		t.Fatal("the computer does not think after the animation")
	}
	f.answer()
	if s.Snapshot().Game().Ply() != 2 || b.done == nil {
		t.Fatalf("the computer's move: ply %d, animating %v", s.Snapshot().Game().Ply(), b.done != nil)
	}
	if g := f.lastSaved(); g.Ply() != 2 {
		t.Fatalf("the computer's move is not saved before its animation: %d moves", g.Ply())
	}
	b.FinishAnimation()
	if s.Snapshot().Busy() || !b.interactive[game.White] || b.last[game.Black] == nil {
		t.Fatalf("after the answer: idle %v, interactive %v, last %v", !s.Snapshot().Busy(), b.interactive, b.last)
	}
}

// TestSessionGameOver: the move that ends a game against the computer has
// its result counted at once, once; the end is announced after the
// animation with the record; Undo and a second end count nothing.
func TestSessionGameOver(t *testing.T) {
	f := newFakeSession(t)
	s, b := f.s, f.b
	g, last := lastMoveGame(t)
	side := g.Position().ToMove
	human := [2]bool{}
	human[side] = true
	TagGame(g, human, 2, sessiontest.Date())
	s.Start(g, human, 2)
	if b.bottom != side || s.Snapshot().Sides.HumanSide() != side || s.Snapshot().Counted {
		t.Fatalf("bottom %v, person %v, recorded %v", b.bottom, s.Snapshot().Sides.HumanSide(), s.Snapshot().Counted)
	}
	if !s.HumanMove(last) {
		t.Fatal("the last move was refused")
	}
	if len(f.results.counted) != 1 || !s.Snapshot().Counted {
		t.Fatalf("results counted before the animation: %v", f.results.counted)
	}
	if len(f.ends) != 0 {
		t.Fatal("the end was announced before the animation")
	}
	b.FinishAnimation()
	if len(f.ends) != 1 || f.ends[0].Stats == nil || f.ends[0].Stats.Games() != 1 {
		t.Fatalf("ends %+v", f.ends)
	}
	pos := s.Snapshot().Live
	o := pos.Outcome()
	if f.ends[0].Outcome != o || f.ends[0].Plies != s.Snapshot().Game().Ply() {
		t.Fatalf("end %+v, want %+v at ply %d", f.ends[0], o, s.Snapshot().Game().Ply())
	}
	if w, ok := o.Result.Winner(); ok && (len(b.flashed) != 1 || b.flashed[0] != w) {
		t.Fatalf("flashed %v, want the winner %v", b.flashed, w)
	}
	if got := humanOutcome(o.Result, side); f.results.counted[0] != got {
		t.Fatalf("counted %v, want %v", f.results.counted[0], got)
	}
	// A game lost (or won) on the board stays finished: Undo does not
	// reopen it, and Continue from here starts a new game instead.
	plies := s.Snapshot().Game().Ply()
	if s.Snapshot().Can.Undo || s.Undo() {
		t.Fatal("Undo reopened a finished game against the computer")
	}
	if s.Snapshot().Game().Ply() != plies || s.Snapshot().Status.Phase != game.Finished || b.interactive[side] {
		t.Fatalf("after Undo: ply %d (want %d), status %+v, interactive %v", s.Snapshot().Game().Ply(), plies, s.Snapshot().Status, b.interactive)
	}
	if len(f.results.counted) != 1 || len(f.ends) != 1 {
		t.Fatalf("after Undo: %d counted, %d ends", len(f.results.counted), len(f.ends))
	}
	s.Browse(plies - 1)
	cont := s.ContinueFrom().Game
	if cont.Ply() != 0 || cont.Position() != g.PositionAt(plies-1) || s.Snapshot().Game().Ply() != plies {
		t.Fatalf("Continue from here: ply %d, %v; the game has %d plies", cont.Ply(), cont.Position().TFEN(), s.Snapshot().Game().Ply())
	}
}

// TestUndoFinishedTwoPlayers: between two people too, a game finished on
// the board is not reopened by Undo.
func TestUndoFinishedTwoPlayers(t *testing.T) {
	f := newFakeSession(t)
	s := f.s
	g, last := lastMoveGame(t)
	human := [2]bool{true, true}
	TagGame(g, human, 2, sessiontest.Date())
	s.Start(g, human, 2)
	if !s.HumanMove(last) {
		t.Fatal("the last move was refused")
	}
	f.b.FinishAnimation()
	plies := s.Snapshot().Game().Ply()
	if end := s.Snapshot().Live; s.Snapshot().Can.Undo || s.Undo() || s.Snapshot().Game().Ply() != plies || !end.Over() {
		t.Fatalf("Undo reopened a finished two-player game: ply %d of %d", s.Snapshot().Game().Ply(), plies)
	}
}

// TestSessionLifecycle: who plays which side, and what is counted, for
// every way a game begins.
func TestSessionLifecycle(t *testing.T) {
	finished := sessiontest.FinishedGame(t)
	unfinished := game.NewGame(game.Start())
	for _, m := range []game.Move{7, 3} {
		if _, err := unfinished.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	own := unfinished.Clone()
	TagGame(own, [2]bool{false, true}, 6, sessiontest.Date())
	for _, tc := range []struct {
		name     string
		begin    func(s *Session)
		human    [2]bool
		level    int
		recorded bool
		bottom   game.Side
	}{
		{"new white", func(s *Session) { s.NewGame(Choice{Colour: storage.ColourWhite, Level: 4}) }, [2]bool{true, false}, 4, false, game.White},
		{"new random", func(s *Session) { s.NewGame(Choice{Colour: storage.ColourRandom, Level: 1}) }, [2]bool{false, true}, 1, false, game.Black},
		{"new two players", func(s *Session) { s.NewGame(Choice{TwoPlayers: true, Level: 99}) }, [2]bool{true, true}, ai.DefaultLevel, false, game.White},
		{"resume own", func(s *Session) { s.Resume(own.Clone(), Choice{Level: 2}) }, [2]bool{false, true}, 6, false, game.Black},
		{"resume nothing", func(s *Session) { s.Resume(nil, Choice{Level: 2}) }, [2]bool{true, false}, 2, false, game.White},
		{"resume finished", func(s *Session) { s.Resume(finished.Clone(), Choice{Level: 2}) }, [2]bool{true, false}, 2, false, game.White},
		{"open unfinished", func(s *Session) { s.Open(unfinished.Clone(), 3) }, [2]bool{true, false}, 3, false, game.White},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeSession(t)
			s := f.s
			tc.begin(s)
			if s.human != tc.human || s.Snapshot().Sides.Level != tc.level || s.Snapshot().Counted != tc.recorded || f.b.bottom != tc.bottom {
				t.Fatalf("human %v level %d recorded %v bottom %v; want %v %d %v %v",
					s.human, s.Snapshot().Sides.Level, s.Snapshot().Counted, f.b.bottom, tc.human, tc.level, tc.recorded, tc.bottom)
			}
			if g := f.lastSaved(); g.Text() != s.Snapshot().Game().Text() {
				t.Fatal("the game begun is not the autosave")
			}
			if f.b.pos != s.Snapshot().Live {
				t.Fatal("the board does not show the live position")
			}
		})
	}
}

// firstMove is the first legal move of the live position.
func firstMove(s *Session) game.Move {
	p := s.Snapshot().Live
	return p.LegalMoves()[0]
}
