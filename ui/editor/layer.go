package editor

import (
	"image/color"
	"strconv"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
)

// spot is a place on the board that holds stones: a ring index 0..17 for a
// hole, kazanSpot+side for a kazan, none for nothing.
type spot int

const (
	none      spot = -1
	kazanSpot spot = game.RingSize
)

func holeSpot(side game.Side, n int) spot { return spot(game.RingIndex(side, n)) }

func (s spot) kazan() (game.Side, bool) {
	if s >= kazanSpot {
		return game.Side(s - kazanSpot), true
	}
	return 0, false
}

// layer lies over the board and sets up the position on it: a click on a
// hole or a kazan adds a stone, a right click or a Shift+click takes one,
// each notch of the wheel adds or takes one; the spot clicked last has the
// keyboard: digits type its number, Backspace takes the last digit, Up and
// Down add and take, Left and Right go to the next spot; Ctrl+click, or T
// on the spot with the keyboard, opens a hole's menu (the tuzdyk).
type layer struct {
	widget.BaseWidget
	board  *board.Board
	canvas fyne.Canvas // where it takes the focus; nil: no keyboard

	focus   spot
	focused bool
	typed   string           // the digits of the number being typed on the spot
	lastKey time.Time        // when the last digit was typed
	now     func() time.Time // the clock of the typing's pause (tests set it)
	mods    fyne.KeyModifier // of the last press of a mouse button
	count   func(spot) int   // the stones of a spot
	change  func(spot, int)  // sets a spot's stones (limited by the editor)
	menu    func(spot, fyne.Position)
}

var (
	_ fyne.Tappable          = (*layer)(nil)
	_ fyne.SecondaryTappable = (*layer)(nil)
	_ fyne.Scrollable        = (*layer)(nil)
	_ fyne.Focusable         = (*layer)(nil)
	_ desktop.Mouseable      = (*layer)(nil)
)

func newLayer(b *board.Board, cv fyne.Canvas) *layer {
	l := &layer{board: b, canvas: cv, focus: none, now: time.Now}
	l.ExtendBaseWidget(l)
	return l
}

// spotAt returns the hole or kazan under pos.
func (l *layer) spotAt(pos fyne.Position) spot {
	if side, n, ok := l.board.HoleAt(pos); ok {
		return holeSpot(side, n)
	}
	if side, ok := l.board.KazanAt(pos); ok {
		return kazanSpot + spot(side)
	}
	return none
}

// typingPause is the pause after which a digit starts a new number.
const typingPause = 1500 * time.Millisecond

// take gives s the keyboard; a click starts a new number, on the same spot
// too.
func (l *layer) take(s spot) {
	l.typed = ""
	if l.focus != s {
		l.focus = s
		l.Refresh()
	}
	if l.canvas != nil && l.canvas.Focused() != l {
		l.canvas.Focus(l)
	}
}

// add adds d stones to s: the number typed is done.
func (l *layer) add(s spot, d int) {
	if s != none {
		l.typed = ""
		l.change(s, l.count(s)+d)
	}
}

// Tapped adds a stone (takes one with Shift, opens the menu with Ctrl).
func (l *layer) Tapped(e *fyne.PointEvent) {
	s := l.spotAt(e.Position)
	if s == none {
		return
	}
	l.take(s)
	switch {
	case l.mods&fyne.KeyModifierShift != 0:
		l.add(s, -1)
	case l.mods&(fyne.KeyModifierControl|fyne.KeyModifierSuper) != 0:
		l.openMenu(s, e.AbsolutePosition)
	default:
		l.add(s, 1)
	}
	l.mods = 0
}

// TappedSecondary takes a stone away.
func (l *layer) TappedSecondary(e *fyne.PointEvent) {
	s := l.spotAt(e.Position)
	if s == none {
		return
	}
	l.take(s)
	l.add(s, -1)
	l.mods = 0
}

// Scrolled adds or takes a stone per notch of the wheel.
func (l *layer) Scrolled(e *fyne.ScrollEvent) {
	s := l.spotAt(e.Position)
	switch {
	case s == none:
	case e.Scrolled.DY > 0:
		l.add(s, 1)
	case e.Scrolled.DY < 0:
		l.add(s, -1)
	}
}

