package storage

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// tempSuffix ends the names of temporary files: ".<name>.<random>.tmp".
const tempSuffix = ".tmp"

// brokenStamp is the layout of the time in "<name>.broken-<time>".
const brokenStamp = "20060102T150405Z"

// readLimited reads a whole file of at most limit bytes. A larger file gives
// an error wrapping ErrTooLarge.
func readLimited(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%w: more than %d bytes", ErrTooLarge, limit)
	}
	return data, nil
}

// WriteFileAtomic replaces path with data so that a crash at any instant
// leaves either the old file or the new one: a temporary file in the same
// folder is written and flushed to the disk, then renamed over path (on
// Windows MoveFileEx, which replaces the file in one step), and on Unix the
// folder is synced so that the rename itself is durable. When path is a
// symbolic link (a player keeping settings.json among their dotfiles), the
// file it points to is replaced and the link is kept.
//
// Errors are *fs.PathError or *os.LinkError values naming the file, with
// no further wrapping.
func WriteFileAtomic(path string, data []byte) error {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	tmp, err := writeTemp(path, data)
	if err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(filepath.Dir(path))
}

// writeFileNew writes data to path like WriteFileAtomic but never replaces
// an existing file: it returns an error wrapping fs.ErrExist instead.
func writeFileNew(path string, data []byte) error {
	tmp, err := writeTemp(path, data)
	if err != nil {
		return err
	}
	defer os.Remove(tmp)
	if err := linkNew(tmp, path); err != nil {
		return err
	}
	if err := os.Remove(tmp); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return syncDir(filepath.Dir(path))
}

// writeTemp writes data to a synced temporary file next to path and returns
// its name.
func writeTemp(path string, data []byte) (name string, err error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*"+tempSuffix)
	if err != nil {
		return "", err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if err = setMode(f); err != nil {
		return "", err
	}
	if _, err = f.Write(data); err != nil {
		return "", err
	}
	if err = f.Sync(); err != nil {
		return "", err
	}
	if err = f.Close(); err != nil {
		return "", err
	}
	return f.Name(), nil
}

// linkNew gives the file old the new name dst, failing with fs.ErrExist when
// dst exists. A hard link does this atomically; on file systems without hard
// links it checks and renames (the store's lock keeps other instances out).
func linkNew(old, dst string) error {
	err := os.Link(old, dst)
	if err == nil || errors.Is(err, fs.ErrExist) {
		return err
	}
	if _, serr := os.Lstat(dst); serr == nil {
		return &fs.PathError{Op: "link", Path: dst, Err: fs.ErrExist}
	} else if !errors.Is(serr, fs.ErrNotExist) {
		return serr
	}
	return os.Rename(old, dst)
}

// keepAside renames path to "<path>.broken-<UTC time>", adding "-2", "-3"…
// when that name is taken: it never replaces another file. It returns the new
// name.
func keepAside(path string, now time.Time) (string, error) {
	base := path + ".broken-" + now.UTC().Format(brokenStamp)
	for i := 1; i <= 1000; i++ {
		dst := base
		if i > 1 {
			dst = fmt.Sprintf("%s-%d", base, i)
		}
		err := linkNew(path, dst)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		// After a hard link both names exist; drop the old one. (After the
		// fallback rename it is gone already.)
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return "", err
		}
		return dst, syncDir(filepath.Dir(path))
	}
	return "", fmt.Errorf("keep %s aside: too many broken copies", path)
}

// removeStaleTemps removes the temporary files that writes interrupted by a
// crash left in dir. It is called with the lock held, so no write of another
// instance is under way. It returns how many it removed.
func removeStaleTemps(dir string) int {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	n := 0
	for _, e := range entries {
		name := e.Name()
		if e.Type().IsRegular() && isTempName(name) && os.Remove(filepath.Join(dir, name)) == nil {
			n++
		}
	}
	return n
}

func isTempName(name string) bool {
	return len(name) > 1+len(tempSuffix) && strings.HasPrefix(name, ".") && strings.HasSuffix(name, tempSuffix)
}
