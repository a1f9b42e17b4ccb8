//go:build linux && cgo

// Package holes leaves holes in the C heap, for memtrim's tests: blocks that
// free() gave back to malloc but malloc kept resident, below live ones.
package holes

/*
#include <stdlib.h>
#include <string.h>

// fragment allocates n blocks of size bytes, touches them, and frees all
// but every keep-th one: the freed blocks are holes below live ones, which
// glibc does not return by itself.
static void **fragment(int n, int size, int keep) {
	void **blocks = calloc(n, sizeof(void *));
	for (int i = 0; i < n; i++) {
		blocks[i] = malloc(size);
		memset(blocks[i], 1, size);
	}
	for (int i = 0; i < n; i++) {
		if (i % keep != 0) {
			free(blocks[i]);
			blocks[i] = 0;
		}
	}
	return blocks;
}

static void release(void **blocks, int n) {
	for (int i = 0; i < n; i++) free(blocks[i]);
	free(blocks);
}
*/
import "C"

import "unsafe"

// Blocks are C allocations, most of them freed.
type Blocks struct {
	p *unsafe.Pointer
	n int
}

// Make mallocs n blocks of size bytes, writes them, and frees all but every
// keep-th one.
func Make(n, size, keep int) Blocks {
	return Blocks{p: C.fragment(C.int(n), C.int(size), C.int(keep)), n: n}
}

// Free frees the blocks still live.
func (b Blocks) Free() { C.release(b.p, C.int(b.n)) }
