// Package viewstest renders game pages for the tests of the editions and
// the handlers, and cuts one form out of them.
package viewstest

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"herald/engine"
	"herald/views"
)

// GamePage is the game page of st in lang, as a table's tablet gets it.
func GamePage(t testing.TB, st *engine.State, lang string) string {
	t.Helper()
	return Page(t, views.GameView{ID: 1, Seq: st.Seq, State: st}, lang)
}

// Page is the game page of g in lang (a choice made in a form: g's
// ManeuverFrom, AttackFrom).
func Page(t testing.TB, g views.GameView, lang string) string {
	t.Helper()
	var buf bytes.Buffer
	if err := views.Game(views.Ctx{Lang: lang}, g).Render(context.Background(), &buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// MustForm is Form, failing t where page has no such form.
func MustForm(t testing.TB, page, testid string) string {
	t.Helper()
	form, ok := Form(page, testid)
	if !ok {
		t.Fatalf("no form %s on the page", testid)
	}
	return form
}

// Form is the form marked data-testid=testid in page, from that mark to
// its end; ok is false when the page has none.
func Form(page, testid string) (form string, ok bool) {
	_, form, ok = strings.Cut(page, `data-testid="`+testid+`"`)
	form, _, _ = strings.Cut(form, "</form>")
	return form, ok
}
