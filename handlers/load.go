package handlers

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"herald/engine"
	"herald/maps"
	"herald/store"
	"herald/views"
)

// game is a replayed game: its state and its history in plain words.
type game struct {
	Meta    store.Game
	State   *engine.State
	History []views.HistoryEntry // oldest first
	// Invasion is the run of battles at the end of the log, for the odds
	// trail of the attack form.
	Invasion views.Invasion
	// Redo is what the next redo puts back, nil when nothing is undone.
	Redo *redoNext
	// Last is the last event with the state before it (the result area).
	Last views.Result
	// Seated: the game's seat links were issued (seats.go), so the shared
	// pages keep private things private.
	Seated bool
	// Mark names the log's state (liveMark): an undo followed by a new
	// action comes back to the same seq with another mark.
	Mark string
}

// redoNext is the most recently undone event, as stored and decoded, with
// its history entry on the current state (no lines when the rules refuse it
// there now; the redo then says so when tapped).
type redoNext struct {
	Stored store.Event
	Event  engine.Event
	Entry  views.HistoryEntry
}

// games keeps the latest replay of each game, so a page costs one cheap
// query (the last seq) instead of a replay of the whole log.
type games struct {
	store *store.Store
	mu    sync.Mutex
	cache map[int64]*game
	// boards holds resolved board references: a stored version never
	// changes, so it is read and built once.
	boards map[string]playBoard
	// live tells the devices showing a game each write to its log: record,
	// undo and redo below are the only writers, and publish after commit.
	live *hub
	// seated caches which games have seat links (only ever turns true).
	seated map[int64]bool
	// liveParts are recent marks' pages in parts, for the live fetch.
	liveParts liveParts
}

func newGames(st *store.Store) *games {
	return &games{store: st, cache: map[int64]*game{}, boards: map[string]playBoard{}, live: newHub(), seated: map[int64]bool{}}
}

// playBoard is a board a game is played on, with its edition.
type playBoard struct {
	Board   *engine.Board
	Edition string
}

// errNoBoard: a board reference names no shipped board and no stored
// version. errUnplayable: the stored version cannot be built into a board
// (maps.Check lists its errors in the editor).
var (
	errNoBoard    = errors.New("no such board")
	errUnplayable = errors.New("board cannot be played as it is")
)

// loadBoard resolves a board reference: "westeros" is a shipped board,
// "ours@3" version 3 of a board the table entered. A stored board is
// built as it is: what maps.Check only warns about never stops a game.
func (g *games) loadBoard(ctx context.Context, ref string) (playBoard, error) {
	g.mu.Lock()
	pb, ok := g.boards[ref]
	g.mu.Unlock()
	if ok {
		return pb, nil
	}
	if a, b, two := strings.Cut(ref, "+"); two {
		return g.loadComposed(ctx, ref, a, b)
	}
	id, v, versioned := strings.Cut(ref, "@")
	if !versioned {
		b, err := maps.Load(ref)
		if err != nil {
			return playBoard{}, fmt.Errorf("board %q: %w (%w)", ref, errNoBoard, err)
		}
		meta, err := maps.MetaOf(ref)
		if err != nil {
			return playBoard{}, err
		}
		return playBoard{Board: b, Edition: meta.Edition}, nil
	}
	version, err := strconv.Atoi(v)
	if err != nil || version < 1 {
		return playBoard{}, fmt.Errorf("board %q: %w", ref, errNoBoard)
	}
	row, err := g.store.Board(ctx, id, version)
	if errors.Is(err, store.ErrBoardNotFound) {
		return playBoard{}, fmt.Errorf("board %q: %w", ref, errNoBoard)
	}
	if err != nil {
		return playBoard{}, err
	}
	spec, _, err := maps.ParseMeta(row.Data)
	if err != nil {
		return playBoard{}, fmt.Errorf("board %q: %w: %w", ref, errUnplayable, err)
	}
	b, err := engine.NewBoard(spec)
	if err != nil {
		return playBoard{}, fmt.Errorf("board %q: %w: %w", ref, errUnplayable, err)
	}
	pb = playBoard{Board: b, Edition: views.CanonicalEdition(row.Edition)}
	g.mu.Lock()
	g.boards[ref] = pb
	g.mu.Unlock()
	return pb, nil
}

// loadComposed builds a battlefield of two boards, "a@1+b@2" (the Ring
// and Forge), from two boards of one edition.
func (g *games) loadComposed(ctx context.Context, ref, a, b string) (playBoard, error) {
	pa, err := g.loadBoard(ctx, a)
	if err != nil {
		return playBoard{}, err
	}
	pb, err := g.loadBoard(ctx, b)
	if err != nil {
		return playBoard{}, err
	}
	if pa.Edition != pb.Edition || engine.BoardID(a) == engine.BoardID(b) {
		return playBoard{}, fmt.Errorf("board %q: %w: two different boards of one edition are joined", ref, errUnplayable)
	}
	board, err := engine.Compose(pa.Board, pb.Board)
	if err != nil {
		return playBoard{}, fmt.Errorf("board %q: %w: %w", ref, errUnplayable, err)
	}
	out := playBoard{Board: board, Edition: pa.Edition}
	g.mu.Lock()
	g.boards[ref] = out
	g.mu.Unlock()
	return out, nil
}

