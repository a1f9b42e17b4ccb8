package applog

import (
	"bytes"
	"fmt"
	"os"
	"runtime"
	"strings"
)

// DefaultTailSize is how much of the log's end a report carries.
const DefaultTailSize = 12 << 10

// Tail returns the last max bytes of the log (the rotated file's end before
// the current one's when the current one is shorter), from a line's start.
func (l *Log) Tail(max int) string {
	cur, _ := os.ReadFile(l.Path())
	if len(cur) < max {
		if old, err := os.ReadFile(l.Path() + ".1"); err == nil {
			cur = append(old, cur...)
		}
	}
	if len(cur) > max {
		cur = cur[len(cur)-max:]
		if i := bytes.IndexByte(cur, '\n'); i >= 0 {
			cur = cur[i+1:]
		}
	}
	return string(cur)
}

// Report returns the text of a problem report: the version, the system, the
// log's path and the log's last part.
func (l *Log) Report(version, commit string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Togyz Kumalak %s (commit %s)\n", version, commit)
	fmt.Fprintf(&b, "System: %s, %s\n", System(), runtime.Version())
	fmt.Fprintf(&b, "Log: %s\n\n", l.Path())
	b.WriteString(l.Tail(DefaultTailSize))
	return b.String()
}
