package records

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/adrg/xdg"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/picture"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/clipimage"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
)

// The pictures of the window's game, as players share them in their chats
// (package picture draws them): the position shown, copied or exported as
// a PNG at 2×, and the whole game as an animated GIF. They are drawn off
// the UI goroutine (a GIF of a long game takes a few seconds); the player
// is told when a file is written, or why not.

// CopyPositionImage copies a picture of the position shown to the system
// clipboard (Records → Copy position as image). Where the system's
// clipboard cannot take a picture (a Linux desktop without wl-clipboard or
// xclip), the picture is saved in the player's pictures folder instead,
// and the player is told where, and what to install.
func (f *Files) CopyPositionImage() {
	p, o := f.positionPicture()
	f.inBackground(func() (func(), error) {
		var b bytes.Buffer
		if err := picture.EncodePNG(&b, p, o); err != nil {
			return nil, err
		}
		err := f.d.CopyImage(b.Bytes())
		if !errors.Is(err, clipimage.ErrUnavailable) {
			return nil, err
		}
		path := uniquePath(filepath.Join(f.picturesDir(), f.pictureName(o)+".png"))
		if werr := storage.WriteFileAtomic(path, b.Bytes()); werr != nil {
			return nil, &writeError{path, werr}
		}
		loc := f.env.Loc
		var missing *clipimage.UnavailableError
		return func() {
			f.d.Ask.Message("picture.copy", func() string {
				if errors.As(err, &missing) && len(missing.Install) > 0 {
					return loc.T("picture.saved_install", map[string]any{"Program": strings.Join(missing.Install, " / "), "Path": path})
				}
				return loc.T("picture.saved_instead", map[string]any{"Path": path})
			})
		}, nil
	})
}

// ShowExportPositionPNG writes a picture of the position shown to a PNG
// file the player chooses (Records → Export position as PNG).
func (f *Files) ShowExportPositionPNG() {
	p, o := f.positionPicture()
	f.choosePicture("picture.export_png_title", "picture.filter_png", ".png", f.pictureName(o), func(path string) {
		f.writePicture(path, "picture.export_png_title", func(b *bytes.Buffer) error { return picture.EncodePNG(b, p, o) })
	})
}

// ShowExportGameGIF writes the game on the board as an animated GIF to a
// file the player chooses (Records → Export game as animated GIF): a
// frame a move with the move under the board, the result at the end.
func (f *Files) ShowExportGameGIF() {
	g := f.d.Board.Game().Clone()
	if g.Len() == 0 {
		f.d.Ask.Error(f.env.Loc.T("picture.no_moves"))
		return
	}
	o := picture.GIFOptions{Options: f.pictureLook(g), Result: f.resultCaption(g)}
	o.Scale = picture.GIFScale // a hundred moves well under 2 MB
	name := strings.TrimSuffix(f.defaultFileName(), recordExt)
	f.choosePicture("picture.export_gif_title", "picture.filter_gif", ".gif", name, func(path string) {
		f.writePicture(path, "picture.export_gif_title", func(b *bytes.Buffer) error { return picture.EncodeGIF(b, g, o) })
	})
}

// Wait waits for the pictures being drawn and written (tests; a window
// that closes).
func (f *Files) Wait() { f.drawing.Wait() }

// positionPicture returns the position shown and how to draw it: the
// window's way up, the players' names as the window gives them, each
// side's last move marked and the move that led there, the side to move.
func (f *Files) positionPicture() (game.Position, picture.Options) {
	g := f.d.Board.Game()
	shown := f.d.Board.Shown()
	o := f.pictureLook(g)
	o.Turn = true
	// the last ply that reached the position shown: the review's cursor,
	// or the game's end
	for ply := g.Len(); ply >= 0; ply-- {
		if g.PositionAt(ply) == shown {
			return picture.OfGame(g, ply, o)
		}
	}
	// a position of no move of the game: the sides, nothing marked
	for side := range o.Names {
		o.Names[side] = f.env.Loc.T(sideKey(game.Side(side)))
	}
	return shown, o
}

// pictureLook is how the window draws g: its way up and the players'
// names in the player's language (the sides' names for a record that has
// none).
func (f *Files) pictureLook(g *game.Game) picture.Options {
	loc := f.env.Loc
	o := picture.Options{Scale: 2}
	if f.d.Bottom != nil {
		o.Bottom = f.d.Bottom()
	}
	for side, tag := range [2]string{game.TagWhite, game.TagBlack} {
		name := strings.TrimSpace(g.Tag(tag))
		if name == "" || name == "?" {
			o.Names[side] = loc.T(sideKey(game.Side(side)))
			continue
		}
		o.Names[side] = playerName(loc, name)
	}
	return o
}

func sideKey(s game.Side) string {
	if s == game.White {
		return "side.white"
	}
	return "side.black"
}

