package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// setupProblem is what is wrong with a position being set up: an i18n key
// of the "editor.check." family and its data.
type setupProblem struct {
	key  string
	data map[string]any
}

// text returns the problem in the player's language.
func (p setupProblem) text(loc *i18n.Localizer) string {
	if n, ok := p.data["Count"].(int); ok {
		return loc.N(p.key, n, p.data)
	}
	return loc.T(p.key, p.data)
}

// checkSetup returns what keeps p from being a position of the game, none
// when it is one: 162 stones in all; at most one tuzdyk each (one field per
// side), not on the opponent's hole 9, not both on the same number; a
// tuzdyk's hole holds no stones.
func checkSetup(p game.Position, loc *i18n.Localizer) []setupProblem {
	var out []setupProblem
	total := int(p.Kazans[game.White]) + int(p.Kazans[game.Black])
	for _, c := range p.Holes {
		total += int(c)
	}
	if total != game.TotalStones {
		out = append(out, setupProblem{"editor.check.total", map[string]any{"Count": total}})
	}
	for side := game.White; side <= game.Black; side++ {
		t := int(p.Tuzdyks[side])
		if t == 0 {
			continue
		}
		name := sideName(loc, side)
		if t == game.HolesPerSide {
			out = append(out, setupProblem{"editor.check.tuzdyk_nine", map[string]any{"Side": name}})
			continue
		}
		if n := p.Hole(side.Opponent(), t); n != 0 {
			out = append(out, setupProblem{"editor.check.tuzdyk_stones", map[string]any{"Side": name, "Hole": t}})
		}
	}
	if t := p.Tuzdyks[game.White]; t != 0 && t == p.Tuzdyks[game.Black] {
		out = append(out, setupProblem{"editor.check.tuzdyk_same", map[string]any{"Hole": int(t)}})
	}
	if len(out) == 0 {
		if _, err := game.ParseTFEN(p.TFEN()); err != nil {
			// a rule the checks above do not name (cannot happen today)
			out = append(out, setupProblem{"editor.check.invalid", nil})
		}
	}
	return out
}

// positionEditor is the state of Game → Set up position: it outlives the
// modal's rebuilds (a change of language). A hole's or a kazan's stones are
// set by a click (one more), a right click (one fewer), the wheel or typing.
type positionEditor struct {
	a   *App
	pos game.Position
	m   *modal

	holes   [game.RingSize]*stoneCell
	kazans  [2]*stoneCell
	tuzdyks [2]*widget.Select
	toMove  *widget.RadioGroup
	tfen    *widget.Entry
	check   *widget.Label
	opp     *widget.Select
	playBtn *widget.Button
	anaBtn  *widget.Button
	syncing bool // the fields are being set from pos: no feedback
}

// showEditor opens the position editor on the position shown.
func (a *App) showEditor() { a.openEditor() }

func (a *App) openEditor() *positionEditor {
	if a.shutdown {
		return nil
	}
	ed := &positionEditor{a: a, pos: a.Session.Shown()}
	ed.m = a.showModal(fyne.Size{}, ed.build)
	return ed
}

