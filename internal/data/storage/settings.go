package storage

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"

	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/game/players"
)

// SettingsVersion is the version of settings.json this program writes:
// 2 since the ladder of levels (the level on players.LevelScale 2); a file
// of version 0 or 1 names the level on scale 1 and is read on scale 2.
const SettingsVersion = 2

// Values of Settings.Theme.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// Values of Settings.AnimationSpeed.
const (
	SpeedOff    = "off"
	SpeedFast   = "fast"
	SpeedNormal = "normal"
	SpeedSlow   = "slow"
)

// Values of Settings.Colour: the side the player takes against the computer.
const (
	ColourWhite  = "white"
	ColourBlack  = "black"
	ColourRandom = "random"
)

// Limits of the stored values.
const (
	MaxLevel        = 99    // Level is 1..MaxLevel (the ui knows the real range)
	MinWindowSize   = 100   // a window side, when not 0 (unknown)
	MaxWindowSize   = 20000 //
	maxLanguageSize = 16
)

// Settings are the player's choices, kept in $CONFIG/settings.json.
type Settings struct {
	Language       string  `json:"language"`        // "ru", "kk", "kk-Latn", "ky", "en"; "" lets the ui detect it
	Theme          string  `json:"theme"`           // ThemeSystem, ThemeLight, ThemeDark
	AnimationSpeed string  `json:"animation_speed"` // SpeedOff, SpeedFast, SpeedNormal, SpeedSlow
	Sound          bool    `json:"sound"`
	ShowHoleNames  bool    `json:"show_hole_names"`
	Level          int     `json:"level"`  // the last level played, 1..MaxLevel
	Colour         string  `json:"colour"` // ColourWhite, ColourBlack, ColourRandom
	TwoPlayers     bool    `json:"two_players"`
	TimeControl    string  `json:"time_control"` // as PGN's TimeControl tag: "180+2" (seconds + increment), "-" for none
	WindowWidth    float32 `json:"window_width"` // 0: unknown
	WindowHeight   float32 `json:"window_height"`
	// EndgameStones is the largest endgame table the player built in the
	// window (View → Endgame tables), which it then loads even above its
	// usual limit; 0: none built.
	EndgameStones int `json:"endgame_stones,omitempty"`
}

// MaxEndgameStones is the largest EndgameStones: the largest table the
// file format holds.
const MaxEndgameStones = 15

// DefaultSettings returns settings for a first start; the ui sets the
// language (from i18n.Detect) and passes them to Open.
func DefaultSettings() Settings {
	return Settings{
		Language:       "en",
		Theme:          ThemeSystem,
		AnimationSpeed: SpeedNormal,
		Sound:          true,
		Level:          1,
		Colour:         ColourWhite,
		TimeControl:    clock.None.String(),
	}
}

// Normalize returns s with every value that is out of range replaced by
// def's, or by DefaultSettings' when def's is out of range too.
func (s Settings) Normalize(def Settings) Settings {
	base := DefaultSettings()
	if def != base {
		def = def.Normalize(base)
	}
	pick := func(v string, ok bool, d string) string {
		if ok {
			return v
		}
		return d
	}
	s.Language = pick(s.Language, validLanguage(s.Language), def.Language)
	s.Theme = pick(s.Theme, s.Theme == ThemeSystem || s.Theme == ThemeLight || s.Theme == ThemeDark, def.Theme)
	s.AnimationSpeed = pick(s.AnimationSpeed, s.AnimationSpeed == SpeedOff || s.AnimationSpeed == SpeedFast ||
		s.AnimationSpeed == SpeedNormal || s.AnimationSpeed == SpeedSlow, def.AnimationSpeed)
	s.Colour = pick(s.Colour, s.Colour == ColourWhite || s.Colour == ColourBlack || s.Colour == ColourRandom, def.Colour)
	if tc, err := clock.Parse(s.TimeControl); err == nil {
		s.TimeControl = tc.String()
	} else {
		s.TimeControl = def.TimeControl
	}
	if s.Level < 1 || s.Level > MaxLevel {
		s.Level = def.Level
	}
	if s.EndgameStones < 0 || s.EndgameStones > MaxEndgameStones {
		s.EndgameStones = 0
	}
	if !validWindowSize(s.WindowWidth) || !validWindowSize(s.WindowHeight) {
		s.WindowWidth, s.WindowHeight = def.WindowWidth, def.WindowHeight
	}
	return s
}

