package engine_test

import (
	"errors"
	"math"
	"reflect"
	"runtime"
	"slices"
	"testing"

	"herald/editions/wh40k"
	"herald/engine"
)

// ruleOf returns the RuleError in err, or nil.
func ruleOf(err error) *engine.RuleError {
	var re *engine.RuleError
	if errors.As(err, &re) {
		return re
	}
	return nil
}

// Issue 13: an unknown field in a payload was ignored ("drow" for "draw"
// ended the turn without the card the player earned), trailing data was
// read past, and a value outside a field's choices was accepted. Each is
// refused with a sentence naming the field or the value.
func TestDecodeRefusesUnknownFieldsTrailingDataAndValues(t *testing.T) {
	cases := []struct {
		typ, payload, key string
		field, value      string
	}{
		{"end_turn", `{"drow": true}`, "event.unknown_field", "drow", ""},
		{"place", `{"territory": "winterfell", "units": 1, "bogus": 1}`, "event.unknown_field", "bogus", ""},
		{"attack", `{"from": "a", "to": "b", "attack_dice": [6], "defend_dice": [1], "herro_in": true}`, "event.unknown_field", "herro_in", ""},
		{"correct", `{"territories": [{"territory": "winterfell", "owner": 0, "units": 2, "unit": 3}]}`, "event.unknown_field", "unit", ""},
		{"end_turn", `{"heroes": [{"player": 0, "territory": "x", "hero": 1}]}`, "event.unknown_field", "hero", ""},
		{"setup", `{"edition": "got", "players": [{"name": "Anna", "house": "stark", "colour": "grey"}]}`, "event.unknown_field", "colour", ""},
		{"place", `{"territory": "winterfell", "units": 1} {"units": 9}`, "event.trailing_data", "", ""},
		{"end_turn", `{"draw": true}x`, "event.trailing_data", "", ""},
		{"setup", `{"edition": "got", "deck_mode": "magic"}`, "event.unknown_value", "deck_mode", "magic"},
		{"setup", `{"edition": "halowars", "mode": "deathmatch"}`, "event.unknown_value", "mode", "deathmatch"},
		{"setup", `{"edition": "halo_legendary", "teleporter_option": "all"}`, "event.unknown_value", "teleporter_option", "all"},
		{"setup", `{"edition": "halowars", "rewards": {"a": "gold"}}`, "event.unknown_value", "rewards", "gold"},
		{"attack", `{"from": "a", "to": "b", "rolled_by": "magic"}`, "event.unknown_value", "rolled_by", "magic"},
		{"claim", `{"achievement": "x", "reward": "pony"}`, "event.unknown_value", "reward", "pony"},
		{"use_loot", `{"loot": "pony"}`, "event.unknown_value", "loot", "pony"},
		{"complete_campaign", `{"tier": "mythic"}`, "event.unknown_value", "tier", "mythic"},
		{"record_campaign", `{"player": 0, "tier": "mythic", "mission": "x"}`, "event.unknown_value", "tier", "mythic"},
	}
	for _, c := range cases {
		t.Run(c.typ+" "+c.payload, func(t *testing.T) {
			e, err := engine.Decode(c.typ, []byte(c.payload))
			re := ruleOf(err)
			if re == nil || re.Key != c.key {
				t.Fatalf("decoded %+v, err %v; want %s", e, err, c.key)
			}
			if c.field != "" && re.Args["field"] != c.field {
				t.Errorf("names field %v, want %q", re.Args["field"], c.field)
			}
			if c.value != "" && re.Args["value"] != c.value {
				t.Errorf("names value %v, want %q", re.Args["value"], c.value)
			}
		})
	}
	// The known values still decode.
	for typ, payload := range map[string]string{
		"attack":   `{"from": "a", "to": "b", "rolled_by": "herald", "hero_in": true}`,
		"setup":    `{"edition": "halo_legendary", "mode": "one_on_one", "teleporter_option": "last", "deck_mode": "table"}`,
		"claim":    `{"achievement": "x", "reward": "cannon_heroic"}`,
		"end_turn": `{"draw": true}  `,
	} {
		if _, err := engine.Decode(typ, []byte(payload)); err != nil {
			t.Errorf("%s %s: %v", typ, payload, err)
		}
	}
}

