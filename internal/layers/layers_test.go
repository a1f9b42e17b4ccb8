package layers

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// module is the project's import path.
const module = "github.com/togyzkumalak/togyzkumalak"

// rule says what the packages under one area may import of the project.
// Paths are relative to the module ("" is the root package, the program's
// main); a path names a package and every package below it.
type rule struct {
	area     string   // the packages the rule applies to
	allow    []string // what they may import of the project; nil: anything not in deny
	deny     []string // what they must not import, whatever allow says
	testAlso []string // what their tests may import besides allow
	foreign  []string // import-path prefixes outside the project they must not import
}

// window is what only the window may link: Fyne and its OpenGL binding.
var window = []string{"fyne.io/", "github.com/go-gl/"}

// ground is the floor under everything: the utilities any area may use
// (internal/ground/...: job, memtrim, applog, locale, rating), which import
// nothing of the project but each other.
var ground = []string{"internal/ground"}

// testOnly are the packages that help tests: no package imports them but
// from its tests (or another of them), so that no program links them.
var testOnly = []string{"ai/aitest", "internal/testkit/vectors", "ui/screen/screentest", "ui/session/sessiontest"}

// rules is the direction of the imports, most specific area first: a
// package follows the first rule whose area holds it. The floors, from the
// ground up: internal/ground; game; ai; internal/data (the save files and
// the games library) and internal/tools (the engine's tools' helpers); ui;
// internal/program (the program's top: the headless commands and the
// window's start and close) and the root package.
var rules = []rule{
	{area: "internal/ground", allow: []string{}, foreign: window},
	{area: "internal/testkit", allow: []string{"game"}, foreign: window},
	{area: "internal/layers", allow: []string{}},
	{area: "i18n", allow: []string{}, foreign: window},
	{area: "assets", allow: []string{}, foreign: window},
	// The pictures of a position or a game: the rules and the font of the
	// assets, drawn without the window.
	{area: "game/picture", allow: []string{"game", "assets"}, testAlso: []string{"internal/testkit"}, foreign: window},
	{area: "game", allow: []string{"game"}, testAlso: []string{"internal/testkit/vectors"}, foreign: window},
	// The engine's tests may also read the catalogs (a leaf): the coach's
	// words are checked in every language.
	{area: "ai", allow: append([]string{"game", "ai"}, ground...),
		testAlso: []string{"internal/tools/match", "internal/testkit", "i18n"}, foreign: window},
	// The data on disk: the save files and the games library hold game
	// data and must not link the engine or the window.
	{area: "internal/data", allow: append([]string{"game"}, ground...), testAlso: []string{"internal/testkit"}, foreign: window},
	// The engine's tools' helpers (the match runner, the pool of engines).
	{area: "internal/tools", allow: append([]string{"game", "ai"}, ground...), testAlso: []string{"internal/testkit"}, foreign: window},
	// The shape of the window's screens (and its test fake): the texts, the
	// board and the rules only, never the engine or the save files.
	{area: "ui/screen", allow: []string{"game", "i18n", "ui/board"}},
	// The short dialogs know only their parent window and the data they
	// are handed (the levels too): never the engine, nor the session.
	{area: "ui/dialogs", deny: []string{"ai", "ui/session", "internal/program", "cmd", ""}},
	// The game played in the window, apart from it: never its dialogs.
	{area: "ui/session", deny: []string{"ui/dialogs", "internal/program", "cmd", ""}},
	// The window's packages: loose on purpose (their shape is the window's
	// own business), but they import nothing of the program's top, no
	// command and not the program.
	{area: "ui", deny: []string{"internal/program", "cmd", ""}},
	// The program's top. The headless commands never link the window.
	{area: "internal/program/cli", deny: []string{"ui", "internal/program/lifecycle", "cmd", ""}, foreign: window},
	// The program's own start and close (main's body): it runs the window.
	{area: "internal/program", deny: []string{"internal/program/cli", "cmd", ""}},
	{area: "cmd", deny: []string{"ui", "internal/program/lifecycle", "cmd", ""}, foreign: window},
	{area: "", deny: []string{"cmd"}},
}

