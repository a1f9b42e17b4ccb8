package records

import (
	"context"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/games"
)

// ShowSavedGames lists the saved games beside the board, to search,
// resume, review or delete (Game → Saved games): every game of a file of
// several (a PlayOK export put in the folder) is an entry of its own, which
// cannot be deleted alone. The files that could not be read are told.
//
// With a games library (Deps.Library) the list is its view of the folder,
// brought up to date and read off the UI goroutine while the screen shows
// that it is reading, and "Games that reached this position" searches it
// for the position on the window's board. Without one, or when the library
// cannot be used, the folder's files are read as they are.
func (f *Files) ShowSavedGames() {
	loc, ask, store := f.env.Loc, f.d.Ask, f.d.Store
	var lib Library
	if f.d.Library != nil {
		lib = f.d.Library()
	}
	saved := &savedList{}
	env := f.env
	files := fileCache{}
	// loaded is the last game handed out and the saved game it was read
	// from (Open is handed the game Load gave just before), so that a
	// review can keep its mark in its file.
	var loaded struct {
		g  *game.Game
		sg storage.SavedGame
	}
	keep := func(g *game.Game) func(*game.Game) error {
		sg := loaded.sg
		if g != loaded.g || sg.InFile > 1 { // a game of a file of several is not written alone
			return nil
		}
		return func(g *game.Game) error { return store.ReplaceGame(sg.Path, g) }
	}
	opts := games.Config{
		Title: func() string { return loc.T("saved.title") },
		Load: func(i int) (*game.Game, error) {
			g, err := files.load(saved.games[i])
			if err == nil {
				loaded.g, loaded.sg = g, saved.games[i]
			}
			return g, err
		},
		Open:      f.openListed(env, keep),
		Resumable: func(i int) bool { return saved.games[i].Result == game.Ongoing },
		Deletable: func(i int) bool { return saved.games[i].InFile <= 1 },
		Delete: func(i int, removed func()) {
			ask.Confirm("dialog.confirm_delete", "saved.delete", func() {
				path := saved.games[i].Path
				if err := store.DeleteGame(path); err != nil {
					ask.Error(loc.T("error.save_failed", map[string]any{"Path": path, "Error": ask.Reason(err)}))
					return
				}
				removed()
				if lib != nil { // the library's view lets the file go
					dir := store.GamesDir()
					go func() {
						if _, _, err := lib.SavedGames(context.Background(), dir); err != nil {
							fyne.LogError("update the saved games in the library", err)
						}
					}()
				}
			})
		},
		PlayerName: func(id string) string { return playerName(loc, id) },
		ResultText: func(g games.Game) string {
			return savedResult(loc, storage.SavedGame{White: g.White, Black: g.Black, Result: g.Result})
		},
		Failed: func(i int, err error) {
			ask.Error(loc.T("error.load_file", map[string]any{"Path": saved.games[i].Path, "Error": ask.Reason(err)}))
		},
	}
	if lib == nil {
		list, problems := store.ListGames()
		saved.games = list
		opts.Games = listedGames(list)
		f.d.Modes.Show(games.New(env, opts))
		if len(problems) > 0 {
			ask.Problems(problems)
		}
		return
	}
	post := env.Post
	pos := f.d.Board.Shown()
	opts.Loading = true
	opts.At = pos
	opts.Reached = func(found func([]int)) {
		list := saved.games
		go func() {
			places, err := lib.SavedReached(context.Background(), pos)
			if err != nil {
				fyne.LogError("search the saved games", err)
			}
			at := map[library.FolderPlace]bool{}
			for _, fp := range places {
				at[fp] = true
			}
			var nums []int
			for i, sg := range list {
				if at[library.FolderPlace{Path: sg.Path, Index: sg.Index}] {
					nums = append(nums, i)
				}
			}
			post(func() { found(nums) })
		}()
	}
	m := games.New(env, opts)
	f.d.Modes.Show(m)
	dir := store.GamesDir()
	go func() {
		list, problems, err := lib.SavedGames(context.Background(), dir)
		if err != nil {
			fyne.LogError("read the saved games from the library", err)
			list, problems = store.ListGames()
		}
		post(func() {
			saved.games = list
			m.SetGames(listedGames(list))
			if len(problems) > 0 {
				ask.Problems(problems)
			}
		})
	}()
}

// savedList is the list a Saved games screen shows; read and replaced on
// the UI goroutine.
type savedList struct{ games []storage.SavedGame }

// listedGames are the saved games as the list shows them: a game without a
// date is dated by its file.
func listedGames(saved []storage.SavedGame) []games.Game {
	list := make([]games.Game, len(saved))
	for i, sg := range saved {
		date := sg.Date
		if date == "" || strings.Contains(date, "?") {
			date = sg.Modified.Format("2006.01.02")
		}
		list[i] = games.Game{White: sg.White, Black: sg.Black, Date: date, Result: sg.Result, Score: sg.Score, Plies: sg.Moves}
	}
	return list
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
