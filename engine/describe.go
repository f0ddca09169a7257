package engine

// Line is one sentence of a game's history, rendered by the message
// catalogue like a RuleError: Key selects the sentence, Args fill it.
// Args may hold TerritoryID, PlayerRef, Dice, Line or plain values.
type Line struct {
	Key  string
	Args map[string]any
}

// Dice is a roll shown as "6-4-1".
type Dice []int

// NewLine builds a history sentence from its key and alternating name,
// value pairs, like Broke builds a refusal.
func NewLine(key string, kv ...any) Line {
	e := Broke(key, kv...)
	return Line{Key: e.Key, Args: e.Args}
}

// Describe says in plain words what e did, given the states before and
// after it. Setup has no before state (pass nil).
func Describe(before *State, e Event, after *State) []Line {
	// A set-up has no state before it.
	if _, ok := e.(Setup); ok {
		// count is every army at the table, seats the players without
		// the neutral armies (an edition that counts players says seats).
		seats := 0
		for _, p := range after.Players {
			if !p.Neutral {
				seats++
			}
		}
		return []Line{NewLine("history.setup", "player", PlayerRef(0), "count", len(after.Players), "seats", seats)}
	}
	me := PlayerRef(before.Current)
	switch e := e.(type) {
	case Place:
		t, _ := after.Board.Lookup(e.Territory)
		return []Line{NewLine("history.place", "player", me, "units", e.Units, "territory", t)}
	case Trade:
		return []Line{describeTrade(me, after)}
	case Attack:
		return describeAttack(before, e, after)
	case MoveIn:
		return []Line{NewLine("history.move_in", "player", me, "units", e.Units, "territory", before.Pending.To)}
	case EndAttack:
		return []Line{NewLine("history.end_attack", "player", me)}
	case Maneuver:
		from, _ := after.Board.Lookup(e.From)
		to, _ := after.Board.Lookup(e.To)
		return []Line{NewLine("history.maneuver", "player", me, "units", e.Units, "from", from, "to", to)}
	case EndTurn:
		return describeEndTurn(before, e, after)
	case Correct:
		return describeCorrect(before, e, after)
	case CorrectHand:
		return []Line{NewLine("history.correct_hand", "player", PlayerRef(e.Player), "cards", len(e.Cards)+len(e.Values)+len(e.Points)+len(e.Taken)+e.PointCards+e.TakenCards)}
	default:
		if k := before.Rules.kind(e.Type()); k != nil {
			return k.Describe(before, e, after)
		}
	}
	return nil
}

// describeTrade tells the trade just made (the last of the turn's trades):
// by value, by points, a plain set, or a set with extra units.
func describeTrade(me PlayerRef, after *State) Line {
	tr := after.Reinforcement.Trades[len(after.Reinforcement.Trades)-1]
	switch {
	case tr.Worth > 0:
		return NewLine("history.trade_gelt", "player", me, "gelt", tr.Worth, "value", tr.Value)
	case tr.Points > 0:
		return NewLine("history.trade_points", "player", me, "points", tr.Points, "value", tr.Value)
	case len(tr.Extra) == 0:
		return NewLine("history.trade_plain", "player", me, "value", tr.Value)
	}
	return NewLine("history.trade", "player", me, "value", tr.Value, "extra", len(tr.Extra)*after.Rules.TradeExtra)
}

// describeEndTurn tells the end of a turn: how it ended (the end card, a
// draw and what it showed), the heroes that came back, and a win.
func describeEndTurn(before *State, e EndTurn, after *State) []Line {
	me := PlayerRef(before.Current)
	var out []Line
	switch {
	case after.Over && after.EndReason == "end_card":
		out = append(out, NewLine("history.end_card", "player", me))
	case e.Draw && len(e.Values) > 0:
		out = append(out, NewLine("history.end_turn_gelt", "player", me, "gelt", e.Values[0]))
	case e.Draw && before.Rules.DescribeDraw != nil && secretDraw(before, e, &out):
	case e.Draw && len(e.Points) > 0:
		n := 0
		for _, k := range e.Points {
			n += k
		}
		out = append(out, NewLine("history.end_turn_points", "player", me, "cards", len(e.Points), "points", n))
	case e.Draw:
		out = append(out, NewLine("history.end_turn_draw", "player", me))
	default:
		out = append(out, NewLine("history.end_turn", "player", me))
	}
	for _, h := range e.Heroes {
		t, _ := after.Board.Lookup(h.Territory)
		out = append(out, NewLine("history.hero_back", "player", PlayerRef(h.Player), "territory", t))
	}
	return append(out, describeWin(me, after)...)
}

