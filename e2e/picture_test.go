package e2e

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"herald/engine"
	"herald/maps"
)

// pinchOn spreads two fingers apart around territory id of the picture
// (touch events, as a phone sends them) and returns the picture's zoom.
func pinchOn(t *testing.T, ctx context.Context, id string) float64 {
	t.Helper()
	sel := by("spot-" + id)
	evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); return true; })()`)
	at := evalJS[map[string]float64](t, ctx, `(() => { const r = document.querySelector(`+jsString(sel)+`).getBoundingClientRect();
		return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()`)
	x, y := at["x"], at["y"]
	points := func(d float64) []*input.TouchPoint {
		one, two := 1.0, 2.0
		return []*input.TouchPoint{{X: x - d, Y: y, ID: &one}, {X: x + d, Y: y, ID: &two}}
	}
	sctx, cancel := step(ctx)
	defer cancel()
	_, err := chromedp.Run(sctx, func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		if _, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 2}); err != nil {
			return chromedp.Void{}, err
		}
		if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: points(20)}); err != nil {
			return chromedp.Void{}, err
		}
		for d := 30.0; d <= 60; d += 10 {
			if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchMove, TouchPoints: points(d)}); err != nil {
				return chromedp.Void{}, err
			}
		}
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return chromedp.Void{}, err
	})
	if err != nil {
		t.Fatalf("pinch on %s: %v", id, err)
	}
	return zoomOf(t, ctx)
}

// pictureShot writes the board picture as the screen shows it to
// $HERALD_SCREENSHOTS/name.png (make screenshots), nothing without it.
func pictureShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("HERALD_SCREENSHOTS")
	if dir == "" {
		return
	}
	evalJS[bool](t, ctx, `(() => { const z = document.querySelector("[data-zoom=out]"); for (let i = 0; i < 5; i++) z.click();
		document.getElementById("board-picture").scrollIntoView({block: "start"}); return true; })()`)
	writeShot(t, ctx, dir, name, chromedp.Screenshot("#board-picture"))
}

// screenShot writes the screen as it shows now to
// $HERALD_SCREENSHOTS/name.png, nothing without it.
func screenShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if dir := os.Getenv("HERALD_SCREENSHOTS"); dir != "" {
		writeShot(t, ctx, dir, name, chromedp.CaptureScreenshot())
	}
}

// writeShot writes what shot captures to dir/name.png.
func writeShot(t *testing.T, ctx context.Context, dir, name string, shot chromedp.Action[[]byte]) {
	t.Helper()
	sctx, cancel := step(ctx)
	defer cancel()
	buf, err := chromedp.Run(sctx, shot)
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644); err != nil {
		t.Fatal(err)
	}
}

// zoomOf is the picture's zoom now (1 when not zoomed).
func zoomOf(t *testing.T, ctx context.Context) float64 {
	t.Helper()
	return evalJS[float64](t, ctx, `(() => { const m = new DOMMatrix(getComputedStyle(document.querySelector("svg.picture")).transform); return m.a; })()`)
}

// topOf is where sel's top lies on the screen, in CSS px.
func topOf(t *testing.T, ctx context.Context, sel string) float64 {
	t.Helper()
	return evalJS[float64](t, ctx, `document.querySelector(`+jsString(sel)+`).getBoundingClientRect().top`)
}

// inFrame says whether territory id lies whole inside the picture's frame.
func inFrame(t *testing.T, ctx context.Context, id string) bool {
	t.Helper()
	return evalJS[bool](t, ctx, `(() => { const r = document.querySelector(`+jsString(by("spot-"+id))+`).getBoundingClientRect(),
		f = document.querySelector(".picture-frame").getBoundingClientRect();
		return r.left >= f.left && r.right <= f.right && r.top >= f.top && r.bottom <= f.bottom; })()`)
}

// tapSpot brings territory id of the board picture into view (a player
// scrolls to it; no tap) and taps it with a finger.
func tapSpot(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	sel := by("spot-" + id)
	waitVisible(t, ctx, sel)
	evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); return true; })()`)
	touchTap(t, ctx, sel)
}

