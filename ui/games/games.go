// Package games is the screen of a list of games: the saved games, or the
// games of a record file (an export of a thousand games from PlayOK). It
// searches them by player, date and result as the player types, shows the
// chosen game's final position on a board of its own, and opens, reviews
// or deletes it through the actions the window gives.
//
// The list is built once; a search filters it in place (a slice of the
// matching games' numbers, reused) and the list widget shows only the rows
// on screen, so a search over thousands of games stays quick.
package games

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Game is one game of the list, as it is shown and searched.
type Game struct {
	White, Black string // the players as recorded (ids or names)
	Date         string // as recorded, "2025.03.14"; "" when unknown
	Result       game.Result
	Score        [2]int // the settled score
	Plies        int
}

// Config is what the window gives the screen besides the environment: the
// games and what can be done with them. Every function runs on the UI
// goroutine.
type Config struct {
	// Title names the list in the current language ("Saved games").
	Title func() string
	Games []Game
	// Load reads game i in full, for the board and to open it.
	Load func(i int) (*game.Game, error)
	// Open opens game g on the window's board; review asks for the
	// engine's review of it too.
	Open func(g *game.Game, review bool)
	// Resumable, when not nil, tells which games continue where they
	// stopped (Resume) rather than open for a look (Open).
	Resumable func(i int) bool
	// Delete, when not nil, deletes game i (asking first); it calls
	// removed once the game is gone, and the list no longer shows it (the
	// other games keep their numbers). Nil: the games cannot be deleted.
	Delete func(i int, removed func())
	// Deletable, when not nil, tells which games Delete can delete (a
	// game of a file of several cannot be deleted alone); nil: all.
	Deletable func(i int) bool
	// PlayerName gives a player's name in the current language
	// ("you", "computer:master" become words); nil keeps them.
	PlayerName func(id string) string
	// ResultText names a game's result in the current language (from the
	// person's side when they played it); nil: by colour.
	ResultText func(g Game) string
	// Notice, when not nil, is a line above the list (what could not be
	// read).
	Notice func() string
	// Failed tells the player a game could not be loaded.
	Failed func(i int, err error)
	// Reached, when not nil, offers "Games that reached this position":
	// it looks for the games that reached the position on the window's
	// board off the UI goroutine and calls found on it with their numbers.
	Reached func(found func(games []int))
	// At is the position Reached searches for: the board shows it while
	// the search is on and no game is chosen.
	At game.Position
	// Loading: the games are still being read; SetGames gives them.
	Loading bool
}

// The results the search offers, in the order of its choice.
var resultChoices = [...]struct {
	key    string
	result game.Result
	any    bool
}{
	{key: "games.any_result", any: true},
	{key: "result.white_won", result: game.WhiteWins},
	{key: "result.black_won", result: game.BlackWins},
	{key: "result.draw", result: game.Draw},
	{key: "saved.in_progress", result: game.Ongoing},
}

// row is a game with what the search compares, made once.
type row struct {
	Game
	names  string // both players' names, as shown and as recorded, lower case
	digits string // the date's digits: "20250314"
	gone   bool   // deleted: never shown again
	at     bool   // it reached the position on the window's board
}

// Mode is the list of games beside the board: a screen.Mode.
type Mode struct {
	env  screen.Env
	opts Config

	rows  []row
	shown []int // the rows matching the search, in order
	sel   int   // the row chosen, -1 none

	player, date *widget.Entry
	result       *widget.Select
	count        *widget.Label
	notice       *widget.Label
	empty        *widget.Label
	list         *widget.List
	open, review *widget.Button
	del          *widget.Button
	content      fyne.CanvasObject
	fit          *rowFitter // the rows' heights
	board        *board.Board

	resultIdx int
	loading   bool          // the games are being read
	closed    bool          // Close ran
	reached   *widget.Check // "Games that reached this position"; nil without Options.Reached
	atKnown   bool          // the rows' at is known for the position
	asking    int           // the position search asked last (its answers before are dropped)
}

var _ screen.Mode = (*Mode)(nil)

// New builds the screen for the games of opts.
func New(env screen.Env, opts Config) *Mode {
	m := &Mode{env: env, opts: opts, sel: -1, loading: opts.Loading}
	m.setRows(opts.Games)
	m.board = env.Board()
	m.build()
	m.filter()
	m.Relocalize()
	return m
}

