package engine_test

// Random legal games of every edition (issue 13, "The net" 2): a random
// player proposes candidate events, the engine's acceptance decides, and
// the invariants of invariants_random_test.go are checked after every
// accepted event. More games: go test ./engine/ -run TestRandomGames
// -random.games=N (make fuzz runs more).

import (
	"flag"
	"fmt"
	"maps"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"herald/editions/halowars"
	"herald/editions/legendary"
	"herald/editions/wh40k"
	"herald/engine"
	"herald/i18n"
)

var (
	randomGames = flag.Int("random.games", 1000, "random games per edition in TestRandomGames")
	randomSeed  = flag.Uint64("random.seed", 1, "the first game's seed in TestRandomGames")
)

// randomEdition builds a random set-up of one edition: the board the
// Setup names (the one Replay needs) and the Setup itself.
type randomEdition struct {
	name  string
	setup func(t testing.TB, r *rand.Rand) (*engine.Board, engine.Setup)
	// kinds are the event kinds this edition's random games must all
	// exercise ("undo" included).
	kinds []string
}

var commonKinds = []string{"place", "attack", "move_in", "end_attack", "maneuver", "end_turn", "correct", "correct_hand", "undo"}

var randomEditions = []randomEdition{
	{name: "got", setup: randomGoT, kinds: append([]string{"trade"}, commonKinds...)},
	{name: "halowars", setup: randomHaloWars, kinds: append([]string{"trade", "claim", "transfer_command"}, commonKinds...)},
	{name: "halo_legendary", setup: randomLegendary, kinds: append([]string{"trade", "transfer_command", "deploy_hero", "record_campaign", "complete_campaign", "play_faction_card", "enter_skulls"}, commonKinds...)},
	{name: "warhammer40k", setup: randomWarhammer, kinds: append([]string{"trade", "claim", "use_loot", "deploy_hero"}, commonKinds...)},
}

// randomGoT: 2 players with the neutral army or 3-5, a random deal, the
// table's deck or Herald's.
func randomGoT(t testing.TB, r *rand.Rand) (*engine.Board, engine.Setup) {
	b := westeros(t)
	players := 2 + r.IntN(4)
	var deck []string
	if r.IntN(2) == 0 {
		deck = engine.ShuffleDeck(b, rules(t, "got"), r.IntN)
	}
	e := setup(b, players, deck)
	permute(r, b, &e)
	return b, e
}

// randomHaloWars: Basic Training or Command Room with 3-5 players (teams
// with 4 and 5), World Conquest now and then, Command Room rewards drawn
// by Herald or told by the table.
func randomHaloWars(t testing.TB, r *rand.Rand) (*engine.Board, engine.Setup) {
	b := arcadia(t)
	players := 3 + r.IntN(3)
	mode := []string{"basic", "command"}[r.IntN(2)]
	e := haloSetup(b, players, mode)
	e.Options = engine.OptionsOf(halowars.Options{WorldConquest: r.IntN(4) == 0})
	for i := range e.Players {
		for k := range e.Players[i].Points {
			e.Players[i].Points[k] = 1 + r.IntN(2)
		}
	}
	if mode == "command" {
		e.Colonies = randomIDs(r, b, 15)
		e.Achievements = nil
		for _, tier := range []string{"heroic", "legendary"} {
			var of []string
			for _, a := range haloAchievementOrder {
				if rules(t, "halowars").Objectives[a].Tier == tier {
					of = append(of, a)
				}
			}
			r.Shuffle(len(of), func(i, j int) { of[i], of[j] = of[j], of[i] })
			e.Achievements = append(e.Achievements, of[:4]...)
		}
		if r.IntN(2) == 0 {
			e.Rewards = map[string]string{}
			for _, tier := range []string{"heroic", "legendary"} {
				rewards := slices.Clone(haloRewards[tier])
				r.Shuffle(len(rewards), func(i, j int) { rewards[i], rewards[j] = rewards[j], rewards[i] })
				for _, a := range e.Achievements {
					if rules(t, "halowars").Objectives[a].Tier == tier {
						e.Rewards[a], rewards = rewards[0], rewards[1:]
					}
				}
			}
		}
	}
	permute(r, b, &e)
	spread(r, &e, 1)
	return b, e
}

