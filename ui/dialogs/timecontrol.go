package dialogs

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Bounds of a custom time control, as clock.invalid_* say them.
const (
	maxCustomMinutes   = 600
	maxCustomIncrement = 600
)

// timeControlPicker is the New game dialog's choice of a clock: none, the
// presets, or a custom one of minutes and seconds added after each move.
type timeControlPicker struct {
	content fyne.CanvasObject

	loc       screen.Translator
	options   []clock.TimeControl // the Select's entries before "Custom…"
	choice    *widget.Select
	custom    *fyne.Container
	minutes   *widget.Entry
	increment *widget.Entry
	problem   *widget.Label
}

// timeControlName names a control in the picker: "No clock", "3+2 blitz",
// "10+5 rapid" (below ten minutes is blitz).
func timeControlName(loc screen.Translator, tc clock.TimeControl) string {
	switch {
	case tc.IsNone():
		return loc.T("clock.none")
	case tc.Base < 10*time.Minute:
		return loc.T("clock.blitz", map[string]any{"Name": tc.Name()})
	}
	return loc.T("clock.rapid", map[string]any{"Name": tc.Name()})
}

func newTimeControlPicker(loc screen.Translator, current clock.TimeControl) *timeControlPicker {
	p := &timeControlPicker{loc: loc, options: append([]clock.TimeControl{clock.None}, clock.Presets()...)}
	names := make([]string, 0, len(p.options)+1)
	for _, tc := range p.options {
		names = append(names, timeControlName(loc, tc))
	}
	names = append(names, loc.T("clock.custom"))
	p.minutes, p.increment = widget.NewEntry(), widget.NewEntry()
	p.minutes.OnChanged = func(string) { p.validate() }
	p.increment.OnChanged = func(string) { p.validate() }
	p.problem = widget.NewLabel("")
	p.problem.Importance = widget.DangerImportance
	p.problem.Wrapping = fyne.TextWrapWord
	p.problem.Hide()
	p.custom = container.NewVBox(
		widget.NewLabel(loc.T("clock.explain")),
		container.NewGridWithColumns(2,
			widget.NewLabel(loc.T("clock.minutes")), p.minutes,
			widget.NewLabel(loc.T("clock.increment")), p.increment),
		p.problem)
	p.choice = widget.NewSelect(names, func(string) { p.showCustom() })
	base, inc := 5*time.Minute, 3*time.Second
	if i := slices.Index(p.options, current); i >= 0 {
		p.choice.SetSelectedIndex(i)
	} else {
		p.choice.SetSelectedIndex(len(p.options))
		base, inc = current.Base, current.Increment
	}
	p.minutes.SetText(strconv.Itoa(int(base / time.Minute)))
	p.increment.SetText(strconv.Itoa(int(inc / time.Second)))
	p.showCustom()
	p.content = container.NewVBox(p.choice, p.custom)
	return p
}

// customChosen reports whether "Custom…" is selected.
func (p *timeControlPicker) customChosen() bool { return p.choice.SelectedIndex() == len(p.options) }

func (p *timeControlPicker) showCustom() {
	if p.customChosen() {
		p.custom.Show()
		p.validate()
	} else {
		p.custom.Hide()
	}
}

// validate shows what is wrong with the custom entries.
func (p *timeControlPicker) validate() {
	_, problem := p.parseCustom()
	screen.SetText(p.problem, problem)
	if problem == "" {
		p.problem.Hide()
	} else {
		p.problem.Show()
	}
}

// parseCustom reads the custom entries; problem is why they are not a
// time control ("" when they are).
func (p *timeControlPicker) parseCustom() (tc clock.TimeControl, problem string) {
	minutes, err := strconv.Atoi(strings.TrimSpace(p.minutes.Text))
	if err != nil || minutes < 1 || minutes > maxCustomMinutes {
		return clock.None, p.loc.T("clock.invalid_minutes")
	}
	inc, err := strconv.Atoi(strings.TrimSpace(p.increment.Text))
	if err != nil || inc < 0 || inc > maxCustomIncrement {
		return clock.None, p.loc.T("clock.invalid_increment")
	}
	tc = clock.TimeControl{Base: time.Duration(minutes) * time.Minute, Increment: time.Duration(inc) * time.Second}
	if tc.Validate() != nil {
		return clock.None, p.loc.T("clock.invalid_minutes")
	}
	return tc, ""
}

// value returns the chosen time control; ok is false while the custom
// entries are not one.
func (p *timeControlPicker) value() (clock.TimeControl, bool) {
	if i := p.choice.SelectedIndex(); i >= 0 && i < len(p.options) {
		return p.options[i], true
	}
	tc, problem := p.parseCustom()
	if problem != "" {
		p.validate()
		return clock.None, false
	}
	return tc, true
}
