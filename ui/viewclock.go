package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/clockview"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// clockPanel runs the two clocks, which the player cards beside the board
// show, and holds, for two players, the pause button above the move list;
// hidden in a game without a clock.
type clockPanel struct {
	a       *App
	clocks  *clockview.Clocks
	cards   [2]*clockview.Card // the player cards, which show the times
	pause   *widget.Button
	content *fyne.Container
}

func newClockPanel(a *App, post func(func())) *clockPanel {
	p := &clockPanel{a: a}
	p.clocks = clockview.New(post)
	p.clocks.OnLow = func(game.Side) { a.playSound("drop") }
	p.cards = [2]*clockview.Card{clockview.NewCard(game.White), clockview.NewCard(game.Black)}
	p.clocks.SetCards(p.cards[game.White], p.cards[game.Black])
	p.pause = widget.NewButtonWithIcon("", theme.MediaPauseIcon(), func() { a.Session.TogglePause() })
	p.pause.Hide()
	p.content = container.NewVBox(p.pause) // the clocks show on the player cards
	p.content.Hide()
	return p
}

// relocalize sets the clocks' fixed texts.
func (p *clockPanel) relocalize(s session.Snapshot) {
	loc := p.a.loc
	p.clocks.SetNames(sideName(loc, game.White), sideName(loc, game.Black))
	p.pause.SetText("") // set by update in the language
	p.update(s)
}

// update shows the snapshot's clocks: the times (a record's own, at the
// move shown), and the pause button of two players at the game in
// progress.
func (p *clockPanel) update(s session.Snapshot) {
	p.clocks.Set(s.Clock, s.GameID)
	if on := s.Clock.On; on != p.content.Visible() {
		if on {
			p.content.Show()
		} else {
			p.content.Hide() // no room taken in a game without a clock
		}
	}
	show := s.Can.Pause
	if !show {
		if p.pause.Visible() {
			p.pause.Hide()
		}
		return
	}
	text, icon := p.a.loc.T("clock.pause"), theme.MediaPauseIcon()
	if s.Clock.Paused {
		text, icon = p.a.loc.T("clock.resume"), theme.MediaPlayIcon()
	}
	if p.pause.Text != text {
		p.pause.SetText(text)
		p.pause.SetIcon(icon)
	}
	if !p.pause.Visible() {
		p.pause.Show()
	}
}
