package handlers_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// evenDice are six 3 v 2 battles in which every face comes up exactly
// five times: chi-square 0. Anna (attacking) loses 2+1+0+0+1+2 = 6, Ben
// (defending) 0+1+2+2+1+0 = 6.
var evenDice = [][2][]int{
	{{1, 2, 3}, {4, 5}},
	{{6, 1, 2}, {3, 4}},
	{{5, 6, 1}, {2, 3}},
	{{4, 5, 6}, {1, 2}},
	{{3, 4, 5}, {6, 1}},
	{{2, 3, 4}, {5, 6}},
}

// allSixes are six 3 v 2 battles of nothing but sixes: the attacker loses
// both units every time (ties go to the defender).
var allSixes = [][2][]int{
	{{6, 6, 6}, {6, 6}}, {{6, 6, 6}, {6, 6}}, {{6, 6, 6}, {6, 6}},
	{{6, 6, 6}, {6, 6}}, {{6, 6, 6}, {6, 6}}, {{6, 6, 6}, {6, 6}},
}

// diceGame starts a game in which Anna, from Harrenhal, fights Ben in
// King's Landing with the dice typed in, and returns the game.
func (s *server) diceGame(battles [][2][]int) state {
	s.t.Helper()
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 40}, "kings_landing": {1, 30}})
	s.post(st, "place", map[string]any{"territory": "harrenhal", "units": st.Reinforcement.ToPlace})
	for _, b := range battles {
		s.post(s.state(st.ID), "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "attack_dice": b[0], "defend_dice": b[1]})
	}
	return s.state(st.ID)
}

// post records an event through the API and fails the test when refused.
func (s *server) post(st state, typ string, payload any) {
	s.t.Helper()
	if code, out := s.event(st, typ, payload); code != http.StatusCreated {
		s.t.Fatalf("%s: %d %v", typ, code, out)
	}
}

func (s *server) page(path, lang string) string {
	s.t.Helper()
	code, body, _ := s.do("GET", path+"?lang="+lang, "", nil, nil)
	if code != http.StatusOK {
		s.t.Fatalf("GET %s: %d %s", path, code, excerpt(body, "alert"))
	}
	return body
}

// count is the number a chart shows above the bar of one face.
func count(source string, face int) string {
	return `data-testid="count-` + source + `-` + strconv.Itoa(face) + `">`
}

func mustContain(t *testing.T, body string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(body, w) {
			t.Errorf("page lacks %q", w)
		}
	}
}

func TestDicePageOfOneGame(t *testing.T) {
	s := newServer(t)
	st := s.diceGame(evenDice)
	path := "/games/" + strconv.Itoa(st.ID) + "/dice"

	en := s.page(path, "en")
	mustContain(t, en, "<svg", `role="img"`, "<title>", `data-testid="chart-table"`, `data-testid="chart-luck"`, `data-testid="chart-running"`)
	for face := 1; face <= 6; face++ {
		mustContain(t, en, count("table", face)+"5<", `data-testid="total-table-`+strconv.Itoa(face)+`">5<`)
	}
	mustContain(t, en,
		`data-verdict="fair"`, "Consistent with a fair die (p\u00a0=\u00a01.00).",
		"χ² = 0.0 with 5 degrees of freedom, 30 dice",
		"Herald has not rolled yet.",
		`href="/games/`+strconv.Itoa(st.ID)+`"`, "Back to the game",
	)
	// Luck: both lost 6 units; Anna expected 6 x 7161/7776 = 5.53, Ben
	// 6 x 8391/7776 = 6.47.
	mustContain(t, en,
		`data-player="Anna"`, `data-testid="luck-expected">5.53<`, `data-testid="luck-value">−0.5<`,
		`data-player="Ben"`, `data-testid="luck-expected">6.47<`, `data-testid="luck-value">+0.5<`,
		`data-testid="luck-lost">6<`, "6 attacking, 0 defending",
	)
	if strings.Contains(en, `data-player="Carla"`) {
		t.Error("Carla fought no battle but has a luck row")
	}

	de := s.page(path, "de")
	mustContain(t, de, "Passt zu einem fairen Würfel (p\u00a0=\u00a01,00).", `data-testid="luck-expected">5,53<`, "Zurück zum Spiel")
}

func TestDicePageFindsUnusualDice(t *testing.T) {
	s := newServer(t)
	st := s.diceGame(allSixes)
	en := s.page("/games/"+strconv.Itoa(st.ID)+"/dice", "en")
	// 30 sixes: chi-square (5 x 5^2 + 25^2) / 5 = 150.
	mustContain(t, en, count("table", 6)+"30<", count("table", 1)+"0<", `data-verdict="unusual"`, "Unusual: p\u00a0&lt;\u00a00.001.", "χ² = 150.0")
	de := s.page("/games/"+strconv.Itoa(st.ID)+"/dice", "de")
	mustContain(t, de, "Auffällig: p\u00a0&lt;\u00a00,001.")
}

func TestDicePageWithFewDice(t *testing.T) {
	s := newServer(t)
	st := s.diceGame(evenDice[:1])
	en := s.page("/games/"+strconv.Itoa(st.ID)+"/dice", "en")
	mustContain(t, en, `data-verdict="too_few"`, "Too few dice to tell: 5 of at least 30.")
}

func TestDicePageAcrossGames(t *testing.T) {
	s := newServer(t)
	s.diceGame(evenDice)
	two := s.diceGame(allSixes)
	// One battle rolled by Herald in the second game.
	s.post(two, "attack", map[string]any{"from": "harrenhal", "to": "kings_landing", "roll": true, "attackers": 3, "defenders": 2})

	en := s.page("/dice", "en")
	mustContain(t, en, "Dice of all games", "<svg", `href="/"`, "All games")
	// 30 even dice and 30 sixes: 5, 5, 5, 5, 5, 35; chi-square 75.
	for face := 1; face <= 5; face++ {
		mustContain(t, en, count("table", face)+"5<")
	}
	mustContain(t, en, count("table", 6)+"35<", `data-verdict="unusual"`, "χ² = 75.0")
	// Herald's five dice are counted apart and too few to judge.
	mustContain(t, en, "Too few dice to tell: 5 of at least 30.")
	// Anna and Ben of both games are one row each: 6 + 6 + 1 battles.
	if n := strings.Count(en, `data-player="Anna"`); n != 1 {
		t.Errorf("Anna has %d luck rows, want 1", n)
	}
	mustContain(t, en, "13 attacking, 0 defending", "0 attacking, 13 defending")
	// Each game links to its own dice page.
	mustContain(t, en, `href="/games/1/dice"`, `href="/games/2/dice"`, "30 dice · 6 battles", "35 dice · 7 battles")
}

func TestDicePageWithoutGames(t *testing.T) {
	s := newServer(t)
	en := s.page("/dice", "en")
	mustContain(t, en, "No dice entered yet.", "No battles yet.", "No games yet.")
}

func TestDicePageOfUnknownGame(t *testing.T) {
	s := newServer(t)
	for _, path := range []string{"/games/99/dice", "/games/nope/dice"} {
		code, body, _ := s.do("GET", path, "", nil, map[string]string{"Accept-Language": "en"})
		if code != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", path, code)
		}
		if path == "/games/99/dice" && !strings.Contains(body, "no such game") {
			t.Errorf("%s: %s", path, excerpt(body, "alert"))
		}
	}
}
