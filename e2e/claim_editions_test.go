package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"herald/store"
)

// claimGame is an edition whose set-up offers the claim round
// (views.ClaimBar): how a table reaches its grid, who claims in which
// order, and which of a seat's pieces stand on its first claim.
type claimGame struct {
	name    string
	stepOne func(t *testing.T, ctx context.Context, base string, st *store.Store)
	seats   []string // the claim order, one territory each per round
	pieces  []string // testids of a seat's piece selects, "%d" for the seat
	create  string   // testid of the create button
	// want is the units each seat starts with (the claimed units and the
	// reinforcement the table puts on them).
	want func(t *testing.T, ctx context.Context) []int
	// first are the units a seat puts on a territory it claims.
	first []int
	// placing, where the edition places its armies in a rhythm, checks
	// it once every territory is claimed (owners: territory to seat).
	placing func(t *testing.T, ctx context.Context, p *taps, owners map[string]int)
}

var claimGames = []claimGame{
	{
		// Halo Legendary, One-on-One, "GEBIETE BEANSPRUCHEN": "Spieler 1
		// beansprucht jetzt das erste Gebiet, indem er seine Basis und 1
		// Einheit auf ein leeres Gebiet setzt ... Spieler 2 macht jetzt
		// dasselbe ... Danach setzt Spieler 1 zwei Einheiten der neutralen
		// Flood in ein leeres Gebiet": Anna, Ben, the Flood (2 units),
		// round after round. Base and hero on the first claim.
		name: "legendary",
		stepOne: func(t *testing.T, ctx context.Context, base string, st *store.Store) {
			data, err := os.ReadFile(filepath.Join("..", "engine", "testdata", "games", "boards", "duel.json"))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := st.SaveBoard(context.Background(), store.Board{ID: "duel", Name: "Duell", Edition: "halo_legendary", Data: data}); err != nil {
				t.Fatal(err)
			}
			navigate(t, ctx, base+"/games/new/legendary?lang=en")
			fill(t, ctx, by("name"), "Duell")
			click(t, ctx, by("mode-one_on_one"))
			fill(t, ctx, by("player-0"), "Anna")
			fill(t, ctx, by("player-1"), "Ben")
			fill(t, ctx, by("army-0"), "unsc_1")
			fill(t, ctx, by("army-1"), "covenant_1")
			fill(t, ctx, by("board"), "duel@1")
			click(t, ctx, by("next"))
			waitVisible(t, ctx, by("create"))
		},
		seats:  []string{"Anna", "Ben", "Neutral Flood"},
		pieces: []string{"base-%d", "hero-%d"},
		create: "create",
		// The rulebook's totals, as the page states them per seat.
		want: func(t *testing.T, ctx context.Context) []int {
			return evalJS[[]int](t, ctx, `[...document.querySelectorAll('[data-total]')].map(li => +li.dataset.wantUnits)`)
		},
		first: []int{1, 1, 2},
	},
	{
		// Warhammer 40,000, "EINSATZ DER TRUPPEN": "Beginnend mit dem ersten
		// Spieler stellen die Spieler eine Einzeleinheit auf ein freies
		// Gebiet, bis alle Gebiete besetzt sind"; "3 Spieler Je 30
		// Einheiten". The rulebook leaves the leader's first place to the
		// table; the round proposes the seat's first claim.
		name: "warhammer",
		stepOne: func(t *testing.T, ctx context.Context, base string, _ *store.Store) {
			navigate(t, ctx, base+"/games/new/warhammer?lang=en")
			fill(t, ctx, by("wh-name"), "Vigilus")
			click(t, ctx, by("count-3"))
			for i, n := range []string{"Uli", "Chas", "Ael"} {
				fill(t, ctx, by("wh-player-"+strconv.Itoa(i)), n)
			}
			click(t, ctx, by("missions-table"))
			click(t, ctx, by("wh-next"))
			waitVisible(t, ctx, by("wh-grid"))
			// The missions the table laid out: 4 main and 4 side
			// ("Ziehe 4 Haupt- und 4 Nebenmissionen und lege diese
			// aufgedeckt ... neben den Spielplan", SPIELVORBEREITUNGEN).
			for _, tier := range []string{"main", "side"} {
				for k := 1; k <= 4; k++ {
					click(t, ctx, fmt.Sprintf(`%s label:nth-of-type(%d) input`, by("missions-"+tier), k))
				}
			}
		},
		seats:  []string{"Uli", "Chas", "Ael"},
		pieces: []string{"leader-%d"},
		create: "wh-create",
		want:   func(*testing.T, context.Context) []int { return []int{30, 30, 30} },
		first:  []int{1, 1, 1},
	},
	classicClaim("classic", []string{"Anna", "Ben", "Carla"}, 35),
	// "RISK for 2 players", Setup: three piles of 14, one army on each,
	// 40 for each of you and the neutral army (Herald adds it as seat 2).
	classicClaim("classic-two", []string{"Anna", "Ben", "Neutral"}, 40),
}

