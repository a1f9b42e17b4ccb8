package board

import (
	"math"
	"strconv"
	"time"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Timings of the sowing animation at normal speed, in seconds; Speed scales
// them all.
const (
	tLift      = 0.18 // the stones leave the origin
	tPerStone  = 0.14 // one stone dropped
	tDropsCap  = 1.6  // all the drops of a big lap together
	tPause     = 0.12 // before a capture or tuzdyk flies
	tCapFly    = 0.45 // a capture flies into the kazan
	tTuzFly    = 0.30 // a stone sown into a tuzdyk flies to its kazan
	tSweepGap  = 0.09 // between the holes атсырау empties, one after another
	tHold      = 0.10 // the final state rests before done
	tSoundGap  = 0.045
	bannerSecs = 2.2
	flashSecs  = 2.0
	flashTimes = 4
)

// animation is a sowing in progress: a timeline of events applied to the
// counts it displays. The stones on the board are always conserved:
// holes + kazans + hand + flyers == the stones of before.
type animation struct {
	gen   int
	s     game.Sowing
	after game.Position
	done  func()
	fa    *fyne.Animation
	total float64

	events  []event
	next    int
	elapsed float64

	holes   [game.RingSize]int
	kazans  [2]int
	tuzdyks [2]uint8

	hand           int // stones in hand
	handFrom       int // ring index the hand leaves
	handTo         int // ring index the hand travels to
	handT0, handT1 float64

	flyers    []flyer
	lastSound float64

	per, lift, f float64 // seconds per stone, of the lift; speed factor
}

type evKind uint8

const (
	evLift evKind = iota
	evDrop
	evCapture
	evTuzdyk
	evSweep // атсырау: a hole's stones go to its row's owner
)

type event struct {
	at   float64
	kind evKind
	idx  int // ring index
}

// flyer is a group of stones flying from a hole to a kazan.
type flyer struct {
	from   int // ring index
	to     game.Side
	n      int
	t0, t1 float64
	label  string
	slot   int // the kazan's count when it left: where it lands
}

// Animate shows the sowing s (as before.Play described it) stone by stone and
// ends showing after exactly; done, if not nil, is called once at the end on
// the UI goroutine (before Animate returns when the speed is SpeedOff). A
// running animation is finished first. The move becomes its mover's last move.
//
// A move that ends the game by атсырау goes on like a sowing: the stones
// left fly, hole by hole, to the kazan of their row's owner (s.Sweeps), and
// the board then shows after settled (empty holes, the final score) until
// it is shown another position.
func (b *Board) Animate(before game.Position, s game.Sowing, after game.Position, done func()) {
	b.stopAnimation(true)
	b.hint = 0
	b.hideTooltip()
	b.pos = after
	b.sweeps = nil
	if !validSowing(s) {
		b.Refresh()
		if done != nil {
			done()
		}
		return
	}
	b.last[s.Mover] = &lastMove{from: s.From, last: s.Last}
	b.sweeps = s.Sweeps
	if b.speed == SpeedOff {
		switch {
		case len(s.Sweeps) > 0:
			b.sound(SoundCapture)
			b.showBanner(b.loc.T("banner.atsyrau"), s.Mover)
		case s.Tuzdyk:
			b.sound(SoundTuzdyk)
			b.showTuzdykBanner(s)
		case s.Captured > 0:
			b.sound(SoundCapture)
		default:
			b.sound(SoundDrop)
		}
		b.Refresh()
		if done != nil {
			done()
		}
		return
	}
	b.animGen++
	a := newAnimation(before, s, after, b.speed.factor())
	a.gen = b.animGen
	a.done = done
	b.anim = a
	gen := a.gen
	a.fa = &fyne.Animation{
		Duration: time.Duration(a.total * float64(time.Second)),
		Curve:    fyne.AnimationLinear,
		Tick: func(p float32) {
			if b.anim == nil || b.anim.gen != gen {
				return
			}
			if p >= 1 {
				b.FinishAnimation()
				return
			}
			b.advance(float64(p) * b.anim.total)
		},
	}
	b.Refresh()
	b.startAnim(a.fa)
}

// validSowing reports whether s is something Play could have described; a
// board shown anything else just jumps to the position after.
func validSowing(s game.Sowing) bool {
	in := func(i int) bool { return i >= 0 && i < game.RingSize }
	if s.Mover > game.Black || !in(s.From) || !in(s.Last) || len(s.Drops) == 0 || s.Captured < 0 {
		return false
	}
	for _, d := range s.Drops {
		if !in(d) {
			return false
		}
	}
	for _, sw := range s.Sweeps {
		if !in(sw.Hole) || sw.Stones <= 0 || sw.To > game.Black {
			return false
		}
	}
	return true
}

func newAnimation(before game.Position, s game.Sowing, after game.Position, f float64) *animation {
	a := &animation{s: s, after: after, tuzdyks: before.Tuzdyks, handFrom: s.From, handTo: s.From}
	for i, c := range before.Holes {
		a.holes[i] = int(c)
	}
	a.kazans = [2]int{int(before.Kazans[0]), int(before.Kazans[1])}
	n := len(s.Drops)
	lift := tLift * f
	per := math.Min(tPerStone*f, tDropsCap*f/float64(n))
	a.events = append(a.events, event{at: 0, kind: evLift, idx: s.From})
	var end float64
	for k, d := range s.Drops {
		at := lift + float64(k)*per
		a.events = append(a.events, event{at: at, kind: evDrop, idx: d})
		if _, ok := before.IsTuzdyk(d); ok {
			end = math.Max(end, at+tTuzFly*f)
		}
	}
	last := lift + float64(n-1)*per
	end = math.Max(end, last)
	switch {
	case s.Tuzdyk:
		at := last + tPause*f
		a.events = append(a.events, event{at: at, kind: evTuzdyk, idx: s.Last})
		end = math.Max(end, at+tCapFly*f)
	case s.Captured > 0:
		at := last + tPause*f
		a.events = append(a.events, event{at: at, kind: evCapture, idx: s.Last})
		end = math.Max(end, at+tCapFly*f)
	}
	if len(s.Sweeps) > 0 {
		// the settlement waits for the captures to land
		start := end + tPause*f
		for k := range s.Sweeps {
			at := start + float64(k)*tSweepGap*f
			a.events = append(a.events, event{at: at, kind: evSweep, idx: k})
			end = math.Max(end, at+tCapFly*f)
		}
	}
	a.total = end + tHold*f
	a.per, a.lift, a.f = per, lift, f
	return a
}

// advance moves the animation's clock to t seconds.
func (b *Board) advance(t float64) {
	a := b.anim
	if a == nil {
		return
	}
	a.elapsed = t
	for a.next < len(a.events) && a.events[a.next].at <= t {
		e := a.events[a.next]
		a.next++
		b.apply(a, e)
	}
	a.land(t)
	b.Refresh()
}

func (b *Board) apply(a *animation, e event) {
	switch e.kind {
	case evLift:
		a.hand = a.holes[e.idx]
		a.holes[e.idx] = 0
		a.handFrom, a.handTo = e.idx, a.s.Drops[0]
		a.handT0, a.handT1 = 0, a.lift
	case evDrop:
		a.hand--
		if owner, ok := a.tuzdykOwner(e.idx); ok {
			a.flyers = append(a.flyers, flyer{from: e.idx, to: owner, n: 1, t0: e.at, t1: e.at + tTuzFly*a.f, slot: a.kazans[owner] + a.flying(owner)})
		} else {
			a.holes[e.idx]++
		}
		k := a.next - 2 // index of this drop in s.Drops (events[0] is the lift)
		if k+1 < len(a.s.Drops) {
			a.handFrom, a.handTo = e.idx, a.s.Drops[k+1]
			a.handT0, a.handT1 = e.at, e.at+a.per
		}
		if a.elapsed-a.lastSound >= tSoundGap || k == 0 {
			a.lastSound = a.elapsed
			b.sound(SoundDrop)
		}
	case evCapture:
		n := a.holes[e.idx]
		a.holes[e.idx] = 0
		me := a.s.Mover
		a.flyers = append(a.flyers, flyer{from: e.idx, to: me, n: n, t0: e.at, t1: e.at + tCapFly*a.f,
			label: b.loc.T("ghost.capture", map[string]any{"Count": n}), slot: a.kazans[me] + a.flying(me)})
		b.sound(SoundCapture)
	case evTuzdyk:
		n := a.holes[e.idx]
		a.holes[e.idx] = 0
		me := a.s.Mover
		_, hole := game.HoleOf(e.idx)
		a.tuzdyks[me] = uint8(hole)
		a.flyers = append(a.flyers, flyer{from: e.idx, to: me, n: n, t0: e.at, t1: e.at + tCapFly*a.f,
			label: "+" + itoa(n), slot: a.kazans[me] + a.flying(me)})
		b.sound(SoundTuzdyk)
		b.showTuzdykBanner(a.s)
	case evSweep:
		sw := a.s.Sweeps[e.idx]
		n := a.holes[sw.Hole]
		a.holes[sw.Hole] = 0
		a.flyers = append(a.flyers, flyer{from: sw.Hole, to: sw.To, n: n, t0: e.at, t1: e.at + tCapFly*a.f,
			label: "+" + itoa(n), slot: a.kazans[sw.To] + a.flying(sw.To)})
		if e.idx == 0 {
			b.sound(SoundCapture)
			b.showBanner(b.loc.T("banner.atsyrau"), a.s.Mover)
		}
	}
}

// land moves the flyers that have arrived by t into their kazans.
func (a *animation) land(t float64) {
	kept := a.flyers[:0]
	for _, f := range a.flyers {
		if f.t1 <= t {
			a.kazans[f.to] += f.n
			continue
		}
		kept = append(kept, f)
	}
	a.flyers = kept
}

func (a *animation) flying(side game.Side) int {
	n := 0
	for _, f := range a.flyers {
		if f.to == side {
			n += f.n
		}
	}
	return n
}

func (a *animation) tuzdykOwner(i int) (game.Side, bool) {
	for s := game.White; s <= game.Black; s++ {
		if t := a.tuzdyks[s]; t != 0 && game.RingIndex(s.Opponent(), int(t)) == i {
			return s, true
		}
	}
	return 0, false
}

// handPos returns where the hand is between two holes (0..1) at the
// animation's clock.
func (a *animation) handProgress() float64 {
	if a.handT1 <= a.handT0 {
		return 1
	}
	p := (a.elapsed - a.handT0) / (a.handT1 - a.handT0)
	return math.Max(0, math.Min(1, p))
}

// FinishAnimation jumps a running sowing animation to its end: the board shows
// the position after the move and done is called.
func (b *Board) FinishAnimation() { b.stopAnimation(true) }

// Animating reports whether a sowing animation runs.
func (b *Board) Animating() bool { return b.anim != nil }

func (b *Board) stopAnimation(callDone bool) {
	a := b.anim
	if a == nil {
		return
	}
	b.anim = nil
	if a.fa != nil {
		a.fa.Stop()
	}
	if callDone && b.banner == nil {
		shown := func(kind evKind) bool {
			for _, e := range a.events[:a.next] {
				if e.kind == kind {
					return true
				}
			}
			return false
		}
		switch {
		case len(a.s.Sweeps) > 0 && !shown(evSweep):
			b.showBanner(b.loc.T("banner.atsyrau"), a.s.Mover)
		case a.s.Tuzdyk && !shown(evTuzdyk):
			b.showTuzdykBanner(a.s)
		}
	}
	b.Refresh()
	if callDone && a.done != nil {
		a.done()
	}
}

func (b *Board) sound(name string) {
	if b.OnSound != nil {
		b.OnSound(name)
	}
}

// banner is a short message over the middle of the board that fades out.
type banner struct {
	text  string
	side  game.Side
	alpha float32
	fa    *fyne.Animation
}

func (b *Board) showTuzdykBanner(s game.Sowing) {
	_, hole := game.HoleOf(s.Last)
	data := map[string]any{"Hole": hole, "Side": b.loc.T(sideKey(s.Mover))}
	key := "banner.tuzdyk_side"
	switch b.players[s.Mover&1] {
	case PlayerYou:
		key = "banner.tuzdyk_you"
	case PlayerComputer:
		key = "banner.tuzdyk_computer"
	}
	b.showBanner(b.loc.T(key, data), s.Mover)
}

func (b *Board) showBanner(text string, side game.Side) {
	if b.banner != nil && b.banner.fa != nil {
		b.banner.fa.Stop()
	}
	bn := &banner{text: text, side: side, alpha: 1}
	b.banner = bn
	bn.fa = &fyne.Animation{
		Duration: time.Duration(bannerSecs * float64(time.Second)),
		Curve:    fyne.AnimationLinear,
		Tick: func(p float32) {
			if b.banner != bn {
				return
			}
			switch {
			case p >= 1:
				b.banner = nil
			case p < 0.08:
				bn.alpha = p / 0.08
			case p > 0.75:
				bn.alpha = (1 - p) / 0.25
			default:
				bn.alpha = 1
			}
			b.Refresh()
		},
	}
	b.startAnim(bn.fa)
}

// Banner returns the text of the banner shown now, "" if none.
func (b *Board) Banner() string {
	if b.banner == nil {
		return ""
	}
	return b.banner.text
}

// flash makes a kazan blink.
type flash struct {
	side  game.Side
	alpha float32
	fa    *fyne.Animation
}

// FlashKazan makes side's kazan flash a few times (the winner's, at the end
// of a game). The flashing stops by itself.
func (b *Board) FlashKazan(side game.Side) {
	if b.flash != nil && b.flash.fa != nil {
		b.flash.fa.Stop()
	}
	fl := &flash{side: side & 1}
	b.flash = fl
	fl.fa = &fyne.Animation{
		Duration: time.Duration(flashSecs * float64(time.Second)),
		Curve:    fyne.AnimationLinear,
		Tick: func(p float32) {
			if b.flash != fl {
				return
			}
			if p >= 1 {
				b.flash = nil
			} else {
				fl.alpha = float32(math.Abs(math.Sin(float64(p) * flashTimes * math.Pi)))
			}
			b.Refresh()
		},
	}
	b.startAnim(fl.fa)
}

// Flashing reports whether a kazan flashes now.
func (b *Board) Flashing() bool { return b.flash != nil }

func itoa(n int) string { return strconv.Itoa(n) }

// AfterDraw calls f once what the board shows now has been drawn: at the
// second frame from now (a frame's animations are ticked just before it is
// painted, so the first tick comes before the drawing, the second after
// it), and at the latest a second from now. The session starts the clock
// of the side to move so, when the stones of a sowing are seen landed, not
// when the landing was asked for. A driver without frames (Fyne's test
// driver) calls f at once.
func (b *Board) AfterDraw(f func()) {
	frames := 0
	called := false
	b.startAnim(&fyne.Animation{
		Duration: time.Second,
		Tick: func(p float32) {
			if called {
				return
			}
			if frames++; frames >= 2 || p >= 1 {
				called = true
				f()
			}
		},
	})
}
