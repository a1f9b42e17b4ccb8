package clipimage

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// copyPNG writes the picture to a file and has AppleScript read it onto
// the clipboard as PNG («class PNGf»), as Preview's Copy puts it there.
func copyPNG(ctx context.Context, png []byte) error {
	f, err := os.CreateTemp("", "togyzkumalak-*.png")
	if err != nil {
		return fmt.Errorf("clipboard: %w", err)
	}
	defer os.Remove(f.Name())
	_, werr := f.Write(png)
	if err := f.Close(); werr != nil || err != nil {
		return fmt.Errorf("clipboard: %w", werrOr(werr, err))
	}
	path := strings.ReplaceAll(strings.ReplaceAll(f.Name(), `\`, `\\`), `"`, `\"`)
	script := `set the clipboard to (read (POSIX file "` + path + `") as «class PNGf»)`
	out, err := exec.CommandContext(ctx, "osascript", "-e", script).CombinedOutput()
	if err != nil {
		return fmt.Errorf("clipboard: osascript: %w: %s", err, strings.TrimSpace(string(out)))
	}
	return nil
}

func werrOr(a, b error) error {
	if a != nil {
		return a
	}
	return b
}
