package applog

import (
	"runtime"
)

// Started writes the first record of a start: the version, the system and
// the Go version.
func (l *Log) Started(version, commit string) {
	l.logger.Info("start", "version", version, "commit", commit,
		"system", System(), "go", runtime.Version(), "pid", pid())
}

// Phase writes that the start phase name has ended, with the milliseconds
// since Open. It stops the watchdogs waiting for it.
func (l *Log) Phase(name string) {
	l.mu.Lock()
	l.phases = append(l.phases, name)
	l.mu.Unlock()
	l.logger.Info("phase", "phase", name, "ms", l.sinceStart())
	l.stopWatchdogs(name)
}

// Phases returns the names of the phases ended so far, in order.
func (l *Log) Phases() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.phases...)
}
