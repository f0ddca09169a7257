package e2e

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// TestClassicClaimOnThePicture sets a 2-player classic game up by tapping
// the board picture of the set-up page, at 1024×768 and 390×844 ("RISK
// for 2 players", Setup: three piles of 14, one army on each, "you and
// your opponent take turns placing your remaining armies: Place 2
// Infantry onto any 1 or 2 of the territories you occupy. Then place 1
// 'neutral' army"; 40 each, the neutral's too). Each tap on a free
// territory claims it for the seat whose claim it is (the grid follows:
// owner and armies); once all are claimed a tap places one army where
// the rhythm lets it go next, and a tap out of the rhythm is refused
// naming the player whose army comes next, the armies as they were.
// axe-core finds nothing critical or serious with the round running. The
// game started holds the neutral on the board: 14 territories, 40
// armies, drawn as the neutral's on the game page's picture.
func TestClassicClaimOnThePicture(t *testing.T) {
	t.Parallel()
	src := loadAxe(t)
	for _, size := range []struct{ w, h int }{{1024, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			claimOnThePicture(t, src, size.w, size.h)
		})
	}
}

func claimOnThePicture(t *testing.T, axe string, w, h int) {
	srv, _ := heraldServer(t)
	ctx := newBrowser(t, w, h)
	navigate(t, ctx, srv.URL+"/games/new?edition=classic&lang=en")
	fill(t, ctx, by("player-1"), "Anna")
	fill(t, ctx, by("player-2"), "Ben")
	click(t, ctx, by("deal-table"))
	click(t, ctx, by("create-game"))
	waitVisible(t, ctx, by("claim-picture"))
	p := &taps{t: t, ctx: ctx}
	p.tap(by("claim-start"))
	order := evalJS[[]string](t, ctx, `[...document.querySelectorAll('.claim-tap')].map(b => b.dataset.testid.slice("claim-".length))`)
	if len(order) != 42 {
		t.Fatalf("%d territories to claim, want 42", len(order))
	}
	seats := []string{"Anna", "Ben", "Neutral"}
	for k, id := range order {
		if got, want := mustText(t, ctx, by("claim-turn")), seats[k%3]+" claims"; got != want {
			t.Fatalf("claim %d (%s): %q, want %q", k+1, id, got, want)
		}
		p.tap(by("spot-" + id))
	}
	// The grid holds what was tapped on the picture, and the picture
	// shows the grid.
	wrong := evalJS[[]string](t, ctx, `[...document.querySelectorAll('.claim-tap')].flatMap((b, k) => {
		const id = b.dataset.testid.slice("claim-".length), spot = document.querySelector('[data-testid="spot-' + id + '"]');
		const owner = document.querySelector('[data-testid="owner-' + id + '"]').value, units = document.querySelector('[data-testid="units-' + id + '"]').value;
		return owner === String(k % 3) && units === "1" && spot.dataset.owner === owner && spot.dataset.units === "1" ? [] : [id + " " + owner + "/" + units + " on the picture " + spot.dataset.owner + "/" + spot.dataset.units];
	})`)
	if len(wrong) > 0 {
		t.Fatalf("claimed by taps on the picture, not as tapped: %v", wrong)
	}
	turn := func(want string) {
		t.Helper()
		if got := mustText(t, ctx, by("claim-turn")); !strings.HasSuffix(got, want) {
			t.Fatalf("%q, want it to end in %q", got, want)
		}
	}
	units := func(id string, want int) {
		t.Helper()
		grid := attrValue(t, ctx, by("units-"+id))
		shown := evalJS[string](t, ctx, `document.querySelector(`+jsString(by("spot-units-"+id))+`).textContent`)
		if grid != strconv.Itoa(want) || shown != grid {
			t.Fatalf("%s: %s armies in the grid, %s on the picture, want %d", id, grid, shown, want)
		}
	}
	anna, ben, neutral := order[0], order[1], order[2]
	own, other := " places 2 own armies and 1 neutral army.", " places 1 neutral army on a neutral territory."
	turn("Anna" + own)
	p.tap(by("spot-" + anna))
	p.tap(by("spot-" + anna))
	units(anna, 3)
	turn("Anna" + other)
	p.tap(by("spot-" + anna))
	turn("Not on " + gridName(t, ctx, anna) + " now: Anna" + other)
	units(anna, 3)
	p.tap(by("spot-" + neutral))
	units(neutral, 2)
	turn("Ben" + own)
	p.tap(by("spot-" + anna))
	turn("Not on " + gridName(t, ctx, anna) + " now: Ben" + own)
	p.tap(by("spot-" + ben))
	units(ben, 2)
	axeClean(t, ctx, axe, fmt.Sprintf("classic set-up, the claim round on the picture, %dx%d", w, h))
	// The rest of each seat's 40 on its first territory, typed: the
	// picture shows it too.
	for seat, id := range []string{anna, ben, neutral} {
		have := evalJS[int](t, ctx, `[...document.querySelectorAll('select[name^="owner_"]')].filter(s => s.value === "`+strconv.Itoa(seat)+`")
			.reduce((n, s) => n + (+document.querySelector('[name="units_' + s.name.slice(6) + '"]').value), 0)`)
		now, _ := strconv.Atoi(attrValue(t, ctx, by("units-"+id)))
		p.typeIn(by("units-"+id), strconv.Itoa(now+40-have))
		units(id, now+40-have)
	}
	turn("Every army is placed.")
	screenshot(t, ctx, fmt.Sprintf("classic-claim-picture-%dx%d", w, h))
	p.submit(by("create-game"))
	waitVisible(t, ctx, by("game")+","+anyRefusal)
	if c := count(t, ctx, anyRefusal); c != 0 {
		t.Fatalf("set-up refused: %s", mustText(t, ctx, anyRefusal))
	}
	neutralOnTheBoard(t, ctx, srv.URL, order)
	axeClean(t, ctx, axe, fmt.Sprintf("classic 2-player game page, the neutral on the board, %dx%d", w, h))
	assertNoJSErrors(t, ctx)
}

