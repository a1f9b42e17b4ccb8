package storage

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSettingsRoundTrip(t *testing.T) {
	dirs := testDirs(t)
	s, _ := openTest(t, dirs, DefaultSettings())
	want := Settings{
		Language: "ru", Theme: ThemeDark, AnimationSpeed: SpeedSlow, Sound: false, ShowHoleNames: true,
		Level: 5, Colour: ColourRandom, TwoPlayers: true, TimeControl: "180+2", WindowWidth: 1280.5, WindowHeight: 800,
		EndgameStones: 9,
	}
	if err := s.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	if got := s.Settings(); got != want {
		t.Errorf("Settings() = %+v, want %+v", got, want)
	}
	s.Close()

	var onDisk map[string]any
	if err := json.Unmarshal(readFile(t, filepath.Join(dirs.Config, SettingsFile)), &onDisk); err != nil {
		t.Fatal(err)
	}
	if onDisk["version"] != float64(SettingsVersion) || onDisk["language"] != "ru" || onDisk["animation_speed"] != "slow" || onDisk["time_control"] != "180+2" ||
		onDisk["endgame_stones"] != float64(9) {
		t.Errorf("settings.json = %v", onDisk)
	}

	s, problems := openTest(t, dirs, DefaultSettings())
	if len(problems) != 0 {
		t.Fatal(problems)
	}
	if got := s.Settings(); got != want {
		t.Errorf("after reopening: %+v, want %+v", got, want)
	}
}

func TestSettingsNormalize(t *testing.T) {
	def := DefaultSettings()
	def.Language = "kk"
	cur := Settings{Language: "ru", Theme: ThemeDark, AnimationSpeed: SpeedFast, Level: 3, Colour: ColourBlack, TimeControl: "300+3", WindowWidth: 900, WindowHeight: 700}
	tests := []struct {
		name string
		in   Settings
		want Settings
	}{
		{"valid", cur, cur},
		{"bad theme", with(cur, func(s *Settings) { s.Theme = "purple" }), with(cur, func(s *Settings) { s.Theme = def.Theme })},
		{"bad speed", with(cur, func(s *Settings) { s.AnimationSpeed = "warp" }), with(cur, func(s *Settings) { s.AnimationSpeed = def.AnimationSpeed })},
		{"bad colour", with(cur, func(s *Settings) { s.Colour = "green" }), with(cur, func(s *Settings) { s.Colour = def.Colour })},
		{"level 0", with(cur, func(s *Settings) { s.Level = 0 }), with(cur, func(s *Settings) { s.Level = def.Level })},
		{"level 100", with(cur, func(s *Settings) { s.Level = 100 }), with(cur, func(s *Settings) { s.Level = def.Level })},
		{"language path", with(cur, func(s *Settings) { s.Language = "../etc" }), with(cur, func(s *Settings) { s.Language = "kk" })},
		{"empty language", with(cur, func(s *Settings) { s.Language = "" }), with(cur, func(s *Settings) { s.Language = "" })},
		{"bad time control", with(cur, func(s *Settings) { s.TimeControl = "5 min" }), with(cur, func(s *Settings) { s.TimeControl = "-" })},
		{"empty time control", with(cur, func(s *Settings) { s.TimeControl = "" }), with(cur, func(s *Settings) { s.TimeControl = "-" })},
		{"time control written the long way", with(cur, func(s *Settings) { s.TimeControl = "60+0" }), with(cur, func(s *Settings) { s.TimeControl = "60" })},
		{"no clock", with(cur, func(s *Settings) { s.TimeControl = "-" }), with(cur, func(s *Settings) { s.TimeControl = "-" })},
		{"Latin Kazakh", with(cur, func(s *Settings) { s.Language = "kk-Latn" }), with(cur, func(s *Settings) { s.Language = "kk-Latn" })},
		{"Kyrgyz", with(cur, func(s *Settings) { s.Language = "ky" }), with(cur, func(s *Settings) { s.Language = "ky" })},
		{"tiny window", with(cur, func(s *Settings) { s.WindowWidth = 3 }), with(cur, func(s *Settings) { s.WindowWidth, s.WindowHeight = 0, 0 })},
		{"endgame table built", with(cur, func(s *Settings) { s.EndgameStones = 9 }), with(cur, func(s *Settings) { s.EndgameStones = 9 })},
		{"endgame table too large", with(cur, func(s *Settings) { s.EndgameStones = 40 }), cur},
		{"endgame table negative", with(cur, func(s *Settings) { s.EndgameStones = -1 }), cur},
		{"huge window", with(cur, func(s *Settings) { s.WindowHeight = 1e9 }), with(cur, func(s *Settings) { s.WindowWidth, s.WindowHeight = 0, 0 })},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.in.Normalize(def); got != tt.want {
				t.Errorf("Normalize = %+v, want %+v", got, tt.want)
			}
		})
	}
	// Out-of-range defaults fall back to DefaultSettings.
	bad := Settings{Theme: "x", AnimationSpeed: "y", Colour: "z", Level: -1}
	if got, want := bad.Normalize(bad), with(DefaultSettings(), func(s *Settings) { s.Language, s.Sound = "", false }); got != want {
		t.Errorf("Normalize with bad defaults = %+v, want %+v", got, want)
	}
}

