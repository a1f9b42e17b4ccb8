package dialogs

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// GameChoice is what the New game dialog asks: the person's colour, the
// computer's level, two people at one computer, and the clock.
type GameChoice struct {
	Colour      string // storage.ColourWhite, ColourBlack or ColourRandom
	Level       int
	TwoPlayers  bool
	TimeControl clock.TimeControl // clock.None: no clock
}

// NewGame is the New game dialog: Show opens it on Host with Choice's
// answers chosen, and its Start button hands the player's to Start.
type NewGame struct {
	Host   *Host
	Loc    *i18n.Localizer
	Choice func() GameChoice // the choice shown at first
	Start  func(GameChoice)  // starts the game chosen, after the dialog closed
	// Rating is the person's rating against the computer (nil: no
	// suggestion): the dialog offers the level nearest it.
	Rating func() rating.Rating
	// Ladder is the computer's levels, offered to choose from.
	Ladder Ladder
}

// Show opens the dialog.
func (d *NewGame) Show() {
	choice := d.Choice()
	colours := []string{storage.ColourWhite, storage.ColourBlack, storage.ColourRandom}
	d.Host.Show(fyne.Size{}, func(m *Modal) Content {
		loc := d.Loc
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
		levels := d.Ladder
		names := make([]string, len(levels))
		for i, l := range levels {
			names[i] = levels.RatedName(loc, l.Number)
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
		levelBox := container.NewVBox(level)
		if d.Rating != nil {
			r := d.Rating()
			suggested := levels.Suggested(r)
			levelBox.Add(widget.NewButton(loc.T("ladder.suggested", map[string]any{"Rating": r.Rounded(), "Level": levels.Name(loc, suggested)}),
				func() { level.SetSelectedIndex(suggested - 1) }))
		}
		body := container.NewVBox(
			widget.NewLabel(loc.T("dialog.new_game.colour")), radio,
			widget.NewLabel(loc.T("dialog.new_game.level")), levelBox,
			two,
			widget.NewLabel(loc.T("dialog.new_game.time_control")), timeControl.content,
		)
		start := func() {
			tc, ok := timeControl.value()
			if !ok {
				return // the picker says what is wrong
			}
			choice.TimeControl = tc
			m.Close()
			d.Start(choice)
		}
		// Enter starts the game whatever was chosen last: a choice hands
		// the keys back to the dialog (a focused select or radio group
		// would keep Enter), and Enter in a field of the custom clock
		// starts too.
		unfocus := func() { d.Host.canvas.Unfocus() }
		for _, f := range []*func(string){&radio.OnChanged, &level.OnChanged, &timeControl.choice.OnChanged} {
			if prev := *f; prev != nil {
				*f = func(s string) { prev(s); unfocus() }
			}
		}
		if prev := two.OnChanged; prev != nil {
			two.OnChanged = func(on bool) { prev(on); unfocus() }
		}
		timeControl.minutes.OnSubmitted = func(string) { start() }
		timeControl.increment.OnSubmitted = func(string) { start() }
		return Content{
			Title: loc.T("dialog.new_game.title"),
			Body:  screen.MinWidth(body, 360),
			Buttons: []*widget.Button{
				widget.NewButtonWithIcon(loc.T("dialog.cancel"), theme.CancelIcon(), m.Close),
				screen.Primary(loc.T("dialog.new_game.start"), theme.ConfirmIcon(), start),
			},
			Enter: start,
		}
	})
}
