package handlers_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"herald/engine/enginetest"
)

// The rewards Herald deals face down in Halo Wars' Command Room: "Shuffle
// all the Reward tokens. Place one Heroic Reward face down on each Heroic
// Achievement" (COMMAND ROOM, GAME SETUP, Place Rewards). Nobody at the
// table knows which lies where until "collecting an Achievement lets you
// also collect the Reward on top of it" (REWARDS (COMMAND ROOM ONLY)), so
// until the claim no door may tell it, to any device, Anna's and Ben's
// seats included: the secret is nobody's. TestFaceDownRewardsStayFaceDown
// asks the event list and the export; this asks every other door of
// TestSecretsStayWithTheirSeat, the claim's refusals, and the claim.

// hiddenRewardsGame is the recorded Command Room game; its event 25 is
// Carla's claim of Control 1 Enemy Base, the heroic cannon under it.
var hiddenRewardsGame = filepath.Join(recordedDir, "halowars", "command_room_teams_hidden_rewards.json")

// swapRewards swaps the face-down rewards of achievements a and b in the
// set-up's draw.
func swapRewards(a, b string) func(*testing.T, []enginetest.Event) {
	return func(t *testing.T, events []enginetest.Event) {
		var setup map[string]any
		if err := json.Unmarshal(events[0].Payload, &setup); err != nil {
			t.Fatal(err)
		}
		r, ok := setup["rewards"].(map[string]any)
		if !ok || r[a] == nil || r[b] == nil {
			t.Fatalf("the set-up draws no rewards for %s and %s", a, b)
		}
		r[a], r[b] = r[b], r[a]
		events[0].Payload, _ = json.Marshal(setup)
	}
}

// rewardTables are the recorded game cut before Carla's claim (25
// events), as recorded and with the rewards of Control 1 Enemy Base and
// Control Mu (both heroic, both still face down) swapped: the cannon
// under the one, the starting maneuver under the other.
func rewardTables(t *testing.T) (cannon, other *table) {
	return openTable(t, hiddenRewardsGame, 25, nil), openTable(t, hiddenRewardsGame, 25, swapRewards("enemy_base_1", "control_mu"))
}

