package main

import (
	"os"

	"golang.org/x/sys/windows"
)

// AttachConsole (kernel32) and its argument for "the parent's console";
// golang.org/x/sys/windows does not wrap it.
var procAttachConsole = windows.NewLazySystemDLL("kernel32.dll").NewProc("AttachConsole")

const attachParentProcess = ^uintptr(0) // (DWORD)-1

// The Windows program is built as a GUI program (-H windowsgui), so that
// starting it from Explorer opens no console window. A GUI program started
// from cmd.exe or PowerShell gets no standard streams either, so the
// headless commands (perft, replay, engine…) would print nothing. Before
// main runs, a program given arguments therefore attaches to the console of
// the process that started it, if it has one, and points every standard
// stream that has no handle of its own at it. Streams that were redirected
// (to a file, a pipe, a chess GUI) are left as they are.
func init() {
	if len(os.Args) > 1 {
		attachParentConsole()
	}
}

// attachParentConsole does the work of init; without a parent console it
// does nothing.
func attachParentConsole() {
	streams := []struct {
		id    uint32
		file  **os.File
		name  string
		input bool
	}{
		{windows.STD_INPUT_HANDLE, &os.Stdin, "CONIN$", true},
		{windows.STD_OUTPUT_HANDLE, &os.Stdout, "CONOUT$", false},
		{windows.STD_ERROR_HANDLE, &os.Stderr, "CONOUT$", false},
	}
	missing := false
	for _, s := range streams {
		if !usableHandle(s.id) {
			missing = true
		}
	}
	if !missing {
		return
	}
	if ok, _, _ := procAttachConsole.Call(attachParentProcess); ok == 0 {
		return // started from Explorer or a shortcut: nothing to print to
	}
	for _, s := range streams {
		if usableHandle(s.id) {
			continue
		}
		name, err := windows.UTF16PtrFromString(s.name)
		if err != nil {
			continue
		}
		access := uint32(windows.GENERIC_READ | windows.GENERIC_WRITE)
		h, err := windows.CreateFile(name, access, windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE,
			nil, windows.OPEN_EXISTING, 0, 0)
		if err != nil {
			continue
		}
		windows.SetStdHandle(s.id, h)
		*s.file = os.NewFile(uintptr(h), s.name)
	}
}

// usableHandle reports whether the standard stream id has a handle: one
// inherited from a console program or a redirection.
func usableHandle(id uint32) bool {
	h, err := windows.GetStdHandle(id)
	if err != nil || h == 0 || h == windows.InvalidHandle {
		return false
	}
	t, err := windows.GetFileType(h)
	return err == nil && t != windows.FILE_TYPE_UNKNOWN
}
