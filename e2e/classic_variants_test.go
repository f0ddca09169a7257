package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"herald/maps"
)

// The rulebook's other games in the browser (classic 1993: Capital RISK,
// Secret Mission RISK), each at 1024×768 and 390×844, axe-core clean:
// set up through the API as a table's board stands, then played on the
// game page by tapping the picture and the turn's buttons.

// classicGame starts a classic game through the API: the players
// (name, colour and, in Capital RISK, capital) dealt round the table,
// each one's starting armies beyond one a territory on their first;
// then the correction fixes puts the board where the test plays from.
func classicGame(t *testing.T, base string, body map[string]any, players []map[string]string, armies int, fixes map[string][2]int) string {
	t.Helper()
	owners, units, first := map[string]int{}, map[string]int{}, map[int]string{}
	for i, terr := range maps.MustLoad("classic").Territories {
		p := i % len(players)
		owners[terr.ID], units[terr.ID] = p, 1
		if first[p] == "" {
			first[p] = terr.ID
		}
		units[first[p]] = armies - i/len(players)
	}
	body["edition"], body["players"], body["owners"], body["units"] = "classic", players, owners, units
	st := apiPost(t, base+"/api/games", body)
	api := fmt.Sprintf("%s/api/games/%v", base, st["id"])
	var list []map[string]any
	for id, f := range fixes {
		list = append(list, map[string]any{"territory": id, "owner": f[0], "units": f[1]})
	}
	apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "correct", "payload": map[string]any{"territories": list}})
	return api
}

// conquerOnThePicture plays Anna's turn on the open game page by taps:
// every army placed on from, then attacks from → to (Herald rolls) until
// to is taken, and the armies moved in.
func conquerOnThePicture(t *testing.T, ctx context.Context, from, to string) {
	t.Helper()
	tap := func(sel string) {
		evalJS[bool](t, ctx, `(() => { document.querySelector(`+jsString(sel)+`).scrollIntoView({block: "center"}); return true; })()`)
		touchTap(t, ctx, sel)
	}
	tapSpot(t, ctx, from)
	if v := formValue(t, ctx, by("place-territory")); v != from {
		t.Fatalf("a tap on %s fills the place form with %q", from, v)
	}
	tap(by("place-submit"))
	waitVisible(t, ctx, by("attack-roll"))
	tapSpot(t, ctx, from)
	tapSpot(t, ctx, to)
	for range 20 {
		if count(t, ctx, by("move-in-submit")) > 0 {
			break
		}
		if v := formValue(t, ctx, by("attack-to")); v != to {
			t.Fatalf("the attack's target is %q, want %s", v, to)
		}
		tap(by("attack-roll"))
	}
	tap(by("move-in-submit"))
}

// TestCapitalRISKInTheBrowser: Capital RISK (1993 booklet as retyped at
// ultraboardgames.com/risk/capital-risk.php, Object: "To capture all
// opposing headquarters while still controlling your own territory"),
// 4 players. Every capital is marked on the game page's picture with
// whose it is; Anna, holding her own and two opposing capitals, takes
// the last one on the picture and wins: the game over with the reason
// on the page and in the API.
func TestCapitalRISKInTheBrowser(t *testing.T) {
	t.Parallel()
	src := loadAxe(t)
	srv, _ := heraldServer(t)
	for _, size := range []struct{ w, h int }{{1024, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			players := []map[string]string{
				{"name": "Anna", "house": "red", "capital": "alaska"}, {"name": "Ben", "house": "blue", "capital": "northwest_territory"},
				{"name": "Carla", "house": "green", "capital": "alberta"}, {"name": "Dora", "house": "black", "capital": "western_united_states"}}
			api := classicGame(t, srv.URL, map[string]any{"name": "Capitals", "variant": "capital", "deck_mode": "table"}, players, 30,
				map[string][2]int{"northwest_territory": {0, 3}, "alberta": {0, 3}, "western_united_states": {3, 1}, "central_america": {0, 6}})
			ctx := newBrowser(t, size.w, size.h)
			navigate(t, ctx, strings.Replace(api, "/api/games/", "/games/", 1)+"?lang=en")
			waitVisible(t, ctx, by("board-picture"))
			for _, p := range players {
				sel := "#board-picture " + by("mark-capital-"+p["capital"])
				if count(t, ctx, sel) != 1 {
					t.Fatalf("%s's capital %s is not marked on the picture", p["name"], p["capital"])
				}
				if got := evalJS[string](t, ctx, `document.querySelector(`+jsString(sel)+`).textContent`); !strings.Contains(got, p["name"]) {
					t.Errorf("the mark on %s says %q, not whose capital it is", p["capital"], got)
				}
			}
			axeClean(t, ctx, src, fmt.Sprintf("Capital RISK game page %dx%d", size.w, size.h))
			conquerOnThePicture(t, ctx, "central_america", "western_united_states")
			waitText(t, ctx, "body", "one player occupies every capital, their own included")
			st := apiGet(t, api)
			if st["over"] != true || st["end_reason"] != "capitals" || fmt.Sprint(st["winners"]) != "[0]" {
				t.Errorf("after Anna took the last capital: over %v, reason %v, winners %v", st["over"], st["end_reason"], st["winners"])
			}
			axeClean(t, ctx, src, fmt.Sprintf("Capital RISK won %dx%d", size.w, size.h))
			assertNoJSErrors(t, ctx)
		})
	}
}

