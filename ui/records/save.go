package records

import (
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
)

// ShowSaveAs saves the game under a name, in the saved games' folder by
// default, where the saved games' list finds it (Game → Save as).
func (f *Files) ShowSaveAs() {
	g := f.d.Board.Game().Clone()
	f.chooseSave("file.save", f.d.Store.GamesDir(), "", func(path string) { f.writeRecord(path, g) })
}

// ShowExport writes the game's record for other programs: without the tags
// only this window reads and the evaluations of its review (Records →
// Export record).
func (f *Files) ShowExport() {
	g := exportGame(f.d.Board.Game())
	f.chooseSave("file.export", f.documentsDir(), "export", func(path string) { f.writeRecord(path, g) })
}

// ShowExportPlayStrategy writes the game's record in PlayStrategy's PGN,
// to import it there: its players as P1 and P2, its moves as squares, its
// clocks (Records → Export for PlayStrategy).
func (f *Files) ShowExportPlayStrategy() {
	text := exportGame(f.d.Board.Game()).PlayStrategyText()
	f.chooseSave("records.export_playstrategy", f.documentsDir(), "export", func(path string) {
		loc := f.env.Loc
		if err := storage.WriteFileAtomic(path, []byte(text)); err != nil {
			f.d.Ask.Error(loc.T("error.save_failed", map[string]any{"Path": path, "Error": f.d.Ask.Reason(err)}))
			return
		}
		f.d.Ask.Message("records.export_playstrategy", func() string { return loc.T("file.saved", map[string]any{"Path": path}) })
	})
}

// chooseSave asks where to save, proposing the game's file name; save gets
// the path, with the record's extension added when the player typed none
// (asking first if that names a file the dialog did not ask about).
func (f *Files) chooseSave(titleKey, dir, remember string, save func(path string)) {
	f.dialog().Save(filedialog.Options{
		Title:       f.env.Loc.T(titleKey),
		AcceptLabel: f.env.Loc.T("fyne.save"),
		Folder:      dir,
		Name:        f.defaultFileName(),
		Filters:     f.recordFilters(false),
		Remember:    remember,
	}, f.chosen(func(path string) {
		if filepath.Ext(path) != "" {
			save(path)
			return
		}
		path += recordExt
		if _, err := os.Stat(path); err == nil {
			f.d.Ask.Confirm("ui.file.overwrite", "fyne.save", func() { save(path) })
			return
		}
		save(path)
	}))
}

// writeRecord writes g to path and says where: a file in the saved games'
// folder through the store, any other as it is.
func (f *Files) writeRecord(path string, g *game.Game) {
	var err error
	_, statErr := os.Stat(path)
	switch {
	case filepath.Clean(filepath.Dir(path)) != filepath.Clean(f.d.Store.GamesDir()):
		err = storage.WriteFileAtomic(path, []byte(g.Text()))
	case statErr == nil:
		err = f.d.Store.ReplaceGame(path, g)
	default:
		path, err = f.d.Store.SaveGame(strings.TrimSuffix(filepath.Base(path), recordExt), g)
	}
	loc := f.env.Loc
	if err != nil {
		f.d.Ask.Error(loc.T("error.save_failed", map[string]any{"Path": path, "Error": f.d.Ask.Reason(err)}))
		return
	}
	f.d.Ask.Message("file.save", func() string { return loc.T("file.saved", map[string]any{"Path": path}) })
}

// defaultFileName proposes a file name for the game: its date and the
// opponent.
func (f *Files) defaultFileName() string {
	g := f.d.Board.Game()
	date := g.Tag(game.TagDate)
	if date == "" || strings.Contains(date, "?") {
		date = time.Now().Format("2006.01.02")
	}
	name := date + " " + opponentOf(f.env.Loc, g.Tag(game.TagWhite), g.Tag(game.TagBlack))
	return sanitizeFileName(name) + recordExt
}

// sanitizeFileName keeps a name usable as a file name on every system.
func sanitizeFileName(name string) string {
	name = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return '-'
		}
		return r
	}, name)
	return strings.TrimSpace(name)
}

// windowTags are the tags only this window reads: who is the computer, at
// which level, the clocks of a game in progress (ui/session's TagClock), the
// version of the save.
var windowTags = []string{players.TagHumanSide, players.TagLevel, players.TagLevelScale, tagClock, storage.TagSaveFormat}

// tagClock is session.TagClock, the state of the clocks of a game saved in
// progress; a test checks they agree.
const tagClock = "Clock"

// exportGame copies g for other programs: up to the move shown (the moves
// after it and the result left out), with its clocks, comments and move
// numbers, without this program's evaluations and the tags only this
// window reads.
func exportGame(g *game.Game) *game.Game {
	c := g.Clone()
	if c.Ply() < c.Len() {
		c.Truncate()
		c.SetResult(game.Ongoing)
		c.DeleteTag(game.TagTermination)
	}
	c.ClearEvaluations()
	for _, name := range windowTags {
		c.DeleteTag(name)
	}
	return c
}
