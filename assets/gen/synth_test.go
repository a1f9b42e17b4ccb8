package main

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestSounds(t *testing.T) {
	tests := []struct {
		name     string
		duration time.Duration
		peak     float64
	}{
		{"drop", 40 * time.Millisecond, 0.45},
		{"capture", 250 * time.Millisecond, 0.50},
		{"tuzdyk", 500 * time.Millisecond, 0.50},
	}
	sounds := Sounds()
	if len(sounds) != len(tests) {
		t.Fatalf("Sounds() returned %d sounds, want %d", len(sounds), len(tests))
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sounds[i]
			if s.Name != tt.name {
				t.Fatalf("sound %d is %q, want %q", i, s.Name, tt.name)
			}
			want := int(tt.duration.Seconds() * SampleRate)
			if len(s.Samples) != want {
				t.Errorf("%d samples, want %d", len(s.Samples), want)
			}
			peak := 0.0
			for _, v := range s.Samples {
				peak = max(peak, math.Abs(v))
			}
			if math.Abs(peak-tt.peak) > 1e-9 {
				t.Errorf("peak %.4f, want %.4f", peak, tt.peak)
			}
			// No audible click at either end: the first and last samples are
			// near silence.
			if first := math.Abs(s.Samples[0]); first > 0.01 {
				t.Errorf("first sample %.4f, want ~0", first)
			}
			if last := math.Abs(s.Samples[len(s.Samples)-1]); last > 1e-3 {
				t.Errorf("last sample %.4f, want ~0", last)
			}
		})
	}
}

func TestSoundsDeterministic(t *testing.T) {
	a, b := Sounds(), Sounds()
	for i := range a {
		if !equalFloats(a[i].Samples, b[i].Samples) {
			t.Errorf("%s differs between two runs", a[i].Name)
		}
	}
}

func equalFloats(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestEncodeWAV(t *testing.T) {
	got := EncodeWAV([]float64{0, 1, -1, 0.5, 2, -2}, 8000)
	if len(got) != 44+12 {
		t.Fatalf("len %d, want %d", len(got), 44+12)
	}
	le := binary.LittleEndian
	header := []struct {
		name string
		got  any
		want any
	}{
		{"RIFF", string(got[0:4]), "RIFF"},
		{"RIFF size", le.Uint32(got[4:]), uint32(36 + 12)},
		{"WAVE", string(got[8:12]), "WAVE"},
		{"fmt", string(got[12:16]), "fmt "},
		{"format", le.Uint16(got[20:]), uint16(1)},
		{"channels", le.Uint16(got[22:]), uint16(1)},
		{"rate", le.Uint32(got[24:]), uint32(8000)},
		{"byte rate", le.Uint32(got[28:]), uint32(16000)},
		{"bits", le.Uint16(got[34:]), uint16(16)},
		{"data", string(got[36:40]), "data"},
		{"data size", le.Uint32(got[40:]), uint32(12)},
	}
	for _, h := range header {
		if h.got != h.want {
			t.Errorf("%s: got %v, want %v", h.name, h.got, h.want)
		}
	}
	wantSamples := []int16{0, 32767, -32767, 16384, 32767, -32767}
	for i, want := range wantSamples {
		if got := int16(le.Uint16(got[44+2*i:])); got != want {
			t.Errorf("sample %d = %d, want %d", i, got, want)
		}
	}
}

// TestCommittedSounds checks that the WAV files embedded by package assets
// are what this generator writes, so they can always be regenerated. Samples
// may differ by one step to allow for floating-point differences between
// machines.
func TestCommittedSounds(t *testing.T) {
	dir := t.TempDir()
	if err := run(dir); err != nil {
		t.Fatal(err)
	}
	for _, s := range Sounds() {
		name := s.Name + ".wav"
		fresh, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		committed, err := os.ReadFile(filepath.Join("..", "sounds", name))
		if err != nil {
			t.Fatalf("read committed sound: %v", err)
		}
		if len(fresh) != len(committed) || !bytes.Equal(fresh[:44], committed[:44]) {
			t.Errorf("%s: committed file differs from the generator's output (run go generate ./assets)", name)
			continue
		}
		for i := 44; i+1 < len(fresh); i += 2 {
			a := int(int16(binary.LittleEndian.Uint16(fresh[i:])))
			b := int(int16(binary.LittleEndian.Uint16(committed[i:])))
			if a-b > 1 || b-a > 1 {
				t.Errorf("%s: sample %d is %d, committed %d (run go generate ./assets)", name, (i-44)/2, a, b)
				break
			}
		}
	}
}
