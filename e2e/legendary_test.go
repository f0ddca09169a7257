package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// legendaryClaim is the One-on-One claim in the rulebook's pattern
// ("GEBIETE BEANSPRUCHEN": player 1, player 2, 2 neutral Flood units, round
// after round) on the 31 sectors of boardSectors: Sektor k goes to seat
// (k-1) mod 3, Anna 0, Ben 1, the Flood 2. Each holds 1 unit (the Flood
// 2) and the rest stands on its first sector: 30, 30 and 48 units.
func legendaryClaim() (owners, units map[string]int) {
	owners, units = map[string]int{}, map[string]int{}
	for k := 1; k <= 31; k++ {
		id := fmt.Sprintf("sektor_%02d", k)
		owners[id] = (k - 1) % 3
		units[id] = 1
		if owners[id] == 2 {
			units[id] = 2
		}
	}
	units["sektor_01"] += 30 - 11 // Anna's 11 sectors
	units["sektor_02"] += 30 - 10 // Ben's 10
	units["sektor_03"] += 48 - 20 // the Flood's 10, 2 each
	return owners, units
}

// TestLegendaryOneOnOneOnABoardTheTableEntered: on a tablet the group
// enters Hammer (31 territories) in the board editor, links a sector by
// tapping, sets up One-on-One on it with mobile teleporters and the
// neutral Flood, and plays Anna's first turn: her hero's +1 ("auch bei
// einer gewürfelten 6"), an attack through her mobile teleporter into a
// Flood territory whose defence Ben rolls, the hero moving in with the
// conquerors, a campaign card recorded on her own page and verified, and
// no faction card that turn.
func TestLegendaryOneOnOneOnABoardTheTableEntered(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 1024, 768)

	// The board, entered at the table: regions, names, and Sektor 01's
	// neighbours by tapping.
	enterHammer(t, ctx, srv.URL)
	click(t, ctx, by("pick-sektor_01"))
	waitVisible(t, ctx, by("territory-editor"))
	click(t, ctx, by("link-sektor_02"))
	click(t, ctx, by("link-sektor_04"))
	click(t, ctx, by("terr-save"))
	waitText(t, ctx, by("board-notice"), "Version")
	if got := mustText(t, ctx, by("count-sektor_01")); got != "2" {
		t.Fatalf("Sektor 01 has %s neighbours, want 2", got)
	}

	// Set-up, step 1: One-on-One, Anna (UNSC) against Ben (Covenant) on
	// Hammer, each player a pair of mobile teleporters.
	navigate(t, ctx, srv.URL+"/games/new/legendary?lang=en")
	fill(t, ctx, by("name"), "Hammer-Abend")
	click(t, ctx, by("mode-one_on_one"))
	fill(t, ctx, by("player-0"), "Anna")
	fill(t, ctx, by("player-1"), "Ben")
	fill(t, ctx, by("army-0"), "unsc_1")
	fill(t, ctx, by("army-1"), "covenant_1")
	var hammer string
	for _, v := range optionValues(t, ctx, by("board")) {
		if strings.HasPrefix(v, "hammer@") {
			hammer = v
		}
	}
	if hammer == "" {
		t.Fatalf("Hammer not offered: %v", optionValues(t, ctx, by("board")))
	}
	fill(t, ctx, by("board"), hammer)
	click(t, ctx, by("teleporters-each"))
	click(t, ctx, by("next"))
	waitVisible(t, ctx, by("create"))

	// Step 2: the mobile teleporters first (Anna Sektor 01-30, Ben 05-16),
	// then the claimed board, bases and heroes on the first sectors.
	for pair, ends := range [][2]string{{"sektor_01", "sektor_30"}, {"sektor_05", "sektor_16"}} {
		fill(t, ctx, by(fmt.Sprintf("teleporter-%d-a", pair)), ends[0])
		fill(t, ctx, by(fmt.Sprintf("teleporter-%d-b", pair)), ends[1])
	}
	owners, units := legendaryClaim()
	ownersJS, _ := json.Marshal(owners)
	unitsJS, _ := json.Marshal(units)
	if msg := evalJS[string](t, ctx, fmt.Sprintf(`(() => {
		const owners = %s, units = %s;
		for (const [id, seat] of Object.entries(owners)) {
			const o = document.querySelector('[data-testid="owner-' + id + '"]');
			const u = document.querySelector('[data-testid="units-' + id + '"]');
			if (!o || !u) return 'no grid row for ' + id;
			o.value = String(seat);
			if (o.value !== String(seat)) return 'no seat ' + seat + ' for ' + id;
			u.value = String(units[id]);
			u.dispatchEvent(new Event('input', {bubbles: true}));
		}
		return '';
	})()`, ownersJS, unitsJS)); msg != "" {
		t.Fatal(msg)
	}
	// Base and hero selects offer only the seat's own territories.
	if offered := evalJS[string](t, ctx, `[...document.querySelectorAll('[data-testid="base-0"] option, [data-testid="hero-1"] option')]
		.filter(o => !o.disabled && !o.hidden).map(o => o.closest("select").dataset.testid + ":" + o.value).join(" ")`); strings.Contains(offered, "base-0:sektor_02") ||
		strings.Contains(offered, "hero-1:sektor_01") || !strings.Contains(offered, "base-0:sektor_01") || !strings.Contains(offered, "hero-1:sektor_02") {
		t.Errorf("base and hero selects offer %s", offered)
	}
	for seat, id := range []string{"sektor_01", "sektor_02"} {
		fill(t, ctx, by("base-"+strconv.Itoa(seat)), id)
		fill(t, ctx, by("hero-"+strconv.Itoa(seat)), id)
	}
	screenshot(t, ctx, "legendary-setup-1024x768")
	click(t, ctx, by("create"))
	waitVisible(t, ctx, by("game"))
	if count(t, ctx, anyRefusal) != 0 {
		t.Fatalf("set-up refused: %s", mustText(t, ctx, anyRefusal))
	}
	if got := mustText(t, ctx, by("current-player")); got != "Anna" {
		t.Fatalf("current player %q", got)
	}
	for _, id := range []string{"sektor_01", "sektor_30"} {
		waitVisible(t, ctx, by("mark-teleporter-"+id))
	}

	// Anna records her easy campaign card on her own page; the game page
	// shows it face down.
	click(t, ctx, by("own-cards-0"))
	waitVisible(t, ctx, by("campaign-page"))
	click(t, ctx, by("record-tier-easy"))
	fill(t, ctx, by("record-mission"), "take_territories_turn")
	fill(t, ctx, by("record-n"), "1")
	fill(t, ctx, by("record-text"), "Erobere ein Gebiet")
	click(t, ctx, by("record-submit"))
	waitText(t, ctx, by("notice"), "Card recorded")
	if got := mustText(t, ctx, by("own-card-easy")); !strings.Contains(got, "Take 1 territory in one turn") {
		t.Errorf("Anna's own card reads %q", got)
	}
	screenshot(t, ctx, "legendary-own-cards-1024x768")
	click(t, ctx, by("back-to-game"))
	waitVisible(t, ctx, by("game"))
	if got := mustText(t, ctx, by("card-0-easy")); strings.Contains(got, "Erobere") || !strings.Contains(got, "face down") {
		t.Errorf("the game page shows Anna's card as %q", got)
	}

	// Reinforcement: 11 sectors / 3 = 3, +1 for her base.
	if got := atoi(t, mustText(t, ctx, by("rf-total"))); got != 4 {
		t.Fatalf("Anna's reinforcement %d, want 4", got)
	}
	fill(t, ctx, by("place-territory"), "sektor_01")
	fill(t, ctx, by("place-units"), "4")
	click(t, ctx, by("place-submit"))
	waitVisible(t, ctx, by("attack-form"))

	// From Sektor 01 the mobile teleporter reaches Sektor 30 (the Flood);
	// Sektor 27 (the Flood too) is not linked.
	fill(t, ctx, by("attack-from"), "sektor_01")
	targets := optionValues(t, ctx, by("attack-to"))
	if !slices.Contains(targets, "sektor_30") || slices.Contains(targets, "sektor_27") {
		t.Fatalf("targets from Sektor 01: %v", targets)
	}
	fill(t, ctx, by("attack-to"), "sektor_30")
	waitText(t, ctx, by("neutral-defender"), "Ben rolls its defence")
	// Ben rolls one die for the Flood: 6. Anna's 6 with her hero is 7.
	rollAtTheTable(t, ctx, []int{6, 2, 1}, []int{6})
	if got := atoi(t, mustText(t, ctx, by("units-sektor_30"))); got != 1 {
		t.Fatalf("Sektor 30 has %d Flood units after the hero's 7 beat a 6, want 1", got)
	}
	fill(t, ctx, by("attack-from"), "sektor_01")
	fill(t, ctx, by("attack-to"), "sektor_30")
	rollAtTheTable(t, ctx, []int{5, 2, 1}, []int{3})
	// Conquest: the hero fought, so it moves in with the units.
	waitVisible(t, ctx, by("move-in-hero-must"))
	screenshot(t, ctx, "legendary-conquest-1024x768")
	click(t, ctx, by("move-in-submit"))
	waitVisible(t, ctx, by("mark-hero-sektor_30"))
	if count(t, ctx, by("mark-hero-sektor_01")) != 0 {
		t.Error("the hero stayed in Sektor 01")
	}

	// The card is now done: verified, face up for all, no faction card.
	click(t, ctx, by("campaign-tier-easy"))
	click(t, ctx, by("campaign-submit"))
	waitVisible(t, ctx, by("card-verified-0-easy"))
	if got := mustText(t, ctx, by("card-0-easy")); !strings.Contains(got, "Erobere ein Gebiet") {
		t.Errorf("the completed card reads %q", got)
	}
	if count(t, ctx, by("end-turn-draw")) != 0 {
		t.Error("a faction card offered after completing a campaign card")
	}
	screenshot(t, ctx, "legendary-game-1024x768")
	click(t, ctx, by("end-turn"))
	waitText(t, ctx, by("current-player"), "Ben")

	// The same game on a phone.
	phone := newBrowser(t, 390, 844)
	if err := chromedp.Do(phone, chromedp.EmulateViewport(390, 844)); err != nil {
		t.Fatal(err)
	}
	game := evalJS[string](t, ctx, `location.pathname`)
	for _, p := range []struct{ name, path string }{
		{"legendary-game-390x844", game + "?lang=de"},
		{"legendary-own-cards-390x844", game + "/cards/1?lang=de"},
	} {
		navigate(t, phone, srv.URL+p.path)
		noSidewaysScroll(t, phone, p.name)
		screenshot(t, phone, p.name)
	}
	assertNoJSErrors(t, ctx)
	assertNoJSErrors(t, phone)
}

// rollAtTheTable types the table's dice (a fresh form: unused boxes stay
// empty) and fails on a refusal.
func rollAtTheTable(t *testing.T, ctx context.Context, atk, def []int) {
	t.Helper()
	enterDice(t, ctx, atk, def)
	mustIdle(t, ctx)
	if count(t, ctx, anyRefusal) != 0 {
		t.Fatalf("attack refused: %s", mustText(t, ctx, anyRefusal))
	}
}
