package handlers

import (
	"context"
	"fmt"
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

// playedCache keeps each game's replayed contribution to the records for
// the log it was read from (playedMark), so an unchanged game is not
// replayed again. Beyond 1000 games a new one is left out (firstThousand).
type playedCache = logCache[playedMark, records.Played, firstThousand]

// playedMark names the log a game was replayed from: its last seq and
// its last write time. An append or an undo moves one of them (the live
// stream's mark, liveMark, names a log the same way). The time is kept
// in UTC without its monotonic reading, so that == is Equal.
type playedMark struct {
	seq int
	at  time.Time
}

func playedMarkOf(meta store.Game) playedMark {
	return playedMark{seq: meta.Events, at: meta.UpdatedAt.UTC().Round(0)}
}

// firstThousand keeps up to 1000 games and leaves a new one out beyond:
// that one is replayed on every load, as before there was a cache.
type firstThousand struct{}

func (firstThousand) most() int         { return 1000 }
func (firstThousand) dropsOldest() bool { return false }

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
	if p, ok := a.played.get(meta.ID, playedMarkOf(meta)); ok {
		p.Name = meta.Name // a name is the game's, not its log's
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
	a.played.put(meta.ID, playedMarkOf(meta), p)
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