// under reports whether path (module-relative) is area or below it.
func under(path, area string) bool {
	if area == "" {
		return path == ""
	}
	return path == area || strings.HasPrefix(path, area+"/")
}

// pkg is one package and its imports, full import paths.
type pkg struct {
	path        string
	imports     []string
	testImports []string
}

// rel returns p relative to the module and whether it is the project's.
func rel(p string) (string, bool) {
	if p == module {
		return "", true
	}
	r, ok := strings.CutPrefix(p, module+"/")
	return r, ok
}

// violations returns every import of pkgs that breaks rs, one message each.
func violations(rs []rule, pkgs []pkg) []string {
	var out []string
	for _, p := range pkgs {
		from, ok := rel(p.path)
		if !ok {
			continue
		}
		var r rule
		found := false
		for _, c := range rs {
			if under(from, c.area) {
				r, found = c, true
				break
			}
		}
		if !found {
			out = append(out, "package "+p.path+" is in no area of the rules: add one")
			continue
		}
		check := func(imp string, test bool) {
			to, own := rel(imp)
			if !own {
				for _, f := range r.foreign {
					if strings.HasPrefix(imp, f) {
						out = append(out, p.path+" imports "+imp)
					}
				}
				return
			}
			in := func(list []string) bool {
				return slices.ContainsFunc(list, func(a string) bool { return under(to, a) })
			}
			if !test && in(testOnly) && !slices.ContainsFunc(testOnly, func(a string) bool { return under(from, a) }) {
				out = append(out, p.path+" imports the test helper "+imp)
				return
			}
			if to == from || r.area != "" && under(to, r.area) {
				return // its own area's packages
			}
			allowed := r.allow == nil || in(r.allow) || test && in(r.testAlso)
			if in(r.deny) || !allowed {
				what := " imports "
				if test {
					what = "'s tests import "
				}
				out = append(out, p.path+what+imp)
			}
		}
		for _, imp := range p.imports {
			check(imp, false)
		}
		for _, imp := range p.testImports {
			check(imp, true)
		}
	}
	return out
}

// listPackages lists every package of the module with its imports and its
// tests' imports.
func listPackages(t *testing.T) []pkg {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to list the packages with")
	}
	cmd := exec.Command(goTool, "list", "-e", "-f",
		"{{.ImportPath}}|{{join .Imports \" \"}}|{{join .TestImports \" \"}} {{join .XTestImports \" \"}}", module+"/...")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	var pkgs []pkg
	for line := range strings.SplitSeq(strings.TrimSpace(string(out)), "\n") {
		f := strings.Split(line, "|")
		if len(f) != 3 {
			t.Fatalf("go list: unexpected line %q", line)
		}
		pkgs = append(pkgs, pkg{path: f[0], imports: strings.Fields(f[1]), testImports: strings.Fields(f[2])})
	}
	return pkgs
}

// TestImportDirection: every package of the module imports only what its
// area's rule allows.
func TestImportDirection(t *testing.T) {
	pkgs := listPackages(t)
	// The areas the rules are about must all be there, or the rules check
	// nothing: a moved package must move its rule too.
	for _, want := range []string{"game", "game/puzzle", "game/picture", "ai", "ai/eval", "ai/egtb", "ai/puzzle", "internal/data/storage", "internal/program/cli", "ui", "ui/screen", ""} {
		if !slices.ContainsFunc(pkgs, func(p pkg) bool {
			r, _ := rel(p.path)
			return p.path != "" && r == want && (want != "" || p.path == module)
		}) {
			t.Errorf("package %q is not in the module's list", want)
		}
	}
	for _, v := range violations(rules, pkgs) {
		t.Error(v)
	}
}

