package views

import (
	"strconv"
	"strings"

	"herald/engine"
)

// InvasionPoint is where an invasion stood after a battle: the units that
// may still attack (the one staying behind not counted) and the defenders.
type InvasionPoint struct {
	Attackers, Defenders int
}

// Invasion is the current run of battles between two territories, so the
// page can show how the odds moved with every roll.
type Invasion struct {
	From, To string
	Points   []InvasionPoint // before the first battle, then after each
}

// Follow extends an invasion with one event: a battle between the same
// territories, picking up where the last one ended, adds a point; another
// battle starts a new invasion; anything else ends it.
func (inv Invasion) Follow(before *engine.State, e engine.Event, after *engine.State) Invasion {
	a, ok := e.(engine.Attack)
	if !ok || before == nil {
		return Invasion{}
	}
	from, okF := after.Board.Lookup(a.From)
	to, okT := after.Board.Lookup(a.To)
	if !okF || !okT {
		return Invasion{}
	}
	start := InvasionPoint{before.Units[from] - 1, before.Units[to]}
	end := InvasionPoint{after.Units[from] - 1, after.Units[to]}
	if inv.From != a.From || inv.To != a.To || len(inv.Points) == 0 || inv.Points[len(inv.Points)-1] != start {
		inv = Invasion{From: a.From, To: a.To, Points: []InvasionPoint{start}}
	} else {
		inv.Points = append([]InvasionPoint(nil), inv.Points...)
	}
	inv.Points = append(inv.Points, end)
	return inv
}

// oddsPanel is what the attack form shows about the chosen invasion.
type oddsPanel struct {
	Attackers, Defenders int
	Win                  float64
	LossMine, LossTheirs float64
	Trail                []float64 // chance of conquest at each point of this invasion, oldest first
	Link                 string    // the odds page for this invasion
	// Rule holds the modifiers counted, which the panel names; Defender
	// is the defending player; HeroOut: the attacker's hero could go "IN"
	// and is not counted (BattleNotes).
	Rule     engine.BattleRule
	Defender string
	HeroOut  bool
	// OwnWords: the modifiers are named in the edition's own words;
	// Unnamed: they are not named (see BattleNotes). The names are
	// odds.go's, which reads them.
	OwnWords bool
	Unnamed  bool
	// TrailKey is the trail's label in the edition's words.
	TrailKey string
}

// formDeclared is what the attack form declares, as far as it holds: the
// hero "IN" only from the territory where the attacker's hero stands.
func formDeclared(st *engine.State, g GameView, fromID string) engine.Declared {
	d := g.Declared
	d.HeroIn = d.HeroIn && HeroHere(st, fromID)
	return d
}

// trailShown bounds the points of a long invasion whose odds are shown.
const trailShown = 12

// invasionOdds computes the panel for an attack from one territory to
// another, or nil when there is nothing to compute.
func invasionOdds(st *engine.State, g GameView, fromID, toID string) *oddsPanel {
	from, okF := st.Board.Lookup(fromID)
	to, okT := st.Board.Lookup(toID)
	if !okF || !okT || st.CheckAttack(from, to) != nil {
		return nil
	}
	rule := st.BattleRule(from, to, formDeclared(st, g, fromID))
	var notes BattleNotes
	if f := PanelsOf(st).Battle; f != nil {
		notes = f(st, fromID, rule)
	}
	once := notes.RerollsOnce
	query := func(a, d int) engine.InvasionQuery {
		return engine.InvasionQuery{Attacking: a, Defending: d, Rule: rule, RerollOneOnce: once, RerollLowestOnce: once}
	}
	p := &oddsPanel{TrailKey: EditionKey(st, "odds.trail"), Attackers: st.Units[from] - 1, Defenders: st.Units[to], Rule: rule, Defender: PlayerName(st, st.Owner[to]),
		HeroOut: notes.HeroOut, OwnWords: notes.OwnWords, Unnamed: notes.Unnamed}
	if !query(p.Attackers, p.Defenders).InRange() {
		return nil // armies no table holds: no odds rather than clamped ones
	}
	o := engine.Odds(query(p.Attackers, p.Defenders))
	p.Win, p.LossMine, p.LossTheirs = o.Win, o.ExpectedAttackerLoss, o.ExpectedDefenderLoss
	inv := g.Invasion
	if inv.From == fromID && inv.To == toID && len(inv.Points) > 1 {
		pts := inv.Points[max(0, len(inv.Points)-trailShown):]
		for _, pt := range pts[:len(pts)-1] {
			p.Trail = append(p.Trail, engine.Odds(query(pt.Attackers, pt.Defenders)).Win)
		}
		p.Trail = append(p.Trail, p.Win)
	}
	p.Link = "/odds?attacking=" + strconv.Itoa(p.Attackers) + "&defending=" + strconv.Itoa(p.Defenders) + ruleParams(rule, once) + "#result"
	return p
}

// ruleParams are the odds page's parameters for a battle's modifiers;
// once: the re-rolls are made once in the invasion.
func ruleParams(r engine.BattleRule, once bool) string {
	var b strings.Builder
	add := func(on bool, param string) {
		if on {
			b.WriteString("&" + param)
		}
	}
	add(r.Attack.Plus > 0, "attack_bonus="+strconv.Itoa(r.Attack.Plus))
	add(r.Defend.Plus > 0, "defend_bonus="+strconv.Itoa(r.Defend.Plus))
	add(r.Attack.Hero, "attack_hero=1")
	add(r.Defend.Hero, "defend_hero=1")
	add(r.Attack.BonusDie, "attack_bonus_die=1")
	add(r.Defend.BonusDie, "defend_bonus_die=1")
	when := "each"
	if once {
		when = "once"
	}
	add(r.Attack.RerollOne, "reroll_one="+when)
	add(r.Attack.RerollLowest, "reroll_lowest="+when)
	return b.String()
}

// ChosenTarget is the target the attack form shows: the one picked, or
// the first the select offers.
func (c Ctx) ChosenTarget(st *engine.State, g GameView) string {
	if g.AttackTo != "" {
		return g.AttackTo
	}
	if opts := c.attackTargets(st, g.AttackFrom, ""); g.AttackFrom != "" && len(opts) > 0 {
		return opts[0].Value
	}
	return ""
}

// heroMayGo says whether the maneuver's hero box belongs beside the
// "from" chosen: none chosen yet, or the one where the hero stands.
func heroMayGo(st *engine.State, from string) bool {
	return from == "" || HeroHere(st, from)
}

// HeroHere reports whether the current player's hero stands on the
// territory with id.
func HeroHere(st *engine.State, id string) bool {
	p := st.Players[st.Current]
	t, ok := st.Board.Lookup(id)
	return ok && p.HasHero && p.Hero == t
}

// attackRule is the battle rule of the chosen invasion with the hero in,
// for which dice boxes to show.
func attackRule(st *engine.State, from, to string) engine.BattleRule {
	f, okF := st.Board.Lookup(from)
	t, okT := st.Board.Lookup(to)
	if !okF || !okT {
		return engine.BattleRule{}
	}
	return st.BattleRule(f, t, engine.Declared{HeroIn: HeroHere(st, from)})
}

// heroInBattle reports whether a hero may fight in the chosen invasion,
// for the losses-only entry.
func heroInBattle(st *engine.State, from, to string) bool {
	r := attackRule(st, from, to)
	return r.Attack.Hero || r.Defend.Hero
}
