// Package engine holds Herald's rules: boards, game state, events and how
// each event changes the state. It does no I/O: dice arrive as values and
// boards arrive as *Board values built by package maps.
package engine

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"unicode"
)

// LinkKind says how two territories are connected on the board.
type LinkKind string

const (
	LinkLand LinkKind = "land" // a shared border
	LinkSea  LinkKind = "sea"  // a drawn sea line
	LinkPort LinkKind = "port" // two ports of the same colour
	// LinkTeleporter is a stationary teleporter printed on the board. For
	// adjacency it is an ordinary link: units attack and move through it.
	LinkTeleporter LinkKind = "teleporter"
	// LinkMobile is a pair of mobile teleporters the players placed at
	// the start of a game: a link of that game only.
	LinkMobile LinkKind = "mobile_teleporter"
)

// CardSymbol is the symbol printed on a territory card.
type CardSymbol string

const (
	Knight        CardSymbol = "knight"
	SiegeEngine   CardSymbol = "siege_engine"
	Fortification CardSymbol = "fortification"
)

// Names holds a display name per language ("en", "de", "fr"). English is
// always present; other languages only where the source names them.
type Names map[string]string

// In returns the name in lang, falling back to English.
func (n Names) In(lang string) string {
	if s, ok := n[lang]; ok && s != "" {
		return s
	}
	return n["en"]
}

// Region is a group of territories that gives a bonus when one player
// holds all of them.
type Region struct {
	ID    string
	Names Names
	Bonus int
	// Colour is the region's colour as printed on the board (a CSS colour
	// or a word); "" when nobody entered it. Only for showing.
	Colour string
	// BonusUnverified marks a bonus no rulebook states (Arcadia's Eire,
	// Caledonia and Pacifica): pages ask the table to confirm or correct it.
	BonusUnverified bool
	// NamesUnverified lists the languages whose name only one source
	// gives, or no source (then the English name stands in): pages mark
	// it so the table checks it against its printed board.
	NamesUnverified []string
}

// Territory is one space on the board.
type Territory struct {
	ID        string
	Names     Names
	Region    string
	Castle    bool
	Port      bool
	PortGroup string // colour of the port's coastline; "" when no port
	Colony    bool   // a colony space (Ruleset.CountsColonies)
	// AlsoRegion is a second region the territory belongs to, "" for
	// none: a fortress wall between two regions counts towards both.
	AlsoRegion string
	// LinksComplete says every link of this territory is listed, on a
	// board whose links are otherwise open (see Board.LinksOpen).
	LinksComplete bool
	// Half is the board a territory comes from on a battlefield composed
	// of two (Compose); "" on a single board.
	Half string
	// NamesUnverified: as Region.NamesUnverified.
	NamesUnverified []string
	// Spot is where the territory lies on the board's Picture; nil when
	// nobody placed it yet.
	Spot *Spot
}

// NameUnverified reports whether the name in lang is one the table
// should check against its printed board (see Territory.NamesUnverified).
func NameUnverified(langs []string, lang string) bool {
	for _, l := range langs {
		if l == lang {
			return true
		}
	}
	return false
}

// InRegion reports whether t belongs to region, as its region or its
// second region.
func (t Territory) InRegion(region string) bool {
	return t.Region == region || (t.AlsoRegion != "" && t.AlsoRegion == region)
}

// Link is an undirected connection between two territories.
type Link struct {
	A, B TerritoryID
	Kind LinkKind
	// Confidence is "high" or "medium"; medium links come from a source the
	// table should check against its own board.
	Confidence string
}

// Card is a territory card of the deck.
type Card struct {
	Territory string
	Symbol    CardSymbol
}

// TerritoryID is a territory's index in Board.Territories. State uses
// indexes so that copying a state is a cheap slice copy.
type TerritoryID int

