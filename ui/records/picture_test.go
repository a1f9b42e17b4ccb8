package records_test

import (
	"bytes"
	"image"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/adrg/xdg"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/picture"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/clipimage"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/records"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// pictureRig is a rig whose board lies with bottom nearest the player and
// whose clipboard takes pictures through copyImage.
func pictureRig(t *testing.T, bottom game.Side, copyImage func([]byte) error) *rig {
	t.Helper()
	fake := screentest.New(t, "en")
	dir := t.TempDir()
	st, _, err := storage.Open(storage.Dirs{Data: filepath.Join(dir, "data"), Config: filepath.Join(dir, "config")}, storage.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	r := &rig{
		dialog: &fakeDialog{},
		board:  &fakeBoard{g: game.NewGame(game.Start())},
		modes:  &fakeModes{fake: fake},
		ask:    &fakeAsker{loc: fake.Env.Loc},
		store:  st,
		loc:    fake.Env.Loc,
		clip:   fake.Env.Clipboard,
	}
	r.files = records.New(fake.Env, records.Config{
		Parent:    fake.Window,
		Chooser:   func(fyne.Window) filedialog.Chooser { return r.dialog },
		Board:     r.board,
		Modes:     r.modes,
		Ask:       r.ask,
		Store:     st,
		Bottom:    func() game.Side { return bottom },
		CopyImage: copyImage,
	})
	return r
}

// played returns a game of a few moves between two named players.
func played(t *testing.T, moves ...game.Move) *game.Game {
	t.Helper()
	g := game.NewGame(game.Start())
	g.SetTag(game.TagWhite, "Жүнісов Қанат")
	g.SetTag(game.TagBlack, "Ғалымжан")
	for _, m := range moves {
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// wantPicture is the picture package picture draws of g after ply moves,
// as the window's records ask for it.
func wantPicture(t *testing.T, g *game.Game, ply int, bottom game.Side) *image.RGBA {
	t.Helper()
	p, o := picture.OfGame(g, ply, picture.Options{Scale: 2, Bottom: bottom, Turn: true, Names: [2]string{g.Tag(game.TagWhite), g.Tag(game.TagBlack)}})
	img, err := picture.Draw(p, o)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// samePicture reports whether the PNG b shows want.
func samePicture(t *testing.T, b []byte, want *image.RGBA) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds() != want.Rect {
		t.Fatalf("picture %v, want %v", img.Bounds(), want.Rect)
	}
	for y := 0; y < want.Rect.Dy(); y += 3 {
		for x := 0; x < want.Rect.Dx(); x += 3 {
			r, g, b, _ := img.At(x, y).RGBA()
			w := want.RGBAAt(x, y)
			if uint8(r>>8) != w.R || uint8(g>>8) != w.G || uint8(b>>8) != w.B {
				t.Fatalf("at (%d, %d): %v, want %v", x, y, img.At(x, y), w)
			}
		}
	}
}

// TestCopyPositionImage: the picture on the clipboard is the position
// shown (a review's earlier move), the board the window's way up, its
// players and last moves marked; nothing is said.
func TestCopyPositionImage(t *testing.T) {
	var copied [][]byte
	r := pictureRig(t, game.Black, func(b []byte) error {
		copied = append(copied, bytes.Clone(b))
		return nil
	})
	r.board.g = played(t, 7, 7, 3, 5, 1)
	if err := r.board.g.SetPly(3); err != nil { // a review at the third move
		t.Fatal(err)
	}
	r.files.CopyPositionImage()
	r.files.Wait()
	if len(copied) != 1 {
		t.Fatalf("%d pictures copied", len(copied))
	}
	samePicture(t, copied[0], wantPicture(t, r.board.g, 3, game.Black))
	if m, ok := r.ask.last(); ok {
		t.Errorf("a copy says %q", m.text)
	}
}

// TestCopyImageWithoutClipboard: where the clipboard takes no picture, the
// picture is saved in the pictures folder and the player is told where
// and why.
func TestCopyImageWithoutClipboard(t *testing.T) {
	pics := t.TempDir()
	t.Setenv("XDG_PICTURES_DIR", pics)
	xdg.Reload()
	t.Cleanup(xdg.Reload)
	r := pictureRig(t, game.White, func([]byte) error {
		return &clipimage.UnavailableError{Install: []string{"wl-clipboard", "xclip"}}
	})
	r.board.g = played(t, 7, 7)
	for range 2 {
		r.files.CopyPositionImage()
		r.files.Wait()
	}
	files, _ := filepath.Glob(filepath.Join(pics, "*.png"))
	if len(files) != 2 {
		t.Fatalf("%d pictures in the pictures folder: %v", len(files), files)
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	samePicture(t, b, wantPicture(t, r.board.g, 2, game.White))
	m, ok := r.ask.last()
	if !ok || !strings.Contains(m.text, "wl-clipboard / xclip installed") || !strings.Contains(m.text, pics) || m.title != r.loc.T("picture.copy") {
		t.Errorf("told %+v", m)
	}
	if !strings.Contains(files[0], ", move 1") && !strings.Contains(files[1], ", move 1") {
		t.Errorf("the pictures are named %v", files)
	}
}

// TestExportPositionPNG: the PNG is written where the player chose, its
// extension added, the player told where; a folder that cannot be written
// is told.
func TestExportPositionPNG(t *testing.T) {
	r := pictureRig(t, game.White, func([]byte) error { t.Error("the clipboard was used"); return nil })
	r.board.g = played(t, 7, 7, 3)
	dir := t.TempDir()
	r.dialog.path = filepath.Join(dir, "position")
	r.files.ShowExportPositionPNG()
	r.files.Wait()
	o := r.dialog.asked[0]
	if o.Title != r.loc.T("picture.export_png_title") || len(o.Filters) != 1 || !slices.Equal(o.Filters[0].Extensions, []string{".png"}) ||
		!strings.HasSuffix(o.Name, ", move 2.png") {
		t.Errorf("asked %+v", o)
	}
	b, err := os.ReadFile(r.dialog.path + ".png")
	if err != nil {
		t.Fatal(err)
	}
	samePicture(t, b, wantPicture(t, r.board.g, 3, game.White))
	if m, ok := r.ask.last(); !ok || !strings.Contains(m.text, r.dialog.path+".png") || m.title != r.loc.T("picture.export_png_title") {
		t.Errorf("told %+v", m)
	}

	r.dialog.path = filepath.Join(dir, "none", "x.png")
	r.files.ShowExportPositionPNG()
	r.files.Wait()
	if m, ok := r.ask.last(); !ok || m.title != r.loc.T("error.title") || !strings.Contains(m.text, r.dialog.path) {
		t.Errorf("a failed write told %+v", m)
	}
}

// TestExportGameGIF: the GIF has the start, a frame a move and the result;
// a game without moves is refused with a word.
func TestExportGameGIF(t *testing.T) {
	r := pictureRig(t, game.White, nil)
	r.files.ShowExportGameGIF()
	if m, ok := r.ask.last(); !ok || m.text != r.loc.T("picture.no_moves") || len(r.dialog.asked) != 0 {
		t.Fatalf("a game without moves: told %+v, asked %d", m, len(r.dialog.asked))
	}
	r.board.g = played(t, 7, 7, 3, 5)
	r.board.g.SetTag(game.TagTermination, game.TerminationTimeForfeit)
	r.board.g.SetResult(game.BlackWins)
	r.dialog.path = filepath.Join(t.TempDir(), "game.GIF")
	r.files.ShowExportGameGIF()
	r.files.Wait()
	if o := r.dialog.asked[0]; o.Title != r.loc.T("picture.export_gif_title") || !slices.Equal(o.Filters[0].Extensions, []string{".gif"}) {
		t.Errorf("asked %+v", o)
	}
	f, err := os.Open(r.dialog.path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	a, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Image) != 4+2 {
		t.Errorf("%d frames for 4 moves and a result", len(a.Image))
	}
	if size := picture.Size(picture.Options{Scale: picture.GIFScale}); a.Config.Width != size.X || a.Config.Height != size.Y {
		t.Errorf("GIF %d×%d, want %v", a.Config.Width, a.Config.Height, size)
	}
	if m, ok := r.ask.last(); !ok || !strings.Contains(m.text, r.dialog.path) || m.title != r.loc.T("picture.export_gif_title") {
		t.Errorf("told %+v", m)
	}
}
