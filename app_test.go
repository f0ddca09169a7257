package main

import (
	"bufio"
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// Herald opens this machine's browser only where one can be seen: on
// Linux (and the other Unixes) with a graphical session, on Windows and
// macOS always, never with -no-browser.
func TestBrowserCommand(t *testing.T) {
	const u = "http://localhost:8080"
	for _, c := range []struct {
		goos    string
		env     map[string]string
		noBrows bool
		want    []string
	}{
		{"linux", map[string]string{"DISPLAY": ":0"}, false, []string{"xdg-open", u}},
		{"linux", map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, false, []string{"xdg-open", u}},
		{"freebsd", map[string]string{"DISPLAY": ":0"}, false, []string{"xdg-open", u}},
		{"linux", nil, false, nil}, // over ssh, a service, a container
		{"linux", map[string]string{"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, true, nil},
		{"windows", nil, false, []string{"rundll32", "url.dll,FileProtocolHandler", u}},
		{"windows", nil, true, nil},
		{"darwin", nil, false, []string{"open", u}},
		{"darwin", nil, true, nil},
	} {
		got := browserCommand(c.goos, func(k string) string { return c.env[k] }, c.noBrows, u)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s with %v, -no-browser=%v: %q, want %q", c.goos, c.env, c.noBrows, got, c.want)
		}
	}
}

// This machine's browser opens Herald where it needs no key (loopback);
// an address Herald listens on only (-addr 192.168.1.5:8080) is no
// loopback connection, so that link carries the key, unless the table is
// open.
func TestLocalURL(t *testing.T) {
	for _, c := range []struct {
		base string
		open bool
		want string
	}{
		{"http://localhost:8080", false, "http://localhost:8080"},
		{"http://127.0.0.1:9000", false, "http://127.0.0.1:9000"},
		{"http://[::1]:9000", false, "http://[::1]:9000"},
		{"http://192.168.1.5:8080", false, "http://192.168.1.5:8080/?key=K%2BY"},
		{"http://192.168.1.5:8080", true, "http://192.168.1.5:8080"},
	} {
		if got := localURL(c.base, "K+Y", c.open); got != c.want {
			t.Errorf("localURL(%q, open=%v) = %q, want %q", c.base, c.open, got, c.want)
		}
	}
}

// The database lives in the user's data folder: $XDG_DATA_HOME, else
// Windows' %LOCALAPPDATA% (not a Unix-style folder in the profile), else
// ~/.local/share.
func TestDataDB(t *testing.T) {
	home := func() (string, error) { return "/home/anna", nil }
	noHome := func() (string, error) { return "", errors.New("no home") }
	for _, c := range []struct {
		goos string
		env  map[string]string
		home func() (string, error)
		want string
	}{
		{"linux", nil, home, filepath.Join("/home/anna", ".local", "share", "herald", "herald.db")},
		{"linux", map[string]string{"XDG_DATA_HOME": "/data"}, home, filepath.Join("/data", "herald", "herald.db")},
		{"darwin", nil, home, filepath.Join("/home/anna", ".local", "share", "herald", "herald.db")},
		{"windows", map[string]string{"LOCALAPPDATA": `C:\Users\anna\AppData\Local`}, home, filepath.Join(`C:\Users\anna\AppData\Local`, "herald", "herald.db")},
		{"windows", map[string]string{"LOCALAPPDATA": `C:\L`, "XDG_DATA_HOME": "/data"}, home, filepath.Join("/data", "herald", "herald.db")},
		{"linux", nil, noHome, "herald.db"},
	} {
		if got := dataDB(c.goos, func(k string) string { return c.env[k] }, c.home); got != c.want {
			t.Errorf("%s with %v: %q, want %q", c.goos, c.env, got, c.want)
		}
	}
}

// herald -version prints the stamped version and commit and the platform,
// and exits 0 without opening a database or listening.
func TestVersionFlag(t *testing.T) {
	version, commit = "v1.2.3", "abc123"
	t.Cleanup(func() { version, commit = "dev", "" })
	want := "herald v1.2.3 (commit abc123, " + runtime.Version() + " " + runtime.GOOS + "/" + runtime.GOARCH + ")"
	if got := versionLine(); got != want {
		t.Errorf("versionLine() = %q, want %q", got, want)
	}

	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(t.Context(), hangGuard) // a Herald that serves instead
	defer cancel()
	out, err := mainProcess(ctx, dir, "-version -addr 127.0.0.1:0 -db "+filepath.Join(dir, "h.db")).Output()
	if err != nil {
		t.Fatalf("herald -version: %v", err)
	}
	if !strings.HasPrefix(string(out), "herald dev (commit ") || strings.Count(string(out), "\n") != 1 {
		t.Errorf("herald -version printed %q, want one line herald dev (commit …)", out)
	}
	if _, err := os.Stat(filepath.Join(dir, "h.db")); err == nil {
		t.Error("herald -version created the database")
	}
}

// A word that is no flag is refused with exit status 2 and a sentence,
// not ignored.
func TestStrayArgumentRefused(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(t.Context(), hangGuard) // a Herald that serves instead
	defer cancel()
	cmd := mainProcess(ctx, dir, "-addr 127.0.0.1:0 -db "+filepath.Join(dir, "h.db")+" games.db")
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 2 || !strings.Contains(string(out), `unexpected argument "games.db"`) {
		t.Errorf("herald games.db: %v, %q; want exit status 2 naming the argument", err, out)
	}
}

// Started with a display and without -no-browser, Herald hands its
// localhost address to xdg-open (a stand-in here that writes down what it
// was asked) and says so; with -no-browser it starts no opener: openBrowser
// says "Opening …" (or why it could not) right after starting one, before
// "Games are kept in".
func TestBrowserOpensOnlyWithoutNoBrowser(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("xdg-open is the Linux opener")
	}
	for _, noBrowser := range []bool{false, true} {
		dir := t.TempDir()
		opened := filepath.Join(dir, "opened")
		opener := "#!/bin/sh\necho \"$@\" >" + opened + ".tmp && mv " + opened + ".tmp " + opened + "\n"
		if err := os.WriteFile(filepath.Join(dir, "xdg-open"), []byte(opener), 0o755); err != nil {
			t.Fatal(err)
		}
		args := "-addr 127.0.0.1:0 -db " + filepath.Join(dir, "h.db")
		if noBrowser {
			args += " -no-browser"
		}
		cmd := mainProcess(t.Context(), dir, args)
		cmd.Env = append(cmd.Env, "DISPLAY=:99", "PATH="+dir+string(os.PathListSeparator)+os.Getenv("PATH"))
		base, said := "", ""
		for l := range startLines(t, cmd) {
			if u, ok := strings.CutPrefix(l, "Herald is running: open "); ok {
				base = u
			}
			if strings.HasPrefix(l, "Opening ") || strings.HasPrefix(l, "Could not open a browser") {
				said = l
			}
			if strings.HasPrefix(l, "Games are kept in ") {
				break
			}
		}
		if noBrowser {
			if said != "" {
				t.Errorf("with -no-browser Herald said %q", said)
			}
			continue
		}
		if want := "Opening " + base + " in this machine's browser (-no-browser skips it)"; said != want {
			t.Errorf("Herald said %q, want %q", said, want)
		}
		if got := waitFile(t, opened); got != base+"\n" {
			t.Errorf("xdg-open was given %q, want %q", got, base)
		}
	}
}

// mainProcess is the test binary run as Herald's main with args (see
// TestMain), in dir, with no display unless the test adds one; killed when
// ctx ends.
func mainProcess(ctx context.Context, dir, args string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
	cmd.Dir = dir
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "DISPLAY=") && !strings.HasPrefix(e, "WAYLAND_DISPLAY=") && !strings.HasPrefix(e, "HERALD_") {
			cmd.Env = append(cmd.Env, e)
		}
	}
	cmd.Env = append(cmd.Env, "HERALD_TEST_MAIN_ARGS="+args)
	return cmd
}

// startLines starts cmd, stops it when the test ends, and hands out what
// it prints line by line (and reads on after the test stops listening, so
// Herald never blocks on a full pipe).
func startLines(t *testing.T, cmd *exec.Cmd) <-chan string {
	t.Helper()
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	lines := make(chan string)
	done := make(chan struct{})
	t.Cleanup(func() { close(done) })
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			case <-done:
			}
		}
	}()
	return lines
}

// waitFile waits (up to hangGuard) for path to appear and returns it.
func waitFile(t *testing.T, path string) string {
	t.Helper()
	deadline := time.Now().Add(hangGuard)
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(path); err == nil {
			return string(b)
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatalf("%s did not appear within %v", path, hangGuard)
	return ""
}
