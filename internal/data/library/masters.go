package library

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"strings"
)

// mastersFS holds the Masters collection, gzip-compressed: the games of the
// 2018 national tournaments and of PlayOK (the files of game/testdata).
//
//go:embed masters/*.pgn.gz
var mastersFS embed.FS

// MastersFile is one file of the built-in Masters collection.
type MastersFile struct {
	Name string // such as "tournaments-2018.pgn"
	Data []byte // the record text
}

// MastersFiles returns the record files of the Masters collection,
// uncompressed.
func MastersFiles() ([]MastersFile, error) {
	entries, err := fs.ReadDir(mastersFS, "masters")
	if err != nil {
		return nil, fmt.Errorf("library: masters: %w", err)
	}
	var files []MastersFile
	for _, e := range entries {
		gz, err := mastersFS.ReadFile("masters/" + e.Name())
		if err != nil {
			return nil, fmt.Errorf("library: masters: %w", err)
		}
		zr, err := gzip.NewReader(bytes.NewReader(gz))
		if err != nil {
			return nil, fmt.Errorf("library: masters %s: %w", e.Name(), err)
		}
		data, err := io.ReadAll(zr)
		if err != nil {
			return nil, fmt.Errorf("library: masters %s: %w", e.Name(), err)
		}
		files = append(files, MastersFile{Name: strings.TrimSuffix(e.Name(), ".gz"), Data: data})
	}
	return files, nil
}

// mastersVersion identifies the embedded Masters: a library built from
// other files builds the collection again.
func mastersVersion() string {
	h := sha256.New()
	entries, _ := fs.ReadDir(mastersFS, "masters")
	for _, e := range entries {
		data, _ := mastersFS.ReadFile("masters/" + e.Name())
		h.Write([]byte(e.Name()))
		h.Write(data)
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// ensureMasters builds the Masters collection when the library does not
// hold this version of it.
func (l *Library) ensureMasters(ctx context.Context) error {
	want := schemaVersion + "-" + mastersVersion()
	var have string
	_ = l.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE name='masters'").Scan(&have)
	if have == want {
		return nil
	}
	files, err := MastersFiles()
	if err != nil {
		return err
	}
	id, err := l.collectionID(ctx, Masters, true, true)
	if err != nil {
		return err
	}
	if have != "" {
		// Another version: take the old games out, with their index.
		if err := l.removeCollection(ctx, id); err != nil {
			return fmt.Errorf("library: replace the Masters: %w", err)
		}
	}
	for _, f := range files {
		rep, err := l.importGames(ctx, Masters, true, f.Name, bytes.NewReader(f.Data))
		if err != nil {
			return err
		}
		if len(rep.Skipped) > 0 {
			return fmt.Errorf("library: masters: %w", rep.Skipped[0])
		}
	}
	if _, err := l.db.ExecContext(ctx, "INSERT OR REPLACE INTO meta VALUES('masters', ?)", want); err != nil {
		return fmt.Errorf("library: masters: %w", err)
	}
	return nil
}
