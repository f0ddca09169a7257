// Package views renders Herald's pages with templ. Components take small
// view models and engine types; every string goes through package i18n.
package views

import (
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"herald/engine"
	"herald/i18n"
)

// Ctx is what every page needs: the reader's language and where they are.
type Ctx struct {
	Lang  string
	Path  string     // current path, for the language switch
	Query url.Values // current query, kept by the language switch (GET pages like /odds)
	Join  *Join      // the join panel of the home and game pages; nil shows none
	// NewKeyURL: where the join panel asks for a new key; "" offers none
	// (Herald is open, or this device may not shut the others out).
	NewKeyURL string
	// Local: the request comes from the machine running Herald
	// (loopback), the only one offered a game file with its secrets.
	Local bool
	// HX: an htmx request, so the page runs app.js and may draw parts on
	// demand (the closed dice pad's faces).
	HX bool
	// SeatHeld: the device holds seat Seat of the page's game, so the
	// shared page's seats panel offers it no other seat's link.
	SeatHeld bool
	Seat     int
	// NotTable: the device holds no seat and is not the game's table
	// (another device is), so the seats panel shows no seat's link.
	NotTable bool
	// Awake: the page keeps the screen on (static/awake.js) and shows
	// its switch; AwakeTable or AwakeSeat, "" on every other page.
	Awake string
}

// The pages that keep the screen on (issue 31, item 3): the tablet's game
// page, on by default (the table looks at it for the whole game), and a
// phone's seat page, off by default (a phone is looked at on its turn
// and then lies in a pocket: kept on, it would drain its battery).
const (
	AwakeTable = "table"
	AwakeSeat  = "seat"
)

// WithAwake is c on a page of kind (AwakeTable, AwakeSeat) that keeps the
// screen on.
func (c Ctx) WithAwake(kind string) Ctx {
	c.Awake = kind
	return c
}

// The manifest's colours (handlers/manifest.go) and the page's
// theme-color are app.css's: its top bar in light and dark mode (a
// standalone window's title bar then matches it) and the light page's
// background, shown while the app starts (handlers'
// TestManifestColoursAreTheStylesheets reads them there).
const (
	ThemeColour      = "#1e2530" // .topbar's background
	ThemeColourDark  = "#0e1115" // .topbar's background in dark mode
	BackgroundColour = "#efebe3" // :root's --bg
)

// T renders a catalogue key.
func (c Ctx) T(key string, kv ...string) string { return i18n.N(c.Lang, key, kv...) }

// dateTime is t as the reader's language writes a date and time: every
// date a page shows goes through it.
func (c Ctx) dateTime(t time.Time) string { return i18n.DateTime(c.Lang, t) }

// LangURL is the current page in another language.
func (c Ctx) LangURL(lang string) string {
	q := url.Values{}
	for k, v := range c.Query {
		q[k] = v
	}
	q.Set("lang", lang)
	return c.Path + "?" + q.Encode()
}

// HistoryEntry is one event of the log with its sentences.
type HistoryEntry struct {
	Seq   int
	Type  string
	Lines []engine.Line
}

// GameView is the game page's model.
type GameView struct {
	ID      int64
	Name    string
	Seq     int
	Mark    string // the log's state the live stream names (#game's data-mark)
	State   *engine.State
	History []HistoryEntry // newest first
	// Redo is the event a redo puts back (its history on the current
	// state), nil when nothing was undone since the last action.
	Redo  *HistoryEntry
	Error string // a refusal to show above the action panel
	// BoardPhoto is the board editor's photo panel for a game on one
	// table's board ("" for a shipped board, which draws its own map):
	// a picture placed there reaches the game (handlers/picturefollow.go).
	BoardPhoto string
	Notice     string // a quiet information line

	// Attack form choices kept between partial updates.
	AttackFrom, AttackTo string
	// Declared is what the attack form declares (hero "IN", cannons), so
	// the odds panel counts it.
	Declared engine.Declared
	// PadOpen is the way the last battle was entered ("dice" for the dice
	// pad, "outcome" for losses only), kept open for the next battle.
	PadOpen string
	// Invasion is the run of battles just fought, for the odds trail.
	Invasion     Invasion
	ManeuverFrom string
	// ManeuverProposed: ManeuverFrom is Herald's proposal (ManeuverDefault),
	// not the player's choice, so a tap on the picture chooses the "from"
	// first (app.js fill).
	ManeuverProposed bool
	// Last is the last event with the state before it, for the result
	// area (result.go).
	Last Result
	// Refused is a refused action, shown in the form that sent it.
	Refused FormRefusal
	// Seated: the game's seats are issued, so what an edition keeps
	// private (Panels.PrivateHand) is shown on the seat's page alone.
	Seated bool
	// SeatPage: this is seat SeatPlayer's own page on its phone (Seated
	// is false there, so its own hand shows); what the other seats keep
	// private stays hidden on it (HandReadable).
	SeatPage   bool
	SeatPlayer int
	// Seats is the seats panel of the shared page (nil: none shown).
	Seats *Seats
}

