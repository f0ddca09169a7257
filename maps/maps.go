// Package maps holds Herald's boards as embedded JSON files and turns them
// into validated *engine.Board values.
//
// A board file looks like this (one region, territory, link or card per
// line, so a diff shows exactly what changed):
//
//	{
//	 "id": "westeros",
//	 "names": {"de":"Westeros","en":"Westeros"},
//	 "edition": "got",
//	 "source": "where the facts come from",
//	 "regions": [
//	  {"id":"the_north","names":{"en":"The North","fr":"Nord"},"bonus":5}
//	 ],
//	 "territories": [
//	  {"id":"winterfell","names":{"de":"Winterfell","en":"Winterfell","fr":"Winterfell"},"region":"the_north","castle":true,"port":false}
//	 ],
//	 "links": [
//	  {"a":"barrowlands","b":"winterfell","kind":"land","confidence":"high"}
//	 ],
//	 "cards": [
//	  {"territory":"winterfell","symbol":"knight"}
//	 ]
//	}
//
// Links are undirected and listed once. Kinds are "land" (shared border),
// "sea" (drawn sea line), "port" (two ports of the same colour that have
// no border of their own) and "teleporter" (a stationary teleporter, Halo
// Legendary). Confidence is "high" or "medium"; medium links should be
// checked against the table's own board.
//
// Optional, written only when set: a region's "colour" (as printed), a
// territory's "colony" (Halo Wars) and "also_region" (a Warhammer 40k
// fortress wall, which belongs to a second region); the board's
// "names_source" (per language, where names come from that no rulebook
// prints, e.g. {"de":"..."}) and a region's or territory's
// "names_unverified" (the languages, e.g. ["de"], whose name only one
// source gives or none does: pages mark it for the table to check).
package maps

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"sort"
	"strings"
	"sync"

	"herald/engine"
)

//go:embed *.json
var files embed.FS

// Meta is what a board file says about itself beyond the board.
type Meta struct {
	Edition string // "got" for Game of Thrones boards
	Source  string // short provenance of the facts
}

// The JSON shapes of a board file.
type fileBoard struct {
	ID          string          `json:"id"`
	Names       engine.Names    `json:"names"`
	Edition     string          `json:"edition,omitempty"`
	Source      string          `json:"source,omitempty"`
	LinksOpen   bool            `json:"links_open,omitempty"`
	PointChart  map[int]int     `json:"skull_chart,omitempty"`
	NamesSource engine.Names    `json:"names_source,omitempty"`
	Picture     *filePicture    `json:"picture,omitempty"`
	Regions     []fileRegion    `json:"regions"`
	Territories []fileTerritory `json:"territories"`
	Links       []fileLink      `json:"links"`
	Cards       []fileCard      `json:"cards"`
}

// The fields added after Westeros (colour, colony, also_region) are
// omitted when empty, so older files read and write byte for byte as before.
type fileRegion struct {
	ID     string       `json:"id"`
	Names  engine.Names `json:"names"`
	Bonus  int          `json:"bonus"`
	Colour string       `json:"colour,omitempty"`
	// BonusUnverified: no rulebook states this bonus; the table confirms.
	BonusUnverified bool `json:"bonus_unverified,omitempty"`
	// NamesUnverified: languages whose name only one source gives, or
	// none (the English name stands in); see names_source.
	NamesUnverified []string `json:"names_unverified,omitempty"`
}

type fileTerritory struct {
	ID         string       `json:"id"`
	Names      engine.Names `json:"names"`
	Region     string       `json:"region"`
	Castle     bool         `json:"castle"`
	Port       bool         `json:"port"`
	PortGroup  string       `json:"port_group,omitempty"`
	Colony     bool         `json:"colony,omitempty"`
	AlsoRegion string       `json:"also_region,omitempty"`
	// LinksComplete: on a links_open board, this territory's links are
	// all listed.
	LinksComplete bool `json:"links_complete,omitempty"`
	// NamesUnverified: as fileRegion.NamesUnverified.
	NamesUnverified []string `json:"names_unverified,omitempty"`
	// Spot: [x, y] on the board's picture (engine.Spot).
	Spot *[2]int `json:"spot,omitempty"`
}

