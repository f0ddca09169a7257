package handlers

// Issue 14: "Existing databases open and their games replay to the same
// state". store/testdata/migration/main-914c046.db was written by main at
// 914c046 (before the editions moved into editions/<id>) through its store
// package, one game per recorded game of engine/testdata/games, the made-up
// boards saved as the board editor saves them; main-914c046.states.json is
// each game's final state as that code replayed it. The generator is
// store/testdata/migration/mkdb.go.txt.

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	_ "herald/editions/all"
	"herald/engine"
	"herald/store"
)

const migrationDir = "../store/testdata/migration"

// migrationGame, migrationState, migrationPlayer and migrationTerritory are
// the golden file's form (mkdb.go.txt's Game, State, Player, Territory).
type migrationGame struct {
	File    string         `json:"file"`
	Name    string         `json:"name"`
	Edition string         `json:"edition"`
	Board   string         `json:"board"`
	Events  int            `json:"events"`
	State   migrationState `json:"state"`
}

type migrationPlayer struct {
	Name  string   `json:"name"`
	House string   `json:"house"`
	Out   bool     `json:"out"`
	Hand  []string `json:"hand"`
}

type migrationTerritory struct {
	Owner int `json:"owner"`
	Units int `json:"units"`
}

type migrationState struct {
	Seq         int                           `json:"seq"`
	Players     []migrationPlayer             `json:"players"`
	Territories map[string]migrationTerritory `json:"territories"`
	Turn        int                           `json:"turn"`
	Round       int                           `json:"round"`
	Current     int                           `json:"current"`
	Phase       string                        `json:"phase"`
	Over        bool                          `json:"over"`
	EndReason   string                        `json:"end_reason"`
	Winners     []int                         `json:"winners"`
	Scores      []engine.Score                `json:"scores"`
}

func migrationStateOf(b *engine.Board, s *engine.State) migrationState {
	out := migrationState{Seq: s.Seq, Territories: map[string]migrationTerritory{}, Turn: s.Turn, Round: s.Round,
		Current: s.Current, Phase: string(s.Phase), Over: s.Over, EndReason: s.EndReason, Winners: s.Winners, Scores: s.Scores}
	for _, p := range s.Players {
		out.Players = append(out.Players, migrationPlayer{Name: p.Name, House: p.House, Out: p.Out, Hand: p.Hand})
	}
	for i, t := range b.Territories {
		out.Territories[t.ID] = migrationTerritory{Owner: s.Owner[i], Units: s.Units[i]}
	}
	return out
}

// TestMigrationFromMain914c046 opens a copy of the old database with
// today's store (its migrations run), loads every game the way a page does
// (the board resolved from its reference, shipped or stored, the log
// replayed with today's engine and editions) and compares its final state
// with the one the old code computed, exactly.
func TestMigrationFromMain914c046(t *testing.T) {
	var golden []migrationGame
	data, err := os.ReadFile(filepath.Join(migrationDir, "main-914c046.states.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &golden); err != nil {
		t.Fatal(err)
	}
	if len(golden) < 30 {
		t.Fatalf("the golden file holds %d games, want the 32 recorded games", len(golden))
	}
	byName := map[string]migrationGame{}
	for _, g := range golden {
		byName[g.Name] = g
	}

	db, err := os.ReadFile(filepath.Join(migrationDir, "main-914c046.db"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "herald.db")
	if err := os.WriteFile(path, db, 0o600); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.Close() })
	ctx := context.Background()

	metas, err := st.Games(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(metas) != len(golden) {
		t.Fatalf("the database lists %d games, the golden file %d", len(metas), len(golden))
	}
	g := newGames(st)
	seen := map[string]bool{}
	perEdition := map[string]int{}
	for _, meta := range metas {
		want, ok := byName[meta.Name]
		if !ok {
			t.Errorf("game %d %q is not in the golden file", meta.ID, meta.Name)
			continue
		}
		seen[meta.Name] = true
		t.Run(meta.Name, func(t *testing.T) {
			if meta.Edition != want.Edition || meta.Board != want.Board {
				t.Errorf("game %d: edition %q board %q, want %q %q", meta.ID, meta.Edition, meta.Board, want.Edition, want.Board)
			}
			gm, err := g.load(ctx, meta.ID)
			if err != nil {
				t.Fatalf("game %d does not replay: %v", meta.ID, err)
			}
			if gm.State.Seq != want.Events || len(gm.History) != want.Events {
				t.Errorf("replayed %d events (%d history entries), want %d", gm.State.Seq, len(gm.History), want.Events)
			}
			pb, err := g.loadBoard(ctx, meta.Board)
			if err != nil {
				t.Fatal(err)
			}
			got := migrationStateOf(pb.Board, gm.State)
			// Compared as JSON, the form the golden file was written in.
			gotJSON, err := json.Marshal(got)
			if err != nil {
				t.Fatal(err)
			}
			wantJSON, err := json.Marshal(want.State)
			if err != nil {
				t.Fatal(err)
			}
			if string(gotJSON) != string(wantJSON) {
				var back migrationState
				_ = json.Unmarshal(gotJSON, &back)
				for _, f := range reflect.VisibleFields(reflect.TypeFor[migrationState]()) {
					gv, wv := reflect.ValueOf(back).FieldByIndex(f.Index).Interface(), reflect.ValueOf(want.State).FieldByIndex(f.Index).Interface()
					if !reflect.DeepEqual(gv, wv) {
						t.Errorf("%s: got %v, want %v", f.Name, gv, wv)
					}
				}
				t.Errorf("state differs from main 914c046's\n got %s\nwant %s", gotJSON, wantJSON)
			}
			perEdition[meta.Edition]++
		})
	}
	if len(seen) != len(golden) {
		t.Errorf("%d of the golden file's %d games were in the database", len(seen), len(golden))
	}
	t.Logf("games replayed per edition: %v", perEdition)
}
