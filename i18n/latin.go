package i18n

import (
	"strings"
	"unicode"
)

// Kazakh in the Latin alphabet (kk-Latn) is not a second catalog: its texts
// are made from the Cyrillic Kazakh ones when the catalog and the help are
// read, by the letter table of the Latin alphabet the Government of
// Kazakhstan presented in January 2021 (31 letters: A Ä B D E F G Ğ H I İ J
// K L M N Ñ O Ö P Q R S Ş T U Ū Ü V Y Z). That version has no C, no Ç and no
// letters for the Russian loan letters; they are written with the letters
// it has, as its spelling rules say:
//
//	ц → s, ч → ş, щ → ş          (the alphabet has no c, ç or şç)
//	ё → io, ю → iu, я → ia       (й + vowel: й is i)
//	after и or й: ё → o, ю → u, я → a (the i is written once: позиция → pozisia)
//	э → e; ъ and ь are dropped
//
// И and Й are both İ i; the Kazakh І is I ı (dotless), so upper and lower
// case follow the Turkic rule of dotted and dotless i (see Upper).

// kazakhLatin maps each lower-case letter of the Kazakh Cyrillic alphabet
// (its 42 letters) to its Latin spelling.
var kazakhLatin = map[rune]string{
	'а': "a", 'ә': "ä", 'б': "b", 'в': "v", 'г': "g", 'ғ': "ğ", 'д': "d",
	'е': "e", 'ё': "io", 'ж': "j", 'з': "z", 'и': "i", 'й': "i", 'к': "k",
	'қ': "q", 'л': "l", 'м': "m", 'н': "n", 'ң': "ñ", 'о': "o", 'ө': "ö",
	'п': "p", 'р': "r", 'с': "s", 'т': "t", 'у': "u", 'ұ': "ū", 'ү': "ü",
	'ф': "f", 'х': "h", 'һ': "h", 'ц': "s", 'ч': "ş", 'ш': "ş", 'щ': "ş",
	'ъ': "", 'ы': "y", 'і': "ı", 'ь': "", 'э': "e", 'ю': "iu", 'я': "ia",
}

// latinUpper is the Turkic upper case of the Latin letters kazakhLatin
// writes: i is İ and ı is I.
func latinUpper(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case 'i':
			b.WriteRune('İ')
		case 'ı':
			b.WriteRune('I')
		default:
			b.WriteRune(unicode.ToUpper(r))
		}
	}
	return b.String()
}

// ToKazakhLatin writes Kazakh Cyrillic text in the 2021 Latin alphabet.
// Everything but Cyrillic letters (Latin words such as TFEN, digits,
// punctuation, template actions, markdown) is kept as it is. A capital that
// becomes two letters (Я → İa) is capitalised as a word (İa) unless the
// letter after it is a capital too (ЯР → İAR).
func ToKazakhLatin(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	runes := []rune(s)
	for i, r := range runes {
		low := unicode.ToLower(r)
		latin, ok := kazakhLatin[low]
		if !ok {
			b.WriteRune(r)
			continue
		}
		if i > 0 && strings.ContainsRune("ёюя", low) && strings.ContainsRune("ий", unicode.ToLower(runes[i-1])) {
			latin = latin[1:] // the i of и or й is the glide already
		}
		if low == r {
			b.WriteString(latin)
			continue
		}
		up := latinUpper(latin)
		if len([]rune(up)) > 1 && (i+1 >= len(runes) || !unicode.IsUpper(runes[i+1])) {
			first := []rune(up)[0]
			up = string(first) + latin[len(string([]rune(latin)[0])):]
		}
		b.WriteString(up)
	}
	return b.String()
}