// setRows makes the rows of games.
func (m *Mode) setRows(games []Game) {
	m.rows = make([]row, len(games))
	for i, g := range games {
		m.rows[i].Game = g
	}
	m.index()
	m.shown = make([]int, 0, len(m.rows))
}

// SetGames replaces the list with games (read in the background; Options'
// functions now number these), and the notice; nothing is chosen. On the
// UI goroutine.
func (m *Mode) SetGames(games []Game) {
	if m.closed {
		return
	}
	m.loading = false
	m.setRows(games)
	m.sel = -1
	m.board.SetPosition(m.noneShown())
	m.atKnown = false
	if m.reached != nil && m.reached.Checked {
		m.findReached()
	}
	m.Relocalize()
}

// Loading reports whether the games are still being read.
func (m *Mode) Loading() bool { return m.loading }

// findReached asks which games reached the position; the answer filters
// the list while "Games that reached this position" is on.
func (m *Mode) findReached() {
	m.asking++
	asked := m.asking
	m.opts.Reached(func(games []int) {
		if asked != m.asking || m.closed {
			return // a later question, or closed
		}
		for i := range m.rows {
			m.rows[i].at = false
		}
		for _, i := range games {
			if i >= 0 && i < len(m.rows) {
				m.rows[i].at = true
			}
		}
		m.atKnown = true
		m.filter()
	})
}

// OnlyReached switches "Games that reached this position" on or off, as
// its box does.
func (m *Mode) OnlyReached(on bool) {
	if m.reached != nil {
		m.reached.SetChecked(on)
	}
}

// index makes the rows' search keys in the current language.
func (m *Mode) index() {
	for i := range m.rows {
		r := &m.rows[i]
		r.names = strings.ToLower(r.White + "\x00" + r.Black + "\x00" + m.name(r.White) + "\x00" + m.name(r.Black))
		r.digits = digitsOf(r.Date)
	}
}

func (m *Mode) name(id string) string {
	if m.opts.PlayerName == nil || id == "" {
		return id
	}
	return m.opts.PlayerName(id)
}

// digitsOf keeps the digits of a date: "2025.03.14" and "2025-03-14" are
// both "20250314".
func digitsOf(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
}

func (m *Mode) build() {
	m.player = widget.NewEntry()
	m.player.OnChanged = func(string) { m.filter() }
	m.date = widget.NewEntry()
	m.date.OnChanged = func(string) { m.filter() }
	m.result = widget.NewSelect(nil, nil)
	m.result.OnChanged = func(string) {
		if i := m.result.SelectedIndex(); i >= 0 && i != m.resultIdx {
			m.resultIdx = i
			m.filter()
		}
	}
	m.count = widget.NewLabel("")
	m.notice = screen.Wrapped("")
	m.notice.Importance = widget.WarningImportance
	m.notice.Hide()
	m.empty = widget.NewLabel("")
	m.empty.Hide()
	m.list = widget.NewList(
		func() int { return len(m.shown) },
		newRowObject,
		func(id widget.ListItemID, o fyne.CanvasObject) {
			if id < 0 || id >= len(m.shown) {
				return
			}
			m.setRowObject(o, &m.rows[m.shown[id]])
		},
	)
	m.list.OnSelected = func(id widget.ListItemID) {
		if id >= 0 && id < len(m.shown) && m.shown[id] != m.sel {
			m.choose(m.shown[id])
		}
	}
	m.open = screen.Primary("", theme.MediaPlayIcon(), func() { m.openChosen(false) })
	m.review = widget.NewButtonWithIcon("", theme.SearchIcon(), func() { m.openChosen(true) })
	m.del = widget.NewButtonWithIcon("", theme.DeleteIcon(), m.deleteChosen)
	if m.opts.Delete == nil {
		m.del.Hide()
	}
	search := container.NewVBox(m.player, m.date, m.result)
	if m.opts.Reached != nil {
		m.reached = widget.NewCheck("", func(on bool) {
			if on && !m.atKnown && !m.loading {
				m.findReached()
			}
			m.filter()
		})
		search.Add(m.reached)
	}
	search.Add(m.count)
	search.Add(m.notice)
	actions := screen.Columns(3, m.open, m.review, m.del) // stacked when the words are too long for a row
	m.fit = &rowFitter{m: m}
	m.content = container.NewBorder(search, actions, nil, nil, container.New(&screen.Resized{Changed: m.fit.resized}, m.list, m.empty))
	m.updateActions()
}

