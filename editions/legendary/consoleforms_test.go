package legendary

// The console's forms of Halo Legendary post to a route the game has and
// come pre-filled with a play the rules accept right there (issue 15,
// items 4 and 6): the fallen hero's return, a faction card's ability, the
// completion of a campaign card.

import (
	"html"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/views"
	"herald/views/viewstest"
)

var (
	formTagRe  = regexp.MustCompile(`(?s)<form\b([^>]*)>(.*?)</form>`)
	attrOfRe   = regexp.MustCompile(`([a-z-]+)="([^"]*)"`)
	selectOfRe = regexp.MustCompile(`(?s)<select\b[^>]*name="([^"]*)"[^>]*>(.*?)</select>`)
	optionOfRe = regexp.MustCompile(`<option\b([^>]*)>`)
	inputOfRe  = regexp.MustCompile(`<input\b([^>]*)>`)
)

func tagAttrs(s string) map[string]string {
	m := map[string]string{}
	for _, a := range attrOfRe.FindAllStringSubmatch(s, -1) {
		m[a[1]] = html.UnescapeString(a[2])
	}
	return m
}

// pageForm is a form of the page: where it posts and what a submit sends
// as it stands.
type pageForm struct {
	action, testid string
	values         url.Values
}

func forms(page string) []pageForm {
	var out []pageForm
	for _, m := range formTagRe.FindAllStringSubmatch(page, -1) {
		a := tagAttrs(m[1])
		f := pageForm{action: a["action"], testid: a["data-testid"], values: url.Values{}}
		for _, s := range selectOfRe.FindAllStringSubmatch(m[2], -1) {
			opts := optionOfRe.FindAllStringSubmatch(s[2], -1)
			chosen := ""
			for k, o := range opts {
				if k == 0 || strings.Contains(o[1], " selected") {
					chosen = tagAttrs(o[1])["value"]
				}
			}
			f.values.Set(s[1], chosen)
		}
		for _, in := range inputOfRe.FindAllStringSubmatch(selectOfRe.ReplaceAllString(m[2], ""), -1) {
			a := tagAttrs(in[1])
			if (a["type"] == "radio" || a["type"] == "checkbox") && !strings.Contains(in[1], " checked") {
				continue
			}
			if a["name"] != "seq" {
				f.values.Add(a["name"], a["value"])
			}
		}
		out = append(out, f)
	}
	return out
}

func formOf(t *testing.T, page, testid string) (pageForm, bool) {
	t.Helper()
	var found []pageForm
	for _, f := range forms(page) {
		if f.testid == testid {
			found = append(found, f)
		}
	}
	if len(found) > 1 {
		t.Fatalf("%d forms %s on the page", len(found), testid)
	}
	if len(found) == 0 {
		return pageForm{}, false
	}
	return found[0], true
}

func render(t *testing.T, v views.GameView) string {
	t.Helper()
	return viewstest.Page(t, v, "en")
}

// coreRoutes are the game's own POST routes (handlers/routes.go); any
// other posts to an action the edition declares.
var coreRoutes = map[string]bool{"place": true, "trade": true, "attack": true, "move-in": true, "end-attack": true,
	"maneuver": true, "end-turn": true, "undo": true, "redo": true, "board": true, "hand": true}

// routeProblem says what is wrong with a form's address on game 1's page:
// "" when it is a core route, a player's page, or an action Halo Legendary
// declares (/games/1/act/<kind> or the older /games/1/<kind>).
func routeProblem(action string) string {
	rest, ok := strings.CutPrefix(action, "/games/1/")
	if !ok || coreRoutes[rest] || strings.HasPrefix(rest, "cards/") {
		return ""
	}
	kind := strings.TrimPrefix(rest, "act/")
	if _, ok := views.ActionsOf(ID).Action(kind); !ok || strings.Contains(kind, "/") {
		return "posts to " + action + ", an action Halo Legendary does not have (404)"
	}
	return ""
}

// post decodes a form as pre-filled through the edition's action and
// applies it.
func post(t *testing.T, st *engine.State, f pageForm) (*engine.State, error) {
	t.Helper()
	kind := f.action[strings.LastIndex(f.action, "/")+1:]
	action, ok := views.ActionsOf(ID).Action(kind)
	if !ok {
		t.Fatalf("the %s form posts to %s, no action of the edition", f.testid, f.action)
	}
	e, err := action.Decode(st, f.values)
	if err != nil {
		return nil, err
	}
	return engine.Apply(st, e)
}

