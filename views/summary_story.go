package views

import (
	"slices"
	"strings"

	"herald/engine"
	"herald/story"
)

// SetStory fills the summary's charts and turning points from the game's
// story (story.Game, computed once by the handler): territories and units
// per player per round, the income per round by source, the cumulative
// luck with its ±1 sd band, and the five biggest turning points.
func (s *Summary) SetStory(c Ctx, g *story.Story) {
	if g == nil || len(g.Players) == 0 {
		return
	}
	st := s.State
	round := c.T("summary.round")
	s.Territories = &LineChart{ID: "territories", Title: c.T("summary.territories_chart"), Desc: c.T("summary.territories_desc"),
		XLabel: round, YLabel: c.T("summary.territories"),
		Series: c.playerSeries(st, g, func(p story.Player) []float64 { return floats(p.Territories) })}
	s.Units = &LineChart{ID: "units", Title: c.T("summary.units_chart"), Desc: c.T("summary.units_desc"),
		XLabel: round, YLabel: c.T("summary.units"),
		Series: c.playerSeries(st, g, func(p story.Player) []float64 { return floats(p.Units) })}
	s.Income = &StackedBars{ID: "income", Title: c.T("summary.income_chart"), Desc: c.T("summary.income_desc"),
		XLabel: round, YLabel: c.T("summary.units"), Sources: c.incomeSources(g)}
	luck := &LineChart{ID: "luck-rounds", Title: c.T("summary.luck_chart"), Desc: c.T("summary.luck_desc"),
		XLabel: round, YLabel: c.T("summary.luck_axis"), Places: 1}
	for i, p := range g.Players {
		if p.Neutral {
			continue // the neutral army's dice are nobody's luck
		}
		lo, hi := make([]float64, len(p.LuckSD)), make([]float64, len(p.LuckSD))
		for r, sd := range p.LuckSD {
			lo[r], hi[r] = -sd, sd
		}
		luck.Series = append(luck.Series, Series{Label: PlayerName(st, i), Class: HouseClass(st, i), Values: p.Luck, Lo: lo, Hi: hi})
	}
	s.LuckRounds = luck
	for _, tp := range g.TurningPoints(5) {
		s.Turning = append(s.Turning, c.turningPoint(st, tp))
	}
}

// playerSeries is one series per player; a neutral army only when it
// held something at some round's end.
func (c Ctx) playerSeries(st *engine.State, g *story.Story, of func(story.Player) []float64) []Series {
	var out []Series
	for i, p := range g.Players {
		v := of(p)
		if p.Neutral && !slices.ContainsFunc(v, func(x float64) bool { return x != 0 }) {
			continue
		}
		out = append(out, Series{Label: PlayerName(st, i), Class: HouseClass(st, i), Values: v})
	}
	return out
}

// incomeSource is one part of a round's reinforcement, named as the game
// page's breakdown names it.
type incomeSource struct {
	key string
	of  func(engine.Reinforcement) int
}

var incomeSources = []incomeSource{
	{"reinforce.territories", func(r engine.Reinforcement) int { return r.Base }},
	{"summary.income_regions", story.RegionTotal},
	{"summary.income_trades", story.Trades},
	{"reinforce.bases", func(r engine.Reinforcement) int { return r.Bases }},
	{"reward." + engine.RewardTwoUnits, func(r engine.Reinforcement) int { return r.Reward }},
	{"reinforce.loot", func(r engine.Reinforcement) int { return r.Loot }},
}

// incomeSources is every player's income per round, summed, one series
// per source that gave anything in the game.
func (c Ctx) incomeSources(g *story.Story) []Series {
	var out []Series
	for k, src := range incomeSources {
		v := make([]float64, g.Rounds+1)
		any := false
		for _, p := range g.Players {
			for r, in := range p.Income {
				if r < len(v) {
					n := src.of(in)
					v[r] += float64(n)
					any = any || n != 0
				}
			}
		}
		if any {
			out = append(out, Series{Label: c.T(src.key), Class: "series-" + itoa(k), Values: v})
		}
	}
	return out
}

func floats(v []int) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

// turningPoint is a story's turning point as the page tells it.
func (c Ctx) turningPoint(st *engine.State, tp story.TurningPoint) TurningPoint {
	return TurningPoint{
		Round: tp.Round, Attacker: PlayerName(st, tp.Attacker), Defender: PlayerName(st, tp.Defender),
		From: c.TerrID(st, tp.From), To: c.TerrID(st, tp.To),
		AttackDice: tp.AttackDice, DefendDice: tp.DefendDice,
		WinBefore: tp.Before, WinAfter: tp.After, Reason: c.stakeText(st, tp.Stake),
	}
}

// stakeText is what a battle's territory decided, in words: a region
// bonus changing hands, the pieces on it, an elimination.
func (c Ctx) stakeText(st *engine.State, s story.Stake) string {
	var parts []string
	for _, r := range s.Regions {
		parts = append(parts, c.T("summary.stake_region", "region", c.region(st, r.Region), "bonus", itoa(r.Bonus)))
	}
	for _, m := range s.Marks {
		parts = append(parts, c.T("summary.stake_"+m))
	}
	if s.Elimination {
		parts = append(parts, c.T("summary.stake_elimination"))
	}
	return strings.Join(parts, "; ")
}

// turningDice is a side's dice as faces for the result area's die.
func turningDice(d []int) []shownDie {
	out := make([]shownDie, len(d))
	for i, f := range d {
		out[i] = shownDie{Face: f, Paired: true}
	}
	return out
}