// classicClaim is classic RISK's claim round (classic 1993, "Initial army
// placement": "everyone in turn places one army onto any unoccupied
// territory. Continue until all 42 territories have been claimed", then
// one army at a time until all are placed; 35 armies each for 3 players).
// seats are the claim order (the neutral army last with 2 players).
func classicClaim(name string, seats []string, armies int) claimGame {
	players := seats
	if len(seats) == 3 && seats[2] == "Neutral" {
		players = seats[:2]
	}
	want := make([]int, len(seats))
	first := make([]int, len(seats))
	for i := range seats {
		want[i], first[i] = armies, 1
	}
	return claimGame{
		name: name,
		stepOne: func(t *testing.T, ctx context.Context, base string, _ *store.Store) {
			navigate(t, ctx, base+"/games/new?edition=classic&lang=en")
			for i, n := range players {
				fill(t, ctx, by("player-"+strconv.Itoa(i+1)), n)
			}
			click(t, ctx, by("deal-table"))
			click(t, ctx, by("create-game"))
			waitVisible(t, ctx, by("classic-grid"))
		},
		seats:   seats,
		create:  "create-game",
		want:    func(*testing.T, context.Context) []int { return want },
		first:   first,
		placing: classicPlacing(seats, len(players)),
	}
}

// classicPlacing checks whose armies come next once every territory is
// claimed, and that the claim round holds the table to it: one army at
// a time in turn ("each player in turn places one additional army"), or
// with 2 players "2 Infantry onto any 1 or 2 of the territories you
// occupy. Then place 1 'neutral' army" ("RISK for 2 players", Setup).
// + on the first player's territory hands the turn on; + out of the
// rhythm is refused naming the player whose army comes next, the units
// as they were; − takes armies back.
func classicPlacing(seats []string, players int) func(*testing.T, context.Context, *taps, map[string]int) {
	return func(t *testing.T, ctx context.Context, p *taps, owners map[string]int) {
		of := func(seat int) string {
			mine := ""
			for id, o := range owners {
				if o == seat && (mine == "" || id < mine) {
					mine = id
				}
			}
			return mine
		}
		tapped := func(b, id string) {
			evalJS[bool](t, ctx, `(document.querySelector(`+jsString(by(b+id))+`).scrollIntoView({block: "center"}), true)`)
			p.tap(by(b + id))
		}
		turn := func(want string) {
			t.Helper()
			if got := mustText(t, ctx, by("claim-turn")); !strings.HasSuffix(got, want) {
				t.Fatalf("%q, want it to end in %q", got, want)
			}
		}
		anna, ben := of(0), of(1)
		if players == 2 {
			own, neutral := " places 2 own armies and 1 neutral army.", " places 1 neutral army on a neutral territory."
			turn(seats[0] + own)
			tapped("more-", anna)
			tapped("more-", anna)
			turn(seats[0] + neutral)
			tapped("more-", anna)
			turn("Not on " + gridName(t, ctx, anna) + " now: " + seats[0] + neutral)
			if got := attrValue(t, ctx, by("units-"+anna)); got != "3" {
				t.Fatalf("a refused + still placed: %s armies on %s", got, anna)
			}
			tapped("more-", of(2))
			turn(seats[1] + own)
			tapped("less-", of(2))
			tapped("less-", anna)
			tapped("less-", anna)
			turn(seats[0] + own)
			return
		}
		turn(seats[0] + " places one army.")
		tapped("more-", ben)
		turn("Not on " + gridName(t, ctx, ben) + " now: " + seats[0] + " places one army.")
		tapped("more-", anna)
		turn(seats[1] + " places one army.")
		tapped("less-", anna)
		turn(seats[0] + " places one army.")
	}
}

