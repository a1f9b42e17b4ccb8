package storage

import (
	"bytes"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"testing"
	"unicode/utf8"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// The fuzz targets' seed corpora are in testdata/fuzz/<target>/; `go test`
// runs them, `go test -fuzz=<target>` explores from them.

func FuzzDecodeSettings(f *testing.F) {
	f.Add([]byte(`{"version": 1, "language": "ru", "theme": "dark", "window_width": 800, "window_height": 600}`))
	f.Add([]byte(`{"lang": "kk", "dark_theme": true, "animations": false, "width": 1e9}`))
	def := with(DefaultSettings(), func(s *Settings) { s.Language = "kk" })
	f.Fuzz(func(t *testing.T, data []byte) {
		s, version, err := DecodeSettings(data, def)
		if err != nil {
			if s != def {
				t.Fatalf("error %v with settings %+v, want the defaults", err, s)
			}
			return
		}
		if version < 0 || version > SettingsVersion {
			t.Fatalf("version %d without an error", version)
		}
		if s.Normalize(def) != s {
			t.Fatalf("settings not normalized: %+v", s)
		}
		enc, err := EncodeSettings(s)
		if err != nil {
			t.Fatal(err)
		}
		back, version, err := DecodeSettings(enc, def)
		if err != nil || version != SettingsVersion || back != s {
			t.Fatalf("round trip: %+v, %d, %v; want %+v\n%s", back, version, err, s, enc)
		}
	})
}

func FuzzDecodeStats(f *testing.F) {
	f.Add([]byte(`{"version": 1, "levels": {"1": {"won": 3, "lost": 1, "drawn": 0, "streak": -1, "best_streak": 2}}}`))
	f.Add([]byte(`{"2": {"wins": 5, "losses": 1, "draws": 2}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		stats, version, err := DecodeStats(data)
		if err != nil {
			if stats != nil {
				t.Fatalf("error %v with statistics %v", err, stats)
			}
			return
		}
		if stats == nil || version < 0 || version > StatsVersion {
			t.Fatalf("no statistics or version %d without an error", version)
		}
		for level, l := range stats {
			if level < 1 || level > MaxLevel || l.normalize() != l {
				t.Fatalf("level %d: %+v", level, l)
			}
			if p := l.Percent(); p < 0 || p > 100 {
				t.Fatalf("level %d: percent %v", level, p)
			}
		}
		enc, err := EncodeStats(stats)
		if err != nil {
			t.Fatal(err)
		}
		back, version, err := DecodeStats(enc)
		if err != nil || version != StatsVersion || !maps.Equal(back, stats) {
			t.Fatalf("round trip: %v, %d, %v; want %v", back, version, err, stats)
		}
	})
}

// FuzzLoadGameFile reads records as Open… does, and as LoadAutosave does.
// Whatever game is read, the store can write it and read it back strictly
// as the same game: a game a player could open can be autosaved and resumed.
func FuzzLoadGameFile(f *testing.F) {
	f.Add([]byte("[White \"You\"]\n[Black \"master\"]\n[Level \"6\"]\n[HumanSide \"white\"]\n[SaveFormat \"1\"]\n\n1. 76(10) 22 *\n"))
	f.Add([]byte("1. 36x 99 {comment} 2. 11; rest\n1-0\n"))
	path := filepath.Join(tempDir(f), "game.pgn")
	f.Fuzz(func(t *testing.T, data []byte) {
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		g, err := LoadGameFile(path)
		if (g == nil) == (err == nil) {
			t.Fatalf("LoadGameFile = %v, %v: want a game or an error", g, err)
		}
		strict, strictErr := decodeRecord(data, true)
		if (strict == nil) == (strictErr == nil) || strictErr == nil && err != nil {
			t.Fatalf("strict: %v, %v; lenient error %v", strict, strictErr, err)
		}
		if err != nil {
			var re *game.RecordError
			if errors.As(err, &re) && re.Line < 1 {
				t.Fatalf("record error without a line: %v", re)
			}
			return
		}
		text := recordText(g)
		if !utf8.Valid(text) {
			t.Fatalf("invalid UTF-8 written:\n%q", text)
		}
		back, err := decodeRecord(text, true)
		if err != nil {
			t.Fatalf("the store cannot read what it writes: %v\n%s", err, text)
		}
		if !bytes.Equal(recordText(back), text) || back.Position() != g.Position() || back.Ply() != g.Ply() {
			t.Fatalf("read back differently:\n%s\n%s", text, recordText(back))
		}
	})
}
