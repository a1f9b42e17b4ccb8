package dialogs

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
)

func TestProblemTextNamesNoPath(t *testing.T) {
	path := filepath.Join("C:", "users", "Асель Нұрланқызы", "AppData", "Local", "togyzkumalak", "autosave.pgn")
	pathErr := func(err error) error { return &fs.PathError{Op: "open", Path: path, Err: err} }
	wrapped := func(err error) error { return fmt.Errorf("save autosave %s: %w", path, err) }
	tests := []struct {
		name string
		err  error
		lang string
		want string
	}{
		{"denied", wrapped(pathErr(fs.ErrPermission)), "en", "access is denied"},
		{"denied ru", wrapped(pathErr(fs.ErrPermission)), "ru", "нет доступа"},
		{"denied kk", wrapped(pathErr(fs.ErrPermission)), "kk", "қатынау рұқсаты жоқ"},
		{"missing", pathErr(fs.ErrNotExist), "en", "there is no such file or folder"},
		{"exists", &os.LinkError{Op: "link", Old: path + ".tmp", New: path, Err: fs.ErrExist}, "en", "a file of that name exists already"},
		{"disk full", wrapped(pathErr(syscall.ENOSPC)), "ru", "диск заполнен"},
		{"read-only", wrapped(pathErr(syscall.EROFS)), "kk", "дискіге тек оқуға болады"},
		{"other system error", wrapped(pathErr(syscall.EIO)), "en", syscall.EIO.Error()},
		{"newer version", wrapped(storage.ErrNewerVersion), "en", "it was written by a newer version of the game"},
		{"plain error", errors.New("something odd"), "en", "something odd"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			loc, err := i18n.New(tt.lang)
			if err != nil {
				t.Fatal(err)
			}
			got := ProblemText(loc, tt.err)
			if got != tt.want {
				t.Errorf("ProblemText = %q, want %q", got, tt.want)
			}
			if strings.Contains(got, "togyzkumalak") || strings.Contains(got, `\\`) {
				t.Errorf("ProblemText %q names the path", got)
			}
		})
	}
}

// TestSaveErrorShowsPathOnce: the message about a failed save names the
// file once, as the system writes it, with the reason in the player's
// language.
func TestSaveErrorShowsPathOnce(t *testing.T) {
	dir := t.TempDir()
	blocker := filepath.Join(dir, "not a folder")
	if err := os.WriteFile(blocker, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(blocker, "партия.pgn")
	err := storage.WriteFileAtomic(path, []byte("x"))
	if err == nil {
		t.Fatal("WriteFileAtomic into a file succeeded")
	}
	loc, lerr := i18n.New("ru")
	if lerr != nil {
		t.Fatal(lerr)
	}
	msg := loc.T("error.save_failed", map[string]any{"Path": path, "Error": ProblemText(loc, err)})
	if n := strings.Count(msg, path); n != 1 {
		t.Errorf("message %q names the path %d times, want once", msg, n)
	}
	if strings.Contains(msg, `"`+path) || strings.Contains(msg, "%!") {
		t.Errorf("message %q quotes the path or has a formatting error", msg)
	}
}