// pictureMatchesAPI fails unless every territory on the picture shows
// the owner and units the API gives for the game (GET /api/games/{id}),
// waiting for the live stream up to the step's timeout.
func pictureMatchesAPI(t *testing.T, ctx context.Context, api, when string) {
	t.Helper()
	var diff []string
	for deadline := time.Now().Add(10 * time.Second); ; {
		st := apiGet(t, api)
		shown := evalJS[map[string][]string](t, ctx, `Object.fromEntries(Array.from(document.querySelectorAll("#board-picture .spot")).map(e =>
			[e.dataset.t, [e.dataset.owner, e.dataset.units, document.querySelector('[data-testid="spot-units-' + e.dataset.t + '"]').textContent]]))`)
		diff = nil
		terrs := st["territories"].([]any)
		if len(shown) != len(terrs) {
			diff = append(diff, fmt.Sprintf("%d territories on the picture, the API has %d", len(shown), len(terrs)))
		}
		for _, x := range terrs {
			tr := x.(map[string]any)
			id := tr["id"].(string)
			want := []string{fmt.Sprint(tr["owner"]), fmt.Sprint(tr["units"]), fmt.Sprint(tr["units"])}
			if got := shown[id]; fmt.Sprint(got) != fmt.Sprint(want) {
				diff = append(diff, fmt.Sprintf("%s shows %v, the API %v", id, got, want))
			}
		}
		if len(diff) == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if len(diff) > 0 {
		t.Fatalf("%s: the picture differs from the API: %v", when, diff)
	}
}

// formValue is the value of the select sel in the action panel.
func formValue(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	return evalJS[string](t, ctx, `document.querySelector(`+jsString("#action "+sel)+`).value`)
}

// pictureTurn is a turn to play by tapping a board's picture: the
// edition's game as the API makes it, who holds what (everything else is
// the second player's, one unit each), and the territories tapped.
type pictureTurn struct {
	edition string         // "" for Game of Thrones, the API's default
	houses  []string       // the players' houses or colours
	holds   map[string]int // the first player's territories and units
	enemy   map[string]int // the second player's territories with other than one unit
	third   []string       // a third player's territories (none: two players)
	place   string
	from    string // attack and maneuver from here, zoomed in on the phone
	to      string // attacked: never taken by one battle (30 units)
	never   string // the second player's, not next to from: never a target
	move    string // maneuvered to
	other   string // another device corrects it to the first player's
}

// pictureTurns are the turns played on a drawn map: Westeros, and the
// classic world map, whose attack goes from Alaska to Kamchatka by the
// link that runs out at the picture's edges.
var pictureTurns = map[string]pictureTurn{
	"got": {
		houses: []string{"stark", "lannister"},
		holds:  map[string]int{"harrenhal": 30, "riverrun": 1, "stoney_sept": 1},
		enemy:  map[string]int{"kings_landing": 30},
		place:  "stoney_sept", from: "harrenhal", to: "kings_landing", never: "sunspear", move: "riverrun", other: "sunspear",
	},
	"classic": {
		edition: "classic",
		houses:  []string{"blue", "red", "yellow"},
		holds:   map[string]int{"alaska": 30, "alberta": 1, "northwest_territory": 1},
		enemy:   map[string]int{"kamchatka": 30},
		third:   []string{"peru", "argentina"}, // two players need a neutral army: three
		place:   "northwest_territory", from: "alaska", to: "kamchatka", never: "peru", move: "alberta", other: "brazil",
	},
}

// newPictureGame makes the game of turn through the API and returns its
// address in the API.
func newPictureGame(t *testing.T, base string, turn pictureTurn) string {
	t.Helper()
	players := []map[string]string{{"name": "Anna"}, {"name": "Ben"}}
	if len(turn.third) > 0 {
		players = append(players, map[string]string{"name": "Carla"})
	}
	for i, h := range turn.houses {
		players[i]["house"] = h
	}
	body := map[string]any{"name": "Bild", "players": players}
	if turn.edition == "" {
		body["deck_mode"] = "table"
	} else {
		// The table's deal, round the table; the correction below sets
		// the turn's board.
		// Three players start with 35 armies each ("Setup", classic.md);
		// the rest of each player's lies on their first territory.
		owners, units, first := map[string]int{}, map[string]int{}, map[int]string{}
		for i, terr := range maps.MustLoad(turn.edition).Territories {
			p := i % len(players)
			owners[terr.ID], units[terr.ID] = p, 1
			if first[p] == "" {
				first[p] = terr.ID
			}
			units[first[p]] = 35 - i/len(players)
		}
		body["edition"], body["owners"], body["units"] = turn.edition, owners, units
	}
	st := apiPost(t, base+"/api/games", body)
	api := fmt.Sprintf("%s/api/games/%v", base, st["id"])
	var fixes []map[string]any
	for _, terr := range st["territories"].([]any) {
		id := terr.(map[string]any)["id"].(string)
		owner, units := 1, 1
		if n, ok := turn.holds[id]; ok {
			owner, units = 0, n
		} else if n, ok := turn.enemy[id]; ok {
			units = n
		} else if slices.Contains(turn.third, id) {
			owner = 2
		}
		fixes = append(fixes, map[string]any{"territory": id, "owner": owner, "units": units})
	}
	apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "correct", "payload": map[string]any{"territories": fixes}})
	return api
}

