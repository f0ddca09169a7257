package got_test

// "Each edition speaks its own rulebook's words": everything a Game of
// Thrones Skirmish game shows (its pages, its history sentences, its
// refusals) is scanned for the words of the other editions. The German
// rulebook (seed 001) speaks of Haus, Armee, Einheiten, Gebiete, Burgen,
// Häfen, Regionen, Gebietskarten, Sätze and the Spielende-Karte; heroes,
// leaders, skulls, teleporters, colonies, Throne Gelt, factions,
// achievements, missions, campaigns, cannons and loot belong to Halo Wars,
// Halo Legendary and Warhammer 40,000.

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"herald/editions/got"
	"herald/engine"
	"herald/maps"
	"herald/views"
)

// foreignWords are the other editions' terms, per language, as whole
// words (case-insensitive; compounds by their stem).
var foreignWords = map[string]*regexp.Regexp{
	"de": regexp.MustCompile(`(?i)\b(held|helden\w*|heldenhaft\w*|anführer\w*|schädel\w*|totenk[oö]pf\w*|teleporter\w*|kolonie\w*|thron-gelt|throne gelt|fraktion\w*|errungenschaft\w*|mission\w*|kampagne\w*|kanone\w*|beute\w*|sektor\w*|flood|covenant|unsc)\b`),
	"en": regexp.MustCompile(`(?i)\b(hero|heroes|heroic|leaders?|skulls?|teleporters?|colony|colonies|throne gelt|factions?|achievements?|missions?|campaigns?|cannons?|loot|sectors?|flood|covenant|unsc)\b`),
}

// gotTexts collects what GoT games say: per source ("page ...",
// "history <key>", "refusal <key>") and language, the texts.
type gotTexts map[string]map[string][]string

func (g gotTexts) add(source, lang, text string) {
	if g[source] == nil {
		g[source] = map[string][]string{}
	}
	g[source][lang] = append(g[source][lang], text)
}

func (g gotTexts) say(kind string, st *engine.State, key string, args map[string]any) {
	for _, lang := range []string{"de", "en"} {
		g.add(kind+" "+key, lang, views.Say(lang, st, key, args))
	}
}

func (g gotTexts) page(name string, st *engine.State, seq int) {
	for _, lang := range []string{"de", "en"} {
		var buf bytes.Buffer
		v := views.GameView{ID: 1, Seq: seq, State: st, Name: "Freitag"}
		if err := views.Game(views.Ctx{Lang: lang}, v).Render(context.Background(), &buf); err != nil {
			panic(err)
		}
		g.add("page "+name, lang, visibleText(buf.String()))
		buf.Reset()
		if err := views.BoardEntryPage(views.Ctx{Lang: lang}, v, "").Render(context.Background(), &buf); err != nil {
			panic(err)
		}
		g.add("board entry page", lang, visibleText(buf.String()))
	}
}

// gotSetup is a game of n players (2 adds the neutral house) with a deal
// round the table and either deck.
func gotSetup(b *engine.Board, n int, herald bool, r *rand.Rand) engine.Setup {
	houses := got.Rules.Houses(n)
	s := engine.Setup{Edition: "got", Board: "westeros", Owners: map[string]int{}, DeckMode: engine.DeckTable}
	deal, neutral := got.Rules.Deal(n)
	deal = append(deal, neutral)
	seat := 0
	for _, terr := range b.Territories {
		for deal[seat] == 0 {
			seat++
		}
		s.Owners[terr.ID] = seat
		deal[seat]--
	}
	for i := 0; i < n; i++ {
		s.Players = append(s.Players, engine.PlayerSetup{Name: []string{"Anna", "Ben", "Carla", "Dirk", "Eva"}[i], House: houses[i]})
	}
	if n == 2 {
		s.Players = append(s.Players, engine.PlayerSetup{Name: "Neutral", House: houses[2], Neutral: true})
	}
	if herald {
		s.DeckMode, s.Deck = engine.DeckHerald, engine.ShuffleDeck(b, got.Rules, r.IntN)
	}
	return s
}

