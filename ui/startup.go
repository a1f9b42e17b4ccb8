package ui

import (
	"errors"
	"image"
	"image/color"
	"log/slog"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver"

	"github.com/togyzkumalak/togyzkumalak/assets/sound"
)

// The phases of the window's start, in the order Run ends them (the audio
// output opens in the background, at any point after "lock taken"), as
// Options.Phase is told them.
const (
	PhaseSettingsRead = "settings read"
	PhaseLockTaken    = "lock taken"
	PhaseAudioOpened  = "audio opened"
	PhaseWindowMade   = "window created"    // the window and its content built
	PhaseGLContext    = "GL context made"   // the window's OpenGL context drew for the first time
	PhaseAutosaveRead = "autosave read"     // the game resumed or begun
	PhaseFirstFrame   = "first frame drawn" // the first frame is on screen and the event loop runs
)

// The phases of the window's end, as Options.Phase is told them: a close
// that hangs on the way out (GLFW, OpenGL, the audio output) says where.
const (
	PhaseCloseRequested = "close requested" // the player closed the window or chose Quit
	PhaseSaved          = "game saved"      // the searches stopped; the game and the settings are written
	PhaseLoopEnded      = "event loop ended"
	PhaseAudioClosed    = "audio closed"
)

// ErrNoWindow is returned by Run when the window could not be made: no
// display, no OpenGL 2.1 driver. The log (Options.Log) has Fyne's cause.
var ErrNoWindow = errors.New("the window could not be made")

// startup reports the start's phases and what the log must know of the
// system: the OpenGL driver and the audio output.
type startup struct {
	log   *slog.Logger
	phase func(string)
}

func newStartup(o Options) *startup {
	s := &startup{log: o.Log, phase: o.Phase}
	if s.log == nil {
		s.log = slog.Default()
	}
	if s.phase == nil {
		s.phase = func(string) {}
	}
	return s
}

// watchAudio logs the audio output and ends PhaseAudioOpened once the
// player has opened it, or failed to.
func (s *startup) watchAudio(p *sound.Player) {
	go func() {
		select {
		case <-p.Ready():
		case <-time.After(time.Minute):
			s.log.Warn("audio: the output is still not open after a minute")
			return
		}
		if err := p.Err(); err != nil {
			s.log.Info("audio: silent", "error", err) // no sound card is no fault
		} else {
			s.log.Info("audio: opened", "output", sound.OutputName())
		}
		s.phase(PhaseAudioOpened)
	}()
}

// probe puts a one-pixel raster in a corner of w's content: the first time
// the painter draws it, on the draw thread with the window's OpenGL context
// current, it logs the driver's vendor, renderer and version and ends
// PhaseGLContext; once the event loop then runs, PhaseFirstFrame.
func (s *startup) probe(w fyne.Window) {
	var once sync.Once
	pixel := image.NewNRGBA(image.Rect(0, 0, 1, 1))
	pixel.Set(0, 0, color.Transparent)
	r := canvas.NewRaster(func(int, int) image.Image {
		once.Do(func() {
			vendor, renderer, version := glStrings()
			s.log.Info("OpenGL", "vendor", vendor, "renderer", renderer, "version", version)
			s.phase(PhaseGLContext)
			// fyne.Do from another goroutine runs in the event loop, after
			// this frame.
			go fyne.Do(func() { s.phase(PhaseFirstFrame) })
		})
		return pixel
	})
	r.Resize(fyne.NewSquareSize(1))
	w.SetContent(container.NewStack(w.Content(), container.NewWithoutLayout(r)))
}

// windowMade reports whether Show made w's native window: Fyne logs why it
// could not (no OpenGL 2.1 context) and carries on with none.
func windowMade(w fyne.Window) bool {
	native, ok := w.(driver.NativeWindow)
	if !ok {
		return true // not a desktop driver: nothing to tell
	}
	made := false
	native.RunNative(func(ctx any) {
		switch c := ctx.(type) {
		case driver.X11WindowContext:
			made = c.WindowHandle != 0
		case driver.WindowsWindowContext:
			made = c.HWND != 0
		case driver.MacWindowContext:
			made = c.NSWindow != 0
		case driver.WaylandWindowContext:
			made = c.WaylandSurface != 0
		default:
			made = true
		}
	})
	return made
}
