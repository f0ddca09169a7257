package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"herald/maps"
)

// whWall is the template's Mortwald-Oteck fortress wall: the first
// territory in board order, so Uli's claim and his stack.
const whWall = "mortwald_oteck_festungswall"

// whStepOne fills the first step of /games/new/warhammer for three players
// who enter the missions they drew, and goes on to the grid.
func whStepOne(t *testing.T, ctx context.Context, base, shot string) {
	t.Helper()
	navigate(t, ctx, base+"/games/new/warhammer?lang=en")
	fill(t, ctx, by("wh-name"), "Vigilus night")
	click(t, ctx, by("count-3"))
	for i, n := range []string{"Uli", "Chas", "Ael"} {
		fill(t, ctx, by("wh-player-"+strconv.Itoa(i)), n)
	}
	click(t, ctx, by("missions-table"))
	screenshot(t, ctx, shot)
	click(t, ctx, by("wh-next"))
	waitVisible(t, ctx, by("wh-grid"))
}

// whGrid claims the template round the table in board order (the rulebook
// has one unit placed at a time, from the first player), one unit on each
// territory and the rest of the 30 on each player's first, where its
// leader stands; it ticks the missions the table drew.
func whGrid(t *testing.T, ctx context.Context, missions []string) {
	t.Helper()
	b := maps.MustLoad("vigilus")
	owners, units := map[string]int{}, map[string]int{}
	first := make([]string, 3)
	count := make([]int, 3)
	for i, terr := range b.Territories {
		owners[terr.ID], units[terr.ID] = i%3, 1
		count[i%3]++
		if first[i%3] == "" {
			first[i%3] = terr.ID
		}
	}
	for i := range 3 {
		units[first[i]] += 30 - count[i]
	}
	o, _ := json.Marshal(owners)
	u, _ := json.Marshal(units)
	m, _ := json.Marshal(missions)
	msg := evalJS[string](t, ctx, fmt.Sprintf(`(() => {
		const owners = %s, units = %s, missions = %s;
		for (const [id, seat] of Object.entries(owners)) {
			const o = document.querySelector('[data-testid="owner-' + id + '"]');
			const u = document.querySelector('[data-testid="units-' + id + '"]');
			if (!o || !u) return 'no grid row for ' + id;
			o.value = String(seat);
			u.value = String(units[id]);
		}
		document.querySelectorAll('input[name="mission"]').forEach(c => { c.checked = missions.includes(c.value); });
		return '';
	})()`, o, u, m))
	if msg != "" {
		t.Fatal(msg)
	}
	for i, id := range first {
		fill(t, ctx, by("leader-"+strconv.Itoa(i)), id)
	}
}

// whConquer takes to from the wall with the table's dice, 6-6-6 against a
// lone defender's 1, and moves the three units in.
func whConquer(t *testing.T, ctx context.Context, to string) {
	t.Helper()
	fill(t, ctx, by("attack-from"), whWall)
	fill(t, ctx, by("attack-to"), to)
	enterDice(t, ctx, []int{6, 6, 6}, []int{1})
	waitVisible(t, ctx, by("move-in-form"))
	// The fewest units move in (the form proposes all): the wall attacks on.
	fill(t, ctx, by("move-in-units"), attr(t, ctx, by("move-in-units"), "min"))
	click(t, ctx, by("move-in-submit"))
	waitVisible(t, ctx, by("attack-form"))
}

// whPass plays a turn without a fight: everything placed, no card.
func whPass(t *testing.T, ctx context.Context, player string) {
	t.Helper()
	waitText(t, ctx, by("current-player"), player)
	click(t, ctx, by("place-submit"))
	click(t, ctx, by("end-turn"))
}