// askJSON posts body to path as device d, in lang, and returns
// "status\nbody".
func (tb *table) askJSON(d device, path, lang, body string) string {
	tb.t.Helper()
	req, err := http.NewRequest("POST", tb.srv.URL+path, strings.NewReader(body))
	if err != nil {
		tb.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept-Language", lang)
	req.Header.Set("X-Test-Device", d.addr)
	req.Header.Set("Cookie", d.cookie)
	req.Host = twinHost
	resp, err := noRedirect.Do(req)
	if err != nil {
		tb.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return strconv.Itoa(resp.StatusCode) + "\n" + string(b)
}

// allDevices are the tablet, Ben's phone and Anna's: the reward is no
// seat's secret.
func (tb *table) allDevices() map[string]device {
	out := tb.devices()
	out["anna"] = device{annaAddr, tb.anna}
	return out
}

// Until the claim, every door answers the two games byte for byte the
// same: pages (the achievements panel and its claim form among them),
// fragments, the API, statistics, and an action's parts and live stream.
func TestFaceDownRewardDoors(t *testing.T) {
	a, b := rewardTables(t)
	if st := a.state(a.devices()["tablet"]); st.Seq != 25 || st.Phase != "attack" {
		t.Fatalf("cut at seq %d in phase %s, want 25 after Carla's move-in", st.Seq, st.Phase)
	}
	for who, d := range a.allDevices() {
		da, db := a.doors(d), b.doors(b.allDevices()[who])
		for door, want := range da {
			if got := db[door]; got != want {
				t.Errorf("%s, %s: the two games answer differently:\n%s", who, door, firstDifference(want, got))
			}
		}
		if who == "tablet" && !strings.Contains(da["en GET /games/"+a.id], `data-testid="claim-enemy_base_1"`) {
			t.Fatal("the game page offers no claim of Control 1 Enemy Base: the doors ask nothing")
		}
	}
	ax, bx := a.afterAction(false), b.afterAction(false)
	for door, want := range ax {
		if got := bx[door]; got != want {
			t.Errorf("after an action, %s: the two games answer differently:\n%s", door, firstDifference(want, got))
		}
	}
}

// A claim naming a reward, through the API and through the page's form,
// is refused with one sentence in both games, naming no reward; nothing
// is recorded.
func TestNamedRewardRefusedAlike(t *testing.T) {
	a, b := rewardTables(t)
	ask := func(tb *table) map[string]string {
		tablet := tb.devices()["tablet"]
		game := "/games/" + tb.id
		out := map[string]string{}
		for _, lang := range []string{"de", "en", "fr"} {
			for _, r := range []string{"extra_maneuver", "guaranteed_card", "cannon_heroic", "starting_maneuver"} {
				out[lang+" api "+r] = tb.askJSON(tablet, "/api/games/"+tb.id+"/events", lang,
					`{"seq":25,"type":"claim","payload":{"achievement":"enemy_base_1","reward":"`+r+`"}}`)
				form := url.Values{"seq": {"25"}, "achievement": {"enemy_base_1"}, "reward": {r}}
				out[lang+" form "+r] = tb.ask(tablet, "POST", withLang(game+"/claim", lang), form, nil)
				out[lang+" htmx "+r] = tb.ask(tablet, "POST", withLang(game+"/claim", lang), form,
					map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Current-URL": "http://" + twinHost + game})
			}
		}
		return out
	}
	wa, wb := ask(a), ask(b)
	for k, want := range wa {
		if got := wb[k]; got != want {
			t.Errorf("%s: the two games answer differently:\n%s", k, firstDifference(want, got))
		}
	}
	for _, k := range []string{"en api extra_maneuver", "en form guaranteed_card", "en htmx cannon_heroic"} {
		if !strings.HasPrefix(wa[k], "422\n") || !strings.Contains(wa[k], "Herald dealt the rewards face down") {
			t.Errorf("%s: %.300s", k, wa[k])
		}
	}
	if !strings.Contains(wa["fr api extra_maneuver"], "face cachée") || !strings.Contains(wa["de api extra_maneuver"], "verdeckt") {
		t.Errorf("the refusal in French and German: %.200s / %.200s", wa["fr api extra_maneuver"], wa["de api extra_maneuver"])
	}
	for _, tb := range []*table{a, b} {
		if st := tb.state(tb.devices()["tablet"]); st.Seq != 25 {
			t.Errorf("a refused claim was recorded: seq %d", st.Seq)
		}
	}
}

// The claim names no reward: Herald turns it up and applies it. Under
// Control 1 Enemy Base the cannon waits for its place ("immediately
// place it onto any territory you control", HEROIC REWARDS), the one form
// of the turn until then; the other game's Carla, claiming through the
// API with a place for a cannon should one turn up, gets the starting
// maneuver, no cannon, and plays on. A phone's file of either game
// imports and replays.
func TestClaimTurnsTheRewardUp(t *testing.T) {
	a, b := rewardTables(t)
	hx := func(tb *table) map[string]string {
		return map[string]string{"HX-Request": "true", "HX-Target": "game", "HX-Parts": "1", "HX-Current-URL": "http://" + twinHost + "/games/" + tb.id}
	}
	tablet := a.devices()["tablet"]
	claim := url.Values{"seq": {"25"}, "achievement": {"enemy_base_1"}}
	if out := a.ask(tablet, "POST", "/games/"+a.id+"/claim?lang=en", claim, hx(a)); !strings.HasPrefix(out, "200\n") {
		t.Fatalf("the claim: %.300s", out)
	}
	if out := b.askJSON(b.devices()["tablet"], "/api/games/"+b.id+"/events", "en", `{"seq":25,"type":"claim","payload":{"achievement":"enemy_base_1","cannon":"xanadu"}}`); !strings.HasPrefix(out, "201\n") {
		t.Fatalf("the other game's claim: %.300s", out)
	}
	_, page, _ := strings.Cut(a.ask(tablet, "GET", "/games/"+a.id+"?lang=en", nil, nil), "\n")
	for _, want := range []string{`data-testid="cannon-form"`, "Under “Control an enemy base” lay the reward “Cannon (heroic)”", `data-next="cannon-form"`, `<option value="xanadu">`} {
		if !strings.Contains(page, want) {
			t.Errorf("the cannon's game page lacks %q", want)
		}
	}
	for _, gone := range []string{`data-testid="end-turn-form"`, `data-testid="maneuver-submit"`} {
		if strings.Contains(page, gone) {
			t.Errorf("the cannon's game page offers %s before the cannon is placed", gone)
		}
	}
	_, api, _ := strings.Cut(a.ask(tablet, "GET", "/api/games/"+a.id, nil, nil), "\n")
	if !strings.Contains(api, `"cannon_due":"cannon_heroic"`) {
		t.Errorf("the API does not say the cannon waits: %.300s", api)
	}
	if out := a.askJSON(tablet, "/api/games/"+a.id+"/events", "en", `{"seq":26,"type":"end_turn","payload":{"draw":false}}`); !strings.HasPrefix(out, "422\n") || !strings.Contains(out, "goes on one of your territories first") {
		t.Errorf("the end of the turn before the cannon: %.300s", out)
	}
	if out := a.ask(tablet, "POST", "/games/"+a.id+"/cannon?lang=en", url.Values{"seq": {"26"}, "territory": {"xanadu"}}, hx(a)); !strings.HasPrefix(out, "200\n") {
		t.Fatalf("the cannon's place: %.300s", out)
	}
	_, page, _ = strings.Cut(a.ask(tablet, "GET", "/games/"+a.id+"?lang=en", nil, nil), "\n")
	for _, want := range []string{"Cannon in Xanadu", "The cannon was placed on Xanadu.", "Under it lay the reward “Cannon (heroic)”.", `data-testid="end-turn-form"`} {
		if !strings.Contains(page, want) {
			t.Errorf("after the cannon's place, the page lacks %q", want)
		}
	}
	// As recorded: UNSC's fourth achievement, both bases held.
	if out := a.askJSON(tablet, "/api/games/"+a.id+"/events", "en", `{"seq":27,"type":"end_turn","payload":{"draw":false}}`); !strings.HasPrefix(out, "201\n") {
		t.Fatalf("the end of the turn: %.300s", out)
	}
	if st := a.state(tablet); st.Phase != "over" {
		t.Errorf("the game is not over: %+v", st.Phase)
	}

	tablet = b.devices()["tablet"]
	_, page, _ = strings.Cut(b.ask(tablet, "GET", "/games/"+b.id+"?lang=en", nil, nil), "\n")
	for _, want := range []string{"Under it lay the reward “Starting maneuver”.", `data-testid="end-turn-form"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the other game's page lacks %q", want)
		}
	}
	if strings.Contains(page, `data-testid="cannon-form"`) {
		t.Error("the other game's page asks for a cannon's place")
	}
	_, api, _ = strings.Cut(b.ask(tablet, "GET", "/api/games/"+b.id, nil, nil), "\n")
	if !strings.Contains(api, `"cannon_due":""`) || !strings.Contains(api, `"starting_maneuver"`) || strings.Contains(api, `"cannons":["`) {
		t.Errorf("the other game's state: %.300s", api)
	}
	if strings.Contains(page, "The cannon was placed") {
		t.Error("the other game's history places a cannon")
	}

	to := newServer(t)
	for _, tb := range []*table{a, b} {
		d := tb.devices()["tablet"]
		_, file, _ := strings.Cut(tb.ask(d, "GET", "/api/games/"+tb.id+"/export", nil, nil), "\n")
		code, out := to.importAPI([]byte(file))
		if code != http.StatusCreated {
			t.Fatalf("the import of the phone's file: %d %v", code, out)
		}
		type rewards struct {
			publicState
			Players []struct {
				Rewards []string `json:"rewards"`
				Cannons []string `json:"cannons"`
			} `json:"players"`
		}
		var was, is rewards
		_, st, _ := strings.Cut(tb.ask(d, "GET", "/api/games/"+tb.id, nil, nil), "\n")
		json.Unmarshal([]byte(st), &was)
		to.getJSON("/api/games/"+strconv.FormatInt(int64(out["id"].(float64)), 10), &is)
		if !reflect.DeepEqual(was, is) || len(was.Players) != 4 || len(was.Players[2].Rewards) != 2 {
			t.Errorf("the copy differs or Carla collected no reward:\n%+v\nwas\n%+v", is, was)
		}
	}
}
