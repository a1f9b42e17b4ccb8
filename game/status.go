package game

// The Termination tags of games that did not end by the rules or the clock.
const (
	TerminationResignation = "resignation" // a player resigned
	TerminationAgreement   = "agreement"   // the players agreed a draw
)

// Phase is where a game stands.
type Phase uint8

// The phases of a game.
const (
	// InProgress: the game goes on; the side to move may move.
	InProgress Phase = iota
	// Finished: the game has its result; nobody moves any more.
	Finished
	// UnderReview: a record looked through; nobody plays it.
	UnderReview
)

// String names the phase in English for logs and tests.
func (p Phase) String() string {
	switch p {
	case Finished:
		return "finished"
	case UnderReview:
		return "under review"
	}
	return "in progress"
}

// Termination is how a finished game ended.
type Termination uint8

// The ways a game ends.
const (
	// NoTermination: the game is not finished.
	NoTermination Termination = iota
	// ByKazan82: a kazan reached 82 stones.
	ByKazan82
	// ByNoStones: атсырау: the side to move had no stones; the stones left
	// went to the owners of their rows and the kazans decided.
	ByNoStones
	// ByDraw81: атсырау with the kazans settled at 81:81.
	ByDraw81
	// ByTime: a flag fell ([Termination "time forfeit"]).
	ByTime
	// ByResignation: a player resigned ([Termination "resignation"]).
	ByResignation
	// ByAgreement: the players agreed a draw ([Termination "agreement"]).
	ByAgreement
	// ByRecord: the record gives a result and no reason for it.
	ByRecord
)

// String names the termination in English for logs and tests.
func (t Termination) String() string {
	switch t {
	case ByKazan82:
		return "82"
	case ByNoStones:
		return "no stones"
	case ByDraw81:
		return "81:81"
	case ByTime:
		return "time"
	case ByResignation:
		return "resignation"
	case ByAgreement:
		return "agreement"
	case ByRecord:
		return "record"
	}
	return "not over"
}

// Status is the one state of a game every screen reads: in progress,
// finished with its result and how it ended, or a record under review.
type Status struct {
	Phase       Phase
	Result      Result      // Ongoing while in progress (and for an unfinished record)
	Termination Termination // NoTermination unless the game is finished
	// Final is the settled score of a game finished by the rules, else the
	// kazans of the last position.
	Final [2]int
}

// Over reports whether the game has its result.
func (s Status) Over() bool { return s.Result != Ongoing }

// Playable reports whether a move may be played: the game is in progress.
func (s Status) Playable() bool { return s.Phase == InProgress }

// StatusOf returns the status of g at the end of its record (wherever its
// cursor is): finished when its last position is finished by the rules or
// the record gives a result (a flag fall, a resignation, an agreed draw),
// else in progress.
func StatusOf(g *Game) Status {
	last := g.positions[len(g.moves)]
	o := last.Outcome()
	st := Status{Phase: InProgress, Final: o.Final}
	switch {
	case o.Result != Ongoing:
		st.Phase, st.Result = Finished, o.Result
		switch {
		case o.Ending == Reached82:
			st.Termination = ByKazan82
		case o.Result == Draw:
			st.Termination = ByDraw81
		default:
			st.Termination = ByNoStones
		}
	case g.result != Ongoing:
		st.Phase, st.Result = Finished, g.result
		st.Termination = terminationOf(g.Tag(TagTermination))
	}
	return st
}

// Reviewed returns s as the status of a record looked through: its result
// and how it ended are kept, and nobody plays it.
func (s Status) Reviewed() Status {
	s.Phase = UnderReview
	return s
}

// terminationOf reads a record's Termination tag.
func terminationOf(tag string) Termination {
	switch tag {
	case TerminationTimeForfeit:
		return ByTime
	case TerminationResignation:
		return ByResignation
	case TerminationAgreement:
		return ByAgreement
	}
	return ByRecord
}

// Resign ends g, at the end of its record, by loser's resignation: the
// record gets the result and [Termination "resignation"]. It reports false,
// and changes nothing, when the game is already finished.
func Resign(g *Game, loser Side) bool {
	if StatusOf(g).Over() {
		return false
	}
	r := WhiteWins
	if loser == White {
		r = BlackWins
	}
	g.result = r
	g.SetTag(TagTermination, TerminationResignation)
	return true
}

// AgreeDraw ends g, at the end of its record, in a draw the players
// agreed: the record gets 1/2-1/2 and [Termination "agreement"]. It reports
// false, and changes nothing, when the game is already finished.
func AgreeDraw(g *Game) bool {
	if StatusOf(g).Over() {
		return false
	}
	g.result = Draw
	g.SetTag(TagTermination, TerminationAgreement)
	return true
}
