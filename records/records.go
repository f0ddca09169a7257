// Package records is the table's logbook across games (issue 17 item 4,
// issue 33): every game with its date, length, edition, board, players
// and winners; per player games, wins, win rate, streaks, head-to-head
// and favourites; per edition and per house; who had the best and the
// worst dice. It names no edition: a game's edition and houses are ids
// its caller shows in words.
//
// Only finished games count (issue 33, defect 1): an unfinished game is
// listed apart and is never a game played, won or lost, nor a length,
// a luck or a comeback.
//
// A player is the same person in two games when the names match after
// trimming spaces and folding case ("Anna", " anna "), as the dice page
// matches them (stats.Merge).
//
// What a game keeps here (Played) are the table's public facts: names,
// houses, winners, rounds, times, the dice; never a hand, a face-down
// card or a mission (the replayed state is read once and dropped).
package records

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"herald/engine"
	"herald/stats"
	"herald/story"
)

// Seat is one player of a game (never a neutral army): the name as
// written (trimmed), its person's key (stats.NameKey), the house or
// colour ("" where the edition has none) and whether they won.
type Seat struct {
	Key, Name, House string
	Won              bool
}

// Played is one stored game, replayed: what the logbook needs of it.
type Played struct {
	ID      int64
	Name    string
	Edition string
	Board   engine.Names // the board's name
	Over    bool
	Round   int // the round the game ended in (or stands at)
	Seats   []Seat
	Dice    stats.Report // its battles' luck (stats.Game)
	// Comeback is the game's own lowest chance that still took a
	// territory (GameComeback); nil when no invasion took one.
	Comeback *Comeback
	// First and Last are when the first and the last event were written.
	First, Last time.Time
}

// Minutes is how long the game took, first to last event.
func (g Played) Minutes() float64 { return g.Last.Sub(g.First).Minutes() }

// Winners is the names of the seats that won, in seat order.
func (g Played) Winners() []string {
	var out []string
	for _, s := range g.Seats {
		if s.Won {
			out = append(out, s.Name)
		}
	}
	return out
}

// Has says whether the person with key played the game.
func (g Played) Has(key string) bool {
	return slices.ContainsFunc(g.Seats, func(s Seat) bool { return s.Key == key })
}

// Replay reads one game's log, in one replay, into what the logbook keeps
// of it: its board's name, whether it is over, its round, its seats, the
// dice report and the game's own comeback (its invasions' exact odds,
// from its story: story.ForSummary works out one chance per invasion, not
// one per roll, which with stacks near 999 took seconds). The caller adds
// the stored facts (id, name, edition, times).
func Replay(b *engine.Board, events []engine.Event) (Played, error) {
	tale, r, st, err := story.ForSummary(b, events)
	if err != nil {
		return Played{}, err
	}
	return Played{Board: b.Names, Over: st.Over, Round: st.Round, Seats: SeatsOf(st), Dice: r,
		Comeback: GameComeback(b, st, tale.Invasions)}, nil
}

// SeatsOf is the players of a state, neutral armies left out; a player
// won when the game is over and names them among its winners.
func SeatsOf(st *engine.State) []Seat {
	var out []Seat
	for i, p := range st.Players {
		if p.Neutral {
			continue
		}
		out = append(out, Seat{Key: stats.NameKey(p.Name), Name: strings.TrimSpace(p.Name), House: p.House,
			Won: st.Over && slices.Contains(st.Winners, i)})
	}
	return out
}

// GameComeback is the invasion that took its territory against the
// lowest exact chance at its start (Invasion.Chance, known odds only):
// the attacker set out furthest from taking it and took it anyway. The
// first such invasion in the log wins a tie; nil when none took one.
func GameComeback(b *engine.Board, final *engine.State, vs []story.Invasion) *Comeback {
	var best *story.Invasion
	for i := range vs {
		if v := &vs[i]; v.Known && v.Taken && (best == nil || v.Chance < best.Chance) {
			best = v
		}
	}
	if best == nil {
		return nil
	}
	cb := &Comeback{Chance: best.Chance, Round: best.Round, Name: strings.TrimSpace(final.Players[best.Attacker].Name)}
	if t, ok := b.Lookup(best.From); ok {
		cb.From = b.Territory(t).Names
	}
	if t, ok := b.Lookup(best.To); ok {
		cb.To = b.Territory(t).Names
	}
	return cb
}

// Tally is games played and won by one player or with one house. Name
// is the player's name as first written, or the house's id.
type Tally struct {
	Key         string
	Name        string
	Played, Won int
}

// Edition is the records of one edition's games.
type Edition struct {
	ID              string
	Games, Finished int
	// Rounds and Minutes are the average length of the finished games
	// (engine.State.Round at the end; first to last event's time).
	Rounds, Minutes float64
	Players         []Tally
	Houses          []Tally // none when the edition's players have no house
}

// Comeback is the lowest exact chance at which an invasion still took
// its territory: who, in which game and round, from where to where (the
// board's names in every language), and the chance.
type Comeback struct {
	Name     string
	GameID   int64
	GameName string
	Round    int
	From, To engine.Names
	Chance   float64 // 0..1, the attacker's chance before the roll
}

