package puzzle

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Player ratings.
const (
	StartRating = 1000 // a newcomer's puzzle rating
	MinRating   = 100
	MaxRating   = 3000
	// Near is how far from the player's rating Next looks first.
	Near = 150
)

// ThemeCount counts a player's attempts at one theme.
type ThemeCount struct {
	Solved int `json:"solved"`
	Failed int `json:"failed"`
}

// Stats is a player's puzzle record: the rating, streaks and what was
// solved. The ui keeps it in the player's data folder. The zero value is
// completed by Normalize.
type Stats struct {
	Rating     int                  `json:"rating"`
	Solved     int                  `json:"solved"`
	Failed     int                  `json:"failed"`
	Streak     int                  `json:"streak"`      // puzzles solved in a row now
	BestStreak int                  `json:"best_streak"` // the longest such run
	Themes     map[Theme]ThemeCount `json:"themes,omitempty"`
	SolvedIDs  []string             `json:"solved_ids,omitempty"` // sorted, each once
	Last       string               `json:"last,omitempty"`       // the id of the last puzzle tried
}

// Attempts returns how many puzzles were tried.
func (s Stats) Attempts() int { return s.Solved + s.Failed }

// HasSolved reports whether the puzzle id was ever solved.
func (s Stats) HasSolved(id string) bool {
	_, ok := slices.BinarySearch(s.SolvedIDs, id)
	return ok
}

// Normalize makes a record read from disk consistent: the rating within
// MinRating..MaxRating (StartRating when unset), no negative counts, the
// streaks no longer than the puzzles solved, the ids sorted and unique, and
// unknown themes dropped.
func (s Stats) Normalize() Stats {
	if s.Rating == 0 {
		s.Rating = StartRating
	}
	s.Rating = min(max(s.Rating, MinRating), MaxRating)
	s.Solved, s.Failed = max(s.Solved, 0), max(s.Failed, 0)
	s.Streak = min(max(s.Streak, 0), s.Solved)
	s.BestStreak = min(max(s.BestStreak, s.Streak), s.Solved)
	themes := map[Theme]ThemeCount{}
	for t, c := range s.Themes {
		if t.Valid() {
			themes[t] = ThemeCount{Solved: max(c.Solved, 0), Failed: max(c.Failed, 0)}
		}
	}
	s.Themes = themes
	s.SolvedIDs = slices.Compact(slices.Sorted(slices.Values(s.SolvedIDs)))
	if len(s.SolvedIDs) == 0 {
		s.SolvedIDs = nil
	}
	return s
}

// Expected is the chance, by the Elo formula, that a player of rating r
// solves a puzzle of rating pr.
func Expected(r, pr int) float64 {
	return 1 / (1 + math.Pow(10, float64(pr-r)/400))
}

// kFactor is the step of the update: large while the rating is new.
func kFactor(attempts int) float64 {
	if attempts < 20 {
		return 48
	}
	return 24
}

// Record counts an attempt at p and returns the new record: the rating moves
// by the Elo rule (up when solved, down when not, more for a surprise), the
// streak grows or ends, and the counts of p's theme change. A puzzle solved
// again still counts, but only its first solution is listed.
func (s Stats) Record(p Puzzle, solved bool) Stats {
	s = s.Normalize()
	score := 0.0
	if solved {
		score = 1
	}
	delta := kFactor(s.Attempts()) * (score - Expected(s.Rating, p.Rating))
	s.Rating = min(max(s.Rating+int(math.Round(delta)), MinRating), MaxRating)
	c := s.Themes[p.Theme]
	if solved {
		s.Solved++
		s.Streak++
		s.BestStreak = max(s.BestStreak, s.Streak)
		c.Solved++
		if i, found := slices.BinarySearch(s.SolvedIDs, p.ID); !found {
			s.SolvedIDs = slices.Insert(s.SolvedIDs, i, p.ID)
		}
	} else {
		s.Failed++
		s.Streak = 0
		c.Failed++
	}
	s.Themes[p.Theme] = c
	s.Last = p.ID
	return s
}

