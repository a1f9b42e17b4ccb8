// Package board is the togyz kumalak board widget: a wooden board with two
// rows of nine holes (отау) and two kazans, drawn with canvas primitives by
// its own renderer. It shows a game.Position, animates a game.Sowing, lets a
// player hover a hole to see a ghost of the move and tap it to play.
//
// The rules live only in package game: the ghost preview and the animation
// come from game.Position.Play and the game.Sowing it returns.
//
// Orientation: in a wide area the board lies with the bottom side's row at
// the bottom (holes 1..9 left to right) and the opponent's row at the top
// (holes 1..9 right to left), so the ring runs counter-clockwise. In a tall
// area (height > width) the board is turned a quarter turn counter-clockwise:
// the bottom side's row is on the right, hole 1 at the bottom.
//
// Every method must be called on the Fyne UI goroutine (fyne.Do from others).
package board

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// Speed is the pace of the sowing animation.
type Speed uint8

// The animation speeds.
const (
	SpeedNormal Speed = iota
	SpeedOff          // no animation: a move shows at once
	SpeedFast
	SpeedSlow
)

// factor scales every duration of the animation.
func (s Speed) factor() float64 {
	switch s {
	case SpeedFast:
		return 0.5
	case SpeedSlow:
		return 2
	case SpeedOff:
		return 0
	}
	return 1
}

// Player says who sits at a side; it only chooses the words of the banners.
type Player uint8

// The kinds of player.
const (
	PlayerSide     Player = iota // named by colour: "White: tuzdyk on hole 4"
	PlayerYou                    // "You made a tuzdyk on hole 4!"
	PlayerComputer               // "The computer made a tuzdyk on hole 4"
)

// Sounds the board asks for through OnSound.
const (
	SoundDrop    = "drop"
	SoundCapture = "capture"
	SoundTuzdyk  = "tuzdyk"
)

// Board is the board widget. Create it with New.
type Board struct {
	widget.BaseWidget

	// OnMove is called when the player taps a playable hole.
	OnMove func(game.Move)
	// OnSound is called during an animation with SoundDrop, SoundCapture
	// or SoundTuzdyk at the moment the sound belongs to.
	OnSound func(name string)

	loc *i18n.Localizer

	pos game.Position // the position shown when nothing moves
	// sweeps is the атсырау settlement shown applied to pos (its holes
	// empty, their stones in the kazans) after Animate showed it happen.
	sweeps      []game.Sweep
	bottom      game.Side
	interactive [2]bool
	speed       Speed
	showNames   bool
	players     [2]Player

	hint     game.Move // 0 = none
	last     [2]*lastMove
	hover    int    // ring index under the pointer, -1 none
	hoverK   int    // kazan (side) under the pointer, -1 none
	dragFrom int    // ring index where a drag started, -1 none
	refused  string // what the last tap that played nothing was answered
	tipHole  int    // ring index whose tooltip shows, -1 none; -2-side for a kazan
	tipTimer *time.Timer
	tipGen   int

	anim    *animation
	banner  *banner
	flash   *flash
	animGen int

	// tooltipDelay is how long the pointer rests before a tooltip shows.
	tooltipDelay time.Duration
	// startAnim starts a fyne.Animation; tests replace it to drive the
	// clock by hand.
	startAnim func(*fyne.Animation)

	r *renderer // set by CreateRenderer
}

type lastMove struct {
	from, last int // ring indices
}

var (
	_ fyne.Widget        = (*Board)(nil)
	_ fyne.Tappable      = (*Board)(nil)
	_ fyne.Draggable     = (*Board)(nil)
	_ desktop.Hoverable  = (*Board)(nil)
	_ desktop.Cursorable = (*Board)(nil)
)

// New returns a board showing the start position with White at the bottom,
// nobody interactive, at normal speed. loc gives every visible word.
func New(loc *i18n.Localizer) *Board {
	b := &Board{
		loc:          loc,
		pos:          game.Start(),
		hover:        -1,
		hoverK:       -1,
		dragFrom:     -1,
		tipHole:      -1,
		tooltipDelay: 600 * time.Millisecond,
		startAnim:    func(a *fyne.Animation) { a.Start() },
	}
	b.ExtendBaseWidget(b)
	return b
}

