package review

import (
	"context"
	"slices"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/coach"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/job"
)

// Review is the engine's review of the window's game (Game → Review
// game): ai.AnalyseGame runs as the review's background job (package job)
// on a copy of the record; New game, opening another game, a change of the
// moves and closing cancel it, the same pattern as the computer's move. The
// plies found are handed back to the UI goroutine through post, the first
// at once and then a few at a time (Pacing), so the graph and the move list
// fill in while the rest is searched, and the window's drawing does not
// take the search's time. A finished review is written into the record
// (ai.Annotate, and the coach's words with coach.Annotate) and autosaved;
// a record that already holds a review is shown at once, without searching.
// The engine is made for each search and dropped when it ends or is
// cancelled: its table goes back to the system once the search goroutine
// has returned (OnRelease). Close cancels the search and waits for it.
//
// All methods must be called on the UI goroutine. Review is the panel's
// Source.
type Review struct {
	// NewEngine makes the review's own engine for a search; Limits is a
	// search's budget. Both are read when a search starts.
	NewEngine func() *ai.Engine
	Limits    ai.Limits
	// Words, when set, are the coach's words written into the record with
	// a finished review: each marked move's explanation as the note of its
	// evaluation (coach.Annotate), so that the saved record says why.
	Words coach.Words
	// Pacing is how often the plies found are handed to the UI goroutine
	// (NewReview: DefaultPacing; the zero Pacing: each at once).
	Pacing Pacing

	g         *game.Game    // the session's record under review, nil if none
	dismissed *game.Game    // a record whose kept review the player closed
	end       game.Position // its last position when the review began
	length    int
	plies     []ai.PlyAnalysis // by ply-1; Ply 0 while not found
	found     int
	started   time.Time
	running   bool
	jobs      *job.Slot // the search; a cancelled one's answers are dropped

	// OnChange is called after every change (a ply found, the end, a cancel).
	OnChange func()
	// OnDone is called when a review finishes searching, with the record.
	OnDone func(g *game.Game)
	// OnRelease is called when the last search goroutine has returned, so
	// that the engine it dropped can be freed.
	OnRelease func()
	// Logf, if not nil, is told how long each complete search took (the
	// window's log keeps it: a review's speed is measured from there).
	Logf func(format string, args ...any)
}

// NewReview returns a review that makes its engines with newEngine and
// hands its results to the UI goroutine through post.
func NewReview(newEngine func() *ai.Engine, post func(func()), limits ai.Limits) *Review {
	r := &Review{NewEngine: newEngine, Limits: limits, Pacing: DefaultPacing, jobs: job.New(context.Background(), post)}
	r.jobs.OnIdle(func() {
		if r.OnRelease != nil {
			r.OnRelease()
		}
	})
	return r
}

// Start reviews g (the session's record). A review kept in the record is
// read at once; otherwise the search starts in the background. A review of
// the same moves already there or running is kept.
func (r *Review) Start(g *game.Game) {
	if g.Len() == 0 {
		return
	}
	if r.Follows(g) {
		return
	}
	r.Cancel()
	r.g, r.end, r.length = g, g.PositionAt(g.Len()), g.Len()
	if plies, ok := ai.ReviewFromRecord(g); ok {
		r.plies, r.found = plies, len(plies)
		r.changed()
		return
	}
	r.plies = make([]ai.PlyAnalysis, g.Len())
	r.found = 0
	r.started = time.Now()
	record := g.Clone()
	// Only the goroutine holds the engine: it is garbage once the search
	// returns.
	eng, lim := r.NewEngine(), r.Limits
	pace, n := r.Pacing, g.Len()
	_, ok := r.jobs.Start(func(j job.Job) {
		batch := newPlyBatch(pace, n, j.Post, r.pliesFound)
		plies, err := eng.AnalyseGame(j.Context(), record, lim, batch.add)
		batch.stop()
		j.Post(func() { r.finished(plies, err) })
	})
	r.running = ok // not after Close
	r.changed()
}

// pliesFound keeps the analysis of the plies found since the last
// hand-over, then tells the change once. Like finished it runs only while
// its search is the current job.
func (r *Review) pliesFound(found []ai.PlyAnalysis) {
	for _, a := range found {
		if a.Ply < 1 || a.Ply > len(r.plies) {
			continue
		}
		if r.plies[a.Ply-1].Ply == 0 {
			r.found++
		}
		r.plies[a.Ply-1] = a
	}
	r.changed()
}