// Stored events were written by Encode: every log of random games of
// every edition decodes strictly to the same events and replays to the
// same state.
func TestStoredLogsStillReplay(t *testing.T) {
	for _, ed := range randomEditions {
		for seed := uint64(1); seed <= 5; seed++ {
			st := &gameStats{kinds: map[string]int{}, known: map[string]int{}}
			b, events, f := randomGameOn(t, ed, seed, 200, st)
			if f != nil {
				t.Fatalf("%s seed %d: %v", ed.name, seed, f.detail)
			}
			var decoded []engine.Event
			for i, e := range events {
				typ, payload, err := engine.Encode(e)
				if err != nil {
					t.Fatal(err)
				}
				d, err := engine.Decode(typ, payload)
				if err != nil {
					t.Fatalf("%s seed %d event %d (%s %s): %v", ed.name, seed, i+1, typ, payload, err)
				}
				decoded = append(decoded, d)
			}
			want, err := engine.Replay(b, events)
			if err != nil {
				t.Fatal(err)
			}
			got, err := engine.Replay(b, decoded)
			if err != nil {
				t.Fatalf("%s seed %d: replay of the decoded log: %v", ed.name, seed, err)
			}
			if !slices.Equal(got.Units, want.Units) || !slices.Equal(got.Owner, want.Owner) || got.Seq != want.Seq || got.Current != want.Current {
				t.Fatalf("%s seed %d: the decoded log replays differently", ed.name, seed)
			}
		}
	}
	// Every event type with its fields filled survives the round trip.
	loss := 1
	for _, e := range []engine.Event{
		engine.Setup{Edition: "halowars", Board: "arcadia", Players: []engine.PlayerSetup{{Name: "A", House: "h", Base: "b", Hero: "c", Points: []int{1}, Values: []int{2}}},
			Owners: map[string]int{"a": 0}, DeckMode: engine.DeckTable, Mode: "command", Units: map[string]int{"a": 3}, Colonies: []string{"a"},
			Achievements: []string{"x"}, Rewards: map[string]string{"x": "cannon_heroic"}, Options: engine.Options{"world_conquest": []byte(`true`)}},
		// Each edition's own set-up options, stored flat beside the core's.
		engine.Setup{Edition: "halo_legendary", Mode: "slayer",
			Options: engine.Options{"teleporters": []byte(`[["a","b"]]`), "teleporter_option": []byte(`"each"`), "teams": []byte(`true`)}},
		engine.Setup{Edition: "warhammer40k", Mode: "classic", Players: []engine.PlayerSetup{{Name: "A", House: "h", Options: engine.Options{"ability": []byte(`"x"`)}}},
			Options: engine.Options{"loot_kept": []byte(`true`), "recruitment": []byte(`{"4":5}`)}},
		engine.Attack{From: "a", To: "b", AttackDice: []int{6}, DefendDice: []int{1}, Attackers: 1, Defenders: 1, AttackerLoss: &loss, DefenderLoss: &loss,
			AttackBonusDie: 2, DefendBonusDie: 3, RerollOne: 4, RerollLowest: 5, RolledBy: "table", Declared: engine.Declared{HeroIn: true, AttackCannon: true, DefendCannon: true},
			AttackHeroFalls: true, DefendHeroFalls: true},
		engine.Trade{Cards: []string{"a"}, Points: []int{1}, Taken: []int{2}, Values: []int{3}, Units: 4},
		engine.EndTurn{Draw: true, Card: "a", Points: []int{1}, Values: []int{2}, Heroes: []engine.HeroPlacement{{Player: 1, Territory: "a"}}},
		engine.Maneuver{From: "a", To: "b", Units: 2, Hero: true, Start: true},
		edition("record_campaign", map[string]any{"player": 1, "tier": "easy", "mission": "m", "n": 2, "regions": []string{"r"}, "text": "t"}),
		edition("claim", map[string]any{"achievement": "x", "reward": "cannon_heroic", "cannon": "a", "confirmed": true}),
	} {
		typ, payload, _ := engine.Encode(e)
		d, err := engine.Decode(typ, payload)
		if err != nil || !reflect.DeepEqual(d, e) {
			t.Errorf("%s %s: %+v, %v", typ, payload, d, err)
		}
	}
}