// filePicture is engine.Picture; a territory's "spot" is [x, y] on it.
type filePicture struct {
	Width  int    `json:"width"`
	Height int    `json:"height"`
	Photo  string `json:"photo,omitempty"`
}

type fileLink struct {
	A          string          `json:"a"`
	B          string          `json:"b"`
	Kind       engine.LinkKind `json:"kind"`
	Confidence string          `json:"confidence"`
}

type fileCard struct {
	Territory string            `json:"territory"`
	Symbol    engine.CardSymbol `json:"symbol"`
}

// Parse reads a board file. It checks the JSON only, strictly
// (engine.ReadStrict: a key not exactly a field's name, or given twice,
// is an error, so a misspelt key is not silently dropped or taken for
// another); Validate checks the board itself.
func Parse(data []byte) (engine.BoardSpec, error) {
	spec, _, err := ParseMeta(data)
	return spec, err
}

// ParseMeta is Parse that also returns the file's edition and source.
func ParseMeta(data []byte) (engine.BoardSpec, Meta, error) {
	var f fileBoard
	if err := engine.ReadStrict(bytes.NewReader(data), &f); err != nil {
		var re *engine.RuleError
		if errors.As(err, &re) && re.Key == "input.trailing_data" {
			return engine.BoardSpec{}, Meta{}, errors.New("board file: data after the board object")
		}
		return engine.BoardSpec{}, Meta{}, fmt.Errorf("board file: %w", err)
	}
	if f.ID == "" {
		return engine.BoardSpec{}, Meta{}, errors.New("board file: no id")
	}
	spec := engine.BoardSpec{ID: f.ID, Names: f.Names, LinksOpen: f.LinksOpen, PointChart: f.PointChart, NamesSource: f.NamesSource}
	if f.Picture != nil {
		spec.Picture = &engine.Picture{Width: f.Picture.Width, Height: f.Picture.Height, Photo: f.Picture.Photo}
	}
	for _, r := range f.Regions {
		spec.Regions = append(spec.Regions, engine.Region{ID: r.ID, Names: r.Names, Bonus: r.Bonus, Colour: r.Colour, BonusUnverified: r.BonusUnverified, NamesUnverified: r.NamesUnverified})
	}
	for _, t := range f.Territories {
		spec.Territories = append(spec.Territories, engine.Territory{
			ID: t.ID, Names: t.Names, Region: t.Region,
			Castle: t.Castle, Port: t.Port, PortGroup: t.PortGroup,
			Colony: t.Colony, AlsoRegion: t.AlsoRegion, LinksComplete: t.LinksComplete,
			NamesUnverified: t.NamesUnverified, Spot: spotOf(t.Spot),
		})
	}
	for _, l := range f.Links {
		spec.Links = append(spec.Links, engine.LinkSpec{A: l.A, B: l.B, Kind: l.Kind, Confidence: l.Confidence})
	}
	for _, c := range f.Cards {
		spec.Cards = append(spec.Cards, engine.Card{Territory: c.Territory, Symbol: c.Symbol})
	}
	return spec, Meta{Edition: f.Edition, Source: f.Source}, nil
}

// Encode writes spec in the board file format Parse reads.
func Encode(spec engine.BoardSpec) ([]byte, error) {
	return EncodeMeta(spec, Meta{})
}

