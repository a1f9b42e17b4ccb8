// Package gameview is the game as the window shows it: one row at the top
// with the buttons and the status line, the board in the centre between
// the two player cards, the move list beside it with the clocks above and
// the review and the analysis under it, and the stage (package ui/stage)
// where a mode takes the place of the buttons and the list. It renders the
// session's snapshot (package ui/session): the window hands it each one
// (SetSnapshot), then asks it to draw (Refresh).
//
// It knows nothing of the window: what it needs is in Config, in the shape
// of Fyne's widgets (exported fields, callbacks).
package gameview

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/actions"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/clockview"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/offer"
	"github.com/togyzkumalak/togyzkumalak/ui/review"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
	"github.com/togyzkumalak/togyzkumalak/ui/stage"
)

// Config is what the view is built from.
type Config struct {
	Env     screen.Env // the texts; the review panel's environment
	Session *session.Session
	Board   *board.Board
	Review  *review.Review // the engine's review, whose panel shows under the move list
	// Analysis is the analysis's panel, shown under the review.
	Analysis fyne.CanvasObject
	// Offers is what the window offers now: the header's buttons follow
	// it.
	Offers func() offer.State
	// NewGame, Undo and Hint are the header's buttons.
	NewGame, Undo, Hint func()
	// Post runs a function on the UI goroutine (the clocks' ticks).
	Post func(func())
	// Sound plays a sound effect (a clock running low).
	Sound func(name string)
	// Mistakes opens Learn from your mistakes (the review panel's button)
	// for the sides MistakesSides gives.
	Mistakes      func()
	MistakesSides func() []game.Side
	// ModeClosed is told when the open mode closed and the game shows
	// again (the stage's OnClose).
	ModeClosed func()
}

// View is the content of the window: one row at the top with the buttons
// and the status line (whose move, or how the game ended, and the search),
// the board in the centre between the two player cards (who plays, the
// kazan, the clock, the side to move, the result) and the move list
// beside it (below it in a tall window),
// with the review and the analysis under the list; a mode
// (puzzles, lessons, the position editor) takes the place of the buttons
// and the list, and may show its board in the board's place.
type View struct {
	// Menu, when set, is the menu bar whose items follow the game: Refresh
	// updates it.
	Menu *actions.Bar

	cfg     Config
	loc     *i18n.Localizer
	content fyne.CanvasObject

	newBtn, undoBtn, hintBtn *widget.Button

	turn     *widget.Label
	activity *widget.Activity
	detail   *widget.Label
	toolbar  *fyne.Container // laid out again when its texts change

	cards [2]*clockview.Card // the players of White and Black, beside the board

	movesTitle *widget.Label
	moves      *widget.List
	startBtn   *widget.Button
	prevBtn    *widget.Button
	nextBtn    *widget.Button
	liveBtn    *widget.Button
	listState  listState // what the move list shows, to refresh it only on change

	review *review.Panel   // under the move list while a game is reviewed
	under  *fyne.Container // the review and the analysis, hidden when both are
	// underScroll scrolls under; it shows the analysis's end when the
	// analysis opens (below the review, it would open out of sight).
	underScroll *container.Scroll
	analysisOn  bool            // the analysis was shown at the last refresh
	split       *fyne.Container // the move list above under: laid out again when under shows or hides
	// offer says, above the move list, why what a key asked for was not
	// done; the next change of the game (why) clears and hides it.
	offer *widget.Label
	why   listState

	host *stage.Stage // the board, the panel beside it and the open mode

	clock *clockPanel // the two clocks above the move list (clock.go)

	// snap is the session's last snapshot: everything the view shows of
	// the game comes from it. game is a copy of its game, made again
	// only when the game shown changes (Snapshot.GameRev), for what needs
	// a whole record (the review's panel).
	snap    session.Snapshot
	game    *game.Game
	gameRev uint64
	gameID  uint64
}

// listState is what the move list depends on.
type listState struct {
	game       uint64 // Snapshot.GameRev
	ply, shown int
	lang       string
	marks      int  // the review's plies found
	timed      bool // the review shows each move's time
}

