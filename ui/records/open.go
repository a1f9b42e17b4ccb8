package records

import (
	"errors"
	"path/filepath"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/games"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// ShowOpen opens a record file the player chooses: the window's saved
// games, PlayOK exports, scoresheets typed by hand (Game → Open record).
func (f *Files) ShowOpen() {
	f.dialog().Open(filedialog.Options{
		Title:       f.env.Loc.T("file.open"),
		AcceptLabel: f.env.Loc.T("fyne.open"),
		Folder:      f.documentsDir(),
		Filters:     f.recordFilters(true),
		Remember:    "open",
	}, f.chosen(f.OpenFile))
}

// ChooseRecord asks for a record file as Open record does (the same
// kinds of file, the folder chosen last for remember) and calls use with
// its path; a cancel does nothing, a dialog that cannot be shown is told.
func (f *Files) ChooseRecord(title, remember string, use func(path string)) {
	f.dialog().Open(filedialog.Options{
		Title:       title,
		AcceptLabel: f.env.Loc.T("fyne.open"),
		Folder:      f.documentsDir(),
		Filters:     f.recordFilters(true),
		Remember:    remember,
	}, f.chosen(use))
}

// OpenFile reads the games of the record file at path and opens one,
// letting the player pick when there are several. Games with mistakes are
// skipped; when none is good, the first mistake is told, naming the file.
func (f *Files) OpenFile(path string) {
	list, err := storage.LoadGamesFile(path)
	if len(list) == 0 {
		if err == nil {
			err = storage.ErrNoGame
		}
		if line, variant, ok := otherGame(err); ok {
			f.d.Ask.Error(f.env.Loc.T("records.other_game", map[string]any{"Path": path, "Line": line, "Variant": variant}))
			return
		}
		f.d.Ask.Error(f.env.Loc.T("error.load_file", map[string]any{"Path": path, "Error": f.d.Ask.Reason(err)}))
		return
	}
	if len(list) == 1 && err == nil {
		f.d.Board.OpenGame(list[0])
		return
	}
	f.pickGame(path, list, err)
}

// pickGame lists the games of a file beside the board, to search and open
// one; unread, when not nil, tells which games could not be read (the first
// mistake, with its line).
func (f *Files) pickGame(path string, list []*game.Game, unread error) {
	loc := f.env.Loc
	summaries := make([]games.Game, len(list))
	for i, g := range list {
		summaries[i] = games.Game{White: g.Tag(game.TagWhite), Black: g.Tag(game.TagBlack), Date: g.Tag(game.TagDate),
			Result: g.Result(), Score: g.Outcome().Final, Plies: g.Len()}
	}
	env := f.env
	m := games.New(env, games.Config{
		Title: func() string { return loc.T("games.title_file", map[string]any{"File": filepath.Base(path)}) },
		Games: summaries,
		Load:  func(i int) (*game.Game, error) { return list[i].Clone(), nil },
		Open:  f.openListed(env, nil),
		Notice: func() string {
			if unread == nil {
				return ""
			}
			return loc.T("ui.file.some_unread", map[string]any{"Error": f.d.Ask.Reason(unread)})
		},
		PlayerName: func(id string) string { return playerName(loc, id) },
	})
	f.d.Modes.Show(m)
}

// openListed opens a game chosen in a list of games: the list closes and
// the game shows on the board; asked for its review, it is reviewed as a
// view (Board.ReviewGame: the game in progress waits, whether the game
// listed is finished or not). keep, when not nil, gives the function that
// writes a game listed back into its file.
func (f *Files) openListed(env screen.Env, keep func(g *game.Game) func(*game.Game) error) func(g *game.Game, review bool) {
	return func(g *game.Game, review bool) {
		env.CloseScreen()
		if review {
			var write func(*game.Game) error
			if keep != nil {
				write = keep(g)
			}
			f.d.Board.ReviewGame(g, write)
			return
		}
		f.d.Board.OpenGame(g)
	}
}

// otherGame finds in err a game of another game than togyz kumalak (a
// PlayStrategy export of Bestemshe): its line and the name its Variant tag
// gives.
func otherGame(err error) (line int, variant string, ok bool) {
	var re *game.RecordError
	var ve *game.VariantError
	if errors.As(err, &re) && errors.As(re, &ve) {
		return re.Line, ve.Variant, true
	}
	switch e := err.(type) {
	case interface{ Unwrap() []error }:
		for _, e := range e.Unwrap() {
			if line, variant, ok := otherGame(e); ok {
				return line, variant, true
			}
		}
	case interface{ Unwrap() error }:
		return otherGame(e.Unwrap())
	}
	return 0, "", false
}
