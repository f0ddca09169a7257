package engine_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"herald/editions/legendary"
	"herald/editions/wh40k"
	"herald/engine"
)

// rplayer is a random player: it proposes candidate events of every kind
// its edition knows, optional ones first in random order, then the ones
// that move the turn on; the first one the engine accepts is played.
type rplayer struct {
	r       *rand.Rand
	battles int // battles this turn, so turns end
	// aggressive players (the long games) attack from their strongest
	// territory until it runs out, so that players are put out and
	// games end.
	aggressive bool
	turn       int
	// refusal is set when the engine refused a candidate with something
	// other than a *engine.RuleError.
	refusal error
	// last and lastErr are the last candidate refused and why.
	last    engine.Event
	lastErr error
	// refused keeps one refusal of each rule key met, for the catalogue
	// check (nil: not kept).
	refused map[string]*engine.RuleError
}

// candidate is a proposed event and, when set, what must hold once the
// engine accepted it (an accepted correction must take effect).
type candidate struct {
	e      engine.Event
	expect func(after *engine.State) string
}

// play returns the first candidate the engine accepts and the state after
// it, or nil when none is accepted (a frozen turn).
func (p *rplayer) play(s *engine.State) (engine.Event, *engine.State, string) {
	if s.Turn != p.turn {
		p.turn, p.battles = s.Turn, 0
	}
	for _, c := range p.candidates(s) {
		if c.e == nil {
			continue
		}
		after, err := engine.Apply(s, c.e)
		if err != nil {
			p.last, p.lastErr = c.e, err
			var re *engine.RuleError
			if !errors.As(err, &re) && p.refusal == nil {
				p.refusal = fmt.Errorf("%s refused without a rule: %v", c.e.Type(), err)
			}
			if re != nil && p.refused != nil && p.refused[re.Key] == nil {
				p.refused[re.Key] = re
			}
			continue
		}
		if _, ok := c.e.(engine.Attack); ok {
			p.battles++
		}
		unmet := ""
		if c.expect != nil {
			unmet = c.expect(after)
		}
		return c.e, after, unmet
	}
	return nil, nil, ""
}

func ev(e engine.Event) candidate { return candidate{e: e} }

// candidates lists what the player tries now.
func (p *rplayer) candidates(s *engine.State) []candidate {
	var opt []candidate
	r := p.r
	if r.IntN(25) == 0 {
		opt = append(opt, p.correct(s))
	}
	if r.IntN(40) == 0 {
		opt = append(opt, p.correctHand(s))
	}
	if s.Rules.Edition == "halo_legendary" {
		if r.IntN(12) == 0 {
			opt = append(opt, ev(p.recordCampaign(s)))
		}
		if r.IntN(15) == 0 {
			opt = append(opt, ev(p.playFaction(s)))
		}
		if r.IntN(6) == 0 {
			opt = append(opt, p.enterSkulls(s))
		}
	}
	if s.Pending != nil {
		return append(opt, p.moveIns(s)...)
	}
	if r.IntN(2) == 0 {
		opt = append(opt, p.trades(s)...)
	}
	opt = append(opt, p.loot(s)...)
	// Attacks, claims and maneuvers wait until everything is placed (now
	// and then one is tried before, to see it refused).
	if s.ToPlace() == 0 || r.IntN(20) == 0 {
		if r.IntN(3) == 0 {
			opt = append(opt, p.transfers(s)...)
		}
		if r.IntN(2) == 0 {
			opt = append(opt, p.claims(s)...)
		}
		// A round owed to a defence card is always tried: the turn cannot
		// end before it (Legendary, "FRAKTIONS-KARTEN BENUTZEN").
		if (p.battles < 6 && r.IntN(10) < 8 || p.aggressive && p.battles < 40 || defenceOwed(s) >= 0) && s.Phase != engine.PhaseManeuver {
			opt = append(opt, p.attacks(s)...)
		}
		if r.IntN(3) == 0 {
			opt = append(opt, p.maneuvers(s)...)
		}
	}
	r.Shuffle(len(opt), func(i, j int) { opt[i], opt[j] = opt[j], opt[i] })
	// What moves the turn on, in its order.
	var must []candidate
	must = append(must, p.forcedTrades(s)...)
	must = append(must, p.deployHero(s)...)
	must = append(must, p.places(s)...)
	if r.IntN(3) == 0 {
		must = append(must, ev(engine.EndAttack{}))
	}
	must = append(must, p.endTurns(s)...)
	return append(opt, must...)
}

