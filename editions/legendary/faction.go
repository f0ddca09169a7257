package legendary

import (
	"slices"

	"herald/engine"
	"herald/views"
)

// factionPlayers are the players who may play a faction card's ability
// now: the current player, and during the attacks any other player still
// in (a defence).
func factionPlayers(st *engine.State) []int {
	var out []int
	for i, p := range st.Players {
		if p.Neutral || p.Out || len(p.Skulls) == 0 {
			continue
		}
		if i == st.Current || st.Phase != engine.PhaseManeuver {
			out = append(out, i)
		}
	}
	return out
}

// factionChoice is what the faction form comes with: the player, the
// card (by its skulls) and whether it is played as a defence.
type factionChoice struct {
	Player, Skulls int
	Defensive      bool
}

// factionDefault is the play the faction form pre-selects, one the rules
// accept right there ("FRAKTIONS-KARTEN BENUTZEN"): the current player in
// their turn, with a card they hold; else the defender of the invasion the
// table declared on the attack form ("nachdem eine Invasion gegen ihn
// angekündigt wurde"), as a defence. ok is false when neither can: the
// table chooses.
func factionDefault(st *engine.State, g views.GameView) (factionChoice, bool) {
	if k := playableSkulls(st.Players[st.Current]); k > 0 {
		return factionChoice{Player: st.Current, Skulls: k}, true
	}
	t, ok := st.Board.Lookup(g.AttackTo)
	if !ok || g.AttackTo == "" || st.Phase == engine.PhaseManeuver {
		return factionChoice{}, false
	}
	d := st.Owner[t]
	if d == st.Current || !slices.Contains(factionPlayers(st), d) {
		return factionChoice{}, false
	}
	if k := playableSkulls(st.Players[d]); k > 0 {
		return factionChoice{Player: d, Skulls: k, Defensive: true}, true
	}
	return factionChoice{}, false
}

// playableSkulls is the card a player plays by default: the one of fewer
// skulls they hold entered (the other is worth more as reinforcement), or
// 0 when they hold no entered card of their own.
func playableSkulls(p engine.Player) int {
	for _, k := range []int{1, 2} {
		if slices.Contains(p.Skulls, k) {
			return k
		}
	}
	return 0
}
