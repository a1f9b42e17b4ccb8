package assets

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// Fake player commands, as shell scripts. Each reads the WAV from stdin.
const (
	// recordScript saves its stdin and arguments next to itself.
	recordScript = "#!/bin/sh\ncat > \"$0.out\"\necho \"$@\" > \"$0.args\"\n"
	// blockScript plays until a file named release appears beside it.
	blockScript = "#!/bin/sh\ncat > /dev/null\nwhile [ ! -e \"$(dirname \"$0\")/release\" ]; do sleep 0.01; done\n"
	// failScript fails like a player without an audio device.
	failScript = "#!/bin/sh\ncat > /dev/null\necho 'no audio device' >&2\nexit 1\n"
)

// fakeCommands writes script under each name in dir and returns a lookPath
// that finds exactly those names there.
func fakeCommands(t *testing.T, dir, script string, names ...string) func(string) (string, error) {
	t.Helper()
	for _, name := range names {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return func(name string) (string, error) {
		if slices.Contains(names, name) {
			return filepath.Join(dir, name), nil
		}
		return "", exec.ErrNotFound
	}
}

func TestPlayerChoosesFirstCommand(t *testing.T) {
	tests := []struct {
		name      string
		installed []string
		want      string // command that plays; "" for none
		wantArgs  string
	}{
		{"none", nil, "", ""},
		{"aplay only", []string{"aplay"}, "aplay", "-q"},
		{"pulse and alsa", []string{"paplay", "aplay"}, "paplay", ""},
		{"all three", []string{"aplay", "pw-play", "paplay"}, "pw-play", "-"},
	}
	wav, _ := Sound(SoundDrop)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			p := newPlayer(fakeCommands(t, dir, recordScript, tt.installed...), playerCommands(), 2)
			defer p.Close()
			if got := p.Available(); got != (tt.want != "") {
				t.Errorf("Available() = %v", got)
			}
			if got := p.Play(wav); got != (tt.want != "") {
				t.Fatalf("Play() = %v", got)
			}
			p.wg.Wait()
			for _, name := range tt.installed {
				out, err := os.ReadFile(filepath.Join(dir, name+".out"))
				if name != tt.want {
					if err == nil {
						t.Errorf("%s ran, want only %s", name, tt.want)
					}
					continue
				}
				if err != nil {
					t.Fatalf("%s did not run: %v", name, err)
				}
				if !bytes.Equal(out, wav) {
					t.Errorf("%s got %d bytes on stdin, want the %d bytes of the WAV", name, len(out), len(wav))
				}
				args, _ := os.ReadFile(filepath.Join(dir, name+".args"))
				if got := strings.TrimSpace(string(args)); got != tt.wantArgs {
					t.Errorf("%s args %q, want %q", name, got, tt.wantArgs)
				}
			}
		})
	}
}

func TestPlayerDropsSoundsWhenBusy(t *testing.T) {
	dir := t.TempDir()
	p := newPlayer(fakeCommands(t, dir, blockScript, "aplay"), playerCommands(), 2)
	defer p.Close()
	wav, _ := Sound(SoundCapture)

	var got []bool
	for range 4 {
		got = append(got, p.Play(wav))
	}
	if want := []bool{true, true, false, false}; !slices.Equal(got, want) {
		t.Errorf("Play while busy = %v, want %v", got, want)
	}
	if err := os.WriteFile(filepath.Join(dir, "release"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	p.wg.Wait()
	if !p.Play(wav) {
		t.Error("Play after the sounds finished = false, want true")
	}
	p.wg.Wait()
	if !p.Available() {
		t.Error("Available() = false after successful runs")
	}
}

func TestPlayerCloseStopsSounds(t *testing.T) {
	dir := t.TempDir()
	p := newPlayer(fakeCommands(t, dir, blockScript, "paplay"), playerCommands(), 2)
	wav, _ := Sound(SoundTuzdyk)
	if !p.Play(wav) {
		t.Fatal("Play() = false")
	}
	done := make(chan struct{})
	go func() {
		p.Close()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Close did not stop a playing sound within 10 s")
	}
	if p.Play(wav) {
		t.Error("Play after Close = true, want false")
	}
	if p.Available() {
		t.Error("Available after Close = true")
	}
	if err := p.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
}

func TestPlayerGivesUpAfterFailures(t *testing.T) {
	dir := t.TempDir()
	p := newPlayer(fakeCommands(t, dir, failScript, "pw-play"), playerCommands(), 2)
	defer p.Close()
	wav, _ := Sound(SoundDrop)
	for i := range maxFailures {
		if !p.Play(wav) {
			t.Fatalf("Play #%d = false before the player failed %d times", i+1, maxFailures)
		}
		p.wg.Wait()
	}
	if p.Available() {
		t.Error("Available() = true after repeated failures")
	}
	if p.Play(wav) {
		t.Error("Play after repeated failures = true, want false")
	}
}

func TestPlayerIgnoresBadInput(t *testing.T) {
	dir := t.TempDir()
	p := newPlayer(fakeCommands(t, dir, recordScript, "aplay"), playerCommands(), 2)
	defer p.Close()
	if p.Play(nil) {
		t.Error("Play(nil) = true")
	}
	if p.PlaySound("no such sound") {
		t.Error(`PlaySound("no such sound") = true`)
	}
	if !p.PlaySound(SoundDrop) {
		t.Error("PlaySound(drop) = false")
	}
}

func TestNewPlayerWithoutCommands(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	p := NewPlayer()
	defer p.Close()
	if p.Available() || p.PlaySound(SoundDrop) {
		t.Error("a Player with an empty PATH plays")
	}
}
