//go:build wasm || test_web_driver || mobile || android || ios

package ui

import "fyne.io/fyne/v2"

// screenSize is not known here: the window takes what the system gives.
func screenSize(float32) (fyne.Size, bool) { return fyne.Size{}, false }
