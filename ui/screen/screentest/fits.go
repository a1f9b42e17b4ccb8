package screentest

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fault is something drawn out of its place: a widget lying partly outside
// its container or the window (or, inside a scroll, across the direction it
// scrolls), given less room than its least size, or a label's text cut.
type Fault struct {
	What  string // the object: its kind and the first text it shows
	Why   string
	Where fyne.Position // its position in the window
	Size  fyne.Size
}

func (f Fault) String() string {
	return fmt.Sprintf("%s at %.0f,%.0f %.0f×%.0f: %s", f.What, f.Where.X, f.Where.Y, f.Size.Width, f.Size.Height, f.Why)
}

// slack is what a layout's rounding may leave over.
const slack = 0.5

// area is a rectangle in the window's coordinates; an open side is at an
// infinity.
type area struct{ x0, y0, x1, y1 float32 }

func areaOf(p fyne.Position, s fyne.Size) area {
	return area{p.X, p.Y, p.X + s.Width, p.Y + s.Height}
}

func (a area) holds(b area) bool {
	return b.x0 >= a.x0-slack && b.y0 >= a.y0-slack && b.x1 <= a.x1+slack && b.y1 <= a.y1+slack
}

func (a area) and(b area) area {
	return area{max(a.x0, b.x0), max(a.y0, b.y0), min(a.x1, b.x1), min(a.y1, b.y1)}
}

var inf = float32(math.Inf(1))

// CanvasFaults lays the canvas out again (as the desktop driver does
// before it paints: the test canvas does not follow changes of least
// sizes) and returns what is out of its place in its content and in its
// overlays (the dialogs and pop-ups), and a content whose least size is
// larger than the canvas: the desktop driver would make such a window
// larger than the screen it was fitted to.
func CanvasFaults(c fyne.Canvas) []Fault {
	Relayout(c)
	size := c.Size()
	var out []Fault
	pad := 2 * theme.Padding() // the window's around its content
	if m := c.Content().MinSize().AddWidthHeight(pad, pad); m.Width > size.Width+slack || m.Height > size.Height+slack {
		out = append(out, Fault{What: "the window's content", Size: size,
			Why: fmt.Sprintf("needs %.0f×%.0f: the window would grow past its %.0f×%.0f", m.Width, m.Height, size.Width, size.Height)})
	}
	window := areaOf(fyne.Position{}, size)
	out = append(out, faults(c.Content(), fyne.Position{}, window, window)...)
	for _, o := range c.Overlays().List() {
		if !o.Visible() {
			continue
		}
		// An overlay covers the window to catch the taps outside what it
		// shows (a pop-up menu's, a dialog's), and draws nothing itself:
		// what it holds must lie inside the window.
		for _, in := range children(o) {
			out = append(out, faults(in, o.Position(), window, window)...)
		}
	}
	return out
}

// Relayout lays out the canvas's content and overlays as the desktop
// driver's frames do, until a frame changes nothing
// (internal/driver/common's Canvas.EnsureMinSize, walked as its render
// tree): a walk that visits what an object holds before the object, and
// lays an object out again only when the least size of one of its objects
// changed since the last frame, or when the object is new in its place. As
// in the driver, a frame remembers one object to lay out at a time: when a
// later object of the same walk asks for its own container, the first
// one's container is not laid out. What changes no least size lays
// nothing out: a layout that holds only when everything is laid out again
// shows here as it shows in the window. The first frame of a canvas finds
// everything new.
func Relayout(c fyne.Canvas) {
	v, _ := frames.LoadOrStore(c, &frame{roots: map[fyne.CanvasObject]*node{}})
	f := v.(*frame)
	f.mu.Lock()
	defer f.mu.Unlock()
	for range maxFrames {
		if !f.next(c) {
			return
		}
	}
}

// maxFrames bounds the frames of a Relayout: a layout that still changes
// a least size after them never settles.
const maxFrames = 16

// frames holds each canvas's render tree (see Relayout).
var frames sync.Map // fyne.Canvas -> *frame

// frame is what the driver remembers of a canvas between two frames: a
// tree of the visible objects and their least sizes at the last frame.
type frame struct {
	mu    sync.Mutex
	roots map[fyne.CanvasObject]*node // the content's and each overlay's
}

// node is an object in the render tree, as the driver's RenderCacheNode.
type node struct {
	obj  fyne.CanvasObject
	min  fyne.Size
	kids []*node
}

