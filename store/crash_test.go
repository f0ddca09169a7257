package store

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// crashDBEnv tells the test binary, re-executed by TestCrashLosesNoConfirmedEvent,
// to act as the writer process that gets killed.
const crashDBEnv = "HERALD_STORE_CRASH_DB"

// crashPayload is the payload of event seq: valid JSON that names its seq and
// is long enough to span several WAL frames' worth of data across the run.
func crashPayload(seq int) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(`{"seq":%d,"pad":%q}`, seq, strings.Repeat("x", 300)))
}

// TestCrashLosesNoConfirmedEvent kills a writing process with SIGKILL, in
// several rounds on the same file, and checks that every event the writer had
// confirmed (Append returned) is in the log, the log is contiguous and every
// payload is intact.
//
// This proves durability against a process crash. Durability against power
// loss rests on synchronous=FULL (fsync on commit), which a test can't
// simulate; TestPragmasOnEveryConnection checks that it is set.
func TestCrashLosesNoConfirmedEvent(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	path := filepath.Join(t.TempDir(), "crash.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	id, err := s.CreateGame(context.Background(), "crash", "classic", "world", NewEvent{Type: "setup", Payload: crashPayload(1)})
	s.Close()
	if err != nil {
		t.Fatal(err)
	}

	const rounds, confirmations = 3, 200
	for round := 1; round <= rounds; round++ {
		lastConfirmed := crashRound(t, path, id, confirmations)

		s, err := Open(path)
		if err != nil {
			t.Fatalf("round %d: reopen after kill: %v", round, err)
		}
		events, err := s.Events(context.Background(), id)
		s.Close()
		if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		if len(events) < lastConfirmed {
			t.Fatalf("round %d: log has %d events, but %d were confirmed", round, len(events), lastConfirmed)
		}
		for i, e := range events {
			if e.Seq != i+1 {
				t.Fatalf("round %d: event #%d has seq %d: log not contiguous", round, i+1, e.Seq)
			}
			var p struct{ Seq int }
			if err := json.Unmarshal(e.Payload, &p); err != nil || p.Seq != e.Seq || string(e.Payload) != string(crashPayload(e.Seq)) {
				t.Fatalf("round %d: event %d payload damaged: %s (%v)", round, e.Seq, e.Payload, err)
			}
		}
		t.Logf("round %d: last confirmed %d, log holds %d", round, lastConfirmed, len(events))
	}
}

// crashRound starts a writer on the game, waits for it to confirm n appends,
// kills it with SIGKILL and returns the last seq it confirmed.
func crashRound(t *testing.T, path string, id int64, n int) int {
	t.Helper()
	// Safety net only: the test is bounded by counts, not by time.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestCrashHelperProcess$", "-test.count=1", "-test.timeout=5m")
	cmd.Env = append(os.Environ(), crashDBEnv+"="+path, "HERALD_STORE_CRASH_GAME="+strconv.FormatInt(id, 10))
	var stderr strings.Builder
	cmd.Stderr = &stderr
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}

	last, seen := 0, 0
	lines := bufio.NewScanner(stdout)
	for seen < n && lines.Scan() {
		seq, ok := strings.CutPrefix(lines.Text(), "confirmed ")
		if !ok {
			continue
		}
		if last, err = strconv.Atoi(seq); err != nil {
			t.Fatalf("bad line %q", lines.Text())
		}
		seen++
	}
	killErr := cmd.Process.Kill() // SIGKILL on Unix
	waitErr := cmd.Wait()
	if seen < n {
		t.Fatalf("writer stopped after %d confirmations (wait: %v, scan: %v)\nstderr:\n%s", seen, waitErr, lines.Err(), stderr.String())
	}
	if killErr != nil || cmd.ProcessState.ExitCode() != -1 {
		t.Fatalf("writer was not killed by a signal: kill %v, wait %v\nstderr:\n%s", killErr, waitErr, stderr.String())
	}
	return last
}

// TestCrashHelperProcess is the writer for TestCrashLosesNoConfirmedEvent; it
// does nothing in a normal test run. It appends to the game forever (well, up
// to a large count) and reports each Append that has returned.
func TestCrashHelperProcess(t *testing.T) {
	path := os.Getenv(crashDBEnv)
	if path == "" {
		t.Skip("helper process for TestCrashLosesNoConfirmedEvent")
	}
	id, err := strconv.ParseInt(os.Getenv("HERALD_STORE_CRASH_GAME"), 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	g, err := s.Game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	for seq := g.Events; seq < g.Events+100_000; seq++ {
		e, err := s.Append(ctx, id, seq, "tick", crashPayload(seq+1))
		if err != nil {
			t.Fatal(err)
		}
		// os.Stdout is unbuffered: the line is out before the next Append.
		fmt.Printf("confirmed %d\n", e.Seq)
	}
}