// resultCaption is the GIF's last caption when the player's language must
// say how the game ended (a loss on time: "0–1 · White lost on time"); ""
// leaves picture's own: the result with the score the rules gave, or the
// result alone.
func (f *Files) resultCaption(g *game.Game) string {
	end := g.Clone()
	if end.SetPly(end.Len()) != nil {
		return ""
	}
	st := game.StatusOf(end)
	if st.Termination != game.ByTime {
		return ""
	}
	switch st.Result {
	case game.WhiteWins:
		return "1–0 · " + f.env.Loc.T("result.black_lost_on_time")
	case game.BlackWins:
		return "0–1 · " + f.env.Loc.T("result.white_lost_on_time")
	}
	return ""
}

// pictureName is a picture's file name without its extension: the game's
// (its date and the opponent) and the move shown.
func (f *Files) pictureName(o picture.Options) string {
	name := strings.TrimSuffix(f.defaultFileName(), recordExt)
	if o.Caption == "" {
		return name
	}
	number, _, _ := strings.Cut(o.Caption, " ")
	number = strings.TrimRight(number, ".…")
	return sanitizeFileName(f.env.Loc.T("picture.file_position", map[string]any{"Name": name, "Move": number}))
}

// choosePicture asks where to save a picture of the kind ext (".png"),
// proposing name; save gets the path, with ext added when the player
// typed none (asking first if that names a file the dialog did not ask
// about).
func (f *Files) choosePicture(titleKey, filterKey, ext, name string, save func(path string)) {
	loc := f.env.Loc
	f.dialog().Save(filedialog.Options{
		Title:       loc.T(titleKey),
		AcceptLabel: loc.T("fyne.save"),
		Folder:      f.picturesDir(),
		Name:        name + ext,
		Filters:     []filedialog.Filter{{Name: loc.T(filterKey), Extensions: []string{ext}}},
		Remember:    "picture",
	}, f.chosen(func(path string) {
		if !strings.EqualFold(filepath.Ext(path), ext) {
			path += ext
			if _, err := os.Stat(path); err == nil {
				f.d.Ask.Confirm("ui.file.overwrite", "fyne.save", func() { save(path) })
				return
			}
		}
		save(path)
	}))
}

// writePicture draws a picture with draw off the UI goroutine and writes
// it to path whole, then says where it is (under titleKey, the export's),
// or why it is not.
func (f *Files) writePicture(path, titleKey string, draw func(*bytes.Buffer) error) {
	f.inBackground(func() (func(), error) {
		var b bytes.Buffer
		if err := draw(&b); err != nil {
			return nil, err
		}
		if err := storage.WriteFileAtomic(path, b.Bytes()); err != nil {
			return nil, &writeError{path, err}
		}
		loc := f.env.Loc
		return func() {
			f.d.Ask.Message(titleKey, func() string { return loc.T("file.saved", map[string]any{"Path": path}) })
		}, nil
	})
}

// writeError is a picture that could not be written to path.
type writeError struct {
	path string
	err  error
}

func (e *writeError) Error() string { return e.path + ": " + e.err.Error() }
func (e *writeError) Unwrap() error { return e.err }

// inBackground runs work off the UI goroutine; what it returns to do next
// (or its error, told to the player) runs on the UI goroutine.
func (f *Files) inBackground(work func() (func(), error)) {
	f.drawing.Add(1)
	go func() {
		defer f.drawing.Done()
		then, err := work()
		f.env.Post(func() {
			if err != nil {
				f.failed(err)
				return
			}
			if then != nil {
				then()
			}
		})
	}()
}

// failed tells the player a picture could not be made or written.
func (f *Files) failed(err error) {
	loc := f.env.Loc
	var we *writeError
	if errors.As(err, &we) {
		f.d.Ask.Error(loc.T("error.save_failed", map[string]any{"Path": we.path, "Error": f.d.Ask.Reason(we.err)}))
		return
	}
	f.d.Ask.Error(loc.T("picture.failed", map[string]any{"Error": err.Error()}))
}

// picturesDir is where pictures go first: the player's pictures folder,
// else the documents' folder the records use.
func (f *Files) picturesDir() string {
	if dir := xdg.UserDirs.Pictures; dir != "" {
		if info, err := os.Stat(dir); err == nil && info.IsDir() {
			return dir
		}
	}
	return f.documentsDir()
}

// uniquePath returns path, or path with " (2)", " (3)"… before its
// extension when a file of that name exists.
func uniquePath(path string) string {
	ext := filepath.Ext(path)
	base := strings.TrimSuffix(path, ext)
	for n := 2; ; n++ {
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) || n > 999 {
			return path
		}
		path = base + " (" + strconv.Itoa(n) + ")" + ext
	}
}