func (p *rplayer) pick(ts []engine.TerritoryID) engine.TerritoryID {
	return ts[p.r.IntN(len(ts))]
}

func tid(s *engine.State, t engine.TerritoryID) string { return s.Board.Territories[t].ID }

// correct fixes one to three territories: mostly units, sometimes the
// owner, now and then a count no table holds (to see it refused).
func (p *rplayer) correct(s *engine.State) candidate {
	var c engine.Correct
	for range 1 + p.r.IntN(3) {
		t := engine.TerritoryID(p.r.IntN(len(s.Owner)))
		f := engine.TerritoryFix{Territory: tid(s, t), Owner: s.Owner[t], Units: 1 + p.r.IntN(8)}
		if p.r.IntN(4) == 0 {
			f.Owner = p.r.IntN(len(s.Players))
		}
		if p.r.IntN(40) == 0 {
			f.Units = []int{1000, 1_000_000_000_000, 1 << 62}[p.r.IntN(3)]
		}
		c.Territories = append(c.Territories, f)
	}
	reserved := -1
	for t, n := range s.Reserved {
		if n > 0 {
			reserved = t
		}
	}
	switch seat := p.r.IntN(len(s.Players)); {
	case reserved >= 0 && p.r.IntN(2) == 0:
		// The territory a traded card's units must go to changes hands.
		c.Territories[0] = engine.TerritoryFix{Territory: tid(s, engine.TerritoryID(reserved)), Owner: (s.Current + 1) % len(s.Players), Units: 2}
	case s.Players[seat].Out && p.r.IntN(2) == 0:
		// A territory back to a player who was out.
		c.Territories[0].Owner = seat
	case p.r.IntN(12) == 0:
		// Every territory of a player to another: the table's board has
		// left that player without any.
		to := (seat + 1 + p.r.IntN(len(s.Players)-1)) % len(s.Players)
		c.Territories = nil
		for _, t := range s.Holdings(seat) {
			c.Territories = append(c.Territories, engine.TerritoryFix{Territory: tid(s, t), Owner: to, Units: 1 + p.r.IntN(3)})
		}
		if len(c.Territories) == 0 {
			return ev(nil)
		}
	}
	if p.r.IntN(3) == 0 {
		for i, pl := range s.Players {
			if own := s.Holdings(i); pl.HasHero && len(own) > 0 {
				c.Heroes = append(c.Heroes, engine.HeroPlacement{Player: i, Territory: tid(s, p.pick(own))})
			}
		}
	}
	return ev(c)
}

// correctHand sets a player's cards: territory cards (Game of Thrones),
// skulls (both Halo editions, sent as the API would) or Throne Gelt.
func (p *rplayer) correctHand(s *engine.State) candidate {
	seat := p.r.IntN(len(s.Players))
	switch {
	case s.Rules.CardsBy == engine.CardsByValue:
		gelt := make([]int, p.r.IntN(5))
		for i := range gelt {
			gelt[i] = 100 * (1 + p.r.IntN(2))
		}
		return ev(engine.CorrectHand{Player: seat, Values: gelt})
	case s.Rules.PointUnits != nil:
		skulls := make([]int, p.r.IntN(4))
		for i := range skulls {
			skulls[i] = 1 + p.r.IntN(2)
		}
		payload := fmt.Sprintf(`{"player":%d,"cards":[],"skulls":%s}`, seat, jsonInts(skulls))
		return candidate{e: decodeEvent("correct_hand", payload), expect: func(after *engine.State) string {
			if got := after.Players[seat].Points; !slices.Equal(got, skulls) && !(len(got) == 0 && len(skulls) == 0) {
				return fmt.Sprintf("correct_hand of %s to skulls %v accepted, hand is %v", s.Players[seat].Name, skulls, got)
			}
			return ""
		}}
	}
	cards := slices.Clone(s.Players[seat].Hand)
	free := freeCards(s)
	p.r.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	cards = append(cards, free[:min(len(free), p.r.IntN(3))]...)
	p.r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	return ev(engine.CorrectHand{Player: seat, Cards: cards[:min(len(cards), p.r.IntN(6))]})
}

