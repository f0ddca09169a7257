package halowars

import (
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"herald/editions/halowars/arcadia"
	"herald/engine"
	"herald/i18n"
	"herald/maps"
	"herald/views"
)

// Issue 18: on a copy of Arcadia the board editor proposes the links the
// classic map's structure implies (package arcadia). It keys on what a
// copy keeps: Arcadia's territory ids, each in its sector.
func init() { views.RegisterLinkAssistant(arcadiaAssistant{}) }

type arcadiaAssistant struct{}

var (
	arcadiaSolver = sync.OnceValues(arcadia.Default)
	arcadiaBoard  = sync.OnceValues(func() (engine.BoardSpec, error) {
		spec, _, err := maps.Spec("arcadia")
		return spec, err
	})
)

// solveBudget: a request never waits longer for the solver; past it the
// editor says "no proposal yet" (the search finishes unseen).
const solveBudget = 2 * time.Second

// knows: the board has exactly Arcadia's territories in their sectors.
func knows(spec engine.BoardSpec) bool {
	arc, err := arcadiaBoard()
	if err != nil || len(spec.Territories) != len(arc.Territories) {
		return false
	}
	sector := map[string]string{}
	for _, t := range arc.Territories {
		sector[t.ID] = t.Region
	}
	for _, t := range spec.Territories {
		if sector[t.ID] != t.Region || t.Region == "" {
			return false
		}
	}
	return true
}

// facts are the board's links and complete lists as the solver reads
// them: every stored link, however many (issue 30, item 5b: a link left
// out can hide a contradiction; the solver bounds its own search). The
// links a copy of Arcadia starts with are Given: the source's, not a
// list the table saved.
func facts(spec engine.BoardSpec) (f arcadia.Facts) {
	for _, t := range spec.Territories {
		if t.LinksComplete {
			f.Complete = append(f.Complete, t.ID)
		}
	}
	shipped := map[[2]string]bool{}
	if arc, err := arcadiaBoard(); err == nil {
		for _, l := range arc.Links {
			shipped[[2]string{l.A, l.B}], shipped[[2]string{l.B, l.A}] = true, true
		}
	}
	for _, l := range spec.Links {
		if l.A == l.B {
			continue
		}
		f.Links = append(f.Links, [2]string{l.A, l.B})
		if shipped[[2]string{l.A, l.B}] {
			f.Given = append(f.Given, [2]string{l.A, l.B})
		}
	}
	return f
}

// Advise solves the board's entries (issue 18) within solveBudget.
func (arcadiaAssistant) Advise(spec engine.BoardSpec, lang string) (views.LinkAdvice, bool) {
	if !knows(spec) {
		return views.LinkAdvice{}, false
	}
	adv := views.LinkAdvice{Words: "halowars.assist", Fits: true}
	s, err := arcadiaSolver()
	if err != nil {
		return views.LinkAdvice{}, false
	}
	f := facts(spec)
	solve := solves.get(s, f)
	select {
	case <-solve.done:
	case <-time.After(solveBudget):
		adv.NotYet = true
		return adv, true
	}
	r := solve.r
	if adv.Fits = r.Fits; !r.Fits {
		if r.Blame != nil {
			adv.Blame, adv.BlameLists = r.Blame.Links, r.Blame.Complete
		}
		return adv, true
	}
	if r.Mappings == nil || r.Bound && len(f.Complete) == 0 {
		adv.NotYet = true
		return adv, true
	}
	adv.Proposed, adv.Next = unlinked(spec, r.Derived), r.Next
	adv.Choices = keepingLinks(spec, r.Next, r.Choices)
	switch {
	case r.Open == 0: // issue 30, item 5d: layouts with the same links are one board
		adv.Layouts = finishedText(lang, len(adv.Proposed))
		adv.Finished = len(adv.Proposed) == 0
	case !r.Bound: // past the bound the count is only an upper one
		adv.Layouts = layoutsText(lang, r.Mappings)
	}
	return adv, true
}

// finishedText says every link is settled: the layouts left (mirror
// images of the classic map) all have the same links, so for the table
// there is one board; proposals left are its last links to confirm.
func finishedText(lang string, proposed int) string {
	if proposed > 0 {
		return i18n.T(lang, "halowars.assist.finished_confirm", map[string]string{"count": strconv.Itoa(proposed)})
	}
	return i18n.T(lang, "halowars.assist.finished", nil)
}

// unlinked are the pairs the board does not have yet.
func unlinked(spec engine.BoardSpec, pairs [][2]string) [][2]string {
	has := map[[2]string]bool{}
	for _, l := range spec.Links {
		has[[2]string{l.A, l.B}], has[[2]string{l.B, l.A}] = true, true
	}
	var out [][2]string
	for _, p := range pairs {
		if !has[p] {
			out = append(out, p)
		}
	}
	return out
}

// keepingLinks are the lists that hold every link the board has for t:
// past the solver's bound a link outside complete lists is only checked,
// not solved, and a choice must not drop the table's link.
func keepingLinks(spec engine.BoardSpec, t string, lists [][]string) [][]string {
	var out [][]string
	for _, l := range lists {
		ok := true
		for _, k := range spec.Links {
			if k.A == t && !slices.Contains(l, k.B) || k.B == t && !slices.Contains(l, k.A) {
				ok = false
			}
		}
		if ok {
			out = append(out, l)
		}
	}
	return out
}

// scales are the number words from a million up (German long scale:
// Million, Milliarde, Billion ...; English short scale).
var scales = []int{24, 21, 18, 15, 12, 9, 6}

// layoutsText is "noch 1,2 Billionen mögliche Aufteilungen": the count
// with one decimal in its number word.
func layoutsText(lang string, n *big.Int) string {
	count := n.String()
	for _, e := range scales {
		unit := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(e)), nil)
		if n.Cmp(unit) < 0 {
			continue
		}
		tenths := new(big.Int).Div(new(big.Int).Mul(n, big.NewInt(10)), unit).Int64()
		num := strconv.FormatInt(tenths/10, 10)
		if tenths%10 != 0 {
			sep := "."
			if i18n.DecimalComma(lang) {
				sep = ","
			}
			num += sep + strconv.FormatInt(tenths%10, 10)
		}
		count = i18n.T(lang, "halowars.assist.scale_"+strconv.Itoa(e), map[string]string{"n": num})
		break
	}
	return strings.TrimSpace(i18n.T(lang, "halowars.assist.layouts", map[string]string{"count": count}))
}
