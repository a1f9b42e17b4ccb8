package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/lessons"
)

// showLessons opens the lessons beside the board (Help → Learn to play),
// at the first one not completed yet.
func (a *App) showLessons() *lessons.Mode {
	m := lessons.New(a.screenEnv())
	a.openMode(m)
	return m
}

// offerLessons asks a newcomer, once, whether to start the lessons. Typing
// a move (1-9) instead closes the question and plays it.
func (a *App) offerLessons() {
	p := a.store.Progress()
	if p.Offered {
		return
	}
	p.Offered = true
	if err := a.progress.SaveProgress(p); err != nil {
		fyne.LogError("save progress", err)
	}
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		return modalContent{
			title: a.loc.T("learn.title"),
			body:  minWidth(wrapped(a.loc.T("learn.offer")), 420),
			buttons: []*widget.Button{
				button(a.loc.T("learn.later"), theme.CancelIcon(), func() { m.close() }),
				primary(a.loc.T("learn.start"), theme.ConfirmIcon(), func() { m.close(); a.showLessons() }),
			},
			enter: func() { m.close(); a.showLessons() },
			// A player who types a move wants to play: the offer goes.
			move: func(mv game.Move) { m.close(); a.Session.HumanMove(mv) },
		}
	})
}

// markLessonsOffered records that a player who already played was not
// offered the lessons: they are in the Help menu.
func markLessonsOffered(st progressStore) {
	p := st.Progress()
	if p.Offered {
		return
	}
	p.Offered = true
	if err := st.SaveProgress(p); err != nil {
		fyne.LogError("save progress", err)
	}
}
