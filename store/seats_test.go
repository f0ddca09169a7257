package store

import (
	"context"
	"testing"
)

// A seat's link names its player; re-issuing it makes the old token stop
// working (issue 16, item 3: "the tablet can re-issue it").
func TestSeatIssueAndReissue(t *testing.T) {
	s, _ := openTest(t)
	ctx := context.Background()
	id := newGame(t, s)
	a, err := s.IssueSeat(ctx, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.IssueSeat(ctx, id, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != 32 || a == b {
		t.Fatalf("tokens %q %q: want two different 128-bit hex tokens", a, b)
	}
	if p, ok, _ := s.SeatOf(ctx, id, b); !ok || p != 1 {
		t.Fatalf("token b: seat %d %v, want 1", p, ok)
	}
	a2, err := s.IssueSeat(ctx, id, 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := s.SeatOf(ctx, id, a); ok {
		t.Fatal("the re-issued seat's old token still works")
	}
	if p, ok, _ := s.SeatOf(ctx, id, a2); !ok || p != 0 {
		t.Fatalf("new token: seat %d %v, want 0", p, ok)
	}
	if _, ok, _ := s.SeatOf(ctx, id+1, a2); ok {
		t.Fatal("a token works for another game")
	}
	if _, ok, _ := s.SeatOf(ctx, id, ""); ok {
		t.Fatal("an empty token names a seat")
	}
}
