package views

import (
	"context"
	"html"
	"math"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"herald/engine"
	"herald/engine/enginetest"
	"herald/maps"
)

// pictureGame replays a recorded Game of Thrones game (Westeros has a
// drawn map) and returns the first state at which keep says yes.
func pictureGame(t *testing.T, keep func(*engine.State) bool) *engine.State {
	t.Helper()
	g := enginetest.Load(t, filepath.Join(gamesDir, "got", "two_players_trade_and_takeover.json"))
	var found *engine.State
	_, err := engine.ReplayEach(enginetest.Board(t, gamesDir, g), enginetest.Events(t, g), func(_ *engine.State, _ engine.Event, after *engine.State) {
		if found == nil && keep(after) {
			found = after.Clone()
		}
	})
	if err != nil || found == nil {
		t.Fatalf("no state found (%v)", err)
	}
	return found
}

var spotTag = regexp.MustCompile(`<g id="spot-([a-z0-9_]+)"[^>]*>`)

// spotsOf are the picture's territories by id, each its opening tag.
func spotsOf(t *testing.T, st *engine.State, g GameView) map[string]string {
	t.Helper()
	g.State = st
	var b strings.Builder
	if err := BoardPicture(Ctx{Lang: "en"}, g, true).Render(context.Background(), &b); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, m := range spotTag.FindAllStringSubmatch(b.String(), -1) {
		out[m[1]] = m[0]
	}
	return out
}

func attr(tag, name string) (string, bool) {
	m := regexp.MustCompile(` ` + name + `="([^"]*)"`).FindStringSubmatch(tag)
	if m == nil {
		return "", false
	}
	return html.UnescapeString(m[1]), true
}

// ids are territories' ids, sorted.
func ids(st *engine.State, ts []engine.TerritoryID) []string {
	out := []string{}
	for _, t := range ts {
		out = append(out, st.Board.Territories[t].ID)
	}
	slices.Sort(out)
	return out
}

func words(s string) []string {
	out := strings.Fields(s)
	slices.Sort(out)
	if out == nil {
		out = []string{}
	}
	return out
}

// The picture names every territory with a spot and carries its owner and
// units from the state, in its accessible name and its data.
func TestPictureShowsOwnersAndUnits(t *testing.T) {
	st := pictureGame(t, func(s *engine.State) bool { return s.Round >= 2 })
	spots := spotsOf(t, st, GameView{ID: 1})
	if len(spots) != len(st.Board.Territories) {
		t.Fatalf("%d territories on the picture, want %d", len(spots), len(st.Board.Territories))
	}
	for i, terr := range st.Board.Territories {
		tag := spots[terr.ID]
		owner, units := st.Owner[i], st.Units[i]
		label, _ := attr(tag, "aria-label")
		noun := " units"
		if units == 1 {
			noun = " unit"
		}
		want := terr.Names["en"] + ": " + st.Players[owner].Name + ", " + strconv.Itoa(units) + noun
		if label != want {
			t.Errorf("%s: aria-label %q, want %q", terr.ID, label, want)
		}
		if o, _ := attr(tag, "data-owner"); o != strconv.Itoa(owner) {
			t.Errorf("%s: data-owner %q, want %d", terr.ID, o, owner)
		}
		if u, _ := attr(tag, "data-units"); u != strconv.Itoa(units) {
			t.Errorf("%s: data-units %q, want %d", terr.ID, u, units)
		}
		if c, _ := attr(tag, "class"); !strings.Contains(c, HouseClass(st, owner)) {
			t.Errorf("%s: class %q lacks the owner's %s", terr.ID, c, HouseClass(st, owner))
		}
		if tab, _ := attr(tag, "tabindex"); tab != "0" {
			t.Errorf("%s: not focusable", terr.ID)
		}
	}
}

