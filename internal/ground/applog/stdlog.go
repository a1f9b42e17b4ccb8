package applog

import (
	"bytes"
	"context"
	"io"
	"log"
	"log/slog"
	"strings"
)

// StdLogWriter returns a writer for the standard log package (log.SetOutput,
// with log.SetFlags(0)), where fyne.LogError writes: each line becomes a
// record of the log, an error for Fyne's errors and their causes.
func (l *Log) StdLogWriter() io.Writer { return stdLogWriter{l} }

// CaptureStdLog points the standard log package at the log and returns the
// function that puts the old output back.
func (l *Log) CaptureStdLog() (restore func()) {
	out, flags := log.Writer(), log.Flags()
	log.SetFlags(0)
	log.SetOutput(l.StdLogWriter())
	return func() {
		log.SetOutput(out)
		log.SetFlags(flags)
	}
}

// QuietStdLog keeps the standard log package's records (Fyne's) off
// stderr while quiet is true, in the file only: during the start, where a
// start that fails says why in one line of its own.
func (l *Log) QuietStdLog(quiet bool) { l.stdLogQuiet.Store(quiet) }

// LastError returns the last error line the standard log package was given
// ("" if none): Fyne's cause of a window that could not be made.
func (l *Log) LastError() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.lastErr
}

type stdLogWriter struct{ l *Log }

func (w stdLogWriter) Write(p []byte) (int, error) {
	for _, line := range bytes.Split(bytes.TrimRight(p, "\n"), []byte("\n")) {
		text := strings.TrimSpace(string(line))
		if text == "" {
			continue
		}
		level := slog.LevelInfo
		switch {
		case strings.HasPrefix(text, "Fyne error:"):
			level = slog.LevelError
		case strings.HasPrefix(text, "Cause:"), strings.Contains(text, "Error:"):
			level = slog.LevelError
			w.l.mu.Lock()
			w.l.lastErr = strings.TrimSpace(strings.TrimPrefix(text, "Cause:"))
			w.l.mu.Unlock()
		}
		logger := w.l.logger
		if w.l.stdLogQuiet.Load() {
			logger = w.l.file
		}
		logger.Log(context.Background(), level, text, "from", "log")
	}
	return len(p), nil
}
