package explorer

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// ScoreGate decides whether the engine's scores of the moves may be shown:
// during a rated game against the computer they are the engine's help, as
// a hint is, and the player is asked first (the game is then not rated).
type ScoreGate struct {
	// Open reports whether the scores may be shown now without asking;
	// nil: always.
	Open func() bool
	// Ask asks the player whether to see the scores and calls yes if they
	// agree (after which Open reports true).
	Ask func(yes func())
}

// SetScoreGate has the explorer show the engine's scores only through g:
// while g is closed it searches nothing, and the column of scores is a
// button that asks. On the UI goroutine, before Show.
func (e *Explorer) SetScoreGate(g ScoreGate) { e.gate = g }

// scoresOpen reports whether the scores may be shown now.
func (e *Explorer) scoresOpen() bool { return e.gate.Open == nil || e.gate.Open() }

// ScoresOffer returns the button that offers the scores behind the gate
// while it is shown, else nil (for tests).
func (e *Explorer) ScoresOffer() *widget.Button {
	for _, o := range e.moves.Objects {
		if c, ok := o.(*fyne.Container); ok && len(c.Objects) > 0 && c.Objects[0] == e.askScores {
			return e.askScores
		}
	}
	return nil
}

// askScoresRow is the button in place of the column of scores while the
// gate is closed: it asks, and shows the scores of the position if the
// player agrees.
func (e *Explorer) askScoresRow() fyne.CanvasObject {
	if e.askScores == nil {
		e.askScores = widget.NewButton("", func() {
			if e.gate.Ask == nil {
				return
			}
			e.gate.Ask(func() {
				e.mu.Lock()
				pos, asked := e.pos, e.asked
				e.mu.Unlock()
				if asked && e.scoresOpen() {
					e.Show(pos) // now with the scores
				}
			})
		})
		e.askScores.Importance = widget.LowImportance
	}
	e.askScores.SetText(e.loc.T("ladder.scores.ask"))
	return container.NewBorder(nil, nil, nil, e.askScores)
}
