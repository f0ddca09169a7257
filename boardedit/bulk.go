package boardedit

import (
	"slices"
	"strings"

	"herald/engine"
)

// Bulk steps of the editor: a pasted link list, a pasted territory list
// with region headings, and confirming a region's draft links at once.
// Every pasted line is parsed before anything changes: one bad line and
// the board stays as it was, with every bad line reported by number.

// MaxPasteLines bounds a pasted list; the largest shipped board has 48
// territories and about 120 links.
const MaxPasteLines = 400

// LineError is one pasted line that does not parse: its number (from 1),
// the text, and why (Reason is an i18n key; Name the part not understood).
type LineError struct {
	Line   int
	Text   string
	Reason string
	Name   string
}

// Reasons a pasted line is refused.
const (
	ReasonNoPair   = "boards.line_no_pair"   // not "A – B" or "A, B"
	ReasonUnknown  = "boards.line_unknown"   // a name that is no territory
	ReasonAmbig    = "boards.line_ambiguous" // a name of two territories
	ReasonSelf     = "boards.line_self"      // A – A
	ReasonRegion   = "boards.line_region"    // a heading that is no region
	ReasonTooMany  = "boards.line_too_many"  // more than MaxPasteLines lines
	ReasonNoRegion = "boards.line_no_region" // a territory before any region
)

// lines splits pasted text into numbered, trimmed lines without list
// bullets; empty lines keep their number but are skipped.
func lines(text string) (nums []int, out []string) {
	for i, line := range strings.Split(strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n"), "\n") {
		line = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(line), "*•·\t "))
		line = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(line, "- "), "– "))
		if line != "" {
			nums, out = append(nums, i+1), append(out, line)
		}
	}
	return nums, out
}

// FindTerritory finds the territory a table means by name: its id, or its
// name in any language, ignoring case, spaces, dashes and apostrophes.
// ok is false for no territory; ambiguous when two territories fit.
func FindTerritory(s engine.BoardSpec, name string) (id string, ok, ambiguous bool) {
	f := engine.Fold(name)
	if f == "" {
		return "", false, false
	}
	for _, t := range s.Territories {
		if t.ID == name {
			return t.ID, true, false
		}
	}
	for _, t := range s.Territories {
		hit := engine.Fold(t.ID) == f
		for _, n := range t.Names {
			hit = hit || engine.Fold(n) == f
		}
		if hit {
			if ok && id != t.ID {
				return "", false, true
			}
			id, ok = t.ID, true
		}
	}
	return id, ok, false
}

// FindRegion finds a region by id or name in any language, as FindTerritory.
func FindRegion(s engine.BoardSpec, name string) (string, bool) {
	f := engine.Fold(name)
	for _, r := range s.Regions {
		hit := r.ID == name || engine.Fold(r.ID) == f
		for _, n := range r.Names {
			hit = hit || engine.Fold(n) == f
		}
		if hit && f != "" {
			return r.ID, true
		}
	}
	return "", false
}

// pairSeparators split a link line: an en or em dash, " - ", a comma, a
// semicolon or a tab. The first that splits the line in two is used.
var pairSeparators = []string{"–", "—", " - ", ",", ";", "\t", "<->", "↔"}

func splitPair(line string) (string, string, bool) {
	for _, sep := range pairSeparators {
		if a, b, ok := strings.Cut(line, sep); ok {
			a, b = strings.TrimSpace(a), strings.TrimSpace(b)
			if a != "" && b != "" && !strings.Contains(b, sep) {
				return a, b, true
			}
		}
	}
	return "", "", false
}

// ParseLinks reads a pasted link list, one "A – B" or "A, B" per line, by
// names (any language) or ids. It returns the links (land, confirmed: the
// table typed them off its board) or every bad line.
func ParseLinks(s engine.BoardSpec, text string) ([]engine.LinkSpec, []LineError) {
	nums, ls := lines(text)
	if len(ls) > MaxPasteLines {
		return nil, []LineError{{Line: nums[MaxPasteLines], Reason: ReasonTooMany}}
	}
	var out []engine.LinkSpec
	var bad []LineError
	for i, line := range ls {
		a, b, ok := splitPair(line)
		if !ok {
			bad = append(bad, LineError{Line: nums[i], Text: line, Reason: ReasonNoPair})
			continue
		}
		ida, e1 := lookup(s, a, nums[i], line)
		idb, e2 := lookup(s, b, nums[i], line)
		switch {
		case e1 != nil:
			bad = append(bad, *e1)
		case e2 != nil:
			bad = append(bad, *e2)
		case ida == idb:
			bad = append(bad, LineError{Line: nums[i], Text: line, Reason: ReasonSelf, Name: a})
		default:
			if ida > idb {
				ida, idb = idb, ida
			}
			out = append(out, engine.LinkSpec{A: ida, B: idb, Kind: engine.LinkLand, Confidence: "high"})
		}
	}
	if len(bad) > 0 {
		return nil, bad
	}
	return out, nil
}

