// Package boardedit holds the changes the board editor makes to a board
// description: regions, pasted territory lists, features and the links of
// one territory. It works on engine.BoardSpec, not on a validated board,
// because a board being entered is unfinished most of the time; maps.Check
// says what is still missing.
package boardedit

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"herald/engine"
)

// fold maps letters with diacritics to ASCII so that ids stay readable:
// "Königsmund" becomes "koenigsmund", "Île-aux-Ours" "ile_aux_ours".
var fold = map[rune]string{
	'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss", 'æ': "ae", 'œ': "oe", 'ø': "o", 'å': "a",
	'à': "a", 'á': "a", 'â': "a", 'ã': "a", 'ç': "c", 'è': "e", 'é': "e", 'ê': "e", 'ë': "e",
	'ì': "i", 'í': "i", 'î': "i", 'ï': "i", 'ñ': "n", 'ò': "o", 'ó': "o", 'ô': "o", 'õ': "o",
	'ù': "u", 'ú': "u", 'û': "u", 'ý': "y", 'ÿ': "y", 'ł': "l", 'đ': "d", 'þ': "th",
}

// Slug makes an id from a name: lower-case ASCII letters and digits
// joined by single underscores; apostrophes vanish, so "King's Landing"
// gives "kings_landing" as in the shipped boards. A name with nothing
// usable gives "".
func Slug(name string) string {
	var b strings.Builder
	gap := false
	for _, r := range strings.ToLower(name) {
		switch {
		case r == '\'' || r == '’' || r == '`':
			continue
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			if gap && b.Len() > 0 {
				b.WriteByte('_')
			}
			gap = false
			b.WriteRune(r)
		case fold[r] != "":
			if gap && b.Len() > 0 {
				b.WriteByte('_')
			}
			gap = false
			b.WriteString(fold[r])
		default:
			gap = true
		}
	}
	return b.String()
}

// FreeID is base, or base_2, base_3, ... when taken; "" counts as taken,
// so an unusable name still gets an id (fallback_2, ...).
func FreeID(base, fallback string, taken func(string) bool) string {
	if base == "" {
		base = fallback
	}
	id := base
	for n := 2; taken(id); n++ {
		id = base + "_" + strconv.Itoa(n)
	}
	return id
}

// Rename sets the name in lang. A name not translated yet (the English
// name was the same) changes in English too, so a typo fixed on a German
// page is fixed everywhere; a real translation stays as it is.
func Rename(names engine.Names, lang, name string) engine.Names {
	out := engine.Names{}
	for k, v := range names {
		out[k] = v
	}
	if lang != "en" && (out["en"] == "" || out["en"] == out[lang]) {
		out["en"] = name
	}
	out[lang] = name
	return out
}

// newNames is the name of a new region or territory: typed in one
// language, it is its English and German name until someone translates it.
func newNames(name string) engine.Names { return engine.Names{"de": name, "en": name} }

func regionIndex(s *engine.BoardSpec, id string) int {
	return slices.IndexFunc(s.Regions, func(r engine.Region) bool { return r.ID == id })
}

func territoryIndex(s *engine.BoardSpec, id string) int {
	return slices.IndexFunc(s.Territories, func(t engine.Territory) bool { return t.ID == id })
}

// AddRegion appends a region and returns its id, made from the name.
func AddRegion(s *engine.BoardSpec, name, colour string, bonus int) string {
	id := FreeID(Slug(name), "region", func(id string) bool { return id == "" || regionIndex(s, id) >= 0 })
	s.Regions = append(s.Regions, engine.Region{ID: id, Names: newNames(name), Bonus: bonus, Colour: colour})
	return id
}

// ErrUnknown: the region or territory named is not on the board (any
// more: another tablet may have removed it).
var ErrUnknown = errors.New("boardedit: no such region or territory")

// ErrRegionNotEmpty: a region with territories is not removed; move or
// remove its territories first.
var ErrRegionNotEmpty = errors.New("boardedit: the region still has territories")

// SetRegion changes a region's name (in lang), colour and bonus. A bonus
// the table changes was read off its board, so it is no longer
// unverified.
func SetRegion(s *engine.BoardSpec, id, lang, name, colour string, bonus int) error {
	i := regionIndex(s, id)
	if i < 0 {
		return ErrUnknown
	}
	r := &s.Regions[i]
	if name != "" && name != r.Names.In(lang) {
		r.Names = Rename(r.Names, lang, name)
	}
	if bonus != r.Bonus {
		r.BonusUnverified = false
	}
	r.Colour, r.Bonus = colour, bonus
	return nil
}

// ConfirmBonus marks a region's bonus as checked against the table's
// board: it is printed there as entered.
func ConfirmBonus(s *engine.BoardSpec, id string) error {
	i := regionIndex(s, id)
	if i < 0 {
		return ErrUnknown
	}
	s.Regions[i].BonusUnverified = false
	return nil
}

// RemoveRegion drops an empty region; a fortress wall that named it as its
// second region loses that second region.
func RemoveRegion(s *engine.BoardSpec, id string) error {
	i := regionIndex(s, id)
	if i < 0 {
		return ErrUnknown
	}
	if slices.ContainsFunc(s.Territories, func(t engine.Territory) bool { return t.Region == id }) {
		return ErrRegionNotEmpty
	}
	s.Regions = slices.Delete(s.Regions, i, i+1)
	for k := range s.Territories {
		if s.Territories[k].AlsoRegion == id {
			s.Territories[k].AlsoRegion = ""
		}
	}
	return nil
}