// Say renders a rule error or history line for reader lang, naming
// territories and players, in the words of st's edition where it has its
// own (EditionKey).
func Say(lang string, st *engine.State, key string, args map[string]any) string {
	out := make(map[string]string, len(args))
	for k, v := range args {
		out[k] = argString(lang, st, v)
	}
	return i18n.T(lang, EditionKey(st, key), out)
}

// EditionKey is key in the words of st's edition where the catalogue has
// them ("attack.not_adjacent@<edition id>"), else key: each edition speaks its
// own rulebook's words where a rule is shared.
func EditionKey(st *engine.State, key string) string {
	if st == nil || st.Rules == nil {
		return key
	}
	return KeyOf(st.Rules.Edition, key)
}

// KeyOf is key in the words of edition where the catalogue has them
// ("key@edition"), else key: for a page with no game (a board's editor).
func KeyOf(edition, key string) string {
	if edition != "" && i18n.Has(key+"@"+edition) {
		return key + "@" + edition
	}
	return key
}

// TOf is T in the words of edition where the catalogue has them
// ("key@edition"), for a page with no game yet (a set-up page).
func (c Ctx) TOf(edition, key string, kv ...string) string {
	return c.T(KeyOf(edition, key), kv...)
}

// TE is T in the words of st's edition (see EditionKey).
func (c Ctx) TE(st *engine.State, key string, kv ...string) string {
	return c.T(EditionKey(st, key), kv...)
}

func argString(lang string, st *engine.State, v any) string {
	if f := PanelsOf(st).SayArg; f != nil {
		if out, ok := f(lang, v); ok {
			return out
		}
	}
	switch x := v.(type) {
	case engine.TerritoryID:
		if st != nil && int(x) >= 0 && int(x) < len(st.Board.Territories) {
			return st.Board.Name(x, lang)
		}
	case engine.PlayerRef:
		if st != nil && int(x) >= 0 && int(x) < len(st.Players) {
			// A neutral seat may have been set up without a name: it is
			// called by its edition's word, never left blank.
			if p := st.Players[x]; p.Name == "" && p.Neutral {
				return i18n.T(lang, EditionKey(st, "player.neutral"), nil)
			}
			return st.Players[x].Name
		}
	case engine.Dice:
		parts := make([]string, len(x))
		for i, d := range x {
			parts[i] = strconv.Itoa(d)
		}
		return strings.Join(parts, "-")
	case engine.Line:
		return Say(lang, st, x.Key, x.Args)
	case string:
		for _, kind := range []string{"house.", "achievement.", "mission.", "reward.", "tier.", "eventkind.", "edition."} {
			if i18n.Has(kind + x) {
				return i18n.T(lang, EditionKey(st, kind+x), nil)
			}
		}
		if st != nil {
			if t, ok := st.Board.Lookup(x); ok {
				return st.Board.Name(t, lang)
			}
		}
		return x
	}
	return fmt.Sprint(v)
}

// SayError renders an error for a player: rule errors by their sentence,
// anything else as a generic sentence (never internal text).
func SayError(lang string, st *engine.State, err error) string {
	if re, ok := err.(*engine.RuleError); ok {
		return Say(lang, st, re.Key, re.Args)
	}
	return i18n.T(lang, "error.internal", nil)
}

func (c Ctx) line(st *engine.State, l engine.Line) string { return Say(c.Lang, st, l.Key, l.Args) }

// Terr is territory t's name in the reader's language.
func (c Ctx) Terr(st *engine.State, t engine.TerritoryID) string { return st.Board.Name(t, c.Lang) }

