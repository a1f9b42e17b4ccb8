package protocol

import (
	"bufio"
	"context"
	"io"
	"strings"
	"testing"
	"time"
)

// client drives a Run session over pipes, as a tournament manager or
// a GUI does: it writes commands and reads the answers line by line.
type client struct {
	t     testing.TB
	in    *io.PipeWriter
	out   *io.PipeReader
	lines chan string // every output line, in order; closed at the end of the output
	done  chan error  // Run's return value
	sent  []string    // the commands sent so far, for error reports
}

// hang is how long a client waits for an answer before it calls the engine
// hung: far beyond any limit the tests set, so only a real hang trips it.
const hang = 20 * time.Second

// newClient starts a session. It is ended (and checked to end) at the end of
// the test.
func newClient(t testing.TB) *client {
	t.Helper()
	return newClientWith(t, Options{})
}

// newClientWith starts a session of RunWith.
func newClientWith(t testing.TB, opts Options) *client {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &client{t: t, in: inW, out: outR, lines: make(chan string, 1<<16), done: make(chan error, 1)}
	go func() {
		err := RunWith(context.Background(), inR, outW, opts)
		outW.Close()
		inR.Close()
		c.done <- err
	}()
	go func() {
		defer close(c.lines)
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			c.lines <- sc.Text()
		}
	}()
	t.Cleanup(func() {
		inW.Close()
		select {
		case <-c.done:
		case <-time.After(hang):
			t.Errorf("Run did not return after its input closed")
		}
		outR.Close()
	})
	return c
}

// send writes one command.
func (c *client) send(cmd string) {
	c.t.Helper()
	c.sent = append(c.sent, cmd)
	if _, err := io.WriteString(c.in, cmd+"\n"); err != nil {
		c.t.Fatalf("send %q: %v", cmd, err)
	}
}

// next returns the next output line; ok is false at the end of the output.
// A line that does not come within hang fails the test.
func (c *client) next() (line string, ok bool) {
	c.t.Helper()
	t := time.NewTimer(hang)
	defer t.Stop()
	select {
	case l, ok := <-c.lines:
		return l, ok
	case <-t.C:
		c.t.Fatalf("the engine hung: no answer within %v; last commands:\n%s", hang, c.lastSent(10))
		return "", false
	}
}

// until reads lines up to and including the first that starts with prefix,
// and returns the lines before it and that line.
func (c *client) until(prefix string) (before []string, line string) {
	c.t.Helper()
	for {
		l, ok := c.next()
		if !ok {
			c.t.Fatalf("the output ended while waiting for %q; before it:\n%s\nlast commands:\n%s",
				prefix, strings.Join(before, "\n"), c.lastSent(10))
		}
		if strings.HasPrefix(l, prefix) {
			return before, l
		}
		before = append(before, l)
	}
}

// quit ends the session and checks that Run returns nil.
func (c *client) quit() {
	c.t.Helper()
	c.send("quit")
	select {
	case err := <-c.done:
		if err != nil {
			c.t.Errorf("Run: %v", err)
		}
		c.done <- err // for the cleanup
	case <-time.After(hang):
		c.t.Fatalf("Run did not return after quit")
	}
}

func (c *client) lastSent(n int) string {
	return strings.Join(c.sent[max(0, len(c.sent)-n):], "\n")
}

// nextAnswer returns the next output line that is not a search's info
// depth line.
func (c *client) nextAnswer() string {
	c.t.Helper()
	for {
		l, ok := c.next()
		if !ok {
			c.t.Fatalf("the output ended; last commands:\n%s", c.lastSent(10))
		}
		if !isInfo(l) {
			return l
		}
	}
}
