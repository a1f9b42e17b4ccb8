package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// modeHost is the window's content: a header of one row (the game's
// toolbar and status, or the open mode's way back to the game and its
// title, each as tall as what it holds), the board, and
// beside it (below it in a tall window) the panel of what is shown: the
// game's move list, or a mode's panel. A mode with a board of its own shows
// it in the board's place; the board's place does not move or change size
// when a mode opens, closes or shows a message.
type modeHost struct {
	content *fyne.Container

	header     *fyne.Container // fixedStack of gameHeader and modeHeader
	gameHeader fyne.CanvasObject
	modeHeader *fyne.Container
	modeTitle  *widget.Label
	backBtn    *widget.Button

	boardSlot *fyne.Container    // the board shown
	stage     *fyne.Container    // the board and the cards, centred in the board's place
	cardSlots [2]*fyne.Container // the player cards above and below the board (see stageLayout); hidden under a mode
	barSlot   *fyne.Container    // the review's evaluation bar at the board's left; shown only in a review of the game
	barWanted bool               // a review shows: the bar shows when no mode is open
	panelSlot *fyne.Container    // the panel shown
	gameBoard *board.Board
	gamePanel fyne.CanvasObject

	mode screen.Mode // nil: the game
	// onClose is called after a mode closed (the window refreshes its
	// menu and hands the mode's memory back).
	onClose func()
}

func newModeHost(gameHeader fyne.CanvasObject, gameBoard *board.Board, gamePanel fyne.CanvasObject, onClose func()) *modeHost {
	h := &modeHost{gameHeader: gameHeader, gameBoard: gameBoard, gamePanel: gamePanel, onClose: onClose}
	h.modeTitle = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	h.modeTitle.Truncation = fyne.TextTruncateEllipsis
	h.backBtn = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), h.close)
	h.modeHeader = container.NewVBox(container.NewBorder(nil, nil, h.backBtn, nil, h.modeTitle))
	h.modeHeader.Hide()
	h.header = container.New(fixedStack{}, gameHeader, h.modeHeader)
	h.boardSlot = container.NewStack(gameBoard)
	h.cardSlots = [2]*fyne.Container{container.NewStack(), container.NewStack()}
	h.panelSlot = container.NewStack(gamePanel)
	h.barSlot = container.NewStack()
	h.barSlot.Hide()
	stage := &stageLayout{}
	h.stage = container.New(stage, h.boardSlot, h.cardSlots[0], h.cardSlots[1], h.barSlot)
	h.content = container.NewBorder(container.NewVBox(h.header, widget.NewSeparator()), nil, nil, nil,
		container.New(boardLayout{stage: stage}, h.stage, container.NewPadded(h.panelSlot)))
	return h
}

// open shows m beside the board, closing the mode open before.
func (h *modeHost) open(m screen.Mode) {
	if h.mode != nil {
		h.closeMode(false)
	}
	h.mode = m
	var b fyne.CanvasObject = h.gameBoard
	if v, ok := m.(screen.BoardViewer); ok {
		b = v.BoardView()
	} else if mb := m.Board(); mb != nil {
		b = mb
	}
	h.boardSlot.Objects = []fyne.CanvasObject{b}
	h.boardSlot.Refresh()
	h.panelSlot.Objects = []fyne.CanvasObject{container.NewVScroll(m.Content())}
	h.panelSlot.Refresh()
	h.gameHeader.Hide()
	h.modeHeader.Show()
	for _, c := range h.cardSlots {
		c.Hide()
	}
	h.placeBar()
	h.relocalize()
}

// close closes the open mode and shows the game again.
func (h *modeHost) close() { h.closeMode(true) }

func (h *modeHost) closeMode(showGame bool) {
	m := h.mode
	if m == nil {
		return
	}
	h.mode = nil
	m.Close()
	// A refresh of what is no longer shown has the painter free its
	// textures at its next frame (see dialogs.Modal.Close).
	for _, o := range append(h.boardSlot.Objects, h.panelSlot.Objects...) {
		if o != h.gameBoard && o != h.gamePanel {
			canvas.Refresh(o)
		}
	}
	if showGame {
		h.boardSlot.Objects = []fyne.CanvasObject{h.gameBoard}
		h.boardSlot.Refresh()
		h.panelSlot.Objects = []fyne.CanvasObject{h.gamePanel}
		h.panelSlot.Refresh()
		h.modeHeader.Hide()
		h.gameHeader.Show()
		for _, c := range h.cardSlots {
			c.Show()
		}
		h.placeBar()
	}
	if h.onClose != nil {
		h.onClose()
	}
}