// New returns the view of cfg, showing the session's snapshot now; call
// Relocalize to write its texts.
func New(cfg Config) *View {
	v := &View{cfg: cfg, loc: cfg.Env.Loc}
	s := cfg.Session
	v.SetSnapshot(s.Snapshot())
	v.newBtn = widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), cfg.NewGame)
	v.undoBtn = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), cfg.Undo)
	v.hintBtn = widget.NewButtonWithIcon("", theme.SearchIcon(), cfg.Hint)

	v.turn = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	v.activity = widget.NewActivity()
	v.activity.Hide()
	v.detail = widget.NewLabel("")

	v.movesTitle = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	v.moves = widget.NewList(v.moveRows, v.newMoveRow, v.updateMoveRow)
	v.startBtn = widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), func() { s.Browse(0) })
	v.prevBtn = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), v.StepBack)
	v.nextBtn = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), v.StepForward)
	v.liveBtn = widget.NewButtonWithIcon("", theme.MediaPlayIcon(), s.Live)
	v.liveBtn.Importance = widget.HighImportance
	v.liveBtn.Hide()

	// The header is one row, as tall as a mode's title bar, so that the
	// board's place starts at the same height in the game and in a mode:
	// the buttons and the status line (whose move, or how the game ended,
	// and the search). The status is never cut; in a narrow window the
	// search's detail is left out whole. Who plays, the kazans and the
	// clocks are on the player cards beside the board; why a key did
	// nothing is said above the move list, in full.
	v.detail.Truncation = fyne.TextTruncateClip
	toolbar := container.New(shrinkRow{giveWay: []fyne.CanvasObject{v.detail}, whole: true},
		v.newBtn, v.undoBtn, v.hintBtn, widget.NewSeparator(), v.turn, v.activity, v.detail,
		layout.NewSpacer())
	v.toolbar = toolbar
	v.offer = widget.NewLabel("")
	v.offer.Importance = widget.MediumImportance
	v.offer.Wrapping = fyne.TextWrapWord
	v.offer.Hide() // shown while it says something
	nav := container.NewGridWithColumns(3, v.startBtn, v.prevBtn, v.nextBtn)
	v.clock = newClockPanel(v.loc, s, cfg.Post, cfg.Sound)
	v.cards = v.clock.cards
	moves := container.NewBorder(container.NewVBox(v.offer, v.clock.content, v.movesTitle), container.NewVBox(nav, v.liveBtn), nil, nil,
		// A list keeps its offset when it grows or shrinks: a window
		// resized after the start, or a panel opening under the list, left
		// the last moves out of sight, and a review whose panel grew (its
		// progress gone, the words of a move on more lines) left the move
		// shown under the list's edge.
		container.New(&screen.Resized{Changed: func(fyne.Size) { v.followMoves() }}, v.moves))
	v.review = newReviewPanel(v, cfg)
	v.under = container.NewVBox(v.review.Content(), cfg.Analysis)
	v.under.Hide()
	v.underScroll = container.NewVScroll(v.under)
	panel := container.New(panelSplit{under: v.under, review: v.review, list: v.moves}, moves, v.underScroll, minWatch(v.under))
	v.split = panel
	v.host = stage.New(toolbar, cfg.Board, panel)
	v.host.OnClose = func() {
		if cfg.ModeClosed != nil {
			cfg.ModeClosed()
		}
	}
	v.content = v.host.Content()
	return v
}

// Relocalize sets every fixed text in the current language, then the texts
// that depend on the game.
func (v *View) Relocalize() {
	loc := v.loc
	v.newBtn.SetText(loc.T("menu.new"))
	v.undoBtn.SetText(loc.T("menu.undo"))
	v.hintBtn.SetText(loc.T("menu.hint"))
	v.movesTitle.SetText(loc.T("moves.title"))
	v.liveBtn.SetText(loc.T("moves.back_to_live"))
	v.host.Relocalize(loc.T("mode.back"))
	v.clock.relocalize(v.snap)
	v.listState = listState{}
	v.Refresh()
	// The widths of the header follow the new words at once, not at the
	// next resize of the window.
	v.host.Parts().Content.Refresh()
}

// SetSnapshot makes snap the state the view shows; refresh draws it.
func (v *View) SetSnapshot(snap session.Snapshot) {
	v.snap = snap
	if v.game == nil || snap.GameRev != v.gameRev || snap.GameID != v.gameID {
		v.game, v.gameRev, v.gameID = snap.Game(), snap.GameRev, snap.GameID
	}
}

// Record is a copy of the game shown, the same while it does not change:
// the review's panel reads it.
func (v *View) Record() *game.Game { return v.game }

