package cli

import (
	"bytes"
	"image/gif"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestImageAndGIF: image and gif write the pictures package picture
// draws, of a TFEN or of a game of a record file, and say what they wrote.
func TestImageAndGIF(t *testing.T) {
	dir := t.TempDir()
	run := func(args ...string) (int, string, string) {
		var out, errOut bytes.Buffer
		code := gameBinary.Run(args, strings.NewReader(""), &out, &errOut)
		return code, out.String(), errOut.String()
	}
	g := twoGames(t)[1]

	pngFile := filepath.Join(dir, "start.png")
	code, out, errOut := run("image", "--scale", "1", "--tfen", game.StartTFEN, pngFile)
	if code != ExitOK || !strings.HasPrefix(out, pngFile+": 620×453 PNG, ") || errOut != "" {
		t.Fatalf("image --tfen: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	decodePNG(t, pngFile, 620, 453)

	ply := filepath.Join(dir, "ply.png")
	if code, out, errOut := run("image", "--scale", "1", "--game", "2", "--ply", "5", "testdata/two-games.pgn", ply); code != ExitOK {
		t.Fatalf("image --ply: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	decodePNG(t, ply, 620, 453)

	gifFile := filepath.Join(dir, "game.gif")
	code, out, errOut = run("gif", "--scale", "1", "--game", "2", "testdata/two-games.pgn", gifFile)
	if code != ExitOK || !strings.Contains(out, "620×453 GIF of ") || errOut != "" {
		t.Fatalf("gif: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	f, err := os.Open(gifFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	a, err := gif.DecodeAll(f)
	if err != nil {
		t.Fatal(err)
	}
	// the start, a frame a move, and the result when the game has one
	if n := len(a.Image); n != g.Len()+1 && n != g.Len()+2 {
		t.Errorf("%d frames for %d moves", n, g.Len())
	}

	// "-" writes to stdout and says nothing else
	code, out, _ = run("image", "--scale", "1", "--tfen", game.StartTFEN, "-")
	if code != ExitOK || !strings.HasPrefix(out, "\x89PNG\r\n") {
		t.Errorf("image to stdout: exit %d, %d bytes starting %q", code, len(out), out[:min(len(out), 8)])
	}
	if code, out, _ := run("image", "--help"); code != ExitOK || out != "" {
		t.Errorf("image --help: exit %d, stdout %q", code, out)
	}
}

// twoGames returns the games of testdata/two-games.pgn.
func twoGames(t *testing.T) []*game.Game {
	t.Helper()
	f, err := os.Open("testdata/two-games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, bad, err := game.ReadGames(f)
	if err != nil || len(bad) > 0 || len(games) != 2 {
		t.Fatalf("two-games.pgn: %d games, %v, %v", len(games), bad, err)
	}
	return games
}

func decodePNG(t *testing.T, name string, w, h int) {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if b := img.Bounds(); b.Dx() != w || b.Dy() != h {
		t.Errorf("%s: %v, want %d×%d", name, b, w, h)
	}
}

// TestPictureErrors: every wrong call says what is wrong, names the flag or
// the file, and writes nothing.
func TestPictureErrors(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "x.png")
	outGIF := filepath.Join(dir, "x.gif")
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no output", []string{"image", "--tfen", game.StartTFEN}, ExitUsage, "want --tfen T OUT.png, or FILE OUT.png"},
		{"a TFEN and a file", []string{"image", "--tfen", game.StartTFEN, "testdata/two-games.pgn", out}, ExitUsage, "want --tfen T OUT.png"},
		{"a bad TFEN", []string{"image", "--tfen", "9,9 0 0 - - 0", out}, ExitUsage, "--tfen: tfen: "},
		{"a GIF's name", []string{"image", "--tfen", game.StartTFEN, outGIF}, ExitUsage, "this command writes a PNG picture; name the file .png"},
		{"a PNG's name", []string{"gif", "testdata/two-games.pgn", out}, ExitUsage, "writes a GIF picture; name the file .gif"},
		{"a small scale", []string{"image", "--scale", "0.5", "--tfen", game.StartTFEN, out}, ExitUsage, "--scale 0.5: want a number from 1 to 8"},
		{"a bad side", []string{"image", "--bottom", "red", "--tfen", game.StartTFEN, out}, ExitUsage, `--bottom "red": want white or black`},
		{"no such game", []string{"gif", "--game", "3", "testdata/two-games.pgn", outGIF}, ExitUsage, "testdata/two-games.pgn: --game 3, but the file has 2 games"},
		{"game 0", []string{"image", "--game", "0", "testdata/two-games.pgn", out}, ExitUsage, "--game 0: the games of a file are numbered from 1"},
		{"past the end", []string{"image", "--ply", "500", "testdata/two-games.pgn", out}, ExitUsage, "--ply 500: game 1 of testdata/two-games.pgn has "},
		{"a game that does not replay", []string{"gif", "--game", "1", "testdata/wrong-kazan.pgn", outGIF}, ExitMismatch, "testdata/wrong-kazan.pgn: game 1 does not replay"},
		{"a missing file", []string{"gif", "testdata/none.pgn", outGIF}, ExitUsage, "none.pgn"},
		{"not a record", []string{"gif", "testdata/junk.bin", outGIF}, ExitUsage, "not a text record"},
		{"a bad delay", []string{"gif", "--delay", "5ms", "testdata/two-games.pgn", outGIF}, ExitUsage, "--delay 5ms: want from 20ms to 1m"},
		{"no folder", []string{"image", "--tfen", game.StartTFEN, filepath.Join(dir, "no", "x.png")}, ExitUsage, "write " + filepath.Join(dir, "no", "x.png") + ": "},
		{"gif without a file", []string{"gif", outGIF}, ExitUsage, "want a record file and the GIF to write"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := gameBinary.Run(tt.args, strings.NewReader(""), &stdout, &stderr)
			if code != tt.code || !strings.Contains(stderr.String(), tt.want) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, stderr.String(), tt.code, tt.want)
			}
			if entries, _ := os.ReadDir(dir); len(entries) != 0 {
				t.Errorf("the folder holds %d files after a failure", len(entries))
			}
		})
	}
}
