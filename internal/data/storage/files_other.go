//go:build !unix

package storage

import "os"

// setMode does nothing: a new file takes the access rules of its folder
// (on Windows, the user's AppData), which is what a document needs.
func setMode(*os.File) error { return nil }

// syncDir does nothing. On Windows a folder cannot be opened for flushing
// (FlushFileBuffers on it is refused) and need not be: NTFS journals the
// rename of WriteFileAtomic, so once the new file's data is flushed the
// rename is as durable as the system makes it.
func syncDir(string) error { return nil }
