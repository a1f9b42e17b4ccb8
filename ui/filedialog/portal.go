//go:build (linux || freebsd || openbsd || netbsd) && !android

package filedialog

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
	"github.com/godbus/dbus/v5"
	"github.com/rymdport/portal"
	"github.com/rymdport/portal/filechooser"
)

// probeTimeout bounds the question whether a portal answers: a missing or
// stuck bus never holds a dialog up longer.
const probeTimeout = 1500 * time.Millisecond

// The portal's names on the session bus.
const (
	portalName      = "org.freedesktop.portal.Desktop"
	portalPath      = "/org/freedesktop/portal/desktop"
	fileChooserName = "org.freedesktop.portal.FileChooser"
)

func newSystem(parent fyne.Window) system {
	return &portalDialog{window: parent, probe: func() error { return probePortal(probeTimeout) }}
}

// portalDialog is the desktop portal's FileChooser: GNOME's, KDE's or
// another desktop's own dialog, over D-Bus.
type portalDialog struct {
	window fyne.Window
	probe  func() error // nil when the portal answers

	once     sync.Once
	probeErr error
}

// parent names the window for the portal, so that the dialog sits over it
// (X11 only: a Wayland surface has no name to give without an exported
// handle).
func (p *portalDialog) parent() string {
	nw, ok := p.window.(driver.NativeWindow)
	if !ok {
		return ""
	}
	handle := ""
	nw.RunNative(func(ctx any) {
		if x, ok := ctx.(driver.X11WindowContext); ok && x.WindowHandle != 0 {
			handle = portal.FormatX11WindowHandle(x.WindowHandle)
		}
	})
	return handle
}

// available asks, once, whether a portal with a FileChooser answers.
func (p *portalDialog) available() error {
	p.once.Do(func() { p.probeErr = p.probe() })
	return p.probeErr
}

func (p *portalDialog) open(parent string, o Options) (string, error) {
	if err := p.available(); err != nil {
		return "", fmt.Errorf("%w: %w", errUnavailable, err)
	}
	uris, err := filechooser.OpenFile(parent, o.Title, &filechooser.OpenFileOptions{
		AcceptLabel:   o.AcceptLabel,
		Filters:       portalFilters(o.Filters),
		CurrentFolder: o.Folder,
	})
	if err != nil {
		return "", fmt.Errorf("portal file chooser: %w", err)
	}
	return firstPath(uris)
}

func (p *portalDialog) save(parent string, o Options) (string, error) {
	if err := p.available(); err != nil {
		return "", fmt.Errorf("%w: %w", errUnavailable, err)
	}
	uris, err := filechooser.SaveFile(parent, o.Title, &filechooser.SaveFileOptions{
		AcceptLabel:   o.AcceptLabel,
		Filters:       portalFilters(o.Filters),
		CurrentFolder: o.Folder,
		CurrentName:   o.Name,
	})
	if err != nil {
		return "", fmt.Errorf("portal file chooser: %w", err)
	}
	return firstPath(uris)
}

func portalFilters(filters []Filter) []*filechooser.Filter {
	out := make([]*filechooser.Filter, 0, len(filters))
	for _, f := range filters {
		pf := &filechooser.Filter{Name: f.Name}
		for _, e := range extensions(f) {
			pattern := "*." + e
			if e == "*" {
				pattern = "*"
			}
			pf.Rules = append(pf.Rules, filechooser.Rule{Type: filechooser.GlobPattern, Pattern: pattern})
		}
		out = append(out, pf)
	}
	return out
}

// firstPath turns the portal's answer into a path: none is a cancel. The
// library has already unescaped the URI.
func firstPath(uris []string) (string, error) {
	if len(uris) == 0 {
		return "", nil
	}
	path, ok := strings.CutPrefix(uris[0], "file://")
	if !ok || !filepath.IsAbs(path) {
		return "", fmt.Errorf("portal file chooser: %q is not a local file", uris[0])
	}
	return path, nil
}

// errNoBus says there is no session bus to ask.
var errNoBus = errors.New("no D-Bus session bus")

// probePortal reports whether a desktop portal with a FileChooser answers
// on the session bus within timeout. It never starts a bus (no autolaunch)
// and gives up on a bus that does not answer.
func probePortal(timeout time.Duration) error {
	if !sessionBusKnown() {
		return errNoBus
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	// A private connection that the context closes: a stuck bus cannot
	// hold the authentication or the call.
	conn, err := dbus.SessionBusPrivateNoAutoStartup(dbus.WithContext(ctx))
	if err != nil {
		return fmt.Errorf("connect to the session bus: %w", err)
	}
	defer conn.Close()
	if err := conn.Auth(nil); err != nil {
		return fmt.Errorf("session bus authentication: %w", err)
	}
	if err := conn.Hello(); err != nil {
		return fmt.Errorf("session bus hello: %w", err)
	}
	var version dbus.Variant
	call := conn.Object(portalName, portalPath).CallWithContext(ctx,
		"org.freedesktop.DBus.Properties.Get", 0, fileChooserName, "version")
	if err := call.Store(&version); err != nil {
		return fmt.Errorf("desktop portal file chooser: %w", err)
	}
	return nil
}

// sessionBusKnown reports whether a session bus address is set or its
// usual socket exists, without starting one.
func sessionBusKnown() bool {
	if a := os.Getenv("DBUS_SESSION_BUS_ADDRESS"); a != "" && a != "autolaunch:" {
		return true
	}
	dir := os.Getenv("XDG_RUNTIME_DIR")
	if dir == "" {
		return false
	}
	info, err := os.Stat(filepath.Join(dir, "bus"))
	return err == nil && info.Mode()&os.ModeSocket != 0
}