// Refresh updates the texts and buttons that depend on the game.
func (v *View) Refresh() {
	s := v.snap
	loc := v.loc
	status := v.turn.Text + "|" + v.detail.Text
	setText(v.turn, v.TurnText())
	setText(v.detail, v.detailText())
	if v.turn.Text+"|"+v.detail.Text != status {
		// A clipped label keeps its least size: its row is laid out
		// again for the new text's width.
		v.toolbar.Refresh()
	}
	v.updateCards()
	v.clock.update(s)
	if s.LivePhase == session.Thinking || s.LivePhase == session.Hinting || s.LivePhase == session.Offering {
		if !v.activity.Visible() {
			v.activity.Show()
			v.activity.Start()
		}
	} else if v.activity.Visible() {
		v.activity.Stop()
		v.activity.Hide()
	}
	offers := v.cfg.Offers()
	setEnabled(v.undoBtn, offers.Undo().OK)
	_, reviewing := s.Browsing()
	setEnabled(v.hintBtn, offers.Hint().OK)
	if v.offer.Text != "" && v.whyState() != v.why {
		v.say("")
	}
	if v.Menu != nil {
		v.Menu.Update(loc)
	}
	shownPly := v.shownPly()
	setEnabled(v.startBtn, shownPly > 0)
	setEnabled(v.prevBtn, shownPly > 0)
	setEnabled(v.nextBtn, reviewing)
	if reviewing != v.liveBtn.Visible() {
		if reviewing {
			v.liveBtn.Show()
		} else {
			v.liveBtn.Hide()
		}
	}
	found, _, _ := v.cfg.Review.Progress()
	v.review.Update() // before the list, which shows the review's times
	v.host.SetEvalBar(v.review.EvalBar(), v.review.Content().Visible())
	if st := (listState{game: s.GameRev, ply: len(s.Plies), shown: shownPly, lang: loc.Lang(), marks: found, timed: v.review.Timed()}); st != v.listState {
		v.listState = st
		v.moves.Refresh()
		v.followMoves() // the last move, or the move shown (the arrow keys step through it)
	}
	if show := v.review.Content().Visible() || v.cfg.Analysis.Visible(); show != v.under.Visible() {
		if show {
			v.under.Show()
		} else {
			v.under.Hide()
		}
		v.split.Refresh() // the list gives under its room now, not at the next resize
	}
	if on := v.cfg.Analysis.Visible(); on != v.analysisOn {
		v.analysisOn = on
		if on {
			v.split.Refresh()
			v.underScroll.ScrollToBottom() // the analysis opens where it is seen
		}
	}
}

// setEnabled enables or disables a button, refreshing it only on a change.
func setEnabled(b *widget.Button, on bool) { screen.SetEnabled(b, on) }

// setText changes a label's text, refreshing it only on a change.
func setText(l *widget.Label, text string) { screen.SetText(l, text) }

// SayWhy tells, above the move list, why what a key asked for is not done
// now (the text of key); the next change of the game clears it.
func (v *View) SayWhy(key string) {
	v.why = v.whyState()
	v.say(v.loc.T(key))
}

// say shows text above the move list (why a key did nothing); "" hides
// it.
func (v *View) say(text string) {
	setText(v.offer, text)
	screen.SetVisible(v.offer, text != "")
}

// whyState is the state of the game a reason above the move list belongs
// to.
func (v *View) whyState() listState {
	return listState{game: v.snap.GameRev, ply: len(v.snap.Plies), shown: v.shownPly()}
}

// TurnText says whose turn it is, or how the game ended. While a move is
// sown, the mover is still to move: the turn passes when the stones land
// (Snapshot.Seen).
func (v *View) TurnText() string {
	s := v.snap
	loc := v.loc
	if _, reviewing := s.Browsing(); reviewing {
		return loc.T("status.reviewing")
	}
	if s.Phase == session.Over || (s.Phase != session.Animating && s.Status.Over()) {
		return loc.T("ui.status.over", map[string]any{"Result": v.ResultText(s.Status.Result)})
	}
	toMove := s.Seen.ToMove
	switch {
	case s.Phase == session.Thinking:
		return loc.T("status.computer_thinking")
	case s.Phase == session.Hinting:
		return loc.T("hint.thinking")
	case s.Clock.Paused:
		return loc.T("clock.paused")
	case s.Sides.TwoPlayers():
		return loc.T("status.side_to_move", map[string]any{"Side": sideName(loc, toMove)})
	case s.Sides.Human[toMove]:
		return loc.T("status.your_turn")
	}
	return loc.T("status.opponent_turn")
}

// detailText gives the search's depth and score, or the hint.
func (v *View) detailText() string {
	s := v.snap
	loc := v.loc
	if info := s.Info; s.LivePhase == session.Thinking && s.HasInfo {
		if info.Mate != 0 {
			return loc.T("status.depth", map[string]any{"Depth": info.Depth}) + ", " +
				loc.N("ui.status.mate", max(info.Mate, -info.Mate))
		}
		return loc.T("status.depth", map[string]any{"Depth": info.Depth}) + ", " + FormatScore(info.Score)
	}
	if m := s.Hint; m != 0 {
		return loc.T("hint.suggest", map[string]any{"Hole": int(m)})
	}
	return ""
}

