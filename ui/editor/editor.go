// Package editor is Game → Set up position, a mode of the game window: the
// position is set up on the board itself (see layer), and the panel beside
// it holds the side to move, the TFEN (typed or pasted), what keeps the
// position from being one of the game (said in the player's language, from
// game's rules) and the ways to play or analyse from it.
package editor

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Config is what the editor does with a position, besides the environment.
type Config struct {
	Start game.Position // the position to begin from
	// Opponents names the opponents to play against after "Two players",
	// in the current language: the levels, in order. It is asked again
	// whenever the language changes.
	Opponents func() []string
	// Play starts a game from p: opponent 0 for two players, else the
	// level of that number against the side to move.
	Play func(p game.Position, opponent int)
	// Analyse opens p with the analysis on.
	Analyse func(p game.Position)
	// Changed, when not nil, is told every position set up.
	Changed func(p game.Position)
	// Below, when not nil, is shown under the panel's fields.
	Below fyne.CanvasObject
}

// Mode is the position editor beside the board. Create it with New.
type Mode struct {
	env   screen.Env
	cfg   Config
	pos   game.Position
	board *board.Board
	layer *layer
	view  fyne.CanvasObject // the board with the layer over it

	content  *fyne.Container
	help     *widget.Label
	toMove   *widget.Label
	sides    *widget.RadioGroup
	tfenTag  *widget.Label
	tfen     *widget.Entry
	check    *widget.Label
	oppTag   *widget.Label
	opp      *widget.Select
	copyBtn  *widget.Button
	pasteBtn *widget.Button
	startBtn *widget.Button
	clearBtn *widget.Button
	playBtn  *widget.Button
	anaBtn   *widget.Button
	syncing  bool // the fields are being set from pos: no feedback
	pasted   bool // the TFEN field holds a text that is no position
}

var (
	_ screen.Mode        = (*Mode)(nil)
	_ screen.BoardViewer = (*Mode)(nil)
)

// New opens the editor on cfg.Start.
func New(env screen.Env, cfg Config) *Mode {
	m := &Mode{env: env, cfg: cfg, pos: cfg.Start}
	m.board = env.Board()
	m.board.SetPlayers(board.PlayerSide, board.PlayerSide)
	m.layer = newLayer(m.board, env.Canvas)
	m.layer.count = m.count
	m.layer.change = m.setCount
	m.layer.menu = m.showMenu
	m.view = container.NewStack(m.board, m.layer)

	m.help = screen.Wrapped("")
	m.toMove = widget.NewLabel("")
	m.sides = widget.NewRadioGroup([]string{"", ""}, m.sideChosen)
	m.sides.Horizontal = true
	m.sides.Required = true
	m.tfenTag = widget.NewLabel("")
	m.tfen = widget.NewEntry()
	m.tfen.OnChanged = func(s string) {
		if !m.syncing {
			m.Paste(s)
		}
	}
	m.check = screen.Wrapped("")
	m.oppTag = widget.NewLabel("")
	m.opp = widget.NewSelect(nil, nil)
	m.copyBtn = widget.NewButtonWithIcon("", theme.ContentCopyIcon(), func() {
		if env.Clipboard != nil {
			env.Clipboard.SetContent(m.pos.TFEN())
		}
	})
	m.pasteBtn = widget.NewButtonWithIcon("", theme.ContentPasteIcon(), func() {
		if env.Clipboard != nil {
			m.Paste(env.Clipboard.Content())
		}
	})
	m.startBtn = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { m.Set(game.Start()) })
	m.clearBtn = widget.NewButtonWithIcon("", theme.ContentClearIcon(), m.clear)
	m.playBtn = screen.Primary("", theme.MediaPlayIcon(), m.play)
	m.anaBtn = widget.NewButtonWithIcon("", theme.SearchIcon(), m.analyse)
	m.content = container.NewVBox(
		m.help,
		// Each field's name above it and the buttons in as many columns as
		// fit: the panel is never wider than its place, in any language.
		m.toMove, m.sides,
		m.tfenTag, m.tfen,
		screen.Columns(2, m.copyBtn, m.pasteBtn, m.startBtn, m.clearBtn),
		widget.NewSeparator(),
		m.check,
		widget.NewSeparator(),
		m.oppTag, m.opp,
		screen.Columns(2, m.anaBtn, m.playBtn),
	)
	if cfg.Below != nil {
		m.content.Add(cfg.Below)
	}
	m.Relocalize()
	m.Set(cfg.Start)
	return m
}

// Content is the panel beside the board.
func (m *Mode) Content() fyne.CanvasObject { return m.content }

// Board is the board the position is set up on.
func (m *Mode) Board() *board.Board { return m.board }

// BoardView is the board with the layer that edits it.
func (m *Mode) BoardView() fyne.CanvasObject { return m.view }