// EncodeMeta is Encode with the file's edition and source. The embedded
// board files are written exactly as EncodeMeta writes them.
func EncodeMeta(spec engine.BoardSpec, meta Meta) ([]byte, error) {
	var buf bytes.Buffer
	var err error
	// compact marshals v on one line, without HTML escaping.
	compact := func(v any) []byte {
		if err != nil {
			return nil
		}
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false)
		if e := enc.Encode(v); e != nil {
			err = e
			return nil
		}
		return bytes.TrimRight(b.Bytes(), "\n")
	}
	field := func(name string, v any, last bool) {
		fmt.Fprintf(&buf, " %q: %s", name, compact(v))
		if !last {
			buf.WriteByte(',')
		}
		buf.WriteByte('\n')
	}
	list := func(name string, n int, item func(i int) any, last bool) {
		fmt.Fprintf(&buf, " %q: [", name)
		for i := 0; i < n; i++ {
			if i > 0 {
				buf.WriteByte(',')
			}
			buf.WriteString("\n  ")
			buf.Write(compact(item(i)))
		}
		if n > 0 {
			buf.WriteString("\n ")
		}
		buf.WriteByte(']')
		if !last {
			buf.WriteByte(',')
		}
		buf.WriteByte('\n')
	}

	buf.WriteString("{\n")
	field("id", spec.ID, false)
	field("names", spec.Names, false)
	if meta.Edition != "" {
		field("edition", meta.Edition, false)
	}
	if meta.Source != "" {
		field("source", meta.Source, false)
	}
	if spec.LinksOpen {
		field("links_open", true, false)
	}
	if len(spec.PointChart) > 0 {
		field("skull_chart", spec.PointChart, false)
	}
	if len(spec.NamesSource) > 0 {
		field("names_source", spec.NamesSource, false)
	}
	if p := spec.Picture; p != nil {
		field("picture", filePicture{Width: p.Width, Height: p.Height, Photo: p.Photo}, false)
	}
	list("regions", len(spec.Regions), func(i int) any {
		r := spec.Regions[i]
		return fileRegion{ID: r.ID, Names: r.Names, Bonus: r.Bonus, Colour: r.Colour, BonusUnverified: r.BonusUnverified, NamesUnverified: r.NamesUnverified}
	}, false)
	list("territories", len(spec.Territories), func(i int) any {
		t := spec.Territories[i]
		return fileTerritory{ID: t.ID, Names: t.Names, Region: t.Region,
			Castle: t.Castle, Port: t.Port, PortGroup: t.PortGroup,
			Colony: t.Colony, AlsoRegion: t.AlsoRegion, LinksComplete: t.LinksComplete,
			NamesUnverified: t.NamesUnverified, Spot: fileSpot(t.Spot)}
	}, false)
	list("links", len(spec.Links), func(i int) any {
		l := spec.Links[i]
		return fileLink{A: l.A, B: l.B, Kind: l.Kind, Confidence: l.Confidence}
	}, false)
	list("cards", len(spec.Cards), func(i int) any {
		c := spec.Cards[i]
		return fileCard{Territory: c.Territory, Symbol: c.Symbol}
	}, true)
	buf.WriteString("}\n")
	if err != nil {
		return nil, fmt.Errorf("board %s: %w", spec.ID, err)
	}
	return buf.Bytes(), nil
}

// spotOf is a file's [x, y] as an engine.Spot, nil without one.
func spotOf(xy *[2]int) *engine.Spot {
	if xy == nil {
		return nil
	}
	return &engine.Spot{X: xy[0], Y: xy[1]}
}

// fileSpot is spotOf's inverse.
func fileSpot(s *engine.Spot) *[2]int {
	if s == nil {
		return nil
	}
	return &[2]int{s.X, s.Y}
}

// totals are the numbers a known board must have; they catch a lost or
// doubled line in a board file.
type totals struct {
	edition     string
	territories int
	regions     int
	cards       int
	castles     int
	ports       int
	portGroups  map[string]int // ports per colour
}

var known = map[string]totals{
	"westeros": {
		edition: "got", territories: 48, regions: 9, cards: 48, castles: 19, ports: 14,
		portGroups: map[string]int{"west_silver": 7, "east_blue": 7},
	},
	// The rulebook (seed 002, Game Board): 42 territories in 6 sectors; the
	// Halo Wars cards carry points, not symbols, and are not board data.
	"arcadia": {edition: "halowars", territories: 42, regions: 6},
}

// ValidationError lists every problem found in a board.
type ValidationError struct {
	Board    string
	Problems []string
}

func (e *ValidationError) Error() string {
	return fmt.Sprintf("board %s: %s", e.Board, strings.Join(e.Problems, "; "))
}

