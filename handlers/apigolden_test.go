package handlers_test

// The JSON API's exact answers, pinned (issue 14: "the JSON API keeps its
// shape"). Every recorded game of engine/testdata/games is stored as the
// app stores a game, then GET /api/games/:id (half-way and at the end) and
// GET /api/games/:id/events are compared byte for byte with the files in
// testdata/api. Moving an edition's API fields into the edition must not
// change one byte; go test ./handlers/ -run TestAPIGolden -update writes
// the files anew when a change is meant (and the README says so).

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/engine/enginetest"
	"herald/store"
)

var updateGolden = flag.Bool("update", false, "write the API golden files of TestAPIGolden anew")

const recordedDir = "../engine/testdata/games"

// createdAt is the only part of an answer that changes from run to run.
var createdAt = regexp.MustCompile(`"created_at":"[^"]*"`)

func TestAPIGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(recordedDir, "*", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded games: %v", err)
	}
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		name := strings.TrimSuffix(strings.TrimPrefix(path, recordedDir+"/"), ".json")
		t.Run(name, func(t *testing.T) {
			s := newServer(t)
			g := enginetest.Load(t, path)
			ref := s.storeBoards(g)
			mid := s.storeGame(g, ref, (len(g.Events)+1)/2)
			end := s.storeGame(g, ref, len(g.Events))
			golden(t, name+".mid.json", s.body("/api/games/"+strconv.FormatInt(mid, 10)))
			golden(t, name+".state.json", s.body("/api/games/"+strconv.FormatInt(end, 10)))
			golden(t, name+".events.json", s.body("/api/games/"+strconv.FormatInt(end, 10)+"/events"))
		})
	}
}

// storeBoards saves a game's made-up boards as the table's boards and
// returns the game's board reference ("a@1+b@1" for two halves).
func (s *server) storeBoards(g enginetest.Game) string {
	if len(g.BoardFiles) == 0 {
		return g.Board
	}
	var refs []string
	for _, f := range g.BoardFiles {
		data, err := os.ReadFile(filepath.Join(recordedDir, f))
		if err != nil {
			s.t.Fatal(err)
		}
		id := strings.TrimSuffix(filepath.Base(f), ".json")
		v, err := s.store.SaveBoard(context.Background(), store.Board{ID: id, Name: id, Edition: g.Edition, Data: data})
		if err != nil {
			s.t.Fatal(err)
		}
		refs = append(refs, id+"@"+strconv.Itoa(v))
	}
	return strings.Join(refs, "+")
}

// storeGame stores the first n events of g as a game on ref.
func (s *server) storeGame(g enginetest.Game, ref string, n int) int64 {
	ctx := context.Background()
	setup := store.NewEvent{Type: g.Events[0].Type, Payload: g.Events[0].Payload}
	id, err := s.store.CreateGame(ctx, "golden", g.Edition, ref, setup)
	if err != nil {
		s.t.Fatal(err)
	}
	var rest []store.NewEvent
	for _, e := range g.Events[1:n] {
		rest = append(rest, store.NewEvent{Type: e.Type, Payload: e.Payload})
	}
	if len(rest) > 0 {
		if _, err := s.store.AppendMany(ctx, id, 1, rest); err != nil {
			s.t.Fatal(err)
		}
	}
	return id
}

// body is a GET's answer with its timestamps blanked.
func (s *server) body(path string) []byte {
	s.t.Helper()
	code, body, _ := s.do("GET", path, "", nil, nil)
	if code != 200 {
		s.t.Fatalf("GET %s: %d %s", path, code, body)
	}
	return createdAt.ReplaceAll([]byte(body), []byte(`"created_at":"-"`))
}

// golden compares got with testdata/api/name, or writes it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", "api", name)
	if *updateGolden {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./handlers/ -run TestAPIGolden -update writes it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs: %s", name, firstDiff(got, want))
	}
}

// firstDiff shows where two answers part.
func firstDiff(got, want []byte) string {
	i := 0
	for i < len(got) && i < len(want) && got[i] == want[i] {
		i++
	}
	from := max(0, i-80)
	return fmt.Sprintf("at byte %d:\n got  …%s\n want …%s", i, got[from:min(len(got), i+80)], want[from:min(len(want), i+80)])
}
