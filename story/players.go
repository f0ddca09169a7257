package story

import (
	"slices"

	"herald/engine"
	"herald/stats"
)

// Figures are one player's numbers over the game, as a logbook keeps
// them (issue 33, "the game's page in the logbook"): battles on each
// side, the dice of their side by who rolled them, units lost and units
// of others destroyed in battle.
type Figures struct {
	Attacks, Defences int // battles fought attacking, defending
	// HeraldDice and TableDice count the dice of the player's side in
	// their battles: Herald's own roll, or rolled at the table (entered
	// by their faces, or as losses only, when the count is the dice the
	// entry says each side rolled). Bonus dice and re-rolls are dice
	// thrown too, as on the dice page (stats.Thrown).
	HeraldDice, TableDice int
	Lost, Destroyed       int // units lost in battle; units of others it destroyed
}

// Elimination is a player put out of the game: in which round and turn,
// and by whom (-1 when no player's battle did it: a correction).
type Elimination struct {
	Player, By  int
	Round, Turn int
}

// tally adds one battle to both sides' figures, losses counted as the
// luck counts them (a conquered territory lost all it had).
func (r *Reader) tally(before *engine.State, a engine.Attack, after *engine.State) {
	from, _ := before.Board.Lookup(a.From)
	to, ok := before.Board.Lookup(a.To)
	if !ok {
		return
	}
	lossA := before.Units[from] - after.Units[from]
	lossD := before.Units[to] - after.Units[to]
	if after.Owner[to] != before.Owner[to] {
		lossD = before.Units[to]
	}
	att, def := &r.st.Players[before.Current].Figures, &r.st.Players[before.Owner[to]].Figures
	att.Attacks++
	def.Defences++
	att.Lost += lossA
	def.Lost += lossD
	att.Destroyed += lossD
	def.Destroyed += lossA
	nA, nD := sideDice(a)
	if a.RolledBy == stats.RolledByHerald {
		att.HeraldDice += nA
		def.HeraldDice += nD
	} else {
		att.TableDice += nA
		def.TableDice += nD
	}
}

// sideDice is how many dice each side of one battle threw: its faces
// with the bonus dice and re-rolls (stats.Thrown), or the dice the entry
// says each side rolled when it was entered as losses only.
func sideDice(a engine.Attack) (attack, defence int) {
	if len(a.AttackDice)+len(a.DefendDice) == 0 {
		return a.Attackers, a.Defenders
	}
	t := stats.Thrown(a)
	return t.Attack.Total(), t.Defence.Total()
}

// eliminations notes the players event e put out (and forgets one a
// correction brought back).
func (r *Reader) eliminations(before *engine.State, e engine.Event, after *engine.State) {
	for p := range after.Players {
		was, is := before.Players[p].Out, after.Players[p].Out
		switch {
		case !was && is:
			by := before.Current
			if _, corrected := e.(engine.Correct); corrected || by == p {
				by = -1
			}
			r.st.Eliminations = append(r.st.Eliminations, Elimination{Player: p, By: by, Round: before.Round, Turn: before.Turn})
		case was && !is:
			r.st.Eliminations = slices.DeleteFunc(r.st.Eliminations, func(x Elimination) bool { return x.Player == p })
		}
	}
}

// points appends each player's points at a round's end where the
// edition's game is decided on points (engine.Ruleset.Points).
func (r *Reader) points(s *engine.State) {
	if s.Rules == nil || s.Rules.Points == nil {
		return
	}
	pts := s.Rules.Points(s)
	if len(pts) != len(r.st.Players) {
		return
	}
	r.st.HasPoints = true
	for i := range r.st.Players {
		r.st.Players[i].Points = append(r.st.Players[i].Points, pts[i])
	}
}

// CardTrades is how many sets (or values of cards) the player traded in
// the game, from the income of each round.
func (p Player) CardTrades() int {
	n := 0
	for _, in := range p.Income {
		n += len(in.Trades)
	}
	return n
}