func jsonInts(v []int) string {
	out := "["
	for i, x := range v {
		if i > 0 {
			out += ","
		}
		out += fmt.Sprint(x)
	}
	return out + "]"
}

func (p *rplayer) recordCampaign(s *engine.State) engine.Event {
	m := campaignMissions[p.r.IntN(len(campaignMissions))]
	c := legendary.CampaignCard{Tier: campaignTiers[p.r.IntN(3)], Mission: m.id}
	if m.needsN {
		c.N = 1 + p.r.IntN(5)
	}
	if m.needsRegions {
		for range 1 + p.r.IntN(2) {
			c.Regions = append(c.Regions, s.Board.Regions[p.r.IntN(len(s.Board.Regions))].ID)
		}
	}
	if m.id == "table" {
		c.Text = "Halte die Stellung"
	}
	return edition("record_campaign", map[string]any{"player": p.r.IntN(len(s.Players)), "tier": c.Tier, "mission": c.Mission, "n": c.N, "regions": c.Regions, "text": c.Text})
}

// playFaction plays a faction card: the current player's ability, or
// another player's defence during the attacks.
func (p *rplayer) playFaction(s *engine.State) engine.Event {
	seat := p.r.IntN(len(s.Players))
	hand := s.Players[seat].Points
	if len(hand) == 0 {
		return nil
	}
	return edition("play_faction_card", map[string]any{"player": seat, "skulls": hand[p.r.IntN(len(hand))], "defensive": seat != s.Current})
}

// enterSkulls enters a player's unentered faction cards on the own page,
// now and then one too many; accepted, none is left unentered.
func (p *rplayer) enterSkulls(s *engine.State) candidate {
	seat := p.r.IntN(len(s.Players))
	n := unenteredCards(s.Players[seat]) + p.r.IntN(8)/7
	skulls := make([]int, n)
	for i := range skulls {
		skulls[i] = 1 + p.r.IntN(2)
	}
	return candidate{e: edition("enter_skulls", map[string]any{"player": seat, "skulls": skulls}), expect: func(after *engine.State) string {
		if left := unenteredCards(after.Players[seat]); left != 0 {
			return fmt.Sprintf("%s entered %v, %d cards still unentered", s.Players[seat].Name, skulls, left)
		}
		return ""
	}}
}

func (p *rplayer) moveIns(s *engine.State) []candidate {
	pc := s.Pending
	most := s.Units[pc.From] - 1
	me := s.Players[s.Current]
	heroThere := me.HasHero && me.Hero == pc.From
	units := pc.Min
	if most > pc.Min {
		units += p.r.IntN(most - pc.Min + 1)
	}
	hero := pc.Hero || (heroThere && p.r.IntN(2) == 0)
	return []candidate{ev(engine.MoveIn{Units: units, Hero: hero}), ev(engine.MoveIn{Units: pc.Min, Hero: pc.Hero})}
}

// trades: a set of cards, skulls or Throne Gelt.
func (p *rplayer) trades(s *engine.State) []candidate {
	me := s.Players[s.Current]
	switch {
	case s.Rules.CardsBy == engine.CardsByValue:
		var gelt []int
		total := 0
		for _, i := range p.r.Perm(len(me.Values)) {
			gelt = append(gelt, me.Values[i])
			total += me.Values[i]
			if total >= 200 && p.r.IntN(2) == 0 {
				break
			}
		}
		units := 0
		if _, ok := wh40k.Recruitment(s)[total]; !ok {
			units = total / 50
		}
		return []candidate{ev(engine.Trade{Values: gelt, Units: units})}
	case s.Rules.PointUnits != nil:
		var own, taken []int
		total := 0
		all := len(me.Points) + len(me.TakenPoints)
		for _, i := range p.r.Perm(all) {
			if i < len(me.Points) {
				own = append(own, me.Points[i])
				total += me.Points[i]
			} else {
				taken = append(taken, me.TakenPoints[i-len(me.Points)])
				total += me.TakenPoints[i-len(me.Points)]
			}
			if total >= 2 && p.r.IntN(3) == 0 {
				break
			}
		}
		return []candidate{ev(engine.Trade{Points: own, Taken: taken})}
	}
	if len(me.Hand) >= 3 {
		return []candidate{ev(engine.Trade{Cards: findSet(s, me.Hand)})}
	}
	return nil
}

