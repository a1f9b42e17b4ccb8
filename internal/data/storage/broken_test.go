package storage

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
)

// goodFiles writes good settings, statistics, autosave and a named game
// through a store, and returns what they hold.
func goodFiles(t *testing.T, dirs Dirs) (Settings, map[int]LevelStats, []byte) {
	t.Helper()
	s, _ := openTest(t, dirs, DefaultSettings())
	st := with(DefaultSettings(), func(s *Settings) { s.Language, s.Theme, s.Level = "ru", ThemeDark, 6 })
	if err := s.SaveSettings(st); err != nil {
		t.Fatal(err)
	}
	for _, r := range []Outcome{Win, Win, Loss} {
		if _, err := s.RecordResult(6, r); err != nil {
			t.Fatal(err)
		}
	}
	stats := s.Stats()
	g := playGame(t, game.Start(), 30, game.TagWhite, "You", game.TagBlack, "master", players.TagLevel, "6", players.TagHumanSide, players.HumanWhite)
	if err := s.SaveAutosave(g); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveGame("kept", g); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return st, stats, recordText(g)
}

// TestUnreadableFilesKeptAside: each kind of bad file is reported with its
// path and what is wrong, its bytes are kept aside, defaults are used for it
// alone, and the other files are untouched.
func TestUnreadableFilesKeptAside(t *testing.T) {
	goodRecord := recordText(playGame(nil, game.Start(), 30, game.TagWhite, "You"))
	half := len(goodRecord) * 2 / 3
	cutAfterMove := bytes.TrimRight(goodRecord, " \n*") // every move whole, the result gone
	huge := func(prefix string) []byte {
		return append([]byte(prefix), bytes.Repeat([]byte(" "), MaxFileSize)...)
	}
	tests := []struct {
		name    string
		file    string
		data    []byte
		want    string // in the problem's text
		wantErr error  // the problem wraps it, if not nil
		line    int    // the *game.RecordError's line, if not 0
	}{
		{"settings corrupt", SettingsFile, []byte("{\n  \"language\": \"ru\"\n  \"theme\": \"dark\"\n}"), "line 3", nil, 0},
		{"settings truncated", SettingsFile, []byte("{\n  \"language\": \"ru\",\n  \"th"), "unexpected end", nil, 0},
		{"settings not UTF-8", SettingsFile, []byte("{\"language\": \"\xd0\"}"), "line 1: not UTF-8", ErrNotUTF8, 0},
		{"settings binary", SettingsFile, []byte("\x7fELF\x02\x01\x01\x00\x00\x00"), "not a JSON object", nil, 0},
		{"settings huge", SettingsFile, huge(`{"language": "ru"`), "too large", ErrTooLarge, 0},
		{"settings empty", SettingsFile, nil, "empty file", nil, 0},
		{"settings wrong type", SettingsFile, []byte("{\"version\": 1,\n\"level\": \"six\"}"), "line 2", nil, 0},
		{"stats corrupt", StatsFile, []byte(`{"version": 1, "levels": {"6": {"won": 2,}}}`), "invalid character", nil, 0},
		{"stats truncated", StatsFile, []byte(`{"version": 1, "levels": {"6": {"won"`), "unexpected end", nil, 0},
		{"stats huge", StatsFile, huge(`{"version": 1`), "too large", ErrTooLarge, 0},
		{"autosave wrong move", AutosaveFile, []byte("[White \"You\"]\n[Black \"master\"]\n\n1. 76(10) 22\n2. 99 zz *\n"), "line 5", nil, 5},
		{"autosave truncated", AutosaveFile, goodRecord[:half], "line", nil, 0},
		{"autosave cut after a move", AutosaveFile, cutAfterMove, "cut short", nil, 0},
		{"autosave not UTF-8", AutosaveFile, []byte("[White \"\xff\"]\n\n*\n"), "line 1", game.ErrNotText, 0},
		{"autosave binary", AutosaveFile, []byte("PK\x03\x04\x14\x00\x00\x00\x08\x00"), "binary", game.ErrNotText, 0},
		{"autosave huge", AutosaveFile, huge("[White \"You\"]\n"), "too large", ErrTooLarge, 0},
		{"autosave empty", AutosaveFile, nil, "no game", ErrNoGame, 0},
		{"autosave newer", AutosaveFile, []byte("[SaveFormat \"2\"]\n[Board \"hex\"]\n\n1. 76(10) *\n"), "newer version", ErrNewerVersion, 0},
		{"autosave two games", AutosaveFile, append(append([]byte{}, goodRecord...), goodRecord...), "second game", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dirs := testDirs(t)
			goodSettings, goodStats, goodAutosave := goodFiles(t, dirs)
			path := filepath.Join(dirs.Data, tt.file)
			if tt.file == SettingsFile {
				path = filepath.Join(dirs.Config, tt.file)
			}
			writeFile(t, path, tt.data)

			def := with(DefaultSettings(), func(s *Settings) { s.Language = "kk" })
			s, problems := openTest(t, dirs, def)
			g, err := s.LoadAutosave()
			if err != nil {
				var p *Problem
				if !errors.As(err, &p) {
					t.Fatalf("LoadAutosave error %T %v, want a *Problem", err, err)
				}
				problems = append(problems, *p)
			}
			if len(problems) != 1 {
				t.Fatalf("problems %v, want one", problems)
			}
			p := problems[0]
			t.Log(p.Error())
			if p.Path != path || p.KeptAs != path+fixedStamp {
				t.Errorf("problem for %q kept as %q; want %q kept as %q", p.Path, p.KeptAs, path, path+fixedStamp)
			}
			if msg := p.Error(); !strings.Contains(msg, tt.want) || !strings.Contains(msg, path) {
				t.Errorf("problem %q does not name the file and %q", msg, tt.want)
			}
			if tt.wantErr != nil && !errors.Is(p.Err, tt.wantErr) {
				t.Errorf("problem %v does not wrap %v", p.Err, tt.wantErr)
			}
			var re *game.RecordError
			if tt.line != 0 && (!errors.As(p.Err, &re) || re.Line != tt.line) {
				t.Errorf("problem %v: want a record error on line %d", p.Err, tt.line)
			}
			if kept := readFile(t, p.KeptAs); !bytes.Equal(kept, tt.data) {
				t.Errorf("kept %d bytes, want the %d bad bytes", len(kept), len(tt.data))
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the bad file is still at %s: %v", path, err)
			}

			// Defaults for the bad file, the good files untouched.
			wantSettings, wantStats, wantAutosave := goodSettings, goodStats, goodAutosave
			switch tt.file {
			case SettingsFile:
				wantSettings = def
			case StatsFile:
				wantStats = map[int]LevelStats{}
			case AutosaveFile:
				wantAutosave = nil
			}
			if got := s.Settings(); got != wantSettings {
				t.Errorf("settings %+v, want %+v", got, wantSettings)
			}
			if got := s.Stats(); len(got) != len(wantStats) || got[6] != wantStats[6] {
				t.Errorf("stats %+v, want %+v", got, wantStats)
			}
			if (g == nil) != (wantAutosave == nil) || g != nil && !bytes.Equal(recordText(g), wantAutosave) {
				t.Errorf("autosave %v, want %q", g, wantAutosave)
			}
			if list, lp := s.ListGames(); len(list) != 1 || len(lp) != 0 {
				t.Errorf("named games: %v, %v", list, lp)
			}

			// Writing again works and leaves the kept bytes alone.
			if err := s.SaveSettings(wantSettings); err != nil {
				t.Error(err)
			}
			if _, err := s.RecordResult(2, Draw); err != nil {
				t.Error(err)
			}
			if err := s.SaveAutosave(playGame(t, game.Start(), 2)); err != nil {
				t.Error(err)
			}
			if kept := readFile(t, p.KeptAs); !bytes.Equal(kept, tt.data) {
				t.Error("kept bytes changed by later writes")
			}
			s.Close()
			if _, problems := openTest(t, dirs, def); len(problems) != 0 {
				t.Errorf("problems after the files were rewritten: %v", problems)
			}
		})
	}
}

