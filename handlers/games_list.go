package handlers

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/records"
	"herald/stats"
	"herald/views"
)

// The logbook (issue 33): GET /games lists every game, the finished ones
// with their summaries and the unfinished apart; GET /records shows the
// figures. Both read the same filter, ?edition=&player=, strictly: a
// field they do not have, one given twice, an edition Herald does not
// know or a player no game has is refused with a sentence (400), never
// ignored. Each game is read from the records' cache (playedCache) and
// replayed only when its log changed.

// logbookFields is the filter's fields; ?lang= is the answer's
// language, never a field (form.go).
var logbookFields = fields("edition", "player")

// gamesList is GET /games.
func (a *App) gamesList(c echo.Context) error {
	games, f, status, err := a.logbook(c)
	if err != nil {
		return err
	}
	v := views.GamesView{Filter: f}
	if f.Refusal == "" {
		v.Finished, v.Unfinished = views.NewestFirst(games)
	}
	return render(c, status, views.GamesPage(ctxOf(c), v))
}

// logbook is the stored games, oldest first, that pass the request's
// filter, with the filter form; a refused filter is the form with its
// sentence, no games and 400.
func (a *App) logbook(c echo.Context) ([]records.Played, views.LogbookFilter, int, error) {
	all, err := a.playedGames(c.Request().Context())
	if err != nil {
		return nil, views.LogbookFilter{}, 0, err
	}
	vf := views.LogbookFilter{People: records.People(all)}
	for _, r := range engine.Editions() {
		vf.Editions = append(vf.Editions, r.Edition)
	}
	f, err := readLogbookFilter(c, all, vf.Editions)
	vf.Edition, vf.Player = f.Edition, c.QueryParam("player")
	var ie *inputError
	switch {
	case errors.As(err, &ie):
		vf.Refusal = message(ctxOf(c).Lang, nil, err)
		return nil, vf, http.StatusBadRequest, nil
	case err != nil:
		return nil, vf, 0, err
	}
	return f.Apply(all), vf, http.StatusOK, nil
}

// readLogbookFilter reads ?edition=&player= strictly: only these two,
// each at most once; the edition one of editions, the player a person
// of games (by stats.NameKey, as the records merge names).
func readLogbookFilter(c echo.Context, games []records.Played, editions []string) (records.Filter, error) {
	q := c.QueryParams()
	q.Del("lang")
	if err := logbookFields.checkValues(q); err != nil {
		return records.Filter{}, err
	}
	f := records.Filter{Edition: strings.TrimSpace(q.Get("edition")), Player: stats.NameKey(q.Get("player"))}
	if f.Edition != "" && !slices.Contains(editions, f.Edition) {
		return records.Filter{}, badInputRule("edition", engine.Broke("logbook.unknown_edition", "edition", views.FilterName(f.Edition)))
	}
	if f.Player != "" && !slices.ContainsFunc(games, func(g records.Played) bool { return g.Has(f.Player) }) {
		return f, badInputRule("player", engine.Broke("logbook.unknown_player", "player", views.FilterName(strings.TrimSpace(q.Get("player")))))
	}
	return f, nil
}

// playedGames is every stored game for the logbook, oldest first (a
// player keeps the name of their first game, and the luck reads oldest
// first), each from the cache when its log has not changed.
func (a *App) playedGames(ctx context.Context) ([]records.Played, error) {
	list, err := a.games.store.Games(ctx)
	if err != nil {
		return nil, err
	}
	slices.Reverse(list) // the store lists the newest first
	played := make([]records.Played, len(list))
	for i, g := range list {
		if played[i], err = a.playedGame(ctx, g); err != nil {
			return nil, err
		}
	}
	return played, nil
}