// TestSecretMissionInTheBrowser: Secret Mission RISK (Parker 1993,
// "Secret Mission Risk": each player's card "face down"; "The player who
// completes his or her mission first ... wins"), 3 players, the table's
// deal of the cards. Each holder enters their card on their own seat
// page, which alone shows it: not the game page, not another seat's.
// Anna's card is to destroy every green army; she takes Carla's last
// territory on the picture and the game ends at once, by her mission.
func TestSecretMissionInTheBrowser(t *testing.T) {
	t.Parallel()
	src := loadAxe(t)
	srv, _ := heraldServer(t)
	for _, size := range []struct{ w, h int }{{1024, 768}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			players := []map[string]string{{"name": "Anna", "house": "red"}, {"name": "Ben", "house": "blue"}, {"name": "Carla", "house": "green"}}
			// Carla keeps one territory, Alberta, with one army, beside
			// Anna's Alaska: every other one of hers goes to Ben.
			fixes := map[string][2]int{"alberta": {2, 1}, "alaska": {0, 8}}
			for i, terr := range maps.MustLoad("classic").Territories {
				if i%3 == 2 && terr.ID != "alberta" {
					fixes[terr.ID] = [2]int{1, 2}
				}
			}
			api := classicGame(t, srv.URL, map[string]any{"name": "Missions", "variant": "secret_mission", "mission_deal": "table", "deck_mode": "table"}, players, 35, fixes)
			game := strings.Replace(api, "/api/games/", "/games/", 1)
			ctx := newBrowser(t, size.w, size.h)
			cards := []string{"destroy_green", "asia_africa", "occupy_24"}
			texts := make([]string, 3)
			for p, card := range cards {
				navigate(t, ctx, fmt.Sprintf("%s/cards/%d?lang=en", game, p))
				waitVisible(t, ctx, by("no-mission"))
				fill(t, ctx, by("mission-select"), card)
				click(t, ctx, by("mission-save"))
				texts[p] = waitText(t, ctx, by("own-mission"), "")
				if texts[p] == "" {
					t.Fatalf("seat %d's page does not show the card entered", p)
				}
				if p == 0 {
					axeClean(t, ctx, src, fmt.Sprintf("Anna's seat page %dx%d", size.w, size.h))
				}
			}
			for p := range cards {
				navigate(t, ctx, fmt.Sprintf("%s/cards/%d?lang=en", game, p))
				// What the page says, not the choices of the card's select.
				page := evalJS[string](t, ctx, `(() => { const m = document.querySelector("main").cloneNode(true);
					m.querySelectorAll("select").forEach(s => s.remove()); return m.textContent; })()`)
				for q, text := range texts {
					if q != p && text != texts[p] && strings.Contains(page, text) {
						t.Errorf("seat %d's page shows seat %d's card %q", p, q, text)
					}
				}
			}
			navigate(t, ctx, game+"?lang=en")
			waitVisible(t, ctx, by("board-picture"))
			page := mustText(t, ctx, "main")
			for p, text := range texts {
				if strings.Contains(page, text) {
					t.Errorf("the game page shows seat %d's card %q", p, text)
				}
			}
			axeClean(t, ctx, src, fmt.Sprintf("Secret Mission game page %dx%d", size.w, size.h))
			conquerOnThePicture(t, ctx, "alaska", "alberta")
			st := apiGet(t, api)
			if st["over"] != true || st["end_reason"] != "mission" || fmt.Sprint(st["winners"]) != "[0]" {
				t.Errorf("after Anna destroyed the green armies: over %v, reason %v, winners %v", st["over"], st["end_reason"], st["winners"])
			}
			waitText(t, ctx, "main", "Mission accomplished")
			assertNoJSErrors(t, ctx)
		})
	}
}

