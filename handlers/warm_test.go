package handlers

import (
	"context"
	"testing"
)

// WarmLogbook reads every game into the logbook's cache as Herald starts
// (issue 33, "Fast": cache what does not change), so the first /games or
// /records after a start does not replay every log.
func TestWarmLogbookFillsTheCache(t *testing.T) {
	a, id, _ := summaryGame(t)
	ctx := context.Background()
	meta, err := a.games.store.Game(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := a.played.get(id, playedMarkOf(meta)); ok {
		t.Fatal("the cache holds the game before any warming")
	}
	a.warmLogbook(ctx)
	p, ok := a.played.get(id, playedMarkOf(meta))
	if !ok || p.ID != id || len(p.Seats) != 2 {
		t.Fatalf("after warming: %v %+v", ok, p)
	}
}
