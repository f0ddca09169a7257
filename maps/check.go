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
	var errs, warns []Problem
	bad := func(key string, kv ...string) *Problem {
		errs = append(errs, Problem{Severity: SeverityError, Key: key, Args: argMap(kv)})
		return &errs[len(errs)-1]
	}
	warn := func(key string, kv ...string) *Problem {
		warns = append(warns, Problem{Severity: SeverityWarning, Key: key, Args: argMap(kv)})
		return &warns[len(warns)-1]
	}

	if len(spec.Territories) == 0 {
		bad("boardcheck.no_territories")
	}

	regions := map[string]bool{}
	for _, r := range spec.Regions {
		if regions[r.ID] {
			bad("boardcheck.region_twice", "region", r.ID)
		}
		regions[r.ID] = true
	}

	terr := map[string]engine.Territory{}
	byName := map[string][]string{}
	perRegion := map[string]int{}
	var noName []string
	for _, t := range spec.Territories {
		if _, dup := terr[t.ID]; dup {
			bad("boardcheck.territory_twice", "territory", t.ID)
		}
		terr[t.ID] = t
		if n := strings.TrimSpace(t.Names["en"]); n == "" {
			noName = append(noName, t.ID)
		} else {
			key := engine.Fold(n)
			if !slices.Contains(byName[key], t.ID) {
				byName[key] = append(byName[key], t.ID)
			}
		}
		if !regions[t.Region] {
			bad("boardcheck.unknown_region", "territory", t.ID, "region", t.Region)
		}
		perRegion[t.Region]++
		if t.AlsoRegion != "" {
			switch {
			case t.AlsoRegion == t.Region:
				bad("boardcheck.also_region_same", "territory", t.ID, "region", t.Region)
			case !regions[t.AlsoRegion]:
				bad("boardcheck.unknown_region", "territory", t.ID, "region", t.AlsoRegion)
			default:
				perRegion[t.AlsoRegion]++
			}
		}
		if t.Port != (t.PortGroup != "") {
			bad("boardcheck.port_colour", "territory", t.ID)
		}
	}
	if len(noName) > 0 {
		bad("boardcheck.no_name").Territories = noName
	}

	// Links, as engine.NewBoard reads them.
	type pair = [2]string
	linked := map[pair]bool{}
	adj := map[string][]string{}
	for _, l := range spec.Links {
		_, okA := terr[l.A]
		_, okB := terr[l.B]
		switch {
		case !okA || !okB:
			bad("boardcheck.link_unknown", "a", l.A, "b", l.B)
			continue
		case l.A == l.B:
			bad("boardcheck.link_self", "territory", l.A)
			continue
		case linked[strPair(l.A, l.B)]:
			bad("boardcheck.link_twice", "a", l.A, "b", l.B)
			continue
		}
		linked[strPair(l.A, l.B)] = true
		adj[l.A] = append(adj[l.A], l.B)
		adj[l.B] = append(adj[l.B], l.A)
		switch l.Kind {
		case engine.LinkLand, engine.LinkSea, engine.LinkTeleporter:
		case engine.LinkPort:
			a, b := terr[l.A], terr[l.B]
			if !a.Port || !b.Port || a.PortGroup != b.PortGroup {
				warn("boardcheck.port_link", "a", l.A, "b", l.B)
			}
		default:
			bad("boardcheck.link_kind", "a", l.A, "b", l.B, "kind", string(l.Kind))
		}
	}

	// Cards, where the board has a deck.
	if len(spec.Cards) > 0 {
		hasCard := map[string]bool{}
		for _, c := range spec.Cards {
			switch {
			case terr[c.Territory].ID == "":
				bad("boardcheck.card_unknown", "territory", c.Territory)
				continue
			case hasCard[c.Territory]:
				bad("boardcheck.card_twice", "territory", c.Territory)
			}
			hasCard[c.Territory] = true
			switch c.Symbol {
			case engine.Knight, engine.SiegeEngine, engine.Fortification:
			default:
				bad("boardcheck.card_symbol", "territory", c.Territory, "symbol", string(c.Symbol))
			}
		}
		var noCard []string
		for _, t := range spec.Territories {
			if !hasCard[t.ID] {
				noCard = append(noCard, t.ID)
			}
		}
		if len(noCard) > 0 {
			warn("boardcheck.no_card", "count", strconv.Itoa(len(noCard))).Territories = noCard
		}
	}

	// Warnings: what the table has not entered yet, or entered twice.
	for _, key := range sortedKeys(byName) {
		if same := byName[key]; len(same) > 1 {
			warn("boardcheck.same_name", "name", terr[same[0]].Names["en"]).Territories = same
		}
	}
	var empty, noBonus, unassigned []string
	for _, t := range spec.Territories {
		if t.Region == engine.UnassignedRegion {
			unassigned = append(unassigned, t.ID)
		}
	}
	if len(unassigned) > 0 {
		warn("boardcheck.unassigned", "count", strconv.Itoa(len(unassigned))).Territories = unassigned
	}
	for _, r := range spec.Regions {
		// The parking place of unassigned territories is no region: it
		// needs no bonus and may be empty.
		if !engine.IsRegion(r.ID) {
			continue
		}
		if perRegion[r.ID] == 0 {
			empty = append(empty, r.ID)
		}
		if r.Bonus <= 0 {
			noBonus = append(noBonus, r.ID)
		}
	}
	if len(empty) > 0 {
		warn("boardcheck.empty_regions", "count", strconv.Itoa(len(empty))).Regions = empty
	}
	if len(noBonus) > 0 {
		warn("boardcheck.no_bonus", "count", strconv.Itoa(len(noBonus))).Regions = noBonus
	}
	var lonely []string
	for _, t := range spec.Territories {
		if len(adj[t.ID]) == 0 && !slices.Contains(lonely, t.ID) {
			lonely = append(lonely, t.ID)
		}
	}
	switch {
	case spec.LinksOpen && len(lonely) > 0:
		// The board says its links are not all known: territories without
		// a link and a board in pieces are expected, and listing them
		// would bury what else there is. One quiet line says it.
		warn("boardcheck.links_open", "count", strconv.Itoa(len(lonely)))
	case spec.LinksOpen:
		warn("boardcheck.links_open_linked")
	case len(lonely) > 0:
		warn("boardcheck.no_neighbours", "count", strconv.Itoa(len(lonely))).Territories = lonely
	}
	if pieces := piecesOf(spec.Territories, adj); len(pieces) > 1 && !spec.LinksOpen {
		sizes := make([]string, len(pieces))
		var cut []string
		for i, p := range pieces {
			sizes[i] = strconv.Itoa(len(p))
			if i > 0 {
				cut = append(cut, p...)
			}
		}
		warn("boardcheck.pieces", "count", strconv.Itoa(len(pieces)), "sizes", strings.Join(sizes, ", ")).Territories = cut
	}
	problems := append(errs, warns...)
	problems = append(problems, checkPorts(spec)...)
	if bf, ok := BattlefieldOf(spec, edition); ok && len(terr) > 0 && len(terr) != bf.Territories {
		problems = append(problems, Problem{Severity: SeverityWarning, Key: "boardcheck.count", Args: argMap([]string{
			"battlefield", bf.Name, "count", strconv.Itoa(len(terr)), "want", strconv.Itoa(bf.Territories),
		})})
	}
	return problems
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
