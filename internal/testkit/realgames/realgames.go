// Package realgames names the record files of real games that the engine's
// tools (the tuner, the winning-chance fit, the puzzle generator) read.
package realgames

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/togyzkumalak/togyzkumalak/game"
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

// Read returns the games of the record file name, with the errors of the
// games it could not read (the others are kept).
func Read(name string) (games []*game.Game, bad []error, err error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, fmt.Errorf("records: %w", err)
	}
	defer f.Close()
	games, bad, err = game.ReadGames(f)
	if err != nil {
		return nil, nil, fmt.Errorf("records: read %s: %w", name, err)
	}
	return games, bad, nil
}
