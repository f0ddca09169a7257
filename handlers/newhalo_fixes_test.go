package handlers_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"herald/editions/halowars"
)

// Command Room ("HOW TO SET UP COMMAND ROOM"): "High roller chooses a
// faction", "Whoever rolls highest secures the first turn", and "randomly
// place 4 Heroic and 4 Legendary" Achievements. The page fixed the seat
// order (UNSC first with 4 players) and carried Herald's own draw of the
// achievements in hidden fields: the table could enter neither. Now each
// seat's army and the eight achievements laid out are chosen on the page,
// prefilled with Herald's proposal.
func TestHaloCommandRoomPageTakesTheTablesOrderAndAchievements(t *testing.T) {
	s := newServer(t)
	step1 := url.Values{"mode": {"command"}, "count": {"4"}, "board": {"arcadia"}, "step": {"grid"},
		"player": {"Flo", "Uma", "Cora", "Dan"}}
	code, page := s.postForm("/games/halo", step1, nil)
	if code != 200 {
		t.Fatalf("step one: %d %s", code, excerpt(page, "error"))
	}
	fields := formFields(page)
	if len(fields["achievement"]) != 8 {
		t.Fatalf("Herald's draw is not prefilled: %v", fields["achievement"])
	}
	// The Covenant won the roll: Covenant, UNSC, Covenant, UNSC.
	order := []string{halowars.CovenantPurple, halowars.UNSCGreen, halowars.CovenantBlue, halowars.UNSCGold}
	for i, h := range order {
		fields.Set("house_"+string(rune('0'+i)), h)
	}
	// The table drew other achievements than Herald proposed.
	drawn := []string{halowars.ControlMu, halowars.Colonies8, halowars.EnemyBase1, halowars.Colonies4InTurn,
		halowars.Territories10Turn, halowars.Territories18, halowars.SectorFromNone, halowars.Colonies11}
	fields["achievement"] = drawn
	fields.Set("step", "create")
	// Starting units follow the armies: the proposal gave each seat 25,
	// which every army has with 4 players.
	if code, body := s.postForm("/games/halo", fields, nil); code != 303 {
		t.Fatalf("create: %d %s", code, excerpt(body, "error"))
	}
	var st struct {
		Players []struct {
			House string `json:"house"`
		} `json:"players"`
		Open []struct {
			ID string `json:"id"`
		} `json:"achievements_open"`
	}
	s.getJSON("/api/games/1", &st)
	for i, h := range order {
		if st.Players[i].House != h {
			t.Errorf("seat %d plays %s, the table chose %s", i+1, st.Players[i].House, h)
		}
	}
	var open []string
	for _, a := range st.Open {
		open = append(open, a.ID)
	}
	if !sameSet(open, drawn) {
		t.Errorf("achievements on the board %v, the table drew %v", open, drawn)
	}
}

func sameSet(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// "HOW TO SET UP BASIC TRAINING": "Place all units designated by color,
// using the chart" — a picture whose numbers the rulebook's text does not
// give. The grid proposed 30 each without saying where 30 came from; it
// now says the numbers are the table's and unchecked with 3 players, and
// fixed by "TEAM PLAY" ("Each player starts with 25 units") with 4.
func TestHaloSetUpSaysWhereTheUnitsComeFrom(t *testing.T) {
	s := newServer(t)
	for _, c := range []struct{ count, want string }{
		{"3", "These numbers are the table&#39;s; Herald checks no total here."},
		{"4", "in team play the rulebook fixes the starting units"},
	} {
		step1 := url.Values{"mode": {"basic"}, "count": {c.count}, "board": {"arcadia"}, "step": {"grid"},
			"player": {"Flo", "Uma", "Cora", "Dan", "Eve"}}
		_, page := s.postForm("/games/halo", step1, map[string]string{"Accept-Language": "en"})
		if !strings.Contains(page, c.want) {
			t.Errorf("%s players: the grid does not say %q", c.count, c.want)
		}
	}
}

// A wrong army given to the API was refused with the Game of Thrones
// sentence ("House Covenant (Blue) does not play in a game of 3: Stark,
// Baratheon and Lannister…"); Halo Wars names its own armies.
func TestAPIHaloWrongArmySpeaksHaloWars(t *testing.T) {
	s := newServer(t)
	in := map[string]any{"edition": "halowars", "mode": "command", "players": []map[string]any{
		{"name": "Flo", "house": "flood_red"}, {"name": "Uma", "house": "unsc_green"}, {"name": "Cora", "house": "covenant_blue"}}}
	code, out := s.postJSON("/api/games?lang=en", in)
	msg, _ := out["error"].(string)
	if code != 422 || !strings.Contains(msg, "army") || strings.Contains(msg, "House") || strings.Contains(msg, "Stark") {
		t.Fatalf("%d %q", code, msg)
	}
}
