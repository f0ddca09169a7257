package e2e

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"herald/engine"
	"herald/maps"
	"herald/store"
	"herald/views"
)

// zirkelBoard stores the 30-territory Halo Legendary board that
// TestLegendaryBoardOf30InFortyTaps enters ("Zone 01".."Zone 30", ids
// zone_01.., ten each in Nord, Mitte and Süd), without links or picture.
func zirkelBoard(t *testing.T, st *store.Store, id string) engine.BoardSpec {
	t.Helper()
	spec := engine.BoardSpec{ID: id, Names: engine.Names{"de": "Zirkel", "en": "Zirkel"}}
	for i, r := range []string{"Nord", "Mitte", "Süd"} {
		rid := []string{"nord", "mitte", "sued"}[i]
		spec.Regions = append(spec.Regions, engine.Region{ID: rid, Names: engine.Names{"de": r, "en": r}, Bonus: 3 + i})
		for k := 1; k <= 10; k++ {
			name := fmt.Sprintf("Zone %02d", i*10+k)
			spec.Territories = append(spec.Territories, engine.Territory{ID: fmt.Sprintf("zone_%02d", i*10+k), Names: engine.Names{"de": name, "en": name}, Region: rid})
		}
	}
	data, err := maps.EncodeMeta(spec, maps.Meta{Edition: "halo_legendary"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.SaveBoard(context.Background(), store.Board{ID: id, Name: "Zirkel", Edition: "halo_legendary", Data: data}); err != nil {
		t.Fatal(err)
	}
	return spec
}

// zirkelLinks are the links TestLegendaryBoardOf30InFortyTaps types as a
// list: the chain Zone 01 – Zone 02 – … – Zone 30, and Zone 01 – Zone 30
// and Zone 05 – Zone 25 (entered here as a stationary teleporter: the
// edition's boards have no sea lines, SCHLACHTFELDER).
func zirkelLinks() map[[2]string]engine.LinkKind {
	want := map[[2]string]engine.LinkKind{}
	for k := 1; k < 30; k++ {
		want[[2]string{fmt.Sprintf("zone_%02d", k), fmt.Sprintf("zone_%02d", k+1)}] = engine.LinkLand
	}
	want[[2]string{"zone_01", "zone_30"}] = engine.LinkLand
	want[[2]string{"zone_05", "zone_25"}] = engine.LinkTeleporter
	return want
}

// zirkelSpot lays the board out in five rows of six, each row running
// the other way (as the chain does on the photo).
func zirkelSpot(i int) engine.Spot {
	row, col := i/6, i%6
	if row%2 == 1 {
		col = 5 - col
	}
	return engine.Spot{X: 90 + 164*col, Y: 100 + 200*row}
}

// TestLegendaryLinksTappedOnThePhoto enters the links of the
// 30-territory Legendary board of TestLegendaryBoardOf30InFortyTaps on
// the table's photo by touch, at a tablet's and a phone's size: the
// chain one tap per territory, the teleporter with the kind button, a
// wrong link tapped off its line. It counts the taps and checks the
// stored links are exactly the intended ones.
func TestLegendaryLinksTappedOnThePhoto(t *testing.T) {
	t.Parallel()
	for _, size := range [][2]int{{768, 1024}, {390, 844}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			t.Parallel()
			srv, st := heraldServer(t)
			spec := zirkelBoard(t, st, "zirkel")
			ctx := newBrowser(t, size[0], size[1])
			want := map[string]engine.Spot{}
			for i, tr := range spec.Territories {
				want[tr.ID] = zirkelSpot(i)
			}
			placing := placeOnPhoto(t, ctx, srv.URL, spec, want)
			taps := tapLinks(t, ctx)
			checkZirkelLinks(t, st)
			t.Logf("%dx%d: the 31 links by tapping the photo: %d taps, no typing (placing the 30 territories on it before: %d taps with the upload)", size[0], size[1], taps, placing)
			if byList, byTicks := 2, zirkelTicksToday; taps >= byTicks {
				t.Errorf("%d taps on the picture, today's lists take %d ticks and saves (or %d taps and a typed list)", taps, byTicks, byList)
			}
			for _, v := range runAxe(t, ctx, loadAxe(t)) {
				if v.Impact == "critical" || v.Impact == "serious" {
					t.Errorf("links on the picture: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(v.Targets, " | "))
				}
			}
			assertNoJSErrors(t, ctx)
		})
	}
}

// tapLinks taps the links in and returns the taps counted: the entry as
// a table would do it without a slip. A slip and its fix (a wrong link,
// tapped off its line) follow, not counted.
func tapLinks(t *testing.T, ctx context.Context) int {
	t.Helper()
	evalJS[bool](t, ctx, `(document.querySelector('[data-testid="link-board"]').scrollIntoView({block: "center"}), true)`)
	spot := func(n int) string { return fmt.Sprintf(`[data-testid="link-spot-zone_%02d"] .link-spot-dot`, n) }
	taps := 0
	tap := func(sel string) { touchTap(t, ctx, sel); taps++ }
	board := func() float64 {
		return evalJS[float64](t, ctx, `document.querySelector('[data-testid="link-board"]').getBoundingClientRect().top`)
	}
	tap(spot(1))
	top := board()
	tap(spot(2))
	// The rest of the page follows each save without a reload (the
	// territory list's counts, the checks), and the picture stays put.
	waitText(t, ctx, by("count-zone_02"), "1")
	if moved := board() - top; moved < -1 || moved > 1 {
		t.Errorf("the picture moved %.0f px when the page took in the first link's save", moved)
	}
	for k := 3; k <= 30; k++ {
		tap(spot(k)) // each links to the one before
	}
	tap(spot(1)) // Zone 30 – Zone 01
	waitText(t, ctx, by("link-prompt"), "Zone 30 – Zone 01 linked (Border). Zone 01 chosen")
	tap(spot(1)) // let go
	tap(by("link-kind-teleporter"))
	tap(spot(5))
	tap(spot(25))
	waitText(t, ctx, by("link-prompt"), "Zone 05 – Zone 25 linked (Teleporter)")
	counted := taps
	touchTap(t, ctx, spot(16)) // a slip: Zone 25 – Zone 16
	waitVisible(t, ctx, by("line-zone_25-zone_16"))
	at := evalJS[map[string]float64](t, ctx, `(() => {
		const l = document.querySelector('[data-testid="line-zone_25-zone_16"] .link-stroke');
		const m = l.getScreenCTM(), p = l.ownerSVGElement.createSVGPoint();
		p.x = +l.getAttribute("x1") + 0.3 * (l.getAttribute("x2") - l.getAttribute("x1"));
		p.y = +l.getAttribute("y1") + 0.3 * (l.getAttribute("y2") - l.getAttribute("y1"));
		const q = p.matrixTransform(m);
		return {x: q.x, y: q.y};
	})()`)
	touchAt(t, ctx, at["x"], at["y"])
	waitText(t, ctx, by("link-prompt"), "Link Zone 25 – Zone 16 taken off.")
	sctx, cancel := step(ctx)
	defer cancel()
	if err := chromedp.Do(sctx, chromedp.WaitVisible(chromedp.CSS(`[data-testid="link-picture"][data-saved]`))); err != nil {
		t.Fatalf("the links were not saved: %v", err)
	}
	if n := evalJS[int](t, ctx, `document.querySelectorAll('[data-testid="link-board"] .link-line').length`); n != 31 {
		t.Errorf("the picture shows %d links, want 31", n)
	}
	pageFollowsLinks(t, ctx)
	return counted
}

// pageFollowsLinks wants the editor around the picture to show the
// links saved, as a reload would: each territory's count of links and
// no territory without neighbours in the checks.
func pageFollowsLinks(t *testing.T, ctx context.Context) {
	t.Helper()
	want := map[string]int{}
	for pair := range zirkelLinks() {
		want[pair[0]]++
		want[pair[1]]++
	}
	for id, n := range want {
		if got := mustText(t, ctx, by("count-"+id)); got != strconv.Itoa(n) {
			t.Errorf("the territory list says %s has %s links, the board has %d", id, got, n)
		}
	}
	if count(t, ctx, by("problem-no_neighbours")) != 0 {
		t.Errorf("the checks still say: %s", mustText(t, ctx, by("problem-no_neighbours")))
	}
	version := evalJS[string](t, ctx, `document.querySelector('[data-testid="link-picture"] input[name="version"]').value`)
	if head := mustText(t, ctx, by("board-version")); !strings.Contains(head, version) {
		t.Errorf("the head says %q, the picture saved version %s", head, version)
	}
}

// checkZirkelLinks wants the stored board's links to be zirkelLinks,
// each confirmed.
func checkZirkelLinks(t *testing.T, st *store.Store) {
	t.Helper()
	spec, _ := storedBoard(t, st, "zirkel")
	want := zirkelLinks()
	for _, l := range spec.Links {
		k, ok := want[[2]string{l.A, l.B}]
		if !ok {
			k, ok = want[[2]string{l.B, l.A}]
		}
		switch {
		case !ok:
			t.Errorf("stored a link not tapped: %s – %s", l.A, l.B)
		case k != l.Kind || l.Confidence != "high":
			t.Errorf("%s – %s stored as %s (%s), want %s", l.A, l.B, l.Kind, l.Confidence, k)
		}
	}
	for pair := range want {
		if !slices.ContainsFunc(spec.Links, func(l engine.LinkSpec) bool {
			return l.A == pair[0] && l.B == pair[1] || l.A == pair[1] && l.B == pair[0]
		}) {
			t.Errorf("%s – %s not stored", pair[0], pair[1])
		}
	}
}

// zirkelTicksToday is what entering zirkelLinks costs without typing
// before the picture: in the territory form ("tap a territory, tick its
// neighbours"), measured by TestLegendaryLinksTickedToday.
const zirkelTicksToday = 63

// TestLegendaryLinksTickedToday measures the way to enter the Zirkel
// board's links without typing that the editor had before the picture:
// open Zone 01, tick its new neighbours, "Save, next territory", and so
// on to Zone 29 (a kind chosen in its select is two taps). The other way,
// the typed list of TestLegendaryBoardOf30InFortyTaps, takes 2 taps and
// typing 31 lines.
func TestLegendaryLinksTickedToday(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	zirkelBoard(t, st, "zirkel")
	ctx := newBrowser(t, 1024, 768)
	navigate(t, ctx, srv.URL+"/boards/zirkel?lang=en")
	p := &taps{t: t, ctx: ctx}
	p.tap(by("pick-zone_01"))
	want := zirkelLinks()
	for k := 1; k < 30; k++ {
		a := fmt.Sprintf("zone_%02d", k)
		waitOpen(t, ctx, a)
		for l := k + 1; l <= 30; l++ {
			b := fmt.Sprintf("zone_%02d", l)
			kind, ok := want[[2]string{a, b}]
			if !ok {
				continue
			}
			// In the middle of the screen: at its bottom edge the
			// form's sticky save buttons lie over the row.
			evalJS[bool](t, ctx, `(document.querySelector(`+jsString(by("link-"+b))+`).scrollIntoView({block: "center"}), true)`)
			p.tap(by("link-" + b))
			if kind != engine.LinkLand {
				fill(t, ctx, by("kind-"+b), string(kind))
				p.n += 2 // open the select, pick
			}
		}
		p.tap(by("terr-save-next"))
	}
	waitOpen(t, ctx, "zone_30")
	checkZirkelLinks(t, st)
	t.Logf("the 31 links ticked in the territory form: %d taps", p.n)
	if p.n != zirkelTicksToday {
		t.Errorf("%d taps, zirkelTicksToday says %d", p.n, zirkelTicksToday)
	}
}

// waitOpen waits until the editor's territory form is territory id's.
func waitOpen(t *testing.T, ctx context.Context, id string) {
	t.Helper()
	// eventually, not chromedp.Poll: a pick may load the editor anew, and
	// a poll in the page it left fails ("Cannot find context").
	js := `(document.querySelector('[data-testid="territory-editor"] input[name="t"]') || {}).value === ` + jsString(id)
	if !eventually(ctx, js) {
		t.Fatalf("the form of %s did not open within %v", id, stepTimeout)
	}
}

// TestArcadiaProposalsOnThePicture: on a copy of Arcadia with a drawn
// map (spots, no photo), the link assistant's proposals are drawn dashed
// on the picture; a tap on one confirms it as the table's link through
// the assistant's own route, and the proposals drawn are the assistant's
// after that save. "Confirm all" stays a button beside the picture.
func TestArcadiaProposalsOnThePicture(t *testing.T) {
	t.Parallel()
	srv, st := heraldServer(t)
	ctx := newBrowser(t, 768, 1024)
	navigate(t, ctx, srv.URL+"/boards?lang=en")
	click(t, ctx, by("copy-arcadia"))
	waitVisible(t, ctx, by("board-editor"))
	id := strings.TrimPrefix(evalJS[string](t, ctx, `location.pathname`), "/boards/")
	spec, meta := storedBoard(t, st, id)
	spec.Picture = &engine.Picture{Width: 1400, Height: 1000}
	for i := range spec.Territories {
		spec.Territories[i].Spot = &engine.Spot{X: 70 + 143*(i%7), Y: 80 + 160*(i/7)}
	}
	data, err := maps.EncodeMeta(spec, meta)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.SaveBoard(context.Background(), store.Board{ID: id, Name: "Arcadia", Edition: meta.Edition, Data: data}); err != nil {
		t.Fatal(err)
	}
	navigate(t, ctx, srv.URL+"/boards/"+id+"?lang=en")
	waitVisible(t, ctx, by("assist-confirm-all"))
	listed := count(t, ctx, `[data-testid="assist-proposals"] li`)
	drawn := evalJS[[]string](t, ctx, `[...document.querySelectorAll('[data-testid="link-board"] .proposed')].map(g => g.dataset.a + " " + g.dataset.b)`)
	if listed == 0 || len(drawn) != listed {
		t.Fatalf("%d proposals drawn, %d listed", len(drawn), listed)
	}
	evalJS[bool](t, ctx, `(document.querySelector('[data-testid="link-board"]').scrollIntoView({block: "center"}), true)`)
	// A point of a proposal's line that only it covers (lines cross).
	at := evalJS[map[string]any](t, ctx, `(() => {
		for (const g of document.querySelectorAll('[data-testid="link-board"] .proposed')) {
			const l = g.querySelector('.link-stroke'), m = l.getScreenCTM(), p = l.ownerSVGElement.createSVGPoint();
			for (const f of [0.3, 0.4, 0.6, 0.7]) {
				p.x = +l.getAttribute("x1") + f * (l.getAttribute("x2") - l.getAttribute("x1"));
				p.y = +l.getAttribute("y1") + f * (l.getAttribute("y2") - l.getAttribute("y1"));
				const q = p.matrixTransform(m), hit = document.elementFromPoint(q.x, q.y);
				if (hit && hit.closest('.proposed') === g) return {x: q.x, y: q.y, a: g.dataset.a, b: g.dataset.b};
			}
		}
		return {};
	})()`)
	a, _ := at["a"].(string)
	b, _ := at["b"].(string)
	if a == "" {
		t.Fatal("no proposal can be tapped on its own")
	}
	touchAt(t, ctx, at["x"].(float64), at["y"].(float64))
	waitVisible(t, ctx, by("line-"+a+"-"+b))
	sctx, cancel := step(ctx)
	defer cancel()
	if err := chromedp.Do(sctx, chromedp.WaitVisible(chromedp.CSS(`[data-testid="link-picture"][data-saved]`))); err != nil {
		t.Fatalf("the confirmation was not saved: %v", err)
	}
	after, _ := storedBoard(t, st, id)
	confirmed := slices.ContainsFunc(after.Links, func(l engine.LinkSpec) bool {
		return (l.A == a && l.B == b || l.A == b && l.B == a) && l.Kind == engine.LinkLand && l.Confidence == "high"
	})
	if !confirmed {
		t.Errorf("%s – %s tapped, not stored as the table's link", a, b)
	}
	if len(after.Links) != len(spec.Links)+1 {
		t.Errorf("%d links stored, want %d", len(after.Links), len(spec.Links)+1)
	}
	now := evalJS[[]string](t, ctx, `[...document.querySelectorAll('[data-testid="link-board"] .proposed')].map(g => g.dataset.a + " " + g.dataset.b)`)
	navigate(t, ctx, srv.URL+"/boards/"+id+"?lang=en")
	fresh := evalJS[[]string](t, ctx, `[...document.querySelectorAll('[data-testid="link-board"] .proposed')].map(g => g.dataset.a + " " + g.dataset.b)`)
	slices.Sort(now)
	slices.Sort(fresh)
	if !slices.Equal(now, fresh) || slices.Contains(fresh, a+" "+b) {
		t.Errorf("after the tap the picture proposes %v, the assistant %v", now, fresh)
	}
	tapChoice(t, ctx, st, id)
	for _, v := range runAxe(t, ctx, loadAxe(t)) {
		if v.Impact == "critical" || v.Impact == "serious" {
			t.Errorf("proposals on the picture: %s [%s] %s: %s", v.ID, v.Impact, v.Help, strings.Join(v.Targets, " | "))
		}
	}
	assertNoJSErrors(t, ctx)
}

// tapChoice: the assistant's neighbour-list choices are drawn on the
// picture, each list by its lines to the territories no other list has;
// a tap on one enters that list as the territory's links, complete.
func tapChoice(t *testing.T, ctx context.Context, st *store.Store, id string) {
	t.Helper()
	spec, _ := storedBoard(t, st, id)
	adv := views.AdviseLinks(spec, "en")
	if adv == nil || len(adv.Choices) == 0 {
		t.Fatal("the assistant offers no neighbour lists to draw")
	}
	want := map[string]bool{}
	for i, l := range adv.Choices {
		own := slices.ContainsFunc(l, func(y string) bool {
			for j, o := range adv.Choices {
				if j != i && slices.Contains(o, y) {
					return false
				}
			}
			return true
		})
		if own {
			want[strings.Join(l, " ")] = true
		}
	}
	drawn := evalJS[[]string](t, ctx, `[...document.querySelectorAll('[data-testid="link-board"] .link-choice')].map(g => g.dataset.t + ": " + g.dataset.list)`)
	if len(drawn) != len(want) || len(drawn) == 0 {
		t.Fatalf("choices drawn %v, want the lists %v of %s", drawn, want, adv.Next)
	}
	evalJS[bool](t, ctx, `(document.querySelector('[data-testid="link-board"]').scrollIntoView({block: "center"}), true)`)
	at := evalJS[map[string]any](t, ctx, `(() => {
		for (const g of document.querySelectorAll('[data-testid="link-board"] .link-choice')) {
			const l = g.querySelector('.link-stroke'), m = l.getScreenCTM(), p = l.ownerSVGElement.createSVGPoint();
			for (const f of [0.5, 0.4, 0.6, 0.3, 0.7]) {
				p.x = +l.getAttribute("x1") + f * (l.getAttribute("x2") - l.getAttribute("x1"));
				p.y = +l.getAttribute("y1") + f * (l.getAttribute("y2") - l.getAttribute("y1"));
				const q = p.matrixTransform(m), hit = document.elementFromPoint(q.x, q.y);
				if (hit && hit.closest('.link-choice') === g) return {x: q.x, y: q.y, list: g.dataset.list};
			}
		}
		return {};
	})()`)
	list, _ := at["list"].(string)
	if list == "" {
		t.Fatal("no choice can be tapped on its own")
	}
	touchAt(t, ctx, at["x"].(float64), at["y"].(float64))
	waitText(t, ctx, by("link-prompt"), "are entered")
	sctx, cancel := step(ctx)
	defer cancel()
	if err := chromedp.Do(sctx, chromedp.WaitVisible(chromedp.CSS(`[data-testid="link-picture"][data-saved]`))); err != nil {
		t.Fatalf("the list was not saved: %v", err)
	}
	after, _ := storedBoard(t, st, id)
	var got []string
	for _, l := range after.Links {
		switch adv.Next {
		case l.A:
			got = append(got, l.B)
		case l.B:
			got = append(got, l.A)
		}
	}
	slices.Sort(got)
	wantList := strings.Fields(list)
	slices.Sort(wantList)
	i := slices.IndexFunc(after.Territories, func(x engine.Territory) bool { return x.ID == adv.Next })
	if !slices.Equal(got, wantList) || !after.Territories[i].LinksComplete {
		t.Errorf("%s tapped with %v: stored neighbours %v, complete %v", adv.Next, wantList, got, after.Territories[i].LinksComplete)
	}
}