// Content is the panel: the search, the list and the actions.
func (m *Mode) Content() fyne.CanvasObject { return m.content }

// Board shows the chosen game's final position.
func (m *Mode) Board() *board.Board { return m.board }

// Title names the list.
func (m *Mode) Title() string {
	if m.opts.Title == nil {
		return m.env.Loc.T("saved.title")
	}
	return m.opts.Title()
}

// Relocalize sets every text in the current language; the search follows
// the players' names in it.
func (m *Mode) Relocalize() {
	loc := m.env.Loc
	m.player.SetPlaceHolder(loc.T("games.search_player"))
	m.date.SetPlaceHolder(loc.T("games.search_date"))
	opts := make([]string, len(resultChoices))
	for i, c := range resultChoices {
		opts[i] = loc.T(c.key)
	}
	m.result.Options = opts
	m.result.SetSelectedIndex(m.resultIdx)
	screen.SetButtonText(m.review, loc.T("saved.review"))
	screen.SetButtonText(m.del, loc.T("saved.delete"))
	if m.reached != nil && m.reached.Text != loc.T("explorerui.reached") {
		m.reached.SetText(loc.T("explorerui.reached"))
	}
	if m.opts.Notice != nil {
		text := m.opts.Notice()
		screen.SetText(m.notice, text)
		screen.SetVisible(m.notice, text != "")
	}
	m.index()
	m.filter()
}

