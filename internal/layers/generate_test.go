package layers

import (
	"bufio"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// generated is the header line of a generated Go file (go help generate).
var generated = regexp.MustCompile(`^// Code generated .* DO NOT EDIT\.$`)

// TestGeneratedFilesHaveGenerate: every generated Go file of the module
// (a "Code generated … DO NOT EDIT." line before its package clause) is
// named by a //go:generate line of a hand-written file of its package, so
// `go generate` makes it again.
func TestGeneratedFilesHaveGenerate(t *testing.T) {
	root := filepath.Join("..", "..")
	var files []string
	directives := map[string]string{} // directory: its go:generate lines
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		gen, lines, err := scanGo(path)
		if err != nil {
			return err
		}
		if gen {
			files = append(files, path)
			return nil
		}
		directives[filepath.Dir(path)] += lines
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 4 {
		t.Fatalf("found %d generated files (%v), want at least the 4 the tools make", len(files), files)
	}
	for _, f := range files {
		if !strings.Contains(directives[filepath.Dir(f)], filepath.Base(f)) {
			t.Errorf("%s is generated, but no //go:generate line of its package names it", f)
		}
	}
}

// scanGo reports whether the Go file at path is generated, and returns its
// //go:generate lines.
func scanGo(path string) (gen bool, directives string, err error) {
	f, err := os.Open(path)
	if err != nil {
		return false, "", err
	}
	defer f.Close()
	var b strings.Builder
	inHeader := true
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if inHeader {
			if strings.HasPrefix(line, "package ") {
				inHeader = false
			} else if generated.MatchString(line) {
				gen = true
			}
		}
		if strings.HasPrefix(line, "//go:generate ") {
			b.WriteString(line + "\n")
		}
	}
	return gen, b.String(), sc.Err()
}
