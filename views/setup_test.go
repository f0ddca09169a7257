package views

import (
	"strings"
	"testing"

	"github.com/a-h/templ"
)

// setupPage is the set-up page of edition showing f.
func setupPage(t *testing.T, c Ctx, edition string, f SetupForm) templ.Component {
	t.Helper()
	e, ok := SetupFor(edition)
	if !ok {
		t.Fatalf("no set-up registered for %s", edition)
	}
	return SetupPage(c, e, f, "")
}

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
