package dialogs

import (
	"errors"
	"io/fs"
	"os"
	"runtime"
	"syscall"

	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// Windows error numbers that have no portable name in package syscall.
const (
	winErrWriteProtect     = 19
	winErrSharingViolation = 32
	winErrLockViolation    = 33
	winErrHandleDiskFull   = 39
	winErrDiskFull         = 112
)

// SystemReason says in the player's language why the system refused a file
// operation, without the file's name: the message around it names the file
// once, as the system writes it (never Go-quoted, with single backslashes on
// Windows). An error the system did not give is told by its innermost text.
func SystemReason(loc *i18n.Localizer, err error) string {
	if key := systemReasonKey(err); key != "" {
		return loc.T(key)
	}
	return loc.T("ui.problem.other", map[string]any{"Error": innermost(err).Error()})
}

// systemReasonKey is the catalog key for err's kind, or "" when it is none
// the game names.
func systemReasonKey(err error) string {
	var errno syscall.Errno
	hasErrno := errors.As(err, &errno)
	onWindows := runtime.GOOS == "windows"
	switch {
	case hasErrno && (errno == syscall.ENOSPC ||
		onWindows && (errno == winErrDiskFull || errno == winErrHandleDiskFull)):
		return "ui.problem.disk_full"
	case hasErrno && (errno == syscall.EROFS || onWindows && errno == winErrWriteProtect):
		return "ui.problem.read_only"
	case hasErrno && onWindows && (errno == winErrSharingViolation || errno == winErrLockViolation):
		return "ui.problem.in_use"
	case errors.Is(err, fs.ErrPermission):
		return "ui.problem.denied"
	case errors.Is(err, fs.ErrNotExist):
		return "ui.problem.not_found"
	case errors.Is(err, fs.ErrExist):
		return "ui.problem.exists"
	}
	return ""
}

// innermost is the error at the bottom of err's chain: for a file
// operation the system's own words, without the operation and the path
// that *fs.PathError and its kin add.
func innermost(err error) error {
	for {
		var next error
		switch e := err.(type) {
		case *fs.PathError:
			next = e.Err
		case *os.LinkError:
			next = e.Err
		case *os.SyscallError:
			next = e.Err
		case interface{ Unwrap() error }:
			next = e.Unwrap()
		}
		if next == nil {
			return err
		}
		err = next
	}
}