// randomLegendary: One-on-One with the neutral Flood on one made-up
// board, Objective, Slayer (in teams now and then) and Team Objective on
// two made-up halves joined by mobile teleporters.
func randomLegendary(t testing.TB, r *rand.Rand) (*engine.Board, engine.Setup) {
	mode := []string{"one_on_one", "objective", "slayer", "team"}[r.IntN(4)]
	players := 3 + r.IntN(3)
	teams := mode == "team" || (mode == "slayer" && players >= 4 && r.IntN(2) == 0)
	if mode == "one_on_one" {
		players = 2
	}
	if mode == "team" {
		players = 4 + r.IntN(2)
	}
	var b *engine.Board
	if players == 2 {
		b = randomHalf(t, r, "h", 12+r.IntN(20))
	} else {
		var err error
		b, err = engine.Compose(randomHalf(t, r, "ic", 10+r.IntN(17)), randomHalf(t, r, "pg", 10+r.IntN(17)))
		if err != nil {
			t.Fatal(err)
		}
	}
	houses := []string{"unsc_1", "covenant_1", "unsc_2", "covenant_2", "flood"}
	switch {
	case mode == "one_on_one":
		houses = []string{"unsc_1", "covenant_1", "flood"}
		if r.IntN(2) == 0 {
			houses[0], houses[1] = houses[1], houses[0]
		}
	case teams && players == 5:
		houses = []string{"flood", "unsc_1", "covenant_1", "unsc_2", "covenant_2"}
	case !teams:
		r.Shuffle(len(houses), func(i, j int) { houses[i], houses[j] = houses[j], houses[i] })
	}
	names := []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}[:players]
	e := legendarySetup(b, mode, houses[:max(players, 3)], names)
	legendaryOptions(&e, func(o *legendary.Options) { o.Teams = teams && mode == "slayer" })
	// Half the games start as the set-up page does now, the starting
	// cards unentered; the others as logs stored with their skulls.
	unentered := r.IntN(2) == 0
	for i := range e.Players {
		for k := range e.Players[i].Points {
			e.Players[i].Points[k] = 1 + r.IntN(2)
		}
		if unentered {
			e.Players[i].Points = nil
		}
	}
	permute(r, b, &e)
	spread(r, &e, 1)
	// Mobile teleporters: one pair joins the halves; a few more where the
	// option allows.
	pairs := 1 + r.IntN(2)
	if teams && r.IntN(2) == 0 {
		legendaryOptions(&e, func(o *legendary.Options) { o.TeleporterOption = "team" })
	}
	used := map[string]bool{}
	var teleporters [][2]string
	for range 20 {
		if len(teleporters) >= pairs {
			break
		}
		a := b.Territories[r.IntN(len(b.Territories))]
		c := b.Territories[r.IntN(len(b.Territories))]
		x, y := id(t, b, a.ID), id(t, b, c.ID)
		if used[a.ID] || used[c.ID] || x == y || b.Adjacent(x, y) || (players > 2 && a.Half == c.Half) {
			continue
		}
		used[a.ID], used[c.ID] = true, true
		teleporters = append(teleporters, [2]string{a.ID, c.ID})
	}
	legendaryOptions(&e, func(o *legendary.Options) { o.Teleporters = teleporters })
	return b, e
}