func with(s Settings, f func(*Settings)) Settings {
	f(&s)
	return s
}

// TestSettingsUpgradeV0 reads a hand-written settings.json of the prototype
// (no version, old names) and finds it upgraded on disk.
func TestSettingsUpgradeV0(t *testing.T) {
	dirs := testDirs(t)
	path := filepath.Join(dirs.Config, SettingsFile)
	writeFile(t, path, []byte(`{
  "lang": "kk",
  "dark_theme": true,
  "animations": false,
  "sound": false,
  "hole_names": true,
  "level": 4,
  "play_white": false,
  "width": 1024,
  "height": 700,
  "last_opened": "/home/player/old.pgn"
}
`))
	def := DefaultSettings()
	def.Language = "ru"
	s, problems := openTest(t, dirs, def)
	if len(problems) != 0 {
		t.Fatal(problems)
	}
	// level 4 of the seven levels of scale 1 is level 8 of the ladder
	want := Settings{Language: "kk", Theme: ThemeDark, AnimationSpeed: SpeedOff, Sound: false, ShowHoleNames: true,
		Level: 8, Colour: ColourBlack, TimeControl: "-", WindowWidth: 1024, WindowHeight: 700}
	if got := s.Settings(); got != want {
		t.Errorf("upgraded: %+v, want %+v", got, want)
	}
	got, version, err := DecodeSettings(readFile(t, path), def)
	if err != nil || version != SettingsVersion || got != want {
		t.Errorf("on disk after the upgrade: %+v, version %d, %v", got, version, err)
	}
	if b := brokenFiles(t, dirs.Config); len(b) != 0 {
		t.Errorf("kept aside: %v", b)
	}

	// Fields a v0 file lacks keep the defaults.
	got, version, err = DecodeSettings([]byte(`{"lang": "en"}`), def)
	if want := with(def, func(s *Settings) { s.Language = "en" }); err != nil || version != 0 || got != want {
		t.Errorf("partial v0: %+v, %d, %v; want %+v", got, version, err, want)
	}
}

func TestSettingsUnknownFieldsIgnored(t *testing.T) {
	data := []byte(`{"version": 1, "language": "ru", "board_style": {"wood": "oak"}, "theme": "light", "extra": [1, 2]}`)
	got, version, err := DecodeSettings(data, DefaultSettings())
	want := with(DefaultSettings(), func(s *Settings) { s.Language, s.Theme = "ru", ThemeLight })
	if err != nil || version != 1 || got != want {
		t.Errorf("DecodeSettings = %+v, %d, %v; want %+v", got, version, err, want)
	}
}

// TestNewerVersionUntouched: a settings.json or stats.json of a newer version
// is reported, never renamed or written; this session uses defaults.
func TestNewerVersionUntouched(t *testing.T) {
	dirs := testDirs(t)
	settingsPath := filepath.Join(dirs.Config, SettingsFile)
	statsPath := filepath.Join(dirs.Data, StatsFile)
	newerSettings := []byte(`{"version": 3, "language": "ru", "palette": {"board": "#123"}}`)
	newerStats := []byte(`{"version": 7, "levels": {"1": {"won": 3}}}`)
	writeFile(t, settingsPath, newerSettings)
	writeFile(t, statsPath, newerStats)

	def := with(DefaultSettings(), func(s *Settings) { s.Language = "kk" })
	for round := range 2 {
		s, problems := openTest(t, dirs, def)
		if len(problems) != 2 {
			t.Fatalf("round %d: problems %v, want 2", round, problems)
		}
		for _, p := range problems {
			if !errors.Is(p.Err, ErrNewerVersion) || p.KeptAs != "" {
				t.Errorf("problem %v: want ErrNewerVersion, not kept aside", p)
			}
			if p.Path != settingsPath && p.Path != statsPath {
				t.Errorf("problem names %q", p.Path)
			}
		}
		if got := s.Settings(); got != def {
			t.Errorf("settings %+v, want the defaults", got)
		}
		changed := with(def, func(s *Settings) { s.Theme = ThemeDark })
		if err := s.SaveSettings(changed); err != nil {
			t.Errorf("SaveSettings: %v", err)
		}
		if got := s.Settings(); got != changed {
			t.Errorf("settings in memory %+v, want %+v", got, changed)
		}
		if l, err := s.RecordResult(1, Win); err != nil || l.Won != 1 {
			t.Errorf("RecordResult: %+v, %v", l, err)
		}
		if err := s.ResetStats(); err != nil {
			t.Error(err)
		}
		s.Close()
		if got := readFile(t, settingsPath); !bytes.Equal(got, newerSettings) {
			t.Errorf("settings.json changed: %s", got)
		}
		if got := readFile(t, statsPath); !bytes.Equal(got, newerStats) {
			t.Errorf("stats.json changed: %s", got)
		}
		if b := append(brokenFiles(t, dirs.Config), brokenFiles(t, dirs.Data)...); len(b) != 0 {
			t.Errorf("kept aside: %v", b)
		}
	}
}

