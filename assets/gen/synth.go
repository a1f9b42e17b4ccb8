package main

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
)

// SampleRate is the sample rate of every generated sound, in Hz.
const SampleRate = 44100

// Sound is one named, synthesised effect with samples in [-1, 1].
type Sound struct {
	Name    string
	Samples []float64
}

// Sounds returns the game's effects: "drop", "capture" and "tuzdyk".
func Sounds() []Sound {
	return []Sound{
		{Name: "drop", Samples: drop()},
		{Name: "capture", Samples: capture()},
		{Name: "tuzdyk", Samples: tuzdyk()},
	}
}

// mode is one damped sinusoidal partial of a struck object.
type mode struct {
	freq  float64 // Hz
	amp   float64 // relative amplitude
	decay float64 // time constant of the exponential decay, seconds
}

// hit describes one strike of an object: its resonant modes and the short
// burst of low-passed noise of the contact.
type hit struct {
	gain       float64
	attack     float64 // seconds to reach full level; avoids a hard step
	modes      []mode
	noise      float64 // amplitude of the contact noise
	noiseDecay float64 // seconds
	noiseLP    float64 // coefficient of each low-pass pole, in (0, 1]: smaller is duller
}

// add mixes the hit into buf from sample start on. The noise comes from rng,
// so equal seeds give equal sounds; rng may be nil when h.noise is 0.
func (h hit) add(buf []float64, start int, rng *rand.Rand) {
	lp1, lp2 := 0.0, 0.0 // two-pole low-pass state of the contact noise
	for n := start; n < len(buf); n++ {
		t := float64(n-start) / SampleRate
		env := 1 - math.Exp(-t/h.attack)
		v := 0.0
		for _, m := range h.modes {
			v += m.amp * math.Sin(2*math.Pi*m.freq*t) * math.Exp(-t/m.decay)
		}
		if h.noise > 0 {
			lp1 += h.noiseLP * (rng.Float64()*2 - 1 - lp1)
			lp2 += h.noiseLP * (lp1 - lp2)
			v += h.noise * lp2 * math.Exp(-t/h.noiseDecay)
		}
		buf[n] += h.gain * env * v
	}
}

// finish fades the last fade seconds of buf out to silence and scales it so
// that its loudest sample has magnitude peak.
func finish(buf []float64, fade, peak float64) []float64 {
	nf := int(fade * SampleRate)
	for i := 0; i < nf && i < len(buf); i++ {
		x := float64(i) / float64(nf) // 0 at the very end, 1 where the fade starts
		buf[len(buf)-1-i] *= 0.5 - 0.5*math.Cos(math.Pi*x)
	}
	maxAbs := 0.0
	for _, v := range buf {
		maxAbs = max(maxAbs, math.Abs(v))
	}
	if maxAbs > 0 {
		for i := range buf {
			buf[i] *= peak / maxAbs
		}
	}
	return buf
}

// samples returns a silent buffer of the given duration in seconds.
func samples(seconds float64) []float64 {
	return make([]float64, int(seconds*SampleRate))
}

// drop is a kumalak falling into a wooden hole: a soft, low wooden "tok".
func drop() []float64 {
	buf := samples(0.040)
	rng := rand.New(rand.NewPCG(1, 7))
	hit{
		gain:   1,
		attack: 0.0006,
		modes: []mode{
			{freq: 640, amp: 0.55, decay: 0.0090},
			{freq: 1370, amp: 0.30, decay: 0.0050},
			{freq: 2480, amp: 0.10, decay: 0.0025},
		},
		noise: 1.6, noiseDecay: 0.0020, noiseLP: 0.15,
	}.add(buf, 0, rng)
	return finish(buf, 0.006, 0.45)
}

// capture is a handful of stones poured into a kazan: a short rattle of
// bright stone-on-stone clicks over a couple of wooden knocks.
func capture() []float64 {
	buf := samples(0.250)
	rng := rand.New(rand.NewPCG(2, 11))
	// Onsets in seconds, denser at first like a falling handful.
	onsets := []float64{0, 0.018, 0.041, 0.058, 0.083, 0.104, 0.132, 0.158, 0.187}
	for i, at := range onsets {
		gain := 1 - 0.07*float64(i)
		jitter := 1 + 0.12*(rng.Float64()*2-1)
		start := int(at * SampleRate)
		if i%3 == 0 {
			// A stone landing on the wooden floor of the kazan.
			hit{
				gain:   gain,
				attack: 0.0006,
				modes: []mode{
					{freq: 560 * jitter, amp: 0.5, decay: 0.010},
					{freq: 1220 * jitter, amp: 0.3, decay: 0.006},
				},
				noise: 1.2, noiseDecay: 0.002, noiseLP: 0.2,
			}.add(buf, start, rng)
			continue
		}
		// A stone clicking against another.
		hit{
			gain:   0.8 * gain,
			attack: 0.0003,
			modes: []mode{
				{freq: 2350 * jitter, amp: 0.45, decay: 0.0035},
				{freq: 3710 * jitter, amp: 0.25, decay: 0.0025},
				{freq: 5230 * jitter, amp: 0.10, decay: 0.0015},
			},
			noise: 0.6, noiseDecay: 0.0012, noiseLP: 0.45,
		}.add(buf, start, rng)
	}
	return finish(buf, 0.030, 0.50)
}

// tuzdyk is a bright two-note chime rising a fourth (G5 to C6), like a small
// bell struck twice.
func tuzdyk() []float64 {
	buf := samples(0.500)
	bell := func(freq float64) []mode {
		return []mode{
			{freq: freq, amp: 0.60, decay: 0.200},
			{freq: 2 * freq, amp: 0.18, decay: 0.090},
			{freq: 3 * freq, amp: 0.06, decay: 0.045},
			{freq: 4.2 * freq, amp: 0.04, decay: 0.018}, // inharmonic "ting" of the strike
		}
	}
	hit{gain: 0.9, attack: 0.002, modes: bell(783.99)}.add(buf, 0, nil)
	hit{gain: 1, attack: 0.002, modes: bell(1046.50)}.add(buf, int(0.140*SampleRate), nil)
	return finish(buf, 0.060, 0.50)
}

// EncodeWAV returns samples (in [-1, 1], clipped beyond) as a RIFF WAVE file:
// 16-bit signed little-endian PCM, one channel, at the given rate.
func EncodeWAV(samples []float64, rate int) []byte {
	const (
		channels      = 1
		bitsPerSample = 16
		headerSize    = 44
	)
	blockAlign := channels * bitsPerSample / 8
	dataSize := len(samples) * blockAlign
	b := make([]byte, 0, headerSize+dataSize)
	le := binary.LittleEndian
	b = append(b, "RIFF"...)
	b = le.AppendUint32(b, uint32(36+dataSize))
	b = append(b, "WAVE"...)
	b = append(b, "fmt "...)
	b = le.AppendUint32(b, 16) // size of the fmt chunk
	b = le.AppendUint16(b, 1)  // PCM
	b = le.AppendUint16(b, channels)
	b = le.AppendUint32(b, uint32(rate))
	b = le.AppendUint32(b, uint32(rate*blockAlign)) // byte rate
	b = le.AppendUint16(b, uint16(blockAlign))
	b = le.AppendUint16(b, bitsPerSample)
	b = append(b, "data"...)
	b = le.AppendUint32(b, uint32(dataSize))
	for _, v := range samples {
		v = max(-1, min(1, v))
		b = le.AppendUint16(b, uint16(int16(math.Round(v*math.MaxInt16))))
	}
	return b
}
