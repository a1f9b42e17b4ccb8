//go:build (linux || freebsd || openbsd || netbsd) && !android

package filedialog

import (
	"errors"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rymdport/portal/filechooser"
)

// TestProbeNeverHangs: with no session bus, with a bus that never
// answers, and with a bus without a portal, the probe says no at once or
// within its timeout; it never starts a bus.
func TestProbeNeverHangs(t *testing.T) {
	const timeout = 300 * time.Millisecond
	t.Run("no bus", func(t *testing.T) {
		t.Setenv("DBUS_SESSION_BUS_ADDRESS", "")
		t.Setenv("XDG_RUNTIME_DIR", t.TempDir())
		start := time.Now()
		if err := probePortal(timeout); !errors.Is(err, errNoBus) {
			t.Fatalf("probe: %v, want errNoBus", err)
		}
		if d := time.Since(start); d > timeout {
			t.Fatalf("took %v", d)
		}
	})
	t.Run("silent bus", func(t *testing.T) {
		sock := filepath.Join(t.TempDir(), "bus")
		l, err := net.Listen("unix", sock)
		if err != nil {
			t.Fatal(err)
		}
		defer l.Close()
		go func() { // accept and never say a word
			for {
				c, err := l.Accept()
				if err != nil {
					return
				}
				defer c.Close()
			}
		}()
		t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path="+sock)
		start := time.Now()
		if err := probePortal(timeout); err == nil {
			t.Fatal("a silent bus has a portal?")
		}
		if d := time.Since(start); d > 4*timeout {
			t.Fatalf("took %v with a %v timeout", d, timeout)
		}
	})
	t.Run("bus without a portal", func(t *testing.T) {
		daemon, err := exec.LookPath("dbus-daemon")
		if err != nil {
			t.Skip("no dbus-daemon here")
		}
		dir := t.TempDir()
		sock := filepath.Join(dir, "bus")
		// a bus of its own that starts no service: a portal installed
		// here is not activated
		conf := filepath.Join(dir, "bus.conf")
		if err := os.WriteFile(conf, []byte(`<busconfig><type>session</type>
<listen>unix:path=`+sock+`</listen><auth>EXTERNAL</auth>
<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
</busconfig>`), 0o600); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(daemon, "--nofork", "--config-file="+conf)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
		for i := 0; i < 100; i++ {
			if _, err := os.Stat(sock); err == nil {
				break
			}
			time.Sleep(20 * time.Millisecond)
		}
		t.Setenv("DBUS_SESSION_BUS_ADDRESS", "unix:path="+sock)
		start := time.Now()
		err = probePortal(2 * time.Second)
		if err == nil || !strings.Contains(err.Error(), "portal") {
			t.Fatalf("probe: %v", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Fatalf("took %v", d)
		}
	})
}

func TestFirstPath(t *testing.T) {
	tests := []struct {
		uris    []string
		want    string
		wantErr bool
	}{
		{nil, "", false},
		{[]string{"file:///home/a/Партия 1.pgn"}, "/home/a/Партия 1.pgn", false},
		{[]string{"https://example.org/a.pgn"}, "", true},
		{[]string{"file://relative.pgn"}, "", true},
	}
	for _, tt := range tests {
		got, err := firstPath(tt.uris)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("%v: %q, %v", tt.uris, got, err)
		}
	}
}

func TestPortalFilters(t *testing.T) {
	got := portalFilters([]Filter{{Name: "Game records", Extensions: []string{".pgn", ".txt"}}, {Name: "All files", Extensions: []string{"*"}}})
	if len(got) != 2 || got[0].Name != "Game records" || len(got[0].Rules) != 2 ||
		got[0].Rules[1] != (filechooser.Rule{Type: filechooser.GlobPattern, Pattern: "*.txt"}) ||
		got[1].Rules[0].Pattern != "*" {
		t.Fatalf("filters %+v", got)
	}
}
