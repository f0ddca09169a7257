package boardedit

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"herald/engine"
)

// A three-way merge of board versions: the group edited version base
// (mine) while someone saved theirs on top of base. Every field of the
// board is compared on its own: a field only one side changed takes that
// side's value; a field both changed to different values is a Conflict the
// group decides. A territory one side removed stays removed.

// Conflict is one field both sides changed to different values.
type Conflict struct {
	Key          string // the field, as the pick form names it
	Kind         string // "territory", "region", "link" or "board"
	Of           string // the territory's or region's id, "a|b" for a link
	Field        string // "name:de" (the first language both changed), "region", "bonus", ...
	Mine, Theirs string // the two values, as stored ("" for none)
}

// Change is one thing the newer version changed against base, for the
// "changed meanwhile" list: Key is the i18n key, IDs the territories or
// regions it names (two for a link), Old a former name.
type Change struct {
	Key string
	IDs []string
	Old string
}

// Change keys.
const (
	TerritoryAdded   = "boards.merge.territory_added"
	TerritoryRemoved = "boards.merge.territory_removed"
	TerritoryRenamed = "boards.merge.territory_renamed"
	TerritoryChanged = "boards.merge.territory_changed"
	RegionAdded      = "boards.merge.region_added"
	RegionRemoved    = "boards.merge.region_removed"
	RegionRenamed    = "boards.merge.region_renamed"
	RegionChanged    = "boards.merge.region_changed"
	LinkAdded        = "boards.merge.link_added"
	LinkRemoved      = "boards.merge.link_removed"
	LinkChanged      = "boards.merge.link_changed"
	BoardChanged     = "boards.merge.board_changed"
)

type flat map[string]string

func linkKey(a, b string) string {
	if a > b {
		a, b = b, a
	}
	return a + "|" + b
}

func flatNames(f flat, prefix string, n engine.Names) {
	for lang, v := range n {
		f[prefix+"name:"+lang] = v
	}
}

func flatten(s engine.BoardSpec) flat {
	f := flat{"b:links_open": strconv.FormatBool(s.LinksOpen)}
	flatNames(f, "b:", s.Names)
	if len(s.PointChart) > 0 {
		var chart []string
		for k, v := range s.PointChart {
			chart = append(chart, strconv.Itoa(k)+"="+strconv.Itoa(v))
		}
		sort.Strings(chart)
		f["b:points"] = strings.Join(chart, ",")
	}
	for _, r := range s.Regions {
		p := "r:" + r.ID
		f[p] = "1"
		flatNames(f, p+":", r.Names)
		f[p+":bonus"] = strconv.Itoa(r.Bonus)
		f[p+":bonus_unverified"] = strconv.FormatBool(r.BonusUnverified)
		f[p+":colour"] = r.Colour
	}
	for _, t := range s.Territories {
		p := "t:" + t.ID
		f[p] = "1"
		flatNames(f, p+":", t.Names)
		f[p+":region"] = t.Region
		f[p+":also_region"] = t.AlsoRegion
		f[p+":castle"] = strconv.FormatBool(t.Castle)
		f[p+":port"] = strconv.FormatBool(t.Port)
		f[p+":port_group"] = t.PortGroup
		f[p+":colony"] = strconv.FormatBool(t.Colony)
		f[p+":links_complete"] = strconv.FormatBool(t.LinksComplete)
	}
	for _, l := range s.Links {
		f["l:"+linkKey(l.A, l.B)] = string(l.Kind) + "/" + l.Confidence
	}
	return f
}

// owner is the entity key of a field key: "t:x:region" -> "t:x".
func owner(key string) string {
	if strings.HasPrefix(key, "b:") || strings.HasPrefix(key, "l:") {
		return ""
	}
	parts := strings.SplitN(key, ":", 3)
	if len(parts) < 3 {
		return ""
	}
	return parts[0] + ":" + parts[1]
}

func describe(key, mine, theirs string) Conflict {
	c := Conflict{Key: key, Mine: mine, Theirs: theirs}
	switch {
	case strings.HasPrefix(key, "b:"):
		c.Kind, c.Field = "board", strings.TrimPrefix(key, "b:")
	case strings.HasPrefix(key, "l:"):
		c.Kind, c.Of, c.Field = "link", strings.TrimPrefix(key, "l:"), "kind"
	default:
		parts := strings.SplitN(key, ":", 3)
		c.Kind, c.Of = map[string]string{"t": "territory", "r": "region"}[parts[0]], parts[1]
		if len(parts) == 3 {
			c.Field = parts[2]
		}
	}
	return c
}

