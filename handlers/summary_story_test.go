package handlers_test

import (
	"math"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/story"
)

// TestSummaryStoryOfRecordedGames: for every complete recorded game the
// summary page (GET /games/:id/summary, through the handler) shows the
// story's numbers: the territories and units charts' tables hold, per
// round and player, what an independent replay counts on the board at
// each round's end (and what story.ForSummary says); the income chart's
// columns sum to the players' reinforcement totals per round; the luck
// chart is story's cumulative luck; and the turning points are the five
// invasions with the highest weighted surprise, in order, with their
// chances and their last rolls' dice.
func TestSummaryStoryOfRecordedGames(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(recordedDir, "*", "*.json"))
	tested := 0
	for _, path := range files {
		if filepath.Base(filepath.Dir(path)) == "boards" {
			continue
		}
		g := enginetest.Load(t, path)
		if !g.Expect.Over {
			continue
		}
		tested++
		name := strings.TrimSuffix(filepath.Base(path), ".json")
		t.Run(filepath.Base(filepath.Dir(path))+"/"+name, func(t *testing.T) {
			s := newServer(t)
			id := s.storeGame(g, s.storeBoards(g), len(g.Events))
			board := enginetest.Board(t, recordedDir, g)
			events := enginetest.Events(t, g)
			want, _, _, err := story.ForSummary(board, events)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := html.Parse(strings.NewReader(s.page("/games/"+strconv.FormatInt(id, 10)+"/summary", "en")))
			if err != nil {
				t.Fatal(err)
			}
			terr, units := roundEnds(t, board, events)
			checkChart(t, doc, "territories", want, terr, func(p story.Player) []float64 { return ints(p.Territories) })
			checkChart(t, doc, "units", want, units, func(p story.Player) []float64 { return ints(p.Units) })
			checkChart(t, doc, "luck-rounds", want, nil, func(p story.Player) []float64 { return p.Luck })
			neutralLuck(t, doc, want)
			checkIncome(t, doc, want)
			checkTurning(t, doc, want)
		})
	}
	if tested == 0 {
		t.Fatal("no complete recorded game")
	}
}

// roundEnds counts each player's territories and units on the board at
// the end of every round (index 0: after the set-up) by walking the
// replay itself, not through story.
func roundEnds(t *testing.T, b *engine.Board, events []engine.Event) (terr, units map[string][]float64) {
	terr, units = map[string][]float64{}, map[string][]float64{}
	write := func(s *engine.State) {
		for p, pl := range s.Players {
			n, u := 0.0, 0.0
			for tr, o := range s.Owner {
				if o == p {
					n++
					u += float64(s.Units[tr])
				}
			}
			terr[pl.Name] = append(terr[pl.Name], n)
			units[pl.Name] = append(units[pl.Name], u)
		}
	}
	_, err := engine.ReplayEach(b, events, func(before *engine.State, _ engine.Event, after *engine.State) {
		if before == nil {
			write(after)
			return
		}
		for r := before.Round; r < after.Round || (r == before.Round && after.Over && !before.Over); r++ {
			write(after)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return terr, units
}

func ints(v []int) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = float64(x)
	}
	return out
}

// chartTable is a chart's numbers table on the page: column heads and
// rows of cells (the first cell the round).
func chartTable(t *testing.T, doc *html.Node, id string) (head []string, rows [][]string) {
	t.Helper()
	fig := find(doc, func(n *html.Node) bool { return attr(n, "id") == "chart-"+id })
	if fig == nil {
		t.Fatalf("no chart %q on the page", id)
	}
	for _, th := range all(find(fig, tag("thead")), tag("th")) {
		head = append(head, text(th))
	}
	for _, tr := range all(find(fig, tag("tbody")), tag("tr")) {
		var row []string
		for _, c := range all(tr, func(n *html.Node) bool { return tag("th")(n) || tag("td")(n) }) {
			row = append(row, text(c))
		}
		rows = append(rows, row)
	}
	return head, rows
}

func num(t *testing.T, s string) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(strings.ReplaceAll(s, "−", "-"), 64)
	if err != nil {
		t.Fatalf("not a number: %q", s)
	}
	return f
}

// checkChart: the chart's column per player is story's series (within
// the table's rounding), and the independent count where given.
func checkChart(t *testing.T, doc *html.Node, id string, st *story.Story, indep map[string][]float64, of func(story.Player) []float64) {
	t.Helper()
	head, rows := chartTable(t, doc, id)
	if len(rows) != st.Rounds+1 {
		t.Fatalf("%s: %d rows, want rounds 0..%d", id, len(rows), st.Rounds)
	}
	shown := 0
	for _, p := range st.Players {
		col := -1
		for i, h := range head {
			if h == p.Name {
				col = i
			}
		}
		if col < 0 {
			held := slices.ContainsFunc(of(p), func(v float64) bool { return v != 0 })
			if !p.Neutral || (id != "luck-rounds" && held) {
				t.Errorf("%s: no column for %s", id, p.Name)
			}
			continue
		}
		shown++
		for r, row := range rows {
			got := num(t, row[col])
			if w := of(p)[r]; math.Abs(got-w) > 0.051 {
				t.Errorf("%s: %s round %d shows %v, story says %v", id, p.Name, r, got, w)
			}
			if indep != nil && got != indep[p.Name][r] {
				t.Errorf("%s: %s round %d shows %v, the board has %v", id, p.Name, r, got, indep[p.Name][r])
			}
		}
	}
	if shown == 0 {
		t.Errorf("%s: no player's column", id)
	}
}

