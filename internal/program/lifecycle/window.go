// Package lifecycle is the game window's process from its start to its
// end: the log and its marker of a running game (internal/ground/applog), the
// display and GLFW opened before Fyne, the saves opened (or not, with the
// reason) and the second start's message, the phases of the start and the
// close told to the log (start.go), the watchdogs of a start that hangs and
// of a close that hangs (the exit guard), and the message that says, in
// the player's language, why the window cannot open. The window itself is
// package ui, which only builds it (ui.NewWindow) and ends the close's
// first phases (ui.PhaseCloseRequested, ui.PhaseSaved); main only
// dispatches to the headless commands or to Run.
package lifecycle

import (
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/go-gl/glfw/v3.3/glfw"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/applog"
	// Before Fyne initialises: no locale error under LANG=C (see the package).
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	_ "github.com/togyzkumalak/togyzkumalak/internal/ground/locale"
	"github.com/togyzkumalak/togyzkumalak/ui"
)

// Exit codes of the window (the headless commands have internal/program/cli's).
const (
	exitWindowFailed = 1 // the texts could not be loaded, or the window failed otherwise (the saves never stop it: storage.OpenUnsaved)
	exitNoWindow     = 3 // no display, no OpenGL 2.1, a window that could not be made
)

// How long after the start the first frame may take: after watchdogDelay
// the log gets every goroutine's stack, after giveUpDelay the program says
// the window did not open and exits (a hung start must not hold the saves'
// lock, refusing every later start). A start under Xvfb or Wine with
// software OpenGL takes 1 to 4 s here, 15 s on a machine loaded 15 times
// over.
const (
	watchdogDelay = 10 * time.Second
	giveUpDelay   = 90 * time.Second
)

// requiredGL is what the window needs of the graphics driver (Fyne's GLFW
// driver asks for an OpenGL 2.1 context).
const requiredGL = "OpenGL 2.1"

// Program names the binary that opens the window.
type Program struct {
	Version, Commit string // set by the linker in main
}

// Run opens the game window and returns the process's exit code when it
// closes.
func Run(prog Program, stderr io.Writer) (code int) {
	version, commit := prog.Version, prog.Commit
	// GLFW names the window's WM_CLASS after its (translated) title
	// unless told otherwise; the desktop entry expects "togyzkumalak".
	if os.Getenv("RESOURCE_NAME") == "" {
		os.Setenv("RESOURCE_NAME", "togyzkumalak")
	}
	lg, err := openLog(stderr)
	if err != nil {
		fmt.Fprintln(stderr, "togyzkumalak:", err)
		return exitWindowFailed
	}
	restoreStdLog := lg.CaptureStdLog() // fyne.LogError writes there
	// Until the first frame, Fyne's errors go to the file only: a start
	// that fails says why in one line.
	lg.QuietStdLog(true)
	if err := lg.CrashOutput(); err != nil {
		lg.Logger().Warn("no crash output", "error", err)
	}
	lg.Started(version, commit)
	stopWatchdog := lg.Watchdog(phaseFirstFrame, watchdogDelay, nil)
	stopGiveUp := lg.Watchdog(phaseFirstFrame, giveUpDelay, func() {
		giveUp(stderr, lg, fmt.Sprintf("the window did not appear within %s", giveUpDelay))
	})
	// Closing the log removes the marker of a running game: only on a
	// return or the exit guard's clean end (exitguard.go), never while a
	// panic unwinds (the next start must say so).
	closeLog := sync.OnceFunc(func() {
		restoreStdLog()
		lg.Close()
	})
	guard := &exitGuard{log: lg, closeLog: closeLog, exit: os.Exit, saved: savedExitDelay, stuck: stuckExitDelay}
	defer func() {
		if r := recover(); r != nil {
			var glfwErr *glfw.Error
			if err, ok := r.(error); !ok || !errors.As(err, &glfwErr) {
				panic(r)
			}
			// GLFW panics on what it calls a programmer's error: the one
			// seen is a window asked of an uninitialised library.
			code = noWindow(stderr, lg, fmt.Sprintf("the window system failed (%v)", glfwErr))
		}
		stopWatchdog()
		stopGiveUp()
		guard.stop()
		closeLog()
	}()
	if reason := openDisplay(lg); reason != "" {
		return noWindow(stderr, lg, reason)
	}
	claim := func() bool {
		unclean, err := lg.Claim()
		if err != nil {
			lg.Logger().Warn("no running marker", "error", err)
		}
		return unclean
	}
	err = runWindow(windowOptions{
		Version: version,
		Commit:  commit,
		Log:     lg.Logger(),
		Phase: func(name string) {
			lg.Phase(name)
			switch name {
			case phaseFirstFrame:
				lg.QuietStdLog(false)
			case ui.PhaseCloseRequested:
				guard.watch()
			}
		},
		Claim:   claim,
		LogPath: lg.Path(),
		Report:  func() string { return lg.Report(version, commit) },
	})
	switch {
	case errors.Is(err, errNoWindow):
		return noWindow(stderr, lg, windowFailure(lg.LastError()))
	case err != nil:
		lg.FileLogger().Error("the window failed", "error", err)
		fmt.Fprintln(stderr, "togyzkumalak:", err)
		return exitWindowFailed
	}
	return 0
}