// "Helden können, nachdem sie besiegt wurden, zu Beginn Ihres nächsten
// Zuges wieder in jedes von Ihnen kontrollierte Gebiet eingesetzt werden"
// (Halo Legendary, HELDEN EINSETZEN). A fallen hero's owner gets one form
// to bring it back, at the start of their turn, posting to the edition's
// hero action (/games/1/hero, the address its actions' forms post to;
// handlers/routes.go maps it to /act/:kind); its pre-filled territory is
// accepted. The page once showed
// Warhammer's leader form too, posting to /games/1/leader: 404.
func TestLegendaryFallenHeroHasOneReturnForm(t *testing.T) {
	st := legendaryState(t)
	st.Players[0].Hero = engine.NoTerritory
	page := render(t, views.GameView{ID: 1, State: st})
	if strings.Contains(page, `data-testid="leader-form"`) {
		t.Error("the page shows Warhammer's leader form besides the hero's")
	}
	f, ok := formOf(t, page, "hero-deploy-form")
	if !ok {
		t.Fatal("no form brings Anna's fallen hero back at the start of her turn")
	}
	if f.action != "/games/1/hero" {
		t.Errorf("the hero form posts to %s, not the edition's hero action", f.action)
	}
	for _, f := range forms(page) {
		if p := routeProblem(f.action); p != "" {
			t.Errorf("form %s %s", f.testid, p)
		}
	}
	next, err := post(t, st, f)
	if err != nil {
		t.Fatalf("the hero form as pre-filled (%v) is refused: %v", f.values, err)
	}
	if h := next.Players[0].Hero; h == engine.NoTerritory || next.Owner[h] != 0 {
		t.Errorf("the hero is not back on a territory of Anna's: %v", h)
	}
	if _, ok := formOf(t, render(t, views.GameView{ID: 1, State: next}), "hero-deploy-form"); ok {
		t.Error("the hero form stays after the hero came back")
	}
}

