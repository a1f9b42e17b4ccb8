package sound

/*
#cgo pkg-config: alsa
#include <alsa/asoundlib.h>

// silent is an ALSA error handler that drops the message.
static void silent(const char *file, int line, const char *function, int err, const char *fmt, ...) {}

static void quietALSA(void) { snd_lib_error_set_handler(silent); }
*/
import "C"

// quietAudioErrors stops ALSA from printing its complaints ("cannot find
// card '0'"…) on the terminal while the audio library looks for a device:
// a machine without sound is normal for the game, which stays silent and
// reports the error through Player.Err instead.
func quietAudioErrors() { C.quietALSA() }