// forcedTrades: a Game of Thrones hand that must trade.
func (p *rplayer) forcedTrades(s *engine.State) []candidate {
	me := s.Players[s.Current]
	if s.Rules.HandLimit > 0 && len(me.Hand) >= 3 && (s.MustTrade || len(me.Hand) > s.Rules.HandLimit) {
		return []candidate{ev(engine.Trade{Cards: findSet(s, me.Hand)})}
	}
	return nil
}

// loot: Warhammer loot cards the player holds.
func (p *rplayer) loot(s *engine.State) []candidate {
	if s.Rules.Edition != "warhammer40k" {
		return nil
	}
	var out []candidate
	own := s.Holdings(s.Current)
	for _, l := range s.Players[s.Current].Rewards {
		u := map[string]any{"loot": l}
		if l == "leader_anywhere" && len(own) > 0 {
			u["territory"] = tid(s, p.pick(own))
		}
		out = append(out, ev(edition("use_loot", u)))
	}
	return out
}

func (p *rplayer) deployHero(s *engine.State) []candidate {
	me := s.Players[s.Current]
	own := s.Holdings(s.Current)
	if !s.Rules.Heroes.ReturnsAtTurnStart || !me.HasHero || me.Hero != engine.NoTerritory || len(own) == 0 {
		return nil
	}
	return []candidate{ev(edition("deploy_hero", map[string]any{"territory": tid(s, p.pick(own))}))}
}

func (p *rplayer) places(s *engine.State) []candidate {
	var out []candidate
	for t, n := range s.Reserved {
		if n > 0 {
			out = append(out, ev(engine.Place{Territory: tid(s, engine.TerritoryID(t)), Units: 1 + p.r.IntN(n)}))
		}
	}
	if own := s.Holdings(s.Current); s.Pool > 0 && len(own) > 0 {
		units := s.Pool
		if p.r.IntN(2) == 0 {
			units = 1 + p.r.IntN(s.Pool)
		}
		out = append(out, ev(engine.Place{Territory: tid(s, p.pick(own)), Units: units}))
	}
	return out
}

// transfers: a teammate's territory with one unit (team play).
func (p *rplayer) transfers(s *engine.State) []candidate {
	var out []candidate
	var from []engine.TerritoryID
	for _, t := range s.Holdings(s.Current) {
		if s.Units[t] >= 2 {
			from = append(from, t)
		}
	}
	for t, o := range s.Owner {
		if o == s.Current || !s.Teammates(o, s.Current) || s.Units[t] != 1 {
			continue
		}
		e := map[string]any{"territory": tid(s, engine.TerritoryID(t))}
		if s.Rules.Edition == "halo_legendary" && len(from) > 0 {
			e["from"] = tid(s, p.pick(from))
		}
		out = append(out, ev(edition("transfer_command", e)))
	}
	return out
}

// claims: every open achievement or mission, every campaign card.
func (p *rplayer) claims(s *engine.State) []candidate {
	var out []candidate
	own := s.Holdings(s.Current)
	for _, a := range s.Open {
		o := s.Rules.Objectives[a]
		if !o.Met(s, s.Current) && p.r.IntN(8) > 0 {
			continue
		}
		c := map[string]any{"achievement": a}
		switch s.Rules.Edition {
		case "warhammer40k":
			// Every mission's places are on the random games' Vigilus:
			// no claim needs the table's word ("confirmed").
			loot := wh40kLoot[o.Tier]
			c["reward"] = loot[p.r.IntN(len(loot))]
		case "halowars":
			reward := s.Hidden[a]
			if s.Mode == "command" && reward == "" {
				rewards := haloRewards[o.Tier]
				reward = rewards[p.r.IntN(len(rewards))]
				c["reward"] = reward
			}
			if (reward == "cannon_heroic" || reward == "cannon_legendary") && len(own) > 0 {
				c["cannon"] = tid(s, p.pick(own))
			}
		}
		out = append(out, ev(edition("claim", c)))
	}
	if s.Rules.Edition == "halo_legendary" {
		for _, c := range legendary.Campaign(s, s.Current) {
			if !c.Done {
				out = append(out, ev(edition("complete_campaign", map[string]any{"tier": c.Tier, "confirmed": c.Mission == "table"})))
			}
		}
	}
	return out
}

