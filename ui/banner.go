package ui

import (
	"errors"
	"io/fs"
	"syscall"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
)

// withUnsavedBanner puts a banner above the window's content when the
// store writes nothing (storage.OpenUnsaved: the data folder cannot be
// used): it stays for the session and says, in the player's language,
// that games cannot be saved and why. Without the condition the content
// is returned as it is.
func withUnsavedBanner(loc *i18n.Localizer, store *storage.Store, content fyne.CanvasObject) fyne.CanvasObject {
	cause := store.Unsaved()
	if cause == nil {
		return content
	}
	dir := store.Dirs().Data
	text := widget.NewLabel(unsavedText(loc, dir, cause))
	text.Wrapping = fyne.TextWrapWord
	text.Importance = widget.WarningImportance
	loc.OnChange(func() { text.SetText(unsavedText(loc, dir, cause)) }) // for the window's life
	bar := container.NewBorder(nil, widget.NewSeparator(), widget.NewIcon(theme.WarningIcon()), nil, text)
	return container.NewBorder(bar, nil, nil, nil, content)
}

// unsavedText says that games cannot be saved and why: the data folder dir
// is a file, may not be written, is on a full or read-only disk, or
// another reason the system gave (cause).
func unsavedText(loc *i18n.Localizer, dir string, cause error) string {
	args := map[string]any{"Path": dir, "Error": cause.Error()}
	key := "start.unsaved_other"
	switch {
	case errors.Is(cause, syscall.ENOTDIR), errors.Is(cause, fs.ErrExist):
		key = "start.unsaved_not_folder"
	case errors.Is(cause, fs.ErrPermission):
		key = "start.unsaved_denied"
	case errors.Is(cause, syscall.ENOSPC):
		key = "start.unsaved_full"
	case errors.Is(cause, syscall.EROFS):
		key = "start.unsaved_read_only"
	}
	return loc.T("start.unsaved", map[string]any{"Reason": loc.T(key, args)})
}
