//go:build !unix

package storage

import "os"

// lockFile opens path. Systems without flock get no single-instance lock.
func lockFile(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
}

func unlockFile(f *os.File) error { return f.Close() }
