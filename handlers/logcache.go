package handlers

import (
	"slices"
	"sync"
)

// logCache keeps one value per game, made from the log its mark M names
// (the summary's story, the records' replay): a log that moved on (an
// append, an undo, an undo and another action at the same seq) has
// another mark, so the value kept for the game is not the log's and is
// made anew. Which games it keeps when full is L's (cacheLimit); the zero
// value is an empty cache, ready to use.
type logCache[M comparable, V any, L cacheLimit] struct {
	mu    sync.Mutex
	byID  map[int64]markedValue[M, V]
	order []int64 // the games kept, oldest first
}

// cacheLimit is how many games a logCache keeps and what it does when
// full: drop the oldest kept for the new game, or leave the new game out
// (then it is made on every request, as if there were no cache).
type cacheLimit interface {
	most() int
	dropsOldest() bool
}

type markedValue[M comparable, V any] struct {
	mark  M
	value V
}

// get is the value kept for game id when it was made from the log mark
// names.
func (c *logCache[M, V, L]) get(id int64, mark M) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	kept, ok := c.byID[id]
	if !ok || kept.mark != mark {
		var none V
		return none, false
	}
	return kept.value, true
}

// put keeps v, made from the log mark names, for game id in place of the
// game's older value (its log moved on); a full cache drops its oldest or
// leaves v out, as L says.
func (c *logCache[M, V, L]) put(id int64, mark M, v V) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var limit L
	c.forget(id)
	for len(c.order) >= limit.most() {
		if !limit.dropsOldest() || len(c.order) == 0 {
			return
		}
		c.forget(c.order[0])
	}
	if c.byID == nil {
		c.byID = map[int64]markedValue[M, V]{}
	}
	c.byID[id] = markedValue[M, V]{mark: mark, value: v}
	c.order = append(c.order, id)
}

// forget drops what is kept for game id (c.mu held).
func (c *logCache[M, V, L]) forget(id int64) {
	if _, ok := c.byID[id]; !ok {
		return
	}
	delete(c.byID, id)
	c.order = slices.DeleteFunc(c.order, func(o int64) bool { return o == id })
}