// next walks the canvas's trees once, as a frame does; it reports whether
// a least size changed.
func (f *frame) next(c fyne.Canvas) bool {
	w := walker{}
	roots := map[fyne.CanvasObject]*node{}
	for _, o := range append([]fyne.CanvasObject{c.Content()}, c.Overlays().List()...) {
		if o == nil {
			continue
		}
		n := f.roots[o]
		if n == nil {
			n = &node{obj: o}
		}
		roots[o] = n
		w.walk(n, nil)
	}
	f.roots = roots
	return w.changed
}

// walker is one frame's walk.
type walker struct {
	pending *node // the container to lay out when the walk leaves it (parentNeedingUpdate)
	changed bool
}

// walk visits n's visible objects, then n, with parent n's container (nil
// for a root).
func (w *walker) walk(n *node, parent *node) {
	old, same := n.kids, true
	n.kids = n.kids[:0:0]
	for _, o := range children(n.obj) {
		if o == nil || !o.Visible() {
			continue
		}
		i := len(n.kids)
		var k *node
		if same && i < len(old) && old[i].obj == o {
			k = old[i]
		} else {
			same = false // the driver's tree is new from the first change on
			k = &node{obj: o}
		}
		n.kids = append(n.kids, k)
		w.walk(k, n)
	}
	if w.pending == n {
		layoutOne(n.obj)
		w.pending = nil
	}
	m := n.obj.MinSize()
	if m == n.min {
		return
	}
	n.min, w.changed = m, true
	if parent != nil {
		w.pending = parent
		return
	}
	layoutOne(n.obj) // a window would grow to a larger least size: CanvasFaults says so
}

// children are the objects o holds, as the driver walks them.
func children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch w := o.(type) {
	case *fyne.Container:
		return w.Objects
	case fyne.Widget:
		return test.WidgetRenderer(w).Objects()
	}
	return nil
}

// layoutOne lays out what o holds at o's present size.
func layoutOne(o fyne.CanvasObject) {
	switch w := o.(type) {
	case *fyne.Container:
		if w.Layout != nil {
			w.Layout.Layout(w.Objects, w.Size())
		}
	case fyne.Widget:
		test.WidgetRenderer(w).Layout(w.Size())
	}
}

// Faults returns what is out of its place in o, laid out at its present
// size and drawn at the origin of an area of the given size (its own
// position left aside).
func Faults(o fyne.CanvasObject, size fyne.Size) []Fault {
	a := areaOf(fyne.Position{}, size)
	return faults(o, fyne.Position{}.Subtract(o.Position()), a, a)
}

