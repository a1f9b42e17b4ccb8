package sound

import (
	"bytes"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/assets"
)

// The audio library allows one context per process and opens the system's
// device. So that the tests never depend on the machine's sound card, the
// test binary points ALSA at a configuration of its own before the context
// is opened: by default a "null" device that takes the samples and plays
// nothing (the sounds go through the library as they would to a speaker);
// with noDeviceEnv set, a device that does not exist, as on a machine
// without a sound card.
const noDeviceEnv = "TOGYZKUMALAK_TEST_NO_AUDIO_DEVICE"

const (
	nullDeviceConf    = "pcm.!default { type null }\nctl.!default { type hw card 0 }\n"
	missingDeviceConf = "pcm.!default { type hw card 99 }\nctl.!default { type hw card 99 }\n"
)

func TestMain(m *testing.M) {
	if runtime.GOOS == "linux" {
		dir, err := os.MkdirTemp("", "sound-test")
		if err != nil {
			panic(err)
		}
		conf := nullDeviceConf
		if os.Getenv(noDeviceEnv) != "" {
			conf = missingDeviceConf
		}
		path := filepath.Join(dir, "asound.conf")
		if err := os.WriteFile(path, []byte(conf), 0o644); err != nil {
			panic(err)
		}
		os.Setenv("ALSA_CONFIG_PATH", path)
		code := m.Run()
		os.RemoveAll(dir)
		os.Exit(code)
	}
	os.Exit(m.Run())
}

func TestDecodeEverySound(t *testing.T) {
	// Lengths as the generator makes them (assets/gen), with some slack.
	lengths := map[string][2]time.Duration{
		assets.SoundDrop:    {20 * time.Millisecond, 80 * time.Millisecond},
		assets.SoundCapture: {150 * time.Millisecond, 400 * time.Millisecond},
		assets.SoundTuzdyk:  {300 * time.Millisecond, 800 * time.Millisecond},
	}
	for _, name := range assets.SoundNames() {
		t.Run(name, func(t *testing.T) {
			wav, ok := assets.Sound(name)
			if !ok {
				t.Fatalf("no sound %q", name)
			}
			s, err := decodeWAV(wav)
			if err != nil {
				t.Fatal(err)
			}
			if s.sampleRate != outputRate {
				t.Errorf("sample rate %d, want %d", s.sampleRate, outputRate)
			}
			d := time.Duration(s.frames()) * time.Second / time.Duration(s.sampleRate)
			if r := lengths[name]; d < r[0] || d > r[1] {
				t.Errorf("lasts %v, want %v to %v", d, r[0], r[1])
			}
			st := s.stereo()
			if st.channels != 2 || st.frames() != s.frames() {
				t.Errorf("stereo: %d channels, %d frames; want 2, %d", st.channels, st.frames(), s.frames())
			}
			var peak int
			for i := 0; i+1 < len(st.data); i += 2 {
				v := int(int16(binary.LittleEndian.Uint16(st.data[i:])))
				peak = max(peak, v, -v)
			}
			if peak < 1000 {
				t.Errorf("peak amplitude %d: the sound is (nearly) silent", peak)
			}
		})
	}
}

// wavFile builds a WAV file from its fmt fields and data.
func wavFile(format, channels uint16, rate uint32, bits uint16, data []byte) []byte {
	var b bytes.Buffer
	le := func(v any) { binary.Write(&b, binary.LittleEndian, v) }
	b.WriteString("RIFF")
	le(uint32(4 + 8 + 16 + 8 + len(data)))
	b.WriteString("WAVEfmt ")
	le(uint32(16))
	le(format)
	le(channels)
	le(rate)
	le(rate * uint32(channels) * uint32(bits/8))
	le(channels * bits / 8)
	le(bits)
	b.WriteString("data")
	le(uint32(len(data)))
	b.Write(data)
	return b.Bytes()
}

