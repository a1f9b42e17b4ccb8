// Package assets holds the game's embedded artwork and sounds: the
// application icon and short sound effects (package assets/sound plays them).
//
// The package is a leaf: it imports nothing of the project and not Fyne
// either. The ui wraps the icon with fyne.NewStaticResource("icon.png",
// assets.Icon()).
//
// Everything here is original and generated from this directory: icon.png is
// rendered from icon.svg with rsvg-convert (Debian package librsvg2-bin), and
// the WAV files in sounds/ are synthesised by the program in gen/.
package assets

import (
	"bytes"
	"embed"
)

//go:generate rsvg-convert --width 512 --height 512 --output icon.png icon.svg
//go:generate go run ./gen -out sounds

//go:embed icon.png
var iconPNG []byte

//go:embed sounds/*.wav
var sounds embed.FS

// Icon returns the application icon as a 512×512 PNG. Each call returns a
// fresh copy that the caller may keep or modify.
func Icon() []byte {
	return bytes.Clone(iconPNG)
}

// SoundNames lists the names accepted by Sound, in a fixed order.
func SoundNames() []string {
	return []string{SoundDrop, SoundCapture, SoundTuzdyk}
}

// Names of the sound effects.
const (
	SoundDrop    = "drop"    // a kumalak dropping into a hole (~40 ms)
	SoundCapture = "capture" // stones captured into a kazan (~250 ms)
	SoundTuzdyk  = "tuzdyk"  // a tuzdyk is made: a two-note chime (~500 ms)
)

// Sound returns the named sound effect as a WAV file (16-bit PCM, mono,
// 44.1 kHz) and true, or nil and false if there is no such sound. The bytes
// are a fresh copy.
func Sound(name string) ([]byte, bool) {
	switch name {
	case SoundDrop, SoundCapture, SoundTuzdyk:
	default:
		return nil, false // also keeps paths such as "../x" out of the FS
	}
	b, err := sounds.ReadFile("sounds/" + name + ".wav")
	if err != nil {
		return nil, false
	}
	return b, true
}
