package vectors

import (
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

func TestRead(t *testing.T) {
	const first = `{"seed":1,"steps":[{"move":7,"holes":[[9,9,9,9,9,9,1,10,10],[10,10,10,10,10,0,9,9,9]],"kazans":[10,0],"tuzdyks":[0,0],"to_move":"b","result":"ongoing","final_kazans":[10,0]}]}`
	tests := []struct {
		name  string
		in    string
		games int
		err   string
	}{
		{"one game", first + "\n", 1, ""},
		{"two games", first + "\n" + strings.Replace(first, `"seed":1`, `"seed":2`, 1) + "\n", 2, ""},
		{"empty", "", 0, ""},
		{"bad JSON", first + "\n{\"seed\":\n", 1, "line 2: "},
		{"bad result", strings.Replace(first, `"ongoing"`, `"won"`, 1), 0, `line 1: step 1: result "won"`},
		{"bad side", strings.Replace(first, `"to_move":"b"`, `"to_move":"x"`, 1), 0, `line 1: step 1: result "ongoing", to_move "x"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games, err := Read(strings.NewReader(tt.in))
			if len(games) != tt.games || (err == nil) != (tt.err == "") || (err != nil && !strings.Contains(err.Error(), tt.err)) {
				t.Fatalf("Read = %d games, %v; want %d, %q", len(games), err, tt.games, tt.err)
			}
		})
	}
	games, _ := Read(strings.NewReader(first))
	s := games[0].Steps[0]
	if want := game.Start().Apply(7); s.Position() != want || s.GameResult() != game.Ongoing {
		t.Errorf("step: %s %v, want %s ongoing", s.Position().TFEN(), s.GameResult(), want.TFEN())
	}
}

func TestLoadMissing(t *testing.T) {
	if _, err := Load("testdata/none.jsonl"); err == nil || !strings.Contains(err.Error(), "none.jsonl") {
		t.Errorf("Load(missing) = %v, want an error naming the file", err)
	}
}