// Title is the mode's name.
func (m *Mode) Title() string { return m.env.Loc.T("editor.title") }

// Close lets go of the keyboard.
func (m *Mode) Close() {
	if c := m.env.Canvas; c != nil && c.Focused() == m.layer {
		c.Unfocus()
	}
}

// TypedKey: Enter plays from the position when it is one of the game.
func (m *Mode) TypedKey(e *fyne.KeyEvent) bool {
	switch e.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		m.play()
		return true
	}
	return false
}

// Position returns the position set up.
func (m *Mode) Position() game.Position { return m.pos }

// Problems returns what keeps the position from being one of the game, in
// the player's language; none when it is one.
func (m *Mode) Problems() []string { return Problems(m.pos, m.env.Loc) }

// Set shows p on the board and in every field.
func (m *Mode) Set(p game.Position) {
	m.pos = p
	m.pasted = false
	m.changed()
}

// Paste takes a TFEN or PlayStrategy's FEN, or the position at the end of
// a game record (in any format game.ParseText reads); other text is said
// not to be one.
func (m *Mode) Paste(s string) {
	s = strings.TrimSpace(s)
	if t, err := game.ParseText(s); err == nil && (len(t.Games) == 0 || strings.ContainsAny(s, "[.")) {
		m.Set(t.Position)
		return
	}
	m.pasted = true
	m.update()
}

func (m *Mode) count(s spot) int {
	if side, ok := s.kazan(); ok {
		return int(m.pos.Kazans[side])
	}
	return int(m.pos.Holes[s])
}

// setCount sets the stones of a spot, 0 to all of the game's stones.
func (m *Mode) setCount(s spot, n int) {
	n = max(0, min(n, game.TotalStones))
	if n == m.count(s) {
		return
	}
	if side, ok := s.kazan(); ok {
		m.pos.Kazans[side] = uint8(n)
	} else {
		m.pos.Holes[s] = uint8(n)
	}
	m.Set(m.pos)
}

// SetTuzdyk makes hole n (1..9) of side the opponent's tuzdyk, moving the
// opponent's tuzdyk there if it had one elsewhere; the stones in the hole
// go to the tuzdyk's owner, as sown stones do.
func (m *Mode) SetTuzdyk(side game.Side, n int) {
	owner := side.Opponent()
	p := m.pos
	p.Tuzdyks[owner] = uint8(n)
	i := game.RingIndex(side, n)
	p.Kazans[owner] += p.Holes[i]
	p.Holes[i] = 0
	m.Set(p)
}

// ClearTuzdyk takes away the tuzdyk of side's opponent.
func (m *Mode) ClearTuzdyk(side game.Side) {
	p := m.pos
	p.Tuzdyks[side.Opponent()] = 0
	m.Set(p)
}

// tuzdykRestriction says why the opponent of side may not have a tuzdyk on
// side's hole n, moving the one it has: the game's rules.
func (m *Mode) tuzdykRestriction(side game.Side, n int) game.Restriction {
	p := m.pos
	owner := side.Opponent()
	p.Tuzdyks[owner] = 0
	return p.TuzdykRestriction(owner, n)
}

// menuItems are the items of the menu of side's hole n.
func (m *Mode) menuItems(side game.Side, n int) []*fyne.MenuItem {
	loc := m.env.Loc
	owner := side.Opponent()
	ownerName := screen.SideName(loc, owner)
	var items []*fyne.MenuItem
	if int(m.pos.Tuzdyks[owner]) == n {
		items = append(items, fyne.NewMenuItem(loc.T("editor.menu.no_tuzdyk"), func() { m.ClearTuzdyk(side) }))
	} else {
		it := fyne.NewMenuItem(loc.T("editor.menu.tuzdyk", map[string]any{"Side": ownerName}), func() { m.SetTuzdyk(side, n) })
		switch m.tuzdykRestriction(side, n) {
		case game.NinthHole:
			it.Label += " — " + loc.T("editor.menu.not_nine")
			it.Disabled = true
		case game.MirrorsOpponent:
			it.Label += " — " + loc.T("editor.menu.mirrors", map[string]any{"Side": screen.SideName(loc, side), "Hole": n})
			it.Disabled = true
		}
		items = append(items, it)
	}
	empty := fyne.NewMenuItem(loc.T("editor.menu.empty"), func() { m.setCount(holeSpot(side, n), 0) })
	empty.Disabled = m.pos.Hole(side, n) == 0
	return append(items, empty)
}

// showMenu opens the menu of a hole at abs, a position in the window.
func (m *Mode) showMenu(s spot, abs fyne.Position) {
	if m.env.Canvas == nil {
		return
	}
	side, n := game.HoleOf(int(s))
	widget.ShowPopUpMenuAtPosition(fyne.NewMenu("", m.menuItems(side, n)...), m.env.Canvas, abs)
}

