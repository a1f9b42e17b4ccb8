package records

import (
	"errors"
	"os"

	"github.com/adrg/xdg"

	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
)

// recordExt is the extension of the files the window writes.
const recordExt = ".pgn"

// dialog is the window's file dialog: the system's, Fyne's where the
// system has none.
func (f *Files) dialog() filedialog.Chooser {
	if f.chooser == nil {
		f.chooser = f.d.Chooser(f.d.Parent)
	}
	return f.chooser
}

// recordFilters are the kinds of file a dialog offers: to open, records
// and scoresheets first, then every file; to save, records.
func (f *Files) recordFilters(open bool) []filedialog.Filter {
	loc := f.env.Loc
	if !open {
		return []filedialog.Filter{{Name: loc.T("ui.file.filter_pgn"), Extensions: []string{recordExt}}}
	}
	return []filedialog.Filter{
		{Name: loc.T("ui.file.filter_records"), Extensions: []string{recordExt, ".txt"}},
		{Name: loc.T("ui.file.filter_all"), Extensions: []string{"*"}},
	}
}

// documentsDir is where a dialog starts the first time: the player's
// documents folder, else home, else the saved games.
func (f *Files) documentsDir() string {
	for _, dir := range []string{xdg.UserDirs.Documents, homeDir()} {
		if info, err := os.Stat(dir); dir != "" && err == nil && info.IsDir() {
			return dir
		}
	}
	return f.d.Store.GamesDir()
}

func homeDir() string {
	dir, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return dir
}

// chosen handles the dialog's answer: a cancel does nothing, a dialog
// already open is left alone, a failure is told.
func (f *Files) chosen(use func(path string)) func(string, error) {
	return func(path string, err error) {
		switch {
		case errors.Is(err, filedialog.ErrBusy):
		case err != nil:
			f.d.Ask.Error(f.env.Loc.T("ui.file.dialog_failed", map[string]any{"Error": err.Error()}))
		case path != "":
			use(path)
		}
	}
}
