package records

import (
	"cmp"
	"slices"
	"strings"
)

// Player is one person's figures over the finished games: games and wins
// (Tally), win streaks, head-to-head and favourites.
type Player struct {
	Tally
	// Streak is the wins in a row up to their latest game (0 when they
	// lost it); Longest the most wins in a row they ever had.
	Streak, Longest int
	// House is the house or colour they played most often ("" when
	// their editions have none), Edition the edition they played most
	// often: the most games, then the most wins, then the first played.
	House, Edition string
	// Versus is their record against each other player, in the order
	// of Records.Players.
	Versus []Versus
}

// WinRate is the share of their games they won, 0..1.
func (p Player) WinRate() float64 {
	if p.Played == 0 {
		return 0
	}
	return float64(p.Won) / float64(p.Played)
}

// Versus is one player's record against another in the finished games
// both played: Won, the games they won and the other did not; Lost, the
// games the other won and they did not (a game both won, as one team,
// or both lost is neither).
type Versus struct {
	Key, Name        string // the other player
	Games, Won, Lost int
}

// personAcc gathers one person's games, oldest first.
type personAcc struct {
	Player
	houses, editions tallies
	versus           map[string]*Versus
}

// playersOf is every person's figures over finished games given oldest
// first, most wins first.
func playersOf(finished []Played) []Player {
	byKey := map[string]*personAcc{}
	var order []*personAcc
	for _, g := range finished {
		for _, s := range g.Seats {
			p := byKey[s.Key]
			if p == nil {
				p = &personAcc{Player: Player{Tally: Tally{Key: s.Key, Name: s.Name}}, versus: map[string]*Versus{}}
				byKey[s.Key] = p
				order = append(order, p)
			}
			p.play(g, s)
		}
	}
	out := make([]Player, len(order))
	for i, p := range order {
		out[i] = p.done()
	}
	slices.SortStableFunc(out, func(a, b Player) int { return byWins(a.Tally, b.Tally) })
	rank := map[string]int{}
	for i, p := range out {
		rank[p.Key] = i
	}
	for i := range out {
		slices.SortFunc(out[i].Versus, func(a, b Versus) int { return cmp.Compare(rank[a.Key], rank[b.Key]) })
	}
	return out
}

// play adds one finished game in which the person sat at s.
func (p *personAcc) play(g Played, s Seat) {
	p.Played++
	if s.Won {
		p.Won++
		p.Streak++
		p.Longest = max(p.Longest, p.Streak)
	} else {
		p.Streak = 0
	}
	if s.House != "" {
		p.houses.add(s.House, s.House, s.Won)
	}
	p.editions.add(g.Edition, g.Edition, s.Won)
	for _, o := range g.Seats {
		if o.Key == s.Key {
			continue
		}
		v := p.versus[o.Key]
		if v == nil {
			v = &Versus{Key: o.Key, Name: o.Name}
			p.versus[o.Key] = v
		}
		v.Games++
		switch {
		case s.Won && !o.Won:
			v.Won++
		case o.Won && !s.Won:
			v.Lost++
		}
	}
}

// done is the person's figures with favourites and head-to-head.
func (p *personAcc) done() Player {
	out := p.Player
	out.House, out.Edition = favourite(p.houses), favourite(p.editions)
	for _, v := range p.versus {
		out.Versus = append(out.Versus, *v)
	}
	return out
}

// favourite is the key of the tally played most often, then won most
// often, then played first; "" for none.
func favourite(t tallies) string {
	best := -1
	for i, c := range t.list {
		if best < 0 || c.Played > t.list[best].Played || c.Played == t.list[best].Played && c.Won > t.list[best].Won {
			best = i
		}
	}
	if best < 0 {
		return ""
	}
	return t.list[best].Key
}

// Filter keeps the games of one edition, of one person, or both; its
// zero value keeps every game.
type Filter struct {
	Edition string // an edition's id; "" for every edition
	Player  string // a person's key (stats.NameKey); "" for everybody
}

// Keeps says whether g passes the filter.
func (f Filter) Keeps(g Played) bool {
	return (f.Edition == "" || g.Edition == f.Edition) && (f.Player == "" || g.Has(f.Player))
}

// Apply is the games that pass the filter, in their order.
func (f Filter) Apply(games []Played) []Played {
	var out []Played
	for _, g := range games {
		if f.Keeps(g) {
			out = append(out, g)
		}
	}
	return out
}

// People is every person of the games, each once by key with the name
// first written, sorted by name: the choices of the player filter.
func People(games []Played) []Tally {
	var t tallies
	for _, g := range games {
		for _, s := range g.Seats {
			t.add(s.Key, s.Name, false)
		}
	}
	out := slices.Clone(t.list)
	slices.SortFunc(out, func(a, b Tally) int { return strings.Compare(a.Key, b.Key) })
	return out
}