func (m *Mode) sideChosen(string) {
	if m.syncing {
		return
	}
	p := m.pos
	p.ToMove = game.White
	if m.sides.Selected == m.sides.Options[1] {
		p.ToMove = game.Black
	}
	m.Set(p)
}

// clear takes every stone and tuzdyk away, to set up an end of game.
func (m *Mode) clear() {
	m.Set(game.Position{ToMove: m.pos.ToMove})
}

// changed shows the position on the board and in the fields.
func (m *Mode) changed() {
	m.board.SetPosition(m.pos)
	m.syncing = true
	m.sides.SetSelected(m.sides.Options[m.pos.ToMove])
	if m.tfen.Text != m.pos.TFEN() {
		m.tfen.SetText(m.pos.TFEN())
	}
	m.syncing = false
	m.update()
	if m.cfg.Changed != nil {
		m.cfg.Changed(m.pos)
	}
}

// update shows what is wrong with the position, and offers to play from it
// only when it is one of the game.
func (m *Mode) update() {
	loc := m.env.Loc
	problems := m.Problems()
	text, importance := loc.T("editor.check.ok"), widget.SuccessImportance
	switch {
	case m.pasted:
		text, importance = loc.T("editor.check.paste"), widget.DangerImportance
	case len(problems) > 0:
		text, importance = strings.Join(problems, "\n"), widget.DangerImportance
	}
	screen.SetImportance(m.check, importance)
	screen.SetText(m.check, text)
	ok := len(problems) == 0 && !m.pasted
	screen.SetEnabled(m.playBtn, ok)
	screen.SetEnabled(m.anaBtn, ok)
}

// Relocalize sets every text in the current language.
func (m *Mode) Relocalize() {
	loc := m.env.Loc
	screen.SetText(m.help, loc.T("editor.help", keyCaps()))
	screen.SetText(m.toMove, loc.T("editor.to_move"))
	m.syncing = true
	side := m.pos.ToMove
	m.sides.Options = []string{screen.SideName(loc, game.White), screen.SideName(loc, game.Black)}
	m.sides.SetSelected(m.sides.Options[side])
	m.sides.Refresh()
	opp := max(0, m.opp.SelectedIndex())
	m.opp.SetOptions(append([]string{loc.T("editor.two_players")}, m.cfg.Opponents()...))
	m.opp.SetSelectedIndex(opp)
	m.syncing = false
	screen.SetText(m.tfenTag, loc.T("editor.tfen"))
	screen.SetText(m.oppTag, loc.T("editor.opponent"))
	screen.SetButtonText(m.copyBtn, loc.T("editor.copy_tfen"))
	screen.SetButtonText(m.pasteBtn, loc.T("editor.paste"))
	screen.SetButtonText(m.startBtn, loc.T("editor.start"))
	screen.SetButtonText(m.clearBtn, loc.T("editor.clear"))
	screen.SetButtonText(m.playBtn, loc.T("editor.play"))
	screen.SetButtonText(m.anaBtn, loc.T("editor.analyse"))
	m.board.Refresh()
	m.update()
}

// play starts a game from the position: two players, or the person to move
// against the level chosen.
func (m *Mode) play() {
	if len(m.Problems()) > 0 || m.pasted || m.cfg.Play == nil {
		return
	}
	m.cfg.Play(m.pos, max(0, m.opp.SelectedIndex()))
}

// analyse opens the position with the analysis on.
func (m *Mode) analyse() {
	if len(m.Problems()) > 0 || m.pasted || m.cfg.Analyse == nil {
		return
	}
	m.cfg.Analyse(m.pos)
}

// keyCaps are the names of the keys the help names, as printed on them:
// the same in every language.
func keyCaps() map[string]any { return map[string]any{"Shift": "Shift", "Ctrl": "Ctrl", "Key": "T"} }

// Problems says, in loc's language, what keeps p from being a position of
// the game: the rules are game's (Position.SetupProblems).
func Problems(p game.Position, loc *i18n.Localizer) []string {
	var out []string
	for _, q := range p.SetupProblems() {
		side := screen.SideName(loc, q.Side)
		switch q.Kind {
		case game.SetupStones:
			out = append(out, loc.N("editor.check.total", q.Count, map[string]any{"Count": q.Count}))
		case game.SetupTuzdykNine:
			out = append(out, loc.T("editor.check.tuzdyk_nine", map[string]any{"Side": side}))
		case game.SetupTuzdykStones:
			out = append(out, loc.T("editor.check.tuzdyk_stones", map[string]any{"Side": side, "Hole": q.Hole}))
		case game.SetupTuzdykSame:
			out = append(out, loc.T("editor.check.tuzdyk_same", map[string]any{"Hole": q.Hole}))
		default:
			out = append(out, loc.T("editor.check.invalid"))
		}
	}
	return out
}