// Validate checks spec and builds the board. On top of engine.NewBoard it
// checks link kinds and confidences, the port rules (every port is linked
// to every other port of its colour; a "port" link joins two ports of the
// same colour), one card per territory when the board has cards, that every
// territory has a neighbour and the board is connected, and, for a board
// id this package knows, its totals. Every problem is reported.
func Validate(spec engine.BoardSpec) (*engine.Board, error) {
	var problems []string
	add := func(format string, args ...any) {
		problems = append(problems, fmt.Sprintf(format, args...))
	}

	terr := map[string]engine.Territory{}
	for _, t := range spec.Territories {
		terr[t.ID] = t
	}
	linked := map[[2]string]bool{}
	for _, l := range spec.Links {
		switch l.Kind {
		case engine.LinkLand, engine.LinkSea, engine.LinkPort, engine.LinkTeleporter:
		default:
			add("link %s-%s has unknown kind %q", l.A, l.B, l.Kind)
		}
		switch l.Confidence {
		case "high", "medium":
		default:
			add("link %s-%s has confidence %q, want high or medium", l.A, l.B, l.Confidence)
		}
		if l.Kind == engine.LinkPort {
			a, okA := terr[l.A]
			b, okB := terr[l.B]
			if okA && okB && (!a.Port || !b.Port || a.PortGroup != b.PortGroup) {
				add("port link %s-%s does not join two ports of the same colour", l.A, l.B)
			}
		}
		linked[strPair(l.A, l.B)] = true
	}
	groups := map[string][]string{}
	for _, t := range spec.Territories {
		if t.Port && t.PortGroup != "" {
			groups[t.PortGroup] = append(groups[t.PortGroup], t.ID)
		}
	}
	for _, g := range sortedKeys(groups) {
		ports := groups[g]
		if len(ports) < 2 {
			add("port colour %q has only one port (%s)", g, ports[0])
		}
		for i, a := range ports {
			for _, b := range ports[i+1:] {
				if !linked[strPair(a, b)] {
					add("ports %s and %s (colour %s) are not linked", a, b, g)
				}
			}
		}
	}
	if len(spec.Cards) > 0 {
		hasCard := map[string]bool{}
		for _, c := range spec.Cards {
			hasCard[c.Territory] = true
		}
		for _, t := range spec.Territories {
			if !hasCard[t.ID] {
				add("territory %q has no card", t.ID)
			}
		}
	}
	if want, ok := known[spec.ID]; ok {
		problems = append(problems, checkTotals(spec, want)...)
	}

	b, err := engine.NewBoard(spec)
	if err != nil {
		problems = append(problems, err.Error())
	} else if !b.LinksOpen {
		// A board that says its links are incomplete is expected to have
		// territories without neighbours yet.
		problems = append(problems, checkConnected(b)...)
	}
	if len(problems) > 0 {
		return nil, &ValidationError{Board: spec.ID, Problems: problems}
	}
	return b, nil
}

func checkTotals(spec engine.BoardSpec, want totals) []string {
	var problems []string
	check := func(what string, got, want int) {
		if got != want {
			problems = append(problems, fmt.Sprintf("%d %s, want %d", got, what, want))
		}
	}
	castles, ports := 0, 0
	groups := map[string]int{}
	for _, t := range spec.Territories {
		if t.Castle {
			castles++
		}
		if t.Port {
			ports++
			groups[t.PortGroup]++
		}
	}
	check("territories", len(spec.Territories), want.territories)
	check("regions", len(spec.Regions), want.regions)
	check("cards", len(spec.Cards), want.cards)
	check("castles", castles, want.castles)
	check("ports", ports, want.ports)
	for g := range groups {
		if _, ok := want.portGroups[g]; !ok {
			problems = append(problems, fmt.Sprintf("unknown port colour %q", g))
		}
	}
	for _, g := range sortedKeys(want.portGroups) {
		check("ports of colour "+g, groups[g], want.portGroups[g])
	}
	return problems
}

