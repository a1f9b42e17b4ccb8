package i18n

import "embed"

//go:embed help
var helpPages embed.FS

// HelpPages returns the names of the help pages, in menu order: the rules,
// strategy tips, the record notation, and the review, analysis and position
// editor. Each has the title key "help.<page>".
func (l *Localizer) HelpPages() []string {
	return []string{"rules", "strategy", "notation", "tools"}
}

// Help returns the markdown of a help page in the current language, or in
// English if the page has no translation; "" for a page that does not exist.
// Latin Kazakh's pages are the Cyrillic ones, written in Latin letters.
func (l *Localizer) Help(page string) string {
	for _, tag := range []string{l.Lang(), DefaultLang} {
		lang, _ := languageOf(tag)
		from, write := lang.source()
		data, err := helpPages.ReadFile("help/" + from + "/" + page + ".md")
		if err != nil {
			continue
		}
		if write != nil {
			return write(string(data))
		}
		return string(data)
	}
	return ""
}
