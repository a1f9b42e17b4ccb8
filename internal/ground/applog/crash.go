package applog

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strconv"
)

// markerName is the file in the log's folder that exists while a window of
// the game runs: found at a start, it means the last one did not close (a
// crash, a kill, a power cut).
const markerName = "running"

// CrashOutput makes the runtime write the stack of a fatal error or of an
// unrecovered panic, on any goroutine, to the log file (besides stderr),
// also after a rotation.
func (l *Log) CrashOutput() error {
	var err error
	l.out.setOnOpen(func(f *os.File) {
		if e := debug.SetCrashOutput(f, debug.CrashOptions{}); e != nil {
			err = fmt.Errorf("set the crash output: %w", e)
		}
	})
	return err
}

// Claim marks the game as running, to be called once this process holds
// the saves (a second window, refused, must not). It reports whether the
// last window of the game did not close cleanly: a crash, a kill or a power
// cut left its marker. Close removes the marker.
func (l *Log) Claim() (unclean bool, err error) {
	path := l.markerPath()
	if b, err := os.ReadFile(path); err == nil {
		unclean = true
		l.logger.Warn("the last window of the game closed unexpectedly", "marker", string(b))
	}
	body := strconv.Itoa(pid()) + " " + l.start.UTC().Format("2006-01-02T15:04:05.000Z") + "\n"
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		return unclean, fmt.Errorf("write the running marker: %w", err)
	}
	l.mu.Lock()
	l.claimed = true
	l.mu.Unlock()
	return unclean, nil
}

func (l *Log) markerPath() string { return filepath.Join(l.dir, markerName) }
