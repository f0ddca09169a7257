package handlers

import (
	"encoding/json"
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

// Halo Legendary's own actions: a fallen hero's return, completing a
// campaign card, a faction card's ability, and each player's private page
// of campaign cards.

func (a *App) deployHero(c echo.Context) error {
	return a.act(c, func(*game) (engine.Event, error) {
		return engine.DeployHero{Territory: c.FormValue("territory")}, nil
	}, nil)
}

func (a *App) completeCampaign(c echo.Context) error {
	return a.act(c, func(*game) (engine.Event, error) {
		return engine.CompleteCampaign{Tier: c.FormValue("tier"), Confirmed: c.FormValue("confirmed") == "1"}, nil
	}, nil)
}

func (a *App) playFaction(c echo.Context) error {
	return a.act(c, func(*game) (engine.Event, error) {
		player, err := formInt(c, "player")
		if err != nil {
			return nil, err
		}
		skulls, err := formInt(c, "skulls")
		return engine.PlayFactionCard{Player: player, Skulls: skulls, Defensive: c.FormValue("defensive") == "1"}, err
	}, nil)
}

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

// hideCampaignCard keeps only who recorded a card of which tier: the card
// itself is private until completed.
func hideCampaignCard(p json.RawMessage) json.RawMessage {
	var e engine.RecordCampaign
	if json.Unmarshal(p, &e) != nil {
		return json.RawMessage(`{}`)
	}
	out, _ := json.Marshal(map[string]any{"player": e.Player, "tier": e.Tier})
	return out
}

// legendaryState adds Halo Legendary's public state to the API answer:
// mode, teleporters, faction cards by count (never their skulls), campaign cards face up only
// when completed or revealed.
func legendaryState(out map[string]any, st *engine.State) {
	b := st.Board
	pairs := [][2]string{}
	for _, pr := range st.Teleporters {
		pairs = append(pairs, [2]string{b.Territories[pr[0]].ID, b.Territories[pr[1]].ID})
	}
	out["mode"], out["teleporters"], out["campaign_done_this_turn"], out["max_dice_next"] = st.Mode, pairs, st.Claimed, st.MaxDiceNext
	for i, pj := range out["players"].([]map[string]any) {
		p := st.Players[i]
		// "Die Anzahl der Fraktions-Karten eines Spielers ist allen
		// Spielern bekannt, der Inhalt jedoch nicht": counts only.
		delete(pj, "skulls")
		pj["cards"], pj["taken_cards"], pj["unentered_cards"] = len(p.Skulls), len(p.TakenSkulls), p.UnenteredCards()
		cards := []map[string]any{}
		for _, c := range p.Campaign {
			card := map[string]any{"tier": c.Tier, "done": c.Done}
			if c.Done || st.CampaignsRevealed(i) {
				card["mission"], card["n"], card["regions"], card["text"], card["confirmed_by_table"] = c.Mission, c.N, nonNil(c.Regions), c.Text, c.Confirmed
			}
			cards = append(cards, card)
		}
		pj["campaign"], pj["campaigns_done"] = cards, st.CampaignsDone(i)
	}
}

// hideSkulls keeps a Halo Legendary event's faction cards by count in the
// API's event list: the skulls of drawn and starting cards are their
// holder's ("der Inhalt jedoch nicht"). Other payloads pass unchanged.
func hideSkulls(typ string, p json.RawMessage) json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(p, &m) != nil {
		return p
	}
	switch typ {
	case "end_turn", "enter_skulls":
		if !skullsToCount(m) {
			return p
		}
	case "setup":
		var players []map[string]json.RawMessage
		if json.Unmarshal(m["players"], &players) != nil {
			return p
		}
		for _, pl := range players {
			skullsToCount(pl)
			delete(pl, "skulls")
		}
		m["players"], _ = json.Marshal(players)
	default:
		return p
	}
	out, _ := json.Marshal(m)
	return out
}

// skullsToCount replaces a payload's "skulls" by their count ("cards"),
// reporting whether it had any.
func skullsToCount(m map[string]json.RawMessage) bool {
	var skulls []int
	if json.Unmarshal(m["skulls"], &skulls) != nil || len(skulls) == 0 {
		return false
	}
	delete(m, "skulls")
	m["cards"], _ = json.Marshal(len(skulls))
	return true
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
