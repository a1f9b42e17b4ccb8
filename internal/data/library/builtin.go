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
	"path"
	"slices"
	"strings"
)

// builtinFS holds the built-in collections' record files, gzip-compressed,
// in a folder named after each collection: Masters (the games of the 2018
// national tournaments) and PlayOK (the PlayOK games). They are the files of
// game/testdata.
//
//go:embed builtin/*/*.pgn.gz
var builtinFS embed.FS

// builtinCollections are the built-in collections, in their order.
var builtinCollections = [...]string{Masters, PlayOK}

// BuiltinCollections returns the names of the built-in collections, which
// ship inside the program and cannot be written to: Masters, then PlayOK.
func BuiltinCollections() []string { return slices.Clone(builtinCollections[:]) }

// Builtin reports whether name is the name of a built-in collection.
func Builtin(name string) bool { return slices.Contains(builtinCollections[:], name) }

// BuiltinFile is one record file of a built-in collection.
type BuiltinFile struct {
	Collection string // Masters or PlayOK
	Name       string // such as "tournaments-2018.pgn"
	Data       []byte // the record text
}

// BuiltinFiles returns the record files of the built-in collections,
// uncompressed, Masters' first.
func BuiltinFiles() ([]BuiltinFile, error) {
	var files []BuiltinFile
	for _, c := range builtinCollections {
		dir := path.Join("builtin", c)
		entries, err := fs.ReadDir(builtinFS, dir)
		if err != nil {
			return nil, fmt.Errorf("library: built-in collection %s: %w", c, err)
		}
		for _, e := range entries {
			gz, err := builtinFS.ReadFile(path.Join(dir, e.Name()))
			if err != nil {
				return nil, fmt.Errorf("library: built-in collection %s: %w", c, err)
			}
			zr, err := gzip.NewReader(bytes.NewReader(gz))
			if err != nil {
				return nil, fmt.Errorf("library: built-in collection %s: %s: %w", c, e.Name(), err)
			}
			data, err := io.ReadAll(zr)
			if err != nil {
				return nil, fmt.Errorf("library: built-in collection %s: %s: %w", c, e.Name(), err)
			}
			files = append(files, BuiltinFile{Collection: c, Name: strings.TrimSuffix(e.Name(), ".gz"), Data: data})
		}
	}
	return files, nil
}

// builtinSet is the built-in collections a library is built with: their
// files and a version that names them. Open uses the embedded files; the
// tests give smaller ones.
type builtinSet struct {
	version string
	files   func() ([]BuiltinFile, error)
}

// embeddedBuiltin is the set of the embedded files. Its version is the
// hash of the compressed files, by name, as the libraries of schema 4
// kept it (they held every embedded file in the Masters): a library of
// schema 4 with this version holds these games.
func embeddedBuiltin() builtinSet {
	type entry struct{ name, path string }
	var entries []entry
	for _, c := range builtinCollections {
		es, _ := fs.ReadDir(builtinFS, path.Join("builtin", c))
		for _, e := range es {
			entries = append(entries, entry{e.Name(), path.Join("builtin", c, e.Name())})
		}
	}
	slices.SortFunc(entries, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	h := sha256.New()
	for _, e := range entries {
		data, _ := builtinFS.ReadFile(e.path)
		h.Write([]byte(e.name))
		h.Write(data)
	}
	return builtinSet{version: hex.EncodeToString(h.Sum(nil)[:8]), files: BuiltinFiles}
}

// builtinMeta is the meta row that names the built-in collections a
// library holds: the schema and the set's version.
func (l *Library) builtinMeta() string { return schemaVersion + "-" + l.builtin.version }

// ensureBuiltin builds the built-in collections when the library does not
// hold this version of them; another version's games are taken out first,
// with their index.
func (l *Library) ensureBuiltin(ctx context.Context) error {
	want := l.builtinMeta()
	var have string
	_ = l.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE name='masters'").Scan(&have)
	if have == want {
		return nil
	}
	files, err := l.builtin.files()
	if err != nil {
		return err
	}
	renamed, err := claimBuiltin(ctx, l.db)
	if err != nil {
		return fmt.Errorf("library: built-in collections: %w", err)
	}
	if err := l.renameSources(renamed); err != nil {
		return err
	}
	for _, c := range builtinCollections {
		id, err := l.collectionID(ctx, c, true, true)
		if err != nil {
			return err
		}
		if have != "" {
			if err := l.removeCollection(ctx, id); err != nil {
				return fmt.Errorf("library: replace the built-in collection %s: %w", c, err)
			}
		}
	}
	// The files' games staged, then merged into the index once.
	for _, f := range files {
		rep, err := l.stageGames(ctx, f.Collection, true, f.Name, bytes.NewReader(f.Data))
		if err != nil {
			return err
		}
		if len(rep.Skipped) > 0 {
			return fmt.Errorf("library: built-in collection %s: %w", f.Collection, rep.Skipped[0])
		}
	}
	if err := l.merge(ctx); err != nil {
		return err
	}
	if _, err := l.db.ExecContext(ctx, "INSERT OR REPLACE INTO meta VALUES('masters', ?)", want); err != nil {
		return fmt.Errorf("library: built-in collections: %w", err)
	}
	return nil
}