// Issue 13: "one correction with 10^12 units followed by opening the
// attack form kills the whole server (the odds table asks for an 8 TB
// block); 2^62 panics (makeslice: len out of range)". Whatever the armies,
// the odds engine stays within a bounded amount of memory.
func TestOddsStayBoundedWhateverTheArmies(t *testing.T) {
	huge := []int{1_000_000_000_000, 1 << 62, math.MaxInt, -5, math.MinInt}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for _, a := range huge {
		for _, d := range huge {
			q := engine.InvasionQuery{Attacking: a, Defending: min(d, 40), StopAt: a}
			if q.InRange() && a > engine.OddsLimit {
				t.Errorf("%d attackers in range", a)
			}
			engine.Odds(q)
			engine.Odds(engine.InvasionQuery{Attacking: 3, Defending: d})
			engine.ExactWin(engine.InvasionQuery{Attacking: a, Defending: min(d, 5)})
			engine.SmallestAttack(engine.InvasionQuery{Defending: d}, 0.99, a)
			engine.WinTable(engine.InvasionQuery{}, min(a, 50), min(d, 50))
			engine.Chain(engine.InvasionQuery{Attacking: a}, []int{d, 2})
		}
	}
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 2<<30 {
		t.Errorf("the odds allocated %d MB", got>>20)
	}
	// Within the limit the answer is unchanged: 1000 against 1 is sure.
	if w := engine.Odds(engine.InvasionQuery{Attacking: engine.OddsLimit, Defending: 1}).Win; w < 0.999999 {
		t.Errorf("1000 v 1: %v", w)
	}
}

// Issue 13: "Bound units per territory (a table holds no more than a few
// hundred; pick a documented maximum, e.g. 999) in correct and every other
// event". No event puts more than engine.MaxUnits on a territory, and a
// count no table can mean is refused before any rule.
func TestNoEventPutsMoreThanMaxUnitsOnATerritory(t *testing.T) {
	g := newGame(t, 3)
	harrenhal, riverrun := id(t, g.b, "harrenhal"), id(t, g.b, "riverrun")
	g.position(1, map[string][2]int{"harrenhal": {0, engine.MaxUnits - 2}, "riverrun": {0, 20}})
	if g.s.ToPlace() != 3 {
		t.Fatalf("only %d to place", g.s.ToPlace())
	}
	refuseOn := func(e engine.Event, key string, where engine.TerritoryID) {
		t.Helper()
		_, err := engine.Apply(g.s, e)
		re := ruleOf(err)
		if re == nil || re.Key != key {
			t.Fatalf("%s %+v: %v, want %s", e.Type(), e, err, key)
		}
		if where != engine.NoTerritory && re.Args["territory"] != where {
			t.Errorf("%s names %v, want territory %d", key, re.Args["territory"], where)
		}
	}
	refuseOn(engine.Place{Territory: "harrenhal", Units: 3}, "units.over_max", harrenhal)
	g.do(engine.Place{Territory: "harrenhal", Units: 2})
	for _, e := range []engine.Event{
		engine.Place{Territory: "riverrun", Units: 1 << 62},
		engine.Place{Territory: "riverrun", Units: -1 << 62},
		engine.MoveIn{Units: 1 << 40},
		engine.Maneuver{From: "riverrun", To: "harrenhal", Units: 1000},
		engine.Trade{Values: []int{100, 200}, Units: 1_000_000_000_000},
	} {
		refuseOn(e, "units.absurd", engine.NoTerritory)
	}
	g.placeAll("riverrun")
	g.do(engine.EndAttack{})
	refuseOn(engine.Maneuver{From: "riverrun", To: "harrenhal", Units: 1}, "units.over_max", harrenhal)
	g.do(engine.Maneuver{From: "harrenhal", To: "riverrun", Units: 5})
	if g.s.Units[harrenhal] != engine.MaxUnits-5 || g.s.Units[riverrun] <= 20 {
		t.Errorf("after the maneuver: %d and %d", g.s.Units[harrenhal], g.s.Units[riverrun])
	}
	// Set-up: units and the recruitment table hold no absurd count.
	b := vigilusOurs(t, nil)
	s := whSetup(b, 3)
	whOptions(&s, func(o *wh40k.Options) { o.Recruitment = map[int]int{400: 1 << 40} })
	if _, err := engine.NewGame(b, s); ruleKey(err) != "units.absurd" {
		t.Errorf("recruitment of 2^40 units: %v", err)
	}
	ha := arcadia(t)
	hs := haloSetup(ha, 3, "command")
	for id := range hs.Units {
		hs.Units[id] = engine.MaxUnits + 1
		break
	}
	if _, err := engine.NewGame(ha, hs); ruleKey(err) != "units.absurd" {
		t.Errorf("a set-up territory with %d units: %v", engine.MaxUnits+1, err)
	}
}
