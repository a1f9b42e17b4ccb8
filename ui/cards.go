package ui

import (
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/ui/clockview"
	"github.com/togyzkumalak/togyzkumalak/ui/names"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// updateCards has the player cards say who plays each side, the kazans of
// the position seen, who is to move and, once the game has ended, its
// result; the card of the side at the top of the board goes above it. All
// of it follows Snapshot.Seen: while a move is sown the mover is still to
// move, and the kazans change when the stones land.
func (v *view) updateCards() {
	s := v.snap
	loc := v.a.loc
	seen := s.Seen
	result := seen.Outcome().Result
	if result == game.Ongoing && s.ShownPly == len(s.Plies) && s.Phase != session.Animating {
		// The end of the game shown (a record's too): a loss on time, a
		// resignation, an agreed draw.
		result = s.Status.Result
	}
	level := session.ClampLevel(players.Of(v.game, s.Sides.Level).Level)
	for side := game.White; side <= game.Black; side++ {
		info := clockview.CardInfo{
			Name:   v.playerName(side, level),
			Kazan:  loc.T("room.kazan", map[string]any{"Count": int(seen.Kazans[side])}),
			ToMove: result == game.Ongoing && seen.ToMove == side,
		}
		if result != game.Ongoing {
			switch winner, ok := result.Winner(); {
			case !ok:
				info.Result = loc.T("result.draw")
			case winner == side:
				info.Result = loc.T("room.card.won")
			default:
				info.Result = loc.T("room.card.lost")
			}
		}
		v.cards[side].Set(info)
	}
	top := s.Bottom.Opponent()
	v.host.setCards(v.cards[top], v.cards[top.Opponent()])
}

// playerName names who plays side in the game shown: "You", the computer
// at its level (named from today's ladder by the level the record keeps,
// see package names), the first or second player, or the name a record
// gives.
func (v *view) playerName(side game.Side, level int) string {
	loc := v.a.loc
	s := v.snap
	switch s.Players[side] {
	case "", "?":
		if s.Phase == session.Record {
			return sideName(loc, side) // a record that names no one
		}
		switch {
		case s.Sides.TwoPlayers() && side == game.White:
			return loc.T("player.human1")
		case s.Sides.TwoPlayers():
			return loc.T("player.human2")
		case s.Sides.Human[side]:
			return loc.T("player.you")
		}
		return names.Computer(loc, level)
	}
	kept, _ := players.LevelOfTags(s.Tag(players.TagLevel), s.Tag(players.TagLevelScale))
	return names.Player(loc, s.Players[side], kept)
}