func validLanguage(l string) bool {
	if len(l) > maxLanguageSize {
		return false
	}
	for _, c := range l {
		if (c < 'a' || c > 'z') && (c < 'A' || c > 'Z') && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

func validWindowSize(v float32) bool {
	f := float64(v)
	return v == 0 || !math.IsNaN(f) && f >= MinWindowSize && f <= MaxWindowSize
}

// settingsFile is settings.json, version 1.
type settingsFile struct {
	Version int `json:"version"`
	Settings
}

// settingsV0 is the unversioned settings.json of the prototype: no
// "version", other names, booleans for the theme and the animations, and the
// colour as "play_white". Absent fields keep their defaults.
type settingsV0 struct {
	Lang       *string  `json:"lang"`
	DarkTheme  *bool    `json:"dark_theme"`
	Animations *bool    `json:"animations"`
	Sound      *bool    `json:"sound"`
	HoleNames  *bool    `json:"hole_names"`
	Level      *int     `json:"level"`
	PlayWhite  *bool    `json:"play_white"`
	Width      *float32 `json:"width"`
	Height     *float32 `json:"height"`
}

func (v settingsV0) upgrade(def Settings) Settings {
	s := def
	if v.Lang != nil {
		s.Language = *v.Lang
	}
	if v.DarkTheme != nil {
		s.Theme = ThemeLight
		if *v.DarkTheme {
			s.Theme = ThemeDark
		}
	}
	if v.Animations != nil {
		s.AnimationSpeed = SpeedOff
		if *v.Animations {
			s.AnimationSpeed = SpeedNormal
		}
	}
	if v.Sound != nil {
		s.Sound = *v.Sound
	}
	if v.HoleNames != nil {
		s.ShowHoleNames = *v.HoleNames
	}
	if v.Level != nil {
		s.Level = *v.Level
	}
	if v.PlayWhite != nil {
		s.Colour = ColourBlack
		if *v.PlayWhite {
			s.Colour = ColourWhite
		}
	}
	if v.Width != nil && v.Height != nil {
		s.WindowWidth, s.WindowHeight = *v.Width, *v.Height
	}
	return s
}

// DecodeSettings reads the content of a settings.json of any known version,
// fields it lacks taken from def. It returns the settings, normalized, and
// the version the file had. A file of a newer version gives an error wrapping
// ErrNewerVersion.
func DecodeSettings(data []byte, def Settings) (Settings, int, error) {
	def = def.Normalize(DefaultSettings())
	version, err := probeJSON(data)
	if err != nil {
		return def, 0, err
	}
	switch version {
	case 0:
		var v settingsV0
		if err := json.Unmarshal(data, &v); err != nil {
			return def, 0, jsonError(data, err)
		}
		s := v.upgrade(def)
		if v.Level != nil {
			s.Level = players.LevelOnScale(s.Level, 1)
		}
		return s.Normalize(def), 0, nil
	case 1, SettingsVersion:
		f := settingsFile{Settings: def}
		if err := json.Unmarshal(data, &f); err != nil {
			return def, version, jsonError(data, err)
		}
		if version == 1 && bytesHasKey(data, "level") {
			f.Level = players.LevelOnScale(f.Level, 1)
		}
		return f.Settings.Normalize(def), version, nil
	}
	return def, version, fmt.Errorf("version %d, this program knows up to %d: %w", version, SettingsVersion, ErrNewerVersion)
}

// bytesHasKey reports whether the JSON object data has the top-level key.
func bytesHasKey(data []byte, key string) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal(data, &m) != nil {
		return false
	}
	_, ok := m[key]
	return ok
}

// replacedField reports a value of a settings.json that Normalize replaced
// and whose loss a player would notice unless told: the time control. The
// other settings are kept.
func replacedField(data []byte) error {
	var f struct {
		TimeControl *string `json:"time_control"`
	}
	if json.Unmarshal(data, &f) != nil || f.TimeControl == nil {
		return nil
	}
	if _, err := clock.Parse(*f.TimeControl); err != nil {
		return fmt.Errorf("field \"time_control\": %w; a game without a clock (\"-\") is offered instead", err)
	}
	return nil
}

// EncodeSettings returns the content of settings.json for s.
func EncodeSettings(s Settings) ([]byte, error) {
	return encodeJSON(settingsFile{Version: SettingsVersion, Settings: s})
}

func (s *Store) loadSettings(defaults Settings) *Problem {
	path := s.SettingsPath()
	s.settings = defaults.Normalize(DefaultSettings())
	version := SettingsVersion
	var replaced error
	p, hold := s.loadOwned(path, func(data []byte) error {
		st, v, err := DecodeSettings(data, defaults)
		if err == nil {
			s.settings, version = st, v
			replaced = replacedField(data)
		}
		return err
	})
	s.settingsHold = hold
	if p == nil && replaced != nil {
		p = &Problem{Path: path, Err: replaced}
	}
	if p == nil && version < SettingsVersion {
		if err := s.writeSettings(s.settings); err != nil {
			return &Problem{Path: path, Err: fmt.Errorf("upgrade from version %d: %w", version, err)}
		}
	}
	return p
}

// loadOwned reads one of the store's JSON files and hands its content to
// decode. A missing file is no problem. A file whose content is bad is kept
// aside. It returns the problem, if any, and a non-nil hold when the file is
// still there and must not be written: a newer version's file, or one that
// could not be read or moved.
func (s *Store) loadOwned(path string, decode func([]byte) error) (*Problem, error) {
	data, err := readLimited(path, MaxFileSize)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, nil
	case errors.Is(err, ErrTooLarge):
	case err != nil:
		return &Problem{Path: path, Err: err}, err
	default:
		if err = decode(data); err == nil {
			return nil, nil
		}
	}
	if errors.Is(err, ErrNewerVersion) {
		return &Problem{Path: path, Err: err}, err
	}
	p := s.unreadable(path, err)
	if p.KeptAs == "" {
		return p, p.Err
	}
	return p, nil
}

