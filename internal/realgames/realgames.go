// Package realgames names the record files of real games that the engine's
// tools (the tuner, the winning-chance fit, the puzzle generator) read.
package realgames

import (
	"errors"
	"path/filepath"
)

// DefaultGlob is where the project keeps its real games, from the
// repository's root.
const DefaultGlob = "game/testdata/*.pgn"

// Files returns args when a tool was given files, and otherwise the files
// of DefaultGlob, or an error naming the glob when there are none.
func Files(args []string) ([]string, error) {
	if len(args) > 0 {
		return args, nil
	}
	files, err := filepath.Glob(DefaultGlob)
	if err != nil || len(files) == 0 {
		return nil, errors.New("no record files given (and none in " + DefaultGlob + "; run from the repository's root)")
	}
	return files, nil
}