// Every form on every page of the recorded Halo Legendary games posts to
// a route the game has (the leader form's 404 would have failed here).
func TestLegendaryRecordedPagesPostToRoutesTheGameHas(t *testing.T) {
	dir := "../../engine/testdata/games"
	files, err := filepath.Glob(filepath.Join(dir, "legendary", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded games: %v", err)
	}
	pages, heroForms := 0, 0
	for _, path := range files {
		g := enginetest.Load(t, path)
		name := filepath.Base(path)
		_, err := engine.ReplayEach(enginetest.Board(t, dir, g), enginetest.Events(t, g), func(_ *engine.State, _ engine.Event, st *engine.State) {
			if st.Over {
				return
			}
			pages++
			for _, f := range forms(render(t, views.GameView{ID: 1, State: st})) {
				if p := routeProblem(f.action); p != "" {
					t.Errorf("%s, %s at seq %d: form %s %s", name, st.Players[st.Current].Name, st.Seq, f.testid, p)
				}
				if f.testid == "hero-deploy-form" {
					heroForms++
				}
			}
		})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if heroForms == 0 {
		t.Errorf("no recorded page shows a fallen hero's return (%d pages): the test misses the case", pages)
	}
	t.Logf("%d pages, %d with a hero's return", pages, heroForms)
}

// "Halten Sie sich an die Anweisungen auf der Karte, um zu wissen, wann
// Sie welche Karte benutzen dürfen" and "Benutzt ein Spieler die
// Defensivfähigkeit einer Karte, nachdem eine Invasion gegen ihn
// angekündigt wurde, muss der Angreifer für eine Runde mit der maximal
// möglichen Anzahl an Truppen angreifen" (Halo Legendary,
// FRAKTIONS-KARTEN BENUTZEN). The faction form pre-selects the current
// player with a card they hold; else the defender of the invasion the
// attack form declares, as a defence; else nobody.
func TestLegendaryFactionFormPreselectsAPlayThatIsLegal(t *testing.T) {
	st := legendaryState(t)
	st.Players[0].Points, st.Players[1].Points = []int{2}, []int{1}
	f, ok := formOf(t, render(t, views.GameView{ID: 1, State: st}), "faction-form")
	if !ok {
		t.Fatal("no faction form while Anna holds a card in her turn")
	}
	if f.values.Get("player") != "0" || f.values.Get("skulls") != "2" || f.values.Has("defensive") {
		t.Errorf("Anna's turn, she holds a 2-skull card: the form comes with %v", f.values)
	}
	if _, err := post(t, st, f); err != nil {
		t.Errorf("Anna's card as pre-filled is refused: %v", err)
	}

	// Anna holds none: Ben may play only a defence, once invaded.
	st.Players[0].Points, st.Players[1].Points = nil, []int{2, 1}
	st, err := engine.Apply(st, engine.Place{Territory: "l1", Units: st.Pool})
	if err != nil {
		t.Fatal(err)
	}
	f, ok = formOf(t, render(t, views.GameView{ID: 1, State: st}), "faction-form")
	if !ok {
		t.Fatal("no faction form while Ben may defend")
	}
	if f.values.Get("player") != "" {
		t.Errorf("no invasion declared, yet the form pre-selects player %q", f.values.Get("player"))
	}
	f, _ = formOf(t, render(t, views.GameView{ID: 1, State: st, AttackFrom: "l1", AttackTo: "l2"}), "faction-form")
	if f.values.Get("player") != "1" || f.values.Get("skulls") != "1" || f.values.Get("defensive") != "1" {
		t.Errorf("Anna invades Ben's l2: the form comes with %v, not Ben's defence with his 1-skull card", f.values)
	}
	next, err := post(t, st, f)
	if err != nil {
		t.Fatalf("Ben's defence as pre-filled is refused: %v", err)
	}
	if DefenceOwed(next) != 1 {
		t.Error("Ben's defence does not bind Anna's next round")
	}
	// Against the neutral Flood nobody defends with a card.
	if f, _ := formOf(t, render(t, views.GameView{ID: 1, State: st, AttackFrom: "l4", AttackTo: "l3"}), "faction-form"); f.values.Get("player") != "" {
		t.Errorf("an invasion of the Flood pre-selects player %q", f.values.Get("player"))
	}
	// After the attacks no defence is left, and Anna has no card: no form.
	st, err = engine.Apply(st, engine.EndAttack{})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := formOf(t, render(t, views.GameView{ID: 1, State: st}), "faction-form"); ok {
		t.Error("a faction form after the attacks, when nobody may play a card")
	}
}

// "Nachdem Sie Ihre Angriffsphase abgeschlossen haben, schauen Sie sich
// die Kampagnen-Karten an ... Wenn Sie während Ihres Zuges eines dieser
// Ziele erreicht haben, haben Sie das Kampagnenziel dieser Karte erfüllt"
// (Halo Legendary, ZIELE DER KAMPAGNEN-KARTEN ERFÜLLEN). The completion
// form offers the cards Herald finds met and those only the table can
// judge, pre-selects a met one, and is not shown when no card can be
// completed.
func TestLegendaryCampaignFormPreselectsAMetCard(t *testing.T) {
	st := legendaryState(t)
	record := func(tier, mission string, n int, text string) {
		t.Helper()
		var err error
		st, err = engine.Apply(st, RecordCampaign{Player: 0, CampaignCard: CampaignCard{Tier: tier, Mission: mission, N: n, Text: text}})
		if err != nil {
			t.Fatal(err)
		}
	}
	// Anna holds l1, l4, l7: 5 territories are not met.
	record(TierHeroic, MissionHoldTerritories, 5, "")
	st, err := engine.Apply(st, engine.Place{Territory: "l1", Units: st.Pool})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := formOf(t, render(t, views.GameView{ID: 1, State: st}), "campaign-form"); ok {
		t.Error("a completion form though Anna's only card is not met")
	}
	record(TierLegendary, MissionTable, 0, "Geheimziel")
	page := render(t, views.GameView{ID: 1, State: st})
	f, ok := formOf(t, page, "campaign-form")
	if !ok {
		t.Fatal("no completion form for a card the table judges")
	}
	if f.values.Has("tier") || strings.Contains(page, `data-testid="campaign-tier-heroic"`) {
		t.Errorf("only the table's card may be completed, unselected: %v", f.values)
	}
	record(TierEasy, MissionHoldTerritories, 2, "")
	f, _ = formOf(t, render(t, views.GameView{ID: 1, State: st}), "campaign-form")
	if f.values.Get("tier") != TierEasy || f.values.Has("confirmed") {
		t.Errorf("Anna's easy card is met: the form comes with %v", f.values)
	}
	next, err := post(t, st, f)
	if err != nil {
		t.Fatalf("the completion as pre-filled is refused: %v", err)
	}
	if CampaignCardOf(next, 0, TierEasy) != nil {
		t.Error("the easy card is still open")
	}
}
