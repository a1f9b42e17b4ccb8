package storage

import (
	"encoding/json"
	"maps"
	"strconv"

	"github.com/togyzkumalak/togyzkumalak/game/clock"
)

// ClockStats are the player's results against one level on one time
// control.
type ClockStats struct {
	Won        int `json:"won"`
	Lost       int `json:"lost"`
	Drawn      int `json:"drawn"`
	LostOnTime int `json:"lost_on_time,omitempty"`
}

// Games returns how many games were played.
func (c ClockStats) Games() int { return c.Won + c.Lost + c.Drawn }

func (c ClockStats) add(r Outcome, onTime bool) ClockStats {
	switch r {
	case Win:
		c.Won++
	case Loss:
		c.Lost++
		if onTime {
			c.LostOnTime++
		}
	case Draw:
		c.Drawn++
	}
	return c
}

func (c ClockStats) normalize() ClockStats {
	c.Won, c.Lost, c.Drawn = min(max(c.Won, 0), MaxCount), min(max(c.Lost, 0), MaxCount), min(max(c.Drawn, 0), MaxCount)
	c.LostOnTime = min(max(c.LostOnTime, 0), c.Lost)
	return c
}

// decodeClockStats reads the results per level and time control of a
// stats.json: {"clocks": {"3": {"180+2": {...}}}}. A file without them
// (every file before the clock) gives none; entries that are not a level
// or a time control a game can be played with are ignored. The levels of a
// file of version 0 or 1 are read on this program's scale, as DecodeStats
// reads them.
func decodeClockStats(data []byte, version int) map[int]map[string]ClockStats {
	var f struct {
		Clocks map[string]map[string]ClockStats `json:"clocks"`
	}
	if json.Unmarshal(data, &f) != nil || len(f.Clocks) == 0 {
		return nil
	}
	out := map[int]map[string]ClockStats{}
	for key, byControl := range f.Clocks {
		level, ok := levelKeyOf(key, version)
		if !ok {
			continue
		}
		for text, c := range byControl {
			tc, err := clock.Parse(text)
			if err != nil || tc.IsNone() {
				continue
			}
			if out[level] == nil {
				out[level] = map[string]ClockStats{}
			}
			out[level][tc.String()] = c.normalize()
		}
	}
	return out
}

func encodeClockStats(clocks map[int]map[string]ClockStats) map[string]map[string]ClockStats {
	if len(clocks) == 0 {
		return nil
	}
	out := make(map[string]map[string]ClockStats, len(clocks))
	for level, byControl := range clocks {
		out[strconv.Itoa(level)] = maps.Clone(byControl)
	}
	return out
}

// ClockStats returns the results against level per time control ("180+2");
// nil when no game on the clock was played against it.
func (s *Store) ClockStats(level int) map[string]ClockStats {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.clockStats[level])
}

// RecordClockResult counts a game against level on a time control, as
// CountClockResult does, and writes stats.json.
func (s *Store) RecordClockResult(level int, control string, r Outcome, onTime bool) (LevelStats, error) {
	l, err := s.CountClockResult(level, control, r, onTime)
	if err != nil {
		return l, err
	}
	return l, s.WriteStats()
}

// CountClockResult counts a game against level played on the time control
// control (as the TimeControl tag writes it, "180+2") as CountResult does,
// and also per time control; onTime marks a loss by a flag fall. A control
// that is none or unreadable counts the game as CountResult alone. It
// changes the statistics in memory only: WriteStats writes them.
func (s *Store) CountClockResult(level int, control string, r Outcome, onTime bool) (LevelStats, error) {
	tc, err := clock.Parse(control)
	if err != nil || tc.IsNone() {
		return s.CountResult(level, r)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	l, err := s.countLocked(level, r, onTime)
	if err != nil {
		return l, err
	}
	if s.clockStats == nil {
		s.clockStats = map[int]map[string]ClockStats{}
	}
	if s.clockStats[level] == nil {
		s.clockStats[level] = map[string]ClockStats{}
	}
	key := tc.String()
	s.clockStats[level][key] = s.clockStats[level][key].add(r, onTime).normalize()
	return l, nil
}