// Board is a validated, indexed board. Build it with NewBoard.
type Board struct {
	ID          string
	Names       Names
	Regions     []Region
	Territories []Territory
	Links       []Link
	Cards       []Card
	// LinksOpen says the board's links are not all known (Arcadia: only
	// 11 are public). Between two territories whose links are not all
	// listed, adjacency is then the table's call.
	LinksOpen bool
	// PointChart is the legend of point cards printed on the board
	// (points -> units) as the table entered it; nil when not entered.
	PointChart map[int]int
	// NamesSource says, per language, where the territory and region
	// names of that language come from when they are not the rulebook's
	// (a board's German names: the German novel translation and wikis);
	// nil when nothing needs saying.
	NamesSource Names
	// Picture is the board as the table sees it (picture.go); nil when
	// the board has none and is shown as lists only.
	Picture *Picture

	byID      map[string]TerritoryID
	neighbour [][]TerritoryID // adjacency list per territory, sorted
	linkKind  map[[2]TerritoryID]LinkKind
	regionIdx map[string]int
	cardIdx   map[string]int // territory id -> index in Cards
}

// BoardSpec is the raw description NewBoard validates: territory links
// are given by territory id.
type BoardSpec struct {
	ID          string
	Names       Names
	Regions     []Region
	Territories []Territory
	Links       []LinkSpec
	Cards       []Card
	LinksOpen   bool
	PointChart  map[int]int // see Board.PointChart
	NamesSource Names       // see Board.NamesSource
	Picture     *Picture    // see Board.Picture
}

// LinkSpec names a link by territory ids.
type LinkSpec struct {
	A, B       string
	Kind       LinkKind
	Confidence string
}

// NewBoard validates spec and indexes it. Every problem found is reported,
// not only the first, so a board editor can show them all.
func NewBoard(spec BoardSpec) (*Board, error) {
	b := &Board{
		ID: spec.ID, Names: spec.Names, Regions: spec.Regions,
		Territories: spec.Territories, Cards: spec.Cards, LinksOpen: spec.LinksOpen, PointChart: spec.PointChart,
		NamesSource: spec.NamesSource, Picture: spec.Picture,
		byID:      map[string]TerritoryID{},
		linkKind:  map[[2]TerritoryID]LinkKind{},
		regionIdx: map[string]int{},
		cardIdx:   map[string]int{},
	}
	var problems []string
	for i, r := range spec.Regions {
		if _, dup := b.regionIdx[r.ID]; dup {
			problems = append(problems, fmt.Sprintf("region %q is listed twice", r.ID))
		}
		b.regionIdx[r.ID] = i
	}
	for i, t := range spec.Territories {
		if _, dup := b.byID[t.ID]; dup {
			problems = append(problems, fmt.Sprintf("territory %q is listed twice", t.ID))
		}
		if t.Names["en"] == "" {
			problems = append(problems, fmt.Sprintf("territory %q has no English name", t.ID))
		}
		if _, ok := b.regionIdx[t.Region]; !ok {
			problems = append(problems, fmt.Sprintf("territory %q is in unknown region %q", t.ID, t.Region))
		}
		if t.AlsoRegion != "" {
			if _, ok := b.regionIdx[t.AlsoRegion]; !ok || t.AlsoRegion == t.Region {
				problems = append(problems, fmt.Sprintf("territory %q has second region %q, which is no other region", t.ID, t.AlsoRegion))
			}
		}
		if t.Port != (t.PortGroup != "") {
			problems = append(problems, fmt.Sprintf("territory %q: a port needs a colour and only a port has one", t.ID))
		}
		b.byID[t.ID] = TerritoryID(i)
	}
	problems = append(problems, pictureProblems(spec)...)
	b.neighbour = make([][]TerritoryID, len(spec.Territories))
	for _, l := range spec.Links {
		a, okA := b.byID[l.A]
		c, okB := b.byID[l.B]
		if !okA || !okB {
			problems = append(problems, fmt.Sprintf("link %s-%s names an unknown territory", l.A, l.B))
			continue
		}
		if a == c {
			problems = append(problems, fmt.Sprintf("link %s-%s links a territory to itself", l.A, l.B))
			continue
		}
		key := pair(a, c)
		if _, dup := b.linkKind[key]; dup {
			problems = append(problems, fmt.Sprintf("link %s-%s is listed twice", l.A, l.B))
			continue
		}
		b.linkKind[key] = l.Kind
		b.Links = append(b.Links, Link{A: a, B: c, Kind: l.Kind, Confidence: l.Confidence})
		b.neighbour[a] = append(b.neighbour[a], c)
		b.neighbour[c] = append(b.neighbour[c], a)
	}
	for _, ns := range b.neighbour {
		sort.Slice(ns, func(i, j int) bool { return ns[i] < ns[j] })
	}
	for i, c := range spec.Cards {
		if _, ok := b.byID[c.Territory]; !ok {
			problems = append(problems, fmt.Sprintf("card %d names unknown territory %q", i, c.Territory))
			continue
		}
		if _, dup := b.cardIdx[c.Territory]; dup {
			problems = append(problems, fmt.Sprintf("territory %q has two cards", c.Territory))
		}
		// The symbols are the edition's (Ruleset.CardSymbols): the board
		// only needs one on every card; maps.Check asks the edition.
		if c.Symbol == "" {
			problems = append(problems, fmt.Sprintf("card of %q has no symbol", c.Territory))
		}
		b.cardIdx[c.Territory] = i
	}
	if len(problems) > 0 {
		return nil, fmt.Errorf("board %s: %s", spec.ID, strings.Join(problems, "; "))
	}
	return b, nil
}

