package ui

import (
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/ui/clockview"
	"github.com/togyzkumalak/togyzkumalak/ui/names"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// updateCards has the player cards say who plays each side, the kazans of
// the position shown, who is to move and, once the game has ended, its
// result; the card of the side at the top of the board goes above it.
func (v *view) updateCards() {
	s := v.a.Session
	loc := v.a.loc
	g := s.Game()
	shown := s.Shown()
	_, reviewing := s.Browsing()
	result := shown.Outcome().Result
	if result == game.Ongoing && !reviewing {
		result = g.Result() // a loss on time, a resignation, an agreed draw
	}
	seats := players.Of(g, s.Level())
	seats.Level = session.ClampLevel(seats.Level)
	for side := game.White; side <= game.Black; side++ {
		info := clockview.CardInfo{
			Name:   v.playerName(g, side, seats.Level),
			Kazan:  loc.T("room.kazan", map[string]any{"Count": int(shown.Kazans[side])}),
			ToMove: result == game.Ongoing && shown.ToMove == side,
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
	top := v.a.Board.Bottom().Opponent()
	v.host.setCards(v.cards[top], v.cards[top.Opponent()])
}

// playerName names who plays side in g: "You", the computer at its level
// (named from today's ladder, see package names), the first or second
// player, or the name a record gives; a record that names nobody gets the
// seats of the session, the computer at level.
func (v *view) playerName(g *game.Game, side game.Side, level int) string {
	loc := v.a.loc
	tag := game.TagWhite
	if side == game.Black {
		tag = game.TagBlack
	}
	switch g.Tag(tag) {
	case "", "?":
		switch {
		case v.a.Session.TwoPlayers() && side == game.White:
			return loc.T("player.human1")
		case v.a.Session.TwoPlayers():
			return loc.T("player.human2")
		case v.a.Session.Human(side):
			return loc.T("player.you")
		}
		return names.Computer(loc, level)
	}
	return names.OfRecord(loc, g, side)
}
