package views

// How the home page and old bookmarks reach an edition's set-up: each
// edition may declare its button's test id and the old addresses of its
// form, so the home page and the routes list the registry, not editions.

// SetupButton is a SetupEdition's home page button: its data-testid (the
// tests and the browser tests find it by it). An edition without one gets
// "new-<id>".
type SetupButton interface {
	ButtonID() string
}

// SetupLegacy is a SetupEdition with old addresses of its own form, kept
// for bookmarks: get showed the form, post created the game.
type SetupLegacy interface {
	LegacyPaths() (get, post string)
}

// HomeButton is one new-game button of the home page.
type HomeButton struct {
	Edition, Label, TestID string
}

// HomeButtons are the new-game buttons: the default edition's first, then
// every other set-up in the order registered, each titled as its form.
func HomeButtons(c Ctx) []HomeButton {
	first := DefaultAPIEdition()
	var out []HomeButton
	for _, e := range SetupEditions() {
		b := HomeButton{Edition: e.ID(), Label: e.Title(c), TestID: "new-" + e.ID()}
		if sb, ok := e.(SetupButton); ok {
			b.TestID = sb.ButtonID()
		}
		if b.Edition == first {
			out = append([]HomeButton{b}, out...)
		} else {
			out = append(out, b)
		}
	}
	return out
}
