package ui

import "github.com/togyzkumalak/togyzkumalak/game"

// onTimeTexts are the heading and the ending of the result dialog for a
// game ended by a flag fall: who lost on time, or the draw when the
// player who ran out already had 81.
func onTimeTexts(a *App, over GameOver) (head, ending string) {
	loc, s := a.loc, a.Session
	if over.Outcome.Result == game.Draw {
		return loc.T("result.draw"), loc.T("result.on_time_draw")
	}
	switch {
	case s.TwoPlayers() || (!s.Human(game.White) && !s.Human(game.Black)):
		if over.Flagged == game.White {
			head = loc.T("result.white_lost_on_time")
		} else {
			head = loc.T("result.black_lost_on_time")
		}
	case over.Flagged == s.HumanSide():
		head = loc.T("result.you_lost_on_time")
	default:
		head = loc.T("result.computer_lost_on_time")
	}
	return head, loc.T("result.on_time")
}
