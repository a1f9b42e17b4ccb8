package stage

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// The sizes of the board's place and the panel beside it.
const (
	// panelShare is the panel's share of a wide window's width, between
	// PanelMinWidth and PanelMaxWidth.
	panelShare    = 0.22
	PanelMinWidth = 280
	PanelMaxWidth = 420
	// boardAspect is the board's depth over its length (it draws
	// 1000 × 588 units): in a tall window the board's place is as deep as
	// the board drawn at the full width, within boardMinShare and
	// boardMaxShare of the height.
	boardAspect   = 0.6
	boardMinShare = 0.60
	boardMaxShare = 0.68
	// cardsRoom is the height kept for the two player cards above and
	// below the board in a tall window.
	cardsRoom = 2 * 60
)

// boardLayout lays out the board's place (the first object) and the panel
// (the second): side by side when the area is wider than tall, the panel
// below the board otherwise. The sizes depend on the area only, never on
// what the panel holds, so that a message appearing in the panel moves
// nothing: the panel scrolls instead of pushing the board smaller.
//
// In a tall window it tells the stage so (stage, when set): the stage lays
// the evaluation bar across the top of the board there.
type boardLayout struct {
	stage *stageLayout
}

// tall reports whether the panel goes below the board: in a window taller
// than wide, or too narrow for the board's place and the panel side by
// side (a narrow screen).
func (boardLayout) tall(size fyne.Size) bool {
	return size.Height > size.Width || size.Width < wideMinWidth
}

// wideMinWidth is the least width of the board's place and the panel side
// by side.
const wideMinWidth = stageMinWidth + PanelMinWidth

// split returns the size of the board's place.
func (l boardLayout) split(size fyne.Size) fyne.Size {
	if l.tall(size) {
		h := min(max(size.Width*boardAspect+cardsRoom, size.Height*boardMinShare), size.Height*boardMaxShare)
		return fyne.NewSize(size.Width, h)
	}
	w := min(max(size.Width*panelShare, PanelMinWidth), PanelMaxWidth)
	return fyne.NewSize(max(0, size.Width-w), size.Height)
}

func (l boardLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) != 2 {
		return
	}
	b := l.split(size)
	if l.stage != nil {
		l.stage.tall = l.tall(size)
	}
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(b)
	if l.tall(size) {
		objects[1].Move(fyne.NewPos(0, b.Height))
		objects[1].Resize(fyne.NewSize(size.Width, size.Height-b.Height))
	} else {
		objects[1].Move(fyne.NewPos(b.Width, 0))
		objects[1].Resize(fyne.NewSize(size.Width-b.Width, size.Height))
	}
}

// MinSize is the least size of the panel below the board's place: a
// window narrower than wideMinWidth has them so (see tall), so that the
// window fits a narrow screen.
func (boardLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) != 2 {
		return fyne.Size{}
	}
	b, p := objects[0].MinSize(), objects[1].MinSize()
	return fyne.NewSize(max(b.Width, p.Width), b.Height+p.Height)
}

// fixedStack stacks its objects like container.Stack, but is as large as
// the largest of them, shown or hidden: the game's toolbar and a mode's
// title bar take the same height, so that the board does not move when a
// mode opens or closes.
type fixedStack struct{}

func (fixedStack) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (fixedStack) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

// boardDepth is the board's depth over its length as it draws itself
// (board.geom: 1000 × 588 units).
const boardDepth = 0.588

// stageLayout lays out the board's place: the board (the first object) as
// large as its shape allows and centred, with the two player cards (the
// second object: the card of the side at the top of the board, the third:
// the bottom side's) above and below it, or beside it on its right when
// that leaves the board larger (a very wide window). Where the board turns
// (its place is taller than wide), the cards stand stacked (narrow) at its
// left and right, each beside its own column: the top side's row turns to
// the left, the bottom side's to the right (see package board). A fourth
// object, the evaluation bar of a review, stands at the board's left (right
// of the left card of a turned board), as tall as the board, while it is
// shown (in a tall window, where the board takes the whole width, across
// the top of the board, as wide as the board); hidden, it takes no room.
// In a tall window the cards and the board stand at the top of their
// place, centred across. The sizes depend on the area, the cards' height
// and whether the bar shows, never on what the cards say or whether they
// show: a mode's board takes the game board's place exactly, and a message
// moves nothing.
type stageLayout struct {
	tall bool // the panel is below the board: a tall or a narrow window (set by boardLayout)
}

