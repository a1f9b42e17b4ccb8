//go:build unix

package storage

import (
	"errors"
	"os"
	"syscall"
)

// setMode gives a new file the usual mode of a document, rw-r--r--,
// instead of CreateTemp's rw-------.
func setMode(f *os.File) error {
	return f.Chmod(0o644)
}

// syncDir makes a rename in dir durable: on Unix a rename is an entry of
// the folder, written to the disk when the folder is synced. File systems
// that cannot sync a folder are not an error.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil && !errors.Is(err, syscall.EINVAL) && !errors.Is(err, syscall.ENOTSUP) {
		return err
	}
	return nil
}
