package views

import (
	"slices"
	"strings"

	"herald/engine"
	"herald/i18n"
	"herald/story"
)

// SetStory fills the summary's charts and turning points from the game's
// story (story.Game, computed once by the handler): territories and units
// per player per round, the income per round by source, the cumulative
// luck with its ±1 sd band, and the five turning points: the invasions
// whose outcome went most against the odds, weighed by what they decided.
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
		XLabel: round, YLabel: c.T("summary.units"), Sources: c.incomeSources(st, g)}
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
		s.Turning = append(s.Turning, c.turningPoint(st, g, tp))
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
func (c Ctx) incomeSources(st *engine.State, g *story.Story) []Series {
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
			out = append(out, Series{Label: c.TE(st, src.key), Class: "series-" + itoa(k), Values: v})
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

// TurningPoint is one of the invasions that changed the game most, as
// the page tells it; the story package chooses them (story.Story's
// TurningPoints, by the measure of story/invasion.go).
type TurningPoint struct {
	Round              int
	Attacker, Defender string // players' names
	From, To           string // territories' names in the reader's language
	// Why is the sentence that says why it was chosen: who took or held
	// the territory, with what against what, the chance of that outcome
	// at the invasion's start, and what it decided.
	Why    string
	Chance float64 // the outcome's chance at the invasion's start
	Taken  bool
	// Rolls is how many rolls the invasion took, with the units each
	// side lost over them; Shown the last ones' dice as entered.
	Rolls                      int
	AttackerLoss, DefenderLoss int
	Shown                      []TurningRoll
}

// TurningRoll is one roll of a turning point: both sides' dice.
type TurningRoll struct{ Attack, Defend []int }

// turningRollsShown is how many of an invasion's last rolls show their
// dice: a long invasion is told by its figures, not by a row of dice.
const turningRollsShown = 3

// turningPoint is a story's turning point as the page tells it.
func (c Ctx) turningPoint(st *engine.State, g *story.Story, tp story.TurningPoint) TurningPoint {
	out := TurningPoint{
		Round: tp.Round, Attacker: PlayerName(st, tp.Attacker), Defender: PlayerName(st, tp.Defender),
		From: c.TerrID(st, tp.From), To: c.TerrID(st, tp.To), Chance: tp.Chance, Taken: tp.Taken,
		Rolls: tp.Rolls(), AttackerLoss: tp.AttackerLoss, DefenderLoss: tp.DefenderLoss,
	}
	for _, b := range g.Battles[max(tp.First, tp.Last+1-turningRollsShown) : tp.Last+1] {
		if len(b.AttackDice)+len(b.DefendDice) > 0 {
			out.Shown = append(out.Shown, TurningRoll{Attack: b.AttackDice, Defend: b.DefendDice})
		}
	}
	out.Why = c.turningWhy(st, tp, out)
	return out
}

// turningWhy says why a turning point was chosen: "Ben held Harrenhal
// against 11 attackers: 4% chance", then what it decided, each part
// after a semicolon.
func (c Ctx) turningWhy(st *engine.State, tp story.TurningPoint, v TurningPoint) string {
	key := "summary.turning_held"
	switch {
	case tp.Taken:
		key = "summary.turning_took"
	case tp.Stopped:
		key = "summary.turning_stopped"
	}
	parts := []string{c.T(key, "attacker", v.Attacker, "defender", v.Defender, "to", v.To,
		"attacking", itoa(tp.Attacking), "defending", itoa(tp.Defending), "lost", itoa(tp.AttackerLoss), "chance", c.pct(tp.Chance))}
	return i18n.Clauses(c.Lang, append(parts, c.stakeText(st, tp.Stake, tp.Taken, v)...))
}

// stakeText is what an invasion decided, in words, for the side that
// won it: a region bonus won, lost, kept or not completed, the pieces on
// the territory, an elimination or its escape, the game.
func (c Ctx) stakeText(st *engine.State, s story.Stake, taken bool, v TurningPoint) []string {
	var parts []string
	who := []string{"attacker", v.Attacker, "defender", v.Defender}
	for _, r := range s.Regions {
		args := append([]string{"region", c.region(st, r.Region), "bonus", itoa(r.Bonus)}, who...)
		for _, k := range regionKeys(r, taken) {
			parts = append(parts, c.T(k, args...))
		}
	}
	if len(s.Marks) > 0 {
		marks := make([]string, len(s.Marks))
		for i, m := range s.Marks {
			marks[i] = c.T("summary.stake_" + m)
		}
		parts = append(parts, c.T("summary.turning_marks", "marks", strings.Join(marks, ", ")))
	}
	switch {
	case s.Elimination && taken:
		parts = append(parts, c.T("summary.turning_out", who...))
	case s.Elimination:
		parts = append(parts, c.T("summary.turning_survived", who...))
	}
	if s.Game && taken {
		parts = append(parts, c.T("summary.turning_game", who...))
	}
	return parts
}

// regionKeys are the sentences a region's stake gives: taken, the
// attacker won it and/or the defender lost it; held, the defender kept
// it and/or the attacker did not complete it.
func regionKeys(r story.RegionStake, taken bool) []string {
	var keys []string
	if r.Attacker {
		keys = append(keys, map[bool]string{true: "summary.turning_region_won", false: "summary.turning_region_missed"}[taken])
	}
	if r.Defender {
		keys = append(keys, map[bool]string{true: "summary.turning_region_broken", false: "summary.turning_region_kept"}[taken])
	}
	return keys
}

// turningDice is a side's dice as faces for the result area's die.
func turningDice(d []int) []shownDie {
	out := make([]shownDie, len(d))
	for i, f := range d {
		out[i] = shownDie{Face: f, Paired: true}
	}
	return out
}

// outcome names a turning point's outcome for tests and styles: "taken"
// or "held".
func (tp TurningPoint) outcome() string {
	if tp.Taken {
		return "taken"
	}
	return "held"
}