// CreateRenderer is part of fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	b.r = newRenderer(b)
	return b.r
}

// MinSize is the smallest useful board.
func (b *Board) MinSize() fyne.Size {
	b.ExtendBaseWidget(b)
	return fyne.NewSize(320, 200)
}

// GamePosition returns the position the board shows when nothing moves (during an
// animation: the position after the move).
func (b *Board) GamePosition() game.Position { return b.pos }

// SetPosition shows p at once. A running animation stops without calling its
// done function; the hint ghost is cleared. The last-move marks stay. The
// position an animated move ended by атсырау stays shown settled.
func (b *Board) SetPosition(p game.Position) {
	b.stopAnimation(false)
	if p != b.pos {
		b.sweeps = nil
	}
	b.pos = p
	b.hint = 0
	b.Refresh()
}

// SetBottom puts side's row nearest the player.
func (b *Board) SetBottom(side game.Side) {
	if b.bottom == side {
		return
	}
	b.bottom = side
	b.hover, b.hoverK = -1, -1
	b.hideTooltip()
	b.Refresh()
}

// Bottom returns the side whose row is nearest the player.
func (b *Board) Bottom() game.Side { return b.bottom }

// SetInteractive lets side play (its playable holes glow and take hover and
// taps) or stops it. Moves are only offered to the side to move.
func (b *Board) SetInteractive(side game.Side, on bool) {
	if b.interactive[side&1] == on {
		return
	}
	b.interactive[side&1] = on
	b.Refresh()
}

// SetSpeed sets the pace of later animations.
func (b *Board) SetSpeed(s Speed) { b.speed = s }

// Speed returns the animation pace.
func (b *Board) Speed() Speed { return b.speed }

// SetShowHoleNames shows or hides the hole names under the numbers (they
// show as a hover tooltip either way).
func (b *Board) SetShowHoleNames(on bool) {
	if b.showNames == on {
		return
	}
	b.showNames = on
	b.Refresh()
}

// SetPlayers says who sits at White's and Black's side, for the banners.
func (b *Board) SetPlayers(white, black Player) {
	b.players = [2]Player{white, black}
}

// ShowHint shows the ghost of move m of the side to move until the next
// SetPosition or Animate (0 clears it).
func (b *Board) ShowHint(m game.Move) {
	b.hint = m
	b.Refresh()
}

// SetLastMove marks side's last move with a dot on its origin hole and a ring
// on its landing hole; nil clears the marks. Animate marks the move it
// animates as its mover's last move.
func (b *Board) SetLastMove(side game.Side, s *game.Sowing) {
	if s == nil {
		b.last[side&1] = nil
	} else {
		b.last[side&1] = &lastMove{from: s.From, last: s.Last}
	}
	b.Refresh()
}

// playable reports whether ring index i is a hole the player may sow now.
func (b *Board) playable(i int) bool {
	if i < 0 || i >= game.RingSize || b.anim != nil {
		return false
	}
	side, n := game.HoleOf(i)
	if side != b.pos.ToMove || !b.interactive[side] {
		return false
	}
	return b.pos.MoveMask()&(1<<(n-1)) != 0
}

// Ghost returns the move whose preview the board shows (the hint while one
// is shown, wherever the pointer is; else the hovered playable hole) and its
// sowing as Play describes it.
func (b *Board) Ghost() (m game.Move, s game.Sowing, ok bool) {
	if b.anim != nil {
		return 0, game.Sowing{}, false
	}
	switch {
	case b.hint != 0:
		m = b.hint
	case b.playable(b.hover):
		_, n := game.HoleOf(b.hover)
		m = game.Move(n)
	default:
		return 0, game.Sowing{}, false
	}
	p := b.pos // Play works on its own copy; b.pos never changes here
	_, s, err := p.Play(m)
	if err != nil {
		return 0, game.Sowing{}, false
	}
	return m, s, true
}

// HoleAt returns the hole (side and number 1..9) whose column holds pos, a
// position in the widget's coordinates.
func (b *Board) HoleAt(pos fyne.Position) (side game.Side, n int, ok bool) {
	i := b.geometry().holeAt(pos)
	if i < 0 {
		return 0, 0, false
	}
	side, n = game.HoleOf(i)
	return side, n, true
}

