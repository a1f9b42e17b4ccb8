//go:build !wasm && !test_web_driver && !mobile && !android && !ios

package ui

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// screenSize returns the primary screen's size in Fyne's units, scaled as
// Fyne's desktop driver scales a window on it (its density over 120 dpi,
// at least 1, times the user's scale), and whether it is known. Call it on
// the main thread once the driver has started GLFW (after the first
// window is made).
func screenSize(userScale float32) (size fyne.Size, ok bool) {
	defer func() {
		if recover() != nil { // GLFW not started: the size is not known
			ok = false
		}
	}()
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return fyne.Size{}, false
	}
	mode := m.GetVideoMode()
	if mode == nil || mode.Width <= 0 || mode.Height <= 0 {
		return fyne.Size{}, false
	}
	widthMm, _ := m.GetPhysicalSize()
	scale := float32(1)
	if widthMm > 0 {
		if dpi := float32(mode.Width) / (float32(widthMm) / 25.4); dpi >= 10 && dpi <= 1000 {
			scale = max(1, dpi/120)
		}
	}
	if userScale > 0 {
		scale *= userScale
	}
	return fyne.NewSize(float32(mode.Width)/scale, float32(mode.Height)/scale), true
}
