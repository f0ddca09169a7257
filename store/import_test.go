package store

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
)

// A game import is written whole or not at all: when its board's version
// here holds another board, neither that board, nor the game, nor its
// events are left behind.
func TestImportGameAllOrNothing(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "h.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	if _, err := s.SaveBoard(ctx, Board{ID: "b", Name: "B", Edition: "x", Data: []byte(`{"id":"b","n":1}`)}); err != nil {
		t.Fatal(err)
	}
	g := ImportedGame{Name: "g", Edition: "x", Board: "a@1+b@1",
		Boards: []Board{{ID: "a", Version: 1, Name: "A", Data: []byte(`{"id":"a"}`)}, {ID: "b", Version: 1, Name: "B", Data: []byte(`{"id":"b","n":2}`)}},
		Events: []NewEvent{{Type: "setup", Payload: []byte(`{}`)}, {Type: "place", Payload: []byte(`{}`)}}}
	if _, err := s.ImportGame(ctx, g); !errors.Is(err, ErrBoardTaken) {
		t.Fatalf("err = %v, want ErrBoardTaken", err)
	}
	if games, _ := s.Games(ctx); len(games) != 0 {
		t.Errorf("%d games left behind", len(games))
	}
	if _, err := s.LatestBoard(ctx, "a"); !errors.Is(err, ErrBoardNotFound) {
		t.Errorf("board a left behind: %v", err)
	}
	// The same board in another key order and spacing is shared.
	g.Boards[1].Data = []byte(`{ "n": 1, "id": "b" }`)
	id, err := s.ImportGame(ctx, g)
	if err != nil {
		t.Fatal(err)
	}
	if evs, _ := s.Events(ctx, id); len(evs) != 2 {
		t.Errorf("%d events, want 2", len(evs))
	}
	if vs, _ := s.BoardVersions(ctx, "b"); len(vs) != 1 {
		t.Errorf("board b has %d versions, want the one shared", len(vs))
	}
}
