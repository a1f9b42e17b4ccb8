//go:build linux && cgo

package memtrim

/*
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
static int trim_c_heap(void) { return malloc_trim(0); }
static int glibc_malloc(void) { return 1; }
#else
static int trim_c_heap(void) { return 0; }
static int glibc_malloc(void) { return 0; }
#endif
*/
import "C"

var cHeapTrimmed = C.glibc_malloc() == 1

// trimCHeap returns the free pages of every malloc arena (malloc_trim(0)
// releases whole free pages anywhere in the heap, not only at its top).
func trimCHeap() { C.trim_c_heap() }