// HoleCenter returns the centre of hole n (1..9) of side, in the widget's
// coordinates.
func (b *Board) HoleCenter(side game.Side, n int) fyne.Position {
	g := b.geometry()
	return g.holeCenter(game.RingIndex(side, n))
}

// KazanCenter returns the centre of side's kazan in the widget's coordinates.
func (b *Board) KazanCenter(side game.Side) fyne.Position {
	g := b.geometry()
	u, v, w, h := g.kazanRect(side)
	return g.pt(u+w/2, v+h/2)
}

func (b *Board) geometry() geom { return newGeom(b.Size(), b.bottom, b.showNames) }

// Tapped plays a tap: during an animation it finishes the animation; on a
// playable hole it calls OnMove.
func (b *Board) Tapped(e *fyne.PointEvent) {
	if b.anim != nil {
		b.FinishAnimation()
		return
	}
	b.tapAt(e.Position)
}

func (b *Board) tapAt(pos fyne.Position) {
	i := b.geometry().holeAt(pos)
	if !b.playable(i) {
		b.refuse(i)
		return
	}
	_, n := game.HoleOf(i)
	b.hover = -1
	b.hideTooltip()
	b.Refresh()
	if b.OnMove != nil {
		b.OnMove(game.Move(n))
	}
}

// refuse answers a tap on ring index i that plays nothing with a banner
// saying why: the hole is empty, it is the opponent's, or it is not the
// player's move. A tap beside the holes, or on a board that takes no move
// at all (a finished game, a position shown for study), says nothing.
func (b *Board) refuse(i int) {
	if i < 0 || i >= game.RingSize || b.anim != nil || b.loc == nil {
		return
	}
	if !b.interactive[game.White] && !b.interactive[game.Black] {
		return
	}
	side, n := game.HoleOf(i)
	var text string
	switch {
	case !b.interactive[b.pos.ToMove]:
		text = b.loc.T("room.hole.wait")
	case side != b.pos.ToMove:
		text = b.loc.T("room.hole.not_yours")
	default:
		text = b.loc.T("room.hole.empty", map[string]any{"Hole": n})
	}
	b.refused = text
	b.showBanner(text, b.pos.ToMove)
}

// RefuseHole answers a key that asked for side's hole n and played
// nothing, as a tap on that hole is answered (see refuse).
func (b *Board) RefuseHole(side game.Side, n int) {
	if n >= 1 && n <= game.HolesPerSide {
		b.refuse(game.RingIndex(side, n))
	}
}

// Refused returns what the board last said about a tap that played
// nothing ("" if nothing yet).
func (b *Board) Refused() string { return b.refused }

// Dragged shows the ghost of the hole under a pressed pointer or finger.
func (b *Board) Dragged(e *fyne.DragEvent) {
	if b.anim != nil {
		return
	}
	i := b.geometry().holeAt(e.Position)
	if b.dragFrom == -1 {
		b.dragFrom = i
		if b.dragFrom == -1 {
			b.dragFrom = -2 // started off the holes
		}
	}
	b.setHover(i, -1)
}

// DragEnd plays the hole under the pointer if the drag began on that same
// hole (a press that wobbled); a drag that moved to another hole was only a
// preview.
func (b *Board) DragEnd() {
	from := b.dragFrom
	b.dragFrom = -1
	if b.anim != nil || from < 0 || from != b.hover {
		return
	}
	if b.playable(from) {
		b.tapAt(b.geometry().holeCenter(from))
	}
}

// MouseIn is part of desktop.Hoverable.
func (b *Board) MouseIn(e *desktop.MouseEvent) { b.MouseMoved(e) }

// MouseMoved shows the ghost of the playable hole under the pointer and, after
// a short rest, the hole's name.
func (b *Board) MouseMoved(e *desktop.MouseEvent) {
	g := b.geometry()
	b.setHover(g.holeAt(e.Position), g.kazanAt(e.Position))
}

// MouseOut is part of desktop.Hoverable.
func (b *Board) MouseOut() { b.setHover(-1, -1) }