// neutralLuck: the neutral army's dice are nobody's luck, so the luck
// chart has no column for it (its territories and units stay).
func neutralLuck(t *testing.T, doc *html.Node, st *story.Story) {
	t.Helper()
	head, _ := chartTable(t, doc, "luck-rounds")
	for _, p := range st.Players {
		if p.Neutral && slices.Contains(head, p.Name) {
			t.Errorf("the luck chart shows the neutral army %s", p.Name)
		}
	}
}

// checkIncome: each round's stacked sources add up to the players'
// reinforcement totals in that round.
func checkIncome(t *testing.T, doc *html.Node, st *story.Story) {
	t.Helper()
	head, rows := chartTable(t, doc, "income")
	if len(head) < 2 {
		t.Fatalf("income chart without sources: %v", head)
	}
	for r, row := range rows {
		sum, want := 0.0, 0
		for _, v := range row[1:] {
			sum += num(t, v)
		}
		for _, p := range st.Players {
			want += p.Income[r].Total
		}
		if sum != float64(want) {
			t.Errorf("income round %d: sources add up to %v, the engine's totals to %d", r, sum, want)
		}
	}
}

// checkTurning: the page's turning points are the five invasions with
// the highest (1 - chance) × weight, ranked here by sorting every
// invasion, in order, with their rounds, chances, outcomes, rolls and
// the last rolls' dice.
func checkTurning(t *testing.T, doc *html.Node, st *story.Story) {
	t.Helper()
	vs := append([]story.Invasion(nil), st.Invasions...)
	score := func(v story.Invasion) float64 {
		if !v.Known {
			return 0
		}
		return (1 - v.Chance) * story.Weight(v.Stake)
	}
	sort.SliceStable(vs, func(i, j int) bool { return score(vs[i]) > score(vs[j]) })
	for len(vs) > 0 && score(vs[len(vs)-1]) == 0 {
		vs = vs[:len(vs)-1]
	}
	vs = vs[:min(5, len(vs))]
	lis := all(doc, func(n *html.Node) bool { return attr(n, "data-testid") == "turning-point" })
	if len(lis) != len(vs) {
		t.Fatalf("%d turning points on the page, want %d", len(lis), len(vs))
	}
	for i, li := range lis {
		v := vs[i]
		outcome := map[bool]string{true: "taken", false: "held"}[v.Taken]
		if attr(li, "data-round") != strconv.Itoa(v.Round) || num(t, attr(li, "data-chance")) != math.Round(v.Chance*1e6)/1e6 ||
			attr(li, "data-rolls") != strconv.Itoa(v.Last-v.First+1) || attr(li, "data-outcome") != outcome {
			t.Errorf("turning point %d: round %s, chance %s, %s rolls, %s; want the invasion of battles %d..%d (round %d, %.6f, %s)", i+1,
				attr(li, "data-round"), attr(li, "data-chance"), attr(li, "data-rolls"), attr(li, "data-outcome"), v.First, v.Last, v.Round, v.Chance, outcome)
		}
		var want []story.Battle
		for _, b := range st.Battles[max(v.First, v.Last-2) : v.Last+1] {
			if len(b.AttackDice)+len(b.DefendDice) > 0 {
				want = append(want, b)
			}
		}
		for side, dice := range map[string]func(story.Battle) []int{"attack": func(b story.Battle) []int { return b.AttackDice }, "defend": func(b story.Battle) []int { return b.DefendDice }} {
			var faces, wantFaces []int
			for _, d := range all(li, func(n *html.Node) bool { return attr(n, "data-testid") == "die-"+side }) {
				f, _ := strconv.Atoi(attr(d, "data-face"))
				faces = append(faces, f)
			}
			for _, b := range want {
				wantFaces = append(wantFaces, dice(b)...)
			}
			if !equalInts(faces, wantFaces) {
				t.Errorf("turning point %d: %s dice %v, the log's last rolls have %v", i+1, side, faces, wantFaces)
			}
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func tag(name string) func(*html.Node) bool {
	return func(n *html.Node) bool { return n.Type == html.ElementNode && n.Data == name }
}

func find(n *html.Node, ok func(*html.Node) bool) *html.Node {
	if l := all(n, ok); len(l) > 0 {
		return l[0]
	}
	return nil
}

func all(n *html.Node, ok func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	if n == nil {
		return nil
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if ok(c) {
			out = append(out, c)
		}
		out = append(out, all(c, ok)...)
	}
	return out
}

func text(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return strings.TrimSpace(b.String())
}
