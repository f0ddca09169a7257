package handlers_test

import (
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
)

// oddsPage fetches the odds page with a query and returns status and body.
func (s *server) oddsPage(query string) (int, string) {
	s.t.Helper()
	code, body, _ := s.do("GET", "/odds?"+query, "", nil, nil)
	if code >= 500 {
		s.t.Fatalf("GET /odds?%s: %d", query, code)
	}
	return code, body
}

// dePercent is a probability as the German page writes its number.
func dePercent(p float64) string {
	return strings.Replace(strconv.FormatFloat(p*100, 'f', 1, 64), ".", ",", 1)
}

// One unit against one wins 5 of 12 rolls (a 6-sided die beats another
// 15 times in 36); with +1 on the attacker's die, 21 of 36 = 7/12.
func TestOddsPageOneAgainstOne(t *testing.T) {
	s := newServer(t)
	code, body := s.oddsPage("attacking=1&defending=1")
	if code != http.StatusOK {
		t.Fatalf("status %d", code)
	}
	mustContain(t, body, `data-testid="odds-win">41,7`, `data-testid="odds-exact">5/12<`,
		`data-testid="odds-form"`, `method="get"`, `name="attacking" value="1"`,
		`data-testid="odds-chart"`, `role="img"`, `viewBox="0 0 `, `<title>`, `class="bar-conquered"`, `class="bar-repelled"`)

	_, body = s.oddsPage("attacking=1&defending=1&attack_bonus=1")
	mustContain(t, body, `data-testid="odds-exact">7/12<`, `data-testid="odds-win">58,3`,
		`<option value="1" selected>+1</option>`, `data-testid="odds-modifiers" open`, "Angriff +1")
}

// A first visit shows the form filled with 10 against 10 and its answer.
func TestOddsPageFirstVisit(t *testing.T) {
	s := newServer(t)
	code, body := s.oddsPage("")
	if code != http.StatusOK {
		t.Fatalf("status %d", code)
	}
	win := engine.Odds(engine.InvasionQuery{Attacking: 10, Defending: 10}).Win
	mustContain(t, body, `name="attacking" value="10"`, `name="defending" value="10"`, `data-testid="odds-win">`+dePercent(win))
	if strings.Contains(body, `data-testid="odds-error"`) || strings.Contains(body, `data-testid="odds-modifiers" open`) {
		t.Error("a first visit shows an error or unfolded modifiers")
	}
}

// A chain shows a step per territory with the chance to get that far.
func TestOddsPageChain(t *testing.T) {
	s := newServer(t)
	q := engine.InvasionQuery{Attacking: 12, Defending: 9, Rule: engine.BattleRule{Attack: engine.SideRule{Hero: true}}}
	want := engine.Chain(q, []int{9, 3, 2}).Reach
	for _, then := range []string{"3,2", "3%3B%202", "3%202"} {
		_, body := s.oddsPage("attacking=12&defending=9&attack_hero=1&then=" + then)
		if n := strings.Count(body, `data-testid="chain-step"`); n != 3 {
			t.Errorf("then=%s: %d steps, want 3", then, n)
		}
		for _, p := range want {
			mustContain(t, body, `data-testid="chain-reach">`+dePercent(p))
		}
		mustContain(t, body, `data-testid="chain-left"`)
	}
}

// The smallest army agrees with engine.SmallestAttack, whether the target
// is typed in percent or given as a fraction as in the API.
func TestOddsPageSmallestArmy(t *testing.T) {
	s := newServer(t)
	q := engine.InvasionQuery{Attacking: 5, Defending: 5}
	n, win := engine.SmallestAttack(q, 0.8, 1000)
	if n < 2 {
		t.Fatalf("engine: %d", n)
	}
	for _, target := range []string{"80", "80%25", "0.8", "80,0"} {
		_, body := s.oddsPage("attacking=5&defending=5&target=" + target)
		mustContain(t, body, `data-attacking="`+strconv.Itoa(n)+`"`,
			"mindestens "+strconv.Itoa(n)+" angreifende Einheiten ("+strconv.Itoa(n+1)+" im Gebiet)",
			"80\u00a0%: "+dePercent(win), `name="target" value="80`)
	}

	// One die against a defender with +3 on the best of two: 1000 units
	// are far from enough.
	_, body := s.oddsPage("attacking=5&defending=1000&attack_dice_max=1&defend_bonus=3&target=99")
	mustContain(t, body, `data-attacking="0"`, "auch mit 1000 angreifenden Einheiten nicht zu schaffen")
}