// proposal is a mostly sensible next event, and now and then a wrong one,
// so that games go on and the rules get to refuse things.
func proposal(st *engine.State, r *rand.Rand) engine.Event {
	b := st.Board
	me := st.Current
	terr := func() string { return b.Territories[r.IntN(len(b.Territories))].ID }
	own := st.Holdings(me)
	mine := func() string { return b.Territories[own[r.IntN(len(own))]].ID }
	hand := st.Players[me].Hand
	if r.IntN(5) == 0 {
		// Anything at all, mostly refused.
		cards := []string{terr(), terr(), terr()}
		if len(hand) >= 3 && r.IntN(2) == 0 {
			cards = hand[:3]
		}
		switch r.IntN(20) {
		case 13:
			return engine.Claim{Achievement: "control_mu"}
		case 14:
			return engine.DeployHero{Territory: mine()}
		case 15:
			return engine.TransferCommand{Territory: terr(), From: mine()}
		case 16:
			return decoded("record_campaign", fmt.Sprintf(`{"player":%d,"tier":"easy","mission":"table"}`, me))
		case 17:
			return decoded("complete_campaign", `{"tier":"easy"}`)
		case 18:
			return decoded("play_faction_card", fmt.Sprintf(`{"player":%d,"skulls":1}`, me))
		case 19:
			e, err := engine.Decode("use_loot", []byte(`{"loot":"three_units"}`))
			if err != nil {
				panic(err) // an edition that plays loot must be registered
			}
			return e
		case 0:
			return engine.Place{Territory: terr(), Units: r.IntN(20) - 2}
		case 1:
			return engine.Trade{Cards: cards}
		case 2:
			return engine.Attack{From: terr(), To: terr(), Attackers: 1 + r.IntN(4), Defenders: 1 + r.IntN(3), AttackerLoss: new(int), DefenderLoss: new(int)}
		case 3:
			return engine.MoveIn{Units: r.IntN(10)}
		case 4:
			return engine.EndAttack{}
		case 5:
			return engine.Maneuver{From: terr(), To: terr(), Units: r.IntN(5)}
		case 6:
			return engine.EndTurn{Draw: true, Card: []string{"", engine.EndGameCard, terr()}[r.IntN(3)]}
		case 7:
			return engine.Correct{Territories: []engine.TerritoryFix{{Territory: terr(), Owner: r.IntN(len(st.Players) + 1), Units: r.IntN(4)}}}
		case 8:
			if r.IntN(2) == 0 {
				free := freeCards(st, r)
				return engine.CorrectHand{Player: me, Cards: free[:min(5, len(free))]}
			}
			return engine.CorrectHand{Player: r.IntN(len(st.Players) + 1), Cards: cards}
		case 9:
			return engine.Trade{Points: []int{1, 2}}
		case 10:
			return engine.Attack{From: mine(), To: terr(), AttackDice: []int{6, 6, 6, 6}, DefendDice: []int{1}}
		case 11:
			return engine.EndTurn{Draw: true, Points: []int{1}}
		default:
			return engine.Place{Territory: mine(), Units: st.ToPlace() + 1}
		}
	}
	if st.Pending != nil {
		return engine.MoveIn{Units: st.Pending.Min + r.IntN(st.Units[st.Pending.From]-st.Pending.Min)}
	}
	if (st.MustTrade || len(hand) > 5) && len(hand) >= 3 {
		for i := 0; i < 200; i++ {
			p := r.Perm(len(hand))[:3]
			cards := []string{hand[p[0]], hand[p[1]], hand[p[2]]}
			if _, err := engine.Apply(st, engine.Trade{Cards: cards}); err == nil {
				return engine.Trade{Cards: cards}
			}
		}
	}
	if st.ToPlace() > 0 {
		for t, n := range st.Reserved {
			if n > 0 && r.IntN(2) == 0 {
				return engine.Place{Territory: b.Territories[t].ID, Units: n}
			}
		}
		return engine.Place{Territory: mine(), Units: 1 + r.IntN(max(1, st.Pool))}
	}
	if st.Phase != engine.PhaseManeuver && r.IntN(3) > 0 {
		for _, i := range r.Perm(len(own)) {
			from := own[i]
			if st.Units[from] < 2 {
				continue
			}
			for _, to := range b.Neighbours(from) {
				if st.Owner[to] == me {
					continue
				}
				a := 1 + r.IntN(min(3, st.Units[from]-1))
				d := min(2, st.Units[to])
				dice := func(n int) []int {
					out := make([]int, n)
					for k := range out {
						out[k] = 1 + r.IntN(6)
					}
					return out
				}
				return engine.Attack{From: b.Territories[from].ID, To: b.Territories[to].ID, AttackDice: dice(a), DefendDice: dice(d)}
			}
		}
	}
	if st.Maneuvers == 0 && r.IntN(2) == 0 {
		from := own[r.IntN(len(own))]
		if reach := st.Reachable(me, from); st.Units[from] > 1 && len(reach) > 0 {
			return engine.Maneuver{From: b.Territories[from].ID, To: b.Territories[reach[r.IntN(len(reach))]].ID, Units: 1}
		}
	}
	if st.DeckMode == engine.DeckHerald || st.Conquered == 0 {
		return engine.EndTurn{Draw: st.Conquered > 0 && r.IntN(4) == 0}
	}
	if st.HandFull() && r.IntN(2) == 0 {
		return engine.EndTurn{}
	}
	free := append(freeCards(st, r), engine.EndGameCard)
	return engine.EndTurn{Draw: true, Card: free[r.IntN(len(free))]}
}

