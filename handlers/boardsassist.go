package handlers

import (
	"net/url"
	"slices"
	"strings"

	"herald/boardedit"
	"herald/engine"
	"herald/views"
)

// maxPairs bounds a confirm form: a board has at most a few hundred links.
const maxPairs = 500

// derivedLinksChange stores the proposals the table confirmed (issue 18)
// as its own links. Each pair must still be proposed now: a proposal is
// read off the board as it is, never trusted from the form.
func derivedLinksChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	for k := range form {
		if k != "version" && k != "pair" && k != "lang" { // lang: the page's language, in the address
			return nil, "", badInput(k)
		}
	}
	pairs := form["pair"]
	if len(pairs) == 0 || len(pairs) > maxPairs {
		return nil, "", badInput("pair")
	}
	adv := views.AdviseLinks(e.spec, cx.Lang)
	if adv == nil {
		return nil, "", refused(cx, "link-assist", "boards.assist.none")
	}
	var add []engine.LinkSpec
	for _, p := range pairs {
		a, b, ok := strings.Cut(p, " ")
		if !ok || a == "" || b == "" {
			return nil, "", refused(cx, "link-assist", "boards.assist.bad_pair", "pair", p)
		}
		if !slices.Contains(adv.Proposed, [2]string{a, b}) {
			return nil, "", refused(cx, "link-assist", "boards.assist.not_proposed",
				"a", views.SpecTerrName(cx, e.spec, a), "b", views.SpecTerrName(cx, e.spec, b))
		}
		// Stored exactly like a ticked link: the table's, confirmed.
		add = append(add, engine.LinkSpec{A: min(a, b), B: max(a, b), Kind: engine.LinkLand, Confidence: "high"})
	}
	boardedit.AddLinks(&e.spec, add)
	q := url.Values{"at": {"link-assist"}}
	// The territory to enter next opens at once: the table's next step.
	if now := views.AdviseLinks(e.spec, cx.Lang); now != nil && now.Fits && now.Next != "" {
		q.Set("t", now.Next)
	}
	return q, "link-assist", nil
}