// What a tap may choose is what the engine allows: placing on the current
// player's territories; attacking from one with two units or more the
// enemies next to it; maneuvering to what the engine's Reachable says.
func TestPictureChoicesAreTheEngines(t *testing.T) {
	st := pictureGame(t, func(s *engine.State) bool { return s.Round >= 2 && s.ToPlace() > 0 && s.Pending == nil })
	for id, tag := range spotsOf(t, st, GameView{ID: 1}) {
		tid, _ := st.Board.Lookup(id)
		_, place := attr(tag, "data-place")
		if want := st.Owner[tid] == st.Current; place != want {
			t.Errorf("placing: %s data-place %v, want %v", id, place, want)
		}
	}
	st = pictureGame(t, func(s *engine.State) bool {
		return s.Round >= 2 && s.Phase == engine.PhaseAttack && s.Pending == nil && s.ToPlace() == 0
	})
	attacks := 0
	for id, tag := range spotsOf(t, st, GameView{ID: 1}) {
		tid, _ := st.Board.Lookup(id)
		var enemies []engine.TerritoryID
		for _, n := range st.Board.MaybeNeighbours(tid) {
			if !st.Teammates(st.Owner[n], st.Current) {
				enemies = append(enemies, n)
			}
		}
		from := st.Owner[tid] == st.Current && st.Units[tid] >= 2
		got, has := attr(tag, "data-attack")
		if has != from {
			t.Errorf("attack: %s can start an attack %v, want %v", id, has, from)
			continue
		}
		if !from {
			continue
		}
		attacks += len(enemies)
		if !slices.Equal(words(got), ids(st, enemies)) {
			t.Errorf("attack from %s reaches %v, want %v", id, words(got), ids(st, enemies))
		}
		m, _ := attr(tag, "data-maneuver")
		if want := ids(st, st.Reachable(st.Current, tid)); !slices.Equal(words(m), want) {
			t.Errorf("maneuver from %s reaches %v, want %v", id, words(m), want)
		}
	}
	if attacks == 0 {
		t.Fatal("no attack to check")
	}
}

// The attack's chosen territory highlights its targets, and only them.
func TestPictureHighlightsTheChosenAttack(t *testing.T) {
	st := pictureGame(t, func(s *engine.State) bool {
		return s.Round >= 2 && s.Phase == engine.PhaseAttack && s.Pending == nil && s.ToPlace() == 0
	})
	from := ""
	for _, o := range (Ctx{Lang: "en"}).ownTerritories(st, st.Current, 2, "") {
		from = o.Value
		break
	}
	if from == "" {
		t.Skip("no territory to attack from")
	}
	tid, _ := st.Board.Lookup(from)
	want := map[string]bool{}
	for _, n := range st.Board.MaybeNeighbours(tid) {
		if st.Owner[n] != st.Current {
			want[st.Board.Territories[n].ID] = true
		}
	}
	for id, tag := range spotsOf(t, st, GameView{ID: 1, AttackFrom: from}) {
		c, _ := attr(tag, "class")
		if picked := strings.Contains(" "+c+" ", " pick "); picked != want[id] {
			t.Errorf("attack from %s: %s highlighted %v, want %v", from, id, picked, want[id])
		}
		if id == from && !strings.Contains(c, "chosen") {
			t.Errorf("%s, the attack's start, is not marked chosen: %q", id, c)
		}
	}
}

// A board without spots has no picture, and the board list is as before.
func TestNoSpotsNoPicture(t *testing.T) {
	st := pictureGame(t, func(s *engine.State) bool { return s.Round >= 2 })
	spec := st.Board.Spec()
	spec.Picture = nil
	// Spec shares its territories with the board, which other tests of
	// the recorded game read: the copy is this test's own.
	spec.Territories = slices.Clone(spec.Territories)
	for i := range spec.Territories {
		spec.Territories[i].Spot = nil
	}
	b, err := engine.NewBoard(spec)
	if err != nil {
		t.Fatal(err)
	}
	st.Board = b
	var out strings.Builder
	if err := Board(Ctx{Lang: "en"}, GameView{ID: 1, State: st}).Render(context.Background(), &out); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "board-picture") || !strings.Contains(out.String(), `data-testid="terr-winterfell"`) {
		t.Fatal("a board without spots shows a picture, or lost its list")
	}
}

// Classic's world map joins Alaska and Kamchatka across the Pacific, at
// the map's two ends (classic.md's map: "Alaska ... Kamchatka"): the
// drawn map runs that link out at both edges instead of across the whole
// world; every other link is one straight line.
func TestPictureWrapsALinkAroundTheEdge(t *testing.T) {
	b, err := maps.Load("classic")
	if err != nil {
		t.Fatal(err)
	}
	st := &engine.State{Board: b}
	p := picture(Ctx{Lang: "en"}, GameView{State: st}, false)
	if want := len(b.Links) + 1; len(p.Lines) != want {
		t.Fatalf("%d lines for %d links, want %d (one link in two)", len(p.Lines), len(b.Links), want)
	}
	w := float64(p.W)
	edges := 0
	for _, l := range p.Lines {
		if 2*math.Abs(l.X1-l.X2) > w {
			t.Errorf("a line runs %v..%v, more than half the map's %v", l.X1, l.X2, w)
		}
		if l.X2 == 0 || l.X2 == w {
			edges++
		}
	}
	if edges != 2 {
		t.Errorf("%d lines end at an edge, want 2 (Alaska's and Kamchatka's)", edges)
	}
	if got := regionColour(b, "north_america"); got != printedColours["yellow"] {
		t.Errorf("North America drawn %q, want the muted yellow %q", got, printedColours["yellow"])
	}
}