// TestMissionMetByCorrectionInTheBrowser: a correction is the table
// fixing Herald's record, not a move; the card is won by its holder, who
// "reveals the Mission card to prove it" (Parker 1993, Secret Mission
// RISK, WINNING). The table's correction gives Anna North America and
// Africa, her card: the game goes on, the game page says nothing of it,
// and Anna's own page, on her phone, says the board meets her card with
// the button to show it in view on opening; one tap ends the game, hers,
// by her mission.
func TestMissionMetByCorrectionInTheBrowser(t *testing.T) {
	t.Parallel()
	src := loadAxe(t)
	srv, _ := heraldServer(t)
	players := []map[string]string{{"name": "Anna", "house": "red"}, {"name": "Ben", "house": "blue"}, {"name": "Carla", "house": "green"}}
	api := classicGame(t, srv.URL, map[string]any{"name": "Missions", "variant": "secret_mission", "mission_deal": "table", "deck_mode": "table"},
		players, 35, map[string][2]int{"alaska": {0, 8}})
	game := strings.Replace(api, "/api/games/", "/games/", 1)
	for p, card := range []string{"north_america_africa", "asia_africa", "occupy_24"} {
		st := apiGet(t, api)
		apiPost(t, api+"/events", map[string]any{"seq": st["seq"], "type": "record_mission", "payload": map[string]any{"player": p, "mission": card}})
	}
	var fixes []map[string]any
	for _, terr := range maps.MustLoad("classic").Territories {
		if terr.InRegion("north_america") || terr.InRegion("africa") {
			fixes = append(fixes, map[string]any{"territory": terr.ID, "owner": 0, "units": 2})
		}
	}
	apiPost(t, api+"/events", map[string]any{"seq": apiGet(t, api)["seq"], "type": "correct", "payload": map[string]any{"territories": fixes}})
	if st := apiGet(t, api); st["over"] == true {
		t.Fatalf("the correction ended the game: %v", st["end_reason"])
	}
	ctx := newBrowser(t, 390, 844)
	navigate(t, ctx, game+"?lang=en")
	waitVisible(t, ctx, by("board-picture"))
	if n := count(t, ctx, by("mission-met")+", "+by("mission-show")+", "+by("own-mission-met")); n != 0 {
		t.Errorf("the game page says a card is met (%d marks)", n)
	}
	navigate(t, ctx, game+"/cards/0?lang=en")
	waitText(t, ctx, by("mission-met"), "The board meets your mission")
	axeClean(t, ctx, src, "Anna's seat page, her card met by a correction")
	bottom := evalJS[float64](t, ctx, `document.querySelector('[data-testid="mission-show"]').getBoundingClientRect().bottom`)
	if bottom > 844 {
		t.Errorf("the button to show the card is at %.0f px, below the phone's first screen (844)", bottom)
	}
	touchTap(t, ctx, by("mission-show"))
	st := apiGet(t, api)
	if st["over"] != true || st["end_reason"] != "mission" || fmt.Sprint(st["winners"]) != "[0]" {
		t.Errorf("after Anna showed her card: over %v, reason %v, winners %v", st["over"], st["end_reason"], st["winners"])
	}
	navigate(t, ctx, game+"?lang=en")
	waitText(t, ctx, "main", "Mission accomplished")
	assertNoJSErrors(t, ctx)
}
