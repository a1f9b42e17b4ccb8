//go:build !windows

package i18n

// systemLanguages returns the user's display languages where the platform
// has a list of its own besides the locale variables: none here.
func systemLanguages() []string { return nil }