// randomWarhammer: classic or Alleinherrschaft with 3-5 players on the
// table's Vigilus, which the test gives links (the shipped template has
// none), with 4 main and 4 side missions drawn and part of the
// recruitment table entered.
func randomWarhammer(t testing.TB, r *rand.Rand) (*engine.Board, engine.Setup) {
	spec := vigilusSpec(nil)
	spec.LinksOpen = false
	spec.Links = randomLinks(r, spec.Territories)
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	players := 3 + r.IntN(3)
	var missions []string
	for _, tier := range []string{"main", "side"} {
		var of []string
		for _, m := range wh40kMissionOrder {
			if rules(t, "warhammer40k").Objectives[m].Tier == tier {
				of = append(of, m)
			}
		}
		r.Shuffle(len(of), func(i, j int) { of[i], of[j] = of[j], of[i] })
		missions = append(missions, of[:4]...)
	}
	e := whSetup(b, players, missions...)
	if r.IntN(2) == 0 {
		e.Mode = "domination"
	}
	o := wh40k.Options{LootKept: r.IntN(3) == 0, Recruitment: map[int]int{}}
	for gelt := 200; gelt <= 800; gelt += 100 {
		if r.IntN(2) == 0 {
			o.Recruitment[gelt] = gelt / 50
		}
	}
	e.Options = engine.OptionsOf(o)
	permute(r, b, &e)
	spread(r, &e, 1)
	return b, e
}

