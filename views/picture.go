package views

import (
	"cmp"
	"fmt"
	"hash/fnv"
	"math"
	"slices"
	"strconv"
	"strings"

	"herald/engine"
)

// picture.go: the board as a picture on the game page (issue 30). Built
// once here for every edition: the table's photo as the background, or
// without one the map Herald draws from the spots; on it each territory
// with its owner's colour, its units, the core's marks (castle, port) and
// the edition's own (Panels.TerritoryMarks, the board list's hook). What a
// tap may choose comes from the same functions that fill the turn's
// selects (ownTerritories, attackTargets, maneuverTargets), so the picture
// and the lists never disagree; static/app.js turns a tap into a choice in
// the form.

// Picture modes: which form of the turn a tap on the picture fills.
const (
	modePlace    = "place"
	modeAttack   = "attack"
	modeManeuver = "maneuver"
)

// boardPicture is what BoardPicture draws.
type boardPicture struct {
	W, H  int
	Unit  float64 // one thousandth of the picture's larger side, in its units
	Photo string  // the photo's address; "" draws the map
	Lines []pictureLine
	Spots []pictureSpot
	Modes []string // the turn's forms a tap fills, first shown first
	// ReadOnly: a picture to look at (the summary's board round by
	// round): its territories are images named for what they show, not
	// controls.
	ReadOnly bool
	// Ground names what lies under the spots (groundKey).
	Ground string
	// Claim: the picture of a set-up grid (ClaimPicture), a tap claims
	// or places there.
	Claim bool
	// Edition whose words name the picture and its territories where it
	// has its own ("picture.spot@<edition>"); "" the core's.
	Edition string
}

// pictureLine is a land border or a sea line between two spots.
type pictureLine struct {
	X1, Y1, X2, Y2 float64
	Sea            bool
}

// linkLines draws a link on a picture w wide: straight, or, when its spots
// lie more than half the width apart (Alaska and Kamchatka, at the two
// ends of the world map), around the edge, as the printed map
// does: each spot's line runs out at its side, at the same height.
func linkLines(l pictureLine, w float64) []pictureLine {
	if 2*math.Abs(l.X1-l.X2) <= w {
		return []pictureLine{l}
	}
	if l.X1 > l.X2 {
		l = pictureLine{l.X2, l.Y2, l.X1, l.Y1, l.Sea}
	}
	y := l.Y1 + (l.Y2-l.Y1)*l.X1/(l.X1+w-l.X2)
	return []pictureLine{{l.X1, l.Y1, 0, y, l.Sea}, {l.X2, l.Y2, w, y, l.Sea}}
}

// pictureSpot is one territory on the picture.
type pictureSpot struct {
	T            engine.TerritoryID
	ID           string
	X, Y         float64
	Colour       string // its region's
	Place        bool   // a place target now
	Attack       []string
	CanAttack    bool // an attack can start here
	Maneuver     []string
	CanManeuver  bool // a maneuver can start here
	Pick, Chosen bool // highlighted for the first mode (the page without script)
	Changed      bool // marked: the last action changed it (the summary: its owner)
}

// regionPalette colours the regions of a board that names no printed
// colour (engine.Region.Colour), by their order on the board.
var regionPalette = []string{"#8fa9c4", "#7fb38a", "#c9b07a", "#b58fb8", "#d49a7a", "#9fb5a0", "#c7c27d", "#8fc2bd", "#c79a9a", "#a3a3c9"}

// printedColours are the muted tones the map draws for a region whose
// printed colour is given as a word ("yellow", "magenta"...):
// the CSS colours of those names are too loud beside the players' own.
var printedColours = map[string]string{
	"yellow": "#d9c45c", "orange": "#d9955a", "red": "#c9675d", "magenta": "#b077b5", "purple": "#9a7bbf",
	"blue": "#6f92c4", "green": "#7fae72", "brown": "#a88360", "gray": "#9c9c9c", "grey": "#9c9c9c",
}

// photoURL is the address of a board photo scaled to width pixels (served
// by the photo routes).
func photoURL(sha string, width int) string {
	return fmt.Sprintf("/boards/photos/%s?w=%d", sha, width)
}

