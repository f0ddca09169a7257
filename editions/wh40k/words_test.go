package wh40k_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/a-h/templ"

	"herald/editions/wh40k"
	"herald/engine"
	"herald/i18n"
	"herald/views"
)

// Warhammer 40,000 speaks its own rulebook's words (ANLEITUNG): Anführer,
// Fraktion, Angriff, Spielplan, Verbindungswege, Throne Gelt, Missionen,
// Beute. These are the other editions' words that must not appear in a
// Warhammer game: Game of Thrones (Haus, Burg, Hafen, Seeverbindung,
// Satz, the houses and card symbols), Halo Wars and Legendary (Held,
// Schädel/Totenkopf, Kanone, Kolonie, Teleporter, Errungenschaft) and
// "Brett" for the Spielplan.
var otherEditionsWords = map[string]*regexp.Regexp{
	"de": regexp.MustCompile(`\b(Held|Helden|Heldin|Haus|Häuser|Hauses|Hafen|Häfen|Seeverbindung\w*|Satz|Sätze|Kanone\w*|Schädel\w*|Totenk[oö]pf\w*|Teleporter\w*|Kolonie\w*|Stark|Lennister|Lannister|Baratheon|Tyrell|Martell|Burg|Burgen|Brett\w*|Spielbrett\w*|Errungenschaft\w*|Ritter|Belagerungswaffe\w*)\b`),
	"en": regexp.MustCompile(`(?i)\b(hero|heroes|house|houses|port|ports|sea|(a|the|one|every) set|sets|cannons?|skulls?|teleporters?|colony|colonies|Stark|Lannister|Baratheon|Tyrell|Martell|castles?|achievements?|knight|siege engine)\b`),
}

// notInWarhammer are the engine's sentences a Warhammer 40,000 game
// cannot produce, each with the reason. Keep it short and true: every
// other refusal and history line of the engine is scanned.
var notInWarhammer = map[string]string{
	"cards.points_bad":         "end_turn checks Throne Gelt (100/200) when Ruleset.CardsBy is CardsByGelt; skulls are Halo Wars'",
	"draw.point_cards":         "checkDrawn says draw.gelt_cards when CardsBy is CardsByGelt",
	"hero.redeploy":            "only where !Heroes.ReturnsAtTurnStart (Halo Wars)",
	"history.end_turn_points":  "a Warhammer draw gives Throne Gelt (history.end_turn_gelt)",
	"history.trade":            "a Warhammer trade is told as history.trade_gelt",
	"history.trade_plain":      "a Warhammer trade is told as history.trade_gelt",
	"history.trade_points":     "a Warhammer trade is told as history.trade_gelt",
	"history.won_achievements": "EndReason achievements is Halo Wars'",
	"history.end_card":         "Warhammer has no End views.Game card",
	"trade.not_a_set":          "trade() goes to Ruleset.TradeCards (tradeGelt), before sets",
	"trade.must_trade":         "MustTrade is set only with a HandLimit; Warhammer has none",
	"place.trade_first":        "MustTrade is set only with a HandLimit; Warhammer has none",
	"trade.over_limit":         "only with a HandLimit; Warhammer has none",
	"draw.hand_full":           "HandFull needs a HandLimit; Warhammer has none",
	"place.reserved_elsewhere": "units are reserved only by a views.Game of Thrones set's +2 (Reserved)",
}

// warhammerEngineFiles are the engine sources whose sentences a Warhammer
// game can produce: the shared rules and Warhammer's own (not got.go,
// halo.go, legendary.go, campaign.go).
var warhammerEngineFiles = []string{"apply.go", "battle.go", "board.go", "describe.go", "edition.go", "errors.go", "events.go", "odds.go", "rules.go", "sets.go", "state.go", "../editions/wh40k/rules.go", "../editions/wh40k/setupcheck.go", "../editions/wh40k/loot.go", "../editions/wh40k/gelt.go", "../editions/wh40k/missions.go"}

// warhammerSharedKeys are the sentences of the event kinds Warhammer
// plays with another edition's code (deploy_hero from legendary.go,
// transfer_command from halo.go), which the files above no longer hold.
var warhammerSharedKeys = []string{"history.leader_back", "history.transfer"}

// notTerms are English phrases that only look like other editions' words.
var notTerms = strings.NewReplacer("house rule", "", "set-up", "", "set up", "")

// otherWords lists the other editions' words in text.
func otherWords(lang, text string) []string {
	if lang == "en" {
		text = notTerms.Replace(text)
	}
	return otherEditionsWords[lang].FindAllString(text, -1)
}