// load returns the current replay of a game.
func (g *games) load(ctx context.Context, id int64) (*game, error) {
	last, err := g.store.LastSeq(ctx, id)
	if err != nil {
		return nil, err
	}
	g.mu.Lock()
	cached := g.cache[id]
	g.mu.Unlock()
	if cached != nil && cached.State.Seq == last {
		gm, err := g.withRedo(ctx, cached)
		if err != nil {
			return nil, err
		}
		return g.shown(ctx, gm)
	}
	meta, err := g.store.Game(ctx, id)
	if err != nil {
		return nil, err
	}
	events, err := g.store.Events(ctx, id)
	if err != nil {
		return nil, err
	}
	gm, err := g.replay(ctx, meta, events)
	if err != nil {
		return nil, err
	}
	g.remember(gm)
	if gm, err = g.withRedo(ctx, gm); err != nil {
		return nil, err
	}
	return g.shown(ctx, gm)
}

// shown is gm as the pages show it: with its seats and its board's
// newest picture.
func (g *games) shown(ctx context.Context, gm *game) (*game, error) {
	gm, err := g.withSeats(ctx, gm)
	if err != nil {
		return nil, err
	}
	return g.withNewestPicture(ctx, gm)
}

// withSeats is gm marked seated when its game has seat links (a copy: a
// cached game is never changed).
func (g *games) withSeats(ctx context.Context, gm *game) (*game, error) {
	if gm == nil || gm.Seated {
		return gm, nil
	}
	g.mu.Lock()
	seated, known := g.seated[gm.Meta.ID]
	g.mu.Unlock()
	if !known {
		seats, err := g.store.Seats(ctx, gm.Meta.ID)
		if err != nil {
			return nil, err
		}
		seated = len(seats) > 0
		g.mu.Lock()
		g.seated[gm.Meta.ID] = seated
		g.mu.Unlock()
	}
	if !seated {
		return gm, nil
	}
	out := *gm
	out.Seated = true
	return &out, nil
}

// withRedo returns gm with the store's next redo: gm itself when its Redo is
// still that event, else a copy (a cached game is never changed).
func (g *games) withRedo(ctx context.Context, gm *game) (*game, error) {
	next, ok, err := g.store.NextRedo(ctx, gm.Meta.ID, gm.State.Seq)
	if err != nil {
		return nil, err
	}
	if !ok && gm.Redo == nil || ok && gm.Redo != nil && gm.Redo.Stored.Type == next.Type && string(gm.Redo.Stored.Payload) == string(next.Payload) {
		return gm, nil
	}
	out := *gm
	out.Redo = nil
	if ok {
		r := &redoNext{Stored: next, Entry: views.HistoryEntry{Seq: next.Seq, Type: next.Type}}
		if r.Event, err = engine.Decode(next.Type, next.Payload); err != nil {
			return nil, fmt.Errorf("game %d undone event %d: %w", gm.Meta.ID, next.Seq, err)
		}
		if after, err := engine.Apply(gm.State, r.Event); err == nil {
			r.Entry.Lines = engine.Describe(gm.State, r.Event, after)
		}
		out.Redo = r
	}
	g.remember(&out)
	return &out, nil
}

func (g *games) remember(gm *game) {
	g.mu.Lock()
	defer g.mu.Unlock()
	// A cached game older than the log is replaced on its next load, which
	// compares it with the store's last seq.
	g.cache[gm.Meta.ID] = gm
}

func (g *games) forget(id int64) {
	g.mu.Lock()
	delete(g.cache, id)
	g.mu.Unlock()
}

// decodeLog is a stored log's board (the version the game started on)
// and its events, decoded.
func (g *games) decodeLog(ctx context.Context, meta store.Game, stored []store.Event) (*engine.Board, []engine.Event, error) {
	pb, err := g.loadBoard(ctx, meta.Board)
	if err != nil {
		return nil, nil, fmt.Errorf("game %d: %w", meta.ID, err)
	}
	events := make([]engine.Event, len(stored))
	for i, se := range stored {
		if events[i], err = engine.Decode(se.Type, se.Payload); err != nil {
			return nil, nil, fmt.Errorf("game %d event %d: %w", meta.ID, se.Seq, err)
		}
	}
	return pb.Board, events, nil
}

// gameLog reads a game's board and stored log, decoded.
func (a *App) gameLog(ctx context.Context, meta store.Game) (*engine.Board, []store.Event, []engine.Event, error) {
	stored, err := a.games.store.Events(ctx, meta.ID)
	if err != nil {
		return nil, nil, nil, err
	}
	board, events, err := a.games.decodeLog(ctx, meta, stored)
	return board, stored, events, err
}

