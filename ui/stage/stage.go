// Package stage is the game window's content and the host of its modes: a
// header of one row (the game's toolbar and status, or the open mode's way
// back to the game and its title, each as tall as what it holds), the
// board's place (the board between the two player cards, and a review's
// evaluation bar at its left), and beside it (below it in a tall window)
// the panel of what is shown: the game's panel, or a mode's.
//
// A mode (screen.Mode: the lessons, the puzzles, the editor, the explorer,
// Saved games, the endgame tables) opens in the game's place: its panel in
// the panel's, its board, when it has one, in the board's. The board's
// place does not move or change size when a mode opens, closes or shows a
// message. The stage knows nothing of the game or of the window: the
// window hands it the game's header, board and panel, and is told when a
// mode closed (OnClose).
package stage

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Stage is the window's content.
type Stage struct {
	// OnClose is called after a mode closed (the window gives the keys
	// back to the board, refreshes its menu and hands the mode's memory
	// back); nil: nothing.
	OnClose func()

	p         Parts
	barWanted bool // a review shows: the bar shows when no mode is open
	gameBoard *board.Board
	gamePanel fyne.CanvasObject
	mode      screen.Mode // nil: the game
}

// Parts are the containers the stage is made of, for the window's layout
// checks: what they hold is the stage's.
type Parts struct {
	Content    *fyne.Container   // the whole: the header above the area
	Header     *fyne.Container   // the game's header or the mode's, one row
	GameHeader fyne.CanvasObject // the game's toolbar and status
	ModeHeader *fyne.Container   // the way back to the game and the mode's title
	Title      *widget.Label     // the mode's title
	Back       *widget.Button    // the way back to the game
	Place      *fyne.Container   // the board's place: the board, the cards and the bar
	Board      *fyne.Container   // the board shown
	Cards      [2]*fyne.Container
	Bar        *fyne.Container // the review's evaluation bar; shown only in a review of the game
	Panel      *fyne.Container // the panel shown
}

// New returns the stage showing the game: header above, board in the
// board's place, panel beside it.
func New(gameHeader fyne.CanvasObject, gameBoard *board.Board, gamePanel fyne.CanvasObject) *Stage {
	s := &Stage{gameBoard: gameBoard, gamePanel: gamePanel}
	p := &s.p
	p.GameHeader = gameHeader
	p.Title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.Title.Truncation = fyne.TextTruncateEllipsis
	p.Back = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), s.Close)
	p.ModeHeader = container.NewVBox(container.NewBorder(nil, nil, p.Back, nil, p.Title))
	p.ModeHeader.Hide()
	p.Header = container.New(fixedStack{}, gameHeader, p.ModeHeader)
	p.Board = container.NewStack(gameBoard)
	p.Cards = [2]*fyne.Container{container.NewStack(), container.NewStack()}
	p.Panel = container.NewStack(gamePanel)
	p.Bar = container.NewStack()
	p.Bar.Hide()
	place := &stageLayout{}
	p.Place = container.New(place, p.Board, p.Cards[0], p.Cards[1], p.Bar)
	p.Content = container.NewBorder(container.NewVBox(p.Header, widget.NewSeparator()), nil, nil, nil,
		container.New(boardLayout{stage: place}, p.Place, container.NewPadded(p.Panel)))
	return s
}

// Content is what the window shows.
func (s *Stage) Content() fyne.CanvasObject { return s.p.Content }

// Parts returns the stage's containers.
func (s *Stage) Parts() Parts { return s.p }

// Mode returns the open mode, nil when the game is shown.
func (s *Stage) Mode() screen.Mode { return s.mode }

// Open shows m in the game's place, closing the mode open before.
func (s *Stage) Open(m screen.Mode) {
	if s.mode != nil {
		s.close(false)
	}
	s.mode = m
	var b fyne.CanvasObject = s.gameBoard
	if v, ok := m.(screen.BoardViewer); ok {
		b = v.BoardView()
	} else if mb := m.Board(); mb != nil {
		b = mb
	}
	s.p.Board.Objects = []fyne.CanvasObject{b}
	s.p.Board.Refresh()
	s.p.Panel.Objects = []fyne.CanvasObject{container.NewVScroll(m.Content())}
	s.p.Panel.Refresh()
	s.p.GameHeader.Hide()
	s.p.ModeHeader.Show()
	for _, c := range s.p.Cards {
		c.Hide()
	}
	s.placeBar()
	s.relocalizeMode()
}

