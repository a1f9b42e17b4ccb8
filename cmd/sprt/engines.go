package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

// engineBuild is where an engine binary for the gate comes from.
type engineBuild struct {
	path  string // the binary
	label string // what it is: a file, a commit, the working tree
}

// resolveEngine returns the binary for spec: "" is the working tree (built),
// an existing file is that binary, anything else is a git revision, checked
// out into a temporary worktree and built there. Binaries are built into
// dir as name.
func resolveEngine(ctx context.Context, spec, name, dir string) (engineBuild, error) {
	top, topErr := gitOutput(ctx, ".", "rev-parse", "--show-toplevel")
	switch {
	case spec == "":
		if topErr != nil {
			return engineBuild{}, fmt.Errorf("%s: the working tree: %w", name, topErr)
		}
		head, _ := gitOutput(ctx, top, "rev-parse", "--short", "HEAD")
		label := "working tree at " + head
		if dirty, _ := gitOutput(ctx, top, "status", "--porcelain", "--untracked-files=no"); dirty != "" {
			label += " with changes"
		}
		path := filepath.Join(dir, name)
		return engineBuild{path, label}, buildEngine(ctx, top, path)
	case isFile(spec):
		abs, err := filepath.Abs(spec)
		if err != nil {
			return engineBuild{}, fmt.Errorf("%s: %w", name, err)
		}
		return engineBuild{abs, "binary " + spec}, nil
	}
	if topErr != nil {
		return engineBuild{}, fmt.Errorf("%s: %q is no file, and no git repository is here to find it as a commit: %w", name, spec, topErr)
	}
	sha, err := gitOutput(ctx, top, "rev-parse", "--verify", "--quiet", spec+"^{commit}")
	if err != nil {
		return engineBuild{}, fmt.Errorf("%s: %q is neither a file nor a commit", name, spec)
	}
	src := filepath.Join(dir, name+"-src")
	if _, err := gitOutput(ctx, top, "worktree", "add", "--detach", src, sha); err != nil {
		return engineBuild{}, fmt.Errorf("%s: check out %s: %w", name, spec, err)
	}
	defer gitOutput(context.WithoutCancel(ctx), top, "worktree", "remove", "--force", src)
	path := filepath.Join(dir, name)
	return engineBuild{path, "commit " + sha[:min(9, len(sha))]}, buildEngine(ctx, src, path)
}

func isFile(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.Mode().IsRegular()
}

// buildEngine builds the headless engine of the source tree src, without
// cgo. The build is trimmed of src's path, so that one commit checked out in
// any folder (resolveEngine's are temporary) gives the same binary, and a
// run of it can be resumed (its log names the binaries by their hashes).
func buildEngine(ctx context.Context, src, out string) error {
	cmd := exec.CommandContext(ctx, "go", "build", "-trimpath", "-o", out, "./cmd/togyzkumalak-engine")
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("build the engine in %s: %w\n%s", src, err, b)
	}
	return nil
}

func gitOutput(ctx context.Context, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	b, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && len(ee.Stderr) > 0 {
			err = fmt.Errorf("git %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(string(ee.Stderr)))
		}
		return "", err
	}
	return strings.TrimSpace(string(b)), nil
}

// processStarter starts the binary as an engine process (its protocol is
// its default command).
func processStarter(path string) func(context.Context) (*match.Engine, func() error, error) {
	return func(context.Context) (*match.Engine, func() error, error) {
		cmd := exec.Command(path)
		cmd.Stderr = os.Stderr
		return match.Exec(cmd)
	}
}
