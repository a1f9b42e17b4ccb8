//go:build (linux && !android) || freebsd || openbsd || netbsd || dragonfly

package clipimage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
)

// tool is a program that takes a picture on its standard input and holds
// it on the clipboard (it stays in the background until the clipboard
// changes hands, as the desktop's own tools do).
type tool struct {
	env  string // the variable that names the display it serves
	args []string
	pkg  string // the package that has it
}

// tools are the programs tried, in order: Wayland's first (under XWayland
// both displays are set).
func tools() []tool {
	return []tool{
		{"WAYLAND_DISPLAY", []string{"wl-copy", "--type", "image/png"}, "wl-clipboard"},
		{"DISPLAY", []string{"xclip", "-selection", "clipboard", "-target", "image/png", "-in"}, "xclip"},
	}
}

func copyPNG(ctx context.Context, png []byte) error { return copyWith(ctx, png, tools()) }

// copyWith copies through the first of tools that serves a display here.
func copyWith(ctx context.Context, png []byte, tools []tool) error {
	var tried []string
	var failed error
	for _, t := range tools {
		if os.Getenv(t.env) == "" {
			continue
		}
		path, err := exec.LookPath(t.args[0])
		if err != nil {
			tried = append(tried, t.pkg)
			continue
		}
		cmd := exec.CommandContext(ctx, path, t.args[1:]...)
		cmd.Stdin = bytes.NewReader(png)
		// no pipes for its output: the tool's child that serves the
		// clipboard keeps them open, and Wait would wait for it
		cmd.Stdout, cmd.Stderr = nil, nil
		if err := cmd.Run(); err != nil {
			failed = errors.Join(failed, fmt.Errorf("%s: %w", t.args[0], err))
			continue
		}
		return nil
	}
	if failed != nil {
		return failed
	}
	return &UnavailableError{Install: tried}
}