// Next chooses the next puzzle for a player: of the theme (any theme when
// theme is ""), not solved yet (when all are, any), not the last one tried,
// among the few nearest the player's rating, picked by seed (pass something
// that changes between calls, such as the attempts so far). It returns false
// when set has no puzzle of the theme.
func Next(set []Puzzle, s Stats, theme Theme, seed uint64) (Puzzle, bool) {
	s = s.Normalize()
	var pool []Puzzle
	for _, p := range set {
		if theme == "" || p.Theme == theme {
			pool = append(pool, p)
		}
	}
	if len(pool) == 0 {
		return Puzzle{}, false
	}
	fresh := slices.DeleteFunc(slices.Clone(pool), func(p Puzzle) bool { return s.HasSolved(p.ID) || p.ID == s.Last })
	if len(fresh) == 0 {
		fresh = slices.DeleteFunc(slices.Clone(pool), func(p Puzzle) bool { return p.ID == s.Last })
	}
	if len(fresh) == 0 {
		fresh = pool
	}
	dist := func(p Puzzle) int { return max(p.Rating-s.Rating, s.Rating-p.Rating) }
	slices.SortStableFunc(fresh, func(a, b Puzzle) int { return cmp.Or(cmp.Compare(dist(a), dist(b)), cmp.Compare(a.ID, b.ID)) })
	n := 1
	for n < len(fresh) && n < 8 && dist(fresh[n]) <= max(Near, dist(fresh[0])) {
		n++
	}
	return fresh[seed%uint64(n)], true
}

// Area is a third of a row, the first hint: holes 1-3, 4-6 or 7-9.
type Area struct{ From, To int }

// HintArea returns the third of the row that holds move m.
func HintArea(m game.Move) Area {
	from := (int(m)-1)/3*3 + 1
	return Area{From: from, To: from + 2}
}

// Step is what happened when the solver played a move in an Attempt.
type Step struct {
	Correct bool
	Sowing  game.Sowing // the solver's move, when it was correct
	// Reply is the computer's answer (0 when the line ends) and its sowing.
	Reply       game.Move
	ReplySowing game.Sowing
	Done        bool // the line is complete: solved
}

// Attempt is a player solving one puzzle: the position moves along the line
// as the solver finds its moves; a wrong move fails the attempt and leaves
// the position as it was.
type Attempt struct {
	puzzle Puzzle
	ply    int // moves of the line played
	pos    game.Position
	failed bool
}

// NewAttempt starts solving p.
func NewAttempt(p Puzzle) *Attempt { return &Attempt{puzzle: p, pos: p.Position} }

// Puzzle returns the puzzle being solved.
func (a *Attempt) Puzzle() Puzzle { return a.puzzle }

// Position returns the position the solver is to move in.
func (a *Attempt) Position() game.Position { return a.pos }

// Failed reports whether a wrong move was played.
func (a *Attempt) Failed() bool { return a.failed }

// Done reports whether the whole line was played.
func (a *Attempt) Done() bool { return a.ply >= len(a.puzzle.Line) }

// Expected returns the solver's move the line expects now (0 when done).
func (a *Attempt) Expected() game.Move {
	if a.Done() {
		return 0
	}
	return a.puzzle.Line[a.ply]
}

// Try plays the solver's move m. A correct move is played with the
// computer's answer after it; a wrong legal move fails the attempt; an
// illegal move is an error and changes nothing.
func (a *Attempt) Try(m game.Move) (Step, error) {
	if a.Done() {
		return Step{}, fmt.Errorf("puzzle %s: the line is complete", a.puzzle.ID)
	}
	if !a.pos.Legal(m) {
		_, _, err := a.pos.Play(m)
		if err == nil {
			err = fmt.Errorf("illegal move %d", m)
		}
		return Step{}, fmt.Errorf("puzzle %s: %w", a.puzzle.ID, err)
	}
	if m != a.Expected() {
		a.failed = true
		return Step{}, nil
	}
	next, s, _ := a.pos.Play(m)
	step := Step{Correct: true, Sowing: s}
	a.pos, a.ply = next, a.ply+1
	if !a.Done() {
		reply := a.puzzle.Line[a.ply]
		next, rs, err := a.pos.Play(reply)
		if err != nil {
			return step, fmt.Errorf("puzzle %s: answer %d: %w", a.puzzle.ID, reply, err)
		}
		step.Reply, step.ReplySowing = reply, rs
		a.pos, a.ply = next, a.ply+1
	}
	step.Done = a.Done()
	return step, nil
}