// PastedNames splits a pasted list into names: one per line, trimmed,
// without list bullets; empty lines are skipped.
func PastedNames(text string) []string {
	var out []string
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r", "\n"), "\n") {
		line = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(line), "-*•·–\t "))
		if line != "" {
			out = append(out, line)
		}
	}
	return out
}

// AddTerritories adds a territory per pasted name (see PastedNames) to
// region. A name already on the board (ignoring case, spaces and
// punctuation) is skipped and returned in skipped, so pasting the same
// list twice does no harm.
func AddTerritories(s *engine.BoardSpec, region, text string) (added, skipped []string, err error) {
	if regionIndex(s, region) < 0 {
		return nil, nil, ErrUnknown
	}
	for _, name := range PastedNames(text) {
		if slices.ContainsFunc(s.Territories, func(t engine.Territory) bool {
			for _, n := range t.Names {
				if engine.Fold(n) == engine.Fold(name) {
					return true
				}
			}
			return false
		}) {
			skipped = append(skipped, name)
			continue
		}
		id := FreeID(Slug(name), "territory", func(id string) bool { return id == "" || territoryIndex(s, id) >= 0 })
		s.Territories = append(s.Territories, engine.Territory{ID: id, Names: newNames(name), Region: region})
		added = append(added, id)
	}
	return added, skipped, nil
}

// Features are the parts of a territory the editor sets in one form.
type Features struct {
	Name       string // in the editor's language; "" keeps the name
	Region     string
	AlsoRegion string // fortress wall: second region, "" for none
	Castle     bool
	Port       bool
	PortGroup  string // port colour; only kept for a port
	Colony     bool
	// LinksComplete: every link of the territory is entered, on a board
	// whose links are open.
	LinksComplete bool
	// Names sets the name in each given language as typed, so a group
	// names a territory as its printed board does ("" keeps a name).
	Names engine.Names
}

// SetFeatures changes territory id. A port keeps its colour only while it
// is a port, so the board never holds a colour without a port.
func SetFeatures(s *engine.BoardSpec, id, lang string, f Features) error {
	i := territoryIndex(s, id)
	if i < 0 {
		return ErrUnknown
	}
	t := &s.Territories[i]
	if f.Name != "" && f.Name != t.Names.In(lang) {
		t.Names = Rename(t.Names, lang, f.Name)
		t.NamesUnverified = verified(t.NamesUnverified, lang)
	}
	for l, n := range f.Names {
		if n != "" && n != t.Names[l] {
			names := engine.Names{}
			for k, v := range t.Names {
				names[k] = v
			}
			names[l] = n
			t.Names = names
			t.NamesUnverified = verified(t.NamesUnverified, l)
		}
	}
	if f.Region != "" {
		t.Region = f.Region
	}
	t.AlsoRegion = f.AlsoRegion
	if t.AlsoRegion == t.Region {
		t.AlsoRegion = ""
	}
	t.Castle, t.Colony, t.LinksComplete = f.Castle, f.Colony, f.LinksComplete
	t.Port, t.PortGroup = f.Port, strings.TrimSpace(f.PortGroup)
	if !t.Port {
		t.PortGroup = ""
	}
	return nil
}

// verified drops lang from a list of unverified names: the group typed
// the name from its printed board.
func verified(unverified []string, lang string) []string {
	out := slices.DeleteFunc(slices.Clone(unverified), func(x string) bool { return x == lang })
	if len(out) == 0 {
		return nil
	}
	return out
}

// RemoveTerritory drops a territory with its links and its card.
func RemoveTerritory(s *engine.BoardSpec, id string) error {
	i := territoryIndex(s, id)
	if i < 0 {
		return ErrUnknown
	}
	s.Territories = slices.Delete(s.Territories, i, i+1)
	s.Links = slices.DeleteFunc(s.Links, func(l engine.LinkSpec) bool { return l.A == id || l.B == id })
	s.Cards = slices.DeleteFunc(s.Cards, func(c engine.Card) bool { return c.Territory == id })
	return nil
}

// Neighbours maps each territory linked to id to the link.
func Neighbours(s engine.BoardSpec, id string) map[string]engine.LinkSpec {
	out := map[string]engine.LinkSpec{}
	for _, l := range s.Links {
		switch id {
		case l.A:
			if _, dup := out[l.B]; !dup {
				out[l.B] = l
			}
		case l.B:
			if _, dup := out[l.A]; !dup {
				out[l.A] = l
			}
		}
	}
	return out
}

// SetLinks makes want exactly the neighbours of territory id, with their
// kinds. Links are undirected, so the neighbour is linked back at once.
// The table ticked these links looking at its own board, so they are
// confirmed ("high"); links between other territories stay as they are.
// A link listed twice or to itself (from an imported file) is dropped.
func SetLinks(s *engine.BoardSpec, id string, want map[string]engine.LinkKind) error {
	if territoryIndex(s, id) < 0 {
		return ErrUnknown
	}
	kept := map[string]bool{}
	var links []engine.LinkSpec
	for _, l := range s.Links {
		other := ""
		switch id {
		case l.A:
			other = l.B
		case l.B:
			other = l.A
		default:
			links = append(links, l)
			continue
		}
		kind, ok := want[other]
		if !ok || other == id || kept[other] {
			continue
		}
		kept[other] = true
		l.Kind, l.Confidence = kind, "high"
		links = append(links, l)
	}
	// New links in board order, so the file does not depend on map order.
	for _, t := range s.Territories {
		kind, ok := want[t.ID]
		if !ok || kept[t.ID] || t.ID == id {
			continue
		}
		a, b := id, t.ID
		if a > b {
			a, b = b, a
		}
		links = append(links, engine.LinkSpec{A: a, B: b, Kind: kind, Confidence: "high"})
	}
	s.Links = links
	return nil
}
