package cli

import (
	"os/exec"
	"strings"
	"testing"
)

// TestHeadlessDependencies: the headless commands and the engine binary
// import neither the window (ui and its packages, Fyne, the locale
// workaround Fyne needs) nor any package with cgo, so they build with
// CGO_ENABLED=0.
func TestHeadlessDependencies(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to list dependencies with")
	}
	const module = "github.com/togyzkumalak/togyzkumalak/"
	// i18n and assets are Fyne-free leaves a command may use; the window's
	// packages and Fyne's are not.
	forbidden := []string{"fyne.io/", "github.com/go-gl/", module + "ui", module + "internal/ground/locale"}
	for _, pkg := range []string{"./", "../../../cmd/togyzkumalak-engine"} {
		// -e lists a package that does not build without cgo too, so the
		// failure names it.
		cmd := exec.Command(goTool, "list", "-e", "-deps", "-f", "{{.ImportPath}} {{len .CgoFiles}}", pkg)
		cmd.Env = append(cmd.Environ(), "CGO_ENABLED=0")
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v\n%s", pkg, err, stderr.String())
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")
		if len(lines) < 10 {
			t.Fatalf("go list -deps %s: only %d packages:\n%s", pkg, len(lines), out)
		}
		for _, line := range lines {
			path, cgoFiles, _ := strings.Cut(line, " ")
			for _, f := range forbidden {
				if strings.HasPrefix(path, f) {
					t.Errorf("%s depends on %s", pkg, path)
				}
			}
			if cgoFiles != "0" {
				t.Errorf("%s depends on %s, which has cgo files", pkg, path)
			}
		}
	}
}
