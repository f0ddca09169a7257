package views

import (
	"slices"

	"github.com/a-h/templ"

	"herald/engine"
)

// What the game page shows for an edition of achievements and point
// cards: the achievements on the board with their verification for the
// current player, each side's progress, heroes, bases, cards by points,
// rewards in effect.

// hasObjectives reports whether the edition plays achievements.
func hasObjectives(st *engine.State) bool { return st.Rules.Objectives != nil }

// pointCards reports whether cards are tracked by their points.
func pointCards(st *engine.State) bool { return st.Rules.PointUnits != nil }

// claimOpen reports whether the current player may take an achievement
// now: everything placed, attacks not yet over by a maneuver, none taken.
func claimOpen(st *engine.State) bool {
	return hasObjectives(st) && !st.Over && st.Claimed == "" && st.Maneuvers == 0 && st.ReadyToFight() == nil
}

// HandCount says how many cards player p holds, as the page shows it.
func (c Ctx) HandCount(st *engine.State, p engine.Player) string { return c.handCount(st, p) }

// SideView is one side's progress towards victory (Sides).
type SideView = sideView

// Sides groups the players by side, in seat order of their first player.
func Sides(st *engine.State) []SideView { return sides(st) }

// sideView is one side's progress towards victory.
type sideView struct {
	Players      []int
	Achievements int
	Needed       int
	BasesHeld    bool
}

// sides groups the players by side, in seat order of their first player.
func sides(st *engine.State) []sideView {
	var out []sideView
	seen := map[string]bool{}
	for i, p := range st.Players {
		if p.Neutral || seen[st.TeamOf(i)] {
			continue
		}
		seen[st.TeamOf(i)] = true
		sv := sideView{Achievements: st.SideAchievements(i), Needed: st.AchievementsNeeded(i), BasesHeld: st.SideBasesHeld(i)}
		for j := range st.Players {
			if st.Teammates(i, j) {
				sv.Players = append(sv.Players, j)
			}
		}
		out = append(out, sv)
	}
	return out
}

// countPoints is a hand of point cards: how many cards show one and two.
func countPoints(hand []int) (ones, twos int) {
	for _, k := range hand {
		if k == 1 {
			ones++
		} else if k == 2 { // not a card not yet entered (PointsUnentered)
			twos++
		}
	}
	return
}

// pointTotal is the points of a hand (a card whose points Herald does not
// know counts none).
func pointTotal(hand []int) int {
	n := 0
	for _, k := range hand {
		n += max(k, 0)
	}
	return n
}

// pointTradeOpen: the current player may turn in points now. With a
// secret hand only the number of cards is public, so the form shows for
// any card held (whether they add up to 2 points would tell the content,
// and cards not yet entered have none).
func pointTradeOpen(st *engine.State) bool {
	p := st.Players[st.Current]
	if secretHand(st) {
		return !st.Traded && st.TradeOpen() && len(p.Points)+len(p.TakenPoints) > 0
	}
	return pointCards(st) && !st.Traded && st.TradeOpen() && pointTotal(p.Points)+pointTotal(p.TakenPoints) >= 2
}

// pointPick is how many cards of each kind a turn-in of points uses: the
// player's own cards with one and two points, then (where kept apart) the
// cards taken from eliminated players.
type pointPick struct{ Ones, Twos, TakenOnes, TakenTwos int }

// bestPointTrade is the turn-in the form pre-fills: the legal one worth
// the most units by the chart (whose rows say which totals may be turned
// in), with the fewest cards among equals, so a tap on "Trade" is never
// refused. Six 2-point cards give five of them (10 points) on a chart of
// 2 to 10, not all six (12).
func bestPointTrade(st *engine.State) pointPick {
	p := st.Players[st.Current]
	ones, twos := countPoints(p.Points)
	tOnes, tTwos := countPoints(p.TakenPoints)
	chart := st.PointUnits()
	best, bestUnits, bestCards := pointPick{}, -1, 0
	for a := 0; a <= ones; a++ {
		for b := 0; b <= twos; b++ {
			for c := 0; c <= tOnes; c++ {
				for d := 0; d <= tTwos; d++ {
					units, ok := chart[a+2*b+c+2*d]
					if cards := a + b + c + d; ok && (units > bestUnits || units == bestUnits && cards < bestCards) {
						best, bestUnits, bestCards = pointPick{a, b, c, d}, units, cards
					}
				}
			}
		}
	}
	return best
}

