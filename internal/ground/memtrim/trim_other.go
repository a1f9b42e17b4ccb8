//go:build !linux || !cgo

package memtrim

const cHeapTrimmed = false

func trimCHeap() {}