// stageParts are the board's, the cards' and the evaluation bar's places
// in an area.
type stageParts struct {
	board, top, bottom, bar  fyne.Position
	boardSize, card, barSize fyne.Size
	beside                   bool // the cards at the right of the board
	flanked                  bool // the cards stacked left and right of a turned board
}

// cardSizes are what the stage knows of the player cards.
type cardSizes struct {
	rowH    float32 // the cards' height in a row
	narrowW float32 // the cards' least width stacked (0: they do not stack)
	// stackedH is the taller card's height stacked in a card w wide.
	stackedH func(w float32) float32
}

// flankMaxWidth is the widest a stacked card beside a turned board gets.
const flankMaxWidth = 200

// fitBoard returns the largest board that fits w × h: wide, or turned in
// an area taller than wide.
func fitBoard(w, h float32) fyne.Size {
	w, h = max(w, 0), max(h, 0)
	if h > w {
		s := min(w/boardDepth, h)
		return fyne.NewSize(s*boardDepth, s)
	}
	s := min(w, h/boardDepth)
	return fyne.NewSize(s, s*boardDepth)
}

// place computes the parts for an area, the cards' least height and the
// evaluation bar's least size (zero: no bar). The board and the bar at its
// left are centred together; in a tall window the bar lies between the
// top card and the board.
func (l stageLayout) place(size fyne.Size, cards cardSizes, bar fyne.Size) stageParts {
	pad, cardH := theme.Padding(), cards.rowH
	if l.tall && bar.Width > 0 {
		p := placeAcross(size, cardH, bar.Height+pad)
		p.bar = fyne.NewPos(p.board.X, p.board.Y-bar.Height-pad)
		p.barSize = fyne.NewSize(p.boardSize.Width, bar.Height)
		return p
	}
	barW, barRoom := bar.Width, float32(0)
	if barW > 0 {
		barRoom = barW + pad
	}
	stacked := fitBoard(size.Width-barRoom, size.Height-2*(cardH+pad))
	besideW := min(max(size.Width*0.16, 200), 320)
	beside := fitBoard(size.Width-besideW-pad-barRoom, size.Height)
	var p stageParts
	if beside.Width > stacked.Width*1.04 && beside.Height > 2*cardH+pad {
		p.beside, p.boardSize = true, beside
		x := (size.Width-beside.Width-pad-besideW-barRoom)/2 + barRoom
		y := (size.Height - beside.Height) / 2
		p.board = fyne.NewPos(x, y)
		p.card = fyne.NewSize(besideW, cardH)
		p.top = fyne.NewPos(x+beside.Width+pad, y)
		p.bottom = fyne.NewPos(x+beside.Width+pad, y+beside.Height-cardH)
	} else if stacked.Height > stacked.Width && cards.narrowW > 0 {
		p = flank(size, cards, barRoom)
	} else {
		p.boardSize = stacked
		x := (size.Width-stacked.Width-barRoom)/2 + barRoom
		y := (size.Height - stacked.Height - 2*(cardH+pad)) / 2
		p.card = fyne.NewSize(stacked.Width, cardH)
		p.top = fyne.NewPos(x, y)
		p.board = fyne.NewPos(x, y+cardH+pad)
		p.bottom = fyne.NewPos(x, y+cardH+pad+stacked.Height+pad)
	}
	if barW > 0 {
		p.bar = fyne.NewPos(p.board.X-barRoom, p.board.Y)
		p.barSize = fyne.NewSize(barW, p.boardSize.Height)
	}
	return p
}

// atTop moves the parts up to the top of the area: in a tall window the
// top card follows the toolbar with no empty band between them, and the
// room left lies between the bottom card and the panel.
func (p stageParts) atTop() stageParts {
	dy := min(p.top.Y, p.board.Y)
	if p.barSize.Height > 0 {
		dy = min(dy, p.bar.Y)
	}
	for _, y := range []*float32{&p.top.Y, &p.bottom.Y, &p.board.Y, &p.bar.Y} {
		*y -= dy
	}
	return p
}

