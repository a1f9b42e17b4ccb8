package assets

import (
	"bytes"
	"context"
	"os/exec"
	"sync"
	"time"
)

// A player command: its name on PATH and the arguments that make it read a
// WAV file from standard input.
type playerCommand struct {
	name string
	args []string
}

// playerCommands returns the commands to try, in order: PipeWire,
// PulseAudio, then ALSA.
func playerCommands() []playerCommand {
	return []playerCommand{
		{name: "pw-play", args: []string{"-"}},
		{name: "paplay"},
		{name: "aplay", args: []string{"-q"}},
	}
}

const (
	// defaultMaxPlaying is how many sounds may play at once; more are dropped.
	defaultMaxPlaying = 2
	// maxFailures is how many failed runs in a row silence a Player for good,
	// so that a machine without a working audio device does not start a
	// process for every stone.
	maxFailures = 3
)

// Player plays WAV sounds by piping them to the first of pw-play, paplay or
// aplay found on PATH. It never blocks and never reports errors: without a
// player command or an audio device it is silent. At most two sounds play at
// once; a sound asked for while both are busy is dropped.
//
// A Player is safe for concurrent use. Close stops it.
type Player struct {
	path string // resolved player command; "" if none was found
	args []string

	ctx    context.Context
	cancel context.CancelFunc
	slots  chan struct{} // one token per sound playing

	mu       sync.Mutex
	closed   bool
	failures int // failed runs in a row
	wg       sync.WaitGroup
}

// NewPlayer returns a Player using the first player command found on PATH.
func NewPlayer() *Player {
	return newPlayer(exec.LookPath, playerCommands(), defaultMaxPlaying)
}

// newPlayer returns a Player that finds its command with lookPath among
// commands and plays at most maxPlaying sounds at once.
func newPlayer(lookPath func(string) (string, error), commands []playerCommand, maxPlaying int) *Player {
	ctx, cancel := context.WithCancel(context.Background())
	p := &Player{ctx: ctx, cancel: cancel, slots: make(chan struct{}, max(1, maxPlaying))}
	for _, c := range commands {
		if path, err := lookPath(c.name); err == nil && path != "" {
			p.path, p.args = path, c.args
			break
		}
	}
	return p
}

// Available reports whether the Player found a player command and has not
// been silenced by repeated failures or closed.
func (p *Player) Available() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.path != "" && !p.closed && p.failures < maxFailures
}

// Play starts playing the WAV bytes in the background and reports whether it
// did. It returns false without doing anything when there is no player
// command, the Player is closed or silenced, or enough sounds are already
// playing. Play does not keep wav after the sound has finished.
func (p *Player) Play(wav []byte) bool {
	if len(wav) == 0 {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.path == "" || p.closed || p.failures >= maxFailures {
		return false
	}
	select {
	case p.slots <- struct{}{}:
	default:
		return false // busy: drop the sound
	}
	cmd := exec.CommandContext(p.ctx, p.path, p.args...)
	cmd.Stdin = bytes.NewReader(wav)
	cmd.WaitDelay = time.Second // stdin copying must not outlive a killed player
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		err := cmd.Run()
		<-p.slots
		p.mu.Lock()
		defer p.mu.Unlock()
		switch {
		case p.ctx.Err() != nil:
			// Killed by Close: not the player's fault.
		case err != nil:
			p.failures++
		default:
			p.failures = 0
		}
	}()
	return true
}

// PlaySound plays the sound effect of the given name (see Sound) and reports
// whether it started.
func (p *Player) PlaySound(name string) bool {
	wav, ok := Sound(name)
	return ok && p.Play(wav)
}

// Close stops every sound still playing, waits for its process to end and
// makes later calls to Play do nothing. It is safe to call more than once.
func (p *Player) Close() error {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	p.cancel()
	p.wg.Wait()
	return nil
}