func lookup(s engine.BoardSpec, name string, line int, text string) (string, *LineError) {
	id, ok, amb := FindTerritory(s, name)
	switch {
	case amb:
		return "", &LineError{Line: line, Text: text, Reason: ReasonAmbig, Name: name}
	case !ok:
		return "", &LineError{Line: line, Text: text, Reason: ReasonUnknown, Name: name}
	}
	return id, nil
}

// AddLinks adds links not on the board yet and confirms those that are
// (keeping their kind). It returns how many were new.
func AddLinks(s *engine.BoardSpec, links []engine.LinkSpec) int {
	added := 0
	for _, l := range links {
		i := slices.IndexFunc(s.Links, func(x engine.LinkSpec) bool {
			return (x.A == l.A && x.B == l.B) || (x.A == l.B && x.B == l.A)
		})
		if i >= 0 {
			s.Links[i].Confidence = "high"
			continue
		}
		s.Links = append(s.Links, l)
		added++
	}
	return added
}

// ConfirmRegionLinks confirms every draft (unconfirmed) link that touches
// a territory of region: the table checked them on its board in one go.
// It returns how many it confirmed.
func ConfirmRegionLinks(s *engine.BoardSpec, region string) (int, error) {
	if regionIndex(s, region) < 0 {
		return 0, ErrUnknown
	}
	in := map[string]bool{}
	for _, t := range s.Territories {
		if t.InRegion(region) {
			in[t.ID] = true
		}
	}
	n := 0
	for i, l := range s.Links {
		if l.Confidence != "high" && (in[l.A] || in[l.B]) {
			s.Links[i].Confidence = "high"
			n++
		}
	}
	return n, nil
}

// DraftLinks counts the unconfirmed links touching region.
func DraftLinks(s engine.BoardSpec, region string) int {
	in := map[string]bool{}
	for _, t := range s.Territories {
		if t.InRegion(region) {
			in[t.ID] = true
		}
	}
	n := 0
	for _, l := range s.Links {
		if l.Confidence != "high" && (in[l.A] || in[l.B]) {
			n++
		}
	}
	return n
}

// Placement is one line of a pasted territory list: a new territory, or
// one already on the board that moves into the region (and, written
// "Old = New", is renamed).
type Placement struct {
	Region string
	Name   string // the new territory's name, or the new name ("" keeps it)
	ID     string // an existing territory, "" for a new one
}

// ParseTerritories reads a pasted territory list. A line ending in ":"
// naming a region (any language) puts the lines after it into that
// region; before any heading they go into region (the form's choice, ""
// for none). "Old name = New name" renames a territory on the board; a
// name already on the board moves it into the region. Nothing is placed
// unless every line parses.
func ParseTerritories(s engine.BoardSpec, region, text string) ([]Placement, []LineError) {
	nums, ls := lines(text)
	if len(ls) > MaxPasteLines {
		return nil, []LineError{{Line: nums[MaxPasteLines], Reason: ReasonTooMany}}
	}
	var out []Placement
	var bad []LineError
	for i, line := range ls {
		if head, ok := strings.CutSuffix(line, ":"); ok {
			r, found := FindRegion(s, strings.TrimSpace(head))
			if !found {
				bad = append(bad, LineError{Line: nums[i], Text: line, Reason: ReasonRegion, Name: strings.TrimSpace(head)})
			}
			region = r
			continue
		}
		if region == "" {
			bad = append(bad, LineError{Line: nums[i], Text: line, Reason: ReasonNoRegion})
			continue
		}
		p := Placement{Region: region, Name: line}
		if old, nw, ok := strings.Cut(line, "="); ok {
			id, e := lookup(s, strings.TrimSpace(old), nums[i], line)
			if e != nil {
				bad = append(bad, *e)
				continue
			}
			p.ID, p.Name = id, strings.TrimSpace(nw)
		} else if id, ok, _ := FindTerritory(s, line); ok {
			p.ID, p.Name = id, ""
		}
		out = append(out, p)
	}
	if len(bad) > 0 {
		return nil, bad
	}
	return out, nil
}

// Place carries out parsed placements; it returns how many territories
// are new, how many moved or were renamed, and the names already there as
// pasted (so pasting a list twice does no harm). A name given twice in
// one list is added once.
func Place(s *engine.BoardSpec, lang string, ps []Placement) (added, moved int, same []string) {
	for _, p := range ps {
		if p.ID == "" {
			if id, ok, _ := FindTerritory(*s, p.Name); ok {
				p.ID, p.Name = id, ""
			}
		}
		if p.ID == "" {
			id := FreeID(Slug(p.Name), "territory", func(id string) bool { return id == "" || territoryIndex(s, id) >= 0 })
			s.Territories = append(s.Territories, engine.Territory{ID: id, Names: newNames(p.Name), Region: p.Region})
			added++
			continue
		}
		t := &s.Territories[territoryIndex(s, p.ID)]
		if t.Region == p.Region && (p.Name == "" || p.Name == t.Names.In(lang)) {
			same = append(same, t.Names.In(lang))
			continue
		}
		t.Region = p.Region
		if t.AlsoRegion == t.Region {
			t.AlsoRegion = ""
		}
		if p.Name != "" {
			t.Names = Rename(t.Names, lang, p.Name)
		}
		moved++
	}
	return added, moved, same
}