// TestViolationsFound: the checker finds each kind of wrong import, and
// passes the right ones, on made-up packages.
func TestViolationsFound(t *testing.T) {
	p := func(path string, imports ...string) pkg {
		full := func(s string) string {
			if s == "" {
				return module
			}
			if strings.Contains(s, ".") {
				return s // outside the module
			}
			return module + "/" + s
		}
		var imps []string
		for _, i := range imports {
			imps = append(imps, full(i))
		}
		return pkg{path: full(path), imports: imps}
	}
	tests := []struct {
		name string
		pkg  pkg
		want string // a part of the one message; "" for none
	}{
		{"game imports its own", p("game/puzzle", "game"), ""},
		{"game imports ai", p("game", "ai"), "game imports " + module + "/ai"},
		{"game imports storage", p("game/lesson", "internal/data/storage"), "imports " + module + "/internal/data/storage"},
		{"game imports Fyne", p("game", "fyne.io/fyne/v2"), "imports fyne.io/fyne/v2"},
		{"the pictures import the rules and the font", p("game/picture", "game", "assets"), ""},
		{"the pictures import Fyne", p("game/picture", "game", "fyne.io/fyne/v2/canvas"), "game/picture imports fyne.io/fyne/v2/canvas"},
		{"the pictures import the engine", p("game/picture", "ai"), "game/picture imports " + module + "/ai"},
		{"game imports the pictures' font", p("game/lesson", "assets"), "game/lesson imports " + module + "/assets"},
		{"ai imports game", p("ai/puzzle", "ai", "game/puzzle"), ""},
		{"ai imports a leaf", p("ai", "internal/ground/job", "internal/ground/memtrim"), ""},
		{"ai imports an internal package above it", p("ai", "internal/program/cli"), "ai imports " + module + "/internal/program/cli"},
		{"ai imports storage", p("ai/eval", "internal/data/storage"), "imports " + module + "/internal/data/storage"},
		{"ai imports ui", p("ai/egtb", "ui"), "imports " + module + "/ui"},
		{"a leaf imports the project", p("internal/ground/job", "game"), "internal/ground/job imports"},
		{"storage imports game", p("internal/data/storage", "game", "game/puzzle"), ""},
		{"cli imports ai", p("internal/program/cli", "ai", "ai/puzzle", "internal/ground/job"), ""},
		{"storage imports ui", p("internal/data/storage", "ui"), "internal/data/storage imports " + module + "/ui"},
		{"storage imports the engine's puzzles", p("internal/data/storage", "ai/puzzle"), "internal/data/storage imports " + module + "/ai/puzzle"},
		{"match imports a ui package", p("internal/tools/match", "ui/screen"), "imports " + module + "/ui/screen"},
		{"a tool imports ui", p("cmd/arena", "ui"), "cmd/arena imports"},
		{"a tool imports the program", p("cmd/sprt", ""), "cmd/sprt imports " + module},
		{"ui imports anything below", p("ui/review", "ui/screen", "ai", "ai/host", "internal/data/library"), ""},
		{"the screens' shape imports the board", p("ui/screen", "game", "game/puzzle", "i18n", "ui/board"), ""},
		{"the screens' shape imports ai", p("ui/screen", "ai"), "ui/screen imports " + module + "/ai"},
		{"the screens' fake imports storage", p("ui/screen/screentest", "ui/screen", "internal/data/storage"), "imports " + module + "/internal/data/storage"},
		{"the screens' shape imports a screen", p("ui/screen", "ui/review"), "imports " + module + "/ui/review"},
		{"the program imports ui", p("", "ui", "internal/program/cli"), ""},
		{"a package in no area", p("tools/x", "game"), "in no area"},
		{"the ground imports the ground", p("internal/ground/applog", "internal/ground/job"), ""},
		{"the ground imports the data", p("internal/ground/rating", "internal/data/storage"), "internal/ground/rating imports"},
		{"the library imports the engine", p("internal/data/library", "game", "ai"), "internal/data/library imports " + module + "/ai"},
		{"the data imports the top", p("internal/data/library", "internal/program/cli"), "imports " + module + "/internal/program/cli"},
		{"a tool helper imports the engine", p("internal/tools/match", "ai/wire", "internal/ground/job"), ""},
		{"the window imports the program's top", p("ui", "internal/program/lifecycle"), "ui imports " + module + "/internal/program/lifecycle"},
		{"the headless commands import the window's start", p("internal/program/cli", "internal/program/lifecycle"), "imports " + module + "/internal/program/lifecycle"},
		{"the window's start imports the window", p("internal/program/lifecycle", "ui", "internal/data/storage"), ""},
		{"a new folder under internal", p("internal/misc", "game"), "in no area"},
		{"ai imports its tests' helper", p("ai/host", "ai/aitest"), "ai/host imports the test helper " + module + "/ai/aitest"},
		{"a dialog imports the engine", p("ui/dialogs", "ui/screen", "ai"), "ui/dialogs imports " + module + "/ai"},
		{"a dialog imports the session", p("ui/dialogs", "ui/session"), "ui/dialogs imports " + module + "/ui/session"},
		{"the session imports a dialog", p("ui/session", "ui/board", "ai", "ui/dialogs"), "ui/session imports " + module + "/ui/dialogs"},
		{"the window imports a session test helper", p("ui", "ui/session/sessiontest"), "imports the test helper"},
		{"a test helper imports another", p("ui/session/sessiontest", "ui/screen/screentest", "internal/testkit/vectors"), ""},
	}
	for _, tt := range tests {
		got := violations(rules, []pkg{tt.pkg})
		switch {
		case tt.want == "" && len(got) != 0:
			t.Errorf("%s: %q, want no violation", tt.name, got)
		case tt.want != "" && (len(got) != 1 || !strings.Contains(got[0], tt.want)):
			t.Errorf("%s: %q, want one violation containing %q", tt.name, got, tt.want)
		}
	}
	// A test helper is allowed in tests only.
	helper := pkg{path: module + "/game", testImports: []string{module + "/internal/testkit/vectors"}}
	if got := violations(rules, []pkg{helper}); len(got) != 0 {
		t.Errorf("game's tests using internal/testkit/vectors: %q, want no violation", got)
	}
	helper.imports, helper.testImports = helper.testImports, nil
	if got := violations(rules, []pkg{helper}); len(got) != 1 {
		t.Errorf("game importing internal/testkit/vectors outside its tests: %q, want one violation", got)
	}
	aiHelper := pkg{path: module + "/ai/protocol", testImports: []string{module + "/ai/aitest"}}
	if got := violations(rules, []pkg{aiHelper}); len(got) != 0 {
		t.Errorf("ai/protocol's tests using ai/aitest: %q, want no violation", got)
	}
}

// TestScreenShapeLinksNoEngine: ui/screen, the shape of every screen,
// depends neither on the engine nor on the save files, and ui/dialogs not
// on the engine, through no package at all (the rules above check only
// their own imports).
func TestScreenShapeLinksNoEngine(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to list the packages with")
	}
	for _, p := range []string{"ui/screen", "ui/screen/screentest", "ui/dialogs"} {
		cmd := exec.Command(goTool, "list", "-deps", module+"/"+p)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v\n%s", p, err, stderr.String())
		}
		deps := strings.Fields(string(out))
		if !slices.Contains(deps, module+"/ui/board") {
			t.Errorf("%s: the dependencies listed lack ui/board: %q", p, deps)
		}
		for _, d := range deps {
			if to, own := rel(d); own && (under(to, "ai") || under(to, "internal/data/storage") && p != "ui/dialogs") {
				t.Errorf("%s depends on %s", p, d)
			}
		}
	}
}
