// Command load measures Herald under a table's worth of load, on loopback
// only: it starts Herald on 127.0.0.1 with a fresh database, makes a game,
// then sends a bounded number of requests (page reads by several "tablets"
// and phones at once, plus recorded actions) and prints latency
// percentiles and throughput.
//
//	go run ./scripts/load -requests 4000 -clients 8
//
// With -live it measures live updates instead (live.go, make load-live).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
)

func main() {
	requests := flag.Int("requests", 4000, "page reads to send (bounded)")
	clients := flag.Int("clients", 8, "concurrent clients")
	actions := flag.Int("actions", 300, "recorded actions (board corrections) to send, one after another")
	flag.Parse()

	dir, err := os.MkdirTemp("", "herald-load")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	if *liveMode {
		runLive(dir)
		return
	}
	srv, base := startHerald(dir)
	defer srv.Process.Kill()

	client := &http.Client{Timeout: 10 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	id, seq := createGame(client, base)
	actionTimes, seq := sendActions(client, fmt.Sprintf("%s/games/%d/board", base, id), seq, *actions)
	readTimes, elapsed := readPages(client, fmt.Sprintf("%s/games/%d", base, id), *requests, *clients)

	fmt.Printf("game page (%d events), %d reads by %d clients: %.0f req/s; %s\n", seq, *requests, *clients, float64(*requests)/elapsed.Seconds(), percentiles(readTimes))
	fmt.Printf("recorded actions (fsync each), %d in a row: %s\n", *actions, percentiles(actionTimes))
}

// startHerald builds Herald into dir and starts it on a free loopback
// port with a fresh database there; base is the address it prints.
func startHerald(dir string) (srv *exec.Cmd, base string) {
	bin := filepath.Join(dir, "herald")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		log.Fatalf("build: %v\n%s", err, out)
	}
	srv = exec.Command(bin, "-addr", "127.0.0.1:0", "-db", filepath.Join(dir, "load.db"), "-no-browser")
	stdout, _ := srv.StdoutPipe()
	if err := srv.Start(); err != nil {
		log.Fatal(err)
	}
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		if u, ok := strings.CutPrefix(sc.Text(), "Herald is running: open "); ok {
			base = u
			break
		}
	}
	if base == "" {
		srv.Process.Kill()
		log.Fatal("Herald did not start")
	}
	go io.Copy(io.Discard, stdout)
	return srv, base
}

// createGame makes a three-player game of the default edition through the API
// and returns its id and event count.
func createGame(client *http.Client, base string) (id, seq int) {
	body := `{"name":"Load","players":[{"name":"A","house":"stark"},{"name":"B","house":"lannister"},{"name":"C","house":"baratheon"}]}`
	resp, err := client.Post(base+"/api/games", "application/json", strings.NewReader(body))
	if err != nil || resp.StatusCode != http.StatusCreated {
		log.Fatalf("create game: %v %v", err, resp)
	}
	var st struct {
		ID  int `json:"id"`
		Seq int `json:"seq"`
	}
	json.NewDecoder(resp.Body).Decode(&st)
	resp.Body.Close()
	return st.ID, st.Seq
}

// sendActions posts n board corrections to the board URL, one at a time
// as at a real table, and returns their times and the event count after.
func sendActions(client *http.Client, board string, seq, n int) ([]time.Duration, int) {
	var times []time.Duration
	for i := 0; i < n; i++ {
		form := url.Values{"seq": {fmt.Sprint(seq)}, "units_winterfell": {fmt.Sprint(2 + i%9)}}
		start := time.Now()
		resp, err := client.PostForm(board, form)
		if err != nil {
			log.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		times = append(times, time.Since(start))
		if resp.StatusCode != http.StatusSeeOther {
			log.Fatalf("action %d: %d", i, resp.StatusCode)
		}
		seq++
	}
	return times, seq
}

// readPages reads page requests times from clients devices at once and
// returns each read's time and the time of them all.
func readPages(client *http.Client, page string, requests, clients int) ([]time.Duration, time.Duration) {
	var mu sync.Mutex
	var times []time.Duration
	jobs := make(chan struct{}, requests)
	for i := 0; i < requests; i++ {
		jobs <- struct{}{}
	}
	close(jobs)
	start := time.Now()
	var wg sync.WaitGroup
	for c := 0; c < clients; c++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range jobs {
				t0 := time.Now()
				resp, err := client.Get(page)
				if err != nil {
					log.Fatal(err)
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					log.Fatalf("page: %d", resp.StatusCode)
				}
				mu.Lock()
				times = append(times, time.Since(t0))
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return times, time.Since(start)
}

// percentiles sums up durations d for a reader.
func percentiles(d []time.Duration) string {
	slices.Sort(d)
	at := func(p float64) time.Duration { return d[min(len(d)-1, int(p*float64(len(d))))] }
	return fmt.Sprintf("p50 %v, p95 %v, p99 %v, max %v", at(0.50).Round(10*time.Microsecond), at(0.95).Round(10*time.Microsecond), at(0.99).Round(10*time.Microsecond), d[len(d)-1].Round(10*time.Microsecond))
}
