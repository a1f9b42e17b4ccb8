package storage

import (
	"github.com/gofrs/flock"
)

// lockFile takes the single-instance lock: an exclusive lock on the file at
// path, created if missing, without waiting. On Unix it is flock(2), on
// Windows LockFileEx; either belongs to the open file, so a second lockFile
// fails even in the same process, and the system releases it when the
// process ends, however it ends. A lock held elsewhere gives ErrLocked.
func lockFile(path string) (*flock.Flock, error) {
	l := flock.New(path)
	ok, err := l.TryLock()
	if err != nil {
		l.Close()
		return nil, err
	}
	if !ok {
		l.Close()
		return nil, ErrLocked
	}
	return l, nil
}

// unlockFile releases the lock and closes its file.
func unlockFile(l *flock.Flock) error {
	return l.Close()
}
