package apptheme

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"
)

// The Noto Sans that Fyne embeds as its text font lists, in the 'ccmp'
// feature of the Cyrillic script, a lookup that replaces і (U+0456) and
// ј (U+0458) by their dotless forms everywhere. It is meant only for the
// letters followed by an accent (the font's contextual lookup does that
// properly), but listed in the feature itself it applies to every і that
// the shaper reaches with it: the Kazakh "Ойын ережесі" read "ережесı" in
// menu items and help text. wholeLetterFonts gives the theme copies of
// those fonts without that entry: the same glyphs, and і keeps its dot.

// textFonts are Fyne's text fonts with every letter whole, made once.
var textFonts = sync.OnceValue(func() map[fyne.TextStyle]fyne.Resource {
	fonts := map[fyne.TextStyle]fyne.Resource{}
	for style, res := range map[fyne.TextStyle]fyne.Resource{
		{}:                         theme.DefaultTextFont(),
		{Bold: true}:               theme.DefaultTextBoldFont(),
		{Italic: true}:             theme.DefaultTextItalicFont(),
		{Bold: true, Italic: true}: theme.DefaultTextBoldItalicFont(),
	} {
		data, err := wholeDottedLetters(res.Content())
		if err != nil {
			fyne.LogError("font "+res.Name(), err)
			continue
		}
		fonts[style] = fyne.NewStaticResource(res.Name(), data)
	}
	return fonts
})

// wholeLetterFont returns the text font for a style with і whole, or nil
// to use the theme's own.
func wholeLetterFont(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return nil
	}
	return textFonts()[fyne.TextStyle{Bold: s.Bold, Italic: s.Italic}]
}

// dotless are the letters whose dot the font must never drop on its own.
var dotless = []rune{'і', 'ј', 'i', 'j'}

// wholeDottedLetters returns a copy of an OpenType font in which no 'ccmp'
// feature lists a single substitution of a letter in dotless: those
// entries are taken out of the feature's lookup list (the contextual
// lookups that make a dotless letter before an accent stay). A font
// without such entries comes back unchanged.
func wholeDottedLetters(data []byte) ([]byte, error) {
	face, err := font.ParseTTF(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("parse: %w", err)
	}
	letters := map[uint16]bool{}
	for _, r := range dotless {
		if g, ok := face.NominalGlyph(r); ok {
			letters[uint16(g)] = true
		}
	}
	out := bytes.Clone(data)
	gsub, err := tableOf(out, "GSUB")
	if err != nil {
		return nil, err
	}
	p := otReader{b: gsub}
	featureList, lookupList := int(p.u16(6)), int(p.u16(8))
	nFeatures := int(p.u16(featureList))
	for i := range nFeatures {
		rec := featureList + 2 + 6*i
		if string(p.bytes(rec, 4)) != "ccmp" {
			continue
		}
		feature := featureList + int(p.u16(rec+4))
		n := int(p.u16(feature + 2))
		kept := make([]uint16, 0, n)
		for k := range n {
			li := p.u16(feature + 4 + 2*k)
			if !p.substitutesLetter(lookupList, int(li), letters) {
				kept = append(kept, li)
			}
		}
		if len(kept) == n {
			continue
		}
		binary.BigEndian.PutUint16(gsub[feature+2:], uint16(len(kept)))
		for k, li := range kept {
			binary.BigEndian.PutUint16(gsub[feature+4+2*k:], li)
		}
	}
	if p.err != nil {
		return nil, p.err
	}
	return out, nil
}

// substitutesLetter reports whether lookup li is a single substitution
// (type 1) whose coverage holds one of letters.
func (p *otReader) substitutesLetter(lookupList, li int, letters map[uint16]bool) bool {
	if li >= int(p.u16(lookupList)) {
		return false
	}
	lookup := lookupList + int(p.u16(lookupList+2+2*li))
	if p.u16(lookup) != 1 {
		return false
	}
	for s := range int(p.u16(lookup + 4)) {
		sub := lookup + int(p.u16(lookup+6+2*s))
		cov := sub + int(p.u16(sub+2))
		switch p.u16(cov) {
		case 1:
			for g := range int(p.u16(cov + 2)) {
				if letters[p.u16(cov+4+2*g)] {
					return true
				}
			}
		case 2:
			for r := range int(p.u16(cov + 2)) {
				start, end := p.u16(cov+4+6*r), p.u16(cov+6+6*r)
				for g := range letters {
					if g >= start && g <= end {
						return true
					}
				}
			}
		}
	}
	return false
}

// tableOf returns the bytes of a table of an OpenType font (a slice of
// data: changing it changes data).
func tableOf(data []byte, tag string) ([]byte, error) {
	p := otReader{b: data}
	n := int(p.u16(4))
	for i := range n {
		rec := 12 + 16*i
		if string(p.bytes(rec, 4)) == tag {
			off, length := int(p.u32(rec+8)), int(p.u32(rec+12))
			if p.err != nil || off+length > len(data) {
				break
			}
			return data[off : off+length], nil
		}
	}
	if p.err != nil {
		return nil, p.err
	}
	return nil, fmt.Errorf("no %s table", tag)
}

// otReader reads big-endian numbers from a font table; reading out of
// bounds reads zeros and keeps an error.
type otReader struct {
	b   []byte
	err error
}

var errShortTable = errors.New("font table too short")

func (p *otReader) bytes(off, n int) []byte {
	if off < 0 || off+n > len(p.b) {
		p.err = errShortTable
		return make([]byte, n)
	}
	return p.b[off : off+n]
}

func (p *otReader) u16(off int) uint16 { return binary.BigEndian.Uint16(p.bytes(off, 2)) }
func (p *otReader) u32(off int) uint32 { return binary.BigEndian.Uint32(p.bytes(off, 4)) }
