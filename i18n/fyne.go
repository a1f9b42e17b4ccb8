package i18n

import "encoding/json"

// fyneIDs maps the message ids Fyne's own widgets and dialogs look up (its
// lang package, English text as id) to this package's "fyne.*" keys.
var fyneIDs = [...]struct{ fyne, key string }{
	{"OK", "fyne.ok"},
	{"Cancel", "fyne.cancel"},
	{"Yes", "fyne.yes"},
	{"No", "fyne.no"},
	{"Confirm", "fyne.confirm"},
	{"Error", "fyne.error"},
	{"Open", "fyne.open"},
	{"Save", "fyne.save"},
	{"Quit", "fyne.quit"},
	{"File", "fyne.file"},
	{"Folder", "fyne.folder"},
	{"New Folder", "fyne.new_folder"},
	{"Create Folder", "fyne.create_folder"},
	{"Enter filename", "fyne.enter_filename"},
	{"Show Hidden Files", "fyne.show_hidden"},
	{"Favourites", "fyne.favourites"},
	{"file.name", "fyne.file_name"},
	{"file.parent", "fyne.file_parent"},
	{"(Parent)", "fyne.parent_dir"},
	{"Advanced", "fyne.advanced"},
	{"Copy", "fyne.copy"},
	{"Cut", "fyne.cut"},
	{"Paste", "fyne.paste"},
	{"Select all", "fyne.select_all"},
	{"Undo", "fyne.undo"},
	{"Redo", "fyne.redo"},
}

// FyneCatalog returns, in the current language, a go-i18n JSON catalog of the
// texts Fyne's built-in widgets and dialogs show (OK, Cancel, the file
// dialog's labels), keyed by Fyne's own message ids. The window can hand it
// to Fyne's lang.AddTranslationsForLocale for the locale Fyne uses, after
// every language switch; Fyne ships no Kazakh.
func (l *Localizer) FyneCatalog() []byte {
	m := make(map[string]string, len(fyneIDs))
	for _, e := range fyneIDs {
		m[e.fyne] = l.T(e.key)
	}
	data, err := json.Marshal(m)
	if err != nil { // a map of strings always marshals
		return []byte("{}")
	}
	return data
}