// UnassignedRegion is the id of a board's parking place for territories
// not yet put in a region (the Vigilus template's "Noch keiner Region
// zugeordnet"): not a region of the game, so it gives no bonus, nobody
// holds it and no mission counts it; the board check lists its
// territories as unassigned.
const UnassignedRegion = "noch_zuzuordnen"

// IsRegion reports whether id is a region of the game, not the parking
// place of unassigned territories.
func IsRegion(id string) bool { return id != "" && id != UnassignedRegion }

// RegionEntered reports whether a region has a territory of its own,
// not only fortress walls it shares with another region: on the printed
// board every region has, on a board still being entered (the Vigilus
// template) it may not yet, and then nobody holds it.
func (b *Board) RegionEntered(region string) bool {
	if !IsRegion(region) {
		return false
	}
	for _, t := range b.Territories {
		if t.Region == region && t.AlsoRegion == "" {
			return true
		}
	}
	return false
}

// RegionWhole reports whether held holds for every territory of region,
// its fortress walls included; a region with no territory of its own is
// held by no one.
func (b *Board) RegionWhole(region string, held func(TerritoryID) bool) bool {
	if !b.RegionEntered(region) {
		return false
	}
	for t, terr := range b.Territories {
		if terr.InRegion(region) && !held(TerritoryID(t)) {
			return false
		}
	}
	return true
}

// Spec is the board as a BoardSpec again, e.g. to build a variant of it.
// It is a copy, down to each name and spot: a board is shared between
// games and requests, and a variant must never change it. The clones
// keep nil apart from empty, as SamePlay (reflect.DeepEqual) does.
func (b *Board) Spec() BoardSpec {
	spec := BoardSpec{ID: b.ID, Names: maps.Clone(b.Names), Regions: slices.Clone(b.Regions),
		Territories: slices.Clone(b.Territories), Cards: slices.Clone(b.Cards), LinksOpen: b.LinksOpen,
		PointChart: maps.Clone(b.PointChart), NamesSource: maps.Clone(b.NamesSource), Picture: cloned(b.Picture)}
	for i := range spec.Regions {
		r := &spec.Regions[i]
		r.Names, r.NamesUnverified = maps.Clone(r.Names), slices.Clone(r.NamesUnverified)
	}
	for i := range spec.Territories {
		t := &spec.Territories[i]
		t.Names, t.NamesUnverified, t.Spot = maps.Clone(t.Names), slices.Clone(t.NamesUnverified), cloned(t.Spot)
	}
	for _, l := range b.Links {
		spec.Links = append(spec.Links, LinkSpec{A: b.Territories[l.A].ID, B: b.Territories[l.B].ID, Kind: l.Kind, Confidence: l.Confidence})
	}
	return spec
}

