package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/adrg/xdg"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/games"
)

// recordExt is the extension of the files the window writes.
const recordExt = ".pgn"

// fileDialog is the window's file dialog: the system's, Fyne's where the
// system has none.
func (a *App) fileDialog() filedialog.Chooser {
	if a.files == nil {
		a.files = filedialog.New(a.Window)
	}
	return a.files
}

// recordFilters are the kinds of file a dialog offers: to open, records
// and scoresheets first, then every file; to save, records.
func (a *App) recordFilters(open bool) []filedialog.Filter {
	if !open {
		return []filedialog.Filter{{Name: a.loc.T("ui.file.filter_pgn"), Extensions: []string{recordExt}}}
	}
	return []filedialog.Filter{
		{Name: a.loc.T("ui.file.filter_records"), Extensions: []string{recordExt, ".txt"}},
		{Name: a.loc.T("ui.file.filter_all"), Extensions: []string{"*"}},
	}
}

// documentsDir is where a dialog starts the first time: the player's
// documents folder, else home, else the saved games.
func (a *App) documentsDir() string {
	for _, dir := range []string{xdg.UserDirs.Documents, homeDir()} {
		if info, err := os.Stat(dir); dir != "" && err == nil && info.IsDir() {
			return dir
		}
	}
	return a.store.GamesDir()
}

func homeDir() string {
	dir, err := os.UserHomeDir()
	if err != nil {
		return ""
	}
	return dir
}

// fileChosen handles the dialog's answer: a cancel does nothing, a dialog
// already open is left alone, a failure is told.
func (a *App) fileChosen(use func(path string)) func(string, error) {
	return func(path string, err error) {
		switch {
		case errors.Is(err, filedialog.ErrBusy):
		case err != nil:
			a.dialogs.ShowError(a.loc.T("ui.file.dialog_failed", map[string]any{"Error": err.Error()}))
		case path != "":
			use(path)
		}
	}
}

// showOpen opens a record file: the window's saved games, PlayOK exports,
// scoresheets typed by hand.
func (a *App) showOpen() {
	a.fileDialog().Open(filedialog.Options{
		Title:       a.loc.T("file.open"),
		AcceptLabel: a.loc.T("fyne.open"),
		Folder:      a.documentsDir(),
		Filters:     a.recordFilters(true),
		Remember:    "open",
	}, a.fileChosen(a.openFile))
}

// openFile reads the games of a record file and opens one, letting the
// player pick when there are several. Games with mistakes are skipped; when
// none is good, the first mistake is shown.
func (a *App) openFile(path string) {
	games, err := storage.LoadGamesFile(path)
	if len(games) == 0 {
		if err == nil {
			err = storage.ErrNoGame
		}
		a.dialogs.ShowError(a.loc.T("error.load_file", map[string]any{"Path": path, "Error": dialogs.ProblemText(a.loc, err)}))
		return
	}
	if len(games) == 1 && err == nil {
		a.openGame(games[0])
		return
	}
	a.pickGame(path, games, err)
}

// pickGame lists the games of a file beside the board, to search and open
// one; unread, when not nil, tells which games could not be read (the first
// mistake, with its line).
func (a *App) pickGame(path string, list []*game.Game, unread error) {
	summaries := make([]games.Game, len(list))
	for i, g := range list {
		summaries[i] = games.Game{White: g.Tag(game.TagWhite), Black: g.Tag(game.TagBlack), Date: g.Tag(game.TagDate),
			Result: g.Result(), Score: g.Outcome().Final, Plies: g.Len()}
	}
	m := games.New(a.screenEnv(), games.Options{
		Title: func() string { return a.loc.T("games.title_file", map[string]any{"File": filepath.Base(path)}) },
		Games: summaries,
		Load:  func(i int) (*game.Game, error) { return list[i].Clone(), nil },
		Open:  a.openListed,
		Notice: func() string {
			if unread == nil {
				return ""
			}
			return a.loc.T("ui.file.some_unread", map[string]any{"Error": dialogs.ProblemText(a.loc, unread)})
		},
		PlayerName: func(id string) string { return playerName(a.loc, id) },
	})
	a.openMode(m)
}

// openListed opens a game chosen in a list of games: the list closes and
// the game shows on the board, reviewed when asked.
func (a *App) openListed(g *game.Game, review bool) {
	a.closeMode()
	a.openGame(g)
	if review {
		a.reviewGame()
	}
}

// openGame opens a game read from a file in the window.
func (a *App) openGame(g *game.Game) { a.Session.Open(g, a.settings.Level) }

