//go:build (gles || arm || arm64) && !android && !ios && !mobile && !darwin && !wasm && !test_web_driver

package lifecycle

import gl "github.com/go-gl/gl/v3.1/gles2"

// glStrings returns the OpenGL ES driver's vendor, renderer and version.
// Call it with a context current, after Fyne's painter has loaded the
// functions (gl.Init), as a raster's generator is.
func glStrings() (vendor, renderer, version string) {
	return gl.GoStr(gl.GetString(gl.VENDOR)), gl.GoStr(gl.GetString(gl.RENDERER)), gl.GoStr(gl.GetString(gl.VERSION))
}