// pointChart is the trade chart in order, for the table under the form.
func pointChart(st *engine.State) [][2]int {
	var out [][2]int
	for k := 2; k <= 10; k++ {
		if v, ok := st.PointUnits()[k]; ok {
			out = append(out, [2]int{k, v})
		}
	}
	return out
}

// removedHeroes are the players whose hero waits to be redeployed.
func removedHeroes(st *engine.State) []int {
	var out []int
	for i, p := range st.Players {
		if p.HasHero && p.Hero == engine.NoTerritory {
			out = append(out, i)
		}
	}
	return out
}

// OddsRefresh reloads the attack form when a declaration changes, as
// its selects do, so the odds panel counts what is declared.
func OddsRefresh(g GameView) templ.Attributes {
	return templ.Attributes{"hx-get": GameURL(g.ID) + "?pick=attack", "hx-trigger": "change",
		"hx-target": "#game", "hx-swap": "outerHTML", "hx-include": "#attack"}
}

// drawReason is the sentence saying why the current player draws: a
// conquest ("DRAW A CARD": "If you conquered at least 1 enemy territory
// on your turn, then you get 1 card"), else the Guaranteed Card reward,
// which gives a card without a conquest and after an achievement.
func drawReason(st *engine.State) string {
	if st.Conquered > 0 && st.Claimed == "" {
		return "points.may_draw"
	}
	return "points.guaranteed_draw"
}

// drawCount is how many cards the current player may draw now.
func drawCount(st *engine.State) int {
	if st.Rules.Draws == nil {
		if st.CanDraw() {
			return 1
		}
		return 0
	}
	return st.Rules.Draws(st)
}

// transferTargets are a teammate's territories the current player may
// take command of: exactly one unit, no hero of the teammate there.
func (c Ctx) transferTargets(st *engine.State) []option {
	var out []option
	for t, o := range st.Owner {
		if st.CheckTransfer(engine.TerritoryID(t)) != nil {
			continue
		}
		out = append(out, option{Value: st.Board.Territories[t].ID, Label: c.Terr(st, engine.TerritoryID(t)) + " · " + st.Players[o].Name})
	}
	sortOptions(out)
	return out
}

// startManeuverOpen: the starting maneuver reward may be used now.
func startManeuverOpen(st *engine.State) bool {
	return st.Usable(st.Current, engine.RewardStartMove) && !st.StartManeuver &&
		st.Phase == engine.PhaseReinforce && st.ReadyToFight() == nil
}

// boolAttr writes a boolean as a data attribute value.
func boolAttr(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// mark is a piece on a territory the board list shows: a colony, a base,
// a hero, a cannon.
type mark struct {
	Kind, Symbol string
	Player       int
}

// pieceMarks lists the pieces on territory t, the hero's mark named
// heroKind.
func pieceMarks(st *engine.State, t engine.TerritoryID, heroKind string) []mark {
	var out []mark
	if st.Colony != nil && st.Colony[t] {
		out = append(out, mark{Kind: "colony", Symbol: "●", Player: st.Owner[t]})
	}
	for i, p := range st.Players {
		if p.Base == t {
			out = append(out, mark{Kind: "base", Symbol: "⌂", Player: i})
		}
		if p.HasHero && p.Hero == t {
			out = append(out, mark{Kind: heroKind, Symbol: "★", Player: i})
		}
		if slices.Contains(p.Cannons, t) {
			out = append(out, mark{Kind: "cannon", Symbol: "✹", Player: i})
		}
	}
	return out
}

// PointCount is countPoints for the editions' pages.
func PointCount(hand []int) (ones, twos int) { return countPoints(hand) }