// pickKey is the key a pick is given under: a name in every language is
// one choice ("t:x:name"), as a rename on a page changes the untranslated
// English name with it.
func pickKey(k string) string {
	if i := strings.Index(k, ":name:"); i > 0 {
		return k[:i+len(":name")]
	}
	return k
}

// Conflicts lists the fields both sides changed differently, in a stable
// order, leaving out fields of a territory or region one side removed.
// The names of one territory or region in all languages are one conflict.
func Conflicts(base, mine, theirs engine.BoardSpec) []Conflict {
	b, m, t := flatten(base), flatten(mine), flatten(theirs)
	var out []Conflict
	seen := map[string]bool{}
	for _, k := range keys(b, m, t) {
		bv, bok := b[k]
		mv, mok := m[k]
		tv, tok := t[k]
		if (mok == bok && mv == bv) || (tok == bok && tv == bv) || (mok == tok && mv == tv) {
			continue
		}
		if o := owner(k); o != "" && (m[o] == "" || t[o] == "") {
			continue // one side removed the territory or region
		}
		if !mok || !tok {
			continue // a link one side removed and the other changed: removed wins below
		}
		if seen[pickKey(k)] {
			continue
		}
		seen[pickKey(k)] = true
		c := describe(k, mv, tv)
		c.Key = pickKey(k)
		out = append(out, c)
	}
	return out
}

func keys(fs ...flat) []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range fs {
		for k := range f {
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
	}
	sort.Strings(out)
	return out
}

// Merge applies the group's edits (base -> mine) on top of theirs. pick
// says for a conflict's key whether "mine" or "theirs" wins; a conflict
// not in pick keeps theirs.
func Merge(base, mine, theirs engine.BoardSpec, pick map[string]string) engine.BoardSpec {
	b, m, t := flatten(base), flatten(mine), flatten(theirs)
	out := flat{}
	for _, k := range keys(b, m, t) {
		bv, bok := b[k]
		mv, mok := m[k]
		tv, tok := t[k]
		v, ok := tv, tok
		switch {
		case tok == bok && tv == bv:
			v, ok = mv, mok
		case mok == bok && mv == bv:
		case !mok || !tok:
			v, ok = "", false // removed on one side, changed on the other
		case pick[pickKey(k)] == "mine":
			v, ok = mv, mok
		}
		if ok {
			out[k] = v
		}
	}
	return unflatten(out, theirs, mine)
}

func namesOf(f flat, prefix string) engine.Names {
	n := engine.Names{}
	for k, v := range f {
		if lang, ok := strings.CutPrefix(k, prefix+"name:"); ok {
			n[lang] = v
		}
	}
	return n
}

