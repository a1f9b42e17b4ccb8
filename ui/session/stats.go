package session

import (
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
)

// clockBook counts the results of games on the clock too, per time
// control and losses on time: *storage.Store.
type clockBook interface {
	CountClockResult(level int, control string, o storage.Outcome, onTime bool) (storage.LevelStats, error)
}

var _ clockBook = (*storage.Store)(nil)

// recordResult counts, in memory, the person's outcome o against the level: with the
// game's time control and whether the person lost on time when the game
// is on the clock and the book keeps those.
func (s *Session) recordResult(o storage.Outcome, lostOnTime bool) (storage.LevelStats, error) {
	if book, ok := s.results.(clockBook); ok && s.clk != nil {
		return book.CountClockResult(s.level, s.g.Tag(game.TagTimeControl), o, lostOnTime)
	}
	return s.results.CountResult(s.level, o)
}
