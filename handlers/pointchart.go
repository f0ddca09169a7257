package handlers

import (
	"net/url"
	"strconv"
	"strings"

	"herald/views"
)

// The board editor's points chart: a board's chart of units per points
// of point cards traded, as the table reads it off the board where the
// board prints it (engine.Board.PointChart). The private card pages are
// seat.go.

// pointsChange stores a board's points chart as the table reads it off
// the board (2 to 10 points, 1 to 99 units each).
func pointsChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	chart := map[int]int{}
	for k := 2; k <= 10; k++ {
		units, err := strconv.Atoi(strings.TrimSpace(form.Get("units_" + strconv.Itoa(k))))
		if err != nil || units < 1 || units > 99 {
			return nil, "", refused(cx, "points", views.KeyOf(e.meta.Edition, "boards.point_units_bad"), "points", strconv.Itoa(k))
		}
		chart[k] = units
	}
	e.spec.PointChart = chart
	return url.Values{"at": {"points"}}, "points", nil
}
