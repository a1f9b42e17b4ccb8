package dialogs

import (
	"net/url"
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

// Show copies the report, opens the folder and tells the player.
func (r *ReportProblem) Show() {
	r.Clipboard.SetContent(r.Text())
	dir := filepath.Dir(r.LogPath)
	if u, err := url.Parse(fynestorage.NewFileURI(dir).String()); err == nil {
		if err := r.OpenURL(u); err != nil {
			fyne.LogError("open the log's folder", err)
		}
	}
	r.Host.ShowMessage("report.title", func() string {
		return r.Host.loc.T("report.copied", map[string]any{"Dir": dir})
	})
}
