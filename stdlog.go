package main

import (
	"io"
	"log"
)

// captureStdLog points the standard log package at w, without prefixes,
// and returns the function that puts the old output back.
func captureStdLog(w io.Writer) (restore func()) {
	out, flags := log.Writer(), log.Flags()
	log.SetOutput(w)
	log.SetFlags(0)
	return func() {
		log.SetOutput(out)
		log.SetFlags(flags)
	}
}
