package handlers

import (
	"net/url"
	"strconv"
	"strings"

	"herald/views"
)

// The board editor's skull legend: a board's chart of units per skulls
// traded, as the table reads it off the board (Halo Legendary prints it
// on each battlefield). The private card pages are seat.go.

// skullsChange stores a Halo Legendary board's skull legend as the
// table reads it off the board (2 to 10 skulls, 1 to 99 units each).
func skullsChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	chart := map[int]int{}
	for k := 2; k <= 10; k++ {
		units, err := strconv.Atoi(strings.TrimSpace(form.Get("units_" + strconv.Itoa(k))))
		if err != nil || units < 1 || units > 99 {
			return nil, "", refused(cx, "skulls", "boards.skull_units_bad", "skulls", strconv.Itoa(k))
		}
		chart[k] = units
	}
	e.spec.SkullChart = chart
	return url.Values{"at": {"skulls"}}, "skulls", nil
}
