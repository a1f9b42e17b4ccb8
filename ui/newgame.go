package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
)

// showNewGame opens the New game dialog.
func (a *App) showNewGame() {
	if a.shutdown {
		return
	}
	choice := gameChoice{Colour: a.settings.Colour, Level: clampLevel(a.settings.Level), TwoPlayers: a.settings.TwoPlayers,
		TimeControl: settingsTimeControl(a.settings)}
	colours := []string{storage.ColourWhite, storage.ColourBlack, storage.ColourRandom}
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		loc := a.loc
		labels := []string{
			loc.T("dialog.new_game.colour_white"),
			loc.T("dialog.new_game.colour_black"),
			loc.T("dialog.new_game.colour_random"),
		}
		radio := widget.NewRadioGroup(labels, nil)
		radio.Required = true
		radio.SetSelected(labels[max(0, slices.Index(colours, choice.Colour))])
		radio.OnChanged = func(sel string) {
			if i := slices.Index(labels, sel); i >= 0 {
				choice.Colour = colours[i]
			}
		}
		levels := ai.Levels()
		names := make([]string, len(levels))
		for i, l := range levels {
			names[i] = ratedLevelName(loc, l.Number)
		}
		level := widget.NewSelect(names, nil)
		level.SetSelectedIndex(choice.Level - 1)
		level.OnChanged = func(string) {
			if i := level.SelectedIndex(); i >= 0 {
				choice.Level = levels[i].Number
			}
		}
		enable := func() {
			if choice.TwoPlayers {
				radio.Disable()
				level.Disable()
			} else {
				radio.Enable()
				level.Enable()
			}
		}
		two := widget.NewCheck(loc.T("dialog.new_game.two_players"), func(on bool) {
			choice.TwoPlayers = on
			enable()
		})
		two.SetChecked(choice.TwoPlayers)
		enable()
		timeControl := newTimeControlPicker(loc, choice.TimeControl)
		body := container.NewVBox(
			widget.NewLabel(loc.T("dialog.new_game.colour")), radio,
			widget.NewLabel(loc.T("dialog.new_game.level")), level,
			two,
			widget.NewLabel(loc.T("dialog.new_game.time_control")), timeControl.content,
		)
		start := func() {
			tc, ok := timeControl.value()
			if !ok {
				return // the picker says what is wrong
			}
			choice.TimeControl = tc
			m.close()
			a.newGame(choice, true)
		}
		return modalContent{
			title: loc.T("dialog.new_game.title"),
			body:  minWidth(body, 360),
			buttons: []*widget.Button{
				button(loc.T("dialog.cancel"), theme.CancelIcon(), func() { m.close() }),
				primary(loc.T("dialog.new_game.start"), theme.ConfirmIcon(), start),
			},
			enter: start,
		}
	})
}

// ratedLevelName names a level with its approximate rating, as the level
// picker shows it: "Club player (rating ~1700)".
// A number outside the ladder gets the plain name.
func ratedLevelName(loc *i18n.Localizer, number int) string {
	levels := ai.Levels()
	if number < 1 || number > len(levels) {
		return levelName(loc, number)
	}
	return loc.T("ui.level.rated", map[string]any{"Name": levelName(loc, number), "Elo": levels[number-1].Elo})
}

// newGame starts a game as chosen; remember keeps the choice in the
// settings.
func (a *App) newGame(c gameChoice, remember bool) {
	c.Level = clampLevel(c.Level)
	if remember {
		a.settings.Colour, a.settings.Level, a.settings.TwoPlayers = c.Colour, c.Level, c.TwoPlayers
		a.settings.TimeControl = c.TimeControl.String()
		a.saveSettings()
	}
	a.Session.NewGame(c)
}