// gridName is a territory's name as the grid shows it.
func gridName(t *testing.T, ctx context.Context, id string) string {
	return evalJS[string](t, ctx, `document.querySelector(`+jsString(by("row-"+id))+` + " [data-claim-terr]").textContent.trim()`)
}

// TestClaimRoundPerEdition plays each edition's claim round by taps at
// 1024×768 and 390×844: every territory tapped in grid order goes to the
// seat whose claim it is (the k-th tap to seat k mod seats), a second tap
// gives a territory back and the same seat claims again, + and − change
// the units, and the rest of each seat's units is typed on its first
// claim. The started game (the API's territories) must hold exactly what
// was tapped, each seat's pieces on its first claim. The taps are logged
// against the grid's (owner select and units field per row).
func TestClaimRoundPerEdition(t *testing.T) {
	t.Parallel()
	for _, g := range claimGames {
		for _, size := range []struct{ w, h int }{{1024, 768}, {390, 844}} {
			t.Run(fmt.Sprintf("%s-%dx%d", g.name, size.w, size.h), func(t *testing.T) {
				claimRoundOf(t, g, size.w, size.h)
			})
		}
	}
}

func claimRoundOf(t *testing.T, g claimGame, w, h int) {
	srv, st := heraldServer(t)
	ctx := newBrowser(t, w, h)
	g.stepOne(t, ctx, srv.URL, st)
	p := &taps{t: t, ctx: ctx}
	p.tap(by("claim-start"))
	order := evalJS[[]string](t, ctx, `[...document.querySelectorAll('.claim-tap')].map(b => b.dataset.testid.slice("claim-".length))`)
	if len(order) == 0 {
		t.Fatal("no territory to tap after the round started")
	}
	n := len(g.seats)
	owners, units := map[string]int{}, map[string]int{}
	firstOf := make([]string, n)
	for k, id := range order {
		seat := k % n
		if got, want := mustText(t, ctx, by("claim-turn")), g.seats[seat]+" claims"; got != want {
			t.Fatalf("claim %d (%s): %q, want %q", k+1, id, got, want)
		}
		claimTap(p, id)
		if k == 1 {
			// A second tap gives it back; the same seat claims again.
			claimTap(p, id)
			if got := attrValue(t, ctx, by("owner-"+id)); got != "" {
				t.Fatalf("%s given back still has owner %q", id, got)
			}
			if got, want := mustText(t, ctx, by("claim-turn")), g.seats[seat]+" claims"; got != want {
				t.Fatalf("after giving %s back: %q, want %q", id, got, want)
			}
			claimTap(p, id)
		}
		owners[id], units[id] = seat, g.first[seat]
		if firstOf[seat] == "" {
			firstOf[seat] = id
		}
		if got := attrValue(t, ctx, by("units-"+id)); got != strconv.Itoa(g.first[seat]) {
			t.Fatalf("%s claimed by %s with %s units, want %d", id, g.seats[seat], got, g.first[seat])
		}
	}
	if got := mustText(t, ctx, by("claim-turn")); !strings.Contains(got, "Every territory is claimed") {
		t.Fatalf("after %d claims: %q", len(order), got)
	}
	if g.placing != nil {
		g.placing(t, ctx, p, owners)
	}
	// + + − on the last territory claimed (where the edition places in a
	// rhythm, placing tapped + and − already, in its order).
	if last := order[len(order)-1]; g.placing == nil {
		for _, b := range []string{"more-", "more-", "less-"} {
			evalJS[bool](t, ctx, `(document.querySelector(`+jsString(by(b+last))+`).scrollIntoView({block: "center"}), true)`)
			p.tap(by(b + last))
		}
		units[last]++
		if got := attrValue(t, ctx, by("units-"+last)); got != strconv.Itoa(units[last]) {
			t.Fatalf("units on %s after +, +, −: %s, want %d", last, got, units[last])
		}
	}
	// The rest of each seat's units on its first claim, typed.
	want := g.want(t, ctx)
	typed := 0
	for seat := range n {
		have := 0
		for id, o := range owners {
			if o == seat {
				have += units[id]
			}
		}
		if rest := want[seat] - have; rest > 0 {
			units[firstOf[seat]] += rest
			p.typeIn(by("units-"+firstOf[seat]), strconv.Itoa(units[firstOf[seat]]))
			typed++
		}
	}
	for seat := range n {
		for _, f := range g.pieces {
			sel := by(fmt.Sprintf(f, seat))
			if count(t, ctx, sel) == 0 {
				continue // the neutral Flood has no pieces
			}
			if got := attrValue(t, ctx, sel); got != firstOf[seat] {
				t.Errorf("%s: %s on %q, want the first claim %s", g.seats[seat], sel, got, firstOf[seat])
			}
		}
	}
	screenshot(t, ctx, fmt.Sprintf("claim-%s-%dx%d", g.name, w, h))
	p.submit(by(g.create))
	// The game page, or the set-up again with its refusal.
	waitVisible(t, ctx, by("game")+","+anyRefusal)
	if c := count(t, ctx, anyRefusal); c != 0 {
		t.Fatalf("set-up refused: %s", mustText(t, ctx, anyRefusal))
	}
	path := evalJS[string](t, ctx, `location.pathname`)
	game := apiGet(t, srv.URL+"/api"+path)
	terrs, _ := game["territories"].([]any)
	if len(terrs) != len(order) {
		t.Fatalf("the game has %d territories, the grid %d", len(terrs), len(order))
	}
	for _, x := range terrs {
		tr := x.(map[string]any)
		id := tr["id"].(string)
		if int(tr["owner"].(float64)) != owners[id] || int(tr["units"].(float64)) != units[id] {
			t.Errorf("%s: seat %v with %v units, tapped seat %d with %d", id, tr["owner"], tr["units"], owners[id], units[id])
		}
	}
	// The grid: per row the owner select (tap, choose) and the units field
	// (one tap and a typed number), per seat each piece select (tap,
	// choose), and create.
	grid := 3*len(order) + 2*len(g.pieces)*(n-1) + 1
	// Measured: Legendary's duel board (12) 22 taps and 3 typed numbers
	// against 45 and 12; Warhammer's Vigilus (40) 50 taps and 3 typed
	// numbers against 125 and 40; the same at both sizes.
	t.Logf("%s at %dx%d: %d territories claimed in %d taps and %d typed numbers; the grid takes %d taps and %d typed numbers", g.name, w, h, len(order), p.n, typed, grid, len(order))
	if p.n >= grid {
		t.Errorf("the claim round took %d taps, the grid %d", p.n, grid)
	}
	assertNoJSErrors(t, ctx)
}

