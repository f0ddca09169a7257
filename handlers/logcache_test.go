package handlers

import (
	"testing"
	"time"

	"herald/store"
)

// twoDropping and twoLeaving keep two games, dropping the oldest for a
// new one (as the summaries do) or leaving the new one out (as the
// records do).
type twoDropping struct{}

func (twoDropping) most() int         { return 2 }
func (twoDropping) dropsOldest() bool { return true }

type twoLeaving struct{}

func (twoLeaving) most() int         { return 2 }
func (twoLeaving) dropsOldest() bool { return false }

// kept is what c holds for game id at mark, "" for nothing.
func kept[L cacheLimit](c *logCache[string, string, L], id int64, mark string) string {
	v, _ := c.get(id, mark)
	return v
}

// A game's value is its log's: another mark misses, and putting the
// game's new log replaces the old one's value (and makes the game the
// newest kept).
func TestLogCacheKeepsOneValuePerGameForItsLog(t *testing.T) {
	var c logCache[string, string, twoDropping]
	c.put(1, "a", "one at a")
	if kept(&c, 1, "a") != "one at a" || kept(&c, 1, "b") != "" || kept(&c, 2, "a") != "" {
		t.Fatalf("after one put: %q %q %q", kept(&c, 1, "a"), kept(&c, 1, "b"), kept(&c, 2, "a"))
	}
	c.put(2, "a", "two at a")
	c.put(1, "b", "one at b")
	if kept(&c, 1, "a") != "" || kept(&c, 1, "b") != "one at b" || len(c.byID) != 2 {
		t.Fatalf("the log moved on: old %q, new %q, %d kept", kept(&c, 1, "a"), kept(&c, 1, "b"), len(c.byID))
	}
	c.put(3, "a", "three at a") // full: game 2 is now the oldest
	if kept(&c, 2, "a") != "" || kept(&c, 1, "b") != "one at b" || kept(&c, 3, "a") != "three at a" {
		t.Errorf("full, dropping the oldest: 2 %q, 1 %q, 3 %q", kept(&c, 2, "a"), kept(&c, 1, "b"), kept(&c, 3, "a"))
	}
}

// A cache that leaves new games out when full still follows the logs of
// the games it keeps.
func TestLogCacheFullLeavesANewGameOut(t *testing.T) {
	var c logCache[string, string, twoLeaving]
	c.put(1, "a", "one at a")
	c.put(2, "a", "two at a")
	c.put(3, "a", "three at a")
	if kept(&c, 3, "a") != "" || kept(&c, 1, "a") != "one at a" || kept(&c, 2, "a") != "two at a" {
		t.Fatalf("full, leaving out: 3 %q, 1 %q, 2 %q", kept(&c, 3, "a"), kept(&c, 1, "a"), kept(&c, 2, "a"))
	}
	c.put(1, "b", "one at b")
	if kept(&c, 1, "b") != "one at b" || kept(&c, 1, "a") != "" || kept(&c, 2, "a") != "two at a" {
		t.Errorf("a kept game's new log: %q, old %q, 2 %q", kept(&c, 1, "b"), kept(&c, 1, "a"), kept(&c, 2, "a"))
	}
}

// The records' mark is the same for the same instant read in another
// zone or with a monotonic reading (as time.Time.Equal was), and moves
// with the seq or the time.
func TestPlayedMarkIsTheInstant(t *testing.T) {
	now := time.Now() // has a monotonic reading
	at := store.Game{Events: 5, UpdatedAt: now}
	same := store.Game{Events: 5, UpdatedAt: now.In(time.FixedZone("CET", 3600)).Round(0)}
	if playedMarkOf(at) != playedMarkOf(same) {
		t.Error("the same instant makes another mark")
	}
	later := store.Game{Events: 5, UpdatedAt: now.Add(time.Nanosecond)}
	undone := store.Game{Events: 4, UpdatedAt: now}
	if playedMarkOf(at) == playedMarkOf(later) || playedMarkOf(at) == playedMarkOf(undone) {
		t.Error("another log makes the same mark")
	}
}
