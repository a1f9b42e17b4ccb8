package ui

import (
	"slices"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// reviewRecord reviews g, a game read from a record (the Review of Saved
// games and of a file's list), as a view: g is looked through (Phase
// Record) while the game in progress waits untouched, its autosave and its
// clock as they were, and the review is of g up to its last move, finished
// or not. No guard asks about the game in progress, and closing the review
// brings that game back with nothing left said above the move list.
//
// Reviewing is the engine's help: a rated game against the computer that
// is not over is asked about first, as before a hint, and if the player
// goes on it is marked unrated (the hint's mark) and kept so in its file
// through keep (nil: it has none). When g is the game in progress itself,
// saved earlier, the game in progress is marked unrated too.
func (a *App) reviewRecord(g *game.Game, keep func(*game.Game) error) {
	view := func() {
		a.Session.OpenRecord(g)
		a.startReview()
	}
	snap := a.Session.Snapshot()
	live := liveRated(snap) && sameGame(g, snap.LiveGame())
	rated := ratedUnfinished(g)
	if !rated && !live {
		view()
		return
	}
	dialogs.ConfirmUnratedReview(a.dialogs, func() {
		if live {
			a.Session.CloseRecord() // the game in progress is marked while it is shown
			a.Session.Unrate()
		}
		if rated {
			g.SetTag(session.TagRated, "no")
			if keep != nil {
				if err := keep(g); err != nil {
					a.dialogs.ShowError(a.loc.T("error.save_failed", map[string]any{"Path": a.store.GamesDir(), "Error": dialogs.ProblemText(a.loc, err)}))
				}
			}
		}
		view()
	})
}

// reviewsRecordRated reports whether the review of the record shown must
// ask first (reviewRecord): a record looked through (from the explorer)
// that is an unfinished rated game against the computer, or the game in
// progress saved earlier.
func (a *App) reviewsRecordRated(snap session.Snapshot) bool {
	if snap.Phase != session.Record {
		return false
	}
	g := snap.Game()
	return ratedUnfinished(g) || liveRated(snap) && sameGame(g, snap.LiveGame())
}

// liveRated reports whether the game in progress, shown or waiting behind
// a record, is a rated game against the computer not yet over (Counted
// is the shown game's: a record is never counted).
func liveRated(snap session.Snapshot) bool {
	return snap.Rated && snap.LivePhase != session.Over
}

// ratedUnfinished reports whether g is a game of a person against the
// computer played here that is not over and still counts for the rating.
func ratedUnfinished(g *game.Game) bool {
	if !players.Resumable(g) || g.Tag(session.TagRated) == "no" {
		return false
	}
	seats := players.Of(g, 0)
	return seats.Human[game.White] != seats.Human[game.Black]
}

// sameGame reports whether the record g is the game live, saved at some
// point of it: the same players, date and start, its moves the first of
// live's.
func sameGame(g, live *game.Game) bool {
	if live == nil || g.Len() > live.Len() || !players.Own(g) {
		return false
	}
	for _, tag := range []string{game.TagWhite, game.TagBlack, game.TagDate, players.TagHumanSide} {
		if g.Tag(tag) != live.Tag(tag) {
			return false
		}
	}
	if g.PositionAt(0) != live.PositionAt(0) {
		return false
	}
	gc, lc := g.Clone(), live.Clone()
	if gc.SetPly(gc.Len()) != nil || lc.SetPly(lc.Len()) != nil {
		return false
	}
	return slices.Equal(gc.Moves(), lc.Moves()[:gc.Len()])
}