// Bad numbers show the form again with a sentence naming the field, in
// the reader's language, with 422; the English developer detail of the
// API is never shown.
func TestOddsPageRefusesBadInput(t *testing.T) {
	s := newServer(t)
	cases := []struct{ query, field, de string }{
		{"attacking=0&defending=3", "attacking", "Angreifende Einheiten: bitte eine ganze Zahl von 1 bis 1000."},
		{"attacking=x&defending=3", "attacking", "Angreifende Einheiten"},
		{"attacking=3&defending=", "defending", "Verteidigende Einheiten: bitte eine ganze Zahl von 1 bis 1000."},
		{"attacking=2000&defending=3", "attacking", "1 bis 1000"},
		{"attacking=5&defending=5&stop_at=5", "stop_at", "von 0 bis 4"},
		{"attacking=3&defending=3&attack_dice_max=4", "attack_dice_max", "Angriffswürfel höchstens: nur 1, 2 oder 3."},
		{"attacking=3&defending=3&defend_dice_max=3", "defend_dice_max", "Verteidigungswürfel höchstens: nur 1 oder 2."},
		{"attacking=3&defending=3&attack_bonus=4", "attack_bonus", "Plus beim Angriff: nur +0 bis +3."},
		{"attacking=3&defending=3&defend_bonus=-1", "defend_bonus", "Plus bei der Verteidigung"},
		{"attacking=3&defending=3&attack_hero=maybe", "attack_hero", "Held ist beim Angriff dabei: nur an oder aus."},
		{"attacking=3&defending=3&defend_bonus_die=2", "defend_bonus_die", "Bonus-Verteidigungswürfel: nur an oder aus."},
		{"attacking=3&defending=3&reroll_one=twice", "reroll_one", "Eine 1 neu würfeln (kleine Beute): nur aus, bei jedem Wurf oder einmal."},
		{"attacking=3&defending=3&reroll_lowest=2", "reroll_lowest", "Niedrigsten Angriffswürfel"},
		{"attacking=3&defending=3&then=2,x", "then", "Danach weiter angreifen: bis zu 10 Zahlen von 1 bis 1000"},
		{"attacking=3&defending=3&then=1,1,1,1,1,1,1,1,1,1,1", "then", "bis zu 10 Zahlen"},
		{"attacking=3&defending=3&target=150", "target", "Ziel-Wahrscheinlichkeit: bitte eine Zahl über 0 und unter 100."},
		{"attacking=3&defending=3&target=0", "target", "Ziel-Wahrscheinlichkeit"},
	}
	for _, c := range cases {
		code, body := s.oddsPage(c.query)
		if code != http.StatusUnprocessableEntity {
			t.Errorf("%s: status %d, want 422", c.query, code)
		}
		if !strings.Contains(body, `data-testid="odds-error">`) || !strings.Contains(body, c.de) {
			t.Errorf("%s: no sentence %q in %s", c.query, c.de, excerpt(body, "odds-error"))
		}
		if !regexp.MustCompile(`name="` + c.field + `"[^>]*aria-invalid="true"`).MatchString(body) {
			t.Errorf("%s: field %s not marked invalid", c.query, c.field)
		}
		if strings.Contains(body, "must be") || strings.Contains(body, `data-testid="odds-result"`) {
			t.Errorf("%s: developer text or a result shown", c.query)
		}
		mustContain(t, body, `data-testid="odds-form"`)
	}
	// A refused modifier unfolds the modifiers so it can be seen.
	_, body := s.oddsPage("attacking=3&defending=3&attack_dice_max=4")
	mustContain(t, body, `data-testid="odds-modifiers" open`)
}

func TestOddsPageInEnglish(t *testing.T) {
	s := newServer(t)
	_, body := s.oddsPage("lang=en&attacking=1&defending=1&then=1&target=0.5")
	mustContain(t, body, `<html lang="en">`, "Invasion odds", `data-testid="odds-win">41.7%`, "exactly",
		"Attacking units", "Modifiers", "Heroes and bonus dice", "Re-rolls (loot)", "Invasion chain", "Smallest army",
		"You need at least 2 attacking units (3 in the territory) for ≥\u00a050%")
	code, body := s.oddsPage("lang=en&attacking=1&defending=0")
	if code != http.StatusUnprocessableEntity {
		t.Errorf("status %d", code)
	}
	mustContain(t, body, "Defending units: please enter a whole number from 1 to 1000.")
}

// An invasion too large for readable fractions still shows it, cut to
// one line with the whole number one tap away.
func TestOddsPageLongFraction(t *testing.T) {
	s := newServer(t)
	exact := engine.ExactWin(engine.InvasionQuery{Attacking: 30, Defending: 30}).RatString()
	_, body := s.oddsPage("attacking=30&defending=30")
	mustContain(t, body, `class="fraction cut"`, `title="`+exact+`"`, `data-testid="odds-exact">`+exact+`<`)
	// Its label, in each language's typography: French puts a no-break
	// space before the colon.
	for lang, label := range map[string]string{"de": "Der ganze Bruch:<", "en": "The whole fraction:<", "fr": "La fraction entière\u00a0:<"} {
		_, page := s.oddsPage("lang=" + lang + "&attacking=30&defending=30")
		mustContain(t, page, label)
	}
	_, body = s.oddsPage("attacking=31&defending=30")
	if strings.Contains(body, `data-testid="odds-exact"`) {
		t.Error("exact fraction shown beyond the limit")
	}
}
