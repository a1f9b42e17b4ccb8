// Package memtrim hands memory that the program has freed back to the
// operating system: the Go heap's free pages and, on Linux with glibc, the
// free pages of the C heap, where the OpenGL driver keeps what it allocates
// for the window (textures, compiled shaders, command buffers).
//
// A freed C allocation stays in the process until malloc decides to return
// it, and glibc returns only the top of its heap by itself: after a help page
// or a review closes, tens of megabytes can stay resident between the
// allocations that are still live. Release asks for all of it back.
package memtrim

import "runtime/debug"

// Release forces a garbage collection, returns the Go heap's free memory and
// then the C heap's free pages to the operating system. It blocks for tens of
// milliseconds: call it off the UI goroutine, when a screen has closed.
func Release() {
	debug.FreeOSMemory()
	trimCHeap()
}

// TrimsCHeap reports whether Release can return C heap memory on this
// platform (Linux with glibc and cgo); elsewhere it returns only the Go
// heap's.
func TrimsCHeap() bool { return cHeapTrimmed }