// flank lays a turned board out with the stacked cards at its left and
// right, the group centred, each card centred on the board's height, as
// wide as the room beside the board allows (at least the cards' least
// width, at most flankMaxWidth); barRoom is kept at the board's left.
func flank(size fyne.Size, cards cardSizes, barRoom float32) stageParts {
	pad := theme.Padding()
	var p stageParts
	p.flanked = true
	p.boardSize = fitBoard(size.Width-barRoom-2*(cards.narrowW+pad), size.Height)
	cw := min(max(cards.narrowW, (size.Width-barRoom-p.boardSize.Width)/2-pad), max(cards.narrowW, flankMaxWidth))
	ch := min(cards.stackedH(cw), size.Height)
	x := (size.Width - 2*(cw+pad) - barRoom - p.boardSize.Width) / 2
	y := (size.Height - p.boardSize.Height) / 2
	p.card = fyne.NewSize(cw, ch)
	p.board = fyne.NewPos(x+cw+pad+barRoom, y)
	p.top = fyne.NewPos(x, y+(p.boardSize.Height-ch)/2)
	p.bottom = fyne.NewPos(p.board.X+p.boardSize.Width+pad, p.top.Y)
	return p
}

// placeAcross lays the cards above and below a wide board with room
// across its top for the bar (across: the bar's height and its padding).
func placeAcross(size fyne.Size, cardH, across float32) stageParts {
	pad := theme.Padding()
	var p stageParts
	p.boardSize = fitBoard(size.Width, size.Height-2*(cardH+pad)-across)
	x := (size.Width - p.boardSize.Width) / 2
	y := (size.Height - p.boardSize.Height - 2*(cardH+pad) - across) / 2
	p.card = fyne.NewSize(p.boardSize.Width, cardH)
	p.top = fyne.NewPos(x, y)
	p.board = fyne.NewPos(x, y+cardH+pad+across)
	p.bottom = fyne.NewPos(x, p.board.Y+p.boardSize.Height+pad)
	return p
}

// stackable is a player card that stands as a narrow column beside a
// turned board (clockview.Card).
type stackable interface {
	SetStacked(on bool)
	RowMinSize() fyne.Size
	StackedMinSize(width float32) fyne.Size
}

// cardIn returns the stackable card a card's slot (objects[1] or [2])
// holds, nil if none.
func cardIn(o fyne.CanvasObject) stackable {
	if c, ok := o.(*fyne.Container); ok && len(c.Objects) == 1 {
		o = c.Objects[0]
	}
	s, _ := o.(stackable)
	return s
}

// cardHeight is the cards' least height in a row.
func cardHeight(objects []fyne.CanvasObject) float32 {
	h := float32(0)
	for _, o := range objects[1:3] {
		if c := cardIn(o); c != nil {
			h = max(h, c.RowMinSize().Height)
		} else {
			h = max(h, o.MinSize().Height)
		}
	}
	return h
}

// stageCards returns what the stage knows of the cards in objects: they
// stack only when both slots hold a stackable card.
func stageCards(objects []fyne.CanvasObject) cardSizes {
	cs := cardSizes{rowH: cardHeight(objects)}
	top, bottom := cardIn(objects[1]), cardIn(objects[2])
	if top == nil || bottom == nil {
		return cs
	}
	cs.narrowW = max(top.StackedMinSize(0).Width, bottom.StackedMinSize(0).Width)
	cs.stackedH = func(w float32) float32 {
		return max(top.StackedMinSize(w).Height, bottom.StackedMinSize(w).Height)
	}
	return cs
}

// barSize is the evaluation bar's least size, zero when there is none or
// it is hidden.
func barSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) < 4 || !objects[3].Visible() {
		return fyne.Size{}
	}
	m := objects[3].MinSize()
	return fyne.NewSize(max(m.Width, EvalBarMinWidth), m.Height)
}

// EvalBarMinWidth is the evaluation bar's least width beside the board.
const EvalBarMinWidth = 28

func (l *stageLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) < 3 {
		return
	}
	p := l.place(size, stageCards(objects), barSize(objects))
	if l.tall && !p.flanked {
		p = p.atTop()
	}
	for _, o := range objects[1:3] {
		if c := cardIn(o); c != nil {
			c.SetStacked(p.flanked)
		}
	}
	objects[0].Move(p.board)
	objects[0].Resize(p.boardSize)
	objects[1].Move(p.top)
	objects[1].Resize(p.card)
	objects[2].Move(p.bottom)
	objects[2].Resize(p.card)
	if len(objects) > 3 {
		objects[3].Move(p.bar)
		objects[3].Resize(p.barSize)
	}
}

// stageMinWidth is the least width of the board's place: with the panel's,
// room for the game's header in every language.
const stageMinWidth = 440

func (*stageLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) < 3 {
		return fyne.Size{}
	}
	b := objects[0].MinSize()
	return fyne.NewSize(max(b.Width, stageMinWidth), b.Height+2*(cardHeight(objects)+theme.Padding()))
}
