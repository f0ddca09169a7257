package maps

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"herald/engine"
)

// Severity says whether a problem stops a board from being played.
type Severity string

const (
	// SeverityError: the board cannot be built or played as it is (a link
	// to an unknown territory, no territories, ...).
	SeverityError Severity = "error"
	// SeverityWarning: the board can be played, but something looks
	// unfinished or differs from what is known about the edition.
	SeverityWarning Severity = "warning"
)

// Problem is one finding of Check, in words the reader's language can
// say: Key is an i18n key ("boardcheck.*") and Args its arguments.
//
// By convention Args under "territory", "a" and "b" hold territory ids
// and under "region" and "also" region ids, which a view turns into
// names (an id that names nothing is shown as it is). Territories,
// Regions and Pairs list ids the problem is about; a view shows them as
// {territories}, {regions} and {links}.
type Problem struct {
	Severity    Severity
	Key         string
	Args        map[string]string
	Territories []string
	Regions     []string
	Pairs       [][2]string
}

// Battlefield is a board of an edition whose territory count is known.
type Battlefield struct {
	Name        string // as printed, also the word Check looks for
	Edition     string // "" when not tied to one edition here
	Territories int
}

// Battlefields are the counts known from the editions' rulebooks and
// boxes, as far as known: a board named like one of them is compared with
// its count, and a difference only warns (the table's board decides).
var Battlefields = []Battlefield{
	{Name: "Westeros", Edition: "got", Territories: 48},
	{Name: "Hammer", Territories: 31},
	{Name: "Anvil", Territories: 29},
	{Name: "Ring", Territories: 52},
	{Name: "Arcadia", Territories: 42},
	{Name: "Vigilus", Territories: 40},
}

// BattlefieldOf finds the known battlefield spec is named after: one of
// the words of its id or of one of its names is the battlefield's name.
// A battlefield tied to an edition only matches a board of that edition
// (or of no stated edition).
func BattlefieldOf(spec engine.BoardSpec, edition string) (Battlefield, bool) {
	words := map[string]bool{}
	addWords := func(s string) {
		for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			words[strings.ToLower(w)] = true
		}
	}
	addWords(spec.ID)
	for _, n := range spec.Names {
		addWords(n)
	}
	for _, bf := range Battlefields {
		if bf.Edition != "" && edition != "" && bf.Edition != edition {
			continue
		}
		if words[strings.ToLower(bf.Name)] {
			return bf, true
		}
	}
	return Battlefield{}, false
}

// Check lists what is wrong or unfinished in a board being edited, without
// refusing it: the table enters a board over several sittings and decides
// itself what to do about a warning. Problems come in a fixed order,
// errors first.
//
// One-way links cannot exist: links are stored undirected and listed once,
// and the editor writes each link once for both of its territories. What
// a hand-edited or imported file can still get wrong, the same link listed
// twice or a territory linked to itself, is reported here.
func Check(spec engine.BoardSpec, edition string) []Problem {
	c := checker{
		spec:      spec,
		edition:   edition,
		regions:   map[string]bool{},
		terr:      map[string]engine.Territory{},
		byName:    map[string][]string{},
		perRegion: map[string]int{},
		adj:       map[string][]string{},
	}
	// Errors first, then warnings: each step adds to both lists, in the
	// order a reader fixes a board (regions, territories, links, cards).
	c.checkRegions()
	c.checkTerritories()
	c.checkLinks()
	c.checkCards()
	c.warnSameNames()
	c.warnUnassigned()
	c.warnRegionGaps()
	c.warnUnlinked()
	problems := append(c.errs, c.warns...)
	problems = append(problems, checkPorts(spec)...)
	if bf, ok := BattlefieldOf(spec, edition); ok && len(c.terr) > 0 && len(c.terr) != bf.Territories {
		problems = append(problems, Problem{Severity: SeverityWarning, Key: "boardcheck.count", Args: argMap([]string{
			"battlefield", bf.Name, "count", strconv.Itoa(len(c.terr)), "want", strconv.Itoa(bf.Territories),
		})})
	}
	return problems
}

