package storage

import (
	"encoding/json"
	"fmt"
	"maps"
	"strconv"

	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
)

// StatsVersion is the version of stats.json this program writes: 2 since
// the ladder of levels (levels numbered on players.LevelScale 2, and the
// player's rating). Files of versions 0 and 1 number the levels on scale 1;
// they are read on scale 2, so each level's results stay with the level
// that plays as it did.
const StatsVersion = 2

// Outcome is the result of a game for the player.
type Outcome int

// Outcomes of a game against the computer.
const (
	Win Outcome = iota + 1
	Loss
	Draw
)

// LevelStats are the player's results against one level.
//
// Streak is the current run: positive for wins in a row, negative for losses
// in a row, 0 after a draw (a draw ends either run) or before any game.
// BestStreak is the longest run of wins ever.
type LevelStats struct {
	Won        int `json:"won"`
	Lost       int `json:"lost"`
	Drawn      int `json:"drawn"`
	Streak     int `json:"streak"`
	BestStreak int `json:"best_streak"`
	// LostOnTime counts the losses by a flag fall, absent from older
	// files; the results per time control are kept beside (clockstats.go).
	LostOnTime int `json:"lost_on_time,omitempty"`
}

// Games returns how many games were played.
func (l LevelStats) Games() int { return l.Won + l.Lost + l.Drawn }

// Percent returns the share of games won, 0..100 (0 before any game).
func (l LevelStats) Percent() float64 {
	if l.Games() == 0 {
		return 0
	}
	return 100 * float64(l.Won) / float64(l.Games())
}

// add counts one more game.
func (l LevelStats) add(r Outcome) LevelStats {
	switch r {
	case Win:
		l.Won++
		l.Streak = max(l.Streak, 0) + 1
		l.BestStreak = max(l.BestStreak, l.Streak)
	case Loss:
		l.Lost++
		l.Streak = min(l.Streak, 0) - 1
	case Draw:
		l.Drawn++
		l.Streak = 0
	}
	return l
}

// MaxCount bounds each count, so sums never overflow.
const MaxCount = 1_000_000_000

// normalize makes the counts consistent: none negative or above MaxCount,
// the streak no longer than the games it counts, the best streak at least the
// current one.
func (l LevelStats) normalize() LevelStats {
	l.Won, l.Lost, l.Drawn = min(max(l.Won, 0), MaxCount), min(max(l.Lost, 0), MaxCount), min(max(l.Drawn, 0), MaxCount)
	l.Streak = max(-l.Lost, min(l.Streak, l.Won))
	l.BestStreak = min(max(l.BestStreak, l.Streak, 0), l.Won)
	l.LostOnTime = min(max(l.LostOnTime, 0), l.Lost)
	return l
}

// statsFile is stats.json, version 1 or 2: levels by number.
type statsFile struct {
	Version int                   `json:"version"`
	Levels  map[string]LevelStats `json:"levels"`
	// Clocks are the results per level and time control (clockstats.go).
	Clocks map[string]map[string]ClockStats `json:"clocks,omitempty"`
	// Rating is the player's rating in the rated games against the
	// computer (version 2; absent before any).
	Rating *rating.Rating `json:"rating,omitempty"`
}

// levelStatsV0 is one level of the unversioned stats.json of the prototype:
// {"3": {"wins": 2, "losses": 1, "draws": 0}}, levels at the top, no streaks.
type levelStatsV0 struct {
	Wins   int `json:"wins"`
	Losses int `json:"losses"`
	Draws  int `json:"draws"`
}

