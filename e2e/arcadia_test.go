package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"herald/editions/halowars/arcadia"
	"herald/engine"
	"herald/maps"
)

// arcadiaTruth is a hidden "real" Arcadia for the test: the classic map
// relabelled by a random permutation within each continent (as
// arcadia/synth_test.go), drawn among those that keep the shipped board's
// facts (its 11 links and Xanadu's complete list), since a copy starts
// with them. It returns each territory's true neighbours.
func arcadiaTruth(t *testing.T, seed uint64) map[string][]string {
	t.Helper()
	arc, classic := maps.MustLoad("arcadia"), maps.MustLoad("classic")
	rng := rand.New(rand.NewPCG(seed, 18))
	adj := map[[2]engine.TerritoryID]bool{}
	for _, l := range classic.Links {
		adj[[2]engine.TerritoryID{l.A, l.B}], adj[[2]engine.TerritoryID{l.B, l.A}] = true, true
	}
	inCont := func(region string) []engine.TerritoryID {
		var out []engine.TerritoryID
		for i, c := range classic.Territories {
			if c.Region == arcadia.SectorContinent[region] {
				out = append(out, engine.TerritoryID(i))
			}
		}
		rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
		return out
	}
	img := make([]engine.TerritoryID, len(arc.Territories))
	set := make([]bool, len(arc.Territories))
	used := map[engine.TerritoryID]bool{}
	var cons []engine.TerritoryID // territories the shipped facts name
	for _, l := range arc.Links {
		for _, x := range []engine.TerritoryID{l.A, l.B} {
			if !slices.Contains(cons, x) {
				cons = append(cons, x)
			}
		}
	}
	ok := func() bool { // every shipped link a classic one, Xanadu's list whole
		for _, l := range arc.Links {
			if set[l.A] && set[l.B] && !adj[[2]engine.TerritoryID{img[l.A], img[l.B]}] {
				return false
			}
		}
		for x, tr := range arc.Territories {
			if !tr.LinksComplete || !set[x] {
				continue
			}
			n := 0
			for _, l := range arc.Links {
				if int(l.A) == x || int(l.B) == x {
					n++
				}
			}
			deg := 0
			for c := range classic.Territories {
				if adj[[2]engine.TerritoryID{img[x], engine.TerritoryID(c)}] {
					deg++
				}
			}
			if deg != n && len(cons) == countSet(set) {
				return false
			}
		}
		return true
	}
	var place func(i int) bool
	place = func(i int) bool {
		if i == len(cons) {
			return ok()
		}
		x := cons[i]
		for _, c := range inCont(arc.Territories[x].Region) {
			if used[c] {
				continue
			}
			img[x], set[x], used[c] = c, true, true
			if ok() && place(i+1) {
				return true
			}
			set[x], used[c] = false, false
		}
		return false
	}
	if !place(0) {
		t.Fatal("no classic layout keeps the shipped facts")
	}
	for x, tr := range arc.Territories {
		if set[x] {
			continue
		}
		for _, c := range inCont(tr.Region) {
			if !used[c] {
				img[x], set[x], used[c] = c, true, true
				break
			}
		}
	}
	inv := map[engine.TerritoryID]string{}
	for x, c := range img {
		inv[c] = arc.Territories[x].ID
	}
	nbrs := map[string][]string{}
	for _, l := range classic.Links {
		a, b := inv[l.A], inv[l.B]
		nbrs[a], nbrs[b] = append(nbrs[a], b), append(nbrs[b], a)
	}
	return nbrs
}

func countSet(s []bool) int {
	n := 0
	for _, b := range s {
		if b {
			n++
		}
	}
	return n
}

func pairKey(a, b string) [2]string { return [2]string{min(a, b), max(a, b)} }

// linkSet is a board's links as unordered pairs.
func linkSet(spec engine.BoardSpec) map[[2]string]bool {
	out := map[[2]string]bool{}
	for _, l := range spec.Links {
		out[pairKey(l.A, l.B)] = true
	}
	return out
}

// baselineTaps is the same tap model without proposals, derived rather
// than clicked: the territories in the editor's order (sector by sector),
// skipping those whose links are all in; one tap opens a territory (or
// none, when the previous one's "Save, next territory" opened it), one
// per neighbour not linked yet, one to save.
func baselineTaps(spec engine.BoardSpec, truth map[string][]string) int {
	have := linkSet(spec)
	var order []string
	for _, r := range spec.Regions {
		for _, tr := range spec.Territories {
			if tr.Region == r.ID {
				order = append(order, tr.ID)
			}
		}
	}
	n, prev := 0, -2
	for i, id := range order {
		var missing []string
		for _, o := range truth[id] {
			if !have[pairKey(id, o)] {
				missing = append(missing, o)
			}
		}
		if len(missing) == 0 {
			continue
		}
		if prev != i-1 {
			n++ // open it
		}
		for _, o := range missing {
			have[pairKey(id, o)] = true
			n++
		}
		n++ // save (with "next" when the next one needs entering)
		prev = i
	}
	return n
}