func (ed *positionEditor) build() modalContent {
	a, loc := ed.a, ed.a.loc
	for i := range ed.holes {
		ed.holes[i] = newStoneCell(a.Window.Canvas(), game.TotalStones, func(n int) {
			ed.pos.Holes[i] = uint8(n)
			ed.changed()
		})
	}
	for s := range ed.kazans {
		ed.kazans[s] = newStoneCell(a.Window.Canvas(), game.TotalStones, func(n int) {
			ed.pos.Kazans[s] = uint8(n)
			ed.changed()
		})
	}
	tuzdykOptions := []string{loc.T("editor.no_tuzdyk")}
	for n := 1; n <= game.HolesPerSide; n++ {
		tuzdykOptions = append(tuzdykOptions, strconv.Itoa(n))
	}
	for s := range ed.tuzdyks {
		sel := widget.NewSelect(tuzdykOptions, nil)
		sel.OnChanged = func(string) {
			if ed.syncing {
				return
			}
			ed.pos.Tuzdyks[s] = uint8(max(0, sel.SelectedIndex()))
			ed.changed()
		}
		ed.tuzdyks[s] = sel
	}
	sides := []string{sideName(loc, game.White), sideName(loc, game.Black)}
	ed.toMove = widget.NewRadioGroup(sides, func(sel string) {
		if ed.syncing {
			return
		}
		ed.pos.ToMove = game.White
		if sel == sides[1] {
			ed.pos.ToMove = game.Black
		}
		ed.changed()
	})
	ed.toMove.Horizontal = true
	ed.toMove.Required = true
	ed.tfen = widget.NewEntry()
	ed.tfen.OnChanged = func(s string) {
		if ed.syncing {
			return
		}
		ed.pasteText(s)
	}
	ed.check = widget.NewLabel("")
	ed.check.Wrapping = fyne.TextWrapWord
	opponents := []string{loc.T("editor.two_players")}
	for _, l := range ai.Levels() {
		opponents = append(opponents, levelName(loc, l.Number))
	}
	ed.opp = widget.NewSelect(opponents, nil)
	ed.opp.SetSelectedIndex(0)

	row := func(side game.Side, reverse bool) *fyne.Container {
		c := container.NewGridWithColumns(game.HolesPerSide)
		for k := range game.HolesPerSide {
			n := k + 1
			if reverse {
				n = game.HolesPerSide - k
			}
			c.Add(container.NewBorder(widget.NewLabelWithStyle(strconv.Itoa(n), fyne.TextAlignCenter, fyne.TextStyle{}),
				nil, nil, nil, ed.holes[game.RingIndex(side, n)]))
		}
		return c
	}
	form := widget.NewForm(
		widget.NewFormItem(loc.T("editor.kazans"), container.NewGridWithColumns(2, ed.kazans[game.White], ed.kazans[game.Black])),
		widget.NewFormItem(loc.T("editor.tuzdyks"), container.NewGridWithColumns(2, ed.tuzdyks[game.White], ed.tuzdyks[game.Black])),
		widget.NewFormItem(loc.T("editor.to_move"), ed.toMove),
		widget.NewFormItem(loc.T("editor.tfen"), ed.tfen),
		widget.NewFormItem(loc.T("editor.opponent"), ed.opp),
	)
	clip := container.NewHBox(
		widget.NewButtonWithIcon(loc.T("editor.copy_tfen"), theme.ContentCopyIcon(), func() {
			a.App.Clipboard().SetContent(ed.pos.TFEN())
		}),
		widget.NewButtonWithIcon(loc.T("editor.paste"), theme.ContentPasteIcon(), func() {
			ed.pasteText(a.App.Clipboard().Content())
		}),
		widget.NewButtonWithIcon(loc.T("editor.start"), theme.MediaSkipPreviousIcon(), func() { ed.set(game.Start()) }),
	)
	body := container.NewVBox(
		widget.NewLabelWithStyle(sides[1], fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		row(game.Black, true),
		row(game.White, false),
		widget.NewLabelWithStyle(sides[0], fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		form, clip, ed.check,
	)
	ed.playBtn = primary(loc.T("editor.play"), theme.MediaPlayIcon(), ed.play)
	ed.anaBtn = button(loc.T("editor.analyse"), theme.SearchIcon(), ed.analyse)
	ed.set(ed.pos)
	return modalContent{
		title:   loc.T("editor.title"),
		body:    minWidth(body, 640),
		buttons: []*widget.Button{button(loc.T("dialog.cancel"), theme.CancelIcon(), func() { ed.m.close() }), ed.anaBtn, ed.playBtn},
	}
}

// set shows p in every field.
func (ed *positionEditor) set(p game.Position) {
	ed.pos = p
	ed.syncing = true
	for i, c := range ed.holes {
		c.Set(int(p.Holes[i]))
	}
	for s, c := range ed.kazans {
		c.Set(int(p.Kazans[s]))
	}
	for s, sel := range ed.tuzdyks {
		sel.SetSelectedIndex(int(p.Tuzdyks[s]))
	}
	ed.toMove.SetSelected(ed.toMove.Options[p.ToMove])
	ed.tfen.SetText(p.TFEN())
	ed.syncing = false
	ed.changed()
}

// pasteText takes a TFEN, or the position at the end of a record.
func (ed *positionEditor) pasteText(s string) {
	s = strings.TrimSpace(s)
	if p, err := game.ParseTFEN(s); err == nil {
		ed.set(p)
		return
	}
	if g, err := game.ParseGame(s); err == nil && strings.ContainsAny(s, "[.") {
		ed.set(g.PositionAt(g.Len()))
		return
	}
	setText(ed.check, ed.a.loc.T("editor.check.paste"))
	ed.enable(false)
}

// changed rechecks the position after an edit.
func (ed *positionEditor) changed() {
	if !ed.syncing {
		ed.syncing = true
		ed.tfen.SetText(ed.pos.TFEN())
		ed.syncing = false
	}
	loc := ed.a.loc
	problems := checkSetup(ed.pos, loc)
	var lines []string
	for _, p := range problems {
		lines = append(lines, p.text(loc))
	}
	if len(lines) == 0 {
		setText(ed.check, loc.T("editor.check.ok"))
	} else {
		setText(ed.check, strings.Join(lines, "\n"))
	}
	ed.enable(len(lines) == 0)
}

func (ed *positionEditor) enable(ok bool) {
	setEnabled(ed.playBtn, ok)
	setEnabled(ed.anaBtn, ok)
}

// play starts a game from the position: two players, or the person to move
// against the level chosen.
func (ed *positionEditor) play() {
	if len(checkSetup(ed.pos, ed.a.loc)) > 0 {
		return
	}
	ed.m.close()
	human := [2]bool{true, true}
	level := ed.a.Session.Level()
	if i := ed.opp.SelectedIndex(); i > 0 {
		level = i
		human = [2]bool{}
		human[ed.pos.ToMove] = true
	}
	ed.a.Session.Start(game.NewGame(ed.pos), human, level)
}

// analyse opens the position as a game of two players with the analysis on.
func (ed *positionEditor) analyse() {
	if len(checkSetup(ed.pos, ed.a.loc)) > 0 {
		return
	}
	ed.m.close()
	ed.a.Session.Start(game.NewGame(ed.pos), [2]bool{true, true}, ed.a.Session.Level())
	ed.a.setAnalysis(true)
}

// copyTFEN copies the position shown as TFEN (Game menu).
func (a *App) copyTFEN() {
	a.App.Clipboard().SetContent(a.Session.Shown().TFEN())
}

// copyRecord copies the game's record (Game menu).
func (a *App) copyRecord() {
	a.App.Clipboard().SetContent(a.Session.Game().Text())
}

// pasteClipboard opens a record from the clipboard as an opened file is
// opened, or the editor on a TFEN (Game menu).
func (a *App) pasteClipboard() {
	text := strings.TrimSpace(a.App.Clipboard().Content())
	if _, err := game.ParseTFEN(text); err != nil && text != "" {
		if g, err := game.ParseGame(text); err == nil && g.Len() > 0 {
			a.openGame(g)
			return
		}
	}
	if ed := a.openEditor(); ed != nil {
		ed.pasteText(text)
	}
}
