package i18n

import "encoding/json"

// fyneID pairs a message id Fyne's own widgets and dialogs look up (its lang
// package, English text as id) with this package's "fyne.*" key.
type fyneID struct{ fyne, key string }

// fyneIDs returns every id Fyne 2.7 looks up with its key.
func fyneIDs() []fyneID {
	return []fyneID{
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
}

// FyneCatalog returns, in the current language, a go-i18n JSON catalog of the
// texts Fyne's built-in widgets and dialogs show (OK, Cancel, the file
// dialog's labels), keyed by Fyne's own message ids; Fyne ships no Kazakh.
// At start-up and after every switch the window hands it to Fyne with
//
//	lang.AddTranslationsForLocale(loc.FyneCatalog(), lang.SystemLocale())
//
// which replaces the texts of the locale Fyne follows (checked with Fyne
// 2.7.1 under LANG en_US, ru_RU, kk_KZ, de_DE and C).
func (l *Localizer) FyneCatalog() []byte {
	ids := fyneIDs()
	m := make(map[string]string, len(ids))
	for _, e := range ids {
		m[e.fyne] = l.T(e.key)
	}
	data, err := json.Marshal(m)
	if err != nil { // a map of strings always marshals
		return []byte("{}")
	}
	return data
}