// A turn played by tapping a drawn map with a finger (issue 30), for
// Game of Thrones and classic RISK, at the tablet's two sizes and the
// phone's: the place target; attack from, then attack to; maneuver
// from, then to. Each tap fills the turn's select at once, the picture
// shows the API's owners and units after every action and after another
// device's action arrives over the live stream, and the taps are counted
// against choosing in the lists (a select is two taps: open it, pick the
// name).
func TestPictureTapsPlayATurn(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	for _, name := range []string{"got", "classic"} {
		turn := pictureTurns[name]
		for _, size := range []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}} {
			t.Run(fmt.Sprintf("%s/%dx%d", name, size.w, size.h), func(t *testing.T) {
				t.Parallel()
				api := newPictureGame(t, srv.URL, turn)
				ctx := newBrowser(t, size.w, size.h)
				navigate(t, ctx, strings.Replace(api, "/api/games/", "/games/", 1)+"?lang=en")
				taps, choices := playPictureTurn(t, ctx, api, turn, size.w == 390)
				pictureShot(t, ctx, fmt.Sprintf("%s-picture-%dx%d", name, size.w, size.h))
				t.Logf("%s %dx%d: a turn by the picture: %d taps (%d choices); by the lists: %d taps", name, size.w, size.h, taps, choices, taps+choices)
				assertNoJSErrors(t, ctx)
			})
		}
	}
}

