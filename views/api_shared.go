package views

import "herald/engine"

// API pieces the editions share: the heroes, bases, point cards,
// achievements and cannons of a player, and small
// JSON helpers.

// HeroPlayersAPI adds to each of out's "players" entries what a player
// of an edition with heroes, bases and point cards has: point cards
// (counted as cards, listed under the API's documented name), team, base and hero, the achievements, rewards and
// cannons taken, the colonies held.
func HeroPlayersAPI(st *engine.State, out map[string]any) {
	b := st.Board
	for i, pj := range out["players"].([]map[string]any) {
		p := st.Players[i]
		cannons := []string{}
		for _, t := range p.Cannons {
			cannons = append(cannons, b.Territories[t].ID)
		}
		pj["cards"], pj["skulls"], pj["team"] = len(p.Points), p.Points, st.TeamOf(i)
		pj["base"], pj["hero"] = TerritoryRef(b, p.Base), TerritoryRef(b, p.Hero)
		pj["achievements"], pj["rewards"], pj["cannons"] = NonNil(p.Achievements), NonNil(p.Rewards), cannons
		pj["colonies"] = st.ColoniesOf(i)
	}
}

// TerritoryRef is a territory's id, or nil for none.
func TerritoryRef(b *engine.Board, t engine.TerritoryID) any {
	if t == engine.NoTerritory {
		return nil
	}
	return b.Territories[t].ID
}

// NonNil keeps an empty list a list in JSON.
func NonNil[T any](xs []T) []T {
	if xs == nil {
		return []T{}
	}
	return xs
}
