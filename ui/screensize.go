package ui

import "fyne.io/fyne/v2"

// The share of the screen a window may open at: room is left for the
// window's frame and the desktop's panels.
const (
	screenWidthShare  = 0.96
	screenHeightShare = 0.90
)

// fitWindow returns the size a window asked to open at want gets on a
// screen of screen (both in Fyne's units): no larger than the screen
// allows, the shape kept where it can, never below the least window.
func fitWindow(want, screen fyne.Size) fyne.Size {
	if screen.Width <= 0 || screen.Height <= 0 {
		return want
	}
	w := min(want.Width, screen.Width*screenWidthShare)
	h := min(want.Height, screen.Height*screenHeightShare)
	if screen.Height > screen.Width && w < want.Width {
		// A wide window narrowed for a portrait screen takes the
		// screen's shape: the board turns and the panels go below it.
		h = min(screen.Height*screenHeightShare, max(want.Height, w*screen.Height/screen.Width))
	}
	return fyne.NewSize(max(w, minWindowSide), max(h, minWindowSide))
}

// minWindowSide is the least side of a window fitted to a screen.
const minWindowSide = 320

// fitToScreen makes the window no larger than the screen it opens on
// (a size saved on a larger screen, or the default size on a small one).
// Call it on the UI goroutine before the window shows.
func fitToScreen(w fyne.Window, userScale float32) {
	screen, ok := screenSize(userScale)
	if !ok {
		return
	}
	if size := w.Canvas().Size(); fitWindow(size, screen) != size {
		w.Resize(fitWindow(size, screen))
	}
}
