package i18n

import (
	"strings"

	"golang.org/x/text/cases"
	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// textTag is the language whose case and sort rules a language's texts
// follow. golang.org/x/text tailors the dotted and dotless i (i/İ, ı/I)
// only for Turkish and Azerbaijani, and has no collation of its own for
// Kyrgyz: Kazakh in the Latin alphabet writes the same i and ı, with ğ, ö,
// ş, ü after g, o, s, u and ı before i as in Turkish, so it takes the Turkish
// rules; Kyrgyz keeps its own tag, whose order (ң after н, ө after о, ү after
// у) is the root collation's.
func textTag(tag string) language.Tag {
	if tag == "kk-Latn" {
		return language.Turkish
	}
	return language.Make(tag)
}

// Upper returns s in upper case by the current language's rules: in Latin
// Kazakh i becomes İ and ı becomes I, where strings.ToUpper would make both I.
func (l *Localizer) Upper(s string) string {
	return cases.Upper(textTag(l.Lang())).String(s)
}

// Lower returns s in lower case by the current language's rules: in Latin
// Kazakh I becomes ı and İ becomes i.
func (l *Localizer) Lower(s string) string {
	return cases.Lower(textTag(l.Lang())).String(s)
}

// Comparer returns a function that orders visible texts (file names, names
// in a list) as a reader of the current language expects: letters in the
// alphabet's order, case and accents only breaking ties. The function is
// for one goroutine; ask for another for each sort.
func (l *Localizer) Comparer() func(a, b string) int {
	c := collate.New(textTag(l.Lang()), collate.IgnoreCase)
	return func(a, b string) int {
		if r := c.CompareString(a, b); r != 0 {
			return r
		}
		return strings.Compare(a, b)
	}
}