// TestArcadiaLinksByProposals (issue 18, "Done when"): a copy of Arcadia
// is completed territory by territory against a hidden real board, the
// table following the assistant: it taps the offered neighbour list that
// it reads on its board when there is one (the true list must be among
// them), else "Confirm all" (which opens the suggested territory), else
// the suggestion, and ticks its true neighbours not linked yet and
// "Complete, save". Taps are counted from the open editor. The baseline is
// the same tap model without proposals (baselineTaps), over every link.
//
// Measured (seed 7, 1024x768): before the lists to choose, 63 taps (15
// lists ticked) against a baseline of 111, ratio 0.57; with up to 10
// lists offered, 36 taps (23 form submits, 3 lists ticked, the rest
// chosen), ratio 0.32 (8 lists: 39, 12 lists: 32). Issue 30, item 5:
// after the mends of (b)-(e), 34 taps (21 submits, 3 lists ticked), ratio
// 0.31; with up to 12 lists and "Complete, save" opening the next
// suggestion (no tap on "assist-next" after a ticked list), 30 taps (21
// submits, 2 lists ticked), ratio 0.27. The test asserts the issue's
// target: at most a third of the baseline, every true link in, nothing
// false.
func TestArcadiaLinksByProposals(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, srv.URL+"/boards?lang=de")
	click(t, ctx, by("copy-arcadia"))
	waitVisible(t, ctx, by("board-editor"))
	const id = "arcadia_2"
	truth := arcadiaTruth(t, 7)
	want := map[[2]string]bool{}
	for a, ns := range truth {
		for _, b := range ns {
			want[pairKey(a, b)] = true
		}
	}
	start, _ := storedBoard(t, st, id)
	baseline := baselineTaps(start, truth)
	p := &taps{t: t, ctx: ctx}
	entered := map[string]bool{}
	for step := 0; ; step++ {
		if step > 120 {
			t.Fatal("the board is not complete after 120 steps")
		}
		spec, _ := storedBoard(t, st, id)
		have := linkSet(spec)
		if len(have) == len(want) && allIn(want, have) {
			break
		}
		if count(t, ctx, by("assist-none-fits")) > 0 {
			for x := range entered {
				var got []string
				for k := range have {
					if k[0] == x || k[1] == x {
						got = append(got, k[0]+"-"+k[1])
					}
				}
				t.Logf("%s: stored %v, true %v", x, got, truth[x])
			}
			t.Fatalf("a layout that fits was refused: %s", mustText(t, ctx, by("assist-none-fits")))
		}
		open := evalJS[string](t, ctx, `(document.querySelector('#edit input[name=t]') || {}).value || ''`)
		choices := evalJS[[]string](t, ctx, `[...document.querySelectorAll('[data-testid=assist-choices] input[name=list]')].map(x => x.value)`)
		switch {
		case len(choices) > 0:
			chooseList(t, ctx, p, choices, truth)
		case count(t, ctx, by("assist-confirm-all")) > 0:
			p.submit(by("assist-confirm-all"))
			mustIdle(t, ctx)
		case open != "" && !entered[open]:
			enterList(t, ctx, p, open, truth[open])
			entered[open] = true
		case count(t, ctx, by("assist-next")) > 0:
			p.tap(by("assist-next"))
			waitVisible(t, ctx, by("territory-editor"))
		default:
			t.Fatalf("no proposal and no suggestion, %d of %d links in", len(have), len(want))
		}
	}
	spec, _ := storedBoard(t, st, id)
	if have := linkSet(spec); len(have) != 83 || !allIn(have, want) {
		t.Errorf("the board has %d links, some not true", len(have))
	}
	t.Logf("taps with proposals: %d (%d form submits, %d lists entered); baseline: %d; ratio %.2f",
		p.n, p.submits, len(entered), baseline, float64(p.n)/float64(baseline))
	if 3*p.n > baseline {
		t.Errorf("%d taps with proposals, more than a third of the %d of entering every link", p.n, baseline)
	}
	assertNoJSErrors(t, ctx)
}

// chooseList taps the offered list that is the suggested territory's true
// one; the true list must be among them.
func chooseList(t *testing.T, ctx context.Context, p *taps, choices []string, truth map[string][]string) {
	t.Helper()
	id := evalJS[string](t, ctx, `document.querySelector('[data-testid=assist-choices] input[name=t]').value`)
	want := slices.Sorted(slices.Values(truth[id]))
	for i, c := range choices {
		if slices.Equal(slices.Sorted(slices.Values(strings.Fields(c))), want) {
			p.submit(by(fmt.Sprintf("assist-choice-%d", i)))
			mustIdle(t, ctx)
			waitVisible(t, ctx, by("link-assist"))
			return
		}
	}
	t.Fatalf("%s's true neighbours %v are not among the lists offered %v", id, want, choices)
}

