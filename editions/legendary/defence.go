package legendary

import "herald/engine"

// A faction card played as a defence binds the attacker to one round
// with the most dice ("FRAKTIONS-KARTEN BENUTZEN").

// DefenceOwed is the defender to whom the current player still owes a
// round of the invasion with the most dice, or -1 ("FRAKTIONS-KARTEN
// BENUTZEN": "muss der Angreifer für eine Runde mit der maximal möglichen
// Anzahl an Truppen angreifen. Danach darf er den Angriff beenden"). The
// round is owed only while some attack on the defender is legal: should a
// correction have taken every such attack away, the card lapses rather
// than freeze the turn.
func DefenceOwed(s *engine.State) int {
	d := stateOf(s).DefenceBy
	if !MaxDiceNext(s) || d < 0 || d >= len(s.Players) {
		return -1
	}
	// After the maneuver no attack is left in the turn: the round lapsed
	// with the attacks, even if a maneuver brought units beside the
	// defender.
	if s.Phase == engine.PhaseManeuver || s.Phase == engine.PhaseOver {
		return -1
	}
	if invasionPossible(s, d) {
		return d
	}
	return -1
}

// invasionPossible tells whether the current player may now invade one of
// d's territories: a legal attack on d is left.
func invasionPossible(s *engine.State, d int) bool {
	for _, from := range s.Holdings(s.Current) {
		if s.Units[from] < 2 {
			continue
		}
		for _, to := range s.Board.MaybeNeighbours(from) {
			if s.Owner[to] == d && s.CheckAttack(from, to) == nil {
				return true
			}
		}
	}
	return false
}

// payDefenceFirst refuses to end the attacks (or act after them) while
// the round a defence card asked for is owed.
func payDefenceFirst(s *engine.State) error {
	if d := DefenceOwed(s); d >= 0 {
		return engine.Broke("attack.defence_owed", "player", engine.PlayerRef(s.Current), "defender", engine.PlayerRef(d))
	}
	return nil
}

// defenceFirst binds the attacker to the player whose defence card is
// owed its round, with the most dice (Ruleset.BeforeBattle); the battle
// that pays the round settles it.
func defenceFirst(s *engine.State, from, to engine.TerritoryID, dice int) error {
	if d := DefenceOwed(s); d >= 0 && s.Owner[to] != d {
		return engine.Broke("attack.defence_first", "player", engine.PlayerRef(d))
	}
	x := stateOf(s)
	if !MaxDiceNext(s) {
		return nil
	}
	if most := min(3, s.Units[from]-1); s.Owner[to] == x.DefenceBy && dice != most {
		return engine.Broke("attack.max_dice", "dice", most)
	}
	x.DefenceTurn = 0
	return nil
}
