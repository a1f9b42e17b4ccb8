package storage

import (
	"errors"
	"fmt"
)

// ErrUnsaved: the store writes nothing, its folder could not be used
// (OpenUnsaved).
var ErrUnsaved = errors.New("games cannot be saved")

// OpenUnsaved returns a store that reads and writes nothing, for a start
// whose folders cannot be used (Open failed with cause, which is not
// ErrLocked): the game is played with the default settings, which change
// in memory only; the autosave, the statistics, the progress and the
// settings are not written, and saving, replacing or deleting a game fails
// with ErrUnsaved. It takes no lock.
func OpenUnsaved(dirs Dirs, defaults Settings, cause error) *Store {
	hold := fmt.Errorf("%w: %w", ErrUnsaved, cause)
	return &Store{
		dirs: dirs, unsaved: hold,
		settings: defaults, settingsHold: hold,
		stats: map[int]LevelStats{}, statsHold: hold,
		progressHold:    hold,
		autosaveChecked: true, autosaveHold: hold,
	}
}

// Unsaved returns why the store writes nothing (nil: it writes).
func (s *Store) Unsaved() error { return s.unsaved }
