package assets

import (
	"bytes"
	"encoding/binary"
	"image/png"
	"testing"
	"time"
)

func TestIcon(t *testing.T) {
	b := Icon()
	cfg, err := png.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("decode icon: %v", err)
	}
	if cfg.Width != 512 || cfg.Height != 512 {
		t.Errorf("icon is %d×%d, want 512×512", cfg.Width, cfg.Height)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("decode icon: %v", err)
	}
	// Transparent corners (a rounded board), an opaque centre.
	if _, _, _, a := img.At(2, 2).RGBA(); a != 0 {
		t.Errorf("corner alpha %d, want 0", a)
	}
	if _, _, _, a := img.At(256, 256).RGBA(); a != 0xffff {
		t.Errorf("centre alpha %d, want opaque", a)
	}
	b[0] = 0
	if Icon()[0] == 0 {
		t.Error("modifying the result of Icon changed the icon")
	}
}

func TestSound(t *testing.T) {
	tests := []struct {
		name     string
		ok       bool
		duration time.Duration
	}{
		{SoundDrop, true, 40 * time.Millisecond},
		{SoundCapture, true, 250 * time.Millisecond},
		{SoundTuzdyk, true, 500 * time.Millisecond},
		{"", false, 0},
		{"Drop", false, 0},
		{"../icon", false, 0},
		{"drop.wav", false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, ok := Sound(tt.name)
			if ok != tt.ok {
				t.Fatalf("Sound(%q) ok = %v, want %v", tt.name, ok, tt.ok)
			}
			if !ok {
				if b != nil {
					t.Errorf("Sound(%q) returned %d bytes with false", tt.name, len(b))
				}
				return
			}
			if len(b) < 44 || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WAVE" || string(b[36:40]) != "data" {
				t.Fatalf("Sound(%q) is not a canonical WAV file", tt.name)
			}
			le := binary.LittleEndian
			rate, bits, channels := le.Uint32(b[24:]), le.Uint16(b[34:]), le.Uint16(b[22:])
			if rate != 44100 || bits != 16 || channels != 1 {
				t.Errorf("format %d Hz, %d bits, %d channels; want 44100, 16, 1", rate, bits, channels)
			}
			dataSize := le.Uint32(b[40:])
			if int(dataSize) != len(b)-44 {
				t.Errorf("data size %d, file has %d bytes of data", dataSize, len(b)-44)
			}
			got := time.Duration(float64(dataSize/2) / float64(rate) * float64(time.Second))
			if d := got - tt.duration; d < -time.Millisecond || d > time.Millisecond {
				t.Errorf("duration %v, want %v", got, tt.duration)
			}
		})
	}
}

func TestSoundNames(t *testing.T) {
	for _, name := range SoundNames() {
		if _, ok := Sound(name); !ok {
			t.Errorf("SoundNames lists %q but Sound does not know it", name)
		}
	}
}