// Compose joins two boards into one battlefield with no link between
// them (a rulebook's battlefields: "Die Ringwelt entsteht, wenn Inland Canyon und
// Pulse Grid 01 durch mobile Teleporter verbunden werden"; Forge is
// Hammer and Anvil, seed 000, Spielaufbau). Every territory remembers its
// half. A territory or region id the second half shares with the first
// (two boards entered apart may both have a region "north") is prefixed
// with the second board's id there.
func Compose(a, b *Board) (*Board, error) {
	spec := BoardSpec{ID: a.ID + "+" + b.ID, Names: Names{}, LinksOpen: a.LinksOpen || b.LinksOpen}
	// Both halves print the legend; the first one entered counts.
	spec.PointChart = a.PointChart
	if len(spec.PointChart) == 0 {
		spec.PointChart = b.PointChart
	}
	for lang, n := range a.Names {
		spec.Names[lang] = n + " + " + b.Names.In(lang)
	}
	as, bs := a.Spec(), b.Spec()
	terr, reg := map[string]string{}, map[string]string{}
	for _, t := range as.Territories {
		terr[t.ID] = t.ID
	}
	for _, r := range as.Regions {
		reg[r.ID] = r.ID
	}
	rename := func(ids map[string]string, id string) string {
		if _, taken := ids[id]; taken {
			return b.ID + "_" + id
		}
		return id
	}
	bTerr, bReg := map[string]string{}, map[string]string{}
	for _, t := range bs.Territories {
		bTerr[t.ID] = rename(terr, t.ID)
	}
	for _, r := range bs.Regions {
		bReg[r.ID] = rename(reg, r.ID)
	}
	spec.Regions = append(spec.Regions, as.Regions...)
	for _, r := range bs.Regions {
		r.ID = bReg[r.ID]
		spec.Regions = append(spec.Regions, r)
	}
	for _, t := range as.Territories {
		t.Half = a.ID
		spec.Territories = append(spec.Territories, t)
	}
	for _, t := range bs.Territories {
		t.ID, t.Region, t.Half = bTerr[t.ID], bReg[t.Region], b.ID
		if t.AlsoRegion != "" {
			t.AlsoRegion = bReg[t.AlsoRegion]
		}
		spec.Territories = append(spec.Territories, t)
	}
	spec.Links = append(spec.Links, as.Links...)
	for _, l := range bs.Links {
		l.A, l.B = bTerr[l.A], bTerr[l.B]
		spec.Links = append(spec.Links, l)
	}
	spec.Cards = append(spec.Cards, as.Cards...)
	for _, c := range bs.Cards {
		c.Territory = bTerr[c.Territory]
		spec.Cards = append(spec.Cards, c)
	}
	sideBySide(&spec, as.Picture, bs.Picture, len(as.Territories))
	return NewBoard(spec)
}

// sideBySide gives a joined board the map Herald draws from its spots,
// halves a and b side by side as the table lays them, each at the same
// height and its own proportions (the first na territories are a's). A
// photo is one half's alone, so the joined board shows none; where a
// half has no picture, neither does the joined board, and no spot is
// kept (a spot needs a picture).
func sideBySide(spec *BoardSpec, a, b *Picture, na int) {
	if a == nil || b == nil {
		for i := range spec.Territories {
			spec.Territories[i].Spot = nil
		}
		return
	}
	// Both halves SpotMax high: their widths in the same units.
	wa, wb := max(1, a.Width*SpotMax/a.Height), max(1, b.Width*SpotMax/b.Height)
	spec.Picture = &Picture{Width: wa + wb, Height: SpotMax}
	if p := spec.Picture; p.Width > PictureMax { // the same proportions, bounded
		p.Width, p.Height = PictureMax, max(1, SpotMax*PictureMax/p.Width)
	}
	for i := range spec.Territories {
		s := spec.Territories[i].Spot
		switch {
		case s == nil:
		case i < na:
			spec.Territories[i].Spot = &Spot{X: s.X * wa / (wa + wb), Y: s.Y}
		default:
			spec.Territories[i].Spot = &Spot{X: (wa*SpotMax + s.X*wb) / (wa + wb), Y: s.Y}
		}
	}
}

// WithLinks returns a copy of the board with more links (a game's mobile
// teleporters); b itself is shared between games and never changes.
func (b *Board) WithLinks(links []LinkSpec) (*Board, error) {
	spec := b.Spec()
	spec.Links = append(spec.Links, links...)
	return NewBoard(spec)
}

