package applog

import (
	"fmt"
	"os"
	"sync"
)

// rotatingFile is an append-only file that is renamed to path+".1" (the
// older one dropped) once it has grown past max, at Open and while written.
// Where the rename fails (on Windows, while another window of the game has
// the file open), it goes on growing until a later start can rotate it.
type rotatingFile struct {
	path string
	max  int64

	mu     sync.Mutex
	f      *os.File
	size   int64
	onOpen func(*os.File) // told of each new file (the crash output follows it)
}

func openRotating(path string, max int64) (*rotatingFile, error) {
	r := &rotatingFile{path: path, max: max}
	if fi, err := os.Stat(path); err == nil && fi.Size() >= max {
		_ = rotate(path) // a log that cannot be rotated is appended to
	}
	if err := r.open(); err != nil {
		return nil, err
	}
	return r, nil
}

// rotate moves path to path.1, replacing it.
func rotate(path string) error {
	if err := os.Rename(path, path+".1"); err != nil {
		return fmt.Errorf("rotate the log: %w", err)
	}
	return nil
}

func (r *rotatingFile) open() error {
	f, err := os.OpenFile(r.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return fmt.Errorf("open the log: %w", err)
	}
	fi, err := f.Stat()
	if err != nil {
		f.Close()
		return fmt.Errorf("open the log: %w", err)
	}
	r.f, r.size = f, fi.Size()
	if r.onOpen != nil {
		r.onOpen(f)
	}
	return nil
}

func (r *rotatingFile) Write(p []byte) (int, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.f == nil {
		return 0, os.ErrClosed
	}
	if r.size > 0 && r.size+int64(len(p)) > r.max {
		r.f.Close()
		_ = rotate(r.path)
		if err := r.open(); err != nil {
			r.f = nil
			return 0, err
		}
	}
	n, err := r.f.Write(p)
	r.size += int64(n)
	return n, err
}

// setOnOpen calls f with the open file now and with each one rotation opens.
func (r *rotatingFile) setOnOpen(f func(*os.File)) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.onOpen = f
	if r.f != nil {
		f(r.f)
	}
}

func (r *rotatingFile) Close() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.f == nil {
		return nil
	}
	err := r.f.Close()
	r.f = nil
	return err
}
