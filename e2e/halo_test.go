package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/editions/halowars"
	"herald/engine"
	"herald/maps"
)

// haloTable is the table's own record of an Arcadia position, so the test
// can check Herald's numbers against the rulebook's arithmetic.
type haloTable struct {
	b     *engine.Board
	owner map[string]int
	units map[string]int
}

func newHaloTable() *haloTable {
	return &haloTable{b: maps.MustLoad("arcadia"), owner: map[string]int{}, units: map[string]int{}}
}

// set gives territory id to seat p with n units.
func (h *haloTable) set(id string, p, n int) {
	if _, ok := h.b.Lookup(id); !ok {
		panic("no territory " + id)
	}
	h.owner[id], h.units[id] = p, n
}

// holds lists seat p's territories in board order.
func (h *haloTable) holds(p int) []string {
	var out []string
	for _, t := range h.b.Territories {
		if h.owner[t.ID] == p {
			out = append(out, t.ID)
		}
	}
	return out
}

func (h *haloTable) unitsOf(p int) int {
	n := 0
	for _, id := range h.holds(p) {
		n += h.units[id]
	}
	return n
}

// colonies counts seat p's colonies of the Basic Training chart.
func (h *haloTable) colonies(p, players int) int {
	n := 0
	for _, id := range halowars.BasicColonies(players) {
		if h.owner[id] == p {
			n++
		}
	}
	return n
}

// wholeSectors lists the sectors seat p holds alone.
func (h *haloTable) wholeSectors(p int) (ids []string, bonus int) {
	for _, r := range h.b.Regions {
		whole := true
		for _, t := range h.b.Territories {
			if t.InRegion(r.ID) && h.owner[t.ID] != p {
				whole = false
			}
		}
		if whole {
			ids, bonus = append(ids, r.ID), bonus+r.Bonus
		}
	}
	return ids, bonus
}

// reinforcement is "HOW TO DEPLOY REINFORCEMENTS" 1-3: territories plus
// colonies divided by 3 (at least 3), a unit per base controlled, and the
// bonus of each sector held whole.
func (h *haloTable) reinforcement(p, players, bases int) int {
	_, bonus := h.wholeSectors(p)
	return max(3, (len(h.holds(p))+h.colonies(p, players))/3) + bases + bonus
}

// haloStepOne fills the first step of /games/new/halo (Basic Training) and
// goes on to the grid.
func haloStepOne(t *testing.T, ctx context.Context, base, game string, names []string) {
	t.Helper()
	haloStepOneIn(t, ctx, base, "en", "basic", game, names)
}

// haloStepOneIn is haloStepOne in lang, in mode ("basic", "command").
func haloStepOneIn(t *testing.T, ctx context.Context, base, lang, mode, game string, names []string) {
	t.Helper()
	navigate(t, ctx, base+"/games/new/halo?lang="+lang)
	fill(t, ctx, by("halo-name"), game)
	click(t, ctx, by("mode-"+mode))
	click(t, ctx, by("count-"+strconv.Itoa(len(names))))
	for i, n := range names {
		fill(t, ctx, by("halo-player-"+strconv.Itoa(i)), n)
	}
	click(t, ctx, by("halo-next"))
	waitVisible(t, ctx, by("halo-grid"))
}

// haloGrid writes the table's owners and units into every row of the
// set-up grid at once (84 fields; one fill each would be slow).
func haloGrid(t *testing.T, ctx context.Context, h *haloTable) {
	t.Helper()
	if len(h.owner) != len(h.b.Territories) {
		t.Fatalf("the table placed %d of %d territories", len(h.owner), len(h.b.Territories))
	}
	owners, _ := json.Marshal(h.owner)
	units, _ := json.Marshal(h.units)
	msg := evalJS[string](t, ctx, fmt.Sprintf(`(() => {
		const owners = %s, units = %s;
		for (const [id, seat] of Object.entries(owners)) {
			const o = document.querySelector('[data-testid="owner-' + id + '"]');
			const u = document.querySelector('[data-testid="units-' + id + '"]');
			if (!o || !u) return 'no grid row for ' + id;
			o.value = String(seat);
			if (o.value !== String(seat)) return 'no seat ' + seat + ' in the owner select of ' + id;
			u.value = String(units[id]);
		}
		return '';
	})()`, owners, units))
	if msg != "" {
		t.Fatal(msg)
	}
}

