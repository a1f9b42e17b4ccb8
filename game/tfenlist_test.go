package game

import (
	"errors"
	"strings"
	"testing"
)

func TestReadPositions(t *testing.T) {
	end := "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 0"
	tests := []struct {
		name  string
		text  string
		want  []string // the TFENs read, in order
		error string   // a part of the error; "" for none
	}{
		{"empty", "", nil, ""},
		{"comments and blanks", "# a list\n\n   \n# more\n", nil, ""},
		{"plain lines", StartTFEN + "\n" + end + "\n", []string{StartTFEN, end}, ""},
		{"with a source and spaces", "  " + StartTFEN + " | file#3/4 | 12\n" + end, []string{StartTFEN, end}, ""},
		{"a bad line names the file and line", StartTFEN + "\n\nnonsense | x\n", nil, "f:3: tfen:"},
		{"a bad field", "9,9 0 0 - - 0\n", nil, "f:1: tfen: holes"},
	}
	for _, tt := range tests {
		got, err := ReadPositions(strings.NewReader(tt.text), "f")
		if tt.error != "" {
			var te *TFENError
			if err == nil || !strings.Contains(err.Error(), tt.error) || !errors.As(err, &te) {
				t.Errorf("%s: error %v, want a TFENError containing %q", tt.name, err, tt.error)
			}
			continue
		}
		if err != nil || len(got) != len(tt.want) {
			t.Errorf("%s: %d positions, %v; want %d", tt.name, len(got), err, len(tt.want))
			continue
		}
		for i, p := range got {
			if p.TFEN() != tt.want[i] {
				t.Errorf("%s: position %d is %s, want %s", tt.name, i, p.TFEN(), tt.want[i])
			}
		}
	}
}