// Settings returns the current settings.
func (s *Store) Settings() Settings {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.settings
}

// SaveSettings normalizes st (values out of range keep the current ones),
// makes it the current settings and writes settings.json: SetSettings, then
// WriteSettings.
//
// When settings.json is a newer version's file, it is left untouched and
// SaveSettings only changes the settings in memory, returning nil: Open
// reported that file as a problem already. When it could not be read or kept
// aside, SaveSettings returns an error and does not write it either.
func (s *Store) SaveSettings(st Settings) error {
	if err := s.SetSettings(st); err != nil {
		return err
	}
	return s.WriteSettings()
}

// SetSettings normalizes st (values out of range keep the current ones)
// and makes it the current settings, in memory only: WriteSettings writes
// them, for example on a goroutine that may wait for the disk. It fails
// only once the store is closed.
func (s *Store) SetSettings(st Settings) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return fmt.Errorf("save settings: %w", ErrClosed)
	}
	s.settings = st.Normalize(s.settings)
	return nil
}

// WriteSettings writes the current settings to settings.json, as
// SaveSettings does. Readers of the settings do not wait for the disk.
func (s *Store) WriteSettings() error {
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	s.mu.Lock()
	closed, st, hold := s.closed, s.settings, s.settingsHold
	s.mu.Unlock()
	if closed {
		return fmt.Errorf("save settings: %w", ErrClosed)
	}
	return writeSettingsFile(s.SettingsPath(), st, hold)
}

// writeSettings writes st while the store is being opened.
func (s *Store) writeSettings(st Settings) error {
	return writeSettingsFile(s.SettingsPath(), st, s.settingsHold)
}

func writeSettingsFile(path string, st Settings, hold error) error {
	return writeOwned("save settings", path, hold, func() ([]byte, error) { return EncodeSettings(st) })
}
