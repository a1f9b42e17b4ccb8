//go:build ignore

// Clockcharge measures what the game's clock charges a player who answers a
// fixed time after the board stood still: the watcher half of
// scripts/clockcharge.sh, which starts the game under Xvfb against the
// computer on a clock without increment.
//
// It watches the board's pixels (XGetImage of a rectangle of the root
// window, every few milliseconds). After each of the computer's moves (the
// autosave has it) it waits for the board to stand still (no pixel changed
// for -still), then, -reply after the last change, presses the key of the
// person's first legal move (xdotool). The charge of that move is the
// person's time before it less the time after it, from the autosave's
// [%clk] comments (tenths of a second). It prints each move's charge, and
// the mean and the largest.
//
// Usage: go run scripts/clockcharge.go -autosave FILE -rect X,Y,W,H [-moves N] [-reply 1s]
package main

/*
#cgo LDFLAGS: -lX11
#include <stdlib.h>
#include <string.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

// grab copies the pixels of a rectangle of the root window into out
// (w*h*4 bytes); it returns 0 on failure.
static int grab(Display *d, int x, int y, int w, int h, unsigned char *out) {
	XImage *img = XGetImage(d, DefaultRootWindow(d), x, y, w, h, AllPlanes, ZPixmap);
	if (!img) return 0;
	int row = w * 4;
	for (int j = 0; j < h; j++) {
		memcpy(out + j * row, img->data + j * img->bytes_per_line, row);
	}
	XDestroyImage(img);
	return 1;
}
*/
import "C"

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"time"
	"unsafe"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
)

func main() {
	autosave := flag.String("autosave", "", "the game's autosave file")
	rect := flag.String("rect", "", "the board's rectangle on the screen: X,Y,W,H")
	moves := flag.Int("moves", 8, "the person's moves to measure")
	reply := flag.Duration("reply", time.Second, "how long after the board stood still the person answers")
	still := flag.Duration("still", 600*time.Millisecond, "how long without a changed pixel counts as standing still")
	timeout := flag.Duration("timeout", 2*time.Minute, "the longest wait for the computer's move")
	flag.Parse()
	var x, y, w, h int
	if _, err := fmt.Sscanf(*rect, "%d,%d,%d,%d", &x, &y, &w, &h); err != nil || w <= 0 || h <= 0 {
		log.Fatalf("-rect %q: want X,Y,W,H", *rect)
	}
	d := C.XOpenDisplay(nil)
	if d == nil {
		log.Fatal("cannot open the display $DISPLAY")
	}
	buf := C.malloc(C.size_t(w * h * 4))
	defer C.free(buf)
	shot := func() []byte {
		if C.grab(d, C.int(x), C.int(y), C.int(w), C.int(h), (*C.uchar)(buf)) == 0 {
			log.Fatal("XGetImage failed")
		}
		return C.GoBytes(unsafe.Pointer(buf), C.int(w*h*4))
	}

	// waitPly waits until the autosave holds ply moves, or the game is over.
	waitPly := func(ply int) *game.Game {
		deadline := time.Now().Add(*timeout)
		for {
			if g, err := readGame(*autosave); err == nil {
				if p := g.Position(); g.Ply() >= ply || p.Over() || g.Result() != game.Ongoing {
					return g
				}
			}
			if time.Now().After(deadline) {
				log.Fatalf("no move %d within %v", ply, *timeout)
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	// play presses the key of the person's first legal move in g.
	play := func(g *game.Game) {
		p := g.Position()
		if p.ToMove != game.White {
			log.Fatalf("ply %d: the computer (Black) is to move; the person plays White", g.Ply())
		}
		key(strconv.Itoa(int(p.LegalMoves()[0])))
	}

	g := waitPly(0)
	play(g) // the first move is not measured: nothing stood still before it
	var charges []time.Duration
	for len(charges) < *moves {
		ply := (g.Ply()/2 + 1) * 2 // after the computer's next answer (Black's moves end an even ply)
		g = waitPly(ply)
		if g.Ply() < ply {
			break // the game is over
		}
		// The answer is in the autosave before its sowing: watch the
		// board until it has stood still for a while.
		prev := shot()
		last := time.Now()
		for time.Since(last) < *still {
			time.Sleep(3 * time.Millisecond)
			if cur := shot(); !bytes.Equal(cur, prev) {
				prev, last = cur, time.Now()
			}
		}
		time.Sleep(time.Until(last.Add(*reply)))
		pressed := time.Now()
		play(g)
		before, ok := leftBefore(g)
		g = waitPly(ply + 1)
		after, ok2 := g.Clock(ply + 1)
		if !ok || !ok2 {
			log.Fatalf("move %d: the record keeps no clock", ply+1)
		}
		charge := before - after
		charges = append(charges, charge)
		fmt.Printf("move %d: the key %v after the board stood still: charged %.1f s\n",
			ply/2+1, pressed.Sub(last).Round(time.Millisecond), charge.Seconds())
	}
	if len(charges) == 0 {
		log.Fatal("nothing measured")
	}
	var sum, most time.Duration
	for _, c := range charges {
		sum += c
		most = max(most, c)
	}
	fmt.Printf("replies %v after the board stood still: charged %.2f s on average, %.1f s at most, over %d moves\n",
		*reply, (sum / time.Duration(len(charges))).Seconds(), most.Seconds(), len(charges))
}

// leftBefore is the time the person (White) had before the move to come:
// after White's last move, the base before the first.
func leftBefore(g *game.Game) (time.Duration, bool) {
	for ply := g.Ply(); ply >= 1; ply-- {
		if s, _ := g.Sowing(ply - 1); s.Mover == game.White {
			return g.Clock(ply)
		}
	}
	tc, err := clock.Parse(g.Tag(game.TagTimeControl))
	return tc.Base, err == nil && !tc.IsNone()
}

// readGame reads the autosave.
func readGame(path string) (*game.Game, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	g, err := game.ParseGame(string(b))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return g, nil
}

// key presses a key in the focused window.
func key(name string) {
	if out, err := exec.Command("xdotool", "key", name).CombinedOutput(); err != nil {
		log.Fatalf("xdotool key %s: %v: %s", name, err, strings.TrimSpace(string(out)))
	}
}
