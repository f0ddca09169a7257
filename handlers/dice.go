package handlers

import (
	"context"
	"fmt"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"herald/stats"
	"herald/store"
	"herald/views"
)

// diceReport reads one game's log for the dice page. The replay cache
// keeps only the latest state, and luck needs every battle's state before
// it, so the log is read and replayed here.
func (a *App) diceReport(ctx context.Context, meta store.Game) (stats.Report, error) {
	board, _, events, err := a.gameLog(ctx, meta)
	if err != nil {
		return stats.Report{}, err
	}
	r, err := stats.Game(board, events)
	if err != nil {
		return stats.Report{}, fmt.Errorf("game %d: %w", meta.ID, err)
	}
	return r, nil
}

// diceGame is GET /games/:id/dice.
func (a *App) diceGame(c echo.Context) error {
	id, err := gameID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	meta, err := a.games.store.Game(ctx, id)
	if err != nil {
		return err // an unknown game is the usual 404
	}
	r, err := a.diceReport(ctx, meta)
	if err != nil {
		return err
	}
	gm, err := a.games.load(ctx, id)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.DicePage(ctxOf(c), views.DiceView{ID: meta.ID, Name: meta.Name, Report: r, Over: gm.State.Over}))
}

// diceAll is GET /dice: every game's dice and luck together.
func (a *App) diceAll(c echo.Context) error {
	ctx := c.Request().Context()
	list, err := a.games.store.Games(ctx)
	if err != nil {
		return err
	}
	v := views.DiceView{}
	reports := make([]stats.Report, len(list))
	for i, g := range list {
		if reports[i], err = a.diceReport(ctx, g); err != nil {
			return err
		}
		d := reports[i].Dice
		v.Games = append(v.Games, views.DiceGame{ID: g.ID, Name: g.Name, Dice: d.Table.All().Total() + d.Herald.All().Total(), Battles: reports[i].Battles})
	}
	// The store lists the newest game first; the running luck reads
	// oldest first.
	slices.Reverse(reports)
	v.Report = stats.Merge(reports...)
	return render(c, http.StatusOK, views.DicePage(ctxOf(c), v))
}