// unflatten rebuilds a board from merged fields, in the order of theirs
// with what only mine has appended in mine's order.
func unflatten(f flat, theirs, mine engine.BoardSpec) engine.BoardSpec {
	s := theirs
	s.Names = namesOf(f, "b:")
	s.LinksOpen = f["b:links_open"] == "true"
	s.PointChart = nil
	for _, kv := range strings.Split(f["b:points"], ",") {
		k, v, _ := strings.Cut(kv, "=")
		nk, err1 := strconv.Atoi(k)
		nv, err2 := strconv.Atoi(v)
		if err1 == nil && err2 == nil {
			if s.PointChart == nil {
				s.PointChart = map[int]int{}
			}
			s.PointChart[nk] = nv
		}
	}
	s.Regions, s.Territories, s.Links = nil, nil, nil
	var regionOrder, terrOrder []string
	for _, sp := range []engine.BoardSpec{theirs, mine} {
		for _, r := range sp.Regions {
			if !slices.Contains(regionOrder, r.ID) {
				regionOrder = append(regionOrder, r.ID)
			}
		}
		for _, t := range sp.Territories {
			if !slices.Contains(terrOrder, t.ID) {
				terrOrder = append(terrOrder, t.ID)
			}
		}
	}
	for _, id := range regionOrder {
		p := "r:" + id
		if f[p] == "" {
			continue
		}
		bonus, _ := strconv.Atoi(f[p+":bonus"])
		s.Regions = append(s.Regions, engine.Region{ID: id, Names: namesOf(f, p+":"), Bonus: bonus,
			BonusUnverified: f[p+":bonus_unverified"] == "true", Colour: f[p+":colour"]})
	}
	for _, id := range terrOrder {
		p := "t:" + id
		if f[p] == "" {
			continue
		}
		s.Territories = append(s.Territories, engine.Territory{ID: id, Names: namesOf(f, p+":"),
			Region: f[p+":region"], AlsoRegion: f[p+":also_region"], Castle: f[p+":castle"] == "true",
			Port: f[p+":port"] == "true", PortGroup: f[p+":port_group"], Colony: f[p+":colony"] == "true",
			LinksComplete: f[p+":links_complete"] == "true", Half: half(id, theirs, mine)})
	}
	var linkOrder []string
	for _, sp := range []engine.BoardSpec{theirs, mine} {
		for _, l := range sp.Links {
			if k := linkKey(l.A, l.B); !slices.Contains(linkOrder, k) {
				linkOrder = append(linkOrder, k)
			}
		}
	}
	for _, k := range linkOrder {
		v, ok := f["l:"+k]
		a, b, _ := strings.Cut(k, "|")
		if !ok || f["t:"+a] == "" || f["t:"+b] == "" {
			continue
		}
		kind, conf, _ := strings.Cut(v, "/")
		s.Links = append(s.Links, engine.LinkSpec{A: a, B: b, Kind: engine.LinkKind(kind), Confidence: conf})
	}
	s.Cards = slices.DeleteFunc(slices.Clone(theirs.Cards), func(c engine.Card) bool { return f["t:"+c.Territory] == "" })
	return s
}

func half(id string, specs ...engine.BoardSpec) string {
	for _, s := range specs {
		if i := slices.IndexFunc(s.Territories, func(t engine.Territory) bool { return t.ID == id }); i >= 0 {
			return s.Territories[i].Half
		}
	}
	return ""
}

// Changes lists what after changed against before: territories, regions
// and links added, removed or renamed (in lang), and the rest in a word.
func Changes(before, after engine.BoardSpec, lang string) []Change {
	b, a := flatten(before), flatten(after)
	var out []Change
	changed := map[string]bool{}
	for _, k := range keys(b, a) {
		bv, bok := b[k]
		av, aok := a[k]
		if bok == aok && bv == av {
			continue
		}
		switch kind, rest, _ := strings.Cut(k, ":"); {
		case kind == "l":
			x, y, _ := strings.Cut(rest, "|")
			key := map[bool]string{true: LinkAdded, false: LinkRemoved}[aok]
			if aok && bok {
				key = LinkChanged
			}
			out = append(out, Change{Key: key, IDs: []string{x, y}})
		case kind == "b":
			if !changed["b"] {
				changed["b"] = true
				out = append(out, Change{Key: BoardChanged})
			}
		default:
			out = entityChange(out, changed, kind, rest, b, a, lang)
		}
	}
	return out
}

func entityChange(out []Change, changed map[string]bool, kind, rest string, b, a flat, lang string) []Change {
	id, _, _ := strings.Cut(rest, ":")
	o := kind + ":" + id
	if changed[o] {
		return out
	}
	keys := map[string][4]string{
		"t": {TerritoryAdded, TerritoryRemoved, TerritoryRenamed, TerritoryChanged},
		"r": {RegionAdded, RegionRemoved, RegionRenamed, RegionChanged},
	}[kind]
	changed[o] = true
	switch {
	case b[o] == "":
		return append(out, Change{Key: keys[0], IDs: []string{id}})
	case a[o] == "":
		return append(out, Change{Key: keys[1], IDs: []string{id}, Old: b[o+":name:"+lang]})
	case b[o+":name:"+lang] != a[o+":name:"+lang]:
		return append(out, Change{Key: keys[2], IDs: []string{id}, Old: b[o+":name:"+lang]})
	}
	return append(out, Change{Key: keys[3], IDs: []string{id}})
}