// randomHalf is a made-up board of n territories in three regions: a
// chain plus a few random links, so games have choices.
func randomHalf(t testing.TB, r *rand.Rand, name string, n int) *engine.Board {
	spec := legendaryHalf(t, name, n).Spec()
	spec.Links = randomLinks(r, spec.Territories)
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// randomLinks links territories in a chain (the board is in one piece)
// and adds about one random link per three territories.
func randomLinks(r *rand.Rand, terr []engine.Territory) []engine.LinkSpec {
	var links []engine.LinkSpec
	seen := map[[2]int]bool{}
	add := func(a, b int) {
		if a > b {
			a, b = b, a
		}
		if a == b || seen[[2]int{a, b}] {
			return
		}
		seen[[2]int{a, b}] = true
		links = append(links, engine.LinkSpec{A: terr[a].ID, B: terr[b].ID, Kind: engine.LinkLand})
	}
	for i := 1; i < len(terr); i++ {
		add(i-1, i)
	}
	for range len(terr) / 3 {
		add(r.IntN(len(terr)), r.IntN(len(terr)))
	}
	return links
}

// randomIDs picks n distinct territory ids.
func randomIDs(r *rand.Rand, b *engine.Board, n int) []string {
	var ids []string
	for _, x := range b.Territories {
		ids = append(ids, x.ID)
	}
	r.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
	return ids[:n]
}

// permute relabels a set-up's territories at random (owners, units, bases,
// heroes): the same counts on a random deal.
func permute(r *rand.Rand, b *engine.Board, e *engine.Setup) {
	var ids []string
	for _, x := range b.Territories {
		ids = append(ids, x.ID)
	}
	to := map[string]string{}
	perm := r.Perm(len(ids))
	for i, x := range ids {
		to[x] = ids[perm[i]]
	}
	owners := map[string]int{}
	for x, o := range e.Owners {
		owners[to[x]] = o
	}
	e.Owners = owners
	if e.Units != nil {
		units := map[string]int{}
		for x, u := range e.Units {
			units[to[x]] = u
		}
		e.Units = units
	}
	for i := range e.Players {
		if p := &e.Players[i]; p.Base != "" {
			p.Base = to[p.Base]
		}
		if p := &e.Players[i]; p.Hero != "" {
			p.Hero = to[p.Hero]
		}
	}
}

// spread moves each seat's units above least per territory (2 for a
// neutral Flood) to random territories of that seat, keeping its total.
func spread(r *rand.Rand, e *engine.Setup, least int) {
	for seat, p := range e.Players {
		floor := least
		if p.Neutral {
			floor = 2
		}
		var own []string
		extra := 0
		for x, o := range e.Owners {
			if o == seat {
				own = append(own, x)
				extra += e.Units[x] - floor
				e.Units[x] = floor
			}
		}
		sort.Strings(own)
		for ; extra > 0 && len(own) > 0; extra-- {
			e.Units[own[r.IntN(len(own))]]++
		}
	}
}

// knownDefect is one of issue 13's listed defects that the invariants
// catch today: the game that meets it undoes the event (as the table
// would) and plays on, so the branch stays green until the fix is merged.
// The lead removes each entry when its fix is in.
type knownDefect struct {
	name    string // the defect as issue 13 lists it
	edition string // "" for every edition
	check   string // the invariant that fails
	event   string // the event kind that made it fail, "" for any
	// keep: the state after the event is kept (the defect is in what the
	// state says or in a correction that did nothing); otherwise the
	// event is undone.
	keep bool
}

var knownDefects = []knownDefect{}

// known finds the listed defect a failure belongs to.
func known(edition string, f *failure) *knownDefect {
	for i, k := range knownDefects {
		if (k.edition == "" || k.edition == edition) && k.check == f.check && (k.event == "" || k.event == f.event) {
			return &knownDefects[i]
		}
	}
	return nil
}

// gameStats counts what the random games did, per edition.
type gameStats struct {
	games, events, over int
	eliminations        int // players put out by an accepted event
	kinds               map[string]int
	known               map[string]int
	first               map[string]uint64 // the first seed that met each known defect
	refused             map[string]*engine.RuleError
}

// meet counts a known defect met in game seed.
func (st *gameStats) meet(k *knownDefect, seed uint64) {
	st.known[k.name]++
	if st.first == nil {
		st.first = map[string]uint64{}
	}
	if _, ok := st.first[k.name]; !ok {
		st.first[k.name] = seed
	}
}

// randomGame plays one random game of up to n accepted events, checking
// every invariant after each; it returns the log and the first failure
// that is not a known defect. A known defect that left a state against
// the rules is undone, as the table would; one in what the state says
// (keep) is counted and the game plays on.
func randomGame(t testing.TB, ed randomEdition, seed uint64, n int, st *gameStats) (log []engine.Event, f *failure) {
	_, log, f = randomGameOn(t, ed, seed, n, st)
	return log, f
}

// randomGameOn is randomGame that also returns the board the game's Setup
// names.
func randomGameOn(t testing.TB, ed randomEdition, seed uint64, n int, st *gameStats) (b *engine.Board, log []engine.Event, f *failure) {
	r := newRand(seed)
	b, e := ed.setup(t, r)
	s, err := engine.NewGame(b, e)
	if err != nil {
		t.Fatalf("%s seed %d: set-up refused: %v", ed.name, seed, err)
	}
	defer func() {
		if f != nil {
			f.board = b
		}
	}()
	log = []engine.Event{e}
	states := []*engine.State{s}
	pop := func() {
		log, states = log[:len(log)-1], states[:len(states)-1]
		s = states[len(states)-1]
	}
	p := &rplayer{r: r, aggressive: n >= 600, refused: st.refused}
	undone := 0 // known defects undone in a row
	for len(log) < n && !s.Over && undone < 50 {
		if len(log) > 1 && r.IntN(60*(1+len(log)/100)) == 0 {
			// Undo: the log without its last event replays to the state
			// before that event.
			prev, err := engine.Replay(b, log[:len(log)-1])
			if err != nil {
				return b, log, &failure{check: "undo", event: log[len(log)-1].Type(), detail: err.Error()}
			}
			if d := diffStates(prev, states[len(states)-2]); d != "" {
				return b, log, &failure{check: "undo", event: log[len(log)-1].Type(), detail: d}
			}
			pop()
			st.kinds["undo"]++
			continue
		}
		// Apply must leave the state it is given as it was: undo is the
		// state before (checked on one event in four, it costs).
		before := ""
		if r.IntN(4) == 0 {
			before = fingerprintString(s)
		}
		ev, after, unmet := p.play(s)
		if p.refusal != nil {
			return b, log, &failure{check: "refusal", event: log[len(log)-1].Type(), detail: p.refusal.Error()}
		}
		if before != "" && fingerprintString(s) != before {
			return b, log, &failure{check: "apply-changed-state", event: log[len(log)-1].Type(), detail: "Apply changed the state it was given"}
		}
		if ev == nil {
			f := &failure{check: frozenCheck(s), event: correctionThisTurn(log, states), detail: "no event is accepted: " + describeTurn(s) +
				fmt.Sprintf("; last refusal: %s %+v: %v", p.last.Type(), p.last, p.lastErr)}
			if k := known(ed.name, f); k != nil && len(log) > 1 {
				st.meet(k, seed)
				undone++
				pop()
				continue
			}
			return b, log, f
		}
		fs := checkEvent(s, ev, after)
		if unmet != "" {
			fs = append(fs, &failure{check: "correction-effect", event: ev.Type(), detail: unmet})
		}
		if isCorrection(ev) && !after.Over && frozen(after) {
			// "After any correction the turn must be playable" (issue 13).
			fs = append(fs, &failure{check: frozenCheck(after), event: correctionThisTurn(append(log, ev), append(states, after)),
				detail: "no event is accepted after the correction: " + describeTurn(after) + lastRefusal(after)})
		}
		undo := false
		for _, f := range fs {
			k := known(ed.name, f)
			if k == nil {
				return b, append(log, ev), f
			}
			st.meet(k, seed)
			undo = undo || !k.keep
		}
		if undo {
			undone++
			continue // the table undoes it
		}
		for i := range after.Players {
			if after.Players[i].Out && !s.Players[i].Out {
				st.eliminations++
			}
		}
		log, states, s = append(log, ev), append(states, after), after
		st.kinds[ev.Type()]++
		undone = 0
	}
	replayed, err := engine.Replay(b, log)
	if err != nil {
		return b, log, &failure{check: "replay", event: log[len(log)-1].Type(), detail: err.Error()}
	}
	if d := diffStates(replayed, s); d != "" {
		return b, log, &failure{check: "replay", event: log[len(log)-1].Type(), detail: d}
	}
	st.games++
	st.events += len(log)
	if s.Over {
		st.over++
	}
	return b, log, nil
}

// correctionThisTurn names what a turn that froze froze after: "correct"
// when the board was corrected earlier in the current turn, else
// "correct_hand" when a hand was, else the kind of the last event.
func correctionThisTurn(log []engine.Event, states []*engine.State) string {
	turn := states[len(states)-1].Turn
	kind := log[len(log)-1].Type()
	for i := len(log) - 1; i >= 1 && states[i].Turn == turn; i-- {
		switch log[i].(type) {
		case engine.Correct:
			return "correct"
		case engine.CorrectHand:
			kind = "correct_hand"
		}
	}
	return kind
}

// frozenCheck names a frozen turn: "frozen-player-without-territory" when
// a player who is not out holds no territory (a correction took them all
// and nobody noticed the player is out: the turn stays theirs, or their
// hero waits for a territory), else "frozen".
func frozenCheck(s *engine.State) string {
	for i, p := range s.Players {
		if !p.Neutral && !p.Out && s.Count(i) == 0 {
			return "frozen-player-without-territory"
		}
	}
	return "frozen"
}

// lastRefusal says why the last candidate of a random player was refused.
func lastRefusal(s *engine.State) string {
	p := &rplayer{r: newRand(1)}
	p.play(s)
	if p.last == nil {
		return ""
	}
	return fmt.Sprintf("; last refusal: %s %+v: %v", p.last.Type(), p.last, p.lastErr)
}

func isCorrection(e engine.Event) bool {
	switch e.(type) {
	case engine.Correct, engine.CorrectHand:
		return true
	}
	return false
}

// TestRandomGames plays -random.games random games of each edition (a
// short game, at most 60 events, and every 20th a long, aggressive one of
// up to 600)
// and checks the invariants after every event. A failure prints the seed
// and the shortest log found that still fails.
func TestRandomGames(t *testing.T) {
	games := *randomGames
	if testing.Short() {
		games = min(games, 100)
	}
	for _, ed := range randomEditions {
		t.Run(ed.name, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			st := &gameStats{kinds: map[string]int{}, known: map[string]int{}, refused: map[string]*engine.RuleError{}}
			for seed := *randomSeed; seed < *randomSeed+uint64(games); seed++ {
				n := 60
				if seed%20 == 0 {
					n = 600
				}
				log, f := randomGame(t, ed, seed, n, st)
				if f != nil {
					short := shrink(t, f.board, log, f)
					t.Fatalf("%s seed %d: %s after %s: %s\nshortest log that fails (%d events):\n%s",
						ed.name, seed, f.check, f.event, f.detail, len(short), encodeLog(t, short))
				}
			}
			checkRefusals(t, ed.name, st.refused)
			var missing []string
			for _, k := range ed.kinds {
				if st.kinds[k] == 0 {
					missing = append(missing, k)
				}
			}
			if len(missing) > 0 {
				t.Errorf("%s: no accepted %v in %d games (accepted: %v)", ed.name, missing, st.games, st.kinds)
			}
			t.Logf("%s: %d games, %d events, %d players out, %d games ended, %s; accepted %v; known defects met %v, first in seed %v",
				ed.name, st.games, st.events, st.eliminations, st.over, time.Since(start).Round(time.Millisecond), st.kinds, st.known, st.first)
		})
	}
}

