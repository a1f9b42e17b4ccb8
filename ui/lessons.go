package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/lessons"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// showLessons opens the lessons beside the board (Help → Learn to play),
// at the first one not completed yet.
func (a *App) showLessons() *lessons.Mode {
	m := lessons.New(a.screenEnv(), lessons.Config{})
	a.openMode(m)
	return m
}

// offerLessons asks a newcomer, once, whether to start the lessons. Typing
// a move (1-9) instead closes the question and plays it.
func (a *App) offerLessons() {
	p := a.progress.Progress()
	if p.Offered {
		return
	}
	p.Offered = true
	if err := a.progress.SaveProgress(p); err != nil {
		fyne.LogError("save progress", err)
	}
	a.dialogs.Show(fyne.Size{}, func(m *dialogs.Modal) dialogs.Content {
		return dialogs.Content{
			Title: a.loc.T("learn.title"),
			Body:  minWidth(wrapped(a.loc.T("learn.offer")), 420),
			Buttons: []*widget.Button{
				button(a.loc.T("learn.later"), theme.CancelIcon(), m.Close),
				primary(a.loc.T("learn.start"), theme.ConfirmIcon(), func() { m.Close(); a.showLessons() }),
			},
			Enter: func() { m.Close(); a.showLessons() },
			// A player who types a move wants to play: the offer goes.
			Move: func(mv game.Move) { m.Close(); a.Session.HumanMove(mv) },
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

// progressStore is the learner's progress as the lessons and the puzzles
// read and save it.
type progressStore = screen.Store

// progressWriter saves the progress the way the autosave is saved: the
// store has it at once, the file is written by the window's writer, and a
// failed write is told to the player by the writer's report, not returned.
// The screens' screen.Progress and the store's storage.Progress have the
// same fields: each converts to the other.
type progressWriter struct {
	store  *storage.Store
	writes *session.Writer
}

var _ progressStore = progressWriter{}

func (p progressWriter) Progress() screen.Progress { return screen.Progress(p.store.Progress()) }

// SaveProgress makes pr the progress and has it written in the
// background. It fails only once the store is closed.
func (p progressWriter) SaveProgress(pr screen.Progress) error {
	if err := p.store.SetProgress(storage.Progress(pr)); err != nil {
		return err
	}
	p.writes.Write(p.store.ProgressPath(), p.store.WriteProgress)
	return nil
}
