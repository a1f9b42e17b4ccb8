package dialogs

import (
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	fynestorage "fyne.io/fyne/v2/storage"
)

// ShowUncleanExit tells the player that the game closed unexpectedly last
// time, that the game is intact and where the log at logPath is.
func ShowUncleanExit(h *Host, logPath string) {
	h.ShowMessage("crash.title", func() string {
		return h.loc.T("crash.message", map[string]any{"Path": logPath})
	})
}

// ReportProblem is Help → Report a problem: it copies Text's report to the
// clipboard, opens the log's folder in the file manager and says so.
type ReportProblem struct {
	Host      *Host
	Text      func() string // the version, the system, the log's end
	LogPath   string
	Clipboard fyne.Clipboard
	OpenURL   func(*url.URL) error // fyne.App's
}

// Show copies the report, opens the folder and tells the player: that
// the folder is open only when it exists and the system took the request,
// else where to find it.
func (r *ReportProblem) Show() {
	r.Clipboard.SetContent(r.Text())
	dir := filepath.Dir(r.LogPath)
	err := r.openFolder(dir)
	if err != nil {
		fyne.LogError("open the log's folder", err)
	}
	r.Host.ShowMessage("report.title", func() string {
		if err != nil {
			return r.Host.loc.T("room.report.not_opened", map[string]any{"Dir": dir})
		}
		return r.Host.loc.T("report.copied", map[string]any{"Dir": dir})
	})
}

// openFolder asks the system to show dir in its file manager.
func (r *ReportProblem) openFolder(dir string) error {
	if info, err := os.Stat(dir); err != nil {
		return fmt.Errorf("the log's folder: %w", err)
	} else if !info.IsDir() {
		return fmt.Errorf("the log's folder %s is not a folder", dir)
	}
	if r.OpenURL == nil {
		return errors.New("no way to open a folder here")
	}
	u, err := url.Parse(fynestorage.NewFileURI(dir).String())
	if err != nil {
		return fmt.Errorf("the log's folder %s: %w", dir, err)
	}
	if err := r.OpenURL(u); err != nil {
		return fmt.Errorf("open %s: %w", dir, err)
	}
	return nil
}
