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

// maxListLen bounds a chosen list's value: a few dozen ids.
const maxListLen = 2000

// derivedLinksChange stores the proposals the table confirmed (issue 18)
// as its own links. Each pair must still be proposed now: a proposal is
// read off the board as it is, never trusted from the form.
func derivedLinksChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	if form.Has("list") || form.Has("t") {
		return chosenListChange(cx, e, form)
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
	return assistNext(cx, e), "link-assist", nil
}

// assistNext: the territory to enter next opens at once, the table's next
// step.
func assistNext(cx views.Ctx, e *editable) url.Values {
	q := url.Values{"at": {"link-assist"}}
	if now := views.AdviseLinks(e.spec, cx.Lang); now != nil && now.Fits && now.Next != "" {
		q.Set("t", now.Next)
	}
	return q
}

// assistAfterComplete: "Complete, save" of territory t opens the
// assistant's next suggestion at once, as a confirm or a chosen list does
// (issue 30, item 5: the tap that opened it cost the table a tap per list
// it ticked). ok is false when there is none to open (no assistant, a
// contradiction to mend, nothing solved yet, t itself): the form stays on t.
func assistAfterComplete(cx views.Ctx, e *editable, t string) (url.Values, bool) {
	q := assistNext(cx, e)
	if next := q.Get("t"); next == "" || next == t {
		return nil, false
	}
	return q, true
}

// chosenListChange stores the neighbour list the table picked among the
// assistant's choices for territory t: its links as the table's, t's list
// complete, exactly as if ticked. The list must be offered now (read off
// the board as it is, never trusted from the form).
func chosenListChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	t, list := form["t"], form["list"]
	if len(t) != 1 || len(list) != 1 || len(form["pair"]) > 0 || len(list[0]) > maxListLen {
		return nil, "", badInput("list")
	}
	i := slices.IndexFunc(e.spec.Territories, func(x engine.Territory) bool { return x.ID == t[0] })
	if i < 0 {
		return nil, "", refused(cx, "link-assist", "boards.unknown_territory")
	}
	ids := strings.Fields(list[0])
	adv := views.AdviseLinks(e.spec, cx.Lang)
	if adv == nil || adv.Next != t[0] || !slices.ContainsFunc(adv.Choices, func(c []string) bool { return slices.Equal(c, ids) }) {
		return nil, "", refused(cx, "link-assist", "boards.assist.not_offered", "territory", views.SpecTerrName(cx, e.spec, t[0]))
	}
	var add []engine.LinkSpec
	for _, o := range ids {
		add = append(add, engine.LinkSpec{A: min(t[0], o), B: max(t[0], o), Kind: engine.LinkLand, Confidence: "high"})
	}
	boardedit.AddLinks(&e.spec, add)
	e.spec.Territories[i].LinksComplete = true
	return assistNext(cx, e), "link-assist", nil
}