// describeWin tells a win the turn's end brought, by its reason.
func describeWin(me PlayerRef, after *State) []Line {
	var out []Line
	switch {
	case after.Over && after.EndReason == "achievements":
		out = append(out, NewLine("history.won_achievements", "player", me))
	case after.Over && (after.EndReason == "missions" || after.EndReason == "domination"):
		out = append(out, NewLine("history.won_missions", "player", me))
	}
	if after.Over && after.EndReason == "campaign" {
		out = append(out, NewLine("history.won_campaign", "player", me))
	}
	return out
}

// secretDraw appends the edition's own line for a draw it keeps secret
// (Ruleset.DescribeDraw) and reports whether it had one.
func secretDraw(before *State, e EndTurn, out *[]Line) bool {
	l, ok := before.Rules.DescribeDraw(before, e)
	if ok {
		*out = append(*out, l)
	}
	return ok
}

func describeAttack(before *State, e Attack, after *State) []Line {
	from, _ := after.Board.Lookup(e.From)
	to, _ := after.Board.Lookup(e.To)
	atk := PlayerRef(before.Current)
	def := PlayerRef(before.Owner[to])
	aLoss := before.Units[from] - after.Units[from]
	dLoss := before.Units[to]
	if after.Owner[to] == before.Owner[to] {
		dLoss = before.Units[to] - after.Units[to]
	}
	var result Line
	switch {
	case aLoss > 0 && dLoss > 0:
		result = NewLine("battle.both_lost", "attacker", aLoss, "defender", dLoss)
	case aLoss > 0:
		result = NewLine("battle.attacker_lost", "units", aLoss)
	default:
		result = NewLine("battle.defender_lost", "units", dLoss)
	}
	var out []Line
	rerolled := e.RerollOne > 0 || e.RerollLowest > 0
	switch {
	case len(e.AttackDice) > 0 && rerolled:
		// The losses follow the dice after the re-rolls: the roll is told
		// first, the result after the dice as compared.
		sorted := Resolve(e.AttackDice, e.DefendDice)
		out = append(out, NewLine("history.attack_rolled", "player", atk, "defender", def, "from", from, "to", to,
			"attack", Dice(sorted.AttackDice), "defend", Dice(sorted.DefendDice)))
	case len(e.AttackDice) > 0:
		sorted := Resolve(e.AttackDice, e.DefendDice)
		out = append(out, NewLine("history.attack", "player", atk, "defender", def, "from", from, "to", to,
			"attack", Dice(sorted.AttackDice), "defend", Dice(sorted.DefendDice), "result", result))
	default:
		out = append(out, NewLine("history.attack_losses", "player", atk, "defender", def, "from", from, "to", to, "result", result))
	}
	out = append(out, describeModifiers(before, e, from, to)...)
	if len(e.AttackDice) > 0 && rerolled {
		out = append(out, NewLine("history.battle_result", "result", result))
	}
	out = append(out, heroesFallen(before, after)...)
	if after.Owner[to] != before.Owner[to] {
		out = append(out, NewLine("history.conquered", "player", atk, "territory", to))
		if after.Players[def].Out && !before.Players[def].Out {
			out = append(out, NewLine("history.eliminated", "player", atk, "loser", def))
		}
	}
	return out
}

// describeModifiers says what the edition's modifiers did to the dice: the
// bonus dice, the re-rolls and the dice as compared, so the table can
// follow Herald's arithmetic.
func describeModifiers(before *State, e Attack, from, to TerritoryID) []Line {
	rule := before.BattleRule(from, to, e.Declared)
	if len(e.AttackDice) == 0 || rule == (BattleRule{}) {
		return nil
	}
	var out []Line
	if e.AttackBonusDie > 0 {
		out = append(out, NewLine("history.bonus_attack_die", "value", e.AttackBonusDie))
	}
	if e.DefendBonusDie > 0 {
		out = append(out, NewLine("history.bonus_defend_die", "value", e.DefendBonusDie))
	}
	if e.RerollOne > 0 {
		out = append(out, NewLine("history.reroll_one", "value", e.RerollOne))
	}
	if e.RerollLowest > 0 {
		out = append(out, NewLine("history.reroll_lowest", "value", e.RerollLowest))
	}
	b, err := Fight(rule, Rolled{Dice: e.AttackDice, Bonus: e.AttackBonusDie, RerollOne: e.RerollOne, RerollLowest: e.RerollLowest},
		Rolled{Dice: e.DefendDice, Bonus: e.DefendBonusDie})
	if err == nil {
		out = append(out, NewLine("history.compared", "attack", Dice(b.Attack), "defend", Dice(b.Defend)))
	}
	return out
}

// heroesFallen names the heroes a battle took off the board.
func heroesFallen(before, after *State) []Line {
	var out []Line
	for i, p := range before.Players {
		if p.HasHero && p.Hero != NoTerritory && after.Players[i].Hero == NoTerritory {
			out = append(out, NewLine("history.hero_falls", "player", PlayerRef(i)))
		}
	}
	return out
}