// faults walks o, drawn at its parent's position at, inside its parent's
// area and the area clip that shows it (the window's, or a scroll's across
// the direction it scrolls). A branch stops at its first fault: what it
// holds is out of place with it.
func faults(o fyne.CanvasObject, at fyne.Position, parent, clip area) []Fault {
	if !o.Visible() {
		return nil
	}
	pos, size := at.Add(o.Position()), o.Size()
	if size.Width <= 0 || size.Height <= 0 || drawsNothing(o) {
		return nil // nothing drawn: a detail left out whole, a spacer, a tap's faded ripple
	}
	here := areaOf(pos, size)
	if t, ok := o.(*canvas.Text); ok {
		here = textArea(t, pos)
	}
	fault := func(why string, args ...any) []Fault {
		return []Fault{{What: describe(o), Why: fmt.Sprintf(why, args...), Where: pos, Size: size}}
	}
	switch {
	case shadow(o):
		return nil // a shadow the window's edge cuts hides nothing
	case !clip.holds(here):
		return fault("lies outside the window or its scroll (%.0f,%.0f to %.0f,%.0f)", clip.x0, clip.y0, clip.x1, clip.y1)
	case !parent.holds(here) && !decoration(o):
		return fault("lies outside its container (%.0f,%.0f to %.0f,%.0f)", parent.x0, parent.y0, parent.x1, parent.y1)
	}
	if _, ok := o.(fyne.Widget); ok {
		m := o.MinSize()
		if sc, ok := o.(*container.Scroll); ok {
			// A scroll needs its least size only across the
			// directions it scrolls.
			switch sc.Direction {
			case container.ScrollBoth:
				m = fyne.Size{}
			case container.ScrollVerticalOnly:
				m.Height = 0
			case container.ScrollHorizontalOnly:
				m.Width = 0
			}
		}
		if size.Width+slack < m.Width || size.Height+slack < m.Height {
			return fault("has less than the %.0f×%.0f it needs", m.Width, m.Height)
		}
	}
	if l, ok := o.(*widget.Label); ok {
		if need := LabelWidth(l); l.Wrapping == fyne.TextWrapOff && l.Truncation != fyne.TextTruncateOff &&
			!strings.HasSuffix(l.Text, "…") && size.Width+slack < need {
			return fault("cuts its text: it needs %.0f wide", need)
		}
		return nil // its text is drawn as its least size says
	}
	var out []Fault
	switch w := o.(type) {
	case *container.Scroll:
		// The content may pass the scroll's edges in the directions it
		// scrolls, not across.
		inside := here.and(clip)
		if w.Direction == container.ScrollBoth || w.Direction == container.ScrollHorizontalOnly {
			inside.x0, inside.x1 = -inf, inf
		}
		if w.Direction == container.ScrollBoth || w.Direction == container.ScrollVerticalOnly {
			inside.y0, inside.y1 = -inf, inf
		}
		out = append(out, faults(w.Content, pos, inside, inside)...)
	case *fyne.Container:
		for _, c := range w.Objects {
			out = append(out, faults(c, pos, here, clip)...)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(w).Objects() {
			out = append(out, faults(c, pos, here, clip)...)
		}
	}
	return out
}

// textArea is where a text drawn at pos puts its letters: as wide as
// its least size, placed in its size by its alignment (a radio item's text
// is as wide as the item, its words are not).
func textArea(t *canvas.Text, pos fyne.Position) area {
	w, size := t.MinSize().Width, t.Size()
	switch t.Alignment {
	case fyne.TextAlignCenter:
		pos.X += (size.Width - w) / 2
	case fyne.TextAlignTrailing:
		pos.X += size.Width - w
	}
	return areaOf(pos, fyne.NewSize(w, size.Height))
}

// drawsNothing reports whether o is a rectangle without a colour: a
// spacer, or the ripple a tap leaves faded out at the size its widget had
// then.
func drawsNothing(o fyne.CanvasObject) bool {
	r, ok := o.(*canvas.Rectangle)
	if !ok {
		return false
	}
	clear := func(c color.Color) bool {
		if c == nil {
			return true
		}
		_, _, _, a := c.RGBA()
		return a == 0
	}
	return clear(r.FillColor) && (r.StrokeWidth == 0 || clear(r.StrokeColor))
}

// shadow reports whether o is a gradient: the shadow of a dialog or a
// pop-up menu, which may pass the window's edge.
func shadow(o fyne.CanvasObject) bool {
	switch o.(type) {
	case *canvas.LinearGradient, *canvas.RadialGradient:
		return true
	}
	return false
}

// decoration reports whether o is a shape that may fall a little outside
// the widget that draws it (the board's shadow), though never outside the
// window (but for a shadow): a rectangle, a circle, a line or a gradient.
func decoration(o fyne.CanvasObject) bool {
	switch o.(type) {
	case *canvas.Rectangle, *canvas.Circle, *canvas.Line, *canvas.LinearGradient, *canvas.RadialGradient:
		return true
	}
	return false
}

// LabelWidth is the width a label needs to show its text whole on one line.
func LabelWidth(l *widget.Label) float32 {
	text := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle)
	return max(l.MinSize().Width, float32(math.Ceil(float64(text.Width+2*theme.InnerPadding()))))
}

// describe names an object by its kind and the first text it shows.
func describe(o fyne.CanvasObject) string {
	kind := strings.TrimPrefix(fmt.Sprintf("%T", o), "*")
	text := ""
	switch w := o.(type) {
	case *canvas.Text:
		text = w.Text
	default:
		if ts := Texts(o); len(ts) > 0 {
			text = ts[0]
		}
		if text == "" {
			text = firstText(o)
		}
	}
	if r := []rune(text); len(r) > 60 {
		text = string(r[:59]) + "…"
	}
	if text == "" {
		return kind
	}
	return fmt.Sprintf("%s %q", kind, text)
}

// firstText is the first canvas text drawn in o.
func firstText(o fyne.CanvasObject) string {
	switch w := o.(type) {
	case *canvas.Text:
		return w.Text
	case *fyne.Container:
		for _, c := range w.Objects {
			if t := firstText(c); t != "" {
				return t
			}
		}
	case *container.Scroll:
		return firstText(w.Content)
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(w).Objects() {
			if t := firstText(c); t != "" {
				return t
			}
		}
	}
	return ""
}