// Cursor shows a pointing hand over a playable hole.
func (b *Board) Cursor() desktop.Cursor {
	if b.playable(b.hover) {
		return desktop.PointerCursor
	}
	return desktop.DefaultCursor
}

func (b *Board) setHover(i, k int) {
	if i == b.hover && k == b.hoverK {
		return
	}
	b.hover, b.hoverK = i, k
	b.hideTooltip()
	target := i
	if i < 0 && k >= 0 {
		target = -2 - k
	}
	if target != -1 {
		b.tipGen++
		gen := b.tipGen
		show := func() {
			if gen != b.tipGen {
				return
			}
			b.tipHole = target
			b.Refresh()
		}
		if b.tooltipDelay <= 0 {
			b.tipHole = target
		} else {
			b.tipTimer = time.AfterFunc(b.tooltipDelay, func() { fyne.Do(show) })
		}
	}
	b.Refresh()
}

func (b *Board) hideTooltip() {
	b.tipGen++
	if b.tipTimer != nil {
		b.tipTimer.Stop()
		b.tipTimer = nil
	}
	b.tipHole = -1
}

// Tooltip returns the text of the tooltip shown now, "" if none.
func (b *Board) Tooltip() string {
	if b.r == nil || b.tipHole == -1 {
		return ""
	}
	return b.tooltipText(b.tipHole)
}

func (b *Board) tooltipText(t int) string {
	if t <= -2 {
		side := game.Side(-2 - t)
		return b.loc.T("board.kazan_of", map[string]any{"Side": b.loc.T(sideKey(side))}) +
			" — " + b.loc.N("stones", b.displayKazan(side))
	}
	side, n := game.HoleOf(t)
	name := b.loc.T(holeNameKey(n))
	if owner, ok := b.displayTuzdyk(t); ok {
		return b.loc.T("hole.tuzdyk_tooltip", map[string]any{"Name": name, "Number": n, "Side": b.loc.T(sideKey(owner))})
	}
	_ = side
	return b.loc.N("hole.tooltip", b.displayHole(t), map[string]any{"Name": name, "Number": n})
}

func sideKey(s game.Side) string {
	if s == game.White {
		return "side.white"
	}
	return "side.black"
}

var holeNameKeys = [...]string{"", "hole.name.1", "hole.name.2", "hole.name.3", "hole.name.4",
	"hole.name.5", "hole.name.6", "hole.name.7", "hole.name.8", "hole.name.9"}

func holeNameKey(n int) string { return holeNameKeys[n] }

// displayHole returns the stones hole i shows now (mid-animation counts
// during an animation).
func (b *Board) displayHole(i int) int {
	if b.anim != nil {
		return b.anim.holes[i]
	}
	for _, sw := range b.sweeps {
		if sw.Hole == i {
			return 0
		}
	}
	return int(b.pos.Holes[i])
}

func (b *Board) displayKazan(s game.Side) int {
	if b.anim != nil {
		return b.anim.kazans[s]
	}
	n := int(b.pos.Kazans[s])
	for _, sw := range b.sweeps {
		if sw.To == s {
			n += sw.Stones
		}
	}
	return n
}

// displayTuzdyk reports whether ring index i shows as a tuzdyk, and whose.
func (b *Board) displayTuzdyk(i int) (game.Side, bool) {
	t := b.pos.Tuzdyks
	if b.anim != nil {
		t = b.anim.tuzdyks
	}
	for s := game.White; s <= game.Black; s++ {
		if t[s] != 0 && game.RingIndex(s.Opponent(), int(t[s])) == i {
			return s, true
		}
	}
	return 0, false
}

// Shown returns the holes, kazans and tuzdyks the board displays at this
// moment: mid-animation values while a sowing runs.
func (b *Board) Shown() (holes [game.RingSize]int, kazans [2]int, tuzdyks [2]uint8) {
	for i := range holes {
		holes[i] = b.displayHole(i)
	}
	kazans = [2]int{b.displayKazan(game.White), b.displayKazan(game.Black)}
	tuzdyks = b.pos.Tuzdyks
	if b.anim != nil {
		tuzdyks = b.anim.tuzdyks
	}
	return holes, kazans, tuzdyks
}
