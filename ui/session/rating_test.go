package session

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// ratedSession is a session on a fake board that counts its results in a
// real store in a temporary folder.
type ratedSession struct {
	*fakeSession
	store *storage.Store
	dirs  storage.Dirs
}

func newRatedSession(t *testing.T) *ratedSession {
	t.Helper()
	dir := t.TempDir()
	dirs := storage.Dirs{Data: dir, Config: dir}
	store, _, err := storage.Open(dirs, storage.Settings{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	f := newSessionWith(t, store)
	return &ratedSession{fakeSession: f, store: store, dirs: dirs}
}

// winningLastMove returns a game one move before its end whose last move
// wins for the side that plays it, and that move.
func winningLastMove(t *testing.T) (*game.Game, game.Move) {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		r := rand.New(rand.NewPCG(seed, 2))
		g := game.NewGame(game.Start())
		for {
			p := g.Position()
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			if _, err := g.Play(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
		before, end := g.PositionAt(g.Len()-1), g.Position()
		if w, ok := end.Outcome().Result.Winner(); ok && w == before.ToMove {
			return game.NewGame(before), g.Moves()[g.Len()-1]
		}
	}
	t.Fatal("no random game is won by its last move")
	return nil, 0
}

// takeBack plays the person's first move, lets the computer answer and
// takes both back.
func takeBack(t *testing.T, f *fakeSession) {
	t.Helper()
	s := f.s
	p := s.Snapshot().Live
	if !s.HumanMove(p.LegalMoves()[0]) {
		t.Fatal("the first move was refused")
	}
	f.b.FinishAnimation()
	f.answer()
	f.b.FinishAnimation()
	if !s.Snapshot().Can.Unrate {
		t.Fatal("a rated game does not say a take-back unrates it")
	}
	if !s.Undo() {
		t.Fatal("Undo refused")
	}
}

// TestRatedGames: a game against the computer moves the person's rating
// when it ends, by the rules or by a resignation, unless a move was taken
// back or a hint used in it (even before an autosave and a resume); a game
// of two people is never rated. The statistics count every game against
// the computer either way.
func TestRatedGames(t *testing.T) {
	for _, tc := range []struct {
		name  string
		play  func(t *testing.T, r *ratedSession) // plays the game to its end
		rated bool                                // the rating moved
		up    bool                                // ... up
		two   bool                                // a game of two people
	}{
		{"won by the rules", func(t *testing.T, r *ratedSession) {
			g, last := winningLastMove(t)
			human := [2]bool{}
			human[g.Position().ToMove] = true
			TagGame(g, human, 8, sessiontest.Date())
			r.s.Start(g, human, 8)
			if !r.s.HumanMove(last) {
				t.Fatal("the last move was refused")
			}
			r.b.FinishAnimation()
		}, true, true, false},
		{"resigned", func(t *testing.T, r *ratedSession) {
			r.s.NewGame(Choice{Colour: storage.ColourWhite, Level: 8})
			r.s.Resign()
		}, true, false, false},
		{"won after a hint", func(t *testing.T, r *ratedSession) {
			g, last := winningLastMove(t)
			human := [2]bool{}
			human[g.Position().ToMove] = true
			TagGame(g, human, 8, sessiontest.Date())
			r.s.Start(g, human, 8)
			if !r.s.Snapshot().Can.Unrate || !r.s.Snapshot().Can.Hint {
				t.Fatal("a rated game does not say a hint unrates it")
			}
			r.s.Hint()
			r.s.Wait()
			r.q.Drain()
			if r.s.Snapshot().Can.Unrate {
				t.Fatal("a game with a hint still asks")
			}
			if !r.s.HumanMove(last) {
				t.Fatal("the last move was refused")
			}
			r.b.FinishAnimation()
		}, false, false, false},
		{"resigned after a take-back", func(t *testing.T, r *ratedSession) {
			r.s.NewGame(Choice{Colour: storage.ColourWhite, Level: 8})
			takeBack(t, r.fakeSession)
			if r.s.Snapshot().Can.Unrate || r.s.Snapshot().Rated {
				t.Fatal("a game with a take-back is still rated")
			}
			r.s.Resign()
		}, false, false, false},
		{"resumed after a take-back", func(t *testing.T, r *ratedSession) {
			r.s.NewGame(Choice{Colour: storage.ColourWhite, Level: 8})
			takeBack(t, r.fakeSession)
			var b strings.Builder
			if _, err := r.lastSaved().WriteTo(&b); err != nil {
				t.Fatal(err)
			}
			g, err := game.ParseGame(b.String())
			if err != nil {
				t.Fatal(err)
			}
			if g.Tag(TagRated) != "no" {
				t.Fatalf("the autosave lacks [%s \"no\"]:\n%s", TagRated, b.String())
			}
			r.s.NewGame(Choice{Colour: storage.ColourWhite, Level: 8})
			if !r.s.Snapshot().Rated {
				t.Fatal("a new game is unrated")
			}
			r.s.Resume(g, Choice{Level: 8})
			if r.s.Snapshot().Game().Text() != g.Text() || r.s.Snapshot().Rated || r.s.Snapshot().Can.Unrate {
				t.Fatal("the resumed game is rated")
			}
			r.s.Resign()
		}, false, false, false},
		{"two people", func(t *testing.T, r *ratedSession) {
			r.s.NewGame(Choice{TwoPlayers: true, Level: 8})
			if r.s.Snapshot().Rated || r.s.Snapshot().Can.Unrate {
				t.Fatal("a game of two people is rated")
			}
			r.s.Resign()
		}, false, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newRatedSession(t)
			start := r.store.Rating()
			tc.play(t, r)
			if len(r.ends) != 1 {
				t.Fatalf("%d ends, want 1", len(r.ends))
			}
			over := r.ends[0]
			got := r.store.Rating()
			switch {
			case tc.rated:
				if over.Rating == nil || over.Unrated {
					t.Fatalf("rated game: Rating %v, Unrated %v", over.Rating, over.Unrated)
				}
				if over.Rating[0] != start || over.Rating[1] != got || got.Games != start.Games+1 {
					t.Fatalf("rating %v -> %v, the store %v (from %v)", over.Rating[0], over.Rating[1], got, start)
				}
				if up := got.R > start.R; up != tc.up {
					t.Fatalf("rating %v -> %v, want up %v", start.R, got.R, tc.up)
				}
			case tc.two:
				if over.Rating != nil || over.Unrated || over.Stats != nil || got != start {
					t.Fatalf("a game of two people: Rating %v, Unrated %v, Stats %v, rating %v -> %v", over.Rating, over.Unrated, over.Stats, start, got)
				}
			default:
				if over.Rating != nil || !over.Unrated || got != start {
					t.Fatalf("unrated game: Rating %v, Unrated %v, rating %v -> %v", over.Rating, over.Unrated, start, got)
				}
			}
			if !tc.two && (over.Stats == nil || over.Stats.Games() != 1) {
				t.Fatalf("the statistics did not count the game: %+v", over.Stats)
			}
			// The rating is written with the statistics.
			r.s.Flush()
			if tc.rated {
				if err := r.store.Close(); err != nil {
					t.Fatal(err)
				}
				reopened, _, err := storage.Open(r.dirs, storage.Settings{})
				if err != nil {
					t.Fatal(err)
				}
				defer func() { _ = reopened.Close() }()
				if rr := reopened.Rating(); rr.Rounded() != got.Rounded() || rr.Games != got.Games {
					t.Fatalf("the stored rating %v, want %v", rr, got)
				}
			}
		})
	}
}