// TerrID is the name of the territory (or card) with this id.
func (c Ctx) TerrID(st *engine.State, id string) string {
	if t, ok := st.Board.Lookup(id); ok {
		return st.Board.Name(t, c.Lang)
	}
	if id == engine.EndGameCard {
		return c.T("card.end_game")
	}
	if id == engine.UnknownCard {
		// A game file moved without its secrets named it so.
		return c.T("card.unknown")
	}
	if sym, ok := st.Rules.ExtraCards[id]; ok {
		// A card without a territory (a wild card) is named by its symbol.
		return c.T("symbol." + string(sym))
	}
	return id
}

func (c Ctx) house(h string) string { return c.T("house." + h) }

func (c Ctx) region(st *engine.State, id string) string {
	if i, ok := st.Board.RegionIndex(id); ok {
		return st.Board.Regions[i].Names.In(c.Lang)
	}
	return id
}

// Symbol is the symbol a card shows, in the reader's language.
func (c Ctx) Symbol(st *engine.State, card string) string {
	sym, _, ok := st.CardSymbol(card)
	if !ok {
		return ""
	}
	return c.T("symbol." + string(sym))
}

func itoa(i int) string { return strconv.Itoa(i) }

// GameURL is the path of a game's page, or of one of its actions.
func GameURL(id int64, parts ...string) string {
	u := "/games/" + strconv.FormatInt(id, 10)
	for _, p := range parts {
		u += "/" + p
	}
	return u
}

// PushedStream is the live stream of game id's page drawn at mark (a
// seat's own page: page "me"): it sends the page the parts that change
// (handlers/livepush.go), starting from mark.
func PushedStream(id int64, mark, page string) string {
	q := url.Values{"parts": {"1"}}
	if mark != "" {
		q.Set("shown", mark)
	}
	if page != "" {
		q.Set("page", page)
	}
	return GameURL(id, "live") + "?" + q.Encode()
}

// HouseClass is the CSS class that colours a player's chips.
func HouseClass(st *engine.State, p int) string {
	if p < 0 || p >= len(st.Players) {
		return "house-none"
	}
	if st.Players[p].Neutral {
		return "house-neutral"
	}
	return "house-" + st.Players[p].House
}

// regionGroup is a region and its territories, for the board list.
type regionGroup struct {
	ID          string
	Bonus       int
	Territories []engine.TerritoryID
	Holder      int // player holding all of it, or -1
}

// regions groups the territories by region. A fortress wall
// is listed under both its regions and counts for both ("Diese Gebiete
// sind Teil der beiden Regionen"); a region with no territory of its own,
// or the parking place of unassigned territories, is held by no one.
func regions(st *engine.State) []regionGroup {
	var out []regionGroup
	for _, r := range st.Board.Regions {
		g := regionGroup{ID: r.ID, Bonus: r.Bonus, Holder: -2}
		if !st.Board.RegionEntered(r.ID) {
			g.Holder = -1
		}
		for t, terr := range st.Board.Territories {
			if !terr.InRegion(r.ID) {
				continue
			}
			g.Territories = append(g.Territories, engine.TerritoryID(t))
			switch {
			case g.Holder == -2:
				g.Holder = st.Owner[t]
			case g.Holder != st.Owner[t]:
				g.Holder = -1
			}
		}
		if g.Holder >= 0 && st.Players[g.Holder].Neutral {
			g.Holder = -1
		}
		out = append(out, g)
	}
	return out
}

// terrItemID is the element id of territory t's item in region's list on
// the board. A fortress wall is listed under both its regions: under its
// own region it is "t-<id>", under its second "t2-<id>", so no id repeats
// on the page and an action's answer patches both items (static/parts.js
// finds a part by its id, and a repeated id reaches only the first).
func terrItemID(st *engine.State, t engine.TerritoryID, region string) string {
	terr := st.Board.Territories[t]
	if region != terr.Region && region == terr.AlsoRegion {
		return "t2-" + terr.ID
	}
	return "t-" + terr.ID
}

// option is a choice in a select.
type option struct {
	Value, Label string
	Name         string // the territory's name alone, where Label adds to it
	Selected     bool
}