// Every refusal and history sentence of the engine a Warhammer game can
// produce, in both languages, as Say renders it for a Warhammer game.
func TestWarhammerSentencesSpeakWarhammer(t *testing.T) {
	st := whState(t, eightMissions()...)
	re := regexp.MustCompile(`\b(?:Broke|NewLine)\("([a-z0-9_.]+)"`)
	keys := map[string]bool{}
	for _, f := range warhammerEngineFiles {
		src, err := os.ReadFile(filepath.Join("..", "..", "engine", f))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			keys[m[1]] = true
		}
	}
	for _, k := range warhammerSharedKeys {
		keys[k] = true
	}
	for k := range notInWarhammer {
		if !keys[k] {
			t.Errorf("notInWarhammer lists %s, which these engine files no longer use", k)
		}
	}
	var sorted []string
	for k := range keys {
		if _, skip := notInWarhammer[k]; !skip {
			sorted = append(sorted, k)
		}
	}
	sort.Strings(sorted)
	if len(sorted) < 150 {
		t.Fatalf("only %d sentences found", len(sorted))
	}
	for _, k := range sorted {
		for _, lang := range []string{"de", "en"} {
			text := placeholderRe.ReplaceAllString(views.Say(lang, st, k, nil), "")
			if w := otherWords(lang, text); len(w) > 0 {
				t.Errorf("%s (%s, key %s) says %v: %q", k, lang, views.EditionKey(st, k), w, views.Say(lang, st, k, nil))
			}
		}
	}
}

var (
	placeholderRe = regexp.MustCompile(`\{[a-z_]+\}`)
)

func renderText(t *testing.T, c templ.Component) string {
	t.Helper()
	var buf bytes.Buffer
	if err := c.Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	return visibleText(buf.String())
}

// around shows a word in its sentence.
func around(text, word string) string {
	i := strings.Index(text, word)
	if i < 0 {
		return word
	}
	lo, hi := max(0, i-60), min(len(text), i+len(word)+60)
	return text[lo:hi]
}

// The Warhammer pages (set-up, game at each step, game over) in both
// languages.
func TestWarhammerPagesSpeakWarhammer(t *testing.T) {
	start := whState(t, eightMissions()...)
	start.Players[0].Rewards = []string{wh40k.LootRerollOne, wh40k.LootThreeUnits, wh40k.LootLeaderAnywhere}
	start.Players[0].Values = []int{100, 200}
	placed, err := engine.Apply(start, engine.Place{Territory: "mortwald_oteck_festungswall", Units: start.ToPlace()})
	if err != nil {
		t.Fatal(err)
	}
	attack := views.GameView{ID: 1, State: placed, AttackFrom: "mortwald_oteck_festungswall", AttackTo: "festungswall_2"}
	fallen := start.Clone()
	fallen.Players[0].Hero = engine.NoTerritory
	conquest, err := engine.Apply(placed, engine.Attack{From: "mortwald_oteck_festungswall", To: "gebiet_03", AttackDice: []int{6, 6, 6}, DefendDice: []int{1}, Declared: engine.Declared{HeroIn: true}})
	if err != nil {
		t.Fatal(err)
	}
	maneuver, err := engine.Apply(conquest, engine.MoveIn{Units: 3, Hero: true})
	if err == nil {
		maneuver, err = engine.Apply(maneuver, engine.EndAttack{})
	}
	if err != nil {
		t.Fatal(err)
	}
	over := placed.Clone()
	over.Over, over.Winners, over.EndReason = true, []int{0}, "missions"
	for _, lang := range []string{"de", "en"} {
		c := views.Ctx{Lang: lang}
		pages := map[string]templ.Component{
			"start":    views.Game(c, views.GameView{ID: 1, State: start}),
			"attack":   views.Game(c, attack),
			"fallen":   views.Game(c, views.GameView{ID: 1, State: fallen}),
			"over":     views.Game(c, views.GameView{ID: 1, State: over}),
			"conquest": views.Game(c, views.GameView{ID: 1, State: conquest}),
			"maneuver": views.Game(c, views.GameView{ID: 1, State: maneuver, ManeuverFrom: "gebiet_03"}),
			"setup":    setupPage(t, c, wh40k.ID, &wh40k.SetupForm{Mode: wh40k.ModeClassic, Count: 3, Names: make([]string, 5), Factions: wh40k.Factions, HeraldDraws: true}),
		}
		for name, page := range pages {
			text := renderText(t, page)
			for _, w := range otherWords(lang, text) {
				t.Errorf("%s page (%s) says %q: …%s…", name, lang, w, around(text, w))
			}
		}
	}
	_ = i18n.Has
}