// DecodeStats reads the content of a stats.json of any known version. It
// returns the statistics by level and the version the file had. Entries that
// are not a level number 1..MaxLevel are ignored. A file of a newer version
// gives an error wrapping ErrNewerVersion.
func DecodeStats(data []byte) (map[int]LevelStats, int, error) {
	version, err := probeJSON(data)
	if err != nil {
		return nil, 0, err
	}
	stats := map[int]LevelStats{}
	switch version {
	case 0:
		var raw map[string]json.RawMessage
		if err := json.Unmarshal(data, &raw); err != nil {
			return nil, 0, jsonError(data, err)
		}
		for key, msg := range raw {
			level, ok := levelKeyOf(key, version)
			if !ok {
				continue
			}
			var v levelStatsV0
			if err := json.Unmarshal(msg, &v); err != nil {
				return nil, 0, fmt.Errorf("level %s: %w", key, err)
			}
			stats[level] = LevelStats{Won: v.Wins, Lost: v.Losses, Drawn: v.Draws}.normalize()
		}
		return stats, 0, nil
	case 1, StatsVersion:
		var f statsFile
		if err := json.Unmarshal(data, &f); err != nil {
			return nil, version, jsonError(data, err)
		}
		for key, l := range f.Levels {
			if level, ok := levelKeyOf(key, version); ok {
				stats[level] = l.normalize()
			}
		}
		return stats, version, nil
	}
	return nil, version, fmt.Errorf("version %d, this program knows up to %d: %w", version, StatsVersion, ErrNewerVersion)
}

// levelKeyOf reads a level number of a stats.json of the given version,
// on this program's scale.
func levelKeyOf(key string, version int) (int, bool) {
	level, err := strconv.Atoi(key)
	if err != nil || level < 1 || level > MaxLevel {
		return 0, false
	}
	if version < 2 {
		level = players.LevelOnScale(level, 1)
	}
	return level, true
}

// decodeRating reads the player's rating of a stats.json; a file without
// one (every file before version 2) gives a newcomer's.
func decodeRating(data []byte) rating.Rating {
	var f struct {
		Rating *rating.Rating `json:"rating"`
	}
	if json.Unmarshal(data, &f) != nil || f.Rating == nil {
		return rating.New()
	}
	return f.Rating.Normalize()
}

// EncodeStats returns the content of stats.json for stats.
func EncodeStats(stats map[int]LevelStats) ([]byte, error) {
	return encodeStatsFile(stats, nil, nil)
}

// encodeStatsFile returns the content of stats.json for stats, the
// results per time control and the rating (nil: none yet).
func encodeStatsFile(stats map[int]LevelStats, clocks map[int]map[string]ClockStats, r *rating.Rating) ([]byte, error) {
	f := statsFile{Version: StatsVersion, Levels: map[string]LevelStats{}, Clocks: encodeClockStats(clocks), Rating: r}
	for level, l := range stats {
		f.Levels[strconv.Itoa(level)] = l
	}
	return encodeJSON(f)
}

func (s *Store) loadStats() *Problem {
	path := s.StatsPath()
	s.stats = map[int]LevelStats{}
	version := StatsVersion
	p, hold := s.loadOwned(path, func(data []byte) error {
		st, v, err := DecodeStats(data)
		if err == nil {
			s.stats, version = st, v
			s.clockStats = decodeClockStats(data, v)
			s.rating = decodeRating(data)
		}
		return err
	})
	s.statsHold = hold
	if p == nil && version < StatsVersion {
		if err := s.writeStats(); err != nil {
			return &Problem{Path: path, Err: fmt.Errorf("upgrade from version %d: %w", version, err)}
		}
	}
	return p
}

// Stats returns the statistics by level number; levels never played are
// absent.
func (s *Store) Stats() map[int]LevelStats {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.stats)
}

// RecordResult counts a game against level and writes stats.json:
// CountResult, then WriteStats. It returns the level's new statistics.
// When the write fails the game stays counted in memory and is written with
// the next result.
//
// As with SaveSettings, a stats.json of a newer version is left untouched and
// the counts live in memory only.
func (s *Store) RecordResult(level int, r Outcome) (LevelStats, error) {
	l, err := s.CountResult(level, r)
	if err != nil {
		return l, err
	}
	return l, s.WriteStats()
}

