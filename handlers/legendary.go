package handlers

import (
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/store"
	"herald/views"
)

// Halo Legendary's private pages: each player's own campaign cards,
// recorded and their faction cards' skulls entered there (the turn's
// actions are views.Action, see act.go).

// cardsPlayer reads the player of a private cards page.
func cardsPlayer(c echo.Context, gm *game) (int, error) {
	p, err := strconv.Atoi(c.Param("player"))
	if err != nil || p < 0 || p >= len(gm.State.Players) || gm.State.Players[p].Neutral {
		return 0, echo.NewHTTPError(http.StatusNotFound)
	}
	return p, nil
}

// campaignPage shows one player's own campaign cards. Nothing guards it but
// the table's good manners, like cards held at a real table: the game page
// never shows a card face down.
func (a *App) campaignPage(c echo.Context) error {
	id, err := gameID(c)
	if err != nil {
		return err
	}
	gm, err := a.games.load(c.Request().Context(), id)
	if err != nil {
		return err
	}
	p, err := cardsPlayer(c, gm)
	if err != nil {
		return err
	}
	v := views.CampaignView{ID: id, Name: gm.Meta.Name, Seq: gm.State.Seq, State: gm.State, Player: p}
	if c.QueryParam("saved") != "" {
		v.Notice = ctxOf(c).T("legendary.recorded")
	}
	if c.QueryParam("entered") != "" {
		v.Notice = ctxOf(c).T("legendary.skulls_entered")
	}
	return render(c, http.StatusOK, views.CampaignPage(ctxOf(c), v))
}

// recordCampaign records a card from the private page; a refusal comes
// back on that page with what was entered.
func (a *App) recordCampaign(c echo.Context) error {
	id, err := gameID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	gm, err := a.games.load(ctx, id)
	if err != nil {
		return err
	}
	p, err := cardsPlayer(c, gm)
	if err != nil {
		return err
	}
	seq, err := formInt(c, "seq")
	if err != nil {
		return err
	}
	form, err := c.FormParams()
	if err != nil {
		return badInput(err.Error())
	}
	card := engine.CampaignCard{Tier: form.Get("tier"), Mission: form.Get("mission"), Regions: form["region"], Text: strings.TrimSpace(form.Get("text"))}
	if card.N, err = formInt(c, "n"); err != nil {
		return err
	}
	if preset, ok := strings.CutPrefix(card.Mission, "preset:"); ok {
		card.Mission, card.N = "", 0
		for _, pr := range engine.CampaignPresets {
			if pr.ID == preset {
				card.Mission, card.N = pr.Mission, pr.N
			}
		}
	}
	// A pattern without a number or regions ignores stray fields.
	if m, ok := engine.MissionByID(card.Mission); ok {
		if !m.NeedsN {
			card.N = 0
		}
		if !m.NeedsRegions {
			card.Regions = nil
		}
	}
	next, err := a.games.record(ctx, id, seq, engine.RecordCampaign{Player: p, CampaignCard: card})
	if err != nil {
		if next == nil {
			next = gm
		}
		var re *engine.RuleError
		if !errors.As(err, &re) && !errors.Is(err, store.ErrStale) {
			return err
		}
		v := views.CampaignView{ID: id, Name: gm.Meta.Name, Seq: next.State.Seq, State: next.State, Player: p, Form: card,
			Error: message(ctxOf(c).Lang, next.State, err)}
		return render(c, http.StatusUnprocessableEntity, views.CampaignPage(ctxOf(c), v))
	}
	return c.Redirect(http.StatusSeeOther, "/games/"+strconv.FormatInt(id, 10)+"/cards/"+strconv.Itoa(p)+"?saved=1")
}

// enterSkulls enters, from the player's own page, the skulls of the faction
// cards not yet entered (the starting cards, dealt face down); a refusal
// comes back on that page.
func (a *App) enterSkulls(c echo.Context) error {
	id, err := gameID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	gm, err := a.games.load(ctx, id)
	if err != nil {
		return err
	}
	p, err := cardsPlayer(c, gm)
	if err != nil {
		return err
	}
	seq, err := formInt(c, "seq")
	if err != nil {
		return err
	}
	e := engine.EnterSkulls{Player: p}
	for k := range gm.State.Players[p].UnenteredCards() {
		n, err := formInt(c, "skulls_"+strconv.Itoa(k))
		if err != nil {
			return err
		}
		e.Skulls = append(e.Skulls, n)
	}
	next, err := a.games.record(ctx, id, seq, e)
	if err != nil {
		if next == nil {
			next = gm
		}
		var re *engine.RuleError
		if !errors.As(err, &re) && !errors.Is(err, store.ErrStale) {
			return err
		}
		v := views.CampaignView{ID: id, Name: gm.Meta.Name, Seq: next.State.Seq, State: next.State, Player: p,
			Error: message(ctxOf(c).Lang, next.State, err)}
		return render(c, http.StatusUnprocessableEntity, views.CampaignPage(ctxOf(c), v))
	}
	return c.Redirect(http.StatusSeeOther, "/games/"+strconv.FormatInt(id, 10)+"/cards/"+strconv.Itoa(p)+"?entered=1")
}

// saveSkullChart stores a Halo Legendary board's skull legend as the
// table reads it off the board (2 to 10 skulls, 1 to 99 units each).
func (a *App) saveSkullChart(c echo.Context) error {
	return a.edit(c, func(cx views.Ctx, e *editable) (url.Values, string, error) {
		chart := map[int]int{}
		for k := 2; k <= 10; k++ {
			units, err := strconv.Atoi(strings.TrimSpace(c.FormValue("units_" + strconv.Itoa(k))))
			if err != nil || units < 1 || units > 99 {
				return nil, "", refused(cx, "skulls", "boards.skull_units_bad", "skulls", strconv.Itoa(k))
			}
			chart[k] = units
		}
		e.spec.SkullChart = chart
		return url.Values{"at": {"skulls"}}, "skulls", nil
	})
}
