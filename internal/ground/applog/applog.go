// Package applog is the game window's log file: togyzkumalak.log in the
// XDG state folder ($XDG_STATE_HOME/togyzkumalak on Unix,
// %LOCALAPPDATA%\togyzkumalak on Windows), kept small by rotation.
//
// A Log writes log/slog records to the file and to stderr (where a Windows
// GUI program has none, the file alone). It times the start's phases
// (Phase), takes the standard log package's output, where Fyne's
// fyne.LogError writes (CaptureStdLog), makes the runtime write a fatal
// error's or an unrecovered panic's stack to the file (CrashOutput), keeps
// a marker that tells the next start the game closed unexpectedly (Claim),
// dumps every goroutine's stack when the first frame is late (Watchdog) and
// gives the text of a problem report (Report).
//
// The package does not import Fyne: the tests run it without cgo, and a
// child process of a test can crash into it.
package applog

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"github.com/adrg/xdg"
)

// FileName is the log file's name; the previous one is kept as
// FileName + ".1".
const FileName = "togyzkumalak.log"

// DefaultMaxSize is the size past which the log is rotated: about a
// thousand starts, or a few crash reports.
const DefaultMaxSize = 256 << 10

// DefaultDir returns the folder of the log: the XDG state folder's
// togyzkumalak (adrg/xdg: $XDG_STATE_HOME or ~/.local/state on Unix,
// %LOCALAPPDATA% on Windows).
func DefaultDir() string {
	xdg.Reload()
	return filepath.Join(xdg.StateHome, "togyzkumalak")
}

// Options configure Open; the zero value is usable.
type Options struct {
	// Stderr also receives every record (os.Stderr when nil; io.Discard
	// for none). Its write errors are ignored: a Windows GUI program's
	// stderr is no handle at all.
	Stderr io.Writer
	// StderrLevel is the least level copied to Stderr: the file gets
	// every record; with the zero value (slog.LevelInfo) stderr gets all
	// but the debug records. The program passes slog.LevelWarn, so that a
	// start that fails prints one line there.
	StderrLevel slog.Level
	// MaxSize is the size in bytes past which the file is rotated
	// (DefaultMaxSize when 0).
	MaxSize int64
	// Now is the clock (time.Now when nil).
	Now func() time.Time
}

// Log is the open log file. Its methods are safe for concurrent use.
type Log struct {
	dir    string
	out    *rotatingFile
	stderr io.Writer
	logger *slog.Logger
	file   *slog.Logger // the file alone
	now    func() time.Time
	start  time.Time

	stdLogQuiet atomic.Bool // QuietStdLog

	mu      sync.Mutex
	claimed bool        // the marker is ours (Claim)
	phases  []string    // the phases ended so far, in order
	lastErr string      // the last error the standard log package was given
	watches []*watchdog // the running Watchdogs
}

// Open opens (creating it and its folder) the log in dir, rotating it first
// when it has grown past the maximum size.
func Open(dir string, o Options) (*Log, error) {
	if o.Stderr == nil {
		o.Stderr = os.Stderr
	}
	if o.MaxSize <= 0 {
		o.MaxSize = DefaultMaxSize
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("open the log: %w", err)
	}
	out, err := openRotating(filepath.Join(dir, FileName), o.MaxSize)
	if err != nil {
		return nil, err
	}
	l := &Log{dir: dir, out: out, stderr: o.Stderr, now: o.Now, start: o.Now()}
	fileHandler := slog.NewTextHandler(out, &slog.HandlerOptions{Level: slog.LevelDebug})
	stderrHandler := slog.NewTextHandler(ignoreErrors{o.Stderr}, &slog.HandlerOptions{Level: o.StderrLevel})
	l.file = slog.New(fileHandler)
	l.logger = slog.New(slog.NewMultiHandler(fileHandler, stderrHandler))
	return l, nil
}

// Logger returns the logger that writes to the file and, from
// Options.StderrLevel up, to stderr.
func (l *Log) Logger() *slog.Logger { return l.logger }

// FileLogger returns the logger that writes to the file alone: for what the
// program also says on stderr in its own words.
func (l *Log) FileLogger() *slog.Logger { return l.file }

// Path returns the log file's path.
func (l *Log) Path() string { return l.out.path }

// Dir returns the log's folder.
func (l *Log) Dir() string { return l.dir }

// Close removes the marker of a running game (a clean exit: the next start
// says nothing) and closes the file.
func (l *Log) Close() error {
	l.mu.Lock()
	claimed := l.claimed
	l.claimed = false
	l.mu.Unlock()
	if claimed {
		if err := os.Remove(l.markerPath()); err != nil && !os.IsNotExist(err) {
			l.logger.Warn("remove the running marker", "error", err)
		}
	}
	l.logger.Info("closed", "after_ms", l.sinceStart())
	return l.out.Close()
}

func (l *Log) sinceStart() int64 { return l.now().Sub(l.start).Milliseconds() }

// ignoreErrors writes to w and reports success whatever happened: a
// Windows GUI program's stderr is no handle at all.
type ignoreErrors struct{ w io.Writer }

func (i ignoreErrors) Write(p []byte) (int, error) {
	_, _ = i.w.Write(p)
	return len(p), nil
}
