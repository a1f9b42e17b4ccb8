package i18n

import (
	"slices"
	"testing"
)

func TestUpperLower(t *testing.T) {
	tests := []struct {
		lang, in, upper, lower string
	}{
		{"kk-Latn", "Oiyn erejesı", "OİYN EREJESI", "oiyn erejesı"},
		{"kk-Latn", "İrina Ile", "İRİNA ILE", "irina ıle"},
		{"kk-Latn", "qūmalaq", "QŪMALAQ", "qūmalaq"},
		{"en", "Irina", "IRINA", "irina"},
		{"ky", "Тогуз коргоол, үй, өң", "ТОГУЗ КОРГООЛ, ҮЙ, ӨҢ", "тогуз коргоол, үй, өң"},
		{"kk", "Ойын ережесі", "ОЙЫН ЕРЕЖЕСІ", "ойын ережесі"},
	}
	for _, tt := range tests {
		l := mustNew(t, tt.lang)
		if got := l.Upper(tt.in); got != tt.upper {
			t.Errorf("%s Upper(%q) = %q, want %q", tt.lang, tt.in, got, tt.upper)
		}
		if got := l.Lower(tt.upper); got != tt.lower {
			t.Errorf("%s Lower(%q) = %q, want %q", tt.lang, tt.upper, got, tt.lower)
		}
	}
}

func TestComparer(t *testing.T) {
	tests := []struct {
		lang string
		in   []string
		want []string
	}{
		// Latin Kazakh: ı (І) before i (И), ş after s, ū before ü.
		{"kk-Latn", []string{"iz", "ız", "şar", "sur", "üi", "ūl", "ul"}, []string{"ız", "iz", "sur", "şar", "ul", "ūl", "üi"}},
		// Kyrgyz: ң after н, ө after о, ү after у; case only breaks ties.
		{"ky", []string{"үй", "уя", "өрдөк", "оюн", "ңа", "на", "Оюн"}, []string{"на", "ңа", "Оюн", "оюн", "өрдөк", "уя", "үй"}},
		{"en", []string{"b.tgn", "A.tgn", "a.tgn"}, []string{"A.tgn", "a.tgn", "b.tgn"}},
	}
	for _, tt := range tests {
		l := mustNew(t, tt.lang)
		got := slices.Clone(tt.in)
		slices.SortFunc(got, l.Comparer())
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s: sorted %q, want %q", tt.lang, got, tt.want)
		}
	}
}
