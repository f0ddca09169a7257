package views

import (
	"slices"
	"strings"
	"time"

	"herald/engine"
	"herald/i18n"
	"herald/maps"
)

// BoardSummary is one board in the boards list.
type BoardSummary struct {
	ID, Name, Edition string
	Version           int // 0 for a shipped board
	Territories       int
	Errors, Warnings  int
}

// BoardList is the boards page: the table's boards, the shipped ones and
// the import form.
type BoardList struct {
	Table      []BoardSummary
	Shipped    []BoardSummary
	Error      string // the import was refused
	ImportText string // the pasted file, kept after a refusal
}

// NewBoardForm is the form that starts a board.
type NewBoardForm struct {
	Name, Edition, Error string
}

// BoardVersion is one earlier version in the editor's list.
type BoardVersion struct {
	Version   int
	CreatedAt time.Time
}

// BoardEditor is the editor of one board, at its newest version.
type BoardEditor struct {
	ID, Name, Edition, Source string
	Version                   int
	Spec                      engine.BoardSpec
	Problems                  []maps.Problem
	Versions                  []BoardVersion // newest first, the current one included
	Selected                  string         // the territory being edited, "" for none
	// Notice says what the last save did, Error why a form was refused;
	// NoticeAt and ErrorAt name the page section to show them in ("" for
	// the top, "regions", "paste", "territories", "territory").
	Notice, NoticeAt       string
	Error, ErrorAt         string
	PasteRegion, PasteText string // the paste form's input, kept after a refusal
	LinkText               string // the link list form's input, kept
	// Assist is the edition's link advice for this board (nil: none).
	Assist *LinkAdvice
	// Merge is set when a form met a newer version: what changed
	// meanwhile, the group's edits and the fields both changed.
	Merge *BoardMerge
}

// BoardMerge offers to apply a stale form's edits on top of the newest
// version: Edit is the form as submitted (without its version), Base the
// version it was made on.
type BoardMerge struct {
	Base            int
	Action, Edit    string
	Meanwhile, Ours []string
	Conflicts       []MergeConflict
}

// MergeConflict is one field both sides changed: pick ours or theirs.
type MergeConflict struct {
	Key, What, Ours, Theirs string
	PickTheirs              bool
}

// editorMark is one sign of the editor's lists with its meaning.
type editorMark struct{ Sign, Key string }

// usedMarks are the signs the editor's territory list shows on this
// board, for the legend (a tablet has no hover to explain them).
func usedMarks(s engine.BoardSpec) []editorMark {
	var castle, port, colony, also, complete, unverified bool
	for _, t := range s.Territories {
		castle, port, colony, also = castle || t.Castle, port || t.Port, colony || t.Colony, also || t.AlsoRegion != ""
		complete = complete || (s.LinksOpen && t.LinksComplete)
	}
	for _, r := range s.Regions {
		unverified = unverified || r.BonusUnverified
	}
	for _, l := range s.Links {
		unverified = unverified || l.Confidence == "medium"
	}
	out := []editorMark{{"+n", "boards.legend.bonus"}, {"n", "boards.legend.count"}}
	for _, m := range []struct {
		on bool
		editorMark
	}{{castle, editorMark{"♜", "boards.legend.castle"}}, {port, editorMark{"⚓", "boards.legend.port"}}, {colony, editorMark{"◉", "boards.legend.colony"}},
		{also, editorMark{"▥", "boards.legend.also_region"}}, {complete, editorMark{"✓", "boards.legend.complete"}}, {unverified, editorMark{"?", "boards.legend.unverified"}}} {
		if m.on {
			out = append(out, m.editorMark)
		}
	}
	return out
}

func boardURL(id string, parts ...string) string {
	u := "/boards/" + id
	for _, p := range parts {
		u += "/" + p
	}
	return u
}

// pickURL opens the editor on territory t, scrolled to its form.
func pickURL(id, t string) string { return "/boards/" + id + "?t=" + t + "#edit" }

func exportURL(id string, version int) string {
	return "/boards/" + id + "/export?version=" + itoa(version)
}

func (c Ctx) edition(ed string) string {
	if i18n.Has("boards.edition." + ed) {
		return c.T("boards.edition." + ed)
	}
	return ed
}

func (c Ctx) boardStatus(b BoardSummary) string {
	if b.Errors == 0 && b.Warnings == 0 {
		return c.T("boards.status_ok")
	}
	return c.T("boards.status", "errors", itoa(b.Errors), "warnings", itoa(b.Warnings))
}

// specTerritory finds a territory of the spec by id.
func specTerritory(s engine.BoardSpec, id string) (engine.Territory, bool) {
	i := slices.IndexFunc(s.Territories, func(t engine.Territory) bool { return t.ID == id })
	if i < 0 {
		return engine.Territory{}, false
	}
	return s.Territories[i], true
}

func (c Ctx) specTerrName(s engine.BoardSpec, id string) string {
	if t, ok := specTerritory(s, id); ok && t.Names.In(c.Lang) != "" {
		return t.Names.In(c.Lang)
	}
	return id
}

func (c Ctx) specRegionName(s engine.BoardSpec, id string) string {
	for _, r := range s.Regions {
		if r.ID == id && r.Names.In(c.Lang) != "" {
			return r.Names.In(c.Lang)
		}
	}
	return id
}