// ownTerritories lists player p's territories, optionally only those with
// at least min units, sorted by name in lang.
func (c Ctx) ownTerritories(st *engine.State, p, minUnits int, selected string) []option {
	var out []option
	for _, t := range st.Holdings(p) {
		if st.Units[t] < minUnits {
			continue
		}
		id := st.Board.Territories[t].ID
		label := fmt.Sprintf("%s (%d)", c.Terr(st, t), st.Units[t])
		if st.Reserved[t] > 0 {
			label += " · " + c.T("reinforce.reserved_here", "units", itoa(st.Reserved[t]))
		}
		out = append(out, option{Value: id, Label: label, Name: c.Terr(st, t), Selected: id == selected})
	}
	sortOptions(out)
	return out
}

// attackTargets lists the enemy territories next to from (or next to any
// territory that can attack, when from is empty).
func (c Ctx) attackTargets(st *engine.State, from, selected string) []option {
	seen := map[engine.TerritoryID]bool{}
	var sources []engine.TerritoryID
	if t, ok := st.Board.Lookup(from); ok {
		sources = []engine.TerritoryID{t}
	} else {
		sources = st.Holdings(st.Current)
	}
	var out []option
	for _, s := range sources {
		if st.Units[s] < 2 {
			continue
		}
		// Links the board does not know are the table's call; teammates
		// are never attacked (team play).
		for _, n := range st.Board.MaybeNeighbours(s) {
			if st.Teammates(st.Owner[n], st.Current) || seen[n] {
				continue
			}
			seen[n] = true
			id := st.Board.Territories[n].ID
			label := fmt.Sprintf("%s (%s, %d)", c.Terr(st, n), st.Players[st.Owner[n]].Name, st.Units[n])
			out = append(out, option{Value: id, Label: label, Selected: id == selected})
		}
	}
	sortOptions(out)
	return out
}

func (c Ctx) maneuverTargets(st *engine.State, from string) []option {
	t, ok := st.Board.Lookup(from)
	if !ok {
		return nil
	}
	var out []option
	for _, n := range st.Reachable(st.Current, t) {
		out = append(out, option{Value: st.Board.Territories[n].ID, Label: fmt.Sprintf("%s (%d)", c.Terr(st, n), st.Units[n])})
	}
	sortOptions(out)
	return out
}

func sortOptions(o []option) {
	slices.SortFunc(o, func(a, b option) int { return naturalCompare(a.Label, b.Label) })
}

// naturalCompare orders labels as a reader counts: runs of digits by
// their value ("Gebiet 4" before "Gebiet 10"), the rest ignoring case.
func naturalCompare(a, b string) int {
	a, b = strings.ToLower(a), strings.ToLower(b)
	for a != "" && b != "" {
		ra, rb := leadingRun(a), leadingRun(b)
		if c := compareRuns(ra, rb); c != 0 {
			return c
		}
		a, b = a[len(ra):], b[len(rb):]
	}
	return strings.Compare(a, b)
}