func checkConnected(b *engine.Board) []string {
	if len(b.Territories) == 0 {
		return []string{"no territories"}
	}
	var problems []string
	for i, t := range b.Territories {
		if len(b.Neighbours(engine.TerritoryID(i))) == 0 {
			problems = append(problems, fmt.Sprintf("territory %q has no neighbour", t.ID))
		}
	}
	// Label the connected parts; the largest is the mainland and every
	// other part is reported as cut off from it.
	part := make([]int, len(b.Territories))
	for i := range part {
		part[i] = -1
	}
	var size []int
	for start := range b.Territories {
		if part[start] >= 0 {
			continue
		}
		p := len(size)
		size = append(size, 1)
		part[start] = p
		queue := []engine.TerritoryID{engine.TerritoryID(start)}
		for len(queue) > 0 {
			t := queue[0]
			queue = queue[1:]
			for _, n := range b.Neighbours(t) {
				if part[n] < 0 {
					part[n] = p
					size[p]++
					queue = append(queue, n)
				}
			}
		}
	}
	if len(size) == 1 {
		return problems
	}
	main := 0
	for p, n := range size {
		if n > size[main] {
			main = p
		}
	}
	var cut []string
	from := ""
	for i, p := range part {
		switch {
		case p != main:
			cut = append(cut, b.Territories[i].ID)
		case from == "":
			from = b.Territories[i].ID
		}
	}
	return append(problems, fmt.Sprintf("board is not connected: %s cannot be reached from %s",
		strings.Join(cut, ", "), from))
}

func strPair(a, b string) [2]string {
	if a > b {
		a, b = b, a
	}
	return [2]string{a, b}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

type entry struct {
	board *engine.Board
	meta  Meta
	err   error
}

var (
	loadOnce sync.Once
	boards   map[string]entry
)

// loadAll parses and validates every embedded board file once; boards are
// immutable, so every caller shares them.
func loadAll() {
	boards = map[string]entry{}
	names, err := files.ReadDir(".")
	if err != nil {
		panic(err) // the embedded FS is part of the binary
	}
	for _, de := range names {
		name := de.Name()
		id := strings.TrimSuffix(name, path.Ext(name))
		boards[id] = loadFile(id, name)
	}
}

func loadFile(id, name string) entry {
	data, err := files.ReadFile(name)
	if err != nil {
		return entry{err: err}
	}
	spec, meta, err := ParseMeta(data)
	if err != nil {
		return entry{err: fmt.Errorf("%s: %w", name, err)}
	}
	if spec.ID != id {
		return entry{err: fmt.Errorf("%s: holds board %q, want %q", name, spec.ID, id)}
	}
	if want, ok := known[id]; ok && meta.Edition != want.edition {
		return entry{err: fmt.Errorf("%s: edition %q, want %q", name, meta.Edition, want.edition)}
	}
	b, err := Validate(spec)
	if err != nil {
		return entry{err: fmt.Errorf("%s: %w", name, err)}
	}
	return entry{board: b, meta: meta}
}

// IDs lists the embedded boards, sorted.
func IDs() []string {
	loadOnce.Do(loadAll)
	return sortedKeys(boards)
}

// Load returns the embedded board id. The board is shared: do not change
// it.
func Load(id string) (*engine.Board, error) {
	loadOnce.Do(loadAll)
	e, ok := boards[id]
	if !ok {
		return nil, fmt.Errorf("unknown board %q (have %s)", id, strings.Join(IDs(), ", "))
	}
	return e.board, e.err
}

// MustLoad is Load that panics on error, for boards known to be embedded.
func MustLoad(id string) *engine.Board {
	b, err := Load(id)
	if err != nil {
		panic(err)
	}
	return b
}

// Spec returns the embedded board id as its description and meta, a fresh
// copy each call, for a table to copy and correct in the board editor.
func Spec(id string) (engine.BoardSpec, Meta, error) {
	if _, err := Load(id); err != nil {
		return engine.BoardSpec{}, Meta{}, err
	}
	data, err := files.ReadFile(id + ".json")
	if err != nil {
		return engine.BoardSpec{}, Meta{}, err
	}
	return ParseMeta(data)
}

// MetaOf returns the edition and source of the embedded board id.
func MetaOf(id string) (Meta, error) {
	if _, err := Load(id); err != nil {
		return Meta{}, err
	}
	return boards[id].meta, nil
}

// UncertainLinks returns b's medium-confidence links: the UI should ask
// the table to check them against its own board.
func UncertainLinks(b *engine.Board) []engine.Link {
	var out []engine.Link
	for _, l := range b.Links {
		if l.Confidence == "medium" {
			out = append(out, l)
		}
	}
	return out
}
