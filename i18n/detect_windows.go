//go:build windows

package i18n

import (
	"syscall"
	"unsafe"
)

// muiLanguageName asks GetUserPreferredUILanguages for names ("ky-KG")
// rather than numbers.
const muiLanguageName = 0x8

var procPreferredUILanguages = syscall.NewLazyDLL("kernel32.dll").NewProc("GetUserPreferredUILanguages")

// systemLanguages returns the user's display languages, most preferred
// first, as Windows Settings lists them (GetUserPreferredUILanguages); nil
// if Windows does not answer.
func systemLanguages() []string {
	if procPreferredUILanguages.Find() != nil {
		return nil
	}
	var count, size uint32
	if r, _, _ := procPreferredUILanguages.Call(muiLanguageName, uintptr(unsafe.Pointer(&count)), 0, uintptr(unsafe.Pointer(&size))); r == 0 || size == 0 {
		return nil
	}
	buf := make([]uint16, size)
	if r, _, _ := procPreferredUILanguages.Call(muiLanguageName, uintptr(unsafe.Pointer(&count)), uintptr(unsafe.Pointer(&buf[0])), uintptr(unsafe.Pointer(&size))); r == 0 {
		return nil
	}
	return splitMultiString(buf)
}

// splitMultiString splits a list of NUL-terminated UTF-16 strings ended by
// an empty one.
func splitMultiString(buf []uint16) []string {
	var out []string
	start := 0
	for i, c := range buf {
		if c != 0 {
			continue
		}
		if i == start {
			break
		}
		out = append(out, syscall.UTF16ToString(buf[start:i]))
		start = i + 1
	}
	return out
}
