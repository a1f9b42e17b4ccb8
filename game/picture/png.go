package picture

import (
	"fmt"
	"image/png"
	"io"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// EncodePNG writes a picture of p, drawn as o says, to w as a PNG.
func EncodePNG(w io.Writer, p game.Position, o Options) error {
	img, err := Draw(p, o)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	if err := enc.Encode(w, img); err != nil {
		return fmt.Errorf("picture: write the PNG: %w", err)
	}
	return nil
}
