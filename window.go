package main

import (
	"fmt"
	"io"
	"os"

	// Before Fyne initialises: no locale error under LANG=C (see the package).
	_ "github.com/togyzkumalak/togyzkumalak/internal/locale"
	"github.com/togyzkumalak/togyzkumalak/ui"
)

// runWindow opens the game window and returns the exit code when it closes.
func runWindow(stderr io.Writer) int {
	// GLFW names the window's WM_CLASS after its (translated) title
	// unless told otherwise; the desktop entry expects "togyzkumalak".
	if os.Getenv("RESOURCE_NAME") == "" {
		os.Setenv("RESOURCE_NAME", "togyzkumalak")
	}
	if err := ui.Run(ui.Options{Version: version, Commit: commit}); err != nil {
		fmt.Fprintln(stderr, "togyzkumalak:", err)
		return 1
	}
	return 0
}
