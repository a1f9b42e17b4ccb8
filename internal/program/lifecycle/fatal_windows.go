package lifecycle

import "golang.org/x/sys/windows"

// showFatal shows a message box: a GUI program started from Explorer has
// no console where the stderr line could be read.
func showFatal(title, text string) {
	t, err := windows.UTF16PtrFromString(text)
	if err != nil {
		return
	}
	c, err := windows.UTF16PtrFromString(title)
	if err != nil {
		return
	}
	windows.MessageBox(0, t, c, windows.MB_OK|windows.MB_ICONERROR|windows.MB_SETFOREGROUND)
}