// openLog opens the log in its folder or, where that cannot be written, in
// the temporary folder.
func openLog(stderr io.Writer) (*applog.Log, error) {
	o := applog.Options{Stderr: stderr, StderrLevel: slog.LevelWarn}
	lg, err := applog.Open(applog.DefaultDir(), o)
	if err == nil {
		return lg, nil
	}
	lg, err2 := applog.Open(filepath.Join(os.TempDir(), "togyzkumalak"), o)
	if err2 != nil {
		return nil, errors.Join(err, err2)
	}
	lg.Logger().Warn("the log is in the temporary folder", "error", err)
	return lg, nil
}

// openDisplay initialises GLFW before Fyne does (Fyne's glfw.Init then does
// nothing), on the main thread, and returns why it could not: "" when it
// could. GLFW reports a platform error through the standard log only (the
// log's, quiet on stderr until the first frame), and panics at the next
// call of an uninitialised library.
func openDisplay(lg *applog.Log) (reason string) {
	if reason := displayMissing(); reason != "" {
		return reason
	}
	if err := glfw.Init(); err != nil {
		return fmt.Sprintf("the window system is unavailable (%v)", err)
	}
	if !glfwInitialized() {
		said := lg.LastError()
		if said == "" {
			said = "GLFW could not be initialised"
		}
		return displayFailed(said)
	}
	return ""
}

// glfwInitialized reports whether GLFW is initialised: an uninitialised
// library panics at the first call.
func glfwInitialized() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	glfw.GetTime()
	return true
}

// windowFailure says why Fyne made no window, from the cause it logged.
func windowFailure(cause string) string {
	if cause == "" {
		return "the window could not be made (see the log)"
	}
	if missingGL(cause) {
		return fmt.Sprintf("no %s driver (%s)", requiredGL, cause)
	}
	return fmt.Sprintf("the window could not be made (%s)", cause)
}

// missingGL reports whether GLFW's error says the driver gives no OpenGL
// 2.1 context.
func missingGL(cause string) bool {
	for _, s := range []string{"VersionUnavailable", "APIUnavailable", "FormatUnavailable", "OpenGL", "WGL", "GLX"} {
		if strings.Contains(cause, s) {
			return true
		}
	}
	return false
}

// noWindow says, on stderr, in the log and (on Windows) in a message box in
// the player's language, that the window cannot open and why, and returns
// exitNoWindow.
func noWindow(stderr io.Writer, lg *applog.Log, reason string) int {
	lg.FileLogger().Error("cannot open a window", "reason", reason)
	fmt.Fprintf(stderr, "togyzkumalak: cannot open a window: %s; the headless commands work without one, see `togyzkumalak help`\n", reason)
	if loc, err := i18n.New(playerLanguage()); err == nil {
		text := loc.T("startup.no_window", map[string]any{"Reason": reason, "Path": lg.Path()})
		if missingGL(reason) {
			text = loc.T("startup.no_opengl", map[string]any{"API": requiredGL, "Path": lg.Path()})
		}
		showFatal(loc.T("startup.no_window_title"), text)
	}
	return exitNoWindow
}

// giveUp ends a start that hangs, from the watchdog's goroutine: it says
// why as noWindow does (waiting at most a minute for the message box, which
// might hang as the window did) and exits without closing the log, whose
// marker tells the next start.
func giveUp(stderr io.Writer, lg *applog.Log, reason string) {
	said := make(chan struct{})
	go func() {
		noWindow(stderr, lg, reason)
		close(said)
	}()
	select {
	case <-said:
	case <-time.After(time.Minute):
	}
	os.Exit(exitNoWindow)
}

// playerLanguage is the language of the settings or, without one, of the
// environment.
func playerLanguage() string {
	if data, err := os.ReadFile(filepath.Join(storage.DefaultDirs().Config, storage.SettingsFile)); err == nil {
		if s, _, err := storage.DecodeSettings(data, storage.DefaultSettings()); err == nil && s.Language != "" {
			return s.Language
		}
	}
	return i18n.Detect(os.Getenv)
}
