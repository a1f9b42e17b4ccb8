package ui

import (
	"path/filepath"
	"strings"
	"testing"
)

// startWith builds a headless window with diag and starts it.
func startWith(t *testing.T, diag Diagnostics) *harness {
	return newHarness(t, harnessOptions{diag: diag})
}

func TestUncleanExitIsSaidOnce(t *testing.T) {
	logPath := filepath.Join(t.TempDir(), "togyzkumalak.log")
	tests := []struct {
		name    string
		unclean bool
	}{
		{"after a crash", true},
		{"after a clean exit", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := startWith(t, Diagnostics{LogPath: logPath, Unclean: tc.unclean})
			m := h.a.dialogs.Top()
			if !tc.unclean {
				if m != nil {
					t.Fatalf("a message after a clean exit: %q", modalText(m))
				}
				return
			}
			if m == nil || m.Title() != h.a.loc.T("crash.title") {
				t.Fatalf("no crash message at the start; top: %v", m)
			}
			text := modalText(m)
			for _, want := range []string{"intact", logPath} {
				if !strings.Contains(text, want) {
					t.Errorf("the message lacks %q:\n%s", want, text)
				}
			}
			m.Close()
			if h.a.res.diag.Unclean {
				t.Error("the window would say it again")
			}
		})
	}
}

func TestReportAProblem(t *testing.T) {
	logPath := filepath.Join(t.TempDir(), "togyzkumalak.log")
	tests := []struct {
		name     string
		report   func() string
		wantItem bool
	}{
		{"with a log", func() string { return "Togyz Kumalak 1.2.3\nthe log's end" }, true},
		{"without a log", nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := startWith(t, Diagnostics{LogPath: logPath, Report: tc.report})
			label := h.a.loc.T("menu.report")
			var action func()
			for _, it := range menuItems(h.a.Window.MainMenu()) {
				if it.Label == label {
					action = it.Action
				}
			}
			if (action != nil) != tc.wantItem {
				t.Fatalf("Report a problem in the menu: %v, want %v", action != nil, tc.wantItem)
			}
			if action == nil {
				return
			}
			action()
			if got := h.fa.Clipboard().Content(); got != tc.report() {
				t.Errorf("the clipboard has %q, want the report", got)
			}
			m := h.a.dialogs.Top()
			if m == nil || m.Title() != h.a.loc.T("report.title") || !strings.Contains(modalText(m), filepath.Dir(logPath)) {
				t.Errorf("no message naming the log's folder; top: %v", m)
			}
		})
	}
}