// leadingRun is s's first run of digits or of other characters.
func leadingRun(s string) string {
	digit := isDigit(s[0])
	i := 1
	for i < len(s) && isDigit(s[i]) == digit {
		i++
	}
	return s[:i]
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// compareRuns compares two runs: numbers by value, else as text.
func compareRuns(a, b string) int {
	if isDigit(a[0]) && isDigit(b[0]) {
		x, y := strings.TrimLeft(a, "0"), strings.TrimLeft(b, "0")
		if len(x) != len(y) {
			return len(x) - len(y)
		}
		if c := strings.Compare(x, y); c != 0 {
			return c
		}
		return len(a) - len(b)
	}
	return strings.Compare(a, b)
}

// phaseSteps are the turn's steps for the progress bar.
var phaseSteps = []engine.Phase{engine.PhaseReinforce, engine.PhaseAttack, engine.PhaseManeuver}

func stepClass(st *engine.State, p engine.Phase) string {
	phase := st.Phase
	// Reinforcement is over once everything is placed, even before the
	// first attack moves the engine's phase on.
	if phase == engine.PhaseReinforce && canFinish(st) {
		phase = engine.PhaseAttack
	}
	cur := slices.Index(phaseSteps, phase)
	me := slices.Index(phaseSteps, p)
	switch {
	case st.Over:
		return "step done"
	case me == cur:
		return "step now"
	case me < cur:
		return "step done"
	}
	return "step"
}

// canFinish reports whether the reinforcement is settled, so invasions,
// maneuver and the end of the turn are open.
func canFinish(st *engine.State) bool { return st.ReadyToFight() == nil }

// TradeOpen reports whether the trade button is worth showing: the rules
// allow a trade now and the hand holds a set's worth of cards.
func TradeOpen(st *engine.State) bool {
	return st.TradeOpen() && len(st.Players[st.Current].Hand) >= 3
}

// NextSetValue is what the next set of cards is worth where an edition's
// sets rise with every set traded in the game (Ruleset.TradeValue), 0
// where a set's value is fixed by its cards: the card panel's line of set
// values says it ("{next}" in the edition's words for "cards.table").
func NextSetValue(st *engine.State) int {
	if st.Rules == nil || st.Rules.TradeValue == nil {
		return 0
	}
	return st.Rules.TradeValue(st.SetsTraded)
}

// PlayerName is player p's name, "-" for no player.
func PlayerName(st *engine.State, p int) string {
	if p < 0 || p >= len(st.Players) {
		return "-"
	}
	return st.Players[p].Name
}

func maxMoveIn(st *engine.State) int {
	if st.Pending == nil {
		return 0
	}
	return st.Units[st.Pending.From] - 1
}

// CardList names the cards of a set, as a list.
func (c Ctx) CardList(st *engine.State, cards []string) string {
	names := make([]string, len(cards))
	for i, cd := range cards {
		names[i] = c.TerrID(st, cd)
	}
	return strings.Join(names, ", ")
}

// SymbolID is the id of a card's symbol, for its CSS class.
func (c Ctx) SymbolID(st *engine.State, card string) string {
	sym, _, _ := st.CardSymbol(card)
	return string(sym)
}

// IsWinner reports whether player p is among the winners.
func IsWinner(st *engine.State, p int) bool { return slices.Contains(st.Winners, p) }

func winnerNames(st *engine.State) string {
	names := make([]string, len(st.Winners))
	for i, w := range st.Winners {
		names[i] = PlayerName(st, w)
	}
	return strings.Join(names, " & ")
}

// searchNames is every name of a territory, lower-case, without spaces
// or punctuation, for the filter box.
func searchNames(t engine.Territory) string {
	parts := []string{t.ID}
	// By language, not in the map's order: the same board renders the
	// same page byte for byte (issue 29 compares pages so).
	for _, lang := range slices.Sorted(maps.Keys(t.Names)) {
		parts = append(parts, t.Names[lang])
	}
	return engine.Fold(strings.Join(parts, "|"))
}

// hasHeroes: the edition puts heroes or leaders on the board, which the
// board correction places too.
func hasHeroes(st *engine.State) bool {
	for _, p := range st.Players {
		if p.HasHero {
			return true
		}
	}
	return false
}

// hasBases: the edition puts bases on the board (Player.Base), which the
// board correction can move.
func hasBases(st *engine.State) bool {
	for _, p := range st.Players {
		if p.Base != engine.NoTerritory {
			return true
		}
	}
	return false
}

// unverifiedBonus reports whether a region's bonus waits for the table's
// confirmation.
func unverifiedBonus(st *engine.State, region string) bool {
	i, ok := st.Board.RegionIndex(region)
	return ok && st.Board.Regions[i].BonusUnverified
}

// foldHistory reports whether a history entry is a correction of more
// than a few territories, shown as one line that opens (a whole-board
// correction would write a line per territory).
// entryText is a history entry as one sentence (a whole-board correction
// by its count), for the undo and redo buttons.
func (c Ctx) entryText(st *engine.State, h HistoryEntry) string {
	if foldHistory(h) {
		return c.T("history.correct_many", "count", itoa(len(h.Lines)))
	}
	parts := make([]string, len(h.Lines))
	for i, l := range h.Lines {
		parts[i] = c.line(st, l)
	}
	return strings.Join(parts, " ")
}

// redoLabel names what redo puts back; an event the rules refuse on the
// current state has no history yet and is named by the bare verb.
func (c Ctx) redoLabel(st *engine.State, h HistoryEntry) string {
	if len(h.Lines) == 0 {
		return c.T("redo.plain")
	}
	return c.T("redo.label", "what", c.entryText(st, h))
}

func foldHistory(h HistoryEntry) bool { return h.Type == "correct" && len(h.Lines) > 3 }
