// Package picture draws togyz kumalak positions and games as pictures to
// share, without a display: a position as a PNG (EncodePNG) and a game as
// an animated GIF, a frame for each move (EncodeGIF). It is pure Go (the
// standard library's image packages, golang.org/x/image for the shapes and
// the text) and imports only game and assets, so the headless commands
// link it without Fyne and without cgo.
//
// The board is the window's: the wood, the holes and their stones and
// counts, the kazans, the tuzdyks' stars, the hole numbers and the last
// moves' marks are drawn as ui/board draws them, and the window's board
// takes its wood (Wood), its colours (NewColours) and its layout
// (NewLayout) from here, so that the two agree. A picture lies wide, with
// a strip for each player above and below the board.
package picture
