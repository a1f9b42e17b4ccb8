package storage

import (
	"bufio"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestDefaultDirs(t *testing.T) {
	root := tempDir(t)
	t.Setenv("XDG_DATA_HOME", filepath.Join(root, "share"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(root, "conf"))
	got := DefaultDirs()
	want := Dirs{Data: filepath.Join(root, "share", AppName), Config: filepath.Join(root, "conf", AppName)}
	if got != want {
		t.Errorf("DefaultDirs() = %+v, want %+v", got, want)
	}
	// A change of the environment after the first call is seen.
	t.Setenv("XDG_DATA_HOME", filepath.Join(root, "other"))
	if got := DefaultDirs().Data; got != filepath.Join(root, "other", AppName) {
		t.Errorf("after a change: Data = %q", got)
	}
}

func TestOpenFresh(t *testing.T) {
	dirs := testDirs(t)
	def := DefaultSettings()
	def.Language = "kk"
	s, problems := openTest(t, dirs, def)
	if len(problems) != 0 {
		t.Errorf("problems on a first start: %v", problems)
	}
	if got := s.Settings(); got != def {
		t.Errorf("Settings() = %+v, want the defaults %+v", got, def)
	}
	if st := s.Stats(); len(st) != 0 {
		t.Errorf("Stats() = %v, want none", st)
	}
	g, err := s.LoadAutosave()
	if g != nil || err != nil {
		t.Errorf("LoadAutosave() = %v, %v; want nil, nil", g, err)
	}
	list, lp := s.ListGames()
	if len(list) != 0 || len(lp) != 0 {
		t.Errorf("ListGames() = %v, %v", list, lp)
	}
	for _, dir := range []string{dirs.Data, dirs.Config, s.GamesDir()} {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			t.Errorf("folder %s: %v", dir, err)
		}
	}
	// Nothing is written before something changes.
	for _, name := range []string{s.SettingsPath(), s.StatsPath(), s.AutosavePath()} {
		if _, err := os.Stat(name); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s exists after a first Open: %v", name, err)
		}
	}
	if _, _, err := Open(Dirs{Data: dirs.Data}, def); err == nil {
		t.Error("Open with an empty config folder succeeded")
	}
}

func TestLockTwoOpens(t *testing.T) {
	dirs := testDirs(t)
	s, _ := openTest(t, dirs, DefaultSettings())
	if _, _, err := Open(dirs, DefaultSettings()); !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open: err = %v, want ErrLocked", err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveSettings(DefaultSettings()); !errors.Is(err, ErrClosed) {
		t.Errorf("SaveSettings after Close: %v, want ErrClosed", err)
	}
	s2, _, err := Open(dirs, DefaultSettings())
	if err != nil {
		t.Fatalf("Open after Close: %v", err)
	}
	s2.Close()
}

// startLocker starts a child process that holds the lock of the store under
// root; it returns when the lock is held. Closing stdin lets the child close
// the store and exit.
func startLocker(t *testing.T, root string) (*exec.Cmd, io.WriteCloser) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"=locker", childDirEnv+"="+root)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if line, err := bufio.NewReader(stdout).ReadString('\n'); line != "locked\n" {
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("locker child: %q, %v: %s", line, err, stderr.String())
	}
	t.Cleanup(func() {
		stdin.Close()
		cmd.Process.Kill()
		cmd.Wait()
	})
	return cmd, stdin
}

func TestLockChildProcess(t *testing.T) {
	root := tempDir(t)
	dirs := childDirs(root)

	// A child that closes the store politely.
	polite, stdin := startLocker(t, root)
	if _, _, err := Open(dirs, DefaultSettings()); !errors.Is(err, ErrLocked) {
		t.Errorf("Open while a child holds the lock: err = %v, want ErrLocked", err)
	}
	stdin.Close()
	if err := polite.Wait(); err != nil {
		t.Fatalf("locker child: %v", err)
	}
	s, _, err := Open(dirs, DefaultSettings())
	if err != nil {
		t.Fatalf("Open after the child closed: %v", err)
	}
	s.Close()

	// A child killed while it holds the lock: the kernel releases it.
	killed, _ := startLocker(t, root)
	if _, _, err := Open(dirs, DefaultSettings()); !errors.Is(err, ErrLocked) {
		t.Errorf("Open while a second child holds the lock: err = %v, want ErrLocked", err)
	}
	killed.Process.Kill()
	killed.Wait()
	s, _, err = Open(dirs, DefaultSettings())
	if err != nil {
		t.Fatalf("Open after the child was killed: %v", err)
	}
	s.Close()
}