// checker holds what Check has learnt of a board so far, and the problems
// found, as the steps of Check go through it.
type checker struct {
	spec        engine.BoardSpec
	edition     string
	errs, warns []Problem

	regions   map[string]bool             // region ids declared
	terr      map[string]engine.Territory // territories by id
	byName    map[string][]string         // territory ids by folded English name
	perRegion map[string]int              // territories in (or also in) each region
	adj       map[string][]string         // neighbours by territory id, as engine.NewBoard links them
}

// symbolKnown asks the board's edition whether its cards show sym; a
// board of an edition not registered (a made-up one) is read with the
// core's default symbols.
func (c *checker) symbolKnown(sym engine.CardSymbol) bool {
	rules, ok := engine.RulesetFor(c.edition)
	if !ok {
		rules = &engine.Ruleset{}
	}
	return rules.SymbolKnown(sym)
}

// bad records an error; the caller may fill in what it is about.
func (c *checker) bad(key string, kv ...string) *Problem {
	c.errs = append(c.errs, Problem{Severity: SeverityError, Key: key, Args: argMap(kv)})
	return &c.errs[len(c.errs)-1]
}

// warn records a warning; the caller may fill in what it is about.
func (c *checker) warn(key string, kv ...string) *Problem {
	c.warns = append(c.warns, Problem{Severity: SeverityWarning, Key: key, Args: argMap(kv)})
	return &c.warns[len(c.warns)-1]
}

// warnTerritories warns under key about the territories ids, if any.
func (c *checker) warnTerritories(key string, ids []string) {
	if len(ids) > 0 {
		c.warn(key, "count", strconv.Itoa(len(ids))).Territories = ids
	}
}

// warnRegions warns under key about the regions ids, if any.
func (c *checker) warnRegions(key string, ids []string) {
	if len(ids) > 0 {
		c.warn(key, "count", strconv.Itoa(len(ids))).Regions = ids
	}
}

// checkRegions refuses a region declared twice.
func (c *checker) checkRegions() {
	if len(c.spec.Territories) == 0 {
		c.bad("boardcheck.no_territories")
	}
	for _, r := range c.spec.Regions {
		if c.regions[r.ID] {
			c.bad("boardcheck.region_twice", "region", r.ID)
		}
		c.regions[r.ID] = true
	}
}

// checkTerritories refuses a territory given twice, in an unknown region
// or with half a port, and lists those without an English name.
func (c *checker) checkTerritories() {
	var noName []string
	for _, t := range c.spec.Territories {
		if _, dup := c.terr[t.ID]; dup {
			c.bad("boardcheck.territory_twice", "territory", t.ID)
		}
		c.terr[t.ID] = t
		if n := strings.TrimSpace(t.Names["en"]); n == "" {
			noName = append(noName, t.ID)
		} else if key := engine.Fold(n); !slices.Contains(c.byName[key], t.ID) {
			c.byName[key] = append(c.byName[key], t.ID)
		}
		c.checkTerritoryRegions(t)
		if t.Port != (t.PortGroup != "") {
			c.bad("boardcheck.port_colour", "territory", t.ID)
		}
	}
	if len(noName) > 0 {
		c.bad("boardcheck.no_name").Territories = noName
	}
}

// checkTerritoryRegions checks the region of t and its second region, if
// any, and counts t in them.
func (c *checker) checkTerritoryRegions(t engine.Territory) {
	if !c.regions[t.Region] {
		c.bad("boardcheck.unknown_region", "territory", t.ID, "region", t.Region)
	}
	c.perRegion[t.Region]++
	switch {
	case t.AlsoRegion == "":
	case t.AlsoRegion == t.Region:
		c.bad("boardcheck.also_region_same", "territory", t.ID, "region", t.Region)
	case !c.regions[t.AlsoRegion]:
		c.bad("boardcheck.unknown_region", "territory", t.ID, "region", t.AlsoRegion)
	default:
		c.perRegion[t.AlsoRegion]++
	}
}

