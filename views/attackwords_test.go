package views

import (
	"path/filepath"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
)

// Each edition's turn speaks its rulebook's words: only Game of Thrones
// calls the second step "INVASION" (Spielzugübersicht, "2. INVASION –
// Marschieren Sie in gegnerische und/oder neutrale Gebiete ein"); Halo
// Wars says "Then you attack your enemies", Halo Legendary "ANGREIFEN",
// Warhammer 40,000 "ANGRIFF AUF GEGNERISCHE GEBIETE", the French summary
// "Attaquer", classic RISK "reinforce, attack (optional), fortify
// (optional)" (classic.md, Turn), whose third step is then "Fortify".
// The phase bar, the forms' headings and the end of the attacks are
// read on the game page of every recorded game, at its first attack.
func TestEachEditionNamesItsTurnsSteps(t *testing.T) {
	type words struct{ phase, attack, done, maneuver string }
	plain := map[string]words{
		"de": {"Angriff", "Angriff", "Angriffe beenden", "Manöver"},
		"en": {"Attack", "Attack", "End attacks", "Maneuver"},
		"fr": {"Attaque", "Attaque", "Finir les attaques", "Manœuvre"},
	}
	want := map[string]map[string]words{
		"got": {
			"de": {"Invasion", "Invasion", "Invasionen beenden", "Manöver"},
			"en": {"Invade", "Invasion", "End invasions", "Maneuver"},
			"fr": {"Invasion", "Invasion", "Finir les invasions", "Manœuvre"},
		},
		"classic": {
			"de": {"Angriff", "Angriff", "Angriffe beenden", "Befestigen"},
			"en": {"Attack", "Attack", "End attacks", "Fortify"},
			"fr": {"Attaque", "Attaque", "Finir les attaques", "Fortifier"},
		},
		"halowars": plain, "halo_legendary": plain, "warhammer40k": plain,
	}
	seen := map[string]bool{}
	for _, path := range wordScanGames(t) {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		g := enginetest.Load(t, path)
		var first *engine.State
		_, err := engine.ReplayEach(enginetest.Board(t, gamesDir, g), enginetest.Events(t, g), func(_ *engine.State, _ engine.Event, st *engine.State) {
			if first == nil && st.Phase == engine.PhaseAttack && !st.Over && st.Pending == nil {
				first = st.Clone()
			}
		})
		if err != nil || first == nil {
			t.Fatalf("%s: no attack step (%v)", path, err)
		}
		ed := first.Rules.Edition
		seen[ed] = true
		for lang, w := range want[ed] {
			page := goldenRender(t, Game(Ctx{Lang: lang}, GameView{ID: 1, Seq: first.Seq, State: first}))
			for _, s := range []string{
				`<li class="step now">` + w.phase + `</li>`,
				`<h2>` + w.attack + `</h2>`,
				`data-testid="end-attack">` + w.done + `</button>`,
				`<h2>` + w.maneuver + `</h2>`,
				`">` + w.maneuver + `</li></ol>`, // the phase bar's last step
			} {
				if !strings.Contains(page, s) {
					t.Errorf("%s, %s: the game page has no %s", filepath.Base(path), lang, s)
				}
			}
			// The picture's buttons, on the drawn maps (Arcadia and the
			// boards a table enters have a picture only with a photo).
			mode := `data-testid="picture-mode-attack">` + w.attack + `</button>`
			if (ed == "got" || ed == "classic") && !strings.Contains(page, mode) {
				t.Errorf("%s, %s: the picture has no %s", filepath.Base(path), lang, mode)
			}
		}
	}
	for ed := range want {
		if !seen[ed] {
			t.Errorf("no recorded game of %s was read", ed)
		}
	}
}

// Halo Wars' bonuses are its sectors' ("SECTOR BONUS(ES)": "If you
// control every territory within the sector"): the reinforcement's
// breakdown names them so, where the other editions say region.
func TestHaloWarsBreakdownNamesSectors(t *testing.T) {
	shown := 0
	for _, path := range wordScanGames(t) {
		if filepath.Base(filepath.Dir(path)) != "halowars" {
			continue
		}
		g := enginetest.Load(t, path)
		_, err := engine.ReplayEach(enginetest.Board(t, gamesDir, g), enginetest.Events(t, g), func(_ *engine.State, _ engine.Event, st *engine.State) {
			if len(st.Reinforcement.Regions) == 0 || st.ToPlace() == 0 || shown > 3 {
				return
			}
			shown++
			for lang, want := range map[string]string{"de": "Sektor ", "en": "Sector ", "fr": "Secteur "} {
				page := goldenRender(t, Game(Ctx{Lang: lang}, GameView{ID: 1, Seq: st.Seq, State: st}))
				_, bd, _ := strings.Cut(page, `id="reinforce"`)
				bd, _, _ = strings.Cut(bd, "</table>")
				if !strings.Contains(bd, want) || strings.Contains(bd, "Region ") || strings.Contains(bd, "Région ") {
					t.Errorf("%s at seq %d, %s: the breakdown does not name the sector bonus %q:\n%s", filepath.Base(path), st.Seq, lang, want, bd)
				}
			}
		})
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
	}
	if shown == 0 {
		t.Fatal("no Halo Wars reinforcement with a sector bonus was read")
	}
}
