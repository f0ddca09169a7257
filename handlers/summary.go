package handlers

import (
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"

	"herald/story"
	"herald/views"
)

// summaryPage is GET /games/:id/summary: the end-of-game summary
// (views.SummaryPage). A running game gets it too, marked as not over:
// the page only reads the log. The log is read, decoded and replayed
// once for the dice report and the story (all four charts and the
// turning points).
func (a *App) summaryPage(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	board, _, events, err := a.gameLog(c.Request().Context(), gm.Meta)
	if err != nil {
		return err
	}
	g, r, _, err := story.GameAndDice(board, events)
	if err != nil {
		return fmt.Errorf("game %d: %w", gm.Meta.ID, err)
	}
	ctx := ctxOf(c)
	s := views.Summary{ID: gm.Meta.ID, Name: gm.Meta.Name, State: gm.State, Report: r}
	s.SetStory(ctx, g)
	return render(c, http.StatusOK, views.SummaryPage(ctx, s))
}
