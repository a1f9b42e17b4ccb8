package sound

import "runtime"

// Ready is closed once the Player's audio output is open or has failed to
// open (see Err).
func (p *Player) Ready() <-chan struct{} { return p.ready }

// OutputName names the audio output a Player opens: the system's default
// device through the library's backend (the audio library names no
// device).
func OutputName() string {
	switch runtime.GOOS {
	case "windows":
		return "the default device (WASAPI, or WinMM where it is missing)"
	case "darwin", "ios":
		return "the default device (Core Audio)"
	case "android":
		return "the default device (AAudio or OpenSL ES)"
	default:
		return "the default device (ALSA)"
	}
}
