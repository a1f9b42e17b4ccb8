package clipimage

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"runtime"
	"time"
	"unsafe"

	"golang.org/x/sys/windows"
)

// The clipboard's functions, from user32 and kernel32.
var (
	user32                   = windows.NewLazySystemDLL("user32.dll")
	kernel32                 = windows.NewLazySystemDLL("kernel32.dll")
	procOpenClipboard        = user32.NewProc("OpenClipboard")
	procCloseClipboard       = user32.NewProc("CloseClipboard")
	procEmptyClipboard       = user32.NewProc("EmptyClipboard")
	procSetClipboardData     = user32.NewProc("SetClipboardData")
	procRegisterClipboardFmt = user32.NewProc("RegisterClipboardFormatW")
	procGlobalAlloc          = kernel32.NewProc("GlobalAlloc")
	procGlobalLock           = kernel32.NewProc("GlobalLock")
	procGlobalUnlock         = kernel32.NewProc("GlobalUnlock")
	procGlobalFree           = kernel32.NewProc("GlobalFree")
	procMoveMemory           = kernel32.NewProc("RtlMoveMemory")
)

const (
	cfDIB       = 8      // CF_DIB
	gmemMovable = 0x0002 // GMEM_MOVEABLE
)

// copyPNG puts the picture on the clipboard twice: as "PNG", which the
// programs that paste pictures with their transparency read (browsers,
// office, chat programs), and as a device-independent bitmap, which every
// program reads.
func copyPNG(ctx context.Context, data []byte) error {
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("clipboard: %w", err)
	}
	dib := toDIB(img)
	name, _ := windows.UTF16PtrFromString("PNG")
	pngFormat, _, _ := procRegisterClipboardFmt.Call(uintptr(unsafe.Pointer(name)))

	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	// another program may hold the clipboard for a moment
	for {
		if ok, _, _ := procOpenClipboard.Call(0); ok != 0 {
			break
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("clipboard: another program holds it: %w", ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
	defer procCloseClipboard.Call()
	if ok, _, err := procEmptyClipboard.Call(); ok == 0 {
		return fmt.Errorf("clipboard: empty: %w", err)
	}
	if pngFormat != 0 {
		if err := setData(pngFormat, data); err != nil {
			return err
		}
	}
	return setData(cfDIB, dib)
}

// setData hands the clipboard a copy of b in format; the clipboard owns
// the memory once it took it.
func setData(format uintptr, b []byte) error {
	h, _, err := procGlobalAlloc.Call(gmemMovable, uintptr(len(b)))
	if h == 0 {
		return fmt.Errorf("clipboard: allocate %d bytes: %w", len(b), err)
	}
	p, _, err := procGlobalLock.Call(h)
	if p == 0 {
		procGlobalFree.Call(h)
		return fmt.Errorf("clipboard: lock: %w", err)
	}
	if len(b) > 0 {
		procMoveMemory.Call(p, uintptr(unsafe.Pointer(&b[0])), uintptr(len(b)))
	}
	procGlobalUnlock.Call(h)
	if r, _, err := procSetClipboardData.Call(format, h); r == 0 {
		procGlobalFree.Call(h)
		return fmt.Errorf("clipboard: set: %w", err)
	}
	return nil
}