func TestStaleTempsRemoved(t *testing.T) {
	dirs := testDirs(t)
	games := filepath.Join(dirs.Data, GamesFolder)
	stale := []string{
		filepath.Join(dirs.Data, ".autosave.pgn.123456.tmp"),
		filepath.Join(dirs.Data, ".stats.json.99.tmp"),
		filepath.Join(games, ".Партия.pgn.42.tmp"),
		filepath.Join(dirs.Config, ".settings.json.7.tmp"),
	}
	kept := []string{
		filepath.Join(dirs.Data, "notes.tmp"), // not ours: no leading dot
		filepath.Join(dirs.Data, ".hidden"),
		filepath.Join(games, "a.pgn.broken-20250101T000000Z"),
	}
	for _, name := range append(stale, kept...) {
		writeFile(t, name, []byte("x"))
	}
	openTest(t, dirs, DefaultSettings())
	for _, name := range stale {
		if _, err := os.Stat(name); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("stale %s still there: %v", name, err)
		}
	}
	for _, name := range kept {
		if _, err := os.Stat(name); err != nil {
			t.Errorf("%s removed: %v", name, err)
		}
	}
}

func TestKeepAsideNeverOverwrites(t *testing.T) {
	dirs := testDirs(t)
	path := filepath.Join(dirs.Config, SettingsFile)
	contents := []string{"{broken one", "{broken two", "{broken three"}
	for i, c := range contents {
		writeFile(t, path, []byte(c))
		s, problems := openTest(t, dirs, DefaultSettings())
		if len(problems) != 1 {
			t.Fatalf("open %d: problems %v", i, problems)
		}
		want := path + fixedStamp
		if i > 0 {
			want += "-" + string(rune('1'+i))
		}
		if problems[0].KeptAs != want {
			t.Errorf("open %d: kept as %q, want %q", i, problems[0].KeptAs, want)
		}
		s.Close()
	}
	for i, c := range contents {
		name := path + fixedStamp
		if i > 0 {
			name += "-" + string(rune('1'+i))
		}
		if got := string(readFile(t, name)); got != c {
			t.Errorf("%s = %q, want %q", name, got, c)
		}
	}
}

func TestAtomicWriteLeavesNoTemp(t *testing.T) {
	dir := tempDir(t)
	path := filepath.Join(dir, "f.json")
	for _, data := range []string{"one", "two, longer", ""} {
		if err := WriteFileAtomic(path, []byte(data)); err != nil {
			t.Fatal(err)
		}
		if got := string(readFile(t, path)); got != data {
			t.Errorf("read %q, want %q", got, data)
		}
	}
	if err := writeFileNew(path, []byte("three")); !errors.Is(err, os.ErrExist) {
		t.Errorf("writeFileNew over an existing file: %v, want ErrExist", err)
	}
	if got := string(readFile(t, path)); got != "" {
		t.Errorf("writeFileNew changed the file: %q", got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("folder holds %d files, want 1: %v", len(entries), entries)
	}
	// A write into a folder that does not exist fails and leaves nothing.
	if err := WriteFileAtomic(filepath.Join(dir, "no", "f"), []byte("x")); err == nil {
		t.Error("write into a missing folder succeeded")
	}
}

func TestOpenFails(t *testing.T) {
	root := tempDir(t)
	file := filepath.Join(root, "file")
	writeFile(t, file, []byte("x"))
	for _, dirs := range []Dirs{
		{Data: file, Config: filepath.Join(root, "c")},
		{Data: filepath.Join(file, "data"), Config: filepath.Join(root, "c")},
		{Data: filepath.Join(root, "d"), Config: file},
	} {
		if s, _, err := Open(dirs, DefaultSettings()); err == nil {
			s.Close()
			t.Errorf("Open(%+v) succeeded", dirs)
		}
	}
	// Nested folders that do not exist yet are made.
	dirs := Dirs{Data: filepath.Join(root, "a", "b", "c"), Config: filepath.Join(root, "x", "y")}
	s, _, err := Open(dirs, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
}

// TestSymlinkKept: a settings.json that is a symbolic link (dotfiles) stays
// a link; the file it points to is replaced.
func TestSymlinkKept(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("symbolic links need developer mode on Windows; kept dotfiles are a Unix habit")
	}
	dirs := testDirs(t)
	target := filepath.Join(tempDir(t), "dotfiles", "togyzkumalak.json")
	writeFile(t, target, []byte(`{"version": 1, "language": "ru"}`))
	link := filepath.Join(dirs.Config, SettingsFile)
	if err := os.MkdirAll(dirs.Config, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(target, link); err != nil {
		t.Skip(err)
	}
	s, problems := openTest(t, dirs, DefaultSettings())
	if len(problems) != 0 || s.Settings().Language != "ru" {
		t.Fatalf("problems %v, settings %+v", problems, s.Settings())
	}
	if err := s.SaveSettings(with(s.Settings(), func(s *Settings) { s.Language = "kk" })); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("settings.json is no longer a link: %v", err)
	}
	if got, _, err := DecodeSettings(readFile(t, target), DefaultSettings()); err != nil || got.Language != "kk" {
		t.Errorf("the linked file holds %+v, %v", got, err)
	}
}
