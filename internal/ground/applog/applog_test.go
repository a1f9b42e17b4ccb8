package applog

import (
	"bytes"
	"errors"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

func open(t *testing.T, dir string, o Options) *Log {
	t.Helper()
	if o.Stderr == nil {
		o.Stderr = io.Discard
	}
	l, err := Open(dir, o)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func readLog(t *testing.T, dir string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, FileName))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestPhasesAreTimedInOrder(t *testing.T) {
	dir := t.TempDir()
	clock := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	var stderr bytes.Buffer
	l := open(t, dir, Options{Stderr: &stderr, Now: func() time.Time { return clock }})
	l.Started("1.2.3", "abc1234")
	steps := []struct {
		phase string
		after time.Duration
	}{
		{"settings read", 12 * time.Millisecond},
		{"lock taken", 3 * time.Millisecond},
		{"window created", 250 * time.Millisecond},
		{"first frame drawn", 1500 * time.Millisecond},
	}
	for _, s := range steps {
		clock = clock.Add(s.after)
		l.Phase(s.phase)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	text := readLog(t, dir)
	if text != stderr.String() {
		t.Errorf("stderr got other records than the file:\n%s\n---\n%s", stderr.String(), text)
	}
	for _, want := range []string{"version=1.2.3", "commit=abc1234", "system=", "go=go1."} {
		if !strings.Contains(text, want) {
			t.Errorf("the start record lacks %q:\n%s", want, text)
		}
	}
	re := regexp.MustCompile(`time=\S+\.\d{3}Z? level=INFO msg=phase phase="([a-z ]+)" ms=(\d+)`)
	got := re.FindAllStringSubmatch(text, -1)
	wantMS := []string{"12", "15", "265", "1765"}
	if len(got) != len(steps) {
		t.Fatalf("%d phase records, want %d:\n%s", len(got), len(steps), text)
	}
	for i, m := range got {
		if m[1] != steps[i].phase || m[2] != wantMS[i] {
			t.Errorf("record %d: phase %q at %s ms, want %q at %s ms", i, m[1], m[2], steps[i].phase, wantMS[i])
		}
	}
	if p := l.Phases(); len(p) != 4 || p[3] != "first frame drawn" {
		t.Errorf("Phases() = %q", p)
	}
}

func TestRotation(t *testing.T) {
	tests := []struct {
		name     string
		existing int // bytes in the log before Open
		write    int // records written after
		wantOld  bool
	}{
		{"small log is appended to", 100, 1, false},
		{"big log is rotated at open", 2000, 1, true},
		{"log growing past the maximum is rotated", 0, 40, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, FileName)
			if tc.existing > 0 {
				old := strings.Repeat("x", tc.existing-1) + "\n"
				if err := os.WriteFile(path, []byte(old), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			l := open(t, dir, Options{MaxSize: 1024})
			for i := 0; i < tc.write; i++ {
				l.Logger().Info("a record of some length to fill the log", "i", i)
			}
			if err := l.Close(); err != nil {
				t.Fatal(err)
			}
			fi, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			if fi.Size() > 1024 {
				t.Errorf("the log is %d bytes, more than the maximum 1024", fi.Size())
			}
			_, err = os.Stat(path + ".1")
			if hasOld := err == nil; hasOld != tc.wantOld {
				t.Errorf("rotated file exists: %v, want %v", hasOld, tc.wantOld)
			}
			if tc.existing > 0 && !tc.wantOld && !strings.HasPrefix(readLog(t, dir), "xxx") {
				t.Error("the old records were lost")
			}
		})
	}
}

// The child process of TestCrashLeavesStackAndNextStartSaysSoOnce.
func TestMain(m *testing.M) {
	if dir := os.Getenv("APPLOG_TEST_CRASH_DIR"); dir != "" {
		crashChild(dir)
		return
	}
	os.Exit(m.Run())
}

// crashChild opens the log, claims it, and panics on a goroutine other than
// main's, as a bug in an engine's search or a callback would.
func crashChild(dir string) {
	l, err := Open(dir, Options{Stderr: io.Discard})
	if err != nil {
		os.Exit(10)
	}
	if err := l.CrashOutput(); err != nil {
		os.Exit(11)
	}
	if _, err := l.Claim(); err != nil {
		os.Exit(12)
	}
	l.Phase("first frame drawn")
	go func() { panic("boom on a background goroutine") }()
	time.Sleep(time.Minute)
	os.Exit(13) // not reached
}

func TestCrashLeavesStackAndNextStartSaysSoOnce(t *testing.T) {
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "APPLOG_TEST_CRASH_DIR="+dir)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 {
		t.Fatalf("the child ended with %v, want exit status 2 (a panic); stderr:\n%s", err, stderr.String())
	}
	text := readLog(t, dir)
	for _, want := range []string{
		"panic: boom on a background goroutine",
		"goroutine ",
		"applog.crashChild.func1",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the log lacks %q:\n%s", want, text)
		}
	}

	for i, wantUnclean := range []bool{true, false} {
		l := open(t, dir, Options{})
		unclean, err := l.Claim()
		if err != nil {
			t.Fatal(err)
		}
		if unclean != wantUnclean {
			t.Errorf("start %d after the crash: unclean = %v, want %v", i+1, unclean, wantUnclean)
		}
		if err := l.Close(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestUnclaimedLogLeavesTheMarkerAlone(t *testing.T) {
	dir := t.TempDir()
	first := open(t, dir, Options{})
	if _, err := first.Claim(); err != nil {
		t.Fatal(err)
	}
	// A second window, refused by the saves' lock, opens and closes the log
	// without claiming it.
	second := open(t, dir, Options{})
	second.Close()
	if _, err := os.Stat(filepath.Join(dir, markerName)); err != nil {
		t.Errorf("the second window removed the first one's marker: %v", err)
	}
	first.Close()
	if _, err := os.Stat(filepath.Join(dir, markerName)); !os.IsNotExist(err) {
		t.Errorf("a clean close left the marker: %v", err)
	}
}

func TestWatchdog(t *testing.T) {
	tests := []struct {
		name     string
		phase    bool // the phase ends before the timer
		wantDump bool
	}{
		{"late first frame dumps the stacks", false, true},
		{"first frame in time dumps nothing", true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			l := open(t, dir, Options{})
			delay := 20 * time.Millisecond
			if tc.phase {
				delay = time.Hour
			}
			late := make(chan struct{})
			l.Watchdog("first frame drawn", delay, func() { close(late) })
			other := l.Watchdog("another phase", time.Hour, nil)
			if tc.phase {
				l.Phase("first frame drawn")
				l.mu.Lock()
				waiting := len(l.watches)
				l.mu.Unlock()
				if waiting != 1 {
					t.Errorf("%d watchdogs after the phase, want 1 (the other phase's)", waiting)
				}
			} else {
				select {
				case <-late:
				case <-time.After(10 * time.Second):
					t.Fatal("the late function was not called within 10 s")
				}
			}
			other()
			l.Close()
			text := readLog(t, dir)
			dumped := strings.Contains(text, "=== goroutine stacks")
			if dumped != tc.wantDump {
				t.Fatalf("dumped = %v, want %v:\n%s", dumped, tc.wantDump, text)
			}
			if dumped && !strings.Contains(text, "applog.TestWatchdog") {
				t.Errorf("the dump lacks the test's own goroutine:\n%s", text)
			}
			if dumped && !strings.Contains(text, `waiting_for="first frame drawn"`) {
				t.Errorf("the dump does not say what it waited for:\n%s", text)
			}
		})
	}
}

func TestStdLogWriterKeepsFyneErrors(t *testing.T) {
	dir := t.TempDir()
	l := open(t, dir, Options{})
	w := l.StdLogWriter()
	io.WriteString(w, "Fyne error:  window creation error\n")
	io.WriteString(w, "  Cause: VersionUnavailable: WGL: OpenGL 2.1 is not supported\n")
	io.WriteString(w, "  At: /fyne/internal/driver/glfw/window_desktop.go:760\n")
	l.Close()
	if got, want := l.LastError(), "VersionUnavailable: WGL: OpenGL 2.1 is not supported"; got != want {
		t.Errorf("LastError() = %q, want %q", got, want)
	}
	text := readLog(t, dir)
	for _, want := range []string{
		`level=ERROR msg="Fyne error:  window creation error"`,
		`level=ERROR msg="Cause: VersionUnavailable: WGL: OpenGL 2.1 is not supported"`,
		`level=INFO msg="At: /fyne/internal/driver/glfw/window_desktop.go:760"`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the log lacks %s:\n%s", want, text)
		}
	}
}

func TestReportCarriesTheLogsEnd(t *testing.T) {
	dir := t.TempDir()
	l := open(t, dir, Options{MaxSize: 4096})
	for i := 0; i < 200; i++ {
		l.Logger().Info("filler", "i", i)
	}
	l.Logger().Error("the last thing that happened")
	r := l.Report("1.2.3", "abc1234")
	l.Close()
	for _, want := range []string{"Togyz Kumalak 1.2.3 (commit abc1234)", "System: ", "Log: " + filepath.Join(dir, FileName), "the last thing that happened"} {
		if !strings.Contains(r, want) {
			t.Errorf("the report lacks %q", want)
		}
	}
	if tail := l.Tail(500); len(tail) > 500 || !strings.HasPrefix(tail, "time=") {
		t.Errorf("Tail(500) is %d bytes, starting %.20q: want at most 500 from a line's start", len(tail), tail)
	}
}

func TestOSRelease(t *testing.T) {
	tests := []struct{ text, want string }{
		{"NAME=\"Debian GNU/Linux\"\nPRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\n", "Debian GNU/Linux 12 (bookworm)"},
		{"PRETTY_NAME=Alpine\n", "Alpine"},
		{"NAME=x\n", ""},
	}
	for _, tc := range tests {
		if got := osRelease(tc.text); got != tc.want {
			t.Errorf("osRelease(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestStderrGetsRecordsFromItsLevel(t *testing.T) {
	dir := t.TempDir()
	var stderr bytes.Buffer
	l := open(t, dir, Options{Stderr: &stderr, StderrLevel: slog.LevelWarn})
	l.Phase("settings read")
	l.Logger().Warn("the last window of the game closed unexpectedly")
	l.FileLogger().Error("cannot open a window", "reason", "no display")
	l.Close()
	if got, want := strings.Count(stderr.String(), "\n"), 1; got != want || !strings.Contains(stderr.String(), "closed unexpectedly") {
		t.Errorf("stderr got %d lines, want %d (the warning):\n%s", got, want, stderr.String())
	}
	text := readLog(t, dir)
	for _, want := range []string{"settings read", "closed unexpectedly", "cannot open a window"} {
		if !strings.Contains(text, want) {
			t.Errorf("the file lacks %q", want)
		}
	}
}
