package store

import (
	"errors"
	"fmt"
	"sync"
	"testing"
)

func board(id, name, data string) Board {
	return Board{ID: id, Name: name, Edition: "halo_legendary", Data: []byte(data)}
}

func TestBoardVersionsAreKept(t *testing.T) {
	s, path := openTest(t)
	for i, want := range []int{1, 2, 3} {
		v, err := s.SaveBoard(ctx, board("hammer", "Hammer", fmt.Sprintf(`{"v":%d}`, i+1)))
		if err != nil || v != want {
			t.Fatalf("SaveBoard #%d = %d, %v, want version %d", i+1, v, err, want)
		}
	}
	if _, err := s.SaveBoard(ctx, board("anvil", "Anvil", `{}`)); err != nil {
		t.Fatal(err)
	}
	for v := 1; v <= 3; v++ {
		b, err := s.Board(ctx, "hammer", v)
		if err != nil || b.Version != v || string(b.Data) != fmt.Sprintf(`{"v":%d}`, v) || b.Name != "Hammer" || b.Edition != "halo_legendary" || b.CreatedAt.IsZero() {
			t.Errorf("Board(hammer, %d) = %+v, %v", v, b, err)
		}
	}
	latest, err := s.LatestBoard(ctx, "hammer")
	if err != nil || latest.Version != 3 || string(latest.Data) != `{"v":3}` {
		t.Errorf("LatestBoard = %+v, %v", latest, err)
	}
	list, err := s.Boards(ctx)
	if err != nil || len(list) != 2 || list[0].ID != "anvil" || list[1].ID != "hammer" || list[1].Version != 3 || string(list[1].Data) != `{"v":3}` {
		t.Errorf("Boards = %+v, %v", list, err)
	}
	versions, err := s.BoardVersions(ctx, "hammer")
	if err != nil || len(versions) != 3 || versions[0].Version != 3 || versions[2].Version != 1 || versions[0].Data != nil {
		t.Errorf("BoardVersions = %+v, %v", versions, err)
	}

	// A version is never changed, not even by hand.
	if _, err := s.db.ExecContext(ctx, `UPDATE boards SET data = '{}' WHERE id = 'hammer' AND version = 1`); err == nil {
		t.Error("a board version could be changed")
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO boards (id, version, name, edition, data, created_at) VALUES ('hammer', 2, 'x', 'x', '{}', 'x')`); err == nil {
		t.Error("a board version could be written twice")
	}

	// And they survive a restart.
	s.Close()
	s2, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if b, err := s2.Board(ctx, "hammer", 2); err != nil || string(b.Data) != `{"v":2}` {
		t.Errorf("after reopening: %+v, %v", b, err)
	}
}

func TestBoardNotFound(t *testing.T) {
	s, _ := openTest(t)
	if _, err := s.SaveBoard(ctx, board("hammer", "Hammer", `{}`)); err != nil {
		t.Fatal(err)
	}
	for name, err := range map[string]error{
		"unknown id":      second(s.LatestBoard(ctx, "anvil")),
		"unknown version": second(s.Board(ctx, "hammer", 2)),
		"no versions":     second(s.BoardVersions(ctx, "anvil")),
	} {
		if !errors.Is(err, ErrBoardNotFound) || !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: %v, want ErrBoardNotFound", name, err)
		}
	}
	if list, err := s.Boards(ctx); err != nil || len(list) != 1 {
		t.Errorf("Boards = %v, %v", list, err)
	}
}

func second[T any](_ T, err error) error { return err }

func TestSaveBoardAfterRefusesAStaleEditor(t *testing.T) {
	s, _ := openTest(t)
	if v, err := s.SaveBoardAfter(ctx, board("ring", "Ring", `{}`), 0); err != nil || v != 1 {
		t.Fatalf("new board: %d, %v", v, err)
	}
	if _, err := s.SaveBoardAfter(ctx, board("ring", "Ring", `{}`), 0); !errors.Is(err, ErrStale) {
		t.Errorf("second new board with the same id: %v, want ErrStale", err)
	}
	if v, err := s.SaveBoardAfter(ctx, board("ring", "Ring", `{"a":1}`), 1); err != nil || v != 2 {
		t.Fatalf("save after 1: %d, %v", v, err)
	}
	if _, err := s.SaveBoardAfter(ctx, board("ring", "Ring", `{"b":1}`), 1); !errors.Is(err, ErrStale) {
		t.Errorf("save after 1 again: %v, want ErrStale", err)
	}
	if b, _ := s.LatestBoard(ctx, "ring"); b.Version != 2 || string(b.Data) != `{"a":1}` {
		t.Errorf("latest = %+v", b)
	}
	if _, err := s.SaveBoard(ctx, board("ring", "Ring", `not json`)); err == nil {
		t.Error("saved a board that is not JSON")
	}
}

// Tablets saving at once each get their own version, none lost.
func TestSaveBoardConcurrently(t *testing.T) {
	s, _ := openTest(t)
	const n = 8
	var wg sync.WaitGroup
	versions := make(chan int, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			v, err := s.SaveBoard(ctx, board("arcadia", "Arcadia", `{}`))
			if err != nil {
				t.Error(err)
			}
			versions <- v
		}()
	}
	wg.Wait()
	close(versions)
	seen := map[int]bool{}
	for v := range versions {
		seen[v] = true
	}
	for v := 1; v <= n; v++ {
		if !seen[v] {
			t.Errorf("version %d missing: %v", v, seen)
		}
	}
}
