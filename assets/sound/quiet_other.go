//go:build !linux

package sound

// quietAudioErrors does nothing: only ALSA prints on its own.
func quietAudioErrors() {}
