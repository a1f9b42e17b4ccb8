// Package locale quiets a start-up error of Fyne under the C locale.
//
// Fyne's lang package reads the system locale while it initialises and logs
// "Error parsing user locale C" when LC_ALL, LC_MESSAGES or LANG is "C" or
// "POSIX", as it often is in scripts, containers and CI. The game binary
// links Fyne for its window, so its headless commands (engine, perft,
// replay) would print that line before every run too; the cgo-free engine
// binary has no Fyne and does not need this package. Importing it from the
// window's side of package main, next to the ui import, replaces
// such a value with "en_US.UTF-8" for this process: Go initialises a package
// before any package that sorts after it and is not yet ready, and this one
// imports nothing but os and strings, so it runs before fyne.io/fyne/v2/lang
// (which waits for golang.org/x/text). The game itself already treats the C
// locale as English, so nothing a player sees changes.
package locale

import (
	"os"
	"strings"
)

func init() {
	for _, name := range [...]string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := os.Getenv(name)
		if v == "" {
			continue
		}
		if IsPOSIX(v) {
			os.Setenv(name, "en_US.UTF-8")
		}
		return
	}
}

// IsPOSIX reports whether a locale value names the C or POSIX locale, such
// as "C", "C.UTF-8" or "POSIX".
func IsPOSIX(v string) bool {
	base, _, _ := strings.Cut(v, ".")
	return base == "C" || base == "POSIX"
}
