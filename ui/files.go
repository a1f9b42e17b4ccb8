package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/adrg/xdg"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
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

// recordFilters are the kinds of file Open record offers: records and
// scoresheets first, then every file.
func (a *App) recordFilters(open bool) []filedialog.Filter {
	records := filedialog.Filter{Name: a.loc.T("ui.file.filter_records"), Extensions: []string{recordExt}}
	if !open {
		return []filedialog.Filter{records}
	}
	records.Extensions = append(records.Extensions, ".txt")
	return []filedialog.Filter{records, {Name: a.loc.T("ui.file.filter_all"), Extensions: []string{"*"}}}
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
			a.showError(a.loc.T("ui.file.dialog_failed", map[string]any{"Error": err.Error()}))
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
		a.showError(a.loc.T("error.load_file", map[string]any{"Path": path, "Error": problemText(a.loc, err)}))
		return
	}
	if len(games) == 1 && err == nil {
		a.openGame(games[0])
		return
	}
	a.pickGame(path, games, err)
}

// gameSummary describes a game of a file in the picker: its number,
// players, date, result and length.
func gameSummary(loc *i18n.Localizer, n int, g *game.Game) string {
	parts := []string{strconv.Itoa(n) + "."}
	if w, b := g.Tag(game.TagWhite), g.Tag(game.TagBlack); w != "" || b != "" {
		parts = append(parts, playerName(loc, w)+" – "+playerName(loc, b))
	}
	if d := g.Tag(game.TagDate); d != "" && !strings.Contains(d, "?") {
		parts = append(parts, d)
	}
	parts = append(parts, g.Result().Token(), loc.N("moves", fullMoves(g.Len())))
	return strings.Join(parts, "  ")
}

// pickGame lets the player pick one game of a file; unread, when not nil,
// tells which games could not be read (the first mistake, with its line).
func (a *App) pickGame(path string, games []*game.Game, unread error) {
	var m *modal
	m = a.showModal(fyne.NewSize(640, 480), func() modalContent {
		loc := a.loc
		list := widget.NewList(
			func() int { return len(games) },
			func() fyne.CanvasObject { return widget.NewLabel("") },
			func(id widget.ListItemID, o fyne.CanvasObject) {
				o.(*widget.Label).SetText(gameSummary(loc, id+1, games[id]))
			},
		)
		list.OnSelected = func(id widget.ListItemID) {
			if id >= 0 && id < len(games) {
				m.close()
				a.openGame(games[id])
			}
		}
		var head fyne.CanvasObject = widget.NewLabel(loc.T("ui.file.pick_game", map[string]any{"File": filepath.Base(path), "Count": len(games)}))
		if unread != nil {
			head = container.NewVBox(head, wrapped(loc.T("ui.file.some_unread", map[string]any{"Error": problemText(loc, unread)})))
		}
		return modalContent{
			title:   loc.T("file.open"),
			body:    container.NewBorder(head, nil, nil, nil, list),
			buttons: []*widget.Button{button(loc.T("dialog.cancel"), theme.CancelIcon(), func() { m.close() })},
		}
	})
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
			a.confirm("ui.file.overwrite", "fyne.save", func() { save(path) })
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
		a.showError(a.loc.T("error.save_failed", map[string]any{"Path": path, "Error": problemText(a.loc, err)}))
		return
	}
	a.showMessage("file.save", func() string { return a.loc.T("file.saved", map[string]any{"Path": path}) })
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

// showSavedGames lists the saved games, to resume or delete.
func (a *App) showSavedGames() {
	var m *modal
	var problems []storage.Problem
	m = a.showModal(fyne.NewSize(760, 480), func() modalContent {
		loc := a.loc
		var games []storage.SavedGame
		games, problems = a.store.ListGames()
		var body fyne.CanvasObject
		if len(games) == 0 {
			body = widget.NewLabel(loc.T("saved.empty"))
		} else {
			heads := []string{"saved.columns.date", "saved.columns.opponent", "saved.columns.score", "saved.columns.result"}
			header := container.NewGridWithColumns(len(heads) + 1)
			for _, h := range heads {
				header.Add(widget.NewLabelWithStyle(loc.T(h), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
			}
			header.Add(widget.NewLabel(""))
			rows := container.NewVBox()
			for _, sg := range games {
				date := sg.Date
				if date == "" || strings.Contains(date, "?") {
					date = sg.Modified.Format("2006.01.02")
				}
				resume := widget.NewButtonWithIcon(loc.T("saved.resume"), theme.MediaPlayIcon(), func() {
					g, err := storage.LoadGameFile(sg.Path)
					if err != nil {
						a.showError(loc.T("error.load_file", map[string]any{"Path": sg.Path, "Error": problemText(loc, err)}))
						return
					}
					m.close()
					a.openGame(g)
				})
				review := widget.NewButtonWithIcon(loc.T("saved.review"), theme.SearchIcon(), func() {
					g, err := storage.LoadGameFile(sg.Path)
					if err != nil {
						a.showError(loc.T("error.load_file", map[string]any{"Path": sg.Path, "Error": problemText(loc, err)}))
						return
					}
					m.close()
					a.openGame(g)
					a.reviewGame()
				})
				del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
					a.confirm("dialog.confirm_delete", "saved.delete", func() {
						if err := a.store.DeleteGame(sg.Path); err != nil {
							a.showError(loc.T("error.save_failed", map[string]any{"Path": sg.Path, "Error": problemText(loc, err)}))
						}
						m.rebuild()
					})
				})
				rows.Add(container.NewGridWithColumns(len(heads)+1,
					widget.NewLabel(date),
					widget.NewLabel(opponentOf(loc, sg.White, sg.Black)),
					widget.NewLabel(strconv.Itoa(sg.Score[game.White])+" : "+strconv.Itoa(sg.Score[game.Black])),
					widget.NewLabel(savedResult(loc, sg)),
					container.NewHBox(resume, review, del),
				))
			}
			body = container.NewBorder(header, nil, nil, nil, container.NewVScroll(rows))
		}
		return modalContent{
			title:   loc.T("saved.title"),
			body:    body,
			buttons: []*widget.Button{primary(loc.T("dialog.close"), theme.ConfirmIcon(), func() { m.close() })},
			enter:   func() { m.close() },
		}
	})
	if len(problems) > 0 {
		a.showProblems(problems)
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
