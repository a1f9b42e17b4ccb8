package game

import "slices"

// DeleteTag removes a tag from the record; a tag it does not have is no
// change.
func (g *Game) DeleteTag(name string) {
	g.tags = slices.DeleteFunc(g.tags, func(t Tag) bool { return t.Name == name })
}