// defaultFileName proposes a file name for the game: its date and the
// opponent.
func (a *App) defaultFileName() string {
	g := a.Session.Game()
	date := g.Tag(game.TagDate)
	if date == "" || strings.Contains(date, "?") {
		date = time.Now().Format("2006.01.02")
	}
	name := date + " " + opponentOf(a.loc, g.Tag(game.TagWhite), g.Tag(game.TagBlack))
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

// showSaveAs saves the game under a name, in the saved games' folder by
// default, where the saved games screen finds it.
func (a *App) showSaveAs() {
	g := a.Session.Game().Clone()
	a.chooseSave("file.save", a.store.GamesDir(), "", func(path string) { a.writeRecord(path, g) })
}

// showExport writes the game record for other programs: without the tags
// only this window reads.
func (a *App) showExport() {
	g := exportGame(a.Session.Game())
	a.chooseSave("file.export", a.documentsDir(), "export", func(path string) { a.writeRecord(path, g) })
}

// chooseSave asks where to save, proposing the game's file name; save gets
// the path, with the record's extension added when the player typed none
// (asking first if that names a file the dialog did not ask about).
func (a *App) chooseSave(titleKey, dir, remember string, save func(path string)) {
	a.fileDialog().Save(filedialog.Options{
		Title:       a.loc.T(titleKey),
		AcceptLabel: a.loc.T("fyne.save"),
		Folder:      dir,
		Name:        a.defaultFileName(),
		Filters:     a.recordFilters(false),
		Remember:    remember,
	}, a.fileChosen(func(path string) {
		if filepath.Ext(path) != "" {
			save(path)
			return
		}
		path += recordExt
		if _, err := os.Stat(path); err == nil {
			a.dialogs.Confirm("ui.file.overwrite", "fyne.save", func() { save(path) })
			return
		}
		save(path)
	}))
}

// writeRecord writes g to path and says where.
func (a *App) writeRecord(path string, g *game.Game) {
	var err error
	_, statErr := os.Stat(path)
	switch {
	case filepath.Clean(filepath.Dir(path)) != filepath.Clean(a.store.GamesDir()):
		err = storage.WriteFileAtomic(path, []byte(g.Text()))
	case statErr == nil:
		err = a.store.ReplaceGame(path, g)
	default:
		path, err = a.store.SaveGame(strings.TrimSuffix(filepath.Base(path), recordExt), g)
	}
	if err != nil {
		a.dialogs.ShowError(a.loc.T("error.save_failed", map[string]any{"Path": path, "Error": dialogs.ProblemText(a.loc, err)}))
		return
	}
	a.dialogs.ShowMessage("file.save", func() string { return a.loc.T("file.saved", map[string]any{"Path": path}) })
}

// exportGame copies g without the window's own tags, with the players'
// names localized.
func exportGame(g *game.Game) *game.Game {
	c := game.NewGame(g.Start())
	for _, t := range g.Tags() {
		if t.Name == players.TagHumanSide || t.Name == players.TagLevel {
			continue
		}
		c.SetTag(t.Name, t.Value)
	}
	for _, m := range g.Moves() {
		if _, err := c.Play(m); err != nil {
			break
		}
	}
	if g.Ply() == g.Len() {
		c.SetResult(g.Result())
	}
	return c
}

// showSavedGames lists the saved games beside the board, to search,
// resume, review or delete (Game → Saved games).
func (a *App) showSavedGames() {
	saved, problems := a.store.ListGames()
	list := make([]games.Game, len(saved))
	for i, sg := range saved {
		date := sg.Date
		if date == "" || strings.Contains(date, "?") {
			date = sg.Modified.Format("2006.01.02")
		}
		list[i] = games.Game{White: sg.White, Black: sg.Black, Date: date, Result: sg.Result, Score: sg.Score, Plies: sg.Moves}
	}
	m := games.New(a.screenEnv(), games.Options{
		Title:     func() string { return a.loc.T("saved.title") },
		Games:     list,
		Load:      func(i int) (*game.Game, error) { return storage.LoadGameFile(saved[i].Path) },
		Open:      a.openListed,
		Resumable: func(i int) bool { return saved[i].Result == game.Ongoing },
		Delete: func(i int, removed func()) {
			a.dialogs.Confirm("dialog.confirm_delete", "saved.delete", func() {
				if err := a.store.DeleteGame(saved[i].Path); err != nil {
					a.dialogs.ShowError(a.loc.T("error.save_failed", map[string]any{"Path": saved[i].Path, "Error": dialogs.ProblemText(a.loc, err)}))
					return
				}
				removed()
			})
		},
		PlayerName: func(id string) string { return playerName(a.loc, id) },
		ResultText: func(g games.Game) string {
			return savedResult(a.loc, storage.SavedGame{White: g.White, Black: g.Black, Result: g.Result})
		},
		Failed: func(i int, err error) {
			a.dialogs.ShowError(a.loc.T("error.load_file", map[string]any{"Path": saved[i].Path, "Error": dialogs.ProblemText(a.loc, err)}))
		},
	})
	a.openMode(m)
	if len(problems) > 0 {
		a.dialogs.ShowProblems(problems)
	}
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
