// Package vectors reads the recorded random games that tests replay against
// the rules: a JSON Lines file (random-games.jsonl), one game per line, with
// every ply's move and the position, result and settled score after it.
//
// It is the one decoder of that format; the rules' tests and the board's
// tests read their copy of the file through it.
package vectors

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Step is one ply of a recorded game: the move and what follows it.
type Step struct {
	Move        int       `json:"move"`
	Holes       [2][9]int `json:"holes"` // White's holes 1..9, then Black's
	Kazans      [2]int    `json:"kazans"`
	Tuzdyks     [2]int    `json:"tuzdyks"`
	ToMove      string    `json:"to_move"`      // "w" or "b"
	Result      string    `json:"result"`       // "ongoing", "white", "black" or "draw"
	FinalKazans [2]int    `json:"final_kazans"` // the settled score
}

// Game is one recorded game from the start position.
type Game struct {
	Seed  int    `json:"seed"`
	Steps []Step `json:"steps"`
}

// Position returns the recorded position after the step.
func (s Step) Position() game.Position {
	var p game.Position
	for side := range 2 {
		for n := range game.HolesPerSide {
			p.Holes[side*game.HolesPerSide+n] = uint8(s.Holes[side][n])
		}
		p.Kazans[side] = uint8(s.Kazans[side])
		p.Tuzdyks[side] = uint8(s.Tuzdyks[side])
	}
	if s.ToMove == "b" {
		p.ToMove = game.Black
	}
	return p
}

// GameResult returns the recorded result after the step.
func (s Step) GameResult() game.Result {
	return results[s.Result]
}

var results = map[string]game.Result{"ongoing": game.Ongoing, "white": game.WhiteWins, "black": game.BlackWins, "draw": game.Draw}

// Read decodes every game of r. An error names the line.
func Read(r io.Reader) ([]Game, error) {
	var games []Game
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for line := 1; sc.Scan(); line++ {
		var g Game
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			return games, fmt.Errorf("line %d: %w", line, err)
		}
		for i, s := range g.Steps {
			if _, ok := results[s.Result]; !ok || (s.ToMove != "w" && s.ToMove != "b") {
				return games, fmt.Errorf("line %d: step %d: result %q, to_move %q", line, i+1, s.Result, s.ToMove)
			}
		}
		games = append(games, g)
	}
	return games, sc.Err()
}

// Load reads the games of the file at path.
func Load(path string) ([]Game, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	games, err := Read(f)
	if err != nil {
		return games, fmt.Errorf("read vectors %s: %w", path, err)
	}
	return games, nil
}
