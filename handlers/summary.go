package handlers

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/story"
	"herald/views"
)

// summaryPage is GET /games/:id/summary: the end-of-game summary
// (views.SummaryPage). A running game gets it too, marked as not over:
// the page only reads the log. The log is read, decoded and replayed
// once for the dice report, the story (all four charts and the turning
// points) and the board at each round's end; ?round= chooses the round
// the board shows (storyBoard). htmx asking for the board alone
// (HX-Target story-board, its steps) gets that section.
func (a *App) summaryPage(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	board, stored, events, err := a.gameLog(c.Request().Context(), gm.Meta)
	if err != nil {
		return err
	}
	ctx := ctxOf(c)
	c.Response().Header().Add("Vary", "HX-Request, HX-Target")
	if isHTMX(c) && c.Request().Header.Get("HX-Target") == "story-board" && board.HasPicture() {
		g, err := story.Game(board, events)
		if err != nil {
			return fmt.Errorf("game %d: %w", gm.Meta.ID, err)
		}
		sb, status := storyBoard(c, gm.Meta.ID, board, g.Ends)
		return render(c, status, views.StoryBoardPanel(ctx, sb))
	}
	g, r, _, err := story.GameAndDice(board, events)
	if err != nil {
		return fmt.Errorf("game %d: %w", gm.Meta.ID, err)
	}
	s := views.Summary{ID: gm.Meta.ID, Name: gm.Meta.Name, State: gm.State, Report: r}
	s.SetStory(ctx, g)
	s.SetLogbook(ctx, g, r)
	s.Log.Started, s.Log.Ended = stored[0].CreatedAt, stored[len(stored)-1].CreatedAt
	var status int
	s.Board, status = storyBoard(c, gm.Meta.ID, board, g.Ends)
	return render(c, status, views.SummaryPage(ctx, s))
}

// storyBoard is the summary's board at the end of the round ?round=
// names, the last when absent; nil when the board has no picture. A round
// the game does not have (roundParam) shows the last with a sentence,
// answered 400, as a refused form is. Other parameters are left alone,
// as on every page (?lang= among them).
func storyBoard(c echo.Context, id int64, b *engine.Board, ends []*engine.State) (*views.StoryBoard, int) {
	if !b.HasPicture() || len(ends) == 0 {
		return nil, http.StatusOK
	}
	round, ok := roundParam(c.QueryParams()["round"], len(ends)-1)
	if !ok {
		return views.NewStoryBoard(id, ends, round, true), http.StatusBadRequest
	}
	return views.NewStoryBoard(id, ends, round, false), http.StatusOK
}

// roundParam reads ?round= against a game of rounds rounds: absent, the
// last (the final board); one whole number from 0 to rounds, that round.
// Anything else (a second value, a sign, a fraction, more than 6 digits,
// a round not played) is not a round: ok false, with the last.
func roundParam(values []string, rounds int) (round int, ok bool) {
	if len(values) == 0 {
		return rounds, true
	}
	s := values[0]
	if len(values) > 1 || s == "" || len(s) > 6 || strings.Trim(s, "0123456789") != "" {
		return rounds, false
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > rounds {
		return rounds, false
	}
	return n, true
}
