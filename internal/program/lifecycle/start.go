package lifecycle

import (
	"errors"
	"image"
	"image/color"
	"log/slog"
	"os"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver"

	"github.com/togyzkumalak/togyzkumalak/assets/sound"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
)

// The phases of the window's start, in the order runWindow ends them (the
// audio output opens in the background, at any point after "lock taken"),
// as the log is told them.
const (
	phaseSettingsRead = "settings read"
	phaseLockTaken    = "lock taken"
	phaseAudioOpened  = "audio opened"
	phaseWindowMade   = "window created"    // the window and its content built
	phaseGLContext    = "GL context made"   // the window's OpenGL context drew for the first time
	phaseAutosaveRead = "autosave read"     // the game resumed or begun
	phaseFirstFrame   = "first frame drawn" // the first frame is on screen and the event loop runs
)

// The phases of the window's end after the window's own (ui.PhaseCloseRequested,
// ui.PhaseSaved): a close that hangs on the way out (GLFW, OpenGL, the
// audio output) says where.
const (
	phaseLoopEnded   = "event loop ended"
	phaseAudioClosed = "audio closed"
)

// errNoWindow is returned by runWindow when the window could not be made:
// no display, no OpenGL 2.1 driver. The log has Fyne's cause.
var errNoWindow = errors.New("the window could not be made")

// windowOptions configure runWindow.
type windowOptions struct {
	Version, Commit string
	// Log gets the start's records (nil: slog.Default()); Phase is told
	// each phase as it ends (nil: nobody); Claim is called once the window
	// holds the saves and reports whether the last window closed
	// unexpectedly (nil: never); LogPath and Report are the window's
	// Diagnostics (Report nil: no Report a problem).
	Log     *slog.Logger
	Phase   func(name string)
	Claim   func() bool
	LogPath string
	Report  func() string
}

// runWindow opens the game window (package ui builds it) and blocks until it
// is closed, telling o.Phase each phase of the start and the close. When
// another window of the game holds the saves, it tells the player so and
// returns nil.
func runWindow(o windowOptions) error {
	start := newStartup(o.Log, o.Phase)
	fa := app.NewWithID(ui.AppID)
	detected := i18n.Detect(os.Getenv)
	dirs := storage.DefaultDirs()
	st, problems, err := storage.Open(dirs, ui.DefaultSettings(detected))
	if errors.Is(err, storage.ErrLocked) {
		showLocked(fa, detected, start)
		return nil
	}
	if err != nil {
		// The game is played all the same; a banner says why nothing is
		// saved (ui/banner.go).
		start.log.Warn("the saves cannot be used: games are not saved this session and nothing is written",
			"data", dirs.Data, "config", dirs.Config, "error", err)
		st, problems = storage.OpenUnsaved(dirs, ui.DefaultSettings(detected), err), nil
	}
	defer func() {
		if err := st.Close(); err != nil {
			start.log.Warn("the saves' lock was not released", "error", err)
		}
	}()
	start.phase(phaseLockTaken)
	start.phase(phaseSettingsRead)
	diag := ui.Diagnostics{LogPath: o.LogPath, Report: o.Report, Phase: start.phase}
	if o.Claim != nil {
		diag.Unclean = o.Claim()
	}
	player := sound.NewPlayer()
	defer player.Close()
	start.watchAudio(player)
	a, err := ui.NewWindow(fa, st, ui.Options{
		Version:     o.Version,
		Commit:      o.Commit,
		Lang:        detected,
		Sound:       player.PlaySound,
		Problems:    problems,
		Diagnostics: diag,
	})
	if err != nil {
		return err
	}
	start.phase(phaseWindowMade)
	start.probe(a.Window)
	a.Window.Show()
	if !windowMade(a.Window) {
		a.Shutdown()
		return errNoWindow
	}
	a.Start()
	start.phase(phaseAutosaveRead)
	fa.Run()
	start.phase(phaseLoopEnded)
	a.Shutdown()
	player.Close()
	start.phase(phaseAudioClosed)
	return nil
}

// showLocked tells the player that another window of the game is open, and
// returns when they close the message. Its first frame ends the start's
// phaseFirstFrame: the start's watchdog waits for no other window.
func showLocked(fa fyne.App, lang string, start *startup) {
	loc, err := i18n.New(lang)
	if err != nil {
		start.log.Warn("another window holds the saves; its message cannot be shown", "error", err)
		return
	}
	w := fa.NewWindow(loc.T("app.title"))
	w.SetContent(dialogs.Locked(loc, fa.Quit))
	start.probe(w)
	w.CenterOnScreen()
	w.ShowAndRun()
}

// startup reports the start's phases and what the log must know of the
// system: the OpenGL driver and the audio output.
type startup struct {
	log   *slog.Logger
	phase func(string)
}

// newStartup returns the start's reporter to log (nil: slog.Default()) and
// phase (nil: nobody).
func newStartup(log *slog.Logger, phase func(string)) *startup {
	s := &startup{log: log, phase: phase}
	if s.log == nil {
		s.log = slog.Default()
	}
	if s.phase == nil {
		s.phase = func(string) {}
	}
	return s
}

// watchAudio logs the audio output and ends phaseAudioOpened once the
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
		s.phase(phaseAudioOpened)
	}()
}

// probe puts a one-pixel raster in a corner of w's content: the first time
// the painter draws it, on the draw thread with the window's OpenGL context
// current, it logs the driver's vendor, renderer and version and ends
// phaseGLContext; once the event loop then runs, phaseFirstFrame.
func (s *startup) probe(w fyne.Window) {
	var once sync.Once
	pixel := image.NewNRGBA(image.Rect(0, 0, 1, 1))
	pixel.Set(0, 0, color.Transparent)
	r := canvas.NewRaster(func(int, int) image.Image {
		once.Do(func() {
			vendor, renderer, version := glStrings()
			s.log.Info("OpenGL", "vendor", vendor, "renderer", renderer, "version", version)
			s.phase(phaseGLContext)
			// fyne.Do from another goroutine runs in the event loop, after
			// this frame.
			go fyne.Do(func() { s.phase(phaseFirstFrame) })
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