// TestAxeClaimRound runs axe-core on each set-up grid with its claim
// round running (the bar, whose claim it is, the territory buttons, + and
// −, one territory claimed) at 1024×768 and 390×844, in German and
// English: no critical or serious violation.
func TestAxeClaimRound(t *testing.T) {
	t.Parallel()
	src := loadAxe(t)
	srv, st := heraldServer(t)
	data, err := os.ReadFile(filepath.Join("..", "engine", "testdata", "games", "boards", "duel.json"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.SaveBoard(context.Background(), store.Board{ID: "duel", Name: "Duell", Edition: "halo_legendary", Data: data}); err != nil {
		t.Fatal(err)
	}
	for _, size := range []struct{ w, h int }{{1024, 768}, {390, 844}} {
		ctx := newBrowser(t, size.w, size.h)
		for _, ed := range []string{"halowars", "warhammer40k", "halo_legendary"} {
			for _, lang := range []string{"de", "en"} {
				navigate(t, ctx, withLang(srv.URL+"/games/new?edition="+ed, lang))
				setupNext[ed](t, ctx)
				click(t, ctx, by("claim-start"))
				first := evalJS[string](t, ctx, `document.querySelector('.claim-tap').dataset.testid`)
				claimTap(&taps{t: t, ctx: ctx}, strings.TrimPrefix(first, "claim-"))
				if n := count(t, ctx, by("claim-turn")+":not([hidden])"); n != 1 {
					t.Fatalf("%s (%s): the claim round is not running", ed, lang)
				}
				for _, v := range runAxe(t, ctx, src) {
					if v.Impact == "critical" || v.Impact == "serious" {
						t.Errorf("%s claim round (%s) at %dx%d: %s [%s] %s: %s", ed, lang, size.w, size.h,
							v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
					}
				}
			}
		}
		assertNoJSErrors(t, ctx)
	}
}
