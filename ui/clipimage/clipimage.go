// Package clipimage puts a picture on the system clipboard. Fyne 2.7's
// clipboard carries text only (fyne.Clipboard has Content and SetContent
// of a string), so a picture goes through the system's own means: on
// Windows the clipboard itself (user32: the "PNG" format for the programs
// that keep it, a device-independent bitmap for every other), on macOS
// AppleScript (osascript, the picture as PNG), on Linux and the BSDs
// wl-copy (Wayland) or xclip (X11), the tools every desktop's own
// screenshot and picture viewers use. Where none is there, CopyPNG says
// so with ErrUnavailable, and the caller does the next best thing.
package clipimage

import (
	"context"
	"errors"
	"strings"
	"time"
)

// ErrUnavailable is CopyPNG's answer on a system where no means of putting
// a picture on the clipboard was found: an *UnavailableError is it.
var ErrUnavailable = errors.New("no way to put a picture on the clipboard here")

// UnavailableError says why no picture can go on the clipboard: the
// packages that would do it, none when there is no display at all.
type UnavailableError struct {
	Install []string // as "wl-clipboard", "xclip"
}

func (e *UnavailableError) Error() string {
	if len(e.Install) == 0 {
		return ErrUnavailable.Error() + " (no display)"
	}
	return ErrUnavailable.Error() + " (install " + strings.Join(e.Install, " or ") + ")"
}

// Is makes errors.Is(err, ErrUnavailable) true.
func (e *UnavailableError) Is(target error) bool { return target == ErrUnavailable }

// timeout bounds a copy: a tool that hangs must not hold the caller.
const timeout = 10 * time.Second

// CopyPNG puts the picture of a PNG file's bytes on the system clipboard,
// replacing what it held. It blocks until the clipboard has it (at most a
// few seconds): call it off the UI goroutine.
func CopyPNG(png []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return copyPNG(ctx, png)
}
