//go:build (linux && !android) || freebsd || openbsd || netbsd || dragonfly

package clipimage

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// TestCopyX11: on an X display with xclip, the picture copied is the
// picture another program pastes, as PNG.
func TestCopyX11(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display")
	}
	xclip, err := exec.LookPath("xclip")
	if err != nil {
		t.Skip("no xclip")
	}
	t.Setenv("WAYLAND_DISPLAY", "")
	png := []byte("\x89PNG\r\n\x1a\n a picture")
	// the tool as CopyPNG runs it, but gone after one paste
	one := tools()
	one[1].args = append(one[1].args, "-loops", "1")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := copyWith(ctx, png, one); err != nil {
		t.Fatal(err)
	}
	got, err := exec.CommandContext(ctx, xclip, "-selection", "clipboard", "-target", "image/png", "-out").Output()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, png) {
		t.Errorf("pasted %q, copied %q", got, png)
	}
}

// TestCopyUnavailable: without a display, or without the tools, the
// error is ErrUnavailable and says what is missing.
func TestCopyUnavailable(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	for _, tc := range []struct {
		display, wayland string
		want             string
	}{
		{"", "", "(no display)"},
		{":99", "", "(install xclip)"},
		{":99", "wayland-0", "(install wl-clipboard or xclip)"},
	} {
		t.Setenv("DISPLAY", tc.display)
		t.Setenv("WAYLAND_DISPLAY", tc.wayland)
		err := CopyPNG([]byte("png"))
		var ue *UnavailableError
		if !errors.Is(err, ErrUnavailable) || !errors.As(err, &ue) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("DISPLAY %q WAYLAND_DISPLAY %q: %v, want ErrUnavailable %s", tc.display, tc.wayland, err, tc.want)
		}
	}
}
