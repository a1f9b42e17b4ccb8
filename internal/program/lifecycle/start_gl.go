//go:build (!gles && !arm && !arm64 && !android && !ios && !mobile && !test_web_driver && !wasm) || (darwin && !mobile && !ios && !wasm && !test_web_driver)

package lifecycle

import "github.com/go-gl/gl/v2.1/gl"

// glStrings returns the OpenGL driver's vendor, renderer and version. Call
// it with a context current, after Fyne's painter has loaded the functions
// (gl.Init), as a raster's generator is.
func glStrings() (vendor, renderer, version string) {
	return gl.GoStr(gl.GetString(gl.VENDOR)), gl.GoStr(gl.GetString(gl.RENDERER)), gl.GoStr(gl.GetString(gl.VERSION))
}
