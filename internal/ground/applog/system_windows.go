package applog

import (
	"fmt"
	"unsafe"

	"golang.org/x/sys/windows"
)

// wine_get_version exists in Wine's ntdll only.
var procWineGetVersion = windows.NewLazySystemDLL("ntdll.dll").NewProc("wine_get_version")

// osDescription returns the Windows version (RtlGetVersion does not lie
// about it as GetVersionEx does) and Wine's, under Wine.
func osDescription() string {
	v := windows.RtlGetVersion()
	s := fmt.Sprintf("Windows %d.%d.%d", v.MajorVersion, v.MinorVersion, v.BuildNumber)
	if procWineGetVersion.Find() == nil {
		if r, _, _ := procWineGetVersion.Call(); r != 0 {
			s += ", Wine " + windows.BytePtrToString((*byte)(unsafe.Add(nil, r)))
		}
	}
	return s
}