// checkRefusals: every refusal the random games met says a sentence in
// German and in English, and the sentence's {placeholders} are given by
// the refusal ("refusals are RuleErrors with a sentence in BOTH German and
// English", issue 13).
func checkRefusals(t *testing.T, edition string, refused map[string]*engine.RuleError) {
	t.Helper()
	keys := slices.Sorted(maps.Keys(refused))
	for _, key := range keys {
		re := refused[key]
		for _, lang := range i18n.Languages {
			text := i18n.Raw(lang, key)
			if text == "" {
				t.Errorf("%s: refusal %q has no %s sentence (%v)", edition, key, lang, re)
				continue
			}
			for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
				if _, ok := re.Args[m[1]]; !ok {
					t.Errorf("%s: the %s sentence of %q asks for {%s}, the refusal gives %v", edition, lang, key, m[1], re)
				}
			}
		}
	}
	t.Logf("%s: %d rule keys met in refusals, each with a German and an English sentence", edition, len(keys))
}

var placeholder = regexp.MustCompile(`\{([a-z_]+)\}`)

// encodeLog prints a log as stored: one "type payload" line per event.
func encodeLog(t testing.TB, log []engine.Event) string {
	var out strings.Builder
	for _, e := range log {
		typ, payload, err := engine.Encode(e)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&out, "%s %s\n", typ, payload)
	}
	return out.String()
}

// BenchmarkReplay2000 replays a 2,000-event game, as a page does when its
// game is not cached.
func BenchmarkReplay2000(b *testing.B) {
	st := &gameStats{kinds: map[string]int{}, known: map[string]int{}}
	got := randomEditions[0]
	var events []engine.Event
	for seed := uint64(7); len(events) < 2000 && seed < 100; seed++ {
		events, _ = randomGame(b, got, seed, 2000, st)
	}
	if len(events) < 2000 {
		b.Fatalf("random games ended after %d events", len(events))
	}
	board := westeros(b)
	b.ResetTimer()
	for b.Loop() {
		if _, err := engine.Replay(board, events); err != nil {
			b.Fatal(err)
		}
	}
}

// decodeEvent builds an event from its stored form; the random player
// uses it for payloads that today's event types may not have a field for.
func decodeEvent(typ, payload string) engine.Event {
	e, err := engine.Decode(typ, []byte(payload))
	if err != nil {
		return nil
	}
	return e
}