// Close closes the open mode, if any, and shows the game again.
func (s *Stage) Close() { s.close(true) }

// Discard closes the open mode, if any, and leaves the stage as it is:
// the window is closing.
func (s *Stage) Discard() { s.close(false) }

func (s *Stage) close(showGame bool) {
	m := s.mode
	if m == nil {
		return
	}
	s.mode = nil
	m.Close()
	// A refresh of what is no longer shown has the painter free its
	// textures at its next frame (see dialogs.Modal.Close).
	for _, o := range append(s.p.Board.Objects, s.p.Panel.Objects...) {
		if o != s.gameBoard && o != s.gamePanel {
			canvas.Refresh(o)
		}
	}
	if showGame {
		s.p.Board.Objects = []fyne.CanvasObject{s.gameBoard}
		s.p.Board.Refresh()
		s.p.Panel.Objects = []fyne.CanvasObject{s.gamePanel}
		s.p.Panel.Refresh()
		s.p.ModeHeader.Hide()
		s.p.GameHeader.Show()
		for _, c := range s.p.Cards {
			c.Show()
		}
		s.placeBar()
	}
	if s.OnClose != nil {
		s.OnClose()
	}
}

// Relocalize sets the way back's label (back, in the current language)
// and has the open mode set its texts again.
func (s *Stage) Relocalize(back string) {
	screen.SetButtonText(s.p.Back, back)
	s.relocalizeMode()
}

// relocalizeMode has the open mode set its texts and shows its title.
func (s *Stage) relocalizeMode() {
	if s.mode == nil {
		return
	}
	s.mode.Relocalize()
	screen.SetText(s.p.Title, s.mode.Title())
}

// SetCards shows top above the board and bottom below it (beside it in
// a very wide window, at its sides when it turns), when they are not
// there already.
func (s *Stage) SetCards(top, bottom fyne.CanvasObject) {
	for i, c := range []fyne.CanvasObject{top, bottom} {
		if slot := s.p.Cards[i]; len(slot.Objects) != 1 || slot.Objects[0] != c {
			slot.Objects = []fyne.CanvasObject{c}
			slot.Refresh()
		}
	}
}

// SetEvalBar has the board's place show bar at the board's left while
// show (a review of the game is open) and no mode is.
func (s *Stage) SetEvalBar(bar fyne.CanvasObject, show bool) {
	if len(s.p.Bar.Objects) != 1 || s.p.Bar.Objects[0] != bar {
		s.p.Bar.Objects = []fyne.CanvasObject{bar}
	}
	if show != s.barWanted {
		s.barWanted = show
		s.placeBar()
	}
}

// placeBar shows the evaluation bar when it is wanted and no mode is open,
// and lays the board's place out again: the board makes room for the bar.
func (s *Stage) placeBar() {
	if show := s.barWanted && s.mode == nil; show != s.p.Bar.Visible() {
		if show {
			s.p.Bar.Show()
		} else {
			s.p.Bar.Hide()
		}
		s.p.Place.Refresh()
	}
}

// TypedKey hands a key to the open mode; Escape closes it when the mode
// does not take it. It reports whether a mode is open (the game's keys do
// not act under a mode).
func (s *Stage) TypedKey(e *fyne.KeyEvent) bool {
	if s.mode == nil {
		return false
	}
	if !s.mode.TypedKey(e) && e.Name == fyne.KeyEscape {
		s.Close()
	}
	return true
}

// Boards returns the boards shown: the game's and the open mode's.
func (s *Stage) Boards() []*board.Board {
	bs := []*board.Board{s.gameBoard}
	if s.mode != nil && s.mode.Board() != nil && s.mode.Board() != s.gameBoard {
		bs = append(bs, s.mode.Board())
	}
	return bs
}

// ScrollPanelTo scrolls the open mode's panel to show o, a part of it,
// after laying the panel out (a section just shown).
func (s *Stage) ScrollPanelTo(o fyne.CanvasObject) {
	if len(s.p.Panel.Objects) == 0 {
		return
	}
	if sc, ok := s.p.Panel.Objects[0].(*container.Scroll); ok {
		sc.Content.Refresh()
		sc.ScrollToOffset(o.Position())
	}
}

// SideBySideMinWidth is the least width of the board's place holding
// place and a panel holding panel side by side: narrower, the panel goes
// below the board.
func SideBySideMinWidth(place, panel fyne.CanvasObject) float32 {
	return max(float32(wideMinWidth), boardLayout{}.MinSize([]fyne.CanvasObject{place, panel}).Width)
}