// checkLinks reads the links as engine.NewBoard does: a link to an unknown
// territory, to itself or given twice is refused, the others are kept.
func (c *checker) checkLinks() {
	linked := map[[2]string]bool{}
	for _, l := range c.spec.Links {
		_, okA := c.terr[l.A]
		_, okB := c.terr[l.B]
		switch {
		case !okA || !okB:
			c.bad("boardcheck.link_unknown", "a", l.A, "b", l.B)
			continue
		case l.A == l.B:
			c.bad("boardcheck.link_self", "territory", l.A)
			continue
		case linked[strPair(l.A, l.B)]:
			c.bad("boardcheck.link_twice", "a", l.A, "b", l.B)
			continue
		}
		linked[strPair(l.A, l.B)] = true
		c.adj[l.A] = append(c.adj[l.A], l.B)
		c.adj[l.B] = append(c.adj[l.B], l.A)
		c.checkLinkKind(l)
	}
}

// checkLinkKind refuses an unknown kind of link and warns about a port
// link between territories that are not ports of one colour.
func (c *checker) checkLinkKind(l engine.LinkSpec) {
	switch l.Kind {
	case engine.LinkLand, engine.LinkSea, engine.LinkTeleporter:
	case engine.LinkPort:
		a, b := c.terr[l.A], c.terr[l.B]
		if !a.Port || !b.Port || a.PortGroup != b.PortGroup {
			c.warn("boardcheck.port_link", "a", l.A, "b", l.B)
		}
	default:
		c.bad("boardcheck.link_kind", "a", l.A, "b", l.B, "kind", string(l.Kind))
	}
}

// checkCards, where the board has a deck, refuses a card for an unknown
// territory, a second card for one or an unknown symbol, and warns about
// territories without a card.
func (c *checker) checkCards() {
	if len(c.spec.Cards) == 0 {
		return
	}
	hasCard := map[string]bool{}
	for _, card := range c.spec.Cards {
		switch {
		case c.terr[card.Territory].ID == "":
			c.bad("boardcheck.card_unknown", "territory", card.Territory)
			continue
		case hasCard[card.Territory]:
			c.bad("boardcheck.card_twice", "territory", card.Territory)
		}
		hasCard[card.Territory] = true
		if !c.symbolKnown(card.Symbol) {
			c.bad("boardcheck.card_symbol", "territory", card.Territory, "symbol", string(card.Symbol))
		}
	}
	var noCard []string
	for _, t := range c.spec.Territories {
		if !hasCard[t.ID] {
			noCard = append(noCard, t.ID)
		}
	}
	c.warnTerritories("boardcheck.no_card", noCard)
}

// warnSameNames warns about territories entered twice under one name.
func (c *checker) warnSameNames() {
	for _, key := range sortedKeys(c.byName) {
		if same := c.byName[key]; len(same) > 1 {
			c.warn("boardcheck.same_name", "name", c.terr[same[0]].Names["en"]).Territories = same
		}
	}
}

// warnUnassigned warns about territories not yet put into a region.
func (c *checker) warnUnassigned() {
	var unassigned []string
	for _, t := range c.spec.Territories {
		if t.Region == engine.UnassignedRegion {
			unassigned = append(unassigned, t.ID)
		}
	}
	c.warnTerritories("boardcheck.unassigned", unassigned)
}

// warnRegionGaps warns about regions without territories or bonus. The
// parking place of unassigned territories is no region: it needs no bonus
// and may be empty.
func (c *checker) warnRegionGaps() {
	var empty, noBonus []string
	for _, r := range c.spec.Regions {
		if !engine.IsRegion(r.ID) {
			continue
		}
		if c.perRegion[r.ID] == 0 {
			empty = append(empty, r.ID)
		}
		if r.Bonus <= 0 {
			noBonus = append(noBonus, r.ID)
		}
	}
	c.warnRegions("boardcheck.empty_regions", empty)
	c.warnRegions("boardcheck.no_bonus", noBonus)
}