// finished ends the search. A complete review keeps the plies AnalyseGame
// returned: they correct what was reported ply by ply (a ply's Root is
// set again once the ply before it is searched).
func (r *Review) finished(plies []ai.PlyAnalysis, err error) {
	r.running = false
	if err == nil && len(plies) == len(r.plies) {
		r.plies, r.found = plies, len(plies)
		ai.Annotate(r.g, r.plies)
		if r.Words != nil {
			coach.Annotate(r.g, coach.ExplainGame(r.g, r.plies), r.Words)
		}
		if r.Logf != nil {
			r.Logf("review: %d plies searched in %.2f s", len(plies), time.Since(r.started).Seconds())
		}
		if r.OnDone != nil {
			r.OnDone(r.g)
		}
	}
	r.changed()
}

// Cancel stops a running review and forgets the review.
func (r *Review) Cancel() {
	r.jobs.Cancel()
	wasActive := r.g != nil
	r.running = false
	r.g, r.plies, r.found, r.length = nil, nil, 0, 0
	if wasActive {
		r.changed()
	}
}

// Follows reports whether the review is of g as it is: the same moves
// from the same start (the window hands the review copies of the game
// shown, a new one at each change of the record).
func (r *Review) Follows(g *game.Game) bool {
	return r.g != nil && g.Len() == r.length && g.PositionAt(g.Len()) == r.end && sameMoves(r.g, g)
}

// sameMoves reports whether a and b hold the same moves from the same
// start.
func sameMoves(a, b *game.Game) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil || a.Len() != b.Len() || a.Start() != b.Start() {
		return false
	}
	for i := range a.Len() {
		sa, _ := a.Sowing(i)
		sb, _ := b.Sowing(i)
		if sa.Move != sb.Move {
			return false
		}
	}
	return true
}

// Follow keeps the review with the window's game g: it is cancelled when
// the record is no longer the one reviewed (New game, another game opened,
// a move undone or played); with showKept, the review kept in the record
// of a game opened is shown (see ShowKept).
func (r *Review) Follow(g *game.Game, showKept bool) {
	if r.g != nil && !r.Follows(g) {
		r.Cancel()
	}
	if showKept {
		r.ShowKept(g)
	}
}

// Dismiss cancels the review and does not show the review kept in the
// record again until another game is shown.
func (r *Review) Dismiss() {
	r.dismissed = r.g
	r.Cancel()
}

// ShowKept shows the review kept in g's record, if it has one, unless the
// player closed it.
func (r *Review) ShowKept(g *game.Game) {
	if !r.Active() && !sameMoves(g, r.dismissed) && g.Evaluated() {
		r.Start(g)
	}
}

// Active reports whether there is a review, running or done.
func (r *Review) Active() bool { return r.g != nil }

// Running reports whether the review is still searching.
func (r *Review) Running() bool { return r.running }

// Progress returns the plies found, the plies in all, and an estimate of
// the time left while running.
func (r *Review) Progress() (found, total int, left time.Duration) {
	total = len(r.plies)
	if r.running && r.found > 0 {
		per := time.Since(r.started) / time.Duration(r.found)
		left = per * time.Duration(total-r.found)
	} else if r.running {
		// before the first ply: about two searches a ply, of the time
		// given or of about 0.35 µs a node (measured on one core)
		left = (2*r.Limits.Time + time.Duration(r.Limits.Nodes)*700*time.Nanosecond) * time.Duration(total)
	}
	return r.found, total, left
}

// Ply returns the analysis of ply (1 for the first move), if found.
func (r *Review) Ply(ply int) (ai.PlyAnalysis, bool) {
	if ply < 1 || ply > len(r.plies) || r.plies[ply-1].Ply == 0 {
		return ai.PlyAnalysis{}, false
	}
	return r.plies[ply-1], true
}

// Plies returns a copy of the analysis, by ply-1 (Ply 0 where not found).
func (r *Review) Plies() []ai.PlyAnalysis { return slices.Clone(r.plies) }

// Mark returns the sign of move ply in the move list ("!", "?!", "?", "??"),
// "" when none or not yet found.
func (r *Review) Mark(ply int) string {
	a, ok := r.Ply(ply)
	if !ok {
		return ""
	}
	return a.Mark()
}

// Wait waits for the review goroutine to return (after Cancel).
func (r *Review) Wait() { r.jobs.Wait() }

// Live is the number of the review's search goroutines, current or
// cancelled, that have not yet returned.
func (r *Review) Live() int { return r.jobs.Live() }

// Close cancels the review and waits for its search to return; the review
// starts no search afterwards.
func (r *Review) Close() {
	r.Cancel()
	r.jobs.Close()
}

func (r *Review) changed() {
	if r.OnChange != nil {
		r.OnChange()
	}
}
