//go:build unix

package storage

import (
	"errors"
	"os"
	"syscall"
)

// lockFile opens path and takes an exclusive flock on it. Flock belongs to
// the open file description, so a second lockFile fails even in the same
// process; the kernel releases it when the process dies, however it dies.
func lockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrLocked
		}
		return nil, err
	}
	return f, nil
}

func unlockFile(f *os.File) error {
	// Closing the only descriptor releases the lock.
	return f.Close()
}
