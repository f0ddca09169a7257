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
		if p.Neutral || p.Out || len(p.Points) == 0 {
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
// table chooses. The card is pre-selected only where the page may show
// that player's hand (views.HandReadable): its skulls are the holder's
// secret ("der Inhalt jedoch nicht"), so elsewhere Skulls is 0 and the
// form comes with its plain default.
func factionDefault(st *engine.State, g views.GameView) (factionChoice, bool) {
	pick := func(p int, defensive bool) (factionChoice, bool) {
		c := factionChoice{Player: p, Defensive: defensive}
		if views.HandReadable(g, p) {
			c.Skulls = playableSkulls(st.Players[p])
		}
		return c, true
	}
	if entered(st.Players[st.Current]) {
		return pick(st.Current, false)
	}
	t, ok := st.Board.Lookup(g.AttackTo)
	if !ok || g.AttackTo == "" || st.Phase == engine.PhaseManeuver {
		return factionChoice{}, false
	}
	d := st.Owner[t]
	if d == st.Current || !slices.Contains(factionPlayers(st), d) {
		return factionChoice{}, false
	}
	if entered(st.Players[d]) {
		return pick(d, true)
	}
	return factionChoice{}, false
}

// entered: p holds a card of their own whose skulls are entered, which
// everybody knows (the API's unentered_cards); which skulls is p's.
func entered(p engine.Player) bool { return playableSkulls(p) > 0 }

// playableSkulls is the card a player plays by default: the one of fewer
// skulls they hold entered (the other is worth more as reinforcement), or
// 0 when they hold no entered card of their own.
func playableSkulls(p engine.Player) int {
	for _, k := range []int{1, 2} {
		if slices.Contains(p.Points, k) {
			return k
		}
	}
	return 0
}
