package engine_test

import (
	"slices"
	"strings"
	"testing"

	"herald/engine"
)

// Every edition registers itself once, and Editions lists them by id.
func TestEditionsAreRegisteredInOrder(t *testing.T) {
	var ids []string
	for _, r := range engine.Editions() {
		ids = append(ids, r.Edition)
		if got, ok := engine.RulesetFor(r.Edition); !ok || got != r {
			t.Errorf("RulesetFor(%q) = %v, %v", r.Edition, got, ok)
		}
	}
	want := []string{"classic", "got", "halo_legendary", "halowars", "warhammer40k"}
	slices.Sort(want)
	if !slices.Equal(ids, want) {
		t.Errorf("Editions() = %v, want %v", ids, want)
	}
}

// Register refuses a ruleset without an id, one registered twice and one
// redefining a common event.
func TestRegisterRefusesMistakes(t *testing.T) {
	for name, r := range map[string]*engine.Ruleset{
		"no id":        {},
		"twice":        {Edition: "got"},
		"common event": {Edition: "x-test", Events: []*engine.EventKind{{Type: "place"}}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Register did not panic", name)
				}
			}()
			engine.Register(r)
		}()
	}
	if _, ok := engine.RulesetFor("x-test"); ok {
		t.Error("a refused ruleset was registered")
	}
}

// An event kind another edition declares is refused in Game of Thrones in
// its own words; a type nobody declares is unknown.
func TestUndeclaredKindsAreRefused(t *testing.T) {
	if _, err := engine.Decode("use_loot", []byte(`{"loot":"one_unit"}`)); err != nil {
		t.Fatalf("a registered kind does not decode: %v", err)
	}
	_, err := engine.Decode("no_such_event", nil)
	if err == nil || !strings.Contains(err.Error(), "event.unknown_type") {
		t.Errorf("unknown type: %v", err)
	}
}

// Game of Thrones declares none of the other editions' kinds: every one is
// refused by the core (event.not_in_edition), before any of that kind's own checks.
func TestGoTRefusesEveryOtherKind(t *testing.T) {
	g := newGame(t, 3)
	for _, e := range []engine.Event{
		edition("claim", map[string]any{"achievement": "control_mu"}),
		edition("transfer_command", map[string]any{"territory": "winterfell"}),
		edition("deploy_hero", map[string]any{"territory": "winterfell"}),
		edition("record_campaign", map[string]any{"player": 0}),
		edition("complete_campaign", map[string]any{"tier": "easy"}),
		edition("play_faction_card", map[string]any{"player": 0, "skulls": 1}),
		edition("enter_skulls", map[string]any{"player": 0, "skulls": []int{1}}),
		edition("use_loot", map[string]any{"loot": "three_units"}),
	} {
		g.refuse(e, "event.not_in_edition")
	}
}