func TestDecodeWAV(t *testing.T) {
	good := wavFile(1, 1, 44100, 16, []byte{1, 0, 2, 0})
	withList := append(append([]byte{}, good[:12]...), append([]byte("LIST\x03\x00\x00\x00abc\x00"), good[12:]...)...)
	tests := []struct {
		name    string
		wav     []byte
		want    string // part of the error; "" for none
		frames  int
		channel int
	}{
		{"mono", good, "", 2, 1},
		{"stereo", wavFile(1, 2, 48000, 16, []byte{1, 0, 2, 0}), "", 1, 2},
		{"odd chunk padded", withList, "", 2, 1},
		{"empty", nil, "not a RIFF WAVE", 0, 0},
		{"not wave", []byte("RIFF\x04\x00\x00\x00AVI "), "not a RIFF WAVE", 0, 0},
		{"8-bit", wavFile(1, 1, 44100, 8, []byte{1, 2}), "16-bit PCM", 0, 0},
		{"float", wavFile(3, 1, 44100, 32, []byte{0, 0, 0, 0}), "16-bit PCM", 0, 0},
		{"6 channels", wavFile(1, 6, 44100, 16, make([]byte, 12)), "6 channels", 0, 0},
		{"half a frame", wavFile(1, 2, 44100, 16, []byte{1, 0}), "whole number", 0, 0},
		{"cut short", good[:len(good)-2], "runs past the end", 0, 0},
		{"no data", good[:36], "no data chunk", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := decodeWAV(tt.wav)
			if tt.want != "" {
				if err == nil || !strings.Contains(err.Error(), tt.want) {
					t.Fatalf("error %v, want one containing %q", err, tt.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if p.frames() != tt.frames || p.channels != tt.channel {
				t.Errorf("%d frames of %d channels, want %d of %d", p.frames(), p.channels, tt.frames, tt.channel)
			}
		})
	}
}

// waitReady waits until the Player's output is open or has failed.
func waitReady(t *testing.T, p *Player) {
	t.Helper()
	select {
	case <-p.ready:
	case <-time.After(10 * time.Second):
		t.Fatal("the audio output was neither opened nor refused within 10 s")
	}
}

// TestPlayEverySound plays every embedded sound into the audio library, at
// once (mixed) and one after the other, with no sound card: the null device
// takes what the library mixes.
func TestPlayEverySound(t *testing.T) {
	if os.Getenv(noDeviceEnv) != "" {
		t.Skip("run by TestSilentWithoutDevice")
	}
	if runtime.GOOS != "linux" {
		t.Skip("the null audio device is set up for ALSA only")
	}
	p := NewPlayer()
	defer p.Close()
	waitReady(t, p)
	if !p.Available() {
		t.Fatalf("no audio output on the null device: %v", p.Err())
	}
	for _, name := range assets.SoundNames() {
		if !p.PlaySound(name) {
			t.Errorf("PlaySound(%q) = false", name)
		}
	}
	// The null device may have played all three to their end already
	// (CI saw 0 still playing), so only the upper bound is certain.
	if n := p.playingCount(); n > len(assets.SoundNames()) {
		t.Errorf("%d sounds playing right after starting %d", n, len(assets.SoundNames()))
	}
	// The null device takes samples as fast as they come: every sound is
	// played to its end well within the time limit.
	deadline := time.Now().Add(10 * time.Second)
	for p.playingCount() > 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d sounds still playing after 10 s", p.playingCount())
		}
		time.Sleep(5 * time.Millisecond)
	}
	// More at once than the mixer takes: never more than maxVoices play.
	// (The null device plays faster than real time, so a voice may end and
	// free its place during the loop: how many start is not fixed.)
	for i := range maxVoices + 4 {
		p.PlaySound(assets.SoundTuzdyk)
		if n := p.playingCount(); n > maxVoices {
			t.Fatalf("after %d starts %d sounds play at once, want at most %d", i+1, n, maxVoices)
		}
	}
	if p.PlaySound("no such sound") {
		t.Error(`PlaySound("no such sound") = true`)
	}
	p.Close()
	if p.Available() || p.PlaySound(assets.SoundDrop) || p.playingCount() != 0 {
		t.Error("a closed Player plays")
	}
	if err := p.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

// TestSilentWithoutDevice runs this test binary again with an ALSA
// configuration whose only device does not exist: the Player reports the
// error, stays silent and never blocks.
func TestSilentWithoutDevice(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the missing audio device is set up for ALSA only")
	}
	if os.Getenv(noDeviceEnv) == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSilentWithoutDevice$", "-test.v")
		cmd.Env = append(os.Environ(), noDeviceEnv+"=1")
		out, err := cmd.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "--- PASS: TestSilentWithoutDevice") {
			t.Fatalf("without an audio device: %v\n%s", err, out)
		}
		return
	}
	p := NewPlayer()
	defer p.Close()
	if p.PlaySound(assets.SoundDrop) && p.Err() != nil {
		t.Error("PlaySound = true while the output failed")
	}
	waitReady(t, p)
	if p.Available() {
		t.Fatal("Available() = true without an audio device")
	}
	if p.Err() == nil {
		t.Error("Err() = nil without an audio device")
	}
	start := time.Now()
	for _, name := range assets.SoundNames() {
		if p.PlaySound(name) {
			t.Errorf("PlaySound(%q) = true without an audio device", name)
		}
	}
	if d := time.Since(start); d > 100*time.Millisecond {
		t.Errorf("PlaySound without a device took %v", d)
	}
}