// FormatScore writes a score in hundredths of a stone as "+1.25".
func FormatScore(centi int) string {
	return fmt.Sprintf("%+.2f", float64(centi)/100)
}

// shownPly returns the ply the board shows.
func (v *View) shownPly() int { return v.snap.ShownPly }

func (v *View) StepBack() {
	if ply := v.shownPly(); ply > 0 {
		v.cfg.Session.Browse(ply - 1)
	}
}

func (v *View) StepForward() {
	if ply, ok := v.snap.Browsing(); ok {
		v.cfg.Session.Browse(ply + 1)
	}
}

// blackFirst is 1 when the game starts with Black to move: the first row
// of the move list then has no White move.
func (v *View) blackFirst() int {
	if v.snap.Start.ToMove == game.Black {
		return 1
	}
	return 0
}

func (v *View) moveRows() int {
	return (len(v.snap.Plies) + v.blackFirst() + 1) / 2
}

// updateMoveCell shows move i (0-based) in a cell of the move list.
func (v *View) updateMoveCell(b *widget.Button, i int) {
	plies := v.snap.Plies
	if i < 0 || i >= len(plies) {
		setButtonText(b, ellipsis(i < 0))
		b.OnTapped = nil
		if b.Importance != widget.LowImportance {
			b.Importance = widget.LowImportance
			b.Refresh()
		}
		setEnabled(b, false)
		return
	}
	setEnabled(b, true)
	setButtonText(b, plies[i].Text+v.cfg.Review.Mark(i+1))
	importance := widget.LowImportance
	if i == v.shownPly()-1 {
		importance = widget.HighImportance
	}
	if b.Importance != importance {
		b.Importance = importance
		b.Refresh()
	}
	b.OnTapped = func() { v.cfg.Session.Browse(i + 1) }
}

// setButtonText changes a button's text, refreshing it only on a change.
func setButtonText(b *widget.Button, text string) { screen.SetButtonText(b, text) }

// ellipsis fills the empty White cell of a game that starts with Black.
func ellipsis(before bool) string {
	if before {
		return "…"
	}
	return ""
}

// sideName returns the localized name of a side.
func sideName(loc screen.Translator, side game.Side) string { return screen.SideName(loc, side) }

// ResultText names the result of the game shown, as the result dialog
// does.
func (v *View) ResultText(r game.Result) string {
	return dialogs.ResultText(v.loc, r, v.snap.Sides.Human)
}

// StopClocks stops the clocks' ticker (the window closes).
func (v *View) StopClocks() { v.clock.clocks.Stop() }

// Snapshot is the session's snapshot the view shows.
func (v *View) Snapshot() session.Snapshot { return v.snap }

// Content is the window's content: the header, the board's place and the
// panel, or the open mode.
func (v *View) Content() fyne.CanvasObject { return v.content }

// Stage is where the board, the panel and the open mode are shown.
func (v *View) Stage() *stage.Stage { return v.host }

// Parts are the view's widgets, for the window's layout checks and tests.
type Parts struct {
	Toolbar                 *fyne.Container
	New, Undo, Hint         *widget.Button
	Turn, Detail            *widget.Label
	Activity                *widget.Activity
	Cards                   [2]*clockview.Card
	MovesTitle              *widget.Label
	Moves                   *widget.List
	Start, Prev, Next, Live *widget.Button
	Review                  *review.Panel
	Under                   *fyne.Container // the review and the analysis
	UnderScroll             *container.Scroll
	Split                   *fyne.Container // the move list above Under
	Offer                   *widget.Label   // why a key did nothing
	Pause                   *widget.Button  // the clocks' pause, for two players
	Clocks                  *clockview.Clocks
}

// Parts returns the view's widgets.
func (v *View) Parts() Parts {
	return Parts{
		Toolbar: v.toolbar, New: v.newBtn, Undo: v.undoBtn, Hint: v.hintBtn,
		Turn: v.turn, Detail: v.detail, Activity: v.activity, Cards: v.cards,
		MovesTitle: v.movesTitle, Moves: v.moves,
		Start: v.startBtn, Prev: v.prevBtn, Next: v.nextBtn, Live: v.liveBtn,
		Review: v.review, Under: v.under, UnderScroll: v.underScroll, Split: v.split,
		Offer: v.offer, Pause: v.clock.pause, Clocks: v.clock.clocks,
	}
}
