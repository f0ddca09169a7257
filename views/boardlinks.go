package views

import (
	"encoding/json"
	"slices"

	"herald/engine"
)

// The board editor's links on the picture (issue 30): the board's photo
// or drawn map with a disc per placed territory and a line per link;
// static/link-picture.js turns two taps into a link (linkPicturePanel).

// linkPicture is what linkPicturePanel draws, in the picture's units.
type linkPicture struct {
	W, H  int
	Unit  float64 // a thousandth of the picture's larger side
	Photo string  // the photo's address; "" draws the map
	Spots []linkSpot
	Lines []linkLine
	Kinds []engine.LinkKind // offered for new links, the border first
	// Proposed are the edition's link assistant's proposals (LinkAdvice),
	// drawn dashed: a tap confirms one as the table's.
	Proposed []linkLine
	// Ports says a long press on a spot sets its port (PortsOffered);
	// PortGroups are the colours it goes through, as on the board.
	Ports      bool
	PortGroups []string
}

// linkSpot is a placed territory.
type linkSpot struct {
	ID, Name, Colour string
	X, Y             float64
	PortGroup        string // its port's colour, "" when no port
}

// linkLine is a link between two placed territories, drawn straight or,
// far apart on a world map, around the edge (linkLines).
type linkLine struct {
	A, B, NameA, NameB string
	Kind               engine.LinkKind
	Segments           []pictureLine
}

// linkPicture builds the panel's picture of v's board (which has one).
func (v BoardEditor) linkPicture(lang string) linkPicture {
	pic := v.Spec.Picture
	p := linkPicture{W: pic.Width, H: pic.Height, Unit: float64(max(pic.Width, pic.Height)) / 1000, Kinds: LinkKinds(v.Edition, ""),
		Ports: PortsOffered(v.Edition, v.Spec), PortGroups: portGroups(v.Spec)}
	if pic.Photo != "" {
		p.Photo = photoURL(pic.Photo, min(pic.Width, 1280))
	}
	colours := &engine.Board{Regions: v.Spec.Regions}
	at := map[string]linkSpot{}
	for _, t := range v.Spec.Territories {
		if t.Spot == nil {
			continue
		}
		s := linkSpot{ID: t.ID, Name: t.Names.In(lang), Colour: regionColour(colours, t.Region), PortGroup: t.PortGroup,
			X: float64(t.Spot.X) * float64(p.W) / engine.SpotMax, Y: float64(t.Spot.Y) * float64(p.H) / engine.SpotMax}
		at[t.ID] = s
		p.Spots = append(p.Spots, s)
	}
	line := func(x, y string, kind engine.LinkKind) (linkLine, bool) {
		a, okA := at[x]
		b, okB := at[y]
		if !okA || !okB {
			return linkLine{}, false
		}
		segs := linkLines(pictureLine{a.X, a.Y, b.X, b.Y, kind == engine.LinkSea}, float64(p.W))
		return linkLine{A: x, B: y, NameA: a.Name, NameB: b.Name, Kind: kind, Segments: segs}, true
	}
	for _, l := range v.Spec.Links {
		if ll, ok := line(l.A, l.B, l.Kind); ok {
			p.Lines = append(p.Lines, ll)
		}
	}
	if v.Assist != nil && v.Assist.Fits {
		for _, pr := range v.Assist.Proposed {
			if ll, ok := line(pr[0], pr[1], engine.LinkLand); ok {
				p.Proposed = append(p.Proposed, ll)
			}
		}
	}
	return p
}

// PortsOffered says whether the editor sets ports on ed's board spec:
// where the edition's boards have them, or spec has one already (then it
// can be taken off).
func PortsOffered(ed string, spec engine.BoardSpec) bool {
	return usesCastlesAndPorts(ed) || slices.ContainsFunc(spec.Territories, func(t engine.Territory) bool { return t.Port })
}

// spotLabel names spot s for a screen reader, with its port: the anchor
// drawn is hidden from it.
func spotLabel(c Ctx, s linkSpot) string {
	if s.PortGroup == "" {
		return s.Name
	}
	return c.T("boards.linkpic.spot_port", "territory", s.Name, "colour", s.PortGroup)
}

// portGroupsJSON is the port colours a long press goes through, for the
// picture's script.
func (p linkPicture) portGroupsJSON() string {
	b, _ := json.Marshal(append([]string{}, p.PortGroups...))
	return string(b)
}

// confirmWords is the sentence naming a proposal's confirmation (the
// assistant's words, %A and %B for the two territories), "" without an
// assistant.
func (v BoardEditor) confirmWords(c Ctx) string {
	if v.Assist == nil {
		return ""
	}
	return c.T(v.Assist.Words+".confirm_one", "a", "%A", "b", "%B")
}

// confirmTitle names proposal l's confirmation by a tap.
func (v BoardEditor) confirmTitle(c Ctx, l linkLine) string {
	return c.T(v.Assist.Words+".confirm_one", "a", l.NameA, "b", l.NameB)
}

// LinkChoices are the assistant's neighbour-list choices as the picture's
// script draws them (data-choices, and a script's save's answer): T's
// possible complete neighbour lists.
type LinkChoices struct {
	T     string     `json:"t"`
	Lists [][]string `json:"lists"`
}

// ChoicesOf are adv's choices now (none while no layout fits).
func ChoicesOf(adv *LinkAdvice) LinkChoices {
	c := LinkChoices{Lists: [][]string{}}
	if adv != nil && adv.Fits && len(adv.Choices) > 0 {
		c.T, c.Lists = adv.Next, adv.Choices
	}
	return c
}

// choicesJSON is v's choices for the picture's script.
func (v BoardEditor) choicesJSON() string {
	b, _ := json.Marshal(ChoicesOf(v.Assist))
	return string(b)
}

// chooseWords is the sentence naming a choice's tap (the assistant's
// words, %T the territory and %L its list), "" without an assistant.
func (v BoardEditor) chooseWords(c Ctx) string {
	if v.Assist == nil {
		return ""
	}
	return c.T(v.Assist.Words+".choose_one", "territory", "%T", "list", "%L")
}