// attacks proposes a battle from a random own territory: dice rolled by
// Herald's rule, or now and then entered as losses.
func (p *rplayer) attacks(s *engine.State) []candidate {
	// Half the time the player goes for the weakest opponent, so that
	// players are put out in battle.
	weakest := -1
	if d := defenceOwed(s); d >= 0 {
		// The owed round is against the defender, with the most dice.
		weakest = d
	} else if p.aggressive || p.r.IntN(2) == 0 {
		for i, pl := range s.Players {
			if !pl.Out && !s.Teammates(i, s.Current) && s.Count(i) > 0 && (weakest < 0 || s.Count(i) < s.Count(weakest)) {
				weakest = i
			}
		}
	}
	var options [][2]engine.TerritoryID
	own := p.shuffled(s.Holdings(s.Current))
	if p.aggressive {
		slices.SortStableFunc(own, func(a, b engine.TerritoryID) int { return s.Units[b] - s.Units[a] })
	}
	for _, t := range own {
		if s.Units[t] < 2 {
			continue
		}
		for _, n := range s.Board.MaybeNeighbours(t) {
			if !s.Teammates(s.Owner[n], s.Current) && (weakest < 0 || s.Owner[n] == weakest) {
				options = append(options, [2]engine.TerritoryID{t, n})
			}
		}
		if len(options) > 0 {
			break
		}
	}
	if len(options) == 0 && weakest >= 0 && p.aggressive {
		// No border with the weakest: any enemy.
		return (&rplayer{r: p.r}).attacks(s)
	}
	if len(options) == 0 {
		return nil
	}
	o := options[p.r.IntN(len(options))]
	from, to := o[0], o[1]
	nA := 1 + p.r.IntN(min(3, s.Units[from]-1))
	if legendary.MaxDiceNext(s) || p.r.IntN(2) == 0 {
		nA = min(3, s.Units[from]-1)
	}
	nD := 1 + p.r.IntN(min(2, s.Units[to]))
	if s.Players[s.Owner[to]].Neutral {
		nD = min(2, s.Units[to])
	}
	me := s.Players[s.Current]
	d := engine.Declared{HeroIn: me.HasHero && me.Hero == from && p.r.IntN(3) > 0}
	e := engine.Attack{From: tid(s, from), To: tid(s, to), Declared: d}
	if p.r.IntN(6) == 0 {
		pairs := min(nA, nD)
		al := p.r.IntN(pairs + 1)
		dl := pairs - al
		e.Attackers, e.Defenders, e.AttackerLoss, e.DefenderLoss = nA, nD, &al, &dl
		return []candidate{ev(e)}
	}
	a, df := engine.RollBattle(s.BattleRule(from, to, d), nA, nD, func() int { return 1 + p.r.IntN(6) })
	e.AttackDice, e.DefendDice, e.AttackBonusDie, e.DefendBonusDie = a.Dice, df.Dice, a.Bonus, df.Bonus
	e.RerollOne, e.RerollLowest, e.RolledBy = a.RerollOne, a.RerollLowest, "herald"
	return []candidate{ev(e)}
}

// maneuvers: the maneuver, the starting one, with the hero now and then.
func (p *rplayer) maneuvers(s *engine.State) []candidate {
	me := s.Players[s.Current]
	for _, t := range p.shuffled(s.Holdings(s.Current)) {
		reach := s.Reachable(s.Current, t)
		if s.Units[t] < 2 || len(reach) == 0 {
			continue
		}
		m := engine.Maneuver{From: tid(s, t), To: tid(s, p.pick(reach)), Units: 1 + p.r.IntN(s.Units[t]-1),
			Hero: me.HasHero && me.Hero == t && p.r.IntN(2) == 0}
		start := m
		start.Start = true
		return []candidate{ev(start), ev(m)}
	}
	return nil
}

func (p *rplayer) shuffled(ts []engine.TerritoryID) []engine.TerritoryID {
	p.r.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
	return ts
}

