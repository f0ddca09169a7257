package handlers

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/records"
	"herald/store"
	"herald/views"
)

// The table's records across games (records.Compute) and the names of
// earlier players for the set-up form. A load replays only the games
// that changed since the last one (playedCache).

// playedCacheMax bounds the cache: beyond it a game is replayed on every
// load, as before there was one.
const playedCacheMax = 1000

// playedCache keeps each game's replayed contribution to the records by
// game id, with the last seq and last write time it was read at: an
// append or an undo moves one of them (the live stream's mark, liveMark,
// names a log the same way), so an unchanged game is not replayed again.
type playedCache struct {
	mu   sync.Mutex
	byID map[int64]cachedPlayed
}

type cachedPlayed struct {
	seq int
	at  time.Time
	p   records.Played
}

func (pc *playedCache) get(meta store.Game) (records.Played, bool) {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	c, ok := pc.byID[meta.ID]
	if !ok || c.seq != meta.Events || !c.at.Equal(meta.UpdatedAt) {
		return records.Played{}, false
	}
	c.p.Name = meta.Name // a name is the game's, not its log's
	return c.p, true
}

func (pc *playedCache) put(meta store.Game, p records.Played) {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	if pc.byID == nil {
		pc.byID = map[int64]cachedPlayed{}
	}
	if _, ok := pc.byID[meta.ID]; !ok && len(pc.byID) >= playedCacheMax {
		return
	}
	pc.byID[meta.ID] = cachedPlayed{seq: meta.Events, at: meta.UpdatedAt, p: p}
}

// recordsPage is GET /records: the figures of the games the filter
// keeps (logbook), the finished ones counted, the unfinished listed apart.
func (a *App) recordsPage(c echo.Context) error {
	played, f, status, err := a.logbook(c)
	if err != nil {
		return err
	}
	v := views.RecordsView{Filter: f}
	if f.Refusal == "" {
		v.Records = records.Compute(played, f.Editions)
		_, v.Unfinished = views.NewestFirst(played)
	}
	return render(c, status, views.RecordsPage(ctxOf(c), v))
}

// playedGame reads and replays one game's log for the records, or takes
// it from the cache when the log has not changed since.
func (a *App) playedGame(ctx context.Context, meta store.Game) (records.Played, error) {
	if p, ok := a.played.get(meta); ok {
		return p, nil
	}
	board, stored, events, err := a.gameLog(ctx, meta)
	if err != nil {
		return records.Played{}, err
	}
	p, err := records.Replay(board, events)
	if err != nil {
		return records.Played{}, fmt.Errorf("game %d: %w", meta.ID, err)
	}
	p.ID, p.Name, p.Edition = meta.ID, meta.Name, meta.Edition
	p.First, p.Last = stored[0].CreatedAt, stored[len(stored)-1].CreatedAt
	a.played.put(meta, p)
	return p, nil
}

// knownPlayers is the names of earlier games' players, newest first, for
// the set-up form's list. A setup that no longer decodes is skipped: the
// list is a help, never a reason to refuse the form.
func (a *App) knownPlayers(ctx context.Context) ([]string, error) {
	stored, err := a.games.store.SetupEvents(ctx)
	if err != nil {
		return nil, err
	}
	var setups [][]engine.PlayerSetup
	for _, se := range stored {
		e, err := engine.Decode(se.Type, se.Payload)
		if s, ok := e.(engine.Setup); err == nil && ok {
			setups = append(setups, s.Players)
		}
	}
	return records.Names(setups), nil
}

// setupPage renders an edition's set-up form offering the names of
// earlier games' players.
func (a *App) setupPage(c echo.Context, status int, ed views.SetupEdition, f views.SetupForm, refusal string) error {
	known, err := a.knownPlayers(c.Request().Context())
	if err != nil {
		return err
	}
	return render(c, status, views.SetupPageWith(ctxOf(c), ed, f, refusal, known))
}

// WarmLogbook makes Herald read every game into the logbook's cache
// (playedCache) in the background as it starts, so the first /games or
// /records after a start answers from it (issue 33: cold, 50 games of 312
// events took 424 ms, from the cache 6 ms; BenchmarkLogbookPages).
func WarmLogbook() Option { return func(a *App) { a.warm = true } }

// warmLogbook reads every game once (playedGames, its answer unused); a
// game that does not replay is left to the page, which says so.
func (a *App) warmLogbook(ctx context.Context) {
	_, _ = a.playedGames(ctx)
}
