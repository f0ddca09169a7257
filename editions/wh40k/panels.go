package wh40k

import (
	"slices"
	"sort"
	"strings"

	"herald/engine"
	"herald/i18n"
	"herald/views"
)

// What the game page shows for Warhammer 40,000: the missions face up,
// each checked for the current player, with the claim and its loot; each
// player's missions, loot, leader and Throne Gelt; the loot cards that are
// played by hand; the Throne Gelt trade with the table's recruitment
// table; the card drawn by its value; the fallen leader's return.

// isWH40k reports whether the game is Warhammer 40,000.
func isWH40k(st *engine.State) bool { return st.Rules.Edition == ID }

// geltCards reports whether cards are kept by their Throne Gelt.
func geltCards(st *engine.State) bool { return st.Rules.CardsBy == engine.CardsByValue }

// missionRow is one mission face up, checked for the current player.
type missionRow struct {
	ID, Tier string
	Met      bool
	// Unbound lists the places the board lacks: the table confirms them;
	// Met then says the rest is done.
	Unbound []string
}

// openMissions lists the missions face up in the rulebook's order.
func openMissions(st *engine.State) []missionRow {
	var out []missionRow
	for _, id := range MissionOrder {
		if !slices.Contains(st.Open, id) {
			continue
		}
		o := st.Rules.Objectives[id]
		out = append(out, missionRow{ID: id, Tier: o.Tier, Met: !st.Over && o.Met(st, st.Current), Unbound: MissionUnbound(st.Board, id)})
	}
	return out
}

// missionReady is the first mission face up that Herald checked done for
// the current player, all of it (views.Panels.ClaimReady): one the table
// must confirm in part is not pressed on it.
func missionReady(st *engine.State) (form, name string) {
	for _, m := range openMissions(st) {
		if m.Met && len(m.Unbound) == 0 {
			return "claim-" + m.ID, "mission." + m.ID
		}
	}
	return "", ""
}

// missionReading is how Herald reads a mission where the card leaves
// room, "" where it does not.
func missionReading(c views.Ctx, id string) string {
	if i18n.Has("mission_reading." + id) {
		return c.T("mission_reading." + id)
	}
	return ""
}

// lootChoices are the loot cards of a tier, for the claim.
func lootChoices(c views.Ctx, tier string) []option {
	var out []option
	for _, l := range TierLoot[tier] {
		out = append(out, option{Value: l, Label: c.T("loot." + l)})
	}
	return out
}

// lootCard is one loot card a player holds, with what it does now.
type lootCard struct {
	ID     string
	Tier   string
	Usable bool // not used up this turn (current player)
}

// lootOf lists player p's loot cards; copies used up this turn come last
// and are marked.
func lootOf(st *engine.State, p int) []lootCard {
	var out []lootCard
	seen := map[string]int{}
	for _, l := range st.Players[p].Rewards {
		out = append(out, lootCard{ID: l, Tier: LootTier(l), Usable: seen[l] < st.UsableCount(p, l)})
		seen[l]++
	}
	return out
}

// lootUse is a loot card the current player plays by hand now.
type lootUse struct {
	ID string
	// Leader: the card moves the leader, so the form asks where.
	Leader bool
}

// lootUses lists the loot the current player may play by hand now: the
// 3 units and the leader while recruiting, a re-roll made at the table
// while attacking (read as used once).
func lootUses(st *engine.State) []lootUse {
	if !isWH40k(st) || st.Over || st.Pending != nil {
		return nil
	}
	var out []lootUse
	me := st.Players[st.Current]
	seen := map[string]bool{}
	for _, l := range me.Rewards {
		if seen[l] || !st.Usable(st.Current, l) {
			continue
		}
		seen[l] = true
		switch l {
		case LootThreeUnits:
			if st.Phase == engine.PhaseReinforce {
				out = append(out, lootUse{ID: l})
			}
		case LootLeaderAnywhere:
			if st.Phase == engine.PhaseReinforce && me.HasHero && me.Hero != engine.NoTerritory {
				out = append(out, lootUse{ID: l, Leader: true})
			}
		case LootRerollOne, LootRerollLowest:
			if !LootKept(st) && st.Phase != engine.PhaseManeuver && views.CanFinish(st) {
				out = append(out, lootUse{ID: l})
			}
		}
	}
	return out
}

// geltCount is a hand by Throne Gelt: how many 100 and 200 cards.
func geltCount(hand []int) (hundreds, twoHundreds int) {
	for _, v := range hand {
		if v == 100 {
			hundreds++
		} else {
			twoHundreds++
		}
	}
	return
}

// geltTradeOpen: the current player may turn in Throne Gelt now.
func geltTradeOpen(st *engine.State) bool {
	return geltCards(st) && !st.Over && !st.Traded && st.TradeOpen() && GeltOf(st, st.Current) >= 200
}

// recruitRow is a row of the recruitment table as the table entered it.
type recruitRow struct{ Gelt, Units int }

// recruitment lists the rows the table entered, by Throne Gelt.
func recruitment(st *engine.State) []recruitRow {
	var out []recruitRow
	for g, u := range Recruitment(st) {
		out = append(out, recruitRow{g, u})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Gelt < out[j].Gelt })
	return out
}

// places joins place names for a sentence.
func places(names []string) string { return strings.Join(names, ", ") }

// missionsNeeded is what wins: 3 missions ("GEWINNEN").
const missionsNeeded = 3

// rerollChoices are the once-only re-roll loot cards the attacker may
// spend on Herald's roll in the chosen battle: the player chooses
// ("dürfen jeweils einmal verwendet werden"); kept cards re-roll anyway.
func rerollChoices(st *engine.State, from, to string) []string {
	if !isWH40k(st) || LootKept(st) {
		return nil
	}
	r := views.AttackRule(st, from, to)
	var out []string
	if r.Attack.RerollOne {
		out = append(out, LootRerollOne)
	}
	if r.Attack.RerollLowest {
		out = append(out, LootRerollLowest)
	}
	return out
}

// option is a choice in a select.
type option struct{ Value, Label string }