func TestDecodeSettingsErrors(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"empty", "", "empty file"},
		{"spaces", " \n\t", "empty file"},
		{"array", "[1]", "line 1: not a JSON object"},
		{"null", "null", "not a JSON object"},
		{"syntax", "{\n  \"language\": \"ru\",\n  \"sound\": tru\n}", "line 3:"},
		{"truncated", "{\n  \"language\": \"ru\",\n", "line 2: unexpected end"},
		{"trailing", `{"language": "ru"} x`, "invalid character"},
		{"type", "{\"version\": 1,\n\"sound\": \"yes\"}", "line 2:"},
		{"version type", `{"version": "1"}`, "not a version number"},
		{"version negative", `{"version": -1}`, "not a version number"},
		{"not utf-8", "{\n\"language\": \"\xff\"}", "line 2: not UTF-8"},
		{"binary", "\x00\x01\x02\x03", "not a JSON object"},
		{"newer", `{"version": 3}`, "newer version"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := DecodeSettings([]byte(tt.data), DefaultSettings())
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestSettingsWriteFailure(t *testing.T) {
	dirs := testDirs(t)
	s, _ := openTest(t, dirs, DefaultSettings())
	if err := os.RemoveAll(dirs.Config); err != nil {
		t.Fatal(err)
	}
	changed := with(DefaultSettings(), func(s *Settings) { s.Sound = false })
	err := s.SaveSettings(changed)
	if err == nil || !strings.Contains(err.Error(), "save settings") {
		t.Errorf("SaveSettings into a missing folder: %v", err)
	}
	if s.Settings() != changed {
		t.Error("the settings in memory were not changed")
	}
}

// TestSettingsBadTimeControl: a time control that cannot be read is
// reported, naming the field, and replaced by no clock; nothing else is
// lost and the file is not kept aside.
func TestSettingsBadTimeControl(t *testing.T) {
	tests := []struct{ value, want string }{
		{`"3 min"`, `field "time_control": time control "3 min"`},
		{`"0"`, "at least 1 s"},
		{`"180+999"`, "is longer than"},
	}
	for _, tt := range tests {
		dirs := testDirs(t)
		path := filepath.Join(dirs.Config, SettingsFile)
		writeFile(t, path, []byte(`{"version": 1, "language": "kk", "level": 4, "time_control": `+tt.value+`}`))
		s, problems := openTest(t, dirs, DefaultSettings())
		if len(problems) != 1 || problems[0].Path != path || !strings.Contains(problems[0].Error(), tt.want) {
			t.Errorf("%s: problems %v, want one for %s naming %q", tt.value, problems, path, tt.want)
		}
		// version 1's level 4 (scale 1) is level 8
		want := with(DefaultSettings(), func(s *Settings) { s.Language, s.Level = "kk", 8 })
		if got := s.Settings(); got != want {
			t.Errorf("%s: settings %+v, want %+v", tt.value, got, want)
		}
		if b := brokenFiles(t, dirs.Config); len(b) != 0 {
			t.Errorf("%s: kept aside: %v", tt.value, b)
		}
		s.Close()
	}
	// A good one is no problem.
	dirs := testDirs(t)
	writeFile(t, filepath.Join(dirs.Config, SettingsFile), []byte(`{"version": 1, "time_control": "600+5"}`))
	s, problems := openTest(t, dirs, DefaultSettings())
	if len(problems) != 0 || s.Settings().TimeControl != "600+5" {
		t.Errorf("600+5: %v, %q", problems, s.Settings().TimeControl)
	}
}
