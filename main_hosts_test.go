package main

import (
	"context"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"herald/store"
)

// The real server refuses a request to a name that is not Herald's, over
// loopback too (issue 29, item 3: DNS rebinding), and records nothing; it
// answers to localhost, the machine's name and a name given with -host
// (here HERALD_HOST, through main and its flags). Started on 127.0.0.1 it
// says, in the terminal and on the page, that phones cannot join.
func TestHeraldAnswersOnlyToItsOwnNames(t *testing.T) {
	db := filepath.Join(t.TempDir(), "herald.db")
	key := keyOf(t, db)
	cmd, lines := heraldProcess(t, "HERALD_TEST_MAIN_DB="+db, "HERALD_HOST=table.example,tisch.lan")
	said := linesUntil(t, lines, "Games are kept in ")
	go func() {
		for range lines { // Herald must not block on a full pipe
		}
	}()
	base := strings.TrimPrefix(said[0], "Herald is running: open ")
	u, err := url.Parse(base)
	if err != nil || u.Port() == "" {
		t.Fatalf("Herald printed %q", said[0])
	}
	port := u.Port()
	printed := strings.Join(said, "\n")
	for _, want := range []string{"Phones cannot join: Herald listens on this machine only (127.0.0.1:" + port + ")", "-addr :" + port, "table.example, tisch.lan (-host adds one)"} {
		if !strings.Contains(printed, want) {
			t.Errorf("the terminal lacks %q:\n%s", want, printed)
		}
	}
	if strings.Contains(printed, "Phones join at") {
		t.Errorf("listening on loopback only, the terminal offers a join link:\n%s", printed)
	}

	for _, r := range []struct{ method, path, body string }{{"GET", "/", ""}, {"POST", "/join/new-key", ""}, {"POST", "/api/games", `{"name":"X","players":[{"name":"A","house":"stark"},{"name":"B","house":"lannister"},{"name":"C","house":"baratheon"}]}`}} {
		code, body := hostRequest(t, r.method, base+r.path, "evil.example:"+port, r.body)
		if code != http.StatusMisdirectedRequest || strings.Contains(body, key) {
			t.Errorf("%s %s with Host evil.example over loopback: %d, want 421 without the key", r.method, r.path, code)
		}
	}
	own := []string{"localhost:" + port, "127.0.0.1:" + port, "Table.Example:" + port, "tisch.lan"}
	if hostname, err := os.Hostname(); err == nil && hostname != "" {
		own = append(own, hostname+":"+port)
	}
	for _, h := range own {
		code, body := hostRequest(t, "GET", base+"/?lang=en", h, "")
		if code != http.StatusOK || !strings.Contains(body, "Phones cannot join") {
			t.Errorf("GET / with Host %s: %d, want the home page saying phones cannot join", h, code)
		}
		if strings.Contains(body, "?key=") {
			t.Errorf("listening on loopback only, the page offers a join link with the key")
		}
	}
	stopHerald(t, cmd)
	if after := keyOf(t, db); after != key {
		t.Errorf("the refused requests replaced the key")
	}
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if games, err := st.Games(context.Background()); err != nil || len(games) != 0 {
		t.Errorf("the refused requests made %d games (%v)", len(games), err)
	}
}

// keyOf is the access key in db (made when there is none).
func keyOf(t *testing.T, db string) string {
	t.Helper()
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	k, err := st.AccessKey(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// linesUntil collects what Herald prints up to the line starting with last.
func linesUntil(t *testing.T, lines <-chan string, last string) []string {
	t.Helper()
	var out []string
	timeout := time.After(hangGuard)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("Herald stopped after printing %q", out)
			}
			out = append(out, l)
			if strings.HasPrefix(l, last) {
				return out
			}
		case <-timeout:
			t.Fatalf("Herald did not print %q, only %q", last, out)
		}
	}
}

// hostRequest sends a request to target with Host host.
func hostRequest(t *testing.T, method, target, host, body string) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, target, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Host = host
	if strings.Contains(target, "/api/") {
		req.Header.Set("Content-Type", "application/json")
	} else if body != "" {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// stopHerald stops Herald with SIGTERM and waits until it has.
func stopHerald(t *testing.T, cmd *exec.Cmd) {
	t.Helper()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(hangGuard):
		t.Fatalf("Herald still running %v after SIGTERM", hangGuard)
	}
}
