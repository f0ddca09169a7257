package legendary

import (
	"encoding/json"
	"slices"

	"herald/engine"
	"herald/i18n"
	"herald/views"
)

// legendaryAPIState adds Halo Legendary's public state to the API answer:
// each player's Halo pieces, the mode, teleporters, faction cards by
// count (never their skulls), campaign cards face up only when completed
// or revealed.
func legendaryAPIState(st *engine.State, out map[string]any) {
	views.HeroPlayersAPI(st, out)
	b := st.Board
	pairs := [][2]string{}
	for _, pr := range Teleporters(st) {
		pairs = append(pairs, [2]string{b.Territories[pr[0]].ID, b.Territories[pr[1]].ID})
	}
	out["mode"], out["teleporters"], out["campaign_done_this_turn"], out["max_dice_next"] = st.Mode, pairs, st.Claimed, MaxDiceNext(st)
	for i, pj := range out["players"].([]map[string]any) {
		p := st.Players[i]
		// "Die Anzahl der Fraktions-Karten eines Spielers ist allen
		// Spielern bekannt, der Inhalt jedoch nicht": counts only.
		delete(pj, "skulls")
		pj["cards"], pj["taken_cards"], pj["unentered_cards"] = len(p.Points), len(p.TakenPoints), p.UnenteredCards()
		pj["campaign"], pj["campaigns_done"] = campaignAPI(st, i), CampaignsDone(st, i)
	}
}

// campaignAPI is player i's campaign cards: the tier and whether done,
// the card itself only when completed or revealed.
func campaignAPI(st *engine.State, i int) []map[string]any {
	cards := []map[string]any{}
	for _, c := range Campaign(st, i) {
		card := map[string]any{"tier": c.Tier, "done": c.Done}
		if c.Done || CampaignsRevealed(st, i) {
			card["mission"], card["n"], card["regions"], card["text"], card["confirmed_by_table"] = c.Mission, c.N, views.NonNil(c.Regions), c.Text, c.Confirmed
		}
		cards = append(cards, card)
	}
	return cards
}

// legendaryAPIEvent keeps a recorded campaign card private (who recorded
// a card of which tier) and faction cards by count: the skulls of drawn
// and starting cards are their holder's ("der Inhalt jedoch nicht").
func legendaryAPIEvent(typ string, p json.RawMessage) json.RawMessage {
	if typ == "record_campaign" {
		return hideCampaignCard(p)
	}
	return hideSkulls(typ, p)
}

// hideCampaignCard keeps only who recorded a card of which tier: the card
// itself is private until completed.
func hideCampaignCard(p json.RawMessage) json.RawMessage {
	var e RecordCampaign
	if json.Unmarshal(p, &e) != nil {
		return json.RawMessage(`{}`)
	}
	out, _ := json.Marshal(map[string]any{"player": e.Player, "tier": e.Tier})
	return out
}

// hideSkulls replaces the skulls of an end of turn's drawn cards, of the
// entered starting cards, of the set-up's starting hands and of a hand's
// correction by their count. Other payloads pass unchanged.
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
	case "correct_hand":
		if !correctionToCount(m) {
			return p
		}
	case "setup":
		var players []map[string]json.RawMessage
		if json.Unmarshal(m["players"], &players) != nil {
			return p
		}
		counted := false
		for _, pl := range players {
			counted = skullsToCount(pl) || counted
		}
		if !counted {
			return p
		}
		m["players"], _ = json.Marshal(players)
	default:
		return p
	}
	out, _ := json.Marshal(m)
	return out
}

// correctionToCount replaces the skulls of a hand's correction, own and
// taken, by their counts ("skull_cards", "taken_cards": the correction's
// counted form, engine.CorrectHand), reporting whether it named any.
func correctionToCount(m map[string]json.RawMessage) bool {
	counted := false
	for from, to := range map[string]string{"skulls": "skull_cards", "taken": "taken_cards"} {
		var skulls []int
		if _, ok := m[from]; !ok {
			continue
		}
		json.Unmarshal(m[from], &skulls)
		delete(m, from)
		m[to], _ = json.Marshal(len(skulls))
		counted = true
	}
	return counted
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

// addNeutralFlood adds One-on-One's neutral Flood to a two-player set-up
// the API describes ("Im Duell spielt die Flut als neutrale Armee mit").
func addNeutralFlood(lang string, s *engine.Setup) {
	if s.Mode == ModeOneOnOne && len(s.Players) == 2 {
		s.Players = append(slices.Clone(s.Players), engine.PlayerSetup{Name: i18n.T(lang, "newlegendary.neutral_flood", nil), House: Flood, Neutral: true})
	}
}
