package ui

import (
	"log/slog"
	"net/url"
	"path/filepath"

	"fyne.io/fyne/v2"
	fynestorage "fyne.io/fyne/v2/storage"
)

// Diagnostics are what the window shows of the program's log (package
// internal/applog): the message after a crash and Help → Report a problem.
type Diagnostics struct {
	LogPath string // the log file; "": the program keeps none
	// Unclean: the last window of the game closed unexpectedly (a crash,
	// a kill): Start says so once.
	Unclean bool
	// Report returns the text Help → Report a problem copies (the version,
	// the system, the log's end); nil: the menu has no such item.
	Report func() string
	// Log gets the window's own records (a close requested); nil: none.
	Log *slog.Logger
}

// showUncleanExit tells the player that the game closed unexpectedly last
// time, that the game is intact and where the log is.
func (a *App) showUncleanExit() {
	a.showMessage("crash.title", func() string {
		return a.loc.T("crash.message", map[string]any{"Path": a.diag.LogPath})
	})
}

// reportProblem copies the problem report to the clipboard, opens the log's
// folder in the file manager and says so.
func (a *App) reportProblem() {
	if a.diag.Report == nil {
		return
	}
	a.App.Clipboard().SetContent(a.diag.Report())
	dir := filepath.Dir(a.diag.LogPath)
	if u, err := url.Parse(fynestorage.NewFileURI(dir).String()); err == nil {
		if err := a.App.OpenURL(u); err != nil {
			fyne.LogError("open the log's folder", err)
		}
	}
	a.showMessage("report.title", func() string {
		return a.loc.T("report.copied", map[string]any{"Dir": dir})
	})
}