func allIn(sub, of map[[2]string]bool) bool {
	for k := range sub {
		if !of[k] {
			return false
		}
	}
	return true
}

// enterList ticks territory id's true neighbours not linked yet and saves
// its list as complete; a ticked box that is not a true neighbour fails.
func enterList(t *testing.T, ctx context.Context, p *taps, id string, nbrs []string) {
	t.Helper()
	ticked := evalJS[[]string](t, ctx, `[...document.querySelectorAll('#edit input[name=link]:checked')].map(x => x.value)`)
	for _, x := range ticked {
		if !slices.Contains(nbrs, x) {
			t.Fatalf("%s has %s ticked, not a true neighbour", id, x)
		}
	}
	for _, n := range nbrs {
		if !slices.Contains(ticked, n) {
			// In the middle of the screen, off the sticky save bar, as
			// a player scrolls to it.
			evalJS[bool](t, ctx, `(document.querySelector(`+jsString(by("link-"+n))+`).scrollIntoView({block: 'center'}), true)`)
			p.tap(by("link-" + n))
			if !checked(t, ctx, by("link-"+n)) {
				t.Fatalf("the tap on %s's neighbour %s did not tick it", id, n)
			}
		}
	}
	p.submit(by("terr-save-complete"))
	mustIdle(t, ctx)
	waitVisible(t, ctx, by("link-assist"))
}

// TestArcadiaContradictionAndLayout: an entry no classic layout fits is
// named in the page's words, the table's link kept; at phone and tablet
// size the assistant leaves the territory form in view; axe-core finds
// nothing serious in the assistant's states (both languages).
func TestArcadiaContradictionAndLayout(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	src := loadAxe(t)
	for _, size := range []struct{ w, h int }{{390, 844}, {1024, 768}} {
		ctx := newBrowser(t, size.w, size.h)
		navigate(t, ctx, srv.URL+"/boards?lang=de")
		click(t, ctx, by("copy-arcadia"))
		waitVisible(t, ctx, by("board-editor"))
		id := strings.TrimPrefix(evalJS[string](t, ctx, `location.pathname`), "/boards/")
		// Proposals: the fresh copy's, beside Iona's form.
		for _, lang := range []string{"de", "en"} {
			navigate(t, ctx, fmt.Sprintf("%s/boards/%s?t=iona&lang=%s", srv.URL, id, lang))
			waitVisible(t, ctx, by("assist-confirm-all"))
			checkAssistInView(t, ctx, size.h)
			axeClean(t, ctx, src, fmt.Sprintf("proposals %s %dx%d", lang, size.w, size.h))
		}
		// Iona (South America) with Dunwich (Australia): no classic layout.
		click(t, ctx, by("link-dunwich"))
		click(t, ctx, by("terr-save-complete"))
		mustIdle(t, ctx)
		waitText(t, ctx, by("assist-none-fits"), "No classic layout fits these links: check Dunwich – Iona")
		checkAssistInView(t, ctx, size.h)
		axeClean(t, ctx, src, fmt.Sprintf("contradiction %dx%d", size.w, size.h))
		navigate(t, ctx, fmt.Sprintf("%s/boards/%s?t=iona&lang=de", srv.URL, id))
		waitText(t, ctx, by("assist-none-fits"), "Keine klassische Aufteilung passt zu diesen Verbindungen: prüft Dunwich – Iona")
		if spec, _ := storedBoard(t, st, id); !linkSet(spec)[pairKey("dunwich", "iona")] {
			t.Error("the table's link Iona – Dunwich was not kept")
		}
		assertNoJSErrors(t, ctx)
	}
}

// checkAssistInView: the assistant takes less than half the screen's
// height, so the territory form right below it is in view when the
// assistant is.
func checkAssistInView(t *testing.T, ctx context.Context, h int) {
	t.Helper()
	got := evalJS[float64](t, ctx, `document.querySelector('#link-assist').getBoundingClientRect().height`)
	t.Logf("assistant %.0f px high on a %d px screen", got, h)
	if got > float64(h)/2 {
		t.Errorf("the assistant is %.0f px high on a %d px screen", got, h)
	}
}

func axeClean(t *testing.T, ctx context.Context, src, what string) {
	t.Helper()
	if n := count(t, ctx, "h1"); n != 1 {
		t.Errorf("%s: %d h1", what, n)
	}
	for _, v := range runAxe(t, ctx, src) {
		if v.Impact == "critical" || v.Impact == "serious" {
			t.Errorf("%s: %s [%s] %s: %s", what, v.ID, v.Impact, v.Help, strings.Join(firstN(v.Targets, 5), " | "))
		}
	}
}