// TestUnopenableFileHeld: a file that cannot even be read (here a folder in
// its place) is reported, left alone and never written.
func TestUnopenableFileHeld(t *testing.T) {
	dirs := testDirs(t)
	for _, dir := range []string{filepath.Join(dirs.Config, SettingsFile), filepath.Join(dirs.Data, StatsFile), filepath.Join(dirs.Data, AutosaveFile)} {
		if err := os.MkdirAll(filepath.Join(dir, "inside"), 0o700); err != nil {
			t.Fatal(err)
		}
	}
	s, problems := openTest(t, dirs, DefaultSettings())
	if len(problems) != 2 || problems[0].KeptAs != "" || problems[1].KeptAs != "" {
		t.Errorf("problems %v, want two, not kept aside", problems)
	}
	g, err := s.LoadAutosave()
	var p *Problem
	if g != nil || !errors.As(err, &p) || p.KeptAs != "" {
		t.Errorf("LoadAutosave: %v, %v", g, err)
	}
	if err := s.SaveSettings(DefaultSettings()); err == nil {
		t.Error("SaveSettings over a file that could not be read succeeded")
	}
	if _, err := s.RecordResult(1, Win); err == nil {
		t.Error("RecordResult over a file that could not be read succeeded")
	}
	if err := s.SaveAutosave(playGame(t, game.Start(), 1)); err == nil {
		t.Error("SaveAutosave over a file that could not be read succeeded")
	}
	for _, dir := range []string{filepath.Join(dirs.Config, SettingsFile), filepath.Join(dirs.Data, StatsFile), filepath.Join(dirs.Data, AutosaveFile)} {
		if _, err := os.Stat(filepath.Join(dir, "inside")); err != nil {
			t.Errorf("%s: %v", dir, err)
		}
	}
}

// TestSaveAutosaveKeepsUncheckedBrokenFile: a caller that saves without
// loading first does not destroy a broken autosave.
func TestSaveAutosaveKeepsUncheckedBrokenFile(t *testing.T) {
	dirs := testDirs(t)
	path := filepath.Join(dirs.Data, AutosaveFile)
	bad := []byte("[White \"You\"]\n\n1. 76(10) zz *\n")
	writeFile(t, path, bad)
	s, _ := openTest(t, dirs, DefaultSettings())
	g := playGame(t, game.Start(), 4)
	if err := s.SaveAutosave(g); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, path+fixedStamp); !bytes.Equal(got, bad) {
		t.Errorf("kept %q", got)
	}
	if got := readFile(t, path); !bytes.Equal(got, recordText(g)) {
		t.Errorf("autosave %q", got)
	}
}