// MouseDown keeps the modifiers of the press for the tap that follows.
func (l *layer) MouseDown(e *desktop.MouseEvent) { l.mods = e.Modifier }

// MouseUp is part of desktop.Mouseable.
func (l *layer) MouseUp(*desktop.MouseEvent) {}

func (l *layer) openMenu(s spot, abs fyne.Position) {
	if _, kazan := s.kazan(); !kazan && l.menu != nil {
		l.menu(s, abs)
	}
}

// FocusGained starts a new number to type.
func (l *layer) FocusGained() {
	l.focused, l.typed = true, ""
	if l.focus == none {
		l.focus = holeSpot(l.board.Bottom(), 1)
	}
	l.Refresh()
}

// FocusLost ends the typing.
func (l *layer) FocusLost() {
	l.focused, l.typed = false, ""
	l.Refresh()
}

// TypedRune types a digit: it goes on the number being typed ("1" then
// "5" is 15), or starts a new one after a click, an arrow or the wheel,
// after a pause, or when the number would be more stones than the game
// has ("9" typed earlier, then "15", was 5); T opens the hole's menu.
func (l *layer) TypedRune(r rune) {
	s := l.focus
	if s == none {
		return
	}
	if r == 't' || r == 'T' {
		p, size := l.spotRect(s)
		abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(l)
		l.openMenu(s, abs.Add(p).Add(fyne.NewPos(0, size.Height)))
		return
	}
	if r < '0' || r > '9' {
		return
	}
	now := l.now()
	if now.Sub(l.lastKey) > typingPause {
		l.typed = ""
	}
	l.lastKey = now
	l.typed += string(r)
	n, err := strconv.Atoi(l.typed)
	if err != nil || n > game.TotalStones {
		l.typed = string(r)
		n = int(r - '0')
	}
	l.change(s, n)
}

// TypedKey: Backspace takes the last digit away, Up and Down add and take a
// stone, Left and Right go to the next hole or kazan.
func (l *layer) TypedKey(e *fyne.KeyEvent) {
	s := l.focus
	if s == none {
		return
	}
	switch e.Name {
	case fyne.KeyBackspace, fyne.KeyDelete:
		if l.typed == "" {
			l.typed = strconv.Itoa(l.count(s))
		}
		l.typed = l.typed[:len(l.typed)-1]
		n, _ := strconv.Atoi(l.typed)
		l.change(s, n)
	case fyne.KeyUp:
		l.add(s, 1)
	case fyne.KeyDown:
		l.add(s, -1)
	case fyne.KeyRight:
		l.focus, l.typed = (s+1)%(kazanSpot+2), ""
		l.Refresh()
	case fyne.KeyLeft:
		l.focus, l.typed = (s+kazanSpot+1)%(kazanSpot+2), ""
		l.Refresh()
	}
}

// spotRect returns the rectangle of s on the board.
func (l *layer) spotRect(s spot) (fyne.Position, fyne.Size) {
	if side, ok := s.kazan(); ok {
		return l.board.KazanRect(side)
	}
	side, n := game.HoleOf(int(s))
	return l.board.HoleRect(side, n)
}

func (l *layer) CreateRenderer() fyne.WidgetRenderer {
	r := &layerRenderer{l: l, ring: canvas.NewRectangle(color.Transparent)}
	r.ring.StrokeWidth = 3
	return r
}

type layerRenderer struct {
	l    *layer
	ring *canvas.Rectangle // around the spot with the keyboard
}

func (r *layerRenderer) Destroy() {}

func (r *layerRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.ring} }

func (r *layerRenderer) MinSize() fyne.Size { return fyne.Size{} }

func (r *layerRenderer) Layout(fyne.Size) { r.place() }

func (r *layerRenderer) place() {
	l := r.l
	if !l.focused || l.focus == none {
		r.ring.Hide()
		return
	}
	p, size := l.spotRect(l.focus)
	const out = 3
	r.ring.Move(p.SubtractXY(out, out))
	r.ring.Resize(size.AddWidthHeight(2*out, 2*out))
	r.ring.Show()
}

func (r *layerRenderer) Refresh() {
	th := r.l.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.ring.StrokeColor = th.Color(theme.ColorNamePrimary, v)
	r.ring.CornerRadius = th.Size(theme.SizeNameInputRadius) * 2
	r.place()
	r.ring.Refresh()
}