// picture builds g's board picture; interactive says whether this page
// plays the current player's turn (the tablet, the current seat's phone).
func picture(c Ctx, g GameView, interactive bool) boardPicture {
	st := g.State
	b := st.Board
	p := boardPicture{W: b.Picture.Width, H: b.Picture.Height, Unit: float64(max(b.Picture.Width, b.Picture.Height)) / 1000}
	if st.Rules != nil { // the edition's words, as the set-up picture has them
		p.Edition = st.Rules.Edition
	}
	if b.Picture.Photo != "" {
		p.Photo = photoURL(b.Picture.Photo, min(b.Picture.Width, 1600))
	}
	if interactive && !st.Over {
		p.Modes = pictureModes(st)
	}
	at := func(t engine.TerritoryID) (float64, float64, bool) {
		s := b.Territories[t].Spot
		if s == nil {
			return 0, 0, false
		}
		return float64(s.X) * float64(p.W) / engine.SpotMax, float64(s.Y) * float64(p.H) / engine.SpotMax, true
	}
	for _, l := range b.Links {
		x1, y1, ok1 := at(l.A)
		x2, y2, ok2 := at(l.B)
		if ok1 && ok2 && (l.Kind == engine.LinkLand || l.Kind == engine.LinkSea) {
			p.Lines = append(p.Lines, linkLines(pictureLine{x1, y1, x2, y2, l.Kind == engine.LinkSea}, float64(p.W))...)
		}
	}
	choice := pictureChoices(c, g, p.Modes)
	for t := range b.Territories {
		x, y, ok := at(engine.TerritoryID(t))
		if !ok {
			continue
		}
		s := choice(engine.TerritoryID(t))
		s.X, s.Y, s.Colour = x, y, regionColour(b, b.Territories[t].Region)
		s.Changed = g.Last.Changed(st, engine.TerritoryID(t))
		p.Spots = append(p.Spots, s)
	}
	p.Ground = groundKey(p)
	return p
}

// PictureTall reports whether b's picture is at least 1.4 times as tall
// as it is wide. The game page (app.css) lays such a picture beside the
// turn's forms on an upright tablet, where it is drawn larger than across
// the width above them (the height left it there is the screen's less the
// forms'); a less tall one is drawn larger across the width.
func PictureTall(b *engine.Board) bool {
	return b.HasPicture() && 10*b.Picture.Height >= 14*b.Picture.Width
}

// groundKey names p's ground, the part of the picture an action's answer
// never sends (the photo or the drawn land, the links, where each spot
// lies): two pictures with the same key differ at most in their spots'
// owners, units, marks and choices.
func groundKey(p boardPicture) string {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s %d %d|", p.Photo, p.W, p.H)
	for _, l := range p.Lines {
		fmt.Fprintf(h, "%g %g %g %g %t|", l.X1, l.Y1, l.X2, l.Y2, l.Sea)
	}
	for _, s := range p.Spots {
		fmt.Fprintf(h, "%s %g %g %s|", s.ID, s.X, s.Y, s.Colour)
	}
	return strconv.FormatUint(h.Sum64(), 36)
}

// spotPartID is the id of territory id's spot as a part of the page
// (spotPart).
func spotPartID(id string) string { return "ps-" + id }

// pictureModes are the forms of the turn a tap can fill, in the order the
// action panel shows them (views/game.templ, Action).
func pictureModes(st *engine.State) []string {
	if st.Pending != nil || len(st.Players) == 0 || st.Rules == nil || owedForm(st) != "" {
		return nil
	}
	var modes []string
	if showsReinforce(st) && st.ToPlace() > 0 {
		modes = append(modes, modePlace)
	}
	if canFinish(st) {
		if st.Phase != engine.PhaseManeuver {
			modes = append(modes, modeAttack)
		}
		if st.Maneuvers < st.ManeuverLimit() {
			modes = append(modes, modeManeuver)
		}
	}
	return modes
}

// pictureChoices says, per territory, what a tap on it can choose in
// each of modes, from the functions filling the turn's selects, and what
// the first mode highlights.
func pictureChoices(c Ctx, g GameView, modes []string) func(engine.TerritoryID) pictureSpot {
	st := g.State
	in := func(m string) bool { return strings.Contains(" "+strings.Join(modes, " ")+" ", " "+m+" ") }
	place, from := map[string]bool{}, map[string]bool{}
	if in(modePlace) {
		for _, o := range c.ownTerritories(st, st.Current, 1, "") {
			place[o.Value] = true
		}
	}
	if in(modeAttack) || in(modeManeuver) {
		for _, o := range c.ownTerritories(st, st.Current, 2, "") {
			from[o.Value] = true
		}
	}
	first := ""
	if len(modes) > 0 {
		first = modes[0]
	}
	picks, chosen := firstModePicks(c, g, first, place, from)
	return func(t engine.TerritoryID) pictureSpot {
		id := st.Board.Territories[t].ID
		s := pictureSpot{T: t, ID: id, Place: place[id], Pick: picks[id], Chosen: chosen[id]}
		if from[id] && in(modeAttack) {
			s.CanAttack, s.Attack = true, values(c.attackTargets(st, id, ""))
		}
		if from[id] && in(modeManeuver) {
			s.CanManeuver, s.Maneuver = true, values(c.maneuverTargets(st, id))
		}
		return s
	}
}