// replay folds a stored log into a game, writing its history on the way.
// The board is the version the game started on (meta.Board).
func (g *games) replay(ctx context.Context, meta store.Game, stored []store.Event) (*game, error) {
	board, events, err := g.decodeLog(ctx, meta, stored)
	if err != nil {
		return nil, err
	}
	gm := &game{Meta: meta, Mark: liveMark(stored[len(stored)-1])}
	gm.State, err = engine.ReplayEach(board, events, func(before *engine.State, e engine.Event, after *engine.State) {
		gm.History = append(gm.History, views.HistoryEntry{Seq: after.Seq, Type: e.Type(), Lines: engine.Describe(before, e, after)})
		gm.Invasion = gm.Invasion.Follow(before, e, after)
		gm.Last = views.Result{Before: before, Event: e}
	})
	if err != nil {
		return nil, fmt.Errorf("game %d: %w", meta.ID, err)
	}
	return gm, nil
}

// record applies e to the game as of seq and appends it to the log. The
// engine refuses impossible actions before anything is written; the store
// refuses a seq that is no longer the last one.
func (g *games) record(ctx context.Context, id int64, seq int, e engine.Event) (*game, error) {
	gm, err := g.load(ctx, id)
	if err != nil {
		return nil, err
	}
	if seq != gm.State.Seq {
		return gm, gm.stale(seq)
	}
	// A draw from Herald's deck gets its fresh secret key here, the one
	// writer of new actions (engine drawkey.go).
	e = gm.State.KeyDraw(e)
	after, err := engine.Apply(gm.State, e)
	if err != nil {
		return gm, err
	}
	typ, payload, err := engine.Encode(e)
	if err != nil {
		return gm, err
	}
	stored, err := g.store.Append(ctx, id, seq, typ, payload)
	if err != nil {
		return gm, err
	}
	next := gm.then(e, typ, after)
	next.Mark = liveMark(stored)
	g.remember(next)
	g.live.publish(id, next.Mark)
	return next, nil
}

// then is gm after e (of type typ) was recorded, leading to state after;
// nothing is left to redo.
func (gm *game) then(e engine.Event, typ string, after *engine.State) *game {
	next := &game{Meta: gm.Meta, State: after, History: slices.Clone(gm.History), Invasion: gm.Invasion.Follow(gm.State, e, after), Last: views.Result{Before: gm.State, Event: e}, Seated: gm.Seated}
	next.History = append(next.History, views.HistoryEntry{Seq: after.Seq, Type: typ, Lines: engine.Describe(gm.State, e, after)})
	return next
}

// redo puts the most recently undone event back, as of seq. It goes
// through engine.Apply like a new action, so a redo the rules refuse on
// the current state is refused with the rule's sentence and not recorded.
func (g *games) redo(ctx context.Context, id int64, seq int) (*game, error) {
	gm, err := g.load(ctx, id)
	if err != nil {
		return nil, err
	}
	if seq != gm.State.Seq {
		return gm, gm.stale(seq)
	}
	if gm.Redo == nil {
		return gm, store.ErrNothingToRedo
	}
	r := gm.Redo
	after, err := engine.Apply(gm.State, r.Event)
	if err != nil {
		return gm, err
	}
	stored, err := g.store.Redo(ctx, id, seq, store.NewEvent{Type: r.Stored.Type, Payload: r.Stored.Payload})
	if err != nil {
		return gm, err
	}
	next := gm.then(r.Event, r.Stored.Type, after)
	next.Mark = liveMark(stored)
	g.remember(next)
	g.live.publish(id, next.Mark)
	return g.withRedo(ctx, next)
}

// undo drops the last event, as of seq.
func (g *games) undo(ctx context.Context, id int64, seq int) (*game, error) {
	gm, err := g.load(ctx, id)
	if err != nil {
		return nil, err
	}
	// An undo from a page behind the game would drop what it never saw:
	// refused, saying what that was.
	if seq < gm.State.Seq {
		return gm, gm.stale(seq)
	}
	if err := g.store.DropLast(ctx, id, seq); err != nil {
		return gm, err
	}
	g.forget(id)
	gm, err = g.load(ctx, id)
	if err != nil {
		return nil, err
	}
	g.live.publish(id, gm.Mark)
	return gm, nil
}

// staleError is an action sent from a page at seq Page while the game had
// moved on: it is store.ErrStale (409) and carries what was recorded
// since, newest first, so the refusal can say what changed meanwhile.
type staleError struct {
	Page, Game int
	Since      []views.HistoryEntry
}

func (e *staleError) Error() string {
	return fmt.Sprintf("page at %d, game at %d: %s", e.Page, e.Game, store.ErrStale)
}

func (e *staleError) Unwrap() error { return store.ErrStale }

// stale is the refusal of an action sent from a page at seq. The history
// after seq is what the page did not show (after an undo it may also hold
// an action that replaced one the page showed; it is still news to it).
func (gm *game) stale(seq int) error {
	e := &staleError{Page: seq, Game: gm.State.Seq}
	for i := len(gm.History) - 1; i >= 0 && gm.History[i].Seq > seq; i-- {
		e.Since = append(e.Since, gm.History[i])
	}
	return e
}