// problemText is a problem of maps.Check in the reader's language, with
// territory and region ids turned into names.
func (c Ctx) problemText(s engine.BoardSpec, p maps.Problem) string {
	args := map[string]string{}
	for k, v := range p.Args {
		switch k {
		case "territory", "a", "b":
			v = c.specTerrName(s, v)
		case "region", "also":
			v = c.specRegionName(s, v)
		}
		args[k] = v
	}
	if len(p.Territories) > 0 {
		names := make([]string, len(p.Territories))
		for i, id := range p.Territories {
			names[i] = c.specTerrName(s, id)
		}
		args["territories"] = strings.Join(names, ", ")
	}
	if len(p.Regions) > 0 {
		names := make([]string, len(p.Regions))
		for i, id := range p.Regions {
			names[i] = c.specRegionName(s, id)
		}
		args["regions"] = strings.Join(names, ", ")
	}
	if len(p.Pairs) > 0 {
		args["links"] = c.pairNames(s, p.Pairs)
	}
	return i18n.T(c.Lang, p.Key, args)
}

func (c Ctx) pairNames(s engine.BoardSpec, pairs [][2]string) string {
	out := make([]string, len(pairs))
	for i, p := range pairs {
		out[i] = c.specTerrName(s, p[0]) + " – " + c.specTerrName(s, p[1])
	}
	return strings.Join(out, ", ")
}

func (c Ctx) unverifiedText(s engine.BoardSpec) string {
	links := maps.UnverifiedSpecLinks(s)
	if len(links) == 0 {
		return ""
	}
	pairs := make([][2]string, len(links))
	for i, l := range links {
		pairs[i] = [2]string{l.A, l.B}
	}
	return c.T("boards.unverified", "count", itoa(len(links)), "links", c.pairNames(s, pairs))
}

// problemID names a problem for tests and anchors: "no_neighbours".
func problemID(p maps.Problem) string { return strings.TrimPrefix(p.Key, "boardcheck.") }

// editorRegion is a region with its territories, for the editor's lists.
type editorRegion struct {
	engine.Region
	Territories []engine.Territory
}

// editorRegions groups the territories by region, in board order; a
// territory of an unknown region comes last, under its region id.
func editorRegions(s engine.BoardSpec) []editorRegion {
	out := make([]editorRegion, 0, len(s.Regions))
	at := map[string]int{}
	for _, r := range s.Regions {
		if _, dup := at[r.ID]; dup {
			continue
		}
		at[r.ID] = len(out)
		out = append(out, editorRegion{Region: r})
	}
	for _, t := range s.Territories {
		i, ok := at[t.Region]
		if !ok {
			i = len(out)
			at[t.Region] = i
			out = append(out, editorRegion{Region: engine.Region{ID: t.Region, Names: engine.Names{"en": t.Region}}})
		}
		out[i].Territories = append(out[i].Territories, t)
	}
	return out
}

// neighbourCount is how many territories t is linked with.
func neighbourCount(s engine.BoardSpec, t string) int {
	seen := map[string]bool{}
	for _, l := range s.Links {
		switch t {
		case l.A:
			seen[l.B] = true
		case l.B:
			seen[l.A] = true
		}
	}
	delete(seen, t)
	return len(seen)
}

// linkOf returns the link between a and b, if any.
func linkOf(s engine.BoardSpec, a, b string) (engine.LinkSpec, bool) {
	for _, l := range s.Links {
		if (l.A == a && l.B == b) || (l.A == b && l.B == a) {
			return l, true
		}
	}
	return engine.LinkSpec{}, false
}

// LinkKinds are the kinds the editor offers, and takes, for a link on a
// board of edition ed: the kinds its boards have (BoardFeatures), and
// current, the link's kind now ("" when not linked), so that a board
// copied from another edition keeps its links.
func LinkKinds(ed string, current engine.LinkKind) []engine.LinkKind {
	kinds := []engine.LinkKind{engine.LinkLand}
	f := featuresOf(ed)
	if !f.NoSeaLines || current == engine.LinkSea {
		kinds = append(kinds, engine.LinkSea)
	}
	if f.CastlesAndPorts || current == engine.LinkPort {
		kinds = append(kinds, engine.LinkPort)
	}
	if f.Teleporters || current == engine.LinkTeleporter {
		kinds = append(kinds, engine.LinkTeleporter)
	}
	if current != "" && !slices.Contains(kinds, current) {
		kinds = append(kinds, current)
	}
	return kinds
}

func (c Ctx) kindName(k engine.LinkKind) string {
	if i18n.Has("boards.kind." + string(k)) {
		return c.T("boards.kind." + string(k))
	}
	return string(k)
}

// portGroups lists the port colours already on the board, for suggestions.
func portGroups(s engine.BoardSpec) []string {
	var out []string
	for _, t := range s.Territories {
		if t.PortGroup != "" && !slices.Contains(out, t.PortGroup) {
			out = append(out, t.PortGroup)
		}
	}
	return out
}

// blankRegionRows is how many empty rows the regions form offers: a few on
// a new board, so the first regions go in with one save.
func blankRegionRows(s engine.BoardSpec) []int {
	if len(s.Regions) == 0 {
		return []int{0, 1, 2}
	}
	return []int{0}
}

// placed moves a message meant for the territory form to the top when
// no territory form is shown (the territory was removed meanwhile).
func (v BoardEditor) placed() BoardEditor {
	if _, ok := v.selectedTerritory(); !ok {
		if v.ErrorAt == "territory" {
			v.ErrorAt = ""
		}
		if v.NoticeAt == "territory" {
			v.NoticeAt = ""
		}
	}
	return v
}

// selectedTerritory is the territory being edited.
func (v BoardEditor) selectedTerritory() (engine.Territory, bool) {
	if v.Selected == "" {
		return engine.Territory{}, false
	}
	return specTerritory(v.Spec, v.Selected)
}

func problemClass(p maps.Problem) string {
	if p.Severity == maps.SeverityError {
		return "problem problem-error"
	}
	return "problem problem-warning"
}
