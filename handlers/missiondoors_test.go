package handlers_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"herald/engine/enginetest"
	"herald/store"
)

// The export and import doors of a Secret Mission game ("deals one card
// face down to each player ... Nobody, including the General, can look at
// them": classic 1993, Secret Mission Risk). The pages, the API, the
// statistics and the live stream are asked by TestSecretsStayWithTheirSeat
// (the "classic mission" twins).

// missionTwins: the recorded Secret Mission game cut in Anna's first
// turn, Anna's entered card another; and the same with Herald's deal.
func missionTwins(t *testing.T, s *server) []fileTwin {
	g := enginetest.Load(t, secretMissionGame)
	entered := fileTwin{name: "classic mission card entered", edition: g.Edition, board: s.storeBoards(g), a: logOf(g, 6), b: logOf(g, 6)}
	entered.b[1].Payload = setField(t, entered.b[1].Payload, "mission", "occupy_24")
	dealt := fileTwin{name: "classic mission card dealt", edition: g.Edition, board: s.storeBoards(g)}
	for i, anna := range []string{"north_america_africa", "occupy_24"} {
		evs := []enginetest.Event{{Type: "setup", Payload: g.Events[0].Payload}}
		dealtMission(anna)(t, evs)
		log := []store.NewEvent{{Type: "setup", Payload: evs[0].Payload}}
		if i == 0 {
			dealt.a = log
		} else {
			dealt.b = log
		}
	}
	return []fileTwin{entered, dealt}
}

// TestMissionExportAndImport: a phone's export of two games that differ
// only in Anna's card is the same file, marked as leaving secrets out;
// the machine's ?secrets=1 file is the stored log; a phone may not import
// that whole file, the machine may; the phone's file comes in from a
// phone and plays on with Anna's card to enter again. Once the game is
// over every card is face up, in the export too.
func TestMissionExportAndImport(t *testing.T) {
	s := newServer(t)
	ph := s.phone()
	// The files go to other Heralds: here they are games already here,
	// and the phone's file is the game the machine's whole file brought.
	to, third := newServer(t), newServer(t)
	toPh, thirdPh := to.phone(), third.phone()
	for _, tw := range missionTwins(t, s) {
		ids := [2]int64{s.storeLog(tw.edition, tw.board, tw.a, true), s.storeLog(tw.edition, tw.board, tw.b, true)}
		var files [2][]byte
		for i, id := range ids {
			_, body := ph.do("GET", "/api/games/"+strconv.FormatInt(id, 10)+"/export", "", nil)
			files[i] = []byte(body)
			if !equalLogs(exportedLog(t, s, id), [][]store.NewEvent{tw.a, tw.b}[i]) {
				t.Errorf("%s: ?secrets=1 is not the stored log", tw.name)
			}
			whole := s.exportFile(id, true)
			if code, _ := toPh.do("POST", "/api/games/import", "application/json", bytes.NewReader(whole)); code != http.StatusForbidden {
				t.Errorf("%s: a phone imported the whole file: %d", tw.name, code)
			}
			if code, out := to.importAPI(whole); code != http.StatusCreated {
				t.Errorf("%s: the machine's import of the whole file: %d %v", tw.name, code, out)
			}
		}
		// Apart from their times (two games, stored one after the other).
		files[0], files[1] = withoutTimes(files[0]), withoutTimes(files[1])
		if !bytes.Equal(files[0], files[1]) || !strings.Contains(string(files[0]), `"secrets":"unknown_cards"`) {
			t.Errorf("%s: the phone's exports differ or are not marked: %s", tw.name, firstDiff(files[1], files[0]))
		}
		if strings.Contains(string(files[0]), "occupy_24") || strings.Contains(string(files[0]), "north_america_africa") || strings.Contains(string(files[0]), "occupy_18") {
			t.Errorf("%s: the phone's export names a card", tw.name)
		}
		_, file := ph.do("GET", "/api/games/"+strconv.FormatInt(ids[0], 10)+"/export", "", nil)
		code, body := thirdPh.do("POST", "/api/games/import", "application/json", strings.NewReader(file))
		if code != http.StatusCreated {
			t.Fatalf("%s: a phone's import of its own export: %d %s", tw.name, code, body)
		}
		var out struct {
			ID int64 `json:"id"`
		}
		json.Unmarshal([]byte(body), &out)
		_, st := third.get("/api/games/" + strconv.FormatInt(out.ID, 10))
		if !strings.Contains(st, `"mission_entered":false`) || strings.Contains(st, `"mission":`) {
			t.Errorf("%s: the copy's state: %.400s", tw.name, st)
		}
	}
	g := enginetest.Load(t, secretMissionGame)
	over := s.storeLog(g.Edition, s.storeBoards(g), logOf(g, len(g.Events)), true)
	_, file := ph.do("GET", "/api/games/"+strconv.FormatInt(over, 10)+"/export", "", nil)
	if !strings.Contains(file, "occupy_18_two_armies") || !strings.Contains(file, "destroy_green") {
		t.Errorf("the export of the finished game hides the cards turned over: %.300s", file)
	}
}