// Records is the table's records.
type Records struct {
	// Games is every game given, Finished those played to the end: the
	// only ones counted below.
	Games, Finished int
	Players         []Player // overall, most wins first
	Editions        []Edition
	// Lucky and Unlucky are the players with the highest and the lowest
	// luck over all finished games (expected minus actual losses); nil
	// without two players who fought.
	Lucky, Unlucky *stats.Player
	// Comeback is the lowest chance over all finished games that still
	// took a territory (the games' own, Played.Comeback); nil when none did.
	Comeback *Comeback
}

// tallies counts players or houses by key, keeping the first name.
type tallies struct {
	index map[string]int
	list  []Tally
}

func (t *tallies) add(key, name string, won bool) {
	if t.index == nil {
		t.index = map[string]int{}
	}
	i, ok := t.index[key]
	if !ok {
		i = len(t.list)
		t.index[key] = i
		t.list = append(t.list, Tally{Key: key, Name: name})
	}
	t.list[i].Played++
	if won {
		t.list[i].Won++
	}
}

// byWins orders tallies with the most wins first, then the most games,
// then by key.
func byWins(a, b Tally) int {
	return cmp.Or(cmp.Compare(b.Won, a.Won), cmp.Compare(b.Played, a.Played), strings.Compare(a.Key, b.Key))
}

// sorted is the tallies by wins (byWins).
func (t *tallies) sorted() []Tally {
	out := slices.Clone(t.list)
	slices.SortStableFunc(out, byWins)
	return out
}

type editionAcc struct {
	e               Edition
	players, houses tallies
	rounds          int
	minutes         float64
}

// Compute reads the records of games given oldest first (a player keeps
// the name of their first game). order lists the edition ids in the
// order the page shows them (the edition registry); an edition not in it
// comes after, by id. Only finished games are counted; the others only
// in Games and their edition's Games.
func Compute(games []Played, order []string) Records {
	var r Records
	eds := map[string]*editionAcc{}
	var reports []stats.Report
	var finished []Played
	for _, g := range games {
		r.Games++
		acc := eds[g.Edition]
		if acc == nil {
			acc = &editionAcc{e: Edition{ID: g.Edition}}
			eds[g.Edition] = acc
		}
		acc.e.Games++
		if !g.Over {
			continue
		}
		finished = append(finished, g)
		acc.count(g)
		reports = append(reports, g.Dice)
		if cb := g.Comeback; cb != nil && (r.Comeback == nil || cb.Chance < r.Comeback.Chance) {
			named := *cb
			named.GameID, named.GameName = g.ID, g.Name
			r.Comeback = &named
		}
	}
	r.Finished = len(finished)
	r.Players = playersOf(finished)
	r.Editions = editionsOf(eds, order)
	r.Lucky, r.Unlucky = luckiest(stats.Merge(reports...))
	return r
}

// count adds a finished game to its edition.
func (acc *editionAcc) count(g Played) {
	acc.e.Finished++
	acc.rounds += g.Round
	acc.minutes += g.Minutes()
	for _, s := range g.Seats {
		acc.players.add(s.Key, s.Name, s.Won)
		if s.House != "" {
			acc.houses.add(s.House, s.House, s.Won)
		}
	}
}

// editionsOf is the editions' records in the order given.
func editionsOf(eds map[string]*editionAcc, order []string) []Edition {
	var out []Edition
	for _, acc := range eds {
		if n := acc.e.Finished; n > 0 {
			acc.e.Rounds = float64(acc.rounds) / float64(n)
			acc.e.Minutes = acc.minutes / float64(n)
		}
		acc.e.Players, acc.e.Houses = acc.players.sorted(), acc.houses.sorted()
		out = append(out, acc.e)
	}
	rank := func(id string) int {
		if i := slices.Index(order, id); i >= 0 {
			return i
		}
		return len(order)
	}
	slices.SortFunc(out, func(a, b Edition) int {
		return cmp.Or(cmp.Compare(rank(a.ID), rank(b.ID)), strings.Compare(a.ID, b.ID))
	})
	return out
}

// luckiest is the player with the most and the one with the least luck
// among those who fought; the neutral army's dice are nobody's.
func luckiest(all stats.Report) (lucky, unlucky *stats.Player) {
	var fought []stats.Player
	for _, p := range all.Players {
		if !p.Neutral && p.Battles() > 0 {
			fought = append(fought, p)
		}
	}
	if len(fought) < 2 {
		return nil, nil
	}
	byLuck := func(a, b stats.Player) int { return cmp.Compare(a.Luck(), b.Luck()) }
	hi, lo := slices.MaxFunc(fought, byLuck), slices.MinFunc(fought, byLuck)
	return &hi, &lo
}

// Names is the players' names of earlier games for the set-up form: each
// person once (by Key), as last written, newest game first. setups are
// the games' players, newest game first; neutral armies are left out.
func Names(setups [][]engine.PlayerSetup) []string {
	seen := map[string]bool{}
	var out []string
	for _, ps := range setups {
		for _, p := range ps {
			k := stats.NameKey(p.Name)
			if p.Neutral || k == "" || seen[k] {
				continue
			}
			seen[k] = true
			out = append(out, strings.TrimSpace(p.Name))
		}
	}
	return out
}
