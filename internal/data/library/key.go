package library

import "github.com/togyzkumalak/togyzkumalak/game"

// Key returns the position key of p: a 64-bit hash of the whole position,
// the holes, kazans, tuzdyks and the side to move. Positions that are equal
// have the same key whatever moves led to them (transpositions count
// together); the hash is stable across runs and machines, as the database
// keeps it.
func Key(p game.Position) uint64 {
	const (
		offset = 14695981039346656037
		prime  = 1099511628211
	)
	h := uint64(offset)
	mix := func(b uint8) {
		h ^= uint64(b)
		h *= prime
	}
	for _, c := range p.Holes {
		mix(c)
	}
	mix(p.Kazans[game.White])
	mix(p.Kazans[game.Black])
	mix(p.Tuzdyks[game.White])
	mix(p.Tuzdyks[game.Black])
	mix(uint8(p.ToMove))
	// FNV-1a spreads the low bits poorly; finish with splitmix64's mixer.
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}

// dbKey is the key as SQLite stores it, a signed 64-bit integer.
func dbKey(p game.Position) int64 { return int64(Key(p)) }
