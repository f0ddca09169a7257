package views

import (
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// boardSigns are the signs of the game page's board list: the icons after
// a territory's name (castle, port, colony, base, hero, cannon, an
// edition's teleporter) and the mark of an unconfirmed name.
var boardSigns = regexp.MustCompile(`<span class="icon[^"]*"[^>]*>([^<]+)</span>|<abbr class="name-unverified"[^>]*>([^<]+)</abbr>`)

// legendSigns are the signs the legend under the board list explains.
var legendSigns = regexp.MustCompile(`<dt>([^<]+)</dt><dd>([^<]*)</dd>`)

// signOf drops a teleporter pair's number: ⇄1 and ⇄2 are one sign.
func signOf(s string) string { return strings.TrimRight(strings.TrimSpace(s), "0123456789") }

// Issue 15, item 10: every sign the board list of the game page shows is
// explained in words on the page (a tablet has no hover for the titles),
// in German and English, at the end of every recorded game; a core sign
// not on the board is not explained.
func TestBoardSignsExplainedOnTheGamePage(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(gamesDir, "*", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no recorded games: %v", err)
	}
	seen := map[string]bool{}
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		g := enginetest.Load(t, path)
		events := enginetest.Events(t, g)
		st, err := engine.Replay(enginetest.Board(t, gamesDir, g), events)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, lang := range []string{"de", "en"} {
			shown, explained := boardLegendOf(t, st, lang)
			for s := range shown {
				seen[s] = true
				if strings.TrimSpace(explained[s]) == "" {
					t.Errorf("%s (%s): the board shows %q, the legend does not say what it is", path, lang, s)
				}
			}
			for s := range explained {
				if !shown[s] {
					t.Errorf("%s (%s): the legend explains %q, which the board does not show", path, lang, s)
				}
			}
		}
	}
	var all []string
	for s := range seen {
		all = append(all, s)
	}
	sort.Strings(all)
	// The recorded games show the pieces of every edition: Westeros'
	// castles and ports, Halo's colonies, bases and heroes, Legendary's
	// teleporters, the Westeros names only one source confirms.
	for _, want := range []string{"♜", "⚓", "●", "⌂", "★", "⇄", "?"} {
		if !seen[want] {
			t.Errorf("no recorded game shows %q, so the test checks nothing of it (seen %v)", want, all)
		}
	}
}

// boardLegendOf renders the board page of st and returns the signs its
// board list shows and what its legend says of each sign.
func boardLegendOf(t *testing.T, st *engine.State, lang string) (shown map[string]bool, explained map[string]string) {
	t.Helper()
	page := goldenRender(t, Board(Ctx{Lang: lang}, GameView{ID: 1, State: st}))
	explained = map[string]string{}
	for _, m := range legendSigns.FindAllStringSubmatch(page, -1) {
		explained[signOf(m[1])] = m[2]
	}
	shown = map[string]bool{}
	for _, m := range boardSigns.FindAllStringSubmatch(page, -1) {
		shown[signOf(m[1]+m[2])] = true
	}
	return shown, explained
}

// Issue 15, item 10: the legend explains a mark only where this game can
// show it, whatever the edition: per edition a recorded game with the
// feature and one without, from the position right after the set-up.
// Halo Legendary's mobile teleporters are a set-up choice
// ("GEBIETE BEANSPRUCHEN": "platzieren die Spieler ihr Teleporter-Paar"),
// which One-on-One's Flood-region game left out; Slayer plays without
// bases ("Die Basen werden nicht benötigt", SLAYER); Halo Wars' heroes
// stand on the board from the set-up, Game of Thrones has none; its
// castles and ports are Westeros' and no other board's.
func TestMarksLegendWithAndWithoutTheFeature(t *testing.T) {
	for _, c := range []struct {
		edition, sign, with, without string
	}{
		{"legendary", "⇄", "legendary/objective_three_players.json", "legendary/one_on_one_flood_region.json"},
		{"legendary", "⌂", "legendary/objective_three_players.json", "legendary/slayer_five_players.json"},
		{"halowars", "★", "halowars/basic_training_three_achievements.json", "got/three_players_end_card.json"},
		{"got", "♜", "got/three_players_end_card.json", "halowars/basic_training_three_achievements.json"},
		{"got", "⚓", "got/three_players_end_card.json", "halowars/basic_training_three_achievements.json"},
	} {
		for _, g := range []struct {
			path string
			want bool
		}{{c.with, true}, {c.without, false}} {
			rec := enginetest.Load(t, filepath.Join(gamesDir, g.path))
			events := enginetest.Events(t, rec)
			st, err := engine.Replay(enginetest.Board(t, gamesDir, rec), events[:1])
			if err != nil {
				t.Fatalf("%s: %v", g.path, err)
			}
			for _, lang := range []string{"de", "en"} {
				shown, explained := boardLegendOf(t, st, lang)
				if shown[c.sign] != g.want {
					t.Errorf("%s %s: the board shows %q: %v, want %v (the case checks nothing)", c.edition, g.path, c.sign, shown[c.sign], g.want)
				}
				if _, ok := explained[c.sign]; ok != g.want {
					t.Errorf("%s %s (%s): the legend explains %q: %v, want %v", c.edition, g.path, lang, c.sign, ok, g.want)
				}
			}
		}
	}
}