// endTurns ends the turn drawing what the player may, then without a
// card; removed Halo Wars heroes go back on their players' territories.
func (p *rplayer) endTurns(s *engine.State) []candidate {
	var heroes []engine.HeroPlacement
	if s.Rules.Edition == "halowars" {
		for i, pl := range s.Players {
			if own := s.Holdings(i); pl.HasHero && pl.Hero == engine.NoTerritory && len(own) > 0 {
				heroes = append(heroes, engine.HeroPlacement{Player: i, Territory: tid(s, p.pick(own))})
			}
		}
	}
	plain := engine.EndTurn{Heroes: heroes}
	draw := plain
	draw.Draw = true
	if s.Rules.Draws == nil {
		if s.DeckMode == engine.DeckTable {
			free := freeCards(s)
			if len(free) == 0 || p.r.IntN(50) == 0 {
				draw.Card = engine.EndGameCard
			} else {
				draw.Card = free[p.r.IntN(len(free))]
			}
		}
	} else {
		for range s.Rules.Draws(s) {
			if s.Rules.CardsBy == engine.CardsByValue {
				draw.Values = append(draw.Values, 100*(1+p.r.IntN(2)))
			} else {
				draw.Points = append(draw.Points, 1+p.r.IntN(2))
			}
		}
	}
	return []candidate{ev(draw), ev(plain)}
}

// findSet returns a tradeable set from hand (a hand of 5 always has one).
func findSet(s *engine.State, hand []string) []string {
	for i := 0; i < len(hand); i++ {
		for j := i + 1; j < len(hand); j++ {
			for k := j + 1; k < len(hand); k++ {
				set := []string{hand[i], hand[j], hand[k]}
				var sym []engine.CardSymbol
				for _, c := range set {
					t, _ := s.Board.Lookup(c)
					cd, _ := s.Board.CardOf(t)
					sym = append(sym, cd.Symbol)
				}
				if _, ok := s.Rules.SetValue(sym); ok {
					return set
				}
			}
		}
	}
	return hand[:3]
}

// freeCards are the territory cards neither held nor traded: those the
// table's deck may still give.
func freeCards(s *engine.State) []string {
	var out []string
	for _, c := range s.Board.Cards {
		held := slices.Contains(s.Discard, c.Territory)
		for _, p := range s.Players {
			held = held || slices.Contains(p.Hand, c.Territory)
		}
		if !held {
			out = append(out, c.Territory)
		}
	}
	return out
}

// edition builds an event kind an edition adds (claim, use_loot ...) from
// its stored JSON fields, as the API and a stored log give it: the random
// games name no edition's Go types, only the stored shape.
func edition(typ string, fields map[string]any) engine.Event {
	payload, err := json.Marshal(fields)
	if err != nil {
		panic(err)
	}
	e, err := engine.Decode(typ, payload)
	if err != nil {
		panic(fmt.Sprintf("%s %s: %v", typ, payload, err))
	}
	return e
}

// field reads one field of an event's stored JSON (0, "" or false when
// absent): the invariants look at edition events through their stored
// shape.
func field[T any](e engine.Event, name string) T {
	var v T
	_, payload, err := engine.Encode(e)
	if err != nil {
		panic(err)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(payload, &fields); err != nil {
		panic(err)
	}
	if raw, ok := fields[name]; ok {
		if err := json.Unmarshal(raw, &v); err != nil {
			panic(err)
		}
	}
	return v
}

// unenteredCards counts a player's faction cards not yet entered (Halo
// Legendary keeps them as 0 skulls until the owner enters them).
func unenteredCards(p engine.Player) int {
	n := 0
	for _, k := range slices.Concat(p.Points, p.TakenPoints) {
		if k == 0 {
			n++
		}
	}
	return n
}

// defenceOwed is the player a Halo Legendary defence card owes a round of
// attack against, or -1 ("FRAKTIONS-KARTEN BENUTZEN": "muss der Angreifer
// für eine Runde mit der maximal möglichen Anzahl an Truppen angreifen"):
// owed until the maneuver, while some attack on that player is legal.
func defenceOwed(s *engine.State) int {
	d := legendary.DefenceBy(s)
	if !legendary.MaxDiceNext(s) || d < 0 || d >= len(s.Players) || s.Phase == engine.PhaseManeuver || s.Phase == engine.PhaseOver {
		return -1
	}
	for _, from := range s.Holdings(s.Current) {
		if s.Units[from] < 2 {
			continue
		}
		for _, to := range s.Board.MaybeNeighbours(from) {
			if s.Owner[to] == d && s.CheckAttack(from, to) == nil {
				return d
			}
		}
	}
	return -1
}