// warnUnlinked warns about territories without a neighbour and a board in
// pieces, unless the board says its links are not all known: then such
// gaps are expected, and listing them would bury what else there is. One
// quiet line says it.
func (c *checker) warnUnlinked() {
	var lonely []string
	for _, t := range c.spec.Territories {
		if len(c.adj[t.ID]) == 0 && !slices.Contains(lonely, t.ID) {
			lonely = append(lonely, t.ID)
		}
	}
	switch {
	case c.spec.LinksOpen && len(lonely) > 0:
		c.warn("boardcheck.links_open", "count", strconv.Itoa(len(lonely)))
		return
	case c.spec.LinksOpen:
		c.warn("boardcheck.links_open_linked")
		return
	}
	c.warnTerritories("boardcheck.no_neighbours", lonely)
	if pieces := piecesOf(c.spec.Territories, c.adj); len(pieces) > 1 {
		sizes := make([]string, len(pieces))
		var cut []string
		for i, p := range pieces {
			sizes[i] = strconv.Itoa(len(p))
			if i > 0 {
				cut = append(cut, p...)
			}
		}
		c.warn("boardcheck.pieces", "count", strconv.Itoa(len(pieces)), "sizes", strings.Join(sizes, ", ")).Territories = cut
	}
}

// checkPorts warns about a port colour with a single port and about two
// ports of one colour that are not linked: in Game of Thrones every port
// reaches every other port of its colour.
func checkPorts(spec engine.BoardSpec) []Problem {
	groups := map[string][]string{}
	for _, t := range spec.Territories {
		if t.Port && t.PortGroup != "" {
			groups[t.PortGroup] = append(groups[t.PortGroup], t.ID)
		}
	}
	if len(groups) == 0 {
		return nil
	}
	linked := map[[2]string]bool{}
	for _, l := range spec.Links {
		linked[strPair(l.A, l.B)] = true
	}
	var out []Problem
	for _, g := range sortedKeys(groups) {
		ports := groups[g]
		if len(ports) < 2 {
			out = append(out, Problem{Severity: SeverityWarning, Key: "boardcheck.port_alone", Args: map[string]string{"colour": g}, Territories: ports})
			continue
		}
		var missing [][2]string
		for i, a := range ports {
			for _, b := range ports[i+1:] {
				if !linked[strPair(a, b)] {
					missing = append(missing, [2]string{a, b})
				}
			}
		}
		if len(missing) > 0 {
			out = append(out, Problem{Severity: SeverityWarning, Key: "boardcheck.ports_unlinked",
				Args: map[string]string{"colour": g, "count": strconv.Itoa(len(missing))}, Pairs: missing})
		}
	}
	return out
}

// piecesOf splits the territories that have a neighbour into connected
// pieces, largest first (territories without any neighbour are reported
// on their own, not as pieces of one).
func piecesOf(ts []engine.Territory, adj map[string][]string) [][]string {
	seen := map[string]bool{}
	var pieces [][]string
	for _, t := range ts {
		if seen[t.ID] || len(adj[t.ID]) == 0 {
			continue
		}
		seen[t.ID] = true
		piece := []string{t.ID}
		for i := 0; i < len(piece); i++ {
			for _, n := range adj[piece[i]] {
				if !seen[n] {
					seen[n] = true
					piece = append(piece, n)
				}
			}
		}
		pieces = append(pieces, piece)
	}
	slices.SortStableFunc(pieces, func(a, b []string) int { return cmp.Compare(len(b), len(a)) })
	return pieces
}

// UnverifiedSpecLinks lists spec's medium-confidence links: not a problem
// of the board, but what the table should compare with its own board.
func UnverifiedSpecLinks(spec engine.BoardSpec) []engine.LinkSpec {
	var out []engine.LinkSpec
	for _, l := range spec.Links {
		if l.Confidence == "medium" {
			out = append(out, l)
		}
	}
	return out
}

// HasErrors reports whether any problem stops the board from being played.
func HasErrors(problems []Problem) bool {
	return slices.ContainsFunc(problems, func(p Problem) bool { return p.Severity == SeverityError })
}

func argMap(kv []string) map[string]string {
	if len(kv) == 0 {
		return nil
	}
	m := make(map[string]string, len(kv)/2)
	for i := 0; i+1 < len(kv); i += 2 {
		m[kv[i]] = kv[i+1]
	}
	return m
}
