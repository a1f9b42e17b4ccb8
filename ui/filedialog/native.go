//go:build windows || (darwin && !ios)

package filedialog

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2"
	sysdialog "github.com/sqweek/dialog"
)

func newSystem(fyne.Window) system { return nativeDialog{} }

// nativeDialog is the system's own dialog: the common file dialog on
// Windows, NSOpenPanel and NSSavePanel on macOS. Each asks itself before
// replacing a file.
type nativeDialog struct{}

func (nativeDialog) parent() string { return "" }

func (nativeDialog) open(_ string, o Options) (string, error) {
	return answer(builder(o).Load())
}

func (nativeDialog) save(_ string, o Options) (string, error) {
	return answer(builder(o).Save())
}

func builder(o Options) *sysdialog.FileBuilder {
	b := sysdialog.File().Title(o.Title)
	for _, f := range o.Filters {
		b = b.Filter(f.Name, extensions(f)...)
	}
	if o.Folder != "" {
		b = b.SetStartDir(o.Folder)
	}
	if o.Name != "" {
		b = b.SetStartFile(o.Name)
	}
	return b
}

// answer turns the library's cancel into "", nil.
func answer(path string, err error) (string, error) {
	switch {
	case errors.Is(err, sysdialog.ErrCancelled):
		return "", nil
	case err != nil:
		return "", fmt.Errorf("system file dialog: %w", err)
	}
	return path, nil
}
