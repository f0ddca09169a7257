package views

import (
	"strings"
	"testing"
)

// Every registered set-up has a distinct id, a title and a blank form
// that renders inside the skeleton.
func TestSetupEditionsRender(t *testing.T) {
	if len(SetupEditions()) < 4 {
		t.Fatalf("%d set-ups registered", len(SetupEditions()))
	}
	for _, e := range SetupEditions() {
		c := Ctx{Lang: "en"}
		page := render(t, SetupPage(c, e, e.Blank(SetupEnv{Lang: "en"}), "refused"))
		if e.Title(c) == "" || !strings.Contains(page, `name="edition" value="`+e.ID()+`"`) || !strings.Contains(page, "refused") {
			t.Errorf("%s: page lacks its edition, title or refusal", e.ID())
		}
	}
}

// Every new-game button of the home page says it starts a new game and
// which edition (found playing: Game of Thrones' read only "Nouvelle
// partie", classic's only "RISK (classique)"; Halo's and Warhammer's
// lacked the RISK of their names).
func TestHomeButtonsNameTheirEdition(t *testing.T) {
	for _, lang := range []string{"de", "en", "fr"} {
		c := Ctx{Lang: lang}
		newGame := c.T("ui.new_game")
		for _, b := range HomeButtons(c) {
			name := EditionName(lang, b.Edition)
			if !strings.HasPrefix(b.Label, newGame) || !strings.HasSuffix(b.Label, name) || name == b.Edition {
				t.Errorf("%s: the button of %s reads %q, want %q and the edition's name %q", lang, b.Edition, b.Label, newGame, name)
			}
		}
	}
}