// TypedKey: Up and Down choose the game above or below, Enter opens it.
func (m *Mode) TypedKey(e *fyne.KeyEvent) bool {
	pos := m.shownIndex(m.sel)
	switch e.Name {
	case fyne.KeyDown:
		if pos+1 < len(m.shown) {
			m.list.Select(pos + 1)
		}
	case fyne.KeyUp:
		if pos > 0 {
			m.list.Select(pos - 1)
		} else if pos < 0 && len(m.shown) > 0 {
			m.list.Select(0)
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		m.openChosen(false)
	default:
		return false
	}
	return true
}

// Close lets go of the list.
func (m *Mode) Close() {
	m.closed = true
	m.rows, m.shown = nil, nil
}

// Search sets the search: a part of a player's name, the start of a date
// ("2025", "2025.03"), a result (nil: any). The window's own search fields
// show it.
func (m *Mode) Search(player, date string, result *game.Result) {
	m.resultIdx = 0
	if result != nil {
		for i, c := range resultChoices {
			if !c.any && c.result == *result {
				m.resultIdx = i
			}
		}
	}
	m.result.SetSelectedIndex(m.resultIdx)
	m.player.SetText(player) // each filters through OnChanged
	m.date.SetText(date)
	m.filter()
}

// Shown returns the numbers (in Config.Games) of the games the search
// shows, in order.
func (m *Mode) Shown() []int { return append([]int(nil), m.shown...) }

// Chosen returns the number of the chosen game, -1 when none is.
func (m *Mode) Chosen() int { return m.sel }

// Choose chooses game i (a number in Config.Games) when it is shown.
func (m *Mode) Choose(i int) {
	if pos := m.shownIndex(i); pos >= 0 {
		m.list.Select(pos)
	}
}

// Open opens the chosen game, or reviews it.
func (m *Mode) Open(review bool) { m.openChosen(review) }

// Delete deletes the chosen game, when the games can be deleted.
func (m *Mode) Delete() { m.deleteChosen() }

// filter shows the rows matching the search, in place.
func (m *Mode) filter() {
	total := m.match(m.player.Text, m.date.Text, m.resultIdx)
	loc := m.env.Loc
	screen.SetText(m.count, loc.T("games.count", map[string]any{"Shown": len(m.shown), "Total": total}))
	switch {
	case m.loading:
		screen.SetText(m.empty, loc.T("explorerui.saved_loading"))
	case m.reached != nil && m.reached.Checked && !m.atKnown:
		screen.SetText(m.empty, loc.T("explorer.loading")) // the position is being searched
	case total == 0:
		screen.SetText(m.empty, loc.T("saved.empty"))
	case len(m.shown) == 0:
		screen.SetText(m.empty, loc.T("games.none_match"))
	}
	screen.SetVisible(m.empty, len(m.shown) == 0)
	// the list selects by position: keep the chosen game selected where it
	// now is, or choose none
	m.list.UnselectAll()
	if pos := m.shownIndex(m.sel); pos >= 0 {
		m.list.Select(pos)
	} else if m.sel >= 0 || m.reached != nil {
		m.sel = -1
		m.board.SetPosition(m.noneShown()) // nothing chosen
	}
	m.fit.fit()
	m.list.Refresh()
	m.updateActions()
}

// newRowObject is a row of the list: the players, then the result and the
// score, then the date and the length, each on lines of its own that wrap
// at word ends (the players' full names are never cut: a row is as tall
// as its lines need, see rowFitter).
func newRowObject() fyne.CanvasObject {
	players := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	result, when := widget.NewLabel(""), widget.NewLabel("")
	for _, l := range []*widget.Label{players, result, when} {
		l.Wrapping = fyne.TextWrapWord
	}
	return container.NewVBox(players, result, when)
}

// setRowObject writes r in a row of the list.
func (m *Mode) setRowObject(o fyne.CanvasObject, r *row) {
	c := o.(*fyne.Container)
	screen.SetText(c.Objects[0].(*widget.Label), m.playersText(r))
	result, when := m.aboutText(r)
	screen.SetText(c.Objects[1].(*widget.Label), result)
	screen.SetText(c.Objects[2].(*widget.Label), when)
}

// rowFitter gives each row shown the height its lines take in the
// list's width: a row whose lines fit on one line each keeps the list's
// height of a row, a longer one grows. It fits the rows again when the
// width changes and when the rows shown change (fit).
type rowFitter struct {
	m       *Mode
	width   float32
	scratch fyne.CanvasObject             // a row, measured
	base    float32                       // the list's height of a row
	grown   map[widget.ListItemID]bool    // the rows given more than base
	heights map[widget.ListItemID]float32 // their heights
}

// resized fits the rows again when the list's width changed.
func (f *rowFitter) resized(size fyne.Size) {
	if size.Width != f.width {
		f.width = size.Width
		f.fit()
	}
}

// fit gives every row shown its height in the present width.
func (f *rowFitter) fit() {
	m := f.m
	if f.width <= 0 || m.list == nil {
		return
	}
	if f.scratch == nil {
		f.scratch = newRowObject()
	}
	c := f.scratch.(*fyne.Container)
	for _, o := range c.Objects {
		o.(*widget.Label).SetText("")
	}
	f.scratch.Resize(fyne.NewSize(f.width, 1))
	base := f.scratch.MinSize().Height
	f.base = base
	f.heights = map[widget.ListItemID]float32{}
	room := f.width - 2*theme.InnerPadding()
	grown := map[widget.ListItemID]bool{}
	for id, i := range m.shown {
		r := &m.rows[i]
		if m.rowFits(r, room) {
			continue
		}
		m.setRowObject(f.scratch, r)
		f.scratch.Resize(fyne.NewSize(f.width, 1))
		if h := f.scratch.MinSize().Height; h > base {
			grown[id] = true
			f.heights[id] = h
			m.list.SetItemHeight(id, h)
		}
	}
	for id := range f.grown {
		if !grown[id] {
			m.list.SetItemHeight(id, base)
		}
	}
	f.grown = grown
}

// rowHeight returns the height of the row shown at id, for tests.
func (m *Mode) rowHeight(id int) float32 {
	if m.fit.grown[id] {
		return m.fit.heights[id]
	}
	return m.fit.base
}

// rowFits reports whether each line of r's row fits in width on one line.
func (m *Mode) rowFits(r *row, width float32) bool {
	size := theme.TextSize()
	if fyne.MeasureText(m.playersText(r), size, fyne.TextStyle{Bold: true}).Width > width {
		return false
	}
	result, when := m.aboutText(r)
	return fyne.MeasureText(result, size, fyne.TextStyle{}).Width <= width &&
		fyne.MeasureText(when, size, fyne.TextStyle{}).Width <= width
}

// match sets shown to the rows matching the search, reusing its array,
// and returns how many games the list holds.
func (m *Mode) match(player, date string, result int) (total int) {
	player = strings.ToLower(strings.TrimSpace(player))
	date = digitsOf(date)
	choice := resultChoices[result]
	only := m.reached != nil && m.reached.Checked
	m.shown = m.shown[:0]
	for i := range m.rows {
		r := &m.rows[i]
		if r.gone {
			continue
		}
		total++
		if (player == "" || strings.Contains(r.names, player)) &&
			strings.HasPrefix(r.digits, date) &&
			(choice.any || r.Result == choice.result) &&
			(!only || m.atKnown && r.at) {
			m.shown = append(m.shown, i)
		}
	}
	return total
}

// noneShown is the position the board shows when no game is chosen: the
// one searched for while "Games that reached this position" is on, else
// the start.
func (m *Mode) noneShown() game.Position {
	if m.reached != nil && m.reached.Checked {
		return m.opts.At
	}
	return game.Start()
}

// shownIndex returns where game i is in the list shown, -1 if it is not.
func (m *Mode) shownIndex(i int) int {
	if i < 0 {
		return -1
	}
	for pos, r := range m.shown {
		if r == i {
			return pos
		}
	}
	return -1
}

// choose makes game i the chosen one and shows its final position.
func (m *Mode) choose(i int) {
	m.sel = i
	m.updateActions()
	if m.opts.Load == nil {
		return
	}
	g, err := m.opts.Load(i)
	if err != nil {
		m.fail(i, err)
		return
	}
	m.board.SetPosition(g.PositionAt(g.Len()))
}

func (m *Mode) openChosen(review bool) {
	if m.sel < 0 || m.opts.Load == nil || m.opts.Open == nil {
		return
	}
	g, err := m.opts.Load(m.sel)
	if err != nil {
		m.fail(m.sel, err)
		return
	}
	m.opts.Open(g, review)
}

func (m *Mode) deleteChosen() {
	i := m.sel
	if i < 0 || m.opts.Delete == nil || (m.opts.Deletable != nil && !m.opts.Deletable(i)) {
		return
	}
	m.opts.Delete(i, func() { m.remove(i) })
}

// remove takes game i out of the list.
func (m *Mode) remove(i int) {
	if i < 0 || i >= len(m.rows) {
		return
	}
	m.rows[i].gone = true
	m.list.UnselectAll()
	m.sel = -1
	m.board.SetPosition(m.noneShown())
	m.filter()
}

func (m *Mode) fail(i int, err error) {
	if m.opts.Failed != nil {
		m.opts.Failed(i, err)
		return
	}
	fyne.LogError("load game "+strconv.Itoa(i+1), err)
}

func (m *Mode) updateActions() {
	chosen := m.sel >= 0
	screen.SetEnabled(m.open, chosen)
	screen.SetEnabled(m.review, chosen)
	screen.SetEnabled(m.del, chosen && (m.opts.Deletable == nil || m.opts.Deletable(m.sel)))
	key := "games.open"
	if chosen && m.opts.Resumable != nil && m.opts.Resumable(m.sel) {
		key = "saved.resume"
	}
	screen.SetButtonText(m.open, m.env.Loc.T(key))
}

// playersText is a row's first line: "White – Black".
func (m *Mode) playersText(r *row) string {
	w, b := m.name(r.White), m.name(r.Black)
	if w == "" {
		w = "?"
	}
	if b == "" {
		b = "?"
	}
	return w + " – " + b
}

// aboutText is a row's second and third lines: the result and the score,
// then the date (when known) and the length. Each wraps in the list's
// width where it is longer (see rowFitter).
func (m *Mode) aboutText(r *row) (result, when string) {
	result = m.resultText(r.Game) + " · " + strconv.Itoa(r.Score[game.White]) + ":" + strconv.Itoa(r.Score[game.Black])
	parts := make([]string, 0, 2)
	if r.Date != "" && !strings.ContainsRune(r.Date, '?') {
		parts = append(parts, r.Date)
	}
	parts = append(parts, m.env.Loc.N("moves", (r.Plies+1)/2))
	return result, strings.Join(parts, " · ")
}

func (m *Mode) resultText(g Game) string {
	if m.opts.ResultText != nil {
		return m.opts.ResultText(g)
	}
	for _, c := range resultChoices {
		if !c.any && c.result == g.Result {
			return m.env.Loc.T(c.key)
		}
	}
	return ""
}
