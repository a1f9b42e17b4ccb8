package sound

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// pcm is a decoded sound: interleaved signed 16-bit little-endian samples.
type pcm struct {
	sampleRate int
	channels   int
	data       []byte
}

// frames is the number of sample frames (one sample per channel) in p.
func (p pcm) frames() int { return len(p.data) / (2 * p.channels) }

// decodeWAV reads a RIFF WAVE file of 16-bit PCM, mono or stereo, the only
// kind the game embeds. Unknown chunks (LIST, fact…) are skipped.
func decodeWAV(b []byte) (pcm, error) {
	if len(b) < 12 || string(b[0:4]) != "RIFF" || string(b[8:12]) != "WAVE" {
		return pcm{}, errors.New("wav: not a RIFF WAVE file")
	}
	var p pcm
	var haveFmt, haveData bool
	rest := b[12:]
	for len(rest) >= 8 && !haveData {
		id, size := string(rest[0:4]), binary.LittleEndian.Uint32(rest[4:8])
		rest = rest[8:]
		if uint64(size) > uint64(len(rest)) {
			return pcm{}, fmt.Errorf("wav: chunk %q of %d bytes runs past the end of the file", id, size)
		}
		body := rest[:size]
		switch id {
		case "fmt ":
			if len(body) < 16 {
				return pcm{}, fmt.Errorf("wav: fmt chunk of %d bytes, want at least 16", len(body))
			}
			format := binary.LittleEndian.Uint16(body[0:2])
			p.channels = int(binary.LittleEndian.Uint16(body[2:4]))
			p.sampleRate = int(binary.LittleEndian.Uint32(body[4:8]))
			bits := binary.LittleEndian.Uint16(body[14:16])
			if format != 1 || bits != 16 {
				return pcm{}, fmt.Errorf("wav: format %d with %d bits per sample, want 16-bit PCM (format 1)", format, bits)
			}
			if p.channels != 1 && p.channels != 2 {
				return pcm{}, fmt.Errorf("wav: %d channels, want 1 or 2", p.channels)
			}
			if p.sampleRate <= 0 {
				return pcm{}, fmt.Errorf("wav: sample rate %d", p.sampleRate)
			}
			haveFmt = true
		case "data":
			if !haveFmt {
				return pcm{}, errors.New("wav: data chunk before the fmt chunk")
			}
			if len(body)%(2*p.channels) != 0 {
				return pcm{}, fmt.Errorf("wav: %d bytes of data is not a whole number of %d-channel frames", len(body), p.channels)
			}
			p.data = body
			haveData = true
		}
		rest = rest[size:]
		if size%2 == 1 && len(rest) > 0 { // chunks are padded to an even size
			rest = rest[1:]
		}
	}
	if !haveData {
		return pcm{}, errors.New("wav: no data chunk")
	}
	return p, nil
}

// stereo returns p with two channels: a mono sound goes to both.
func (p pcm) stereo() pcm {
	if p.channels == 2 {
		return p
	}
	out := make([]byte, 0, 2*len(p.data))
	for i := 0; i+1 < len(p.data); i += 2 {
		out = append(out, p.data[i], p.data[i+1], p.data[i], p.data[i+1])
	}
	return pcm{sampleRate: p.sampleRate, channels: 2, data: out}
}
