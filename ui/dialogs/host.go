// Package dialogs is the window's short dialogs: the modal machinery (a
// Host over the window's canvas) and the dialogs built on it (a message,
// an error, a confirmation, the files that could not be read, New game,
// the statistics, the result of a game, the message after a crash and the
// report of a problem).
//
// A dialog knows only its Host, the texts and what it shows, as a dialog
// of Fyne's dialog package knows only its parent window: it never sees the
// window's App and never imports package ui.
package dialogs

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Host opens the dialogs of one window over its canvas, one above the
// other, and hands them the keys: Enter presses the top one's default
// button and Escape its cancel button. Use it on the UI goroutine.
type Host struct {
	canvas  fyne.Canvas
	loc     *i18n.Localizer
	modals  []*Modal
	holding int // the open dialogs that hold the game

	// OnHold is called with true when a dialog opens over the game while
	// none holds it, with false when the last such dialog closed: the
	// window stops the game's clock between the two. The result of a game
	// (ShowResult) does not hold it: nothing runs under it, and a game
	// started under it runs its clock.
	OnHold func(hold bool)
	// OnClose is called after the last open dialog closed (the window
	// hands back what the dialogs showed).
	OnClose func()

	waiting []func() // run, in order, once no dialog is open (WhenClear)
}

// WhenClear runs f now when no dialog is open, else once the open ones
// have closed, after those waiting before it: a question that can wait
// (the offer of the lessons) never opens over a message (a crash).
func (h *Host) WhenClear(f func()) {
	h.waiting = append(h.waiting, f)
	h.runWaiting()
}

// runWaiting runs the waiting functions while no dialog is open; one that
// opens a dialog keeps the rest waiting for it.
func (h *Host) runWaiting() {
	for len(h.modals) == 0 && len(h.waiting) > 0 {
		f := h.waiting[0]
		h.waiting = h.waiting[1:]
		f()
	}
}

// NewHost returns the host of the dialogs over c, in loc's language.
func NewHost(c fyne.Canvas, loc *i18n.Localizer) *Host {
	return &Host{canvas: c, loc: loc}
}

// Localizer returns the texts the host's own dialogs are written in.
func (h *Host) Localizer() *i18n.Localizer { return h.loc }

// CanvasSize is the size of the canvas the dialogs open over (zero before
// the window has one).
func (h *Host) CanvasSize() fyne.Size { return h.canvas.Size() }

// Content is what a dialog shows, built in the current language.
type Content struct {
	Title   string
	Body    fyne.CanvasObject
	Buttons []*widget.Button
	Enter   func()          // the default action (Enter); nil: none
	Escape  func()          // the cancel action (Escape); nil: close
	Move    func(game.Move) // a hole typed as 1-9, for a board in the dialog; nil: none
}

// Modal is an open dialog whose every text is built by a function, so that
// a language switch rebuilds it while it is open.
type Modal struct {
	host   *Host
	popup  *widget.PopUp
	holder *fyne.Container
	build  func(*Modal) Content
	size   fyne.Size // a fixed size, or zero to fit the content
	holds  bool      // counted in Host.holding

	title   *widget.Label
	content Content
}

// Show opens a dialog built by build, which gets the dialog (to close or
// rebuild it from its buttons). size, if not zero, fixes its size (for
// scrolled content).
func (h *Host) Show(size fyne.Size, build func(*Modal) Content) *Modal {
	return h.show(size, build, true)
}

// show opens a dialog; holds: it holds the game (see OnHold).
func (h *Host) show(size fyne.Size, build func(*Modal) Content, holds bool) *Modal {
	m := &Modal{host: h, build: build, size: size, holds: holds}
	m.holder = container.NewStack()
	m.popup = widget.NewModalPopUp(m.holder, h.canvas)
	m.Rebuild()
	h.modals = append(h.modals, m)
	if holds {
		h.holding++
		if h.holding == 1 && h.OnHold != nil {
			h.OnHold(true)
		}
	}
	m.popup.Show()
	m.resize()
	return m
}

// Top returns the dialog on top, nil if none is open.
func (h *Host) Top() *Modal {
	if len(h.modals) == 0 {
		return nil
	}
	return h.modals[len(h.modals)-1]
}