// firstModePicks are the territories the first mode highlights as a tap's
// choices and those chosen already, as the page without script shows them.
func firstModePicks(c Ctx, g GameView, mode string, place, from map[string]bool) (picks, chosen map[string]bool) {
	st := g.State
	picks, chosen = map[string]bool{}, map[string]bool{}
	set := func(m map[string]bool, ids ...string) {
		for _, id := range ids {
			if id != "" {
				m[id] = true
			}
		}
	}
	switch mode {
	case modePlace:
		picks = place
		set(chosen, g.kept("place", "territory", placeDefault(st)))
	case modeAttack:
		if g.AttackFrom == "" {
			picks = from
		} else {
			set(picks, values(c.attackTargets(st, g.AttackFrom, ""))...)
			set(chosen, g.AttackFrom, c.ChosenTarget(st, g))
		}
	case modeManeuver:
		if g.ManeuverFrom == "" {
			picks = from
		} else {
			targets := values(c.maneuverTargets(st, g.ManeuverFrom))
			set(picks, targets...)
			if g.ManeuverProposed { // a tap chooses the "from" still
				picks = from
			}
			set(chosen, g.ManeuverFrom, shownChoice(targets, g.kept("maneuver", "to", ManeuverToward(st, g.ManeuverFrom))))
		}
	}
	return picks, chosen
}

// shownChoice is the option a select of values shows: want when it is
// one of them, else the first (as the browser shows a select whose
// chosen option is missing), the same the picture's script reads.
func shownChoice(values []string, want string) string {
	switch {
	case len(values) == 0:
		return ""
	case slices.Contains(values, want):
		return want
	}
	return values[0]
}

// values are the options' values.
func values(opts []option) []string {
	out := make([]string, len(opts))
	for i, o := range opts {
		out[i] = o.Value
	}
	return out
}

// regionColour is a region's printed colour, or its colour from
// regionPalette when the board names none.
func regionColour(b *engine.Board, region string) string {
	for i, r := range b.Regions {
		if r.ID == region {
			if r.Colour != "" {
				return cmp.Or(printedColours[strings.ToLower(r.Colour)], r.Colour)
			}
			return regionPalette[i%len(regionPalette)]
		}
	}
	return regionPalette[0]
}

// storyPicture is the board at st drawn to look at, read-only: no
// choices, each territory whose owner differs from before's (the previous
// round's end; nil: none) marked as changed.
func storyPicture(c Ctx, st, before *engine.State) boardPicture {
	p := picture(c, GameView{State: st}, false)
	p.ReadOnly = true
	for i := range p.Spots {
		t := p.Spots[i].T
		p.Spots[i].Changed = before != nil && before.Owner[t] != st.Owner[t]
	}
	return p
}

// spotClass is a territory's classes on the picture.
func spotClass(st *engine.State, s pictureSpot) string {
	cls := "spot " + HouseClass(st, st.Owner[s.T])
	if s.Pick {
		cls += " pick"
	}
	if s.Chosen {
		cls += " chosen"
	}
	if s.Changed {
		cls += " changed"
	}
	return cls
}

// num writes a picture coordinate.
func num(f float64) string {
	return strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.1f", f), "0"), ".")
}

// joinWords joins ids with spaces (an attribute's list).
func joinWords(ids []string) string { return strings.Join(ids, " ") }

// boolWord is "true" or "false" (aria-pressed).
func boolWord(b bool) string { return fmt.Sprint(b) }

// pictureModeKey is the catalogue key naming a picture mode: the title of
// the form it fills.
func pictureModeKey(m string) string {
	switch m {
	case modePlace:
		return "reinforce.place"
	case modeAttack:
		return "attack.title"
	}
	return "maneuver.title"
}

// pictureLabelKey is the catalogue key naming the picture: what a tap on
// it does, or, read-only, what it shows.
func pictureLabelKey(p boardPicture) string {
	if p.ReadOnly {
		return "picture.label_story"
	}
	if p.Claim {
		return "picture.label_claim"
	}
	return "picture.label"
}

// spotLabelKey is the catalogue key naming a territory on the picture;
// read-only, it says when the territory changed hands.
func spotLabelKey(p boardPicture, s pictureSpot) string {
	if p.ReadOnly && s.Changed {
		return "picture.spot_taken"
	}
	return "picture.spot"
}