// neutralOnTheBoard: the game the page started has the neutral army as
// its third player, holding every third territory claimed with 40
// armies, drawn in the neutral's colour on the game page's picture.
func neutralOnTheBoard(t *testing.T, ctx context.Context, base string, order []string) {
	t.Helper()
	game := apiGet(t, base+"/api"+evalJS[string](t, ctx, `location.pathname`))
	players, _ := game["players"].([]any)
	if len(players) != 3 {
		t.Fatalf("%d players, want Anna, Ben and the neutral: %v", len(players), players)
	}
	if n, _ := players[2].(map[string]any)["neutral"].(bool); !n {
		t.Fatalf("the third player is not the neutral army: %v", players[2])
	}
	held, armies := 0, 0
	for _, x := range game["territories"].([]any) {
		tr := x.(map[string]any)
		if int(tr["owner"].(float64)) == 2 {
			held++
			armies += int(tr["units"].(float64))
		}
	}
	if held != 14 || armies != 40 {
		t.Errorf("the neutral holds %d territories with %d armies, want 14 with 40", held, armies)
	}
	shown := evalJS[[]string](t, ctx, `[...document.querySelectorAll('#board-picture .spot.house-neutral')].map(e => e.dataset.t)`)
	if len(shown) != 14 {
		t.Errorf("the game page's picture shows %d territories as the neutral's, want 14: %v", len(shown), shown)
	}
	for k := 2; k < len(order); k += 3 {
		if !strings.Contains(" "+strings.Join(shown, " ")+" ", " "+order[k]+" ") {
			t.Errorf("%s, claimed for the neutral, is not the neutral's on the game page's picture", order[k])
		}
	}
}
