package ui

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/storage"
)

// gameChoice is what the New game dialog asks.
type gameChoice struct {
	Colour     string // storage.ColourWhite, ColourBlack or ColourRandom
	Level      int
	TwoPlayers bool
}

// showNewGame opens the New game dialog.
func (a *App) showNewGame() {
	if a.shutdown {
		return
	}
	choice := gameChoice{Colour: a.settings.Colour, Level: clampLevel(a.settings.Level), TwoPlayers: a.settings.TwoPlayers}
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
			names[i] = levelName(loc, l.Number)
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
		body := container.NewVBox(
			widget.NewLabel(loc.T("dialog.new_game.colour")), radio,
			widget.NewLabel(loc.T("dialog.new_game.level")), level,
			two,
		)
		start := func() {
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

// newGame starts a game as chosen; remember keeps the choice in the
// settings.
func (a *App) newGame(c gameChoice, remember bool) {
	c.Level = clampLevel(c.Level)
	if remember {
		a.settings.Colour, a.settings.Level, a.settings.TwoPlayers = c.Colour, c.Level, c.TwoPlayers
		a.saveSettings()
	}
	human := [2]bool{true, false}
	switch {
	case c.TwoPlayers:
		human = [2]bool{true, true}
	case c.Colour == storage.ColourBlack:
		human = [2]bool{false, true}
	case c.Colour == storage.ColourRandom && rand.IntN(2) == 1:
		human = [2]bool{false, true}
	}
	g := game.NewGame(game.Start())
	tagGame(g, human, c.Level, time.Now())
	a.startGame(g, human, c.Level)
}

// startGame hands a game to the session and tells the board who plays.
func (a *App) startGame(g *game.Game, human [2]bool, level int) {
	var players [2]board.Player
	if !(human[game.White] && human[game.Black]) {
		for side := range players {
			players[side] = board.PlayerComputer
			if human[side] {
				players[side] = board.PlayerYou
			}
		}
	}
	a.Board.SetPlayers(players[game.White], players[game.Black])
	a.Session.start(g, human, level)
}

// humanOutcome is the result from the person's side, for the statistics.
func humanOutcome(r game.Result, human game.Side) storage.Outcome {
	winner, ok := r.Winner()
	switch {
	case !ok:
		return storage.Draw
	case winner == human:
		return storage.Win
	}
	return storage.Loss
}

// humanSide returns the side the person plays against the computer.
func (s *Session) humanSide() game.Side {
	if s.human[game.Black] && !s.human[game.White] {
		return game.Black
	}
	return game.White
}

// gameOver flashes the winner's kazan, counts the result once in the
// statistics (not for two people) and shows the result.
func (a *App) gameOver() {
	s := a.Session
	pos := s.Position()
	o := pos.Outcome()
	if winner, ok := o.Result.Winner(); ok {
		a.Board.FlashKazan(winner)
	}
	var stats *storage.LevelStats
	if !s.TwoPlayers() {
		if !s.recorded {
			s.recorded = true
			st, err := a.store.RecordResult(s.Level(), humanOutcome(o.Result, s.humanSide()))
			if err != nil {
				fyne.LogError("record the result", err)
			} else {
				stats = &st
			}
		}
		if stats == nil {
			st := a.store.Stats()[s.Level()]
			stats = &st
		}
	}
	a.showResult(o, s.Game().Ply(), stats)
}

// resultText names the result: from the person's side against the
// computer, by colour between two people.
func resultText(a *App, r game.Result) string {
	loc := a.loc
	s := a.Session
	winner, ok := r.Winner()
	switch {
	case !ok:
		return loc.T("result.draw")
	case s.TwoPlayers() || (!s.Human(game.White) && !s.Human(game.Black)):
		if winner == game.White {
			return loc.T("result.white_won")
		}
		return loc.T("result.black_won")
	case winner == s.humanSide():
		return loc.T("result.you_won")
	}
	return loc.T("result.you_lost")
}

// endingText says how a game ended.
func endingText(loc *i18n.Localizer, o game.Outcome) string {
	switch {
	case o.Result == game.Draw:
		return loc.T("result.by_draw_81")
	case o.Ending == game.NoStones:
		return loc.N("result.by_atsyrau", o.Swept)
	}
	return loc.T("result.by_82")
}

// fullMoves counts the moves of a game as a record numbers them.
func fullMoves(plies int) int { return (plies + 1) / 2 }

// showResult opens the result dialog.
func (a *App) showResult(o game.Outcome, plies int, stats *storage.LevelStats) {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		loc := a.loc
		head := widget.NewLabelWithStyle(resultText(a, o.Result), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		head.SizeName = theme.SizeNameSubHeadingText
		body := container.NewVBox(head,
			widget.NewLabelWithStyle(loc.T("result.score", map[string]any{"White": o.Final[game.White], "Black": o.Final[game.Black]}),
				fyne.TextAlignCenter, fyne.TextStyle{}),
			widget.NewLabelWithStyle(loc.N("result.moves", fullMoves(plies)), fyne.TextAlignCenter, fyne.TextStyle{}),
			wrapped(endingText(loc, o)),
		)
		if stats != nil {
			body.Add(widget.NewSeparator())
			body.Add(widget.NewLabelWithStyle(loc.T("ui.result.against", map[string]any{"Level": levelName(loc, a.Session.Level())}),
				fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
			body.Add(widget.NewLabel(loc.T("result.record", map[string]any{
				"Won": stats.Won, "Lost": stats.Lost, "Drawn": stats.Drawn, "Percent": formatPercent(stats.Percent()),
			})))
			body.Add(widget.NewLabel(loc.T("result.streak", map[string]any{"Count": max(0, stats.Streak)})))
			body.Add(widget.NewLabel(loc.T("result.best_streak", map[string]any{"Count": stats.BestStreak})))
		}
		again := func() {
			m.close()
			a.showNewGame()
		}
		return modalContent{
			title: loc.T("result.title"),
			body:  minWidth(body, 380),
			buttons: []*widget.Button{
				button(loc.T("dialog.close"), theme.CancelIcon(), func() { m.close() }),
				primary(loc.T("result.new_game"), theme.DocumentCreateIcon(), again),
			},
			enter: again,
		}
	})
}

// formatPercent writes a percentage rounded to a whole number.
func formatPercent(p float64) string {
	return strconv.Itoa(int(math.Round(p)))
}

// showMessage opens a dialog with a title, a text and a Close button.
func (a *App) showMessage(titleKey string, text func() string) *modal {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		return modalContent{
			title:   a.loc.T(titleKey),
			body:    minWidth(wrapped(text()), 420),
			buttons: []*widget.Button{primary(a.loc.T("dialog.ok"), theme.ConfirmIcon(), func() { m.close() })},
			enter:   func() { m.close() },
		}
	})
	return m
}

// showError shows an error message (already localized).
func (a *App) showError(text string) {
	a.showMessage("error.title", func() string { return text })
}

// confirm asks a question; yes runs when the player confirms.
func (a *App) confirm(questionKey, confirmKey string, yes func()) {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		ok := func() {
			m.close()
			yes()
		}
		return modalContent{
			title: a.loc.T("dialog.confirm_title"),
			body:  minWidth(wrapped(a.loc.T(questionKey)), 360),
			buttons: []*widget.Button{
				button(a.loc.T("dialog.cancel"), theme.CancelIcon(), func() { m.close() }),
				primary(a.loc.T(confirmKey), theme.ConfirmIcon(), ok),
			},
			enter: ok,
		}
	})
}