// CountResult counts a game against level in memory and returns the
// level's new statistics; WriteStats writes them, for example on a
// goroutine that may wait for the disk.
func (s *Store) CountResult(level int, r Outcome) (LevelStats, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.countLocked(level, r, false)
}

// countLocked counts an outcome against level in memory, onTime marking a
// loss on time; s.mu is held.
func (s *Store) countLocked(level int, r Outcome, onTime bool) (LevelStats, error) {
	if s.closed {
		return LevelStats{}, fmt.Errorf("record result: %w", ErrClosed)
	}
	if level < 1 || level > MaxLevel {
		return LevelStats{}, fmt.Errorf("record result: level %d is outside 1..%d", level, MaxLevel)
	}
	if r != Win && r != Loss && r != Draw {
		return s.stats[level], fmt.Errorf("record result: unknown outcome %d", r)
	}
	l := s.stats[level].add(r)
	if r == Loss && onTime {
		l.LostOnTime++
	}
	l = l.normalize()
	s.stats[level] = l
	return l, nil
}

// ResetStats forgets every level's statistics and writes stats.json:
// ClearStats, then WriteStats.
func (s *Store) ResetStats() error {
	if err := s.ClearStats(); err != nil {
		return err
	}
	return s.WriteStats()
}

// ClearStats forgets every level's statistics, in memory only.
func (s *Store) ClearStats() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return fmt.Errorf("reset statistics: %w", ErrClosed)
	}
	s.stats = map[int]LevelStats{}
	s.clockStats = nil
	s.rating = rating.New()
	return nil
}

// WriteStats writes the current statistics to stats.json. Readers of the
// statistics do not wait for the disk.
func (s *Store) WriteStats() error {
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	s.mu.Lock()
	closed, stats, hold, r := s.closed, maps.Clone(s.stats), s.statsHold, s.ratingOnDisk()
	clocks := make(map[int]map[string]ClockStats, len(s.clockStats))
	for level, byControl := range s.clockStats {
		clocks[level] = maps.Clone(byControl)
	}
	s.mu.Unlock()
	if closed {
		return fmt.Errorf("save statistics: %w", ErrClosed)
	}
	return writeStatsFile(s.StatsPath(), stats, clocks, r, hold)
}

// writeStats writes the statistics while the store is being opened.
func (s *Store) writeStats() error {
	return writeStatsFile(s.StatsPath(), s.stats, s.clockStats, s.ratingOnDisk(), s.statsHold)
}

func writeStatsFile(path string, stats map[int]LevelStats, clocks map[int]map[string]ClockStats, r *rating.Rating, hold error) error {
	return writeOwned("save statistics", path, hold, func() ([]byte, error) { return encodeStatsFile(stats, clocks, r) })
}

// ratingOnDisk is the rating to write: nil before any rated game; s.mu is
// held (or the store is being opened).
func (s *Store) ratingOnDisk() *rating.Rating {
	if s.rating.Games == 0 {
		return nil
	}
	r := s.rating
	return &r
}

// Rating returns the player's rating in the rated games against the
// computer (a newcomer's before any).
func (s *Store) Rating() rating.Rating {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rating.Normalize()
}

// CountRated rates a game against a computer level rated opp (its
// ai.Level.Elo): the rating moves by Glicko-2 (rating.LevelRD the level's
// deviation). It returns the rating before and after. It changes the
// rating in memory only: WriteStats writes it. The caller decides whether
// a game is rated (not after a take-back or a hint); it counts the result
// in the statistics apart (CountResult).
func (s *Store) CountRated(opp int, r Outcome) (before, after rating.Rating, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	before = s.rating.Normalize()
	if s.closed {
		return before, before, fmt.Errorf("rate game: %w", ErrClosed)
	}
	var score float64
	switch r {
	case Win:
		score = 1
	case Draw:
		score = 0.5
	case Loss:
	default:
		return before, before, fmt.Errorf("rate game: unknown outcome %d", r)
	}
	s.rating = before.Update(float64(opp), rating.LevelRD, score)
	return before, s.rating, nil
}
