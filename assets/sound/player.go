// Package sound plays the game's sound effects (embedded by package assets)
// through github.com/ebitengine/oto/v3: one audio context for the process,
// the sounds that overlap mixed, a short device buffer for low latency.
// Without an audio device the game is silent and goes on.
//
// On Linux the library links ALSA through cgo (Debian package
// libasound2-dev to build); the rest of the program's headless commands do
// not import this package.
package sound

import (
	"bytes"
	"fmt"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"

	"github.com/togyzkumalak/togyzkumalak/assets"
)

// Output format of the audio context: the embedded sounds' rate, in stereo
// (every system's mixer takes two channels), with a 20 ms device buffer so
// that a sound starts well within 30 ms of Play.
const (
	outputRate     = 44100
	outputChannels = 2
	outputBuffer   = 20 * time.Millisecond
	// maxVoices is how many sounds may play at once; more are dropped. A
	// sowing drops a stone every few dozen milliseconds, so a handful of
	// overlapping 40 ms clicks is the most the game asks for.
	maxVoices = 8
)

// The audio library allows one context per process, opened on first use
// and kept for the life of the process: every Player shares it. Opening it
// may take a moment (a device to find), and on a machine without an audio
// device it fails; the error is kept and every Player stays silent.
var sharedContext = sync.OnceValues(func() (*oto.Context, error) {
	quietAudioErrors()
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   outputRate,
		ChannelCount: outputChannels,
		Format:       oto.FormatSignedInt16LE,
		BufferSize:   outputBuffer,
	})
	if err != nil {
		return nil, fmt.Errorf("open the audio output: %w", err)
	}
	<-ready
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("open the audio output: %w", err)
	}
	return ctx, nil
})

// Player plays the embedded sound effects through the system's audio output
// (ALSA on Linux, WASAPI or WinMM on Windows, Core Audio on macOS), mixing
// the sounds that overlap. It never blocks and never reports errors: until
// the output is open, without an audio device, or after the output failed,
// it is silent. At most maxVoices sounds play at once; more are dropped.
//
// A Player is safe for concurrent use. Close stops it.
type Player struct {
	sounds map[string]pcm // decoded, in the output format
	ready  chan struct{}  // closed when the output is open or has failed

	mu      sync.Mutex
	ctx     *oto.Context // nil: silent
	err     error        // why the output could not be opened
	closed  bool
	playing []*oto.Player
}

// NewPlayer decodes the embedded sounds and starts opening the audio output
// in the background: it returns at once.
func NewPlayer() *Player {
	p := newSilentPlayer()
	go func() {
		ctx, err := sharedContext()
		p.mu.Lock()
		p.ctx, p.err = ctx, err
		p.mu.Unlock()
		close(p.ready)
	}()
	return p
}

// newSilentPlayer returns a Player with the sounds decoded and no output.
func newSilentPlayer() *Player {
	p := &Player{sounds: make(map[string]pcm), ready: make(chan struct{})}
	for _, name := range assets.SoundNames() {
		wav, _ := assets.Sound(name)
		if s, err := decodeWAV(wav); err == nil && s.sampleRate == outputRate {
			p.sounds[name] = s.stereo()
		}
	}
	return p
}

// Available reports whether the Player has an open audio output and has
// not been closed.
func (p *Player) Available() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.ctx != nil && !p.closed && p.ctx.Err() == nil
}

// Err is why the Player is silent: the audio output could not be opened or
// failed since. It is nil while the output is being opened and when it
// works.
func (p *Player) Err() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.err != nil {
		return p.err
	}
	if p.ctx != nil {
		return p.ctx.Err()
	}
	return nil
}

// PlaySound starts the sound effect of the given name (see assets.Sound) and
// reports whether it did. It returns false without doing anything for an
// unknown name, when the output is not open, the Player is closed, or
// maxVoices sounds are playing.
func (p *Player) PlaySound(name string) bool {
	s, ok := p.sounds[name]
	if !ok {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ctx == nil || p.closed || p.ctx.Err() != nil {
		return false
	}
	p.reapLocked()
	if len(p.playing) >= maxVoices {
		return false
	}
	v := p.ctx.NewPlayer(bytes.NewReader(s.data))
	v.Play()
	p.playing = append(p.playing, v)
	return true
}

// playingCount is how many sounds are still playing.
func (p *Player) playingCount() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.reapLocked()
	return len(p.playing)
}

// reapLocked forgets the voices that have finished (the library frees a
// player that is no longer referenced).
func (p *Player) reapLocked() {
	kept := p.playing[:0]
	for _, v := range p.playing {
		if v.IsPlaying() {
			kept = append(kept, v)
		}
	}
	clear(p.playing[len(kept):])
	p.playing = kept
}

// Close stops every sound still playing and makes later calls to PlaySound
// do nothing. The audio output stays open for the process (the library
// allows one). Close is safe to call more than once.
func (p *Player) Close() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.closed = true
	for _, v := range p.playing {
		v.Pause()
	}
	p.playing = nil
	return nil
}