// problemText says, in the current language, what is wrong with a file.
func problemText(loc *i18n.Localizer, err error) string {
	var rec *game.RecordError
	switch {
	case errors.Is(err, storage.ErrTooLarge):
		return loc.T("ui.problem.too_large")
	case errors.Is(err, storage.ErrNotUTF8), errors.Is(err, game.ErrNotText):
		return loc.T("ui.problem.not_text")
	case errors.Is(err, storage.ErrNewerVersion):
		return loc.T("ui.problem.newer")
	case errors.Is(err, storage.ErrNoGame):
		return loc.T("error.no_games")
	case errors.As(err, &rec):
		return loc.T("ui.problem.record", map[string]any{"Line": rec.Line, "Error": rec.Msg})
	}
	return loc.T("ui.problem.other", map[string]any{"Error": err})
}

// showProblems tells the player which files could not be read and where
// their bytes were kept.
func (a *App) showProblems(problems []storage.Problem) {
	a.showMessage("ui.problem.title", func() string {
		var text string
		for i, p := range problems {
			if i > 0 {
				text += "\n\n"
			}
			text += a.loc.T("error.load_file", map[string]any{"Path": p.Path, "Error": problemText(a.loc, p.Err)})
			if p.KeptAs != "" {
				text += "\n" + a.loc.T("error.file_moved_aside", map[string]any{"Path": p.KeptAs})
			} else {
				text += "\n" + a.loc.T("ui.problem.left_alone")
			}
		}
		return text
	})
}

// lockedContent is the window shown when another window holds the saves.
func lockedContent(loc *i18n.Localizer, quit func()) fyne.CanvasObject {
	msg := wrapped(loc.T("error.second_instance"))
	return container.NewPadded(container.NewVBox(
		minWidth(msg, 380),
		container.NewCenter(primary(loc.T("dialog.close"), theme.ConfirmIcon(), quit)),
	))
}

// showAbout opens the About dialog.
func (a *App) showAbout() {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		loc := a.loc
		body := container.NewVBox()
		if icon := appIcon(); icon != nil {
			img := canvas.NewImageFromResource(icon)
			img.FillMode = canvas.ImageFillContain
			img.SetMinSize(fyne.NewSize(96, 96))
			body.Add(img)
		}
		title := widget.NewLabelWithStyle(loc.T("app.title"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		title.SizeName = theme.SizeNameSubHeadingText
		body.Add(title)
		body.Add(wrapped(loc.T("about.description")))
		body.Add(widget.NewLabel(loc.T("about.version", map[string]any{"Version": orUnknown(a.version), "Commit": orUnknown(a.commit)})))
		body.Add(widget.NewLabel(loc.T("ui.about.licence", map[string]any{"Licence": licence})))
		return modalContent{
			title:   loc.T("about.title"),
			body:    minWidth(body, 420),
			buttons: []*widget.Button{primary(loc.T("dialog.close"), theme.ConfirmIcon(), func() { m.close() })},
			enter:   func() { m.close() },
		}
	})
}

