package handlers

import (
	"context"
	"fmt"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/records"
	"herald/store"
	"herald/views"
)

// The table's records across games (records.Compute) and the names of
// earlier players for the set-up form. Every load replays every game: a
// cache is a later step if the benchmark (BenchmarkRecordsPage) asks.

// recordsPage is GET /records.
func (a *App) recordsPage(c echo.Context) error {
	ctx := c.Request().Context()
	list, err := a.games.store.Games(ctx)
	if err != nil {
		return err
	}
	// The store lists the newest game first; a player keeps the name of
	// their first game, and the luck reads oldest first.
	slices.Reverse(list)
	played := make([]records.Played, len(list))
	for i, g := range list {
		if played[i], err = a.playedGame(ctx, g); err != nil {
			return err
		}
	}
	var order []string
	for _, r := range engine.Editions() {
		order = append(order, r.Edition)
	}
	return render(c, http.StatusOK, views.RecordsPage(ctxOf(c), views.RecordsView{Records: records.Compute(played, order)}))
}

// gameLog reads a game's board and stored log, decoded.
func (a *App) gameLog(ctx context.Context, meta store.Game) (*engine.Board, []store.Event, []engine.Event, error) {
	stored, err := a.games.store.Events(ctx, meta.ID)
	if err != nil {
		return nil, nil, nil, err
	}
	pb, err := a.games.loadBoard(ctx, meta.Board)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("game %d: %w", meta.ID, err)
	}
	events := make([]engine.Event, len(stored))
	for i, se := range stored {
		if events[i], err = engine.Decode(se.Type, se.Payload); err != nil {
			return nil, nil, nil, fmt.Errorf("game %d event %d: %w", meta.ID, se.Seq, err)
		}
	}
	return pb.Board, stored, events, nil
}

// playedGame reads and replays one game's log for the records.
func (a *App) playedGame(ctx context.Context, meta store.Game) (records.Played, error) {
	board, stored, events, err := a.gameLog(ctx, meta)
	if err != nil {
		return records.Played{}, err
	}
	p := records.Played{ID: meta.ID, Name: meta.Name, Edition: meta.Edition, First: stored[0].CreatedAt, Last: stored[len(stored)-1].CreatedAt}
	if p.Final, p.Dice, err = records.Replay(board, events); err != nil {
		return records.Played{}, fmt.Errorf("game %d: %w", meta.ID, err)
	}
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