// optionValues lists the values of a select's options.
func optionValues(t *testing.T, ctx context.Context, sel string) []string {
	t.Helper()
	return evalJS[[]string](t, ctx, fmt.Sprintf(`Array.from(document.querySelectorAll(%s)).map(o => o.value)`, jsString(sel+" option")))
}

// forcePost sends a form the page does not offer, as htmx would, and
// waits for the answer to be swapped into #game.
func forcePost(t *testing.T, ctx context.Context, action string, values map[string]string) {
	t.Helper()
	v, _ := json.Marshal(values)
	evalJS[bool](t, ctx, fmt.Sprintf(`(() => {
		const values = %s;
		values.seq = document.querySelector('#turn').dataset.seq;
		htmx.ajax('POST', location.pathname + '/' + %s, {target: '#game', swap: 'outerHTML', values: values});
		return true;
	})()`, v, jsString(action)))
	mustIdle(t, ctx)
}

// noSidewaysScroll fails when the page is wider than the screen.
func noSidewaysScroll(t *testing.T, ctx context.Context, page string) {
	t.Helper()
	if overflow := evalJS[float64](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`); overflow > 0 {
		t.Errorf("%s: the page is %v px wider than the screen", page, overflow)
	}
}

// The set-up grid fits a phone in every language and mode: headed
// "Kolonien", it was 412 px wide on a 390 px screen in German (391 in
// French), so the page scrolled sideways and the header was cut.
func TestHaloSetupGridFitsAPhone(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	for _, lang := range []string{"de", "fr", "en"} {
		for _, mode := range []string{"basic", "command"} {
			ctx := newBrowser(t, 390, 844)
			haloStepOneIn(t, ctx, srv.URL, lang, mode, "Raster", []string{"Flo", "Uma", "Cora"})
			noSidewaysScroll(t, ctx, "the set-up grid, "+lang+", "+mode)
		}
	}
}

// TestHaloBasicTrainingTurnEarnsAnAchievement plays one Flood turn of a
// 3-player Basic Training game: the reinforcement with colonies and the
// base, the conquest that completes the Mu sector, the "Control Mu"
// achievement verified and taken ("HOW TO COLLECT ACHIEVEMENTS"), and the
// end of a turn that draws no card ("If you collect an Achievement, you
// cannot draw a card on that turn").
func TestHaloBasicTrainingTurnEarnsAnAchievement(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 1024, 768)
	names := []string{"Flo", "Uma", "Cora"}
	h := newHaloTable()

	// The position: the Flood holds Mu but Petra (Uma, one unit), with a
	// stack in Abaskun next to it. Elsewhere every fourth territory is
	// the Flood's, the others go to Uma and Cora in turn; 2 units each.
	k := 0
	for _, terr := range h.b.Territories {
		switch {
		case terr.ID == "petra":
			h.set("petra", 1, 1)
		case terr.ID == "abaskun":
			h.set("abaskun", 0, 10)
		case terr.Region == "mu":
			h.set(terr.ID, 0, 2)
		default:
			h.set(terr.ID, []int{0, 1, 2, 1}[k%4], 2)
			k++
		}
	}
	if sectors, _ := h.wholeSectors(0); len(sectors) != 0 {
		t.Fatalf("the Flood should hold no whole sector at the start, holds %v", sectors)
	}

	haloStepOne(t, ctx, srv.URL, "Halo training", names)
	if got := mustText(t, ctx, by("seat-0")); !strings.Contains(got, "Flo") || !strings.Contains(got, "Flood") {
		t.Fatalf("seat 1 of the 3-player chart should be Flo with the Flood, shows %q", got)
	}
	haloGrid(t, ctx, h)
	fill(t, ctx, by("base-0"), "xanadu")
	fill(t, ctx, by("hero-0"), "xanadu")
	uma, cora := h.holds(1), h.holds(2)
	for seat, id := range map[int]string{1: uma[0], 2: cora[0]} {
		if id == "petra" {
			t.Fatal("petra must not carry a base or a hero")
		}
		fill(t, ctx, by("base-"+strconv.Itoa(seat)), id)
		fill(t, ctx, by("hero-"+strconv.Itoa(seat)), id)
	}
	screenshot(t, ctx, "halo-basic-grid")
	click(t, ctx, by("halo-create"))
	waitVisible(t, ctx, by("game"))
	if n := count(t, ctx, anyRefusal); n != 0 {
		t.Fatalf("set-up refused: %s", mustText(t, ctx, anyRefusal))
	}
	if got := mustText(t, ctx, by("current-player")); got != "Flo" {
		t.Fatalf("the Flood starts the 3-player chart; current player %q", got)
	}
	for id, n := range map[string]int{"petra": 1, "abaskun": 10, "xanadu": 2} {
		if got := atoi(t, mustText(t, ctx, by("units-"+id))); got != n {
			t.Errorf("the board shows %d units in %s, the grid said %d", got, id, n)
		}
	}

	// Reinforcement: (territories + colonies) / 3, at least 3, +1 for the
	// Flood's own base in Xanadu.
	want := h.reinforcement(0, 3, 1)
	if got := atoi(t, mustText(t, ctx, by("rf-territories"))); got != len(h.holds(0)) {
		t.Errorf("territories in the breakdown %d, the Flood holds %d", got, len(h.holds(0)))
	}
	if got := atoi(t, mustText(t, ctx, by("rf-colonies"))); got != h.colonies(0, 3) {
		t.Errorf("colonies in the breakdown %d, the Flood holds %d of the chart's", got, h.colonies(0, 3))
	}
	if got := mustText(t, ctx, by("rf-bases")); got != "+1" {
		t.Errorf("bases in the breakdown %q, want +1 (the Flood's own base)", got)
	}
	if got := atoi(t, mustText(t, ctx, by("rf-total"))); got != want {
		t.Fatalf("the Flood's reinforcement %d, the rules say %d", got, want)
	}
	// Mu is not whole yet: the achievement is not verified, no claim.
	if n := count(t, ctx, by("ach-met-control_mu")); n != 0 {
		t.Fatal("Control Mu shown as done while Uma holds Petra")
	}
	waitVisible(t, ctx, by("ach-open-control_mu"))
	screenshot(t, ctx, "halo-basic-reinforce")
	fill(t, ctx, by("place-territory"), "abaskun")
	fill(t, ctx, by("place-units"), strconv.Itoa(want))
	click(t, ctx, by("place-submit"))
	h.units["abaskun"] += want
	waitVisible(t, ctx, by("attack-form"))
	if got := atoi(t, mustText(t, ctx, by("units-abaskun"))); got != h.units["abaskun"] {
		t.Fatalf("Abaskun has %d units after placing, want %d", got, h.units["abaskun"])
	}

	// Before the conquest the claim is neither offered nor accepted.
	if n := count(t, ctx, by("ach-met-control_mu")) + count(t, ctx, by("claim-control_mu")); n != 0 {
		t.Fatal("Control Mu offered before Petra is taken")
	}
	seq := attr(t, ctx, by("turn"), "data-seq")
	forcePost(t, ctx, "claim", map[string]string{"achievement": halowars.ControlMu})
	if got := waitText(t, ctx, anyRefusal, "Control Mu"); !strings.Contains(got, "not been done") {
		t.Errorf("a claim of Control Mu before the conquest: error %q", got)
	}
	if got := attr(t, ctx, by("turn"), "data-seq"); got != seq {
		t.Fatalf("the refused claim was recorded: seq %s -> %s", seq, got)
	}
	if n := count(t, ctx, by("claimed")); n != 0 {
		t.Fatal("the refused claim shows as taken")
	}

	// Abaskun takes Petra: 6-6-6 against 1; 3 units move in.
	fill(t, ctx, by("attack-from"), "abaskun")
	if opts := optionValues(t, ctx, by("attack-to")); !slices.Contains(opts, "petra") {
		t.Fatalf("Petra (Uma, next to Abaskun) is not offered as a target: %v", opts)
	}
	fill(t, ctx, by("attack-to"), "petra")
	screenshot(t, ctx, "halo-basic-attack")
	enterDice(t, ctx, []int{6, 6, 6}, []int{1})
	waitVisible(t, ctx, by("move-in-form"))
	fill(t, ctx, by("move-in-units"), "3") // the 3 that attacked (the form proposes all)
	click(t, ctx, by("move-in-submit"))
	h.set("petra", 0, 3)
	h.units["abaskun"] -= 3
	if got := atoi(t, mustText(t, ctx, by("units-petra"))); got != 3 {
		t.Fatalf("Petra has %d units after moving in, want 3", got)
	}
	if got := mustText(t, ctx, `[data-testid="terr-petra"] .terr-owner`); got != "Flo" {
		t.Fatalf("Petra is held by %q after the conquest, want Flo", got)
	}

	// Mu is whole: Control Mu is verified, and it is the only one done
	// (fewer than 8 colonies, fewer than 18 territories, one sector).
	if c := h.colonies(0, 3); c >= 8 {
		t.Fatalf("the position gives the Flood %d colonies; keep it under 8", c)
	}
	if got := mustText(t, ctx, by("ach-met-control_mu")); !strings.Contains(got, "Flo") {
		t.Errorf("the verification names %q, want Flo", got)
	}
	if got := attr(t, ctx, by("ach-control_mu"), "data-met"); got != "true" {
		t.Errorf("ach-control_mu data-met=%q after the conquest", got)
	}
	if met := evalJS[[]string](t, ctx, `Array.from(document.querySelectorAll('.achievement[data-met="true"]')).map(e => e.dataset.testid)`); !slices.Equal(met, []string{"ach-control_mu"}) {
		t.Errorf("achievements verified for the Flood: %v, want only Control Mu", met)
	}
	if got := mustText(t, ctx, by("side-score-0")); !strings.Contains(got, "0 of 3") {
		t.Errorf("the Flood's progress before the claim: %q, want 0 of 3", got)
	}
	screenshot(t, ctx, "halo-basic-conquest")

	// Taking it ends the attacks; the turn draws no card.
	click(t, ctx, by("claim-submit-control_mu"))
	waitVisible(t, ctx, by("claimed"))
	if n := count(t, ctx, anyRefusal); n != 0 {
		t.Fatalf("the claim was refused: %s", mustText(t, ctx, anyRefusal))
	}
	if got := mustText(t, ctx, by("side-score-0")); !strings.Contains(got, "1 of 3") {
		t.Errorf("the Flood's progress after the claim: %q, want 1 of 3", got)
	}
	if got := mustText(t, ctx, by("player-achievements-0")); !strings.Contains(got, "Control Mu") {
		t.Errorf("Flo's achievements: %q, want Control Mu", got)
	}
	if n := count(t, ctx, by("ach-control_mu")); n != 0 {
		t.Error("Control Mu is still on the board after it was taken")
	}
	waitText(t, ctx, by("history-entry"), "Flo took the achievement “Control Mu”")
	if n := count(t, ctx, by("attack-form")); n != 0 {
		t.Error("the attack form is still offered after the claim")
	}
	if n := count(t, ctx, `[data-testid^="claim-"]`); n != 0 {
		t.Errorf("%d claim forms offered after this turn's claim; one achievement per turn", n)
	}
	if n := count(t, ctx, by("end-turn-draw")) + count(t, ctx, `[data-testid^="card-points-"]`); n != 0 {
		t.Error("the end of the turn offers a card after a claim")
	}
	if got := mustText(t, ctx, by("end-turn-form")); !strings.Contains(got, "no card") {
		t.Errorf("the end-turn form says %q, want that a claim turn draws no card", got)
	}
	screenshot(t, ctx, "halo-basic-claimed")

	click(t, ctx, by("end-turn"))
	if got := mustText(t, ctx, by("current-player")); got != "Uma" {
		t.Fatalf("after the Flood's turn the current player is %q, want Uma", got)
	}
	if got := mustText(t, ctx, by("hand-count-0")); !strings.HasPrefix(got, "0 cards") {
		t.Errorf("Flo's hand after a claim turn: %q, want no card", got)
	}
	if got := mustText(t, ctx, by("side-score-0")); !strings.Contains(got, "1 of 3") {
		t.Errorf("the Flood's progress on Uma's turn: %q, want 1 of 3", got)
	}
	screenshot(t, ctx, "halo-basic-next-turn")
	assertNoJSErrors(t, ctx)
}

// TestHaloTeamTurnWithTransferOfCommand plays the first turn of a
// 4-player Basic Training game on a phone: the set-up refuses a player
// without 25 units, then UNSC Green takes command of a territory of UNSC
// Gold, its teammate ("TRANSFER OF COMMAND": after placing, once per turn,
// a territory with exactly one unit), and cannot attack it ("You CANNOT
// attack your teammate").
func TestHaloTeamTurnWithTransferOfCommand(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, 390, 844)
	names := []string{"Gus", "Pam", "Gil", "Bea"} // UNSC green, Covenant purple, UNSC gold, Covenant blue
	h := newHaloTable()

	// Around Xanadu (all its links are known): Gus's stack in Xanadu,
	// Pam's Sarai (an enemy), Gil's Persepolis and New Troy with one unit
	// each. The rest goes round the table with 2 units; each player's
	// stack makes up the 25 units of "Starting Units".
	fixed := map[string]int{"xanadu": 0, "sarai": 1, "persepolis": 2, "new_troy": 2, "petra": 3}
	k := 0
	for _, terr := range h.b.Territories {
		if p, ok := fixed[terr.ID]; ok {
			h.set(terr.ID, p, 2)
			continue
		}
		h.set(terr.ID, k%4, 2)
		k++
	}
	h.units["persepolis"], h.units["new_troy"] = 1, 1
	stack := map[int]string{0: "xanadu", 1: "sarai", 3: "petra"}
	for _, id := range h.holds(2) {
		if id != "persepolis" && id != "new_troy" {
			stack[2] = id
			break
		}
	}
	for p, id := range stack {
		h.units[id] += 25 - h.unitsOf(p)
		if h.units[id] < 2 {
			t.Fatalf("seat %d holds too much for 25 units", p)
		}
	}

	haloStepOne(t, ctx, srv.URL, "Halo team", names)
	for seat, army := range []string{"UNSC (Green)", "Covenant (Purple)", "UNSC (Gold)", "Covenant (Blue)"} {
		if got := mustText(t, ctx, by("seat-"+strconv.Itoa(seat))); !strings.Contains(got, names[seat]) || !strings.Contains(got, army) {
			t.Fatalf("seat %d of the 4-player chart shows %q, want %s with %s", seat+1, got, names[seat], army)
		}
	}
	// First with one unit short for Gil: "4 PLAYERS: 25 Units per player".
	h.units[stack[2]]--
	haloGrid(t, ctx, h)
	for p, id := range stack {
		fill(t, ctx, by("base-"+strconv.Itoa(p)), id)
		fill(t, ctx, by("hero-"+strconv.Itoa(p)), id)
	}
	noSidewaysScroll(t, ctx, "set-up grid at 390x844")
	screenshot(t, ctx, "halo-team-grid")
	click(t, ctx, by("halo-create"))
	if got := waitText(t, ctx, anyRefusal, "Gil"); !strings.Contains(got, "25") || !strings.Contains(got, "24") {
		t.Errorf("set-up with 24 units for Gil: error %q, want 25 asked and 24 given", got)
	}
	if n := count(t, ctx, by("game")); n != 0 {
		t.Fatal("a game was created with 24 units for Gil")
	}
	if got := evalJS[string](t, ctx, fmt.Sprintf(`document.querySelector(%s).value`, jsString(by("units-persepolis")))); got != "1" {
		t.Errorf("the refused grid lost what was entered: Persepolis %q units, want 1", got)
	}
	screenshot(t, ctx, "halo-team-grid-refused")
	h.units[stack[2]]++
	fill(t, ctx, by("units-"+stack[2]), strconv.Itoa(h.units[stack[2]]))
	click(t, ctx, by("halo-create"))
	waitVisible(t, ctx, by("game"))
	if n := count(t, ctx, anyRefusal); n != 0 {
		t.Fatalf("set-up refused: %s", mustText(t, ctx, anyRefusal))
	}
	if got := mustText(t, ctx, by("current-player")); got != "Gus" {
		t.Fatalf("UNSC Green starts the 4-player chart; current player %q", got)
	}
	// Teams of two need 4 achievements between them.
	for _, seat := range []string{"0", "1"} {
		if got := mustText(t, ctx, by("side-score-"+seat)); !strings.Contains(got, "0 of 4") {
			t.Errorf("side of seat %s: %q, want 0 of 4", seat, got)
		}
	}

	// No transfer before the reinforcements are placed.
	if n := count(t, ctx, by("transfer-form")); n != 0 {
		t.Error("transfer of command offered before placing reinforcements")
	}
	noSidewaysScroll(t, ctx, "game page at 390x844")
	screenshot(t, ctx, "halo-team-reinforce")
	fill(t, ctx, by("place-territory"), "xanadu")
	click(t, ctx, by("place-submit"))
	waitVisible(t, ctx, by("attack-form"))

	// Gil's one-unit territories without his hero may change hands.
	waitVisible(t, ctx, by("transfer-form"))
	targets := optionValues(t, ctx, by("transfer-territory"))
	slices.Sort(targets)
	if !slices.Equal(targets, []string{"new_troy", "persepolis"}) {
		t.Fatalf("transfer targets %v, want Gil's one-unit territories new_troy and persepolis", targets)
	}
	screenshot(t, ctx, "halo-team-transfer")
	fill(t, ctx, by("transfer-territory"), "new_troy")
	click(t, ctx, by("transfer-submit"))
	if n := count(t, ctx, anyRefusal); n != 0 {
		t.Fatalf("the transfer was refused: %s", mustText(t, ctx, anyRefusal))
	}
	if got := mustText(t, ctx, `[data-testid="terr-new_troy"] .terr-owner`); got != "Gus" {
		t.Fatalf("New Troy is held by %q after the transfer, want Gus", got)
	}
	if got := atoi(t, mustText(t, ctx, by("units-new_troy"))); got != 1 {
		t.Errorf("New Troy has %d units after the transfer, want the 1 unit replaced", got)
	}
	waitText(t, ctx, by("history-entry"), "Gus took over command of New Troy from Gil.")
	// Once per turn: Persepolis still qualifies, but the form is gone and
	// the engine refuses a second transfer.
	if n := count(t, ctx, by("transfer-form")); n != 0 {
		t.Error("the transfer form is still offered after this turn's transfer")
	}
	forcePost(t, ctx, "transfer", map[string]string{"territory": "persepolis"})
	if got := waitText(t, ctx, anyRefusal, "per turn"); !strings.Contains(got, "only one territory") {
		t.Errorf("a second transfer: error %q", got)
	}
	if got := mustText(t, ctx, `[data-testid="terr-persepolis"] .terr-owner`); got != "Gil" {
		t.Errorf("Persepolis is held by %q after a refused second transfer, want Gil", got)
	}

	// From Xanadu, Pam's Sarai may be attacked, Gil's Persepolis not.
	fill(t, ctx, by("attack-from"), "xanadu")
	opts := optionValues(t, ctx, by("attack-to"))
	if !slices.Contains(opts, "sarai") {
		t.Errorf("attack targets from Xanadu %v lack Pam's Sarai", opts)
	}
	for _, id := range opts {
		if h.owner[id] == 2 {
			t.Errorf("attack targets from Xanadu %v offer %s of Gil, a teammate", opts, id)
		}
	}
	if slices.Contains(opts, "new_troy") {
		t.Errorf("attack targets from Xanadu %v offer New Troy, now Gus's own", opts)
	}
	noSidewaysScroll(t, ctx, "game page with the attack form at 390x844")
	screenshot(t, ctx, "halo-team-attack")
	assertNoJSErrors(t, ctx)
}
