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