// Len is the number of dialogs open.
func (h *Host) Len() int { return len(h.modals) }

// Holding reports whether a dialog that holds the game is open (see
// OnHold).
func (h *Host) Holding() bool { return h.holding > 0 }

// Modals returns the open dialogs, the lowest first.
func (h *Host) Modals() []*Modal { return slices.Clone(h.modals) }

// CloseAll closes every dialog, the top one first.
func (h *Host) CloseAll() {
	for len(h.modals) > 0 {
		h.modals[len(h.modals)-1].Close()
	}
}

// Relocalize rebuilds every open dialog in the current language.
func (h *Host) Relocalize() {
	for _, m := range h.Modals() {
		m.Rebuild()
	}
}

// TypedKey hands a key to the dialog on top: Enter and Return press its
// default button, Escape its cancel button (or closes it), 1-9 play a hole
// on its board. It reports whether a dialog is open: the window's own keys
// do not act under one.
func (h *Host) TypedKey(e *fyne.KeyEvent) bool {
	m := h.Top()
	if m == nil {
		return false
	}
	switch e.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if m.content.Enter != nil {
			m.content.Enter()
		}
	case fyne.KeyEscape:
		if m.content.Escape != nil {
			m.content.Escape()
		} else {
			m.Close()
		}
	default:
		if mv, ok := screen.HoleKey(e); ok && m.content.Move != nil {
			m.content.Move(mv)
		}
	}
	return true
}

// Rebuild builds the dialog's content afresh, in the current language. A
// closed dialog stays closed.
func (m *Modal) Rebuild() {
	if m.build == nil {
		return
	}
	m.content = m.build(m)
	m.title = widget.NewLabelWithStyle(m.content.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	buttons := make([]fyne.CanvasObject, 0, len(m.content.Buttons)+1)
	buttons = append(buttons, layout.NewSpacer())
	for _, b := range m.content.Buttons {
		buttons = append(buttons, b)
	}
	var body fyne.CanvasObject = layout.NewSpacer()
	if m.content.Body != nil {
		body = m.content.Body
	}
	inner := container.NewBorder(m.title, container.NewHBox(buttons...), nil, nil, body)
	m.holder.Objects = []fyne.CanvasObject{container.NewPadded(inner)}
	m.holder.Refresh()
	m.resize()
}

func (m *Modal) resize() {
	if m.popup == nil {
		return
	}
	size := m.popup.MinSize()
	if !m.size.IsZero() {
		size = size.Max(m.size)
	}
	if c := m.host.canvas.Size(); !c.IsZero() {
		size = size.Min(c)
	}
	m.popup.Resize(size)
}

// Close hides the dialog; closing a closed one does nothing.
func (m *Modal) Close() {
	if m.popup == nil {
		return
	}
	// The keys go back to the window (the board), not to a field or a
	// list of the dialog closed.
	if f := m.host.canvas.Focused(); f != nil {
		m.host.canvas.Unfocus()
	}
	m.popup.Hide()
	m.popup = nil
	// A refresh of the content hidden has the painter free the textures it
	// made for it (the boards' gradients and stars, the pictures' rasters)
	// at its next frame, rather than when they expire a minute later: the
	// content is no longer drawn, so they are not made again.
	for _, o := range m.holder.Objects {
		canvas.Refresh(o)
	}
	// Let go of what the dialog showed (a help page, a list of files):
	// nothing refers to a closed dialog's content any more.
	m.holder.Objects = nil
	m.content = Content{}
	m.build = nil
	h := m.host
	h.modals = slices.DeleteFunc(h.modals, func(x *Modal) bool { return x == m })
	if m.holds {
		h.holding--
		if h.holding == 0 && h.OnHold != nil {
			h.OnHold(false)
		}
	}
	if len(h.modals) == 0 && h.OnClose != nil {
		h.OnClose()
	}
	h.runWaiting()
}

// Title returns the dialog's title text.
func (m *Modal) Title() string { return m.title.Text }

// Content returns what the dialog shows now (nothing once it is closed).
func (m *Modal) Content() Content { return m.content }

// Object is the dialog's whole content, its title and buttons included:
// for tests, which read its texts and press its buttons.
func (m *Modal) Object() fyne.CanvasObject { return m.holder }
