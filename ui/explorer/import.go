package explorer

// The import of a record file into the games library from the panel:
// choosing the file and its collection, the import in the background with
// its progress, and what it did.

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Import asks for a record file and imports its games into the library in
// the background, into a collection named after the file, with progress
// in the panel and, at the end, the games added and the games skipped.
func (e *Explorer) Import() {
	if e.lib == nil || e.choose == nil || e.f.importing {
		return
	}
	e.choose(e.askCollection)
}

// askCollection proposes the collection a chosen file goes into, the
// file's name, which the player may change: Enter or "Import" starts the
// import, Cancel drops it.
func (e *Explorer) askCollection(path string) {
	f := &e.f
	if f.importing {
		return
	}
	f.pending = path
	f.name.SetText(CollectionFor(path))
	screen.SetText(f.nameL, e.loc.T("explorerui.import_into", map[string]any{"File": filepath.Base(path)}))
	f.nameBox.Show()
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(f.name); c != nil {
			c.Focus(f.name)
		}
	}
}

// AskingCollection reports whether the panel asks for the collection of
// a file chosen, and proposes which.
func (e *Explorer) AskingCollection() (name string, asking bool) {
	return e.f.name.Text, e.f.nameBox.Visible()
}

// SetImportCollection types name as the collection of the file chosen,
// for tests.
func (e *Explorer) SetImportCollection(name string) { e.f.name.SetText(name) }

// confirmImport imports the file chosen into the collection typed.
func (e *Explorer) confirmImport() {
	f := &e.f
	if f.pending == "" || f.importing {
		return
	}
	path := f.pending
	f.pending = ""
	f.nameBox.Hide()
	name := collectionOf(f.name.Text)
	if strings.TrimSpace(f.name.Text) == "" {
		name = CollectionFor(path)
	}
	e.importInto(path, name)
}

// ConfirmImport starts the import of the file chosen (the "Import"
// button).
func (e *Explorer) ConfirmImport() { e.confirmImport() }

// cancelImport drops the file chosen.
func (e *Explorer) cancelImport() {
	e.f.pending = ""
	e.f.nameBox.Hide()
}

// CollectionFor is the collection a record file is imported into unless
// the player names another: its name without the extension.
func CollectionFor(path string) string {
	base := filepath.Base(path)
	return collectionOf(strings.TrimSuffix(base, filepath.Ext(base)))
}

// collectionOf is the collection an import named name goes into: a name
// of a built-in collection (Masters, PlayOK), of the window's own, or none,
// gets DefaultLibrary's.
func collectionOf(name string) string {
	name = strings.TrimSpace(name)
	switch {
	case name == "", name == ".", strings.EqualFold(name, library.Saved), strings.EqualFold(name, MyGames):
		return library.DefaultLibrary
	}
	for _, c := range library.BuiltinCollections() {
		if strings.EqualFold(name, c) {
			return library.DefaultLibrary
		}
	}
	return name
}

// ImportFile imports the record file at path in the background into the
// collection named after it (Import without the dialog and the question).
func (e *Explorer) ImportFile(path string) { e.importInto(path, CollectionFor(path)) }

// importInto imports the record file at path into the collection name in
// the background.
func (e *Explorer) importInto(path, name string) {
	f := &e.f
	if e.lib == nil || f.importing {
		return
	}
	f.importing = true
	screen.SetEnabled(f.importB, false)
	f.bar.SetValue(0)
	f.bar.Show()
	screen.SetText(f.status, e.loc.T("explorerui.importing", map[string]any{"File": filepath.Base(path), "Collection": e.collectionText(name)}))
	f.status.Show()
	go func() {
		var last time.Time
		rep, err := e.lib.ImportFileProgress(context.Background(), name, path, func(read, size int64) {
			if size <= 0 || time.Since(last) < 100*time.Millisecond {
				return
			}
			last = time.Now()
			v := float64(read) / float64(size)
			e.do(func() {
				if f.importing {
					f.bar.SetValue(v)
				}
			})
		})
		e.do(func() { e.imported(path, name, rep, err) })
	}()
}

// Importing reports whether an import is under way.
func (e *Explorer) Importing() bool { return e.f.importing }

// ImportStatus is what the panel says of the last import, for tests.
func (e *Explorer) ImportStatus() string { return e.f.status.Text }

// imported tells what an import did, offers its collection and asks again.
func (e *Explorer) imported(path, name string, rep library.Report, err error) {
	f, loc := &e.f, e.loc
	f.importing = false
	screen.SetEnabled(f.importB, true)
	f.bar.Hide()
	file := filepath.Base(path)
	coll := e.collectionText(name)
	var lines []string
	switch {
	case err != nil && rep.Added == 0:
		lines = append(lines, loc.T("explorerui.import_failed", map[string]any{"File": file, "Err": e.reason(err)}))
	case rep.Added > 0:
		lines = append(lines, loc.T("explorerui.import_done", map[string]any{"Count": rep.Added, "Collection": coll}))
		if rep.Duplicates > 0 {
			lines = append(lines, loc.T("explorerui.import_dups", map[string]any{"Count": rep.Duplicates}))
		}
		if err != nil {
			lines = append(lines, loc.T("explorerui.import_failed", map[string]any{"File": file, "Err": e.reason(err)}))
		}
	case rep.Duplicates > 0:
		lines = append(lines, loc.T("explorerui.import_nothing", map[string]any{"File": file, "Count": rep.Duplicates, "Collection": coll}))
	case len(rep.Skipped) == 0:
		lines = append(lines, loc.T("explorerui.import_empty", map[string]any{"File": file}))
	}
	if len(rep.Skipped) > 0 {
		lines = append(lines, loc.T("explorerui.import_skipped", map[string]any{"Count": len(rep.Skipped)}))
		for i, s := range rep.Skipped {
			if i == shownSkipped {
				lines = append(lines, loc.T("explorerui.import_more", map[string]any{"Count": len(rep.Skipped) - shownSkipped}))
				break
			}
			lines = append(lines, fmt.Sprintf("%s:%d: %s", filepath.Base(s.File), s.Line, e.skipReason(s)))
		}
	}
	screen.SetText(f.status, strings.Join(lines, "\n"))
	e.loadCollections()
	e.mu.Lock()
	pos, asked := e.pos, e.asked
	e.mu.Unlock()
	if asked && rep.Added > 0 {
		e.Show(pos)
	}
}

// skipReason says why a game of a record was skipped, in the player's
// language: the mistake of a record (the move, tag or result, and what it
// should be), or the reason it could not be read. Its file and line are
// said before it.
func (e *Explorer) skipReason(s library.Skipped) string {
	var rec *game.RecordError
	if errors.As(s.Err, &rec) {
		return dialogs.RecordMistake(e.loc, rec)
	}
	return strings.TrimPrefix(e.reason(s.Err), fmt.Sprintf("line %d: ", s.Line))
}