// TestWarhammerTurnTakesASideMissionAndUsesItsLoot sets up a Warhammer
// 40,000 game on the Vigilus template through the pages and plays Uli's
// turn: four conquests complete the side mission "Erobre 4 Gebiete in
// einem Zug", checked by Herald and taken with the small loot "Vollführe
// ein Manöver zu Beginn deines Zuges" ("MISSIONEN ERFÜLLEN UND BEUTE
// MACHEN"); the turn ends without a territory card ("Hast du eine
// Beutekarte erhalten, bekommst du keine Gebietskarte"). On his next turn
// Uli makes the maneuver the loot gives, and the card, used once, leaves.
func TestWarhammerTurnTakesASideMissionAndUsesItsLoot(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 1024, 768)
	missions := []string{"conquer_6", "destroy_12", "gelt_800", "two_leaders", "two_walls", "conquer_4", "destroy_7", "gelt_500"}

	whStepOne(t, ctx, srv.URL, "wh-setup-1")
	if got := mustText(t, ctx, by("wh-summary")); !strings.Contains(got, "Classic game") || !strings.Contains(got, "used once") {
		t.Errorf("summary %q: the classic game and loot used once are the defaults", got)
	}
	whGrid(t, ctx, missions)
	screenshot(t, ctx, "wh-setup-2")
	click(t, ctx, by("wh-create"))
	waitVisible(t, ctx, by("game"))
	if n := count(t, ctx, anyRefusal); n != 0 {
		t.Fatalf("set-up refused: %s", mustText(t, ctx, anyRefusal))
	}

	// Uli: 14 territories give 4; no region is whole on the template.
	if got := mustText(t, ctx, by("rf-total")); got != "4" {
		t.Fatalf("Uli's reinforcement %s, want 14 / 3 = 4", got)
	}
	waitVisible(t, ctx, by("mission-open-conquer_4"))
	if got := mustText(t, ctx, by("leader-0")); !strings.Contains(got, "Marneus Calgar") {
		t.Errorf("Uli's leader: %q", got)
	}
	fill(t, ctx, by("place-territory"), whWall)
	click(t, ctx, by("place-submit"))
	waitVisible(t, ctx, by("attack-form"))
	screenshot(t, ctx, "wh-game-start")

	// Four conquests from the wall: two of Chas's, two of Ael's.
	for i, to := range []string{"gebiet_02", "gebiet_03", "gebiet_05", "gebiet_06"} {
		if n := count(t, ctx, by("mission-met-conquer_4")); n != 0 {
			t.Fatalf("the mission shows done after %d conquests", i)
		}
		whConquer(t, ctx, to)
	}
	waitVisible(t, ctx, by("mission-met-conquer_4"))
	if got := mustText(t, ctx, by("mission-met-conquer_4")); !strings.Contains(got, "Uli") {
		t.Errorf("the check names %q, want Uli", got)
	}
	if n := count(t, ctx, by("mission-met-conquer_6")); n != 0 {
		t.Error("Conquer 6 shown done after 4 conquests")
	}
	if n := count(t, ctx, by("claim-loot-conquer_4-three_units")); n != 0 {
		t.Error("big loot offered for a side mission")
	}
	click(t, ctx, by("claim-loot-conquer_4-starting_maneuver"))
	screenshot(t, ctx, "wh-mission-done")
	click(t, ctx, by("claim-submit-conquer_4"))
	waitVisible(t, ctx, by("claimed"))
	if n := count(t, ctx, anyRefusal); n != 0 {
		t.Fatalf("the claim was refused: %s", mustText(t, ctx, anyRefusal))
	}
	if got := mustText(t, ctx, by("wh-missions-0")); !strings.Contains(got, "1 of 3") {
		t.Errorf("Uli's progress %q, want 1 of 3", got)
	}
	waitVisible(t, ctx, by("wh-loot-0-starting_maneuver"))
	waitText(t, ctx, by("history-entry"), "Uli took the mission “Conquer 4 territories” (checked by Herald)")
	if n := count(t, ctx, by("attack-form")); n != 0 {
		t.Error("the attack form is still offered after the mission")
	}
	if got := mustText(t, ctx, by("end-turn-form")); !strings.Contains(got, "no territory card") {
		t.Errorf("end of turn after a mission: %q", got)
	}
	screenshot(t, ctx, "wh-mission-taken")
	click(t, ctx, by("end-turn"))

	whPass(t, ctx, "Chas")
	whPass(t, ctx, "Ael")

	// Uli's next turn: the maneuver at the start of the turn.
	waitText(t, ctx, by("current-player"), "Uli")
	fill(t, ctx, by("place-territory"), whWall)
	click(t, ctx, by("place-submit"))
	waitVisible(t, ctx, by("start-maneuver-form"))
	screenshot(t, ctx, "wh-next-turn-loot")
	before := atoi(t, mustText(t, ctx, by("units-gebiet_01")))
	fill(t, ctx, `[data-testid="start-maneuver-form"] [data-testid="maneuver-from"]`, whWall)
	fill(t, ctx, `[data-testid="start-maneuver-form"] [data-testid="maneuver-to"]`, "gebiet_01")
	fill(t, ctx, `[data-testid="start-maneuver-form"] [data-testid="maneuver-units"]`, "5")
	click(t, ctx, `[data-testid="start-maneuver-form"] [data-testid="maneuver-submit"]`)
	if n := count(t, ctx, anyRefusal); n != 0 {
		t.Fatalf("the loot maneuver was refused: %s", mustText(t, ctx, anyRefusal))
	}
	if got := atoi(t, mustText(t, ctx, by("units-gebiet_01"))); got != before+5 {
		t.Fatalf("Territory 1 has %d units after the maneuver, want %d", got, before+5)
	}
	if n := count(t, ctx, by("start-maneuver-form")); n != 0 {
		t.Error("the loot maneuver is offered twice")
	}
	// Still attacking, and the regular maneuver is still to come.
	waitVisible(t, ctx, by("attack-form"))
	waitVisible(t, ctx, by("maneuver-form"))
	if got := mustText(t, ctx, by("wh-loot-0-starting_maneuver")); !strings.Contains(got, "used this turn") {
		t.Errorf("the loot card after its use: %q", got)
	}
	waitText(t, ctx, by("history-entry"), "Uli maneuvered 5")
	click(t, ctx, by("end-turn"))
	waitText(t, ctx, by("current-player"), "Chas")
	if n := count(t, ctx, by("wh-loot-0-starting_maneuver")); n != 0 {
		t.Error("the loot card, used once, is still Uli's")
	}
	assertNoJSErrors(t, ctx)
}

// The Warhammer pages at phone size: nothing wider than the screen.
func TestWarhammerPagesOnAPhone(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 390, 844)
	whStepOne(t, ctx, srv.URL, "wh-phone-setup-1")
	noSidewaysScroll(t, ctx, "set-up grid")
	whGrid(t, ctx, []string{"conquer_6", "destroy_12", "gelt_800", "two_leaders", "two_walls", "conquer_4", "dontoria_gorks", "gelt_500"})
	screenshot(t, ctx, "wh-phone-setup-2")
	click(t, ctx, by("wh-create"))
	waitVisible(t, ctx, by("missions"))
	noSidewaysScroll(t, ctx, "game page")
	// Dontoria and Gorks Landung are not on the template: the table
	// confirms.
	waitVisible(t, ctx, by("mission-table-dontoria_gorks"))
	screenshot(t, ctx, "wh-phone-game")
	assertNoJSErrors(t, ctx)
}
