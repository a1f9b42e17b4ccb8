package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/storage"
)

// recordExt is the extension of the files the window writes.
const recordExt = ".pgn"

// fileChooser is the window's own file dialog, so that every label is in
// the game's language (Fyne's file dialog names some folders in English).
type fileChooser struct {
	a        *App
	save     bool
	titleKey string
	dir      string
	name     string // the file name typed or picked
	entries  []os.DirEntry
	listErr  error
	choose   func(path string)
	m        *modal
}

// chooseFile opens the file dialog in dir. In save mode the player types a
// name (name is the proposal); choose gets the chosen path.
func (a *App) chooseFile(save bool, titleKey, dir, name string, choose func(path string)) *fileChooser {
	fc := &fileChooser{a: a, save: save, titleKey: titleKey, name: name, choose: choose}
	fc.load(dir)
	fc.m = a.showModal(fyne.NewSize(640, 480), fc.build)
	return fc
}

// load lists dir: folders first, then files, without hidden ones, each in
// the order of the window's language.
func (fc *fileChooser) load(dir string) {
	fc.dir = dir
	entries, err := os.ReadDir(dir)
	fc.listErr = err
	entries = slices.DeleteFunc(entries, func(e os.DirEntry) bool { return strings.HasPrefix(e.Name(), ".") })
	compare := fc.a.loc.Comparer()
	slices.SortStableFunc(entries, func(x, y os.DirEntry) int {
		if x.IsDir() != y.IsDir() {
			if x.IsDir() {
				return -1
			}
			return 1
		}
		return compare(x.Name(), y.Name())
	})
	fc.entries = entries
}

// open goes into a folder.
func (fc *fileChooser) open(dir string) {
	fc.load(dir)
	fc.m.rebuild()
}

func (fc *fileChooser) build() modalContent {
	loc := fc.a.loc
	path := widget.NewLabel(fc.dir)
	path.Truncation = fyne.TextTruncateEllipsis
	up := widget.NewButtonWithIcon("", theme.MoveUpIcon(), func() { fc.open(filepath.Dir(fc.dir)) })
	home := widget.NewButtonWithIcon("", theme.HomeIcon(), func() {
		if dir, err := os.UserHomeDir(); err == nil {
			fc.open(dir)
		}
	})
	games := widget.NewButtonWithIcon(fc.a.loc.T("ui.file.games_folder"), theme.FolderIcon(), func() { fc.open(fc.a.store.GamesDir()) })
	top := container.NewBorder(nil, nil, container.NewHBox(up, home, games), nil, path)

	var nameEntry *widget.Entry
	list := widget.NewList(
		func() int { return len(fc.entries) },
		func() fyne.CanvasObject {
			return container.NewBorder(nil, nil, widget.NewIcon(theme.FileIcon()), nil, widget.NewLabel(""))
		},
		func(id widget.ListItemID, o fyne.CanvasObject) {
			e := fc.entries[id]
			c := o.(*fyne.Container)
			c.Objects[0].(*widget.Label).SetText(e.Name())
			icon := theme.FileTextIcon()
			if e.IsDir() {
				icon = theme.FolderIcon()
			}
			c.Objects[1].(*widget.Icon).SetResource(icon)
		},
	)
	list.OnSelected = func(id widget.ListItemID) {
		if id < 0 || id >= len(fc.entries) {
			return
		}
		e := fc.entries[id]
		if e.IsDir() {
			fc.open(filepath.Join(fc.dir, e.Name()))
			return
		}
		fc.name = e.Name()
		if nameEntry != nil {
			nameEntry.SetText(fc.name)
		}
	}
	var center fyne.CanvasObject = list
	if fc.listErr != nil {
		center = wrapped(loc.T("error.load_file", map[string]any{"Path": fc.dir, "Error": problemText(loc, fc.listErr)}))
	}
	var bottom fyne.CanvasObject
	if fc.save {
		nameEntry = widget.NewEntry()
		nameEntry.SetText(fc.name)
		nameEntry.OnChanged = func(s string) { fc.name = s }
		nameEntry.OnSubmitted = func(string) { fc.confirm() }
		bottom = container.NewBorder(nil, nil, widget.NewLabel(loc.T("fyne.file_name")), nil, nameEntry)
	}
	confirmKey := "fyne.open"
	if fc.save {
		confirmKey = "fyne.save"
	}
	return modalContent{
		title: loc.T(fc.titleKey),
		body:  container.NewBorder(top, bottom, nil, nil, center),
		buttons: []*widget.Button{
			button(loc.T("dialog.cancel"), theme.CancelIcon(), fc.m.close),
			primary(loc.T(confirmKey), theme.ConfirmIcon(), fc.confirm),
		},
		enter: fc.confirm,
	}
}

// confirm chooses the file named, asking before overwriting one.
func (fc *fileChooser) confirm() {
	name := strings.TrimSpace(fc.name)
	if name == "" || strings.ContainsAny(name, `/\`) {
		return
	}
	path := filepath.Join(fc.dir, name)
	if !fc.save {
		if info, err := os.Stat(path); err != nil || info.IsDir() {
			return
		}
		fc.m.close()
		fc.choose(path)
		return
	}
	if filepath.Ext(path) == "" {
		path += recordExt
	}
	if _, err := os.Stat(path); err == nil {
		fc.a.confirm("ui.file.overwrite", "fyne.save", func() {
			fc.m.close()
			fc.choose(path)
		})
		return
	}
	fc.m.close()
	fc.choose(path)
}

// showOpen opens a record file: the window's saved games, PlayOK exports,
// scoresheets typed by hand.
func (a *App) showOpen() {
	a.chooseFile(false, "file.open", a.store.GamesDir(), "", a.openFile)
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
	if len(games) == 1 {
		a.openGame(games[0])
		return
	}
	a.pickGame(path, games)
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

// pickGame lets the player pick one game of a file.
func (a *App) pickGame(path string, games []*game.Game) {
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
		head := widget.NewLabel(loc.T("ui.file.pick_game", map[string]any{"File": filepath.Base(path), "Count": len(games)}))
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
// default.
func (a *App) showSaveAs() {
	a.chooseFile(true, "file.save", a.store.GamesDir(), a.defaultFileName(), func(path string) {
		a.writeRecord(path, a.Session.Game().Clone())
	})
}

// showExport writes the game record for other programs: without the tags
// only this window reads.
func (a *App) showExport() {
	dir, err := os.UserHomeDir()
	if err != nil {
		dir = a.store.GamesDir()
	}
	a.chooseFile(true, "file.export", dir, a.defaultFileName(), func(path string) {
		a.writeRecord(path, exportGame(a.Session.Game()))
	})
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
		if t.Name == storage.TagHumanSide || t.Name == storage.TagLevel {
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
	case sg.White == playerYou || sg.Black == playerYou:
		if (winner == game.White) == (sg.White == playerYou) {
			return loc.T("result.you_won")
		}
		return loc.T("result.you_lost")
	case winner == game.White:
		return loc.T("result.white_won")
	}
	return loc.T("result.black_won")
}
