package records

import (
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/games"
)

// ShowSavedGames lists the saved games beside the board, to search,
// resume, review or delete (Game → Saved games): every game of a file of
// several (a PlayOK export put in the folder) is an entry of its own, which
// cannot be deleted alone. The files that could not be read are told.
func (f *Files) ShowSavedGames() {
	loc, ask, store := f.env.Loc, f.d.Ask, f.d.Store
	saved, problems := store.ListGames()
	files := fileCache{}
	list := make([]games.Game, len(saved))
	for i, sg := range saved {
		date := sg.Date
		if date == "" || strings.Contains(date, "?") {
			date = sg.Modified.Format("2006.01.02")
		}
		list[i] = games.Game{White: sg.White, Black: sg.Black, Date: date, Result: sg.Result, Score: sg.Score, Plies: sg.Moves}
	}
	env := f.env
	m := games.New(env, games.Config{
		Title:     func() string { return loc.T("saved.title") },
		Games:     list,
		Load:      func(i int) (*game.Game, error) { return files.load(saved[i]) },
		Open:      f.openListed(env),
		Resumable: func(i int) bool { return saved[i].Result == game.Ongoing },
		Deletable: func(i int) bool { return saved[i].InFile <= 1 },
		Delete: func(i int, removed func()) {
			ask.Confirm("dialog.confirm_delete", "saved.delete", func() {
				if err := store.DeleteGame(saved[i].Path); err != nil {
					ask.Error(loc.T("error.save_failed", map[string]any{"Path": saved[i].Path, "Error": ask.Reason(err)}))
					return
				}
				removed()
			})
		},
		PlayerName: func(id string) string { return playerName(loc, id) },
		ResultText: func(g games.Game) string {
			return savedResult(loc, storage.SavedGame{White: g.White, Black: g.Black, Result: g.Result})
		},
		Failed: func(i int, err error) {
			ask.Error(loc.T("error.load_file", map[string]any{"Path": saved[i].Path, "Error": ask.Reason(err)}))
		},
	})
	f.d.Modes.Show(m)
	if len(problems) > 0 {
		ask.Problems(problems)
	}
}

// fileCache keeps the games of the files of several games a list has
// loaded, so that choosing one game after another reads each file once.
type fileCache map[string][]*game.Game

// load reads the saved game sg: a copy of its file's game, from the cache
// for a file of several.
func (c fileCache) load(sg storage.SavedGame) (*game.Game, error) {
	if sg.InFile <= 1 {
		return storage.LoadGameFile(sg.Path)
	}
	games, ok := c[sg.Path]
	if !ok {
		var err error
		games, err = storage.LoadGamesFile(sg.Path)
		if len(games) == 0 {
			return nil, err
		}
		c[sg.Path] = games
	}
	if sg.Index < 0 || sg.Index >= len(games) {
		return storage.LoadSavedGame(sg) // the file changed: read it again, for the error
	}
	return games[sg.Index].Clone(), nil
}

// savedResult names the result of a saved game, from the person's side
// when it was played here against the computer.
func savedResult(loc *i18n.Localizer, sg storage.SavedGame) string {
	winner, ok := sg.Result.Winner()
	switch {
	case sg.Result == game.Ongoing:
		return loc.T("saved.in_progress")
	case !ok:
		return loc.T("result.draw")
	case sg.White == players.You || sg.Black == players.You:
		if (winner == game.White) == (sg.White == players.You) {
			return loc.T("result.you_won")
		}
		return loc.T("result.you_lost")
	case winner == game.White:
		return loc.T("result.white_won")
	}
	return loc.T("result.black_won")
}