// Every spot is drawn at the picture's own coordinates, its disc and its
// units at the territory's point, with no transform of its own: a
// translate() per spot gave each a transform node that every frame's
// paint and layerize walked (issue 30, tap-to-paint).
func TestPictureSpotsDrawnAtTheirPoint(t *testing.T) {
	st := pictureGame(t, func(s *engine.State) bool { return s.Round >= 2 })
	g := GameView{ID: 1, State: st}
	p := picture(Ctx{Lang: "en"}, g, true)
	var b strings.Builder
	if err := BoardPicture(Ctx{Lang: "en"}, g, true).Render(context.Background(), &b); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	if len(p.Spots) != len(st.Board.Territories) {
		t.Fatalf("%d spots, want %d", len(p.Spots), len(st.Board.Territories))
	}
	for _, s := range p.Spots {
		start := strings.Index(page, `<svg id="`+spotPartID(s.ID)+`"`)
		if start < 0 {
			t.Fatalf("%s: no part", s.ID)
		}
		part := page[start:]
		part = part[:strings.Index(part, "</svg>")]
		if strings.Contains(part, "transform=") {
			t.Errorf("%s: the spot carries a transform: %.200s", s.ID, part)
		}
		disc := regexp.MustCompile(`<circle class="spot-disc" cx="([^"]+)" cy="([^"]+)"`).FindStringSubmatch(part)
		units := regexp.MustCompile(`<text class="spot-units" x="([^"]+)" y="([^"]+)"`).FindStringSubmatch(part)
		if disc == nil || units == nil {
			t.Fatalf("%s: no disc or units at a point: %.300s", s.ID, part)
		}
		for _, got := range [][]string{disc[1:], units[1:]} {
			x, _ := strconv.ParseFloat(got[0], 64)
			y, _ := strconv.ParseFloat(got[1], 64)
			if math.Abs(x-s.X) > 0.01 || math.Abs(y-s.Y) > 0.01 {
				t.Errorf("%s: drawn at %v,%v, its point is %v,%v", s.ID, x, y, s.X, s.Y)
			}
		}
	}
}

// An edition without hand fields gets no hand correction on the board
// page: a form of a lone save button recorded an empty hand (classic's
// did). Game of Thrones' fields give each player's form.
func TestNoHandFieldsNoHandForm(t *testing.T) {
	st := pictureGame(t, func(s *engine.State) bool { return s.Round >= 2 })
	render := func(st *engine.State) string {
		var out strings.Builder
		if err := HandEntry(Ctx{Lang: "en"}, GameView{ID: 1, State: st}).Render(context.Background(), &out); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	if got := render(st); !strings.Contains(got, `data-testid="hand-form-0"`) || !strings.Contains(got, `name="card"`) {
		t.Fatalf("Game of Thrones' hand correction has no form with its fields:\n%s", got)
	}
	rules := *st.Rules
	rules.Edition = "without-panels"
	st.Rules = &rules
	if got := render(st); strings.Contains(got, "hand-form-") || strings.Contains(got, "hand-save-") {
		t.Errorf("an edition without hand fields gets a hand form:\n%s", got)
	}
}

// A picture at least 1.4 times as tall as it is wide is tall: the game
// page lays it beside the turn's forms on an upright tablet (app.css),
// where it is drawn larger than across the width above them; a board
// without a picture, a square or a wide one keeps the one column.
func TestPictureTallFromItsProportions(t *testing.T) {
	st := pictureGame(t, func(s *engine.State) bool { return s.Round >= 2 })
	b := *st.Board
	for _, c := range []struct {
		w, h int
		tall bool
	}{{640, 1000, true}, {1000, 1400, true}, {1000, 1399, false}, {1000, 1000, false}, {1600, 1000, false}} {
		b.Picture = &engine.Picture{Width: c.w, Height: c.h}
		if got := PictureTall(&b); got != c.tall {
			t.Errorf("a %dx%d picture: tall %v, want %v", c.w, c.h, got, c.tall)
		}
	}
	b.Picture = nil
	if PictureTall(&b) {
		t.Error("a board without a picture is tall")
	}
}
