package game

import (
	"slices"
	"testing"
)

func TestDeleteTag(t *testing.T) {
	tests := []struct {
		name string
		tags []string
		del  string
		want []string
	}{
		{"present", []string{"Event", "Clock", "Site"}, "Clock", []string{"Event", "Site"}},
		{"absent", []string{"Event"}, "Clock", []string{"Event"}},
		{"empty", nil, "Clock", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := NewGame(Start())
			for _, n := range tt.tags {
				g.SetTag(n, "x")
			}
			g.DeleteTag(tt.del)
			var got []string
			for _, tag := range g.Tags() {
				got = append(got, tag.Name)
			}
			if !slices.Equal(got, tt.want) {
				t.Fatalf("tags %v, want %v", got, tt.want)
			}
		})
	}
}