// freeCards are the territory cards no one holds and no one traded, in a
// random order.
func freeCards(st *engine.State, r *rand.Rand) []string {
	held := map[string]bool{}
	for _, p := range st.Players {
		for _, c := range p.Hand {
			held[c] = true
		}
	}
	for _, c := range st.Discard {
		held[c] = true
	}
	var free []string
	for _, i := range r.Perm(len(st.Board.Cards)) {
		if c := st.Board.Cards[i].Territory; !held[c] {
			free = append(free, c)
		}
	}
	return free
}

// playGoT plays one random game and records everything it says.
func playGoT(t *testing.T, out gotTexts, n int, herald bool, seed uint64) {
	b := maps.MustLoad("westeros")
	r := rand.New(rand.NewPCG(seed, 7))
	setup := gotSetup(b, n, herald, r)
	st, err := engine.NewGame(b, setup)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range engine.Describe(nil, setup, st) {
		out.say("history", st, l.Key, l.Args)
	}
	pages := map[string]bool{}
	for step := 0; step < 1500 && !st.Over; step++ {
		e := proposal(st, r)
		next, err := engine.Apply(st, e)
		if err != nil {
			re, ok := err.(*engine.RuleError)
			if !ok {
				t.Fatalf("%s: %v", e.Type(), err)
			}
			out.say("refusal", st, re.Key, re.Args)
			continue
		}
		for _, l := range engine.Describe(st, e, next) {
			out.say("history", next, l.Key, l.Args)
		}
		st = next
		// Each kind of moment once per game: the phases, and the notices
		// of forced trades, full hands and reserved units.
		kind := string(st.Phase)
		switch {
		case len(st.Players[st.Current].Hand) > 5:
			kind = "over the hand limit"
		case st.MustTrade:
			kind = "must trade"
		case st.Conquered > 0 && st.HandFull():
			kind = "full hand"
		case st.ReservedTotal() > 0:
			kind = "reserved units"
		case st.Pending != nil:
			kind = "move in"
		}
		if !pages[kind] {
			pages[kind] = true
			out.page(kind, st, st.Seq)
		}
	}
	out.page("last", st, st.Seq)
}

func TestGoTSpeaksItsOwnRulebooksWords(t *testing.T) {
	out := gotTexts{}
	games := 0
	for n := 2; n <= 5; n++ {
		for _, herald := range []bool{false, true} {
			playGoT(t, out, n, herald, 10+uint64(n))
			games++
		}
	}
	// Set-up refusals of the new-game page and API.
	b := maps.MustLoad("westeros")
	bad := []func(*engine.Setup){
		func(s *engine.Setup) { s.Players[0].House = "tyrell" },
		func(s *engine.Setup) { s.Players[1].House = s.Players[0].House },
		func(s *engine.Setup) { s.Players[0].Name = "" },
		func(s *engine.Setup) { s.Players = s.Players[:1] },
		func(s *engine.Setup) { s.DeckMode = "magic" },
		func(s *engine.Setup) { s.Deck = []string{"winterfell"} },
		func(s *engine.Setup) { delete(s.Owners, "winterfell") },
		func(s *engine.Setup) { s.Owners["winterfell"] = 2 },
		func(s *engine.Setup) { s.Owners["winterfell"] = 7 },
	}
	for _, f := range bad {
		s := gotSetup(b, 3, false, rand.New(rand.NewPCG(1, 1)))
		f(&s)
		if _, err := engine.NewGame(b, s); err != nil {
			re, ok := err.(*engine.RuleError)
			if !ok {
				t.Fatal(err)
			}
			out.say("refusal", nil, re.Key, re.Args)
		}
	}
	var hits []string
	sources := make([]string, 0, len(out))
	for src := range out {
		sources = append(sources, src)
	}
	sort.Strings(sources)
	for _, src := range sources {
		seen := map[string]bool{}
		for lang, texts := range out[src] {
			for _, text := range texts {
				for _, line := range strings.Split(text, "\n") {
					if w := foreignWords[lang].FindString(line); w != "" && !seen[line] {
						seen[line] = true
						hits = append(hits, src+": "+w+" in "+strings.TrimSpace(line))
					}
				}
			}
		}
	}
	for _, h := range slices.Compact(hits) {
		t.Error(h)
	}
	var keys []string
	for src := range out {
		if !strings.HasPrefix(src, "page") {
			keys = append(keys, src)
		}
	}
	t.Logf("%d games, %d history and refusal keys, %d page sources", games, len(keys), len(out)-len(keys))
	for _, want := range []string{"refusal draw.end_card_too_early", "refusal draw.hand_full", "refusal trade.not_a_set", "history history.trade",
		"refusal place.reserved_elsewhere", "page must trade", "page full hand", "page reserved units", "page over"} {
		if _, ok := out[want]; !ok {
			t.Errorf("no game produced %s", want)
		}
	}
}

// decoded is an event of an edition's own kind, by its stored type and
// payload: this package cannot import the editions' packages.
func decoded(typ, payload string) engine.Event {
	e, err := engine.Decode(typ, []byte(payload))
	if err != nil {
		panic(err)
	}
	return e
}