// relocalize sets the header's texts and the mode's in the current
// language.
func (h *modeHost) relocalize() {
	if h.mode == nil {
		return
	}
	h.mode.Relocalize()
	setText(h.modeTitle, h.mode.Title())
}

// setCards shows top above the board and bottom below it (beside it in
// a very wide window), when they are not there already.
func (h *modeHost) setCards(top, bottom fyne.CanvasObject) {
	for i, c := range []fyne.CanvasObject{top, bottom} {
		if slot := h.cardSlots[i]; len(slot.Objects) != 1 || slot.Objects[0] != c {
			slot.Objects = []fyne.CanvasObject{c}
			slot.Refresh()
		}
	}
}

// setEvalBar has the stage show bar at the board's left while show (a
// review of the game is open) and no mode is.
func (h *modeHost) setEvalBar(bar fyne.CanvasObject, show bool) {
	if len(h.barSlot.Objects) != 1 || h.barSlot.Objects[0] != bar {
		h.barSlot.Objects = []fyne.CanvasObject{bar}
	}
	if show != h.barWanted {
		h.barWanted = show
		h.placeBar()
	}
}

// placeBar shows the evaluation bar when it is wanted and no mode is open,
// and lays the stage out again: the board makes room for the bar.
func (h *modeHost) placeBar() {
	if show := h.barWanted && h.mode == nil; show != h.barSlot.Visible() {
		if show {
			h.barSlot.Show()
		} else {
			h.barSlot.Hide()
		}
		h.stage.Refresh()
	}
}

// setBackText sets the label of the way back to the game.
func (h *modeHost) setBackText(text string) { setButtonText(h.backBtn, text) }

// typedKey hands a key to the open mode; Escape closes it. It reports
// whether a mode is open (the game's keys do not act under a mode).
func (h *modeHost) typedKey(e *fyne.KeyEvent) bool {
	if h.mode == nil {
		return false
	}
	if !h.mode.TypedKey(e) && e.Name == fyne.KeyEscape {
		h.close()
	}
	return true
}

// openMode shows m beside the board; the dialogs open over the game close.
func (a *App) openMode(m screen.Mode) {
	a.dialogs.CloseAll()
	a.view.host.open(m)
	a.Session.HoldClock(true) // the clocks stop while the game is not shown
	a.refreshMenu()
}

// closeMode closes the open mode, if any, and shows the game.
func (a *App) closeMode() { a.view.host.close() }

// mode returns the open mode, nil when the game is shown.
func (a *App) mode() screen.Mode {
	if a.view == nil || a.view.host == nil {
		return nil // the window is being built
	}
	return a.view.host.mode
}

// screenEnv is the environment of the window's screens.
func (a *App) screenEnv() screen.Env {
	return screen.Env{
		Loc:       a.loc,
		Host:      windowHost{a: a, post: a.post},
		Store:     a.progress, // written off the UI goroutine; a failure is told
		Canvas:    a.Window.Canvas(),
		Clipboard: a.App.Clipboard(),
	}
}

// windowHost is the window as its screens see it (screen.Host): post runs
// a function on the UI goroutine.
type windowHost struct {
	a    *App
	post func(func())
}

var _ screen.Host = windowHost{}

func (h windowHost) Post(f func()) { h.post(f) }

// NewBoard returns a board with the window's settings: speed, hole names
// and sounds.
func (h windowHost) NewBoard() *board.Board {
	a := h.a
	b := board.New(a.loc)
	b.SetSpeed(boardSpeed(a.settings.AnimationSpeed))
	b.SetShowHoleNames(a.settings.ShowHoleNames)
	b.OnSound = a.playSound
	return b
}

func (h windowHost) Failed(err error) { h.a.saveFailed(h.a.store.ProgressPath(), err) }
func (h windowHost) CloseScreen()     { h.a.closeMode() }

// boards returns the boards shown: the game's and the open mode's.
func (h *modeHost) boards() []*board.Board {
	bs := []*board.Board{h.gameBoard}
	if h.mode != nil && h.mode.Board() != nil && h.mode.Board() != h.gameBoard {
		bs = append(bs, h.mode.Board())
	}
	return bs
}
