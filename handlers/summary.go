package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"herald/views"
)

// summaryPage is GET /games/:id/summary: the end-of-game summary
// (views.SummaryPage). A running game gets it too, marked as not over:
// the page only reads the log.
func (a *App) summaryPage(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	r, err := a.diceReport(c.Request().Context(), gm.Meta)
	if err != nil {
		return err
	}
	s := views.Summary{ID: gm.Meta.ID, Name: gm.Meta.Name, State: gm.State, Report: r}
	return render(c, http.StatusOK, views.SummaryPage(ctxOf(c), s))
}
