package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

func TestEngineFlags(t *testing.T) {
	tests := []struct {
		name     string
		engines  []string
		options  []string
		wantErr  string
		wantArgv []string // of the first engine
		wantOpts []string // of the first engine
	}{
		{
			name:     "two engines with options",
			engines:  []string{"t2=/bin/eng engine", "t1 = /bin/eng  engine --x"},
			options:  []string{"t2:Threads=2", "t1:Threads=1", "t2:Hash = 64"},
			wantArgv: []string{"/bin/eng", "engine"},
			wantOpts: []string{"Threads", "2", "Hash", "64"},
		},
		{name: "one engine", engines: []string{"a=eng"}, wantErr: "give two engines, got 1"},
		{name: "no command", engines: []string{"a=", "b=eng"}, wantErr: `want "NAME=command args"`},
		{name: "no name", engines: []string{"=eng", "b=eng"}, wantErr: `want "NAME=command args"`},
		{name: "same name", engines: []string{"a=eng", "a=eng2"}, wantErr: "the name a is taken"},
		{name: "option for no engine", engines: []string{"a=eng", "b=eng"}, options: []string{"c:Threads=2"}, wantErr: "no -engine c"},
		{name: "option without value", engines: []string{"a=eng", "b=eng"}, options: []string{"a:Threads"}, wantErr: `want "NAME:Option=value"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var f engineFlag
			var err error
			for _, e := range tc.engines {
				if err == nil {
					err = f.Set(e)
				}
			}
			for _, o := range tc.options {
				if err == nil {
					err = f.options.Set(o)
				}
			}
			if err == nil {
				err = f.check()
			}
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got %v, want an error with %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := f.specs[0].argv; !slices.Equal(got, tc.wantArgv) {
				t.Errorf("argv %q, want %q", got, tc.wantArgv)
			}
			if got := f.options.of(f.specs[0].name); !slices.Equal(got, tc.wantOpts) {
				t.Errorf("options %q, want %q", got, tc.wantOpts)
			}
		})
	}
}

func TestMixFlag(t *testing.T) {
	for _, tc := range []struct {
		arg  string
		ok   bool
		want float64
	}{
		{"2=0.5", true, 0.5},
		{"12=1", true, 1},
		{"6=0.5", false, 0},  // the novice does not blend
		{"2=1.5", false, 0},  // not a probability
		{"99=0.5", false, 0}, // no such level
		{"2", false, 0},
		{"x=0.5", false, 0},
	} {
		var f mixFlag
		err := f.Set(tc.arg)
		if (err == nil) != tc.ok {
			t.Errorf("-mix %s: %v, want ok %v", tc.arg, err, tc.ok)
			continue
		}
		if tc.ok {
			level, _, _ := strings.Cut(tc.arg, "=")
			n, _ := strconv.Atoi(level)
			if f[n] != tc.want {
				t.Errorf("-mix %s: %v", tc.arg, f)
			}
		}
	}
}
