package session

import (
	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
)

// TagRated marks, with the value "no", a game against the computer that
// is not rated: a move was taken back or a hint was used in it. The mark is
// kept in the record, so an autosaved game resumed stays unrated.
const TagRated = "Rated"

// RatingBook rates the person's games against the computer:
// *storage.Store. CountRated changes the rating in memory; WriteStats
// writes it with the statistics.
type RatingBook interface {
	Rating() rating.Rating
	CountRated(opp int, o storage.Outcome) (before, after rating.Rating, err error)
}

var _ RatingBook = (*storage.Store)(nil)

// Rated reports whether the game in progress is a game of a person against
// the computer that counts for the person's rating: no move was taken
// back in it and no hint was used.
func (s *Session) Rated() bool {
	return !s.TwoPlayers() && (s.human[game.White] || s.human[game.Black]) && s.g.Tag(TagRated) != "no"
}

// WouldUnrate reports whether a take-back or a hint now would make a
// rated game unrated: the game in progress is rated and its result is
// still to be counted. The window asks before it (dialogs.ConfirmUnrated).
func (s *Session) WouldUnrate() bool { return !s.closed && s.rec == nil && !s.recorded && s.Rated() }

// Unrate marks the game in progress unrated, as a hint does, once the
// player has agreed to the engine's help other than a hint (the explorer's
// scores of the moves): the mark is kept in the record and autosaved. It
// does nothing unless WouldUnrate.
func (s *Session) Unrate() {
	if !s.WouldUnrate() {
		return
	}
	s.unrate()
	s.autosave()
	s.changed()
}

// unrate marks the game in progress unrated (TagRated), when it is a game
// against the computer.
func (s *Session) unrate() {
	if s.Rated() {
		s.g.SetTag(TagRated, "no")
	}
}

// levelElo is the rating of the computer at level (ai.Level.Elo).
func levelElo(level int) (int, bool) {
	for _, l := range ai.Levels() {
		if l.Number == level {
			return l.Elo, true
		}
	}
	return 0, false
}

// rate rates the person's outcome o of a game against the computer that is
// just over, once (the caller counts it with the statistics): a rated game
// moves the rating and over gets it before and after; an unrated one is
// marked so in over.
func (s *Session) rate(over *GameOver, o storage.Outcome) {
	if !s.Rated() {
		over.Unrated = true
		return
	}
	book, ok := s.results.(RatingBook)
	if !ok {
		return
	}
	elo, ok := levelElo(s.level)
	if !ok {
		return
	}
	before, after, err := book.CountRated(elo, o)
	if err != nil {
		if s.logErr != nil {
			s.logErr("rate the game", err)
		}
		return
	}
	over.Rating = &[2]rating.Rating{before, after}
}
