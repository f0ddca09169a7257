package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets the test binary run Herald itself, so the crash test can
// kill a real server process and the signal test can stop one: with
// HERALD_TEST_SERVE_DB it serves through run, with HERALD_TEST_MAIN_DB
// through main and its flags, as the built binary does (never opening a
// browser), with HERALD_TEST_MAIN_ARGS through main with exactly those
// arguments (split at spaces).
func TestMain(m *testing.M) {
	if db := os.Getenv("HERALD_TEST_SERVE_DB"); db != "" {
		if err := run(config{addr: "127.0.0.1:0", db: db, noBrowser: true}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	if db := os.Getenv("HERALD_TEST_MAIN_DB"); db != "" {
		os.Args = []string{os.Args[0], "-addr", "127.0.0.1:0", "-db", db, "-no-browser"}
		main()
		os.Exit(0)
	}
	if args, ok := os.LookupEnv("HERALD_TEST_MAIN_ARGS"); ok {
		os.Args = append([]string{os.Args[0]}, strings.Fields(args)...)
		main()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// startHerald runs Herald in a child process on db and returns its URL.
func startHerald(t *testing.T, db string) (*exec.Cmd, string) {
	t.Helper()
	return startHeraldEnv(t, "HERALD_TEST_SERVE_DB="+db)
}

// startHeraldEnv runs the test binary as Herald with env added (see
// TestMain) and returns its URL once it has printed it.
func startHeraldEnv(t *testing.T, env string) (*exec.Cmd, string) {
	t.Helper()
	cmd, lines := heraldProcess(t, env)
	for l := range lines {
		if u, ok := strings.CutPrefix(l, "Herald is running: open "); ok {
			go func() {
				for range lines { // Herald must not block on a full pipe
				}
			}()
			return cmd, u
		}
	}
	t.Fatal("Herald did not print its address")
	return nil, ""
}

// heraldProcess runs the test binary as Herald with env added (see
// TestMain) and hands out what it prints, line by line, until it ends.
func heraldProcess(t *testing.T, env ...string) (*exec.Cmd, <-chan string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	lines := make(chan string, 64)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	return cmd, lines
}

var client = &http.Client{
	Timeout:       hangGuard,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

type apiState struct {
	Seq         int `json:"seq"`
	Territories []struct {
		ID    string `json:"id"`
		Owner int    `json:"owner"`
	} `json:"territories"`
}

func getState(t *testing.T, base string) apiState {
	t.Helper()
	resp, err := client.Get(base + "/api/games/1")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var st apiState
	if err := json.NewDecoder(resp.Body).Decode(&st); err != nil {
		t.Fatal(err)
	}
	return st
}

// Killing Herald with SIGKILL in the middle of a game loses no event that
// a page had confirmed: every correction answered with its redirect is in
// the log after a restart, with its values.
func TestSIGKILLLosesNoConfirmedEvent(t *testing.T) {
	db := filepath.Join(t.TempDir(), "herald.db")
	cmd, base := startHerald(t, db)

	body := `{"name":"Crash","players":[{"name":"Anna","house":"stark"},{"name":"Ben","house":"lannister"},{"name":"Carla","house":"baratheon"}]}`
	resp, err := client.Post(base+"/api/games", "application/json", strings.NewReader(body))
	if err != nil || resp.StatusCode != http.StatusCreated {
		t.Fatalf("create: %v %v", err, resp)
	}
	resp.Body.Close()
	st := getState(t, base)
	terr := st.Territories[0].ID

	// Each page submit corrects the units of one territory to a value that
	// names its seq; a 303 is the page's confirmation.
	confirmed := map[int]int{} // seq -> units
	seq := st.Seq
	for i := 0; i < 150; i++ {
		units := 2 + i%40
		form := url.Values{"seq": {strconv.Itoa(seq)}, "units_" + terr: {strconv.Itoa(units)}}
		resp, err := client.PostForm(base+"/games/1/board", form)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusSeeOther {
			t.Fatalf("correction %d: %d", i, resp.StatusCode)
		}
		seq++
		confirmed[seq] = units
	}
	// Kill while more submits are on their way.
	go func() {
		for i := 0; i < 50; i++ {
			form := url.Values{"seq": {strconv.Itoa(seq + i)}, "units_" + terr: {"99"}}
			if resp, err := client.PostForm(base+"/games/1/board", form); err == nil {
				resp.Body.Close()
			}
		}
	}()
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()

	_, base = startHerald(t, db)
	after := getState(t, base)
	if after.Seq < seq {
		t.Fatalf("after the crash the log ends at %d, but %d was confirmed", after.Seq, seq)
	}
	resp, err = client.Get(base + "/api/games/1/events")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var events []struct {
		Seq     int `json:"seq"`
		Payload struct {
			Territories []struct {
				Units int `json:"units"`
			} `json:"territories"`
		} `json:"payload"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&events); err != nil {
		t.Fatal(err)
	}
	for i, e := range events {
		if e.Seq != i+1 {
			t.Fatalf("event %d has seq %d: the log has a gap", i, e.Seq)
		}
		if want, ok := confirmed[e.Seq]; ok {
			if len(e.Payload.Territories) != 1 || e.Payload.Territories[0].Units != want {
				t.Errorf("event %d: %+v, want %d units", e.Seq, e.Payload, want)
			}
		}
	}
}

// Ctrl-C (SIGINT) or SIGTERM stops Herald cleanly: it says so, lets open
// connections finish, and exits 0 (within its 10 s shutdown grace), so
// `make run` ends without a make error line.
func TestSignalStopsHeraldCleanly(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "herald.db")
			cmd, base := startHeraldEnv(t, "HERALD_TEST_MAIN_DB="+db)
			// A kept-alive connection must not hold the shutdown up.
			resp, err := client.Get(base + "/")
			if err != nil {
				t.Fatal(err)
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()

			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case err := <-done:
				if err != nil {
					t.Fatalf("after %v Herald exited with %v, want exit status 0", sig, err)
				}
			case <-time.After(hangGuard):
				// Herald's own shutdown gives open connections 10 s and
				// then exits with an error: exit 0 says none held it up.
				t.Fatalf("Herald still running %v after %v", hangGuard, sig)
			}
			if _, err := client.Get(base + "/"); err == nil {
				t.Errorf("Herald still answers at %s after %v", base, sig)
			}
		})
	}
}

// A new code made at the table reaches the terminal: make run prints the
// new key's join information, so the machine running Herald shows the
// code that now lets phones in.
func TestNewKeyIsPrinted(t *testing.T) {
	_, lines := heraldProcess(t, "HERALD_TEST_SERVE_DB="+filepath.Join(t.TempDir(), "herald.db"))
	// waitLine waits for a line starting with prefix and returns its rest.
	waitLine := func(prefix string) string {
		t.Helper()
		timeout := time.After(hangGuard)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("Herald stopped before printing %q", prefix)
				}
				if rest, found := strings.CutPrefix(l, prefix); found {
					return rest
				}
			case <-timeout:
				t.Fatalf("Herald did not print %q", prefix)
			}
		}
	}
	base := waitLine("Herald is running: open ")
	resp, err := client.PostForm(base+"/join/new-key", url.Values{})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther {
		t.Fatalf("new key: %d, want 303", resp.StatusCode)
	}
	waitLine("A new key was made")
	if again := waitLine("Herald is running: open "); again != base {
		t.Errorf("after the new key Herald prints %q, want %q", again, base)
	}
}