// cloned is a copy of what p points to, nil for nil.
func cloned[T any](p *T) *T {
	if p == nil {
		return nil
	}
	c := *p
	return &c
}

func pair(a, b TerritoryID) [2]TerritoryID {
	if a > b {
		a, b = b, a
	}
	return [2]TerritoryID{a, b}
}

// Lookup finds a territory by id.
func (b *Board) Lookup(id string) (TerritoryID, bool) {
	t, ok := b.byID[id]
	return t, ok
}

// Territory returns the territory at index t.
func (b *Board) Territory(t TerritoryID) Territory { return b.Territories[t] }

// Name is the display name of t in lang.
func (b *Board) Name(t TerritoryID, lang string) string {
	return b.Territories[t].Names.In(lang)
}

// Adjacent reports whether a and c are linked (border, sea line, port or
// teleporter).
func (b *Board) Adjacent(a, c TerritoryID) bool {
	_, ok := b.linkKind[pair(a, c)]
	return ok
}

// open reports whether t may have links nobody entered.
func (b *Board) open(t TerritoryID) bool {
	return b.LinksOpen && !b.Territories[t].LinksComplete
}

// LinkUnknown reports whether a and c have no known link but may share
// one: both territories' links are incomplete. The table decides.
func (b *Board) LinkUnknown(a, c TerritoryID) bool {
	return a != c && !b.Adjacent(a, c) && b.open(a) && b.open(c)
}

// MayBeAdjacent reports whether an attack or a step of a maneuver between
// a and c is allowed: a known link, or one the board cannot rule out.
func (b *Board) MayBeAdjacent(a, c TerritoryID) bool {
	return b.Adjacent(a, c) || b.LinkUnknown(a, c)
}

// MaybeNeighbours lists the known neighbours of t and, on an open board,
// every territory it may border without anyone having entered it.
func (b *Board) MaybeNeighbours(t TerritoryID) []TerritoryID {
	if !b.open(t) {
		return b.neighbour[t]
	}
	var out []TerritoryID
	for c := range b.Territories {
		if b.MayBeAdjacent(t, TerritoryID(c)) {
			out = append(out, TerritoryID(c))
		}
	}
	return out
}

// LinkKind returns the kind of the link between a and c, if any.
func (b *Board) LinkKind(a, c TerritoryID) (LinkKind, bool) {
	k, ok := b.linkKind[pair(a, c)]
	return k, ok
}

// Neighbours lists the territories linked to t, in index order.
func (b *Board) Neighbours(t TerritoryID) []TerritoryID { return b.neighbour[t] }

// RegionIndex returns the index of region id in Regions.
func (b *Board) RegionIndex(id string) (int, bool) {
	i, ok := b.regionIdx[id]
	return i, ok
}

// CardOf returns the card showing territory t.
func (b *Board) CardOf(t TerritoryID) (Card, bool) {
	i, ok := b.cardIdx[b.Territories[t].ID]
	if !ok {
		return Card{}, false
	}
	return b.Cards[i], true
}

// Fold lower-cases s and drops spaces, apostrophes, hyphens and
// underscores, so "Kings Landing", "King's Landing" and "kings_landing"
// compare equal.
func Fold(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\'', '’', '-', '_':
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// Find returns the territories whose name in any language, or id, contains
// query (ignoring case, spaces and punctuation), so a player can type the
// name printed on their own board.
func (b *Board) Find(query string) []TerritoryID {
	q := Fold(query)
	var out []TerritoryID
	for i, t := range b.Territories {
		if strings.Contains(Fold(t.ID), q) {
			out = append(out, TerritoryID(i))
			continue
		}
		for _, n := range t.Names {
			if strings.Contains(Fold(n), q) {
				out = append(out, TerritoryID(i))
				break
			}
		}
	}
	return out
}

// HoldsWhole reports whether p holds every territory of region, its
// fortress walls included ("REGIONS-BONI"), in owner.
func HoldsWhole(b *Board, owner []int, region string, p int) bool {
	return b.RegionWhole(region, func(t TerritoryID) bool { return owner[t] == p })
}
