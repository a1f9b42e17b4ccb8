package ui

// Diagnostics are what the window shows of the program's log (package
// internal/ground/applog): the message after a crash and Help → Report a problem.
type Diagnostics struct {
	LogPath string // the log file; "": the program keeps none
	// Unclean: the last window of the game closed unexpectedly (a crash,
	// a kill): Start says so once.
	Unclean bool
	// Report returns the text Help → Report a problem copies (the version,
	// the system, the log's end); nil: the menu has no such item.
	Report func() string
	// Phase is told the phases of the window's end (PhaseCloseRequested,
	// PhaseSaved); nil: nobody.
	Phase func(name string)
}

// phase tells d.Phase, if any, that the phase name has ended.
func (d Diagnostics) phase(name string) {
	if d.Phase != nil {
		d.Phase(name)
	}
}