// The form a tap on the picture fills, as the player chose it with the
// picture's mode buttons, stays chosen when an action's answer patches
// the picture in parts (views/parts.go: the spots that changed, and
// #picture-turn, which carries the modes, when they change) and when
// another device's action arrives over the live stream (a morph of the
// whole game, #picture-turn's data-mode back to the server's first).
func TestPictureModeKeptAcrossAnswers(t *testing.T) {
	t.Parallel()
	srv, _ := heraldServer(t)
	turn := pictureTurns["got"]
	api := newPictureGame(t, srv.URL, turn)
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, strings.Replace(api, "/api/games/", "/games/", 1)+"?lang=en")
	tap := func(sel string) {
		evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); return true; })()`)
		touchTap(t, ctx, sel)
	}
	// The mode on #picture-turn, the pressed button's, and whether the
	// place-to-be of the maneuver is highlighted as a tap's choice.
	mode := func(want string, when string) {
		t.Helper()
		got := evalJS[string](t, ctx, `(() => { const b = document.querySelector(".picture-modes [aria-pressed=true]");
			return document.getElementById("picture-turn").dataset.mode + " " + (b ? b.dataset.mode : "none"); })()`)
		if got != want+" "+want {
			t.Fatalf("%s: the picture's mode and pressed button are %q, want %s", when, got, want)
		}
	}
	tap(by("place-submit"))
	pictureMatchesAPI(t, ctx, api, "placed")
	mode("attack", "after placing")
	tapSpot(t, ctx, turn.from)
	tapSpot(t, ctx, turn.to)
	tap(by("picture-mode-maneuver"))
	mode("maneuver", "the maneuver chosen")
	tap(by("attack-roll"))
	pictureMatchesAPI(t, ctx, api, "attacked")
	mode("maneuver", "after the attack's answer")
	tapSpot(t, ctx, turn.from)
	if v := formValue(t, ctx, by("maneuver-from")); v != turn.from {
		t.Fatalf("after the attack a tap on %s fills the maneuver's from with %q", turn.from, v)
	}
	st := apiGet(t, api)
	apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "correct", "payload": map[string]any{
		"territories": []map[string]any{{"territory": turn.other, "owner": 0, "units": 7}}}})
	pictureMatchesAPI(t, ctx, api, "after another device's correction")
	mode("maneuver", "after another device's correction")
	assertNoJSErrors(t, ctx)
}

// playPictureTurn plays turn on the open game page by tapping the
// picture and the turn's buttons, checking each tap's choice in the form
// and the picture against the API, and ends the turn; it returns the taps and how many of
// them chose a territory. phone: two fingers zoom in first.
func playPictureTurn(t *testing.T, ctx context.Context, api string, turn pictureTurn, phone bool) (taps, choices int) {
	t.Helper()
	pictureMatchesAPI(t, ctx, api, "opened")
	// A control below or above the screen is scrolled to first (no
	// tap), as a player would.
	tap := func(sel string) {
		evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); return true; })()`)
		touchTap(t, ctx, sel)
		taps++
	}
	pick := func(terr string) { tapSpot(t, ctx, terr); taps++; choices++ }
	// A "from" chosen on the picture leaves the picture where it was (its
	// target is the next tap on it); a target is tapped where it then
	// is, and the form's button comes on the screen. Found
	// playing a phone: the answer to the maneuver's "from" scrolled the
	// picture off the screen to show the form.
	from := func(terr string) {
		t.Helper()
		sel := by("spot-" + terr)
		evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); return true; })()`)
		// The picture's frame: on a zoomed picture the tap pans a
		// territory at the frame's edge into it.
		before := topOf(t, ctx, by("picture-frame"))
		touchTap(t, ctx, sel)
		taps++
		choices++
		if after := topOf(t, ctx, by("picture-frame")); math.Abs(after-before) > 1 {
			t.Errorf("after the tap on %s the page's answer moved the picture from %.0f to %.0f px", terr, before, after)
		}
	}
	target := func(terr, button string) {
		t.Helper()
		if !inFrame(t, ctx, terr) {
			tapSpot(t, ctx, terr) // beyond a zoomed picture's edge: scrolled to
		} else {
			touchTap(t, ctx, by("spot-"+terr))
		}
		taps++
		choices++
		onScreen(t, ctx, by(button), "after the tap on "+terr)
	}
	chose := func(sel, want, what string) {
		t.Helper()
		if v := formValue(t, ctx, by(sel)); v != want {
			t.Fatalf("after tapping %s %s holds %q", want, what, v)
		}
	}

	// Placing: one tap chooses the territory (the form proposes another).
	if v := formValue(t, ctx, by("place-territory")); v == turn.place {
		t.Fatalf("the place form proposes %s already", turn.place)
	}
	pick(turn.place)
	chose("place-territory", turn.place, "the place select")
	tap(by("place-submit"))
	pictureMatchesAPI(t, ctx, api, "placed")

	// Attacking: from, then the target the picture highlights as
	// reachable from it.
	if phone {
		if z := pinchOn(t, ctx, turn.from); z < 1.5 {
			t.Fatalf("after spreading two fingers the picture's zoom is %.2f", z)
		}
	}
	from(turn.from)
	chose("attack-from", turn.from, "the attack's from")
	if phone && (zoomOf(t, ctx) < 1.5 || !inFrame(t, ctx, turn.from)) {
		t.Fatalf("after the tap and the page's answer the zoom is %.2f and %s in the frame: %v", zoomOf(t, ctx), turn.from, inFrame(t, ctx, turn.from))
	}
	highlighted := func(id string) bool {
		return evalJS[bool](t, ctx, `document.querySelector(`+jsString(by("spot-"+id))+`).classList.contains("pick")`)
	}
	if !highlighted(turn.to) || highlighted(turn.never) {
		t.Fatalf("%s is not highlighted as a target of %s, or %s is", turn.to, turn.from, turn.never)
	}
	target(turn.to, "attack-roll")
	chose("attack-to", turn.to, "the attack's target")
	tap(by("attack-roll"))
	pictureMatchesAPI(t, ctx, api, "attacked")
	tap(by("end-attack"))
	pictureMatchesAPI(t, ctx, api, "attack ended")

	// Maneuvering: from, then to.
	from(turn.from)
	chose("maneuver-from", turn.from, "the maneuver's from")
	target(turn.move, "maneuver-submit")
	chose("maneuver-to", turn.move, "the maneuver's target")
	tap(by("maneuver-submit"))
	pictureMatchesAPI(t, ctx, api, "maneuvered")

	// Another device's action arrives over the live stream.
	st := apiGet(t, api)
	apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "correct", "payload": map[string]any{
		"territories": []map[string]any{{"territory": turn.other, "owner": 0, "units": 7}}}})
	pictureMatchesAPI(t, ctx, api, "after another device's correction")

	// The turn ends by its button: the next player's turn on the picture
	// (classic's end-turn form had no button, found playing it).
	tap(by("end-turn"))
	if cur := apiGet(t, api)["current"]; cur != float64(1) {
		t.Fatalf("after the end of the turn the API's current player is %v, want 1", cur)
	}
	pictureMatchesAPI(t, ctx, api, "turn ended")
	// The next turn shows as the page opens: the picture, and the place
	// button under the heading that names whose turn it is (the turn bar
	// is above a phone's screen).
	if h := mustText(t, ctx, "#reinforce h2"); !strings.Contains(h, "Ben") {
		t.Errorf("the next turn's reinforcement heading says %q, not Ben's name", h)
	}
	for _, sel := range []string{by("picture-frame"), "#reinforce h2", by("place-submit")} {
		onScreen(t, ctx, sel, "the next turn")
	}
	return taps, choices
}

// A Halo Legendary turn played by tapping the table's own photo of its
// board (issue 30): the board entered at the table, its photo taken and
// every sector placed on it by one tap (768x1024), then a One-on-One
// game on it played at the three sizes as the drawn maps' turns are
// (playPictureTurn). Anna (UNSC) holds Sectors 1-4, Ben (Covenant) 5-8,
// the neutral Flood 9-12 with its 48 units ("Es werden 48 neutrale
// Flood-Einheiten benötigt", One-on-One); each player 30 units.
func TestPictureTapsPlayALegendaryTurnOnAPhoto(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	spec := sectorBoard(t, st, "ring-legend", 12, true)
	// The ring round the photo's edges, clockwise from the top left.
	ring := []engine.Spot{{X: 125, Y: 150}, {X: 375, Y: 150}, {X: 625, Y: 150}, {X: 875, Y: 150}, {X: 875, Y: 400}, {X: 875, Y: 650},
		{X: 875, Y: 900}, {X: 625, Y: 900}, {X: 375, Y: 900}, {X: 125, Y: 900}, {X: 125, Y: 650}, {X: 125, Y: 400}}
	want := map[string]engine.Spot{}
	for i, tr := range spec.Territories {
		want[tr.ID] = ring[i]
	}
	taps := placeOnPhoto(t, newBrowser(t, 768, 1024), srv.URL, spec, want)
	t.Logf("photo taken and %d sectors placed: %d taps", len(spec.Territories), taps)
	row, err := st.LatestBoard(context.Background(), spec.ID)
	if err != nil {
		t.Fatal(err)
	}
	board := fmt.Sprintf("%s@%d", spec.ID, row.Version)
	// The deal gives each of the three a third of the board.
	owners, units := map[string]int{}, map[string]int{"s4": 27, "s5": 27, "s9": 42}
	for i := 1; i <= 12; i++ {
		id := fmt.Sprintf("s%d", i)
		owners[id] = (i - 1) / 4
		if units[id] == 0 {
			units[id] = 1 + owners[id]/2 // the Flood claims with 2
		}
	}
	turn := pictureTurn{place: "s1", from: "s4", to: "s5", never: "s7", move: "s3", other: "s8"}
	for _, size := range []struct{ w, h int }{{1024, 768}, {768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			g := apiPost(t, srv.URL+"/api/games", map[string]any{
				"name": "Foto", "edition": "halo_legendary", "board": board, "mode": "one_on_one", "teleporter_option": "each",
				"owners": owners, "units": units,
				"players": []map[string]any{
					{"name": "Anna", "house": "unsc_1", "base": "s3", "hero": "s4"},
					{"name": "Ben", "house": "covenant_1", "base": "s6", "hero": "s5"},
				},
			})
			api := fmt.Sprintf("%s/api/games/%v", srv.URL, g["id"])
			ctx := newBrowser(t, size.w, size.h)
			navigate(t, ctx, fmt.Sprintf("%s/games/%v?lang=en", srv.URL, g["id"]))
			if n := count(t, ctx, "#board-picture image"); n != 1 {
				t.Fatalf("the game's picture shows %d photos, want the table's", n)
			}
			taps, choices := playPictureTurn(t, ctx, api, turn, size.w == 390)
			pictureShot(t, ctx, fmt.Sprintf("legendary-photo-%dx%d", size.w, size.h))
			t.Logf("Legendary on a photo %dx%d: a turn by the picture: %d taps (%d choices); by the lists: %d taps", size.w, size.h, taps, choices, taps+choices)
			assertNoJSErrors(t, ctx)
		})
	}
}
