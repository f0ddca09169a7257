package handlers

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/stats"
	"herald/story"
	"herald/views"
)

// summaryPage is GET /games/:id/summary: the end-of-game summary
// (views.SummaryPage). A running game gets it too, marked as not over:
// the page only reads the log. The log is read, decoded and replayed
// once for the dice report, the story (all four charts and the turning
// points) and the board at each round's end, and kept until the log
// changes (summaryCache); ?round= chooses the round the board shows
// (storyBoard). htmx asking for the board alone (HX-Target story-board,
// its steps) gets that section.
func (a *App) summaryPage(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	told, err := a.summaryOf(c.Request().Context(), gm)
	if err != nil {
		return err
	}
	ctx := ctxOf(c)
	c.Response().Header().Add("Vary", "HX-Request, HX-Target")
	if isHTMX(c) && c.Request().Header.Get("HX-Target") == "story-board" && told.board.HasPicture() {
		sb, status := storyBoard(c, gm.Meta.ID, told.board, told.story.Ends)
		return render(c, status, views.StoryBoardPanel(ctx, sb))
	}
	s := views.Summary{ID: gm.Meta.ID, Name: gm.Meta.Name, State: gm.State, Report: told.dice}
	s.SetStory(ctx, told.story)
	s.SetLogbook(ctx, told.story, told.dice)
	s.Log.Started, s.Log.Ended = told.started, told.ended
	var status int
	s.Board, status = storyBoard(c, gm.Meta.ID, told.board, told.story.Ends)
	if s.Board == nil {
		s.BoardPhoto = boardPhotoOf(gm.Meta.Board)
	}
	return render(c, status, views.SummaryPage(ctx, s))
}

// summaryOf is a game's story and dice report for its summary, from the
// cache when its log has not changed, else read and replayed once
// (story.ForSummary: the invasions' odds, not every roll's).
func (a *App) summaryOf(ctx context.Context, gm *game) (*toldGame, error) {
	mark := summaryMarkOf(gm)
	if t, ok := a.summaries.get(gm.Meta.ID, mark); ok {
		return t, nil
	}
	board, stored, events, err := a.gameLog(ctx, gm.Meta)
	if err != nil {
		return nil, err
	}
	g, r, _, err := story.ForSummary(board, events)
	if err != nil {
		return nil, fmt.Errorf("game %d: %w", gm.Meta.ID, err)
	}
	t := &toldGame{board: board, story: g, dice: r, started: stored[0].CreatedAt, ended: stored[len(stored)-1].CreatedAt}
	a.summaries.put(gm.Meta.ID, mark, t)
	return t, nil
}

// summaryCache keeps the last summaries' stories (issue 33, defect 8: with
// stacks near 999 units the exact odds took the page to a second on
// every request), a story per game for the log it was told from
// (summaryMark). The oldest kept is dropped first (lastSummaries).
type summaryCache = logCache[summaryMark, *toldGame, lastSummaries]

// summaryMark names the log a story was told from: its mark (liveMark:
// the last event's seq and time, so an append, an undo, and an undo
// followed by another action at the same seq each name another log) and
// the board version it is played on (never changes for a game).
type summaryMark struct{ log, board string }

func summaryMarkOf(gm *game) summaryMark {
	return summaryMark{log: gm.Mark, board: gm.Meta.Board}
}

// lastSummaries keeps 8 stories, dropping the oldest: a table looks at
// the summary of the game it just played, and a few before it.
type lastSummaries struct{}

func (lastSummaries) most() int         { return 8 }
func (lastSummaries) dropsOldest() bool { return true }

// toldGame is what the summary reads of a game's log. It is never changed
// once made: requests share it.
type toldGame struct {
	board *engine.Board
	story *story.Story
	dice  stats.Report
	// started and ended are when the log's first and last events were
	// written: the game's date and length.
	started, ended time.Time
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
