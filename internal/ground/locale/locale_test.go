package locale

import "testing"

func TestIsPOSIX(t *testing.T) {
	tests := map[string]bool{
		"C": true, "C.UTF-8": true, "POSIX": true, "C.utf8": true,
		"en_US.UTF-8": false, "ru_RU.UTF-8": false, "kk_KZ": false, "": false, "Czech": false,
	}
	for v, want := range tests {
		if got := IsPOSIX(v); got != want {
			t.Errorf("IsPOSIX(%q) = %v, want %v", v, got, want)
		}
	}
}