func orUnknown(s string) string {
	if s == "" {
		return "–"
	}
	return s
}

// helpSize is the size of a help page: most of the window.
func (a *App) helpSize() fyne.Size {
	c := a.Window.Canvas().Size()
	return fyne.NewSize(max(480, c.Width*0.7), max(360, c.Height*0.8))
}

// showHelp opens a help page: "rules", "strategy" or "notation".
func (a *App) showHelp(page string) {
	var m *modal
	m = a.showModal(a.helpSize(), func() modalContent {
		return modalContent{
			title:   a.loc.T("help." + page),
			body:    a.helpBody(page),
			buttons: []*widget.Button{primary(a.loc.T("dialog.close"), theme.ConfirmIcon(), func() { m.close() })},
			enter:   func() { m.close() },
		}
	})
}

// Names printed on keys, the same in every language.
const (
	keyCapEscape = "Esc"
	keyCapEnter  = "Enter"
)

// licence is the program's licence, by its name.
const licence = "MIT"

// showShortcuts lists the keyboard shortcuts.
func (a *App) showShortcuts() {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		loc := a.loc
		rows := [][2]string{
			{"1 … 9", loc.T("shortcuts.play_hole")},
			{string(fyne.KeyU), loc.T("menu.undo")},
			{string(fyne.KeyH), loc.T("menu.hint")},
			{string(fyne.KeyN), loc.T("menu.new")},
			{"← →", loc.T("shortcuts.review")},
			{keyCapEscape, loc.T("shortcuts.back_to_live")},
			{keyCapEnter, loc.T("ui.shortcuts.enter")},
		}
		grid := container.NewGridWithColumns(2,
			widget.NewLabelWithStyle(loc.T("shortcuts.key"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			widget.NewLabelWithStyle(loc.T("shortcuts.action"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		for _, r := range rows {
			grid.Add(widget.NewLabelWithStyle(r[0], fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}))
			grid.Add(widget.NewLabel(r[1]))
		}
		return modalContent{
			title:   loc.T("shortcuts.title"),
			body:    grid,
			buttons: []*widget.Button{primary(loc.T("dialog.close"), theme.ConfirmIcon(), func() { m.close() })},
			enter:   func() { m.close() },
		}
	})
}

// showStatistics opens the statistics per level, with a reset.
func (a *App) showStatistics() {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		loc := a.loc
		stats := a.store.Stats()
		heads := []string{"stats.level", "stats.games", "stats.won", "stats.lost", "stats.drawn", "stats.percent", "stats.streak", "stats.best_streak"}
		grid := container.NewGridWithColumns(len(heads))
		for _, h := range heads {
			grid.Add(widget.NewLabelWithStyle(loc.T(h), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		}
		var total storage.LevelStats
		played := false
		for _, l := range ai.Levels() {
			st := stats[l.Number]
			n := st.Won + st.Lost + st.Drawn
			if n == 0 {
				continue
			}
			played = true
			total.Won += st.Won
			total.Lost += st.Lost
			total.Drawn += st.Drawn
			addStatsRow(grid, levelName(loc, l.Number), st)
		}
		var body fyne.CanvasObject = grid
		if played {
			addStatsRow(grid, loc.T("stats.total"), total)
		} else {
			body = widget.NewLabel(loc.T("stats.empty"))
		}
		reset := button(loc.T("stats.reset"), theme.DeleteIcon(), func() {
			a.confirm("dialog.confirm_reset_stats", "stats.reset", func() {
				if err := a.store.ResetStats(); err != nil {
					a.showError(a.loc.T("error.save_failed", map[string]any{"Path": a.store.Dirs().Data, "Error": err}))
				}
				m.rebuild()
			})
		})
		if !played {
			reset.Disable()
		}
		return modalContent{
			title: loc.T("stats.title"),
			body:  body,
			buttons: []*widget.Button{
				reset,
				primary(loc.T("dialog.close"), theme.ConfirmIcon(), func() { m.close() }),
			},
			enter: func() { m.close() },
		}
	})
}

func addStatsRow(grid *fyne.Container, name string, st storage.LevelStats) {
	n := st.Won + st.Lost + st.Drawn
	for _, text := range []string{
		name, strconv.Itoa(n), strconv.Itoa(st.Won), strconv.Itoa(st.Lost), strconv.Itoa(st.Drawn),
		formatPercent(st.Percent()) + "%", strconv.Itoa(max(0, st.Streak)), strconv.Itoa(st.BestStreak),
	} {
		grid.Add(widget.NewLabel(text))
	}
}
