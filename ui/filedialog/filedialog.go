// Package filedialog asks the player for a file to open or a place to save
// one, with the dialog players know from their system: the desktop portal's
// FileChooser on Linux and the BSDs (github.com/rymdport/portal, over
// D-Bus), the system dialogs on Windows and macOS
// (github.com/sqweek/dialog), and Fyne's own file dialog where neither is
// available (no portal running, as under Xvfb, or a system dialog that
// failed).
//
// A window holds one Chooser and calls it on the Fyne UI goroutine; the
// answer comes back on the UI goroutine too. Tests give the window a fake.
package filedialog

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
)

// Filter is a kind of file the dialog offers to show, as "Game records"
// with the extensions ".pgn" and ".txt". An extension "*" shows every file.
type Filter struct {
	Name       string
	Extensions []string // with the dot: ".pgn"
}

// Options describe one dialog. Every text is already in the player's
// language.
type Options struct {
	Title       string
	AcceptLabel string   // the confirming button, "" for the system's own
	Folder      string   // where the dialog starts unless Remember knows better
	Name        string   // the proposed file name (Save)
	Filters     []Filter // the first is chosen at first
	// Remember, when not "", names the purpose of the dialog (as "open" or
	// "export"): the next dialog for it starts in the folder chosen last.
	Remember string
}

// Chooser shows file dialogs. Call its methods on the UI goroutine. done is
// called once, on the UI goroutine, with the path chosen, or "" when the
// player cancelled (err is nil then), or an error when no dialog could be
// shown. While a dialog is open a second request is refused with ErrBusy.
type Chooser interface {
	Open(o Options, done func(path string, err error))
	Save(o Options, done func(path string, err error))
}

// ErrBusy is the answer to a request while another dialog is open.
var ErrBusy = errors.New("a file dialog is already open")

// errUnavailable says a system dialog cannot be shown here: the chooser
// then shows Fyne's.
var errUnavailable = errors.New("no system file dialog")

// system is a system's file dialog. parent runs on the UI goroutine and
// names the window the dialog belongs to ("" for none). open and save block
// until the player answers and run off the UI goroutine; cancelling gives
// "", nil; a system without the dialog answers errUnavailable.
type system interface {
	parent() string
	open(parent string, o Options) (string, error)
	save(parent string, o Options) (string, error)
}

// New returns the chooser for this system, falling back to Fyne's dialog
// over parent.
func New(parent fyne.Window) Chooser {
	return newChooser(newSystem(parent), &fyneDialog{parent: parent}, fyne.Do)
}

// chooser tries the system's dialog first and Fyne's after it.
type chooser struct {
	system   system // nil: none on this system
	fallback Chooser
	post     func(func()) // runs f on the UI goroutine

	busy bool // UI goroutine only

	mu       sync.Mutex
	noSystem bool              // the system dialog failed once: Fyne's from now on
	folders  map[string]string // Options.Remember -> the folder chosen last
}

func newChooser(s system, fallback Chooser, post func(func())) *chooser {
	return &chooser{system: s, fallback: fallback, post: post, folders: map[string]string{}}
}

// Open asks for an existing file.
func (c *chooser) Open(o Options, done func(string, error)) { c.run(false, o, done) }

// Save asks where to save a file.
func (c *chooser) Save(o Options, done func(string, error)) { c.run(true, o, done) }

func (c *chooser) run(save bool, o Options, done func(string, error)) {
	if c.busy {
		done("", ErrBusy)
		return
	}
	c.busy = true
	o.Folder = c.startFolder(o)
	finish := func(path string, err error) {
		c.busy = false
		if path != "" && err == nil {
			c.remember(o.Remember, filepath.Dir(path))
		}
		done(path, err)
	}
	fallback := func() {
		if save {
			c.fallback.Save(o, finish)
		} else {
			c.fallback.Open(o, finish)
		}
	}
	c.mu.Lock()
	useSystem := c.system != nil && !c.noSystem
	c.mu.Unlock()
	if !useSystem {
		fallback()
		return
	}
	parent := c.system.parent()
	go func() {
		var path string
		var err error
		if save {
			path, err = c.system.save(parent, o)
		} else {
			path, err = c.system.open(parent, o)
		}
		if err != nil {
			// Whatever broke (no portal, a D-Bus error), Fyne's
			// dialog works: use it now and from now on.
			c.mu.Lock()
			c.noSystem = true
			c.mu.Unlock()
			if !errors.Is(err, errUnavailable) {
				fyne.LogError("system file dialog failed, using Fyne's", err)
			}
			c.post(fallback)
			return
		}
		c.post(func() { finish(path, nil) })
	}()
}

// startFolder is the folder a dialog opens in: the one chosen last for the
// same purpose when it still exists, else o.Folder.
func (c *chooser) startFolder(o Options) string {
	c.mu.Lock()
	dir := c.folders[o.Remember]
	c.mu.Unlock()
	if o.Remember != "" && dir != "" {
		if info, err := os.Stat(dir); err == nil && info.IsDir() {
			return dir
		}
	}
	return o.Folder
}

func (c *chooser) remember(purpose, dir string) {
	if purpose == "" {
		return
	}
	c.mu.Lock()
	c.folders[purpose] = dir
	c.mu.Unlock()
}

// extensions returns the extensions of the filters without their dots, "*"
// kept, as the system dialogs take them.
func extensions(f Filter) []string {
	out := make([]string, 0, len(f.Extensions))
	for _, e := range f.Extensions {
		out = append(out, strings.TrimPrefix(e, "."))
	}
	return out
}
