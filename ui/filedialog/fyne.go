package filedialog

import (
	"fmt"
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
)

// fyneDialog is Fyne's own file dialog over the parent window: the one
// that works everywhere. Its words come from Fyne's translations, which the
// window fills from its own catalogs.
type fyneDialog struct {
	parent fyne.Window
}

// Open shows Fyne's open dialog.
func (f *fyneDialog) Open(o Options, done func(string, error)) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) { handOver(done, r, err) }, f.parent)
	f.show(d, o)
}

// Save shows Fyne's save dialog. It asks itself before replacing a file.
// Fyne hands back the file opened for writing (created, or emptied when it
// existed and the player agreed to replace it); the chooser's caller writes
// it atomically by its path, so the handle is closed unused.
func (f *fyneDialog) Save(o Options, done func(string, error)) {
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) { handOver(done, w, err) }, f.parent)
	if o.Name != "" {
		d.SetFileName(o.Name)
	}
	f.show(d, o)
}

func (f *fyneDialog) show(d *dialog.FileDialog, o Options) {
	if o.Title != "" {
		d.SetTitleText(o.Title)
	}
	if o.AcceptLabel != "" {
		d.SetConfirmText(o.AcceptLabel)
	}
	if exts := fyneExtensions(o.Filters); len(exts) > 0 {
		d.SetFilter(storage.NewExtensionFileFilter(exts))
	}
	if o.Folder != "" {
		if info, err := os.Stat(o.Folder); err == nil && info.IsDir() {
			if dir, err := storage.ListerForURI(storage.NewFileURI(o.Folder)); err == nil {
				d.SetLocation(dir)
			}
		}
	}
	// Closed, answered or cancelled, the dialog hands the keys back to
	// the window: its file name field keeps no focus behind it.
	d.SetOnClosed(func() { f.parent.Canvas().Unfocus() })
	size := f.parent.Canvas().Size()
	d.Resize(fyne.NewSize(max(560, size.Width*0.8), max(400, size.Height*0.8)))
	d.Show()
}

// fyneExtensions returns the extensions of the first filter for Fyne's
// dialog, which shows one filter; none when it shows every file.
func fyneExtensions(filters []Filter) []string {
	if len(filters) == 0 {
		return nil
	}
	var exts []string
	for _, e := range filters[0].Extensions {
		if e == "*" {
			return nil
		}
		if !strings.HasPrefix(e, ".") {
			e = "." + e
		}
		exts = append(exts, e)
	}
	return exts
}

// openedFile is the file Fyne's dialog hands back, opened.
type openedFile interface {
	URI() fyne.URI
	Close() error
}

// handOver gives done the path of the file the dialog opened, closing it
// unused; none is a cancel.
func handOver(done func(string, error), f openedFile, err error) {
	switch {
	case err != nil:
		done("", fmt.Errorf("file dialog: %w", err))
		return
	case f == nil:
		done("", nil)
		return
	}
	path := f.URI().Path()
	if err := f.Close(); err != nil {
		done("", fmt.Errorf("close %s: %w", path, err))
		return
	}
	done(path, nil)
}
