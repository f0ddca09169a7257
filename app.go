package main

import (
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
)

// version and commit are stamped in by make dist (-ldflags '-X
// main.version=… -X main.commit=…'); a plain go build says "dev" and the
// commit Go recorded from the checkout, if any.
var version, commit = "dev", ""

// versionLine is what herald -version prints: the version, the commit and
// the platform the binary was built for, so a downloaded file tells which
// one it is.
func versionLine() string {
	c := commit
	if c == "" {
		c = recordedCommit()
	}
	return fmt.Sprintf("herald %s (commit %s, %s %s/%s)", version, c, runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

// recordedCommit is the commit go build recorded (vcs.revision), with
// "-dirty" for a work tree with changes; "unknown" without one (go test,
// a build outside git).
func recordedCommit() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	rev, dirty := "", ""
	for _, s := range info.Settings {
		switch {
		case s.Key == "vcs.revision":
			rev = s.Value
		case s.Key == "vcs.modified" && s.Value == "true":
			dirty = "-dirty"
		}
	}
	if rev == "" {
		return "unknown"
	}
	return rev + dirty
}

// defaultDB is a per-user file in the user's data folder (dataDB).
func defaultDB() string {
	return dataDB(runtime.GOOS, os.Getenv, os.UserHomeDir)
}

// dataDB is $XDG_DATA_HOME/herald/herald.db when set; else on Windows
// %LOCALAPPDATA%\herald\herald.db (where Windows programs keep their data,
// not roamed to other machines); else ~/.local/share/herald/herald.db
// (Linux's default data folder; macOS too, where make run has always kept
// it). herald.db in the working directory when no home is known.
func dataDB(goos string, getenv func(string) string, home func() (string, error)) string {
	dir := getenv("XDG_DATA_HOME")
	if dir == "" && goos == "windows" {
		dir = getenv("LOCALAPPDATA")
	}
	if dir == "" {
		h, err := home()
		if err != nil || h == "" {
			return "herald.db"
		}
		dir = filepath.Join(h, ".local", "share")
	}
	return filepath.Join(dir, "herald", "herald.db")
}

// browserCommand is the command that opens u in this machine's default
// browser, nil when Herald should not open one: asked not to
// (-no-browser), or on Linux and the other Unixes without a graphical
// session ($DISPLAY, $WAYLAND_DISPLAY unset: over ssh, as a service, in a
// container, nobody would see the window). Whether standard output is a
// terminal does not matter: a file manager's double click starts Herald
// without one, and then the browser is all the player sees of it.
func browserCommand(goos string, getenv func(string) string, noBrowser bool, u string) []string {
	switch {
	case noBrowser:
		return nil
	case goos == "windows":
		return []string{"rundll32", "url.dll,FileProtocolHandler", u}
	case goos == "darwin":
		return []string{"open", u}
	case getenv("DISPLAY") == "" && getenv("WAYLAND_DISPLAY") == "":
		return nil
	}
	return []string{"xdg-open", u}
}

// localURL is the address this machine's browser opens: the first base
// (localhost when Herald listens on every interface). A loopback
// connection needs no key; a base on another address (-addr
// 192.168.1.5:8080) is not loopback even from this machine, so it carries
// the key as the join link does, unless the table is open.
func localURL(base, key string, open bool) string {
	u, err := url.Parse(base)
	if err != nil || open {
		return base
	}
	host := u.Hostname()
	if ip := net.ParseIP(host); host == "localhost" || (ip != nil && ip.IsLoopback()) {
		return base
	}
	return base + "/?key=" + url.QueryEscape(key)
}

// openBrowser starts cmd (browserCommand's) and says so on w; Herald does
// not wait for the browser, and a failure only tells the player to open
// the address by hand.
func openBrowser(w io.Writer, cmd []string) {
	if len(cmd) == 0 {
		return
	}
	u := cmd[len(cmd)-1]
	c := exec.Command(cmd[0], cmd[1:]...)
	if err := c.Start(); err != nil {
		fmt.Fprintf(w, "Could not open a browser (%v): open %s yourself\n", err, u)
		return
	}
	fmt.Fprintf(w, "Opening %s in this machine's browser (-no-browser skips it)\n", u)
	go c.Wait() // reaps the opener, which exits once the browser has the page
}
