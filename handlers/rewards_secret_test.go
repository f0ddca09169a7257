package handlers_test

import (
	"encoding/json"
	"net/http"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"herald/engine/enginetest"
)

// rewardsTwin: Halo Wars Command Room with the rewards Herald drew, and the
// same game with two legendary rewards still face down swapped. "Place one
// Legendary Reward face down on each Legendary Achievement" (Halo Wars,
// HOW TO SET UP COMMAND ROOM): nobody at the table knows which lies where
// until the achievement is collected (REWARDS), so no door may tell them.
func rewardsTwin(t *testing.T, s *server) fileTwin {
	g := enginetest.Load(t, filepath.Join(recordedDir, "halowars", "command_room_teams_hidden_rewards.json"))
	tw := fileTwin{name: "halo wars face-down rewards", edition: g.Edition, board: s.storeBoards(g), a: logOf(g, len(g.Events)), b: logOf(g, len(g.Events))}
	var setup struct {
		Rewards map[string]string `json:"rewards"`
	}
	if err := json.Unmarshal(g.Events[0].Payload, &setup); err != nil {
		t.Fatal(err)
	}
	r := setup.Rewards
	// Neither is collected in the recorded game (its derivation).
	r["enemy_bases_2"], r["territories_18"] = r["territories_18"], r["enemy_bases_2"]
	tw.b[0].Payload = setField(t, tw.b[0].Payload, "rewards", r)
	return tw
}

// stillFaceDown are the rewards of rewardsTwin that no claim turned over.
var stillFaceDown = []string{"plus_two_units", "cannon_legendary", "bonus_defense_die", "starting_maneuver"}

// The API's event list and the export without secrets name no reward still
// face down; the export names each collected one on its claim, so a phone's
// file comes in and is the same game, rewards collected included; both
// twins export to the same bytes (TestExportLeavesSecretsOut).
func TestFaceDownRewardsStayFaceDown(t *testing.T) {
	s := newServer(t)
	ph := s.phone()
	tw := rewardsTwin(t, s)
	id := strconv.FormatInt(s.storeLog(tw.edition, tw.board, tw.a, false), 10)
	_, events := ph.do("GET", "/api/games/"+id+"/events", "", nil)
	_, file := ph.do("GET", "/api/games/"+id+"/export", "", nil)
	for door, body := range map[string]string{"events": events, "export": file} {
		for _, r := range stillFaceDown {
			if strings.Contains(body, `"`+r+`"`) {
				t.Errorf("the %s names %s, still face down", door, r)
			}
		}
	}
	// Into another Herald: here the file is the game already here.
	to := newServer(t)
	code, body := to.phone().do("POST", "/api/games/import", "application/json", strings.NewReader(file))
	if code != http.StatusCreated {
		t.Fatalf("a phone's import of its file: %d %s", code, body)
	}
	var out struct{ ID int64 }
	json.Unmarshal([]byte(body), &out)
	type rewards struct {
		publicState
		Players []struct {
			Rewards []string `json:"rewards"`
		} `json:"players"`
	}
	var was, is rewards
	s.getJSON("/api/games/"+id, &was)
	to.getJSON("/api/games/"+strconv.FormatInt(out.ID, 10), &is)
	if !reflect.DeepEqual(was, is) || len(was.Players) != 4 || len(was.Players[0].Rewards) == 0 {
		t.Errorf("the copy differs or collected nothing:\n%+v\nwas\n%+v", is, was)
	}
}
