package storage

import (
	"bufio"
	"bytes"
	"flag"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var (
	crashKills   = flag.Int("storage.kills", 300, "how many times TestCrashDuringWrite kills the writer")
	unsafeWriter = flag.Bool("storage.unsafe", false, "TestCrashDuringWrite uses a writer that writes in place, and expects torn files: a check of the test itself")
)

// TestCrashDuringWrite kills a process that rewrites the autosave in a loop,
// a large game (about 0.5 MiB) and a small one in turn, with SIGKILL at
// random instants, hundreds of times. After every kill the file must be one
// of the two complete versions and load as such, and the next Open must
// remove the temporary file the kill left behind.
//
// With -storage.unsafe the writer writes in place (os.WriteFile) and the test
// wants torn files, showing that it would catch them.
func TestCrashDuringWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("kills hundreds of processes")
	}
	root := tempDir(t)
	dirs := childDirs(root)
	versions := [][]byte{recordText(largeGame()), recordText(smallGame())}
	rng := rand.New(rand.NewPCG(20261129, 221530))
	mode := "writer"
	if *unsafeWriter {
		mode = "unsafe-writer"
	}

	start := time.Now()
	seen := [2]int{}
	var torn, midWrite, temps int
	for kill := 0; kill < *crashKills; kill++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), childEnv+"="+mode, childDirEnv+"="+root)
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		if line, err := bufio.NewReader(stdout).ReadString('\n'); line != "ready\n" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("kill %d: writer did not start: %q, %v: %s", kill, line, err, stderr.String())
		}
		// Kill at a random instant within the next few writes.
		time.Sleep(time.Duration(rng.IntN(15000)) * time.Microsecond)
		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()

		n := countTemps(t, dirs.Data)
		temps += n
		if n > 0 {
			midWrite++
		}
		data := readFile(t, filepath.Join(dirs.Data, AutosaveFile))
		version := -1
		for i, v := range versions {
			if bytes.Equal(data, v) {
				version = i
			}
		}
		if version < 0 {
			torn++
			if !*unsafeWriter {
				t.Fatalf("kill %d: autosave torn: %d bytes, neither version (%d or %d bytes)", kill, len(data), len(versions[0]), len(versions[1]))
			}
			os.Remove(filepath.Join(dirs.Data, AutosaveFile))
			continue
		}
		seen[version]++

		s, problems, err := Open(dirs, DefaultSettings())
		if err != nil {
			t.Fatalf("kill %d: %v", kill, err)
		}
		g, err := s.LoadAutosave()
		if err != nil || len(problems) != 0 {
			t.Fatalf("kill %d: LoadAutosave: %v; problems %v", kill, err, problems)
		}
		if !bytes.Equal(recordText(g), versions[version]) {
			t.Fatalf("kill %d: the loaded game differs from the file", kill)
		}
		if n := countTemps(t, dirs.Data); n != 0 {
			t.Fatalf("kill %d: %d temporary files left after Open", kill, n)
		}
		if b := brokenFiles(t, dirs.Data); len(b) != 0 {
			t.Fatalf("kill %d: files kept aside: %v", kill, b)
		}
		s.Close()
	}
	t.Logf("%d kills in %v: large version %d times, small %d, torn %d; %d kills left %d temporary files (killed mid-write)",
		*crashKills, time.Since(start).Round(time.Millisecond), seen[0], seen[1], torn, midWrite, temps)
	if *unsafeWriter {
		if torn == 0 {
			t.Error("the in-place writer never left a torn file: the test would not catch one")
		}
		return
	}
	if seen[0] == 0 || seen[1] == 0 {
		t.Errorf("kills always found the same version: large %d, small %d", seen[0], seen[1])
	}
	if midWrite == 0 {
		t.Error("no kill landed during a write")
	}
}

func countTemps(t *testing.T, dir string) int {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range entries {
		if isTempName(e.Name()) {
			n++
		}
	}
	return n
}
