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

// rated reports whether the game in progress is a game of a person against
// the computer that counts for the person's rating: no move was taken
// back in it and no hint was used.
func (s *Session) rated() bool {
	return !s.twoPlayers() && (s.human[game.White] || s.human[game.Black]) && s.g.Tag(TagRated) != "no"
}

// unrate marks the game in progress unrated (TagRated), when it is a rated
// game against the computer; it reports whether it did.
func (s *Session) unrate() bool {
	if !s.rated() {
		return false
	}
	s.g.SetTag(TagRated, "no")
	return true
}

// Unrate marks the game in progress unrated, as a hint does (the same
// mark, TagRated, kept in its record and autosaved), once the player has
// agreed to the engine's help other than a hint: the explorer's scores of
// the moves. It does nothing unless Can.Unrate.
func (s *Session) Unrate() {
	if !s.can().Unrate {
		return
	}
	if s.unrate() {
		s.edited()
	}
	s.autosave()
	s.publish(Searched)
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
	if !s.rated() {
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
