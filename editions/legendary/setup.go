package legendary

import (
	"errors"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/a-h/templ"

	"herald/engine"
	"herald/i18n"
	"herald/views"
)

// The set-up of RISK Halo Legendary, in two steps like Halo Wars': first
// the mode, the players and their armies, the battlefield and the mobile
// teleporter option; then the board as it stands at the table. Herald
// pre-fills the second step with a claim in the rulebook's pattern (round
// the table; in One-on-One player 1, player 2, 2 neutral Flood units),
// units spread evenly, base and hero on each player's first territory and
// the mobile teleporter pairs on unconnected territories; the table
// corrects it to match its pieces and engine.NewGame checks the result.
// The edition ships no boards: every battlefield is entered in the board
// editor, and the Ring and Forge are two of them joined ("a@1+b@1").

func init() { views.RegisterSetup(legendarySetupEdition{}) }

type legendarySetupEdition struct{}

func (legendarySetupEdition) ID() string { return ID }
func (legendarySetupEdition) Title(c views.Ctx) string {
	return c.T("ui.new_game_of", "edition", views.EditionName(c.Lang, ID))
}
func (legendarySetupEdition) FormAttrs() templ.Attributes {
	return templ.Attributes{"class": "panel stack-form", "data-testid": "new-legendary-form"}
}

func (legendarySetupEdition) Fields() []string {
	return []string{"name", "mode", "teams", "teleporter_option", "board", "half_a", "half_b", "player", "army", "step",
		"tele_", "owner_", "units_", "base_", "hero_"}
}

func newLegendaryForm(boards []views.BoardChoice) *SetupForm {
	return &SetupForm{Mode: ModeObjective, TeleporterOption: TeleportersEach,
		Names: make([]string, 5), Armies: make([]string, 5), Boards: boards}
}

// Blank chooses the first playable board for two players, the first two
// as the halves of the Ring or Forge; the table picks others.
func (legendarySetupEdition) Blank(env views.SetupEnv) views.SetupForm {
	f := newLegendaryForm(env.Boards)
	var playable []string
	for _, b := range env.Boards {
		if b.Playable {
			playable = append(playable, b.Ref)
		}
	}
	if len(playable) > 0 {
		f.Board, f.HalfA = playable[0], playable[0]
	}
	if len(playable) > 1 {
		f.HalfB = playable[1]
	}
	return f
}

func (legendarySetupEdition) Read(form url.Values, env views.SetupEnv) views.SetupForm {
	f := newLegendaryForm(env.Boards)
	f.Name = strings.TrimSpace(form.Get("name"))
	if m := form.Get("mode"); slices.Contains(Modes, m) {
		f.Mode = m
	}
	f.Teams = f.Mode == ModeSlayer && form.Get("teams") == "1"
	if o := form.Get("teleporter_option"); slices.Contains(TeleporterOptions, o) {
		f.TeleporterOption = o
	}
	f.Board, f.HalfA, f.HalfB = form.Get("board"), form.Get("half_a"), form.Get("half_b")
	f.Names = views.SeatNames(form)
	for i, h := range form["army"] {
		if i < 5 && slices.Contains(Armies, h) {
			f.Armies[i] = h
		}
	}
	return f
}

func (legendarySetupEdition) Next(form url.Values, sf views.SetupForm, env views.SetupEnv) (*views.SetupDone, error) {
	f := sf.(*SetupForm)
	if form.Get("step") == "back" {
		return nil, nil
	}
	// The players are the seats with a name, in turn order.
	var names, chosen []string
	for i, n := range f.Names {
		if n != "" {
			names, chosen = append(names, n), append(chosen, f.Armies[i])
		}
	}
	if err := legendaryCount(f.Mode, f.Teams, len(names)); err != nil {
		return nil, err
	}
	b, err := f.field(env, len(names))
	if err != nil {
		return nil, err
	}
	f.seats(env.Lang, names, chosen)
	f.grid(b, env.Lang)
	if form.Get("step") != "create" {
		f.prefill(b, env.Intn)
		// Herald's proposal follows the rulebook: what the engine refuses
		// in it comes from the first step (armies, option, board).
		s := f.setup()
		if _, err := engine.NewGame(b, s); err != nil {
			f.Grid = false
			return &views.SetupDone{Board: b, Setup: s}, err
		}
		return nil, nil
	}
	f.readGrid(form)
	return &views.SetupDone{Name: f.Name, Board: b, Setup: f.setup(), Checked: pairsWhole(f.Pairs)}, nil
}

// seats fills the seats of the second step: names, armies and, in
// One-on-One, the neutral Flood ("Es werden 48 neutrale Flood-Einheiten
// benötigt": the Flood is the third seat, played by nobody).
func (f *SetupForm) seats(lang string, names, chosen []string) {
	f.Count = len(names)
	f.Houses = legendaryArmies(f.Mode, f.Teams, chosen)
	f.SeatNames = names
	if f.Mode == ModeOneOnOne {
		f.Neutral = true
		f.Houses = append(f.Houses, Flood)
		f.SeatNames = append(f.SeatNames, i18n.T(lang, "newlegendary.neutral_flood", nil))
	}
}

// legendaryCount checks the number of players a mode is played by
// ("SPIELMODI"; Slayer in teams as Team Objective).
func legendaryCount(mode string, teams bool, n int) error {
	lo, hi := 3, 5
	switch {
	case mode == ModeOneOnOne:
		lo, hi = 2, 2
	case mode == ModeTeam, teams:
		lo = 4
	}
	if n < lo || n > hi {
		return views.Refusal("setup.legendary_players", "min", lo, "max", hi, "count", n)
	}
	return nil
}

// field resolves the battlefield ("SCHLACHTFELDER"): for 2 players one
// board of the edition (Hammer or Anvil), for 3-5 two different ones
// joined (the Ring: Inland Canyon + Pulse Grid 01; Forge: Hammer +
// Anvil). It sets the form's battlefield reference and names.
func (f *SetupForm) field(env views.SetupEnv, players int) (*engine.Board, error) {
	if players == 2 {
		if f.Board == "" {
			return nil, views.Refusal("newlegendary.no_board")
		}
		b, ref, err := env.Board(f.Board)
		if err != nil {
			return nil, err
		}
		f.Ref, f.Field = ref, b.Names.In(env.Lang)
		f.FieldWarning = battlefieldWarning(env.Lang, f.Field, b)
		return b, nil
	}
	if f.HalfA == "" || f.HalfB == "" {
		return nil, views.Refusal("newlegendary.no_halves")
	}
	if engine.BoardID(f.HalfA) == engine.BoardID(f.HalfB) {
		return nil, views.Refusal("newlegendary.same_halves")
	}
	var halves []*engine.Board
	for k, ref := range []string{f.HalfA, f.HalfB} {
		b, _, err := env.Board(ref)
		if err != nil {
			return nil, err
		}
		f.HalfNames[k] = b.Names.In(env.Lang)
		halves = append(halves, b)
	}
	b, ref, err := env.Board(f.HalfA + "+" + f.HalfB)
	if errors.Is(err, views.ErrBoardUnplayable) {
		// Each half is playable alone: joined, ids clash.
		return nil, views.Refusal("newlegendary.halves_clash", "a", f.HalfNames[0], "b", f.HalfNames[1])
	}
	if err != nil {
		return nil, err
	}
	f.Ref, f.Field = ref, f.HalfNames[0]+" + "+f.HalfNames[1]
	f.FieldWarning = battlefieldWarning(env.Lang, f.Field, halves...)
	return b, nil
}

// battlefields are the rulebook's ("SCHLACHTFELDER"; "WÄHLEN SIE EIN
// SCHLACHTFELD": "Die Ringwelt entsteht, wenn Inland Canyon und Pulse Grid
// 01 durch mobile Teleporter verbunden werden. Forge entsteht, wenn Anvil
// und Hammer ... verbunden werden"; 2 players on Hammer or Anvil), by the
// boards' names with letters and digits only.
var battlefields = map[string]bool{"hammer": true, "anvil": true, "anvil+hammer": true, "inlandcanyon+pulsegrid01": true}

// battlefieldWarning warns when the boards chosen are none of the
// rulebook's battlefields. The table names its own boards, so Herald
// only warns: a board named otherwise may still be the right one.
func battlefieldWarning(lang, field string, boards ...*engine.Board) string {
	var known []string
	for _, b := range boards {
		for _, name := range b.Names {
			if n := battlefieldName(name); n != "" {
				known = append(known, n)
				break
			}
		}
	}
	slices.Sort(known)
	if len(known) == len(boards) && battlefields[strings.Join(known, "+")] {
		return ""
	}
	return i18n.N(lang, "newlegendary.battlefield_unknown", "field", field)
}

// battlefieldName is a board name as one of the battlefields' halves
// ("Pulse Grid 01" -> "pulsegrid01"), or "".
func battlefieldName(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	switch n := b.String(); n {
	case "hammer", "anvil", "inlandcanyon", "pulsegrid01":
		return n
	}
	return ""
}

// legendaryArmies gives every seat an army: the table's choice where it
// made one, otherwise one the mode allows: One-on-One UNSC against
// Covenant; in teams ("SPIELREIHENFOLGE") UNSC and Covenant by turns, so
// allies never play in a row, and with 5 the Flood first; otherwise the
// box's armies in order.
func legendaryArmies(mode string, teams bool, chosen []string) []string {
	n := len(chosen)
	out := slices.Clone(chosen)
	want := make([]string, n) // the faction a seat should get; "" any
	other := func(f string) string {
		if f == factionUNSC {
			return factionCovenant
		}
		return factionUNSC
	}
	if mode == ModeOneOnOne || mode == ModeTeam || teams {
		start := 0
		if n == 5 && mode != ModeOneOnOne {
			want[0], start = factionFlood, 1
		}
		// The first seat the table gave UNSC or Covenant sets the rhythm.
		first := factionUNSC
		for i := start; i < n; i++ {
			if f := engine.Faction(out[i]); f == factionUNSC || f == factionCovenant {
				first = f
				if (i-start)%2 == 1 {
					first = other(f)
				}
				break
			}
		}
		for i := start; i < n; i++ {
			want[i] = first
			if (i-start)%2 == 1 {
				want[i] = other(first)
			}
		}
	}
	for i := range out {
		if out[i] != "" {
			continue
		}
		for _, h := range Armies {
			if slices.Contains(out, h) || (want[i] != "" && engine.Faction(h) != want[i]) {
				continue
			}
			out[i] = h
			break
		}
		if out[i] == "" { // the faction's armies are taken: any free one
			for _, h := range Armies {
				if !slices.Contains(out, h) {
					out[i] = h
					break
				}
			}
		}
	}
	return out
}

// grid fills what both renderings of the second step share: the
// territories by half and region, the selects, the teleporter pairs the
// option allows, bases, heroes and starting cards.
func (f *SetupForm) grid(b *engine.Board, lang string) {
	f.Grid = true
	f.Rows, f.Groups, f.Options, f.PairsA, f.PairsB = nil, nil, nil, nil, nil
	composed := b.Territories[0].Half != ""
	firstHalf := b.Territories[0].Half
	half := func(t engine.Territory) int {
		if composed && t.Half != firstHalf {
			return 1
		}
		return 0
	}
	groups := [2]OptionGroup{{Label: f.HalfNames[0]}, {Label: f.HalfNames[1]}}
	for _, t := range b.Territories {
		choice := views.TerritoryChoice{ID: t.ID, Name: t.Names.In(lang)}
		f.Rows = append(f.Rows, Row{ID: t.ID, Name: choice.Name})
		groups[half(t)].Options = append(groups[half(t)].Options, choice)
	}
	if composed {
		f.Options = groups[:]
		f.PairsA, f.PairsB = groups[0].Options, groups[1].Options
	} else {
		f.HalfNames = [2]string{}
		f.Options = []OptionGroup{{Options: groups[0].Options}}
		f.PairsA, f.PairsB = groups[0].Options, groups[0].Options
	}
	// The grid by region, as the board editor lists it; a territory of
	// no known region last.
	placed := make([]bool, len(b.Territories))
	for _, r := range b.Regions {
		g := Group{Region: r.Names.In(lang), Bonus: r.Bonus}
		for i, t := range b.Territories {
			if t.Region == r.ID && !placed[i] {
				g.Rows, placed[i] = append(g.Rows, i), true
				if composed {
					g.Half = f.HalfNames[half(t)]
				}
			}
		}
		if len(g.Rows) > 0 {
			f.Groups = append(f.Groups, g)
		}
	}
	rest := Group{Region: "—"}
	for i := range b.Territories {
		if !placed[i] {
			rest.Rows = append(rest.Rows, i)
		}
	}
	if len(rest.Rows) > 0 {
		f.Groups = append(f.Groups, rest)
	}

	f.Pairs = f.pairs()
	f.Bases, f.Heroes, f.StartCards = make([]string, f.Count), make([]string, f.Count), make([]int, f.Count)
	for i := range f.Count {
		f.StartCards[i] = StartCards(f.Mode, f.Count, i)
	}
}

// pairs are the pairs of mobile teleporters the option allows
// ("OPTIONEN FÜR MOBILE TELEPORTER"): one per player; only the last
// player's; one per team, the single Flood player placing both of his.
func (f *SetupForm) pairs() []Pair {
	teams := f.Mode == ModeTeam || f.Teams
	var out []Pair
	switch {
	case f.TeleporterOption == TeleportersLast && f.Count >= 3:
		out = append(out, Pair{Key: "newlegendary.pair_last", Who: f.SeatNames[f.Count-1]})
	case f.TeleporterOption == TeleportersTeam && teams:
		var sides []string
		members := map[string][]string{}
		for i := range f.Count {
			side := engine.Faction(f.Houses[i])
			if !slices.Contains(sides, side) {
				sides = append(sides, side)
			}
			members[side] = append(members[side], f.SeatNames[i])
		}
		for _, side := range sides {
			p := Pair{Key: "newlegendary.pair_team", Who: strings.Join(members[side], " & ")}
			if len(members[side]) == 1 {
				p.Key = "newlegendary.pair_alone"
			}
			out = append(out, p)
		}
	default:
		for i := range f.Count {
			out = append(out, Pair{Key: "newlegendary.pair_player", Who: f.SeatNames[i]})
		}
	}
	return out
}

// prefill proposes the board: territories claimed one at a time
// in turn order in random order of territories (One-on-One: player 1,
// player 2, 2 neutral Flood units, round after round), the rest of each
// seat's units spread evenly, base and hero on each player's first
// territory, and each pair of mobile teleporters on 2 territories that are
// not connected, one on each half of the Ring or Forge.
func (f *SetupForm) prefill(b *engine.Board, intn func(int) int) {
	want := make([]int, len(f.Houses))
	for i := range want {
		want[i], _ = f.Want(i)
	}
	first := func(seat int) int {
		if f.Neutral && seat == f.Count {
			return 2 // "2 Flood-Einheiten in ein leeres Gebiet"
		}
		return 1
	}
	owner, units, mine := views.ClaimRound(intn, len(f.Rows), want, first)
	for r := range f.Rows {
		f.Rows[r].Owner, f.Rows[r].Units = owner[r], units[r]
	}
	for i := range f.Count {
		if len(mine[i]) == 0 {
			continue
		}
		first := f.Rows[mine[i][0]].ID
		if f.WithBases() {
			f.Bases[i] = first
		}
		f.Heroes[i] = first
	}
	used := map[string]bool{}
	for p := range f.Pairs {
		f.Pairs[p].A, f.Pairs[p].B = teleporterPair(intn, b, f.PairsA, f.PairsB, used)
	}
}

// teleporterPair picks two free territories, one of each list, that are
// not connected: "wählen Sie 2 Gebiete, die nicht verbunden sind ...
// niemals 2 mobile Teleporter im gleichen Gebiet".
func teleporterPair(intn func(int) int, b *engine.Board, as, bs []views.TerritoryChoice, used map[string]bool) (string, string) {
	as, bs = slices.Clone(as), slices.Clone(bs)
	views.Shuffle(intn, as)
	views.Shuffle(intn, bs)
	for _, x := range as {
		if used[x.ID] {
			continue
		}
		tx, _ := b.Lookup(x.ID)
		for _, y := range bs {
			ty, _ := b.Lookup(y.ID)
			if used[y.ID] || x.ID == y.ID || b.Adjacent(tx, ty) {
				continue
			}
			used[x.ID], used[y.ID] = true, true
			return x.ID, y.ID
		}
	}
	return "", ""
}

// readGrid reads the second step into f, keeping what was
// entered for a re-render.
func (f *SetupForm) readGrid(form url.Values) {
	get := func(k string) string { return views.FirstValue(form, k) }
	for p := range f.Pairs {
		f.Pairs[p].A, f.Pairs[p].B = get("tele_"+strconv.Itoa(p)+"_a"), get("tele_"+strconv.Itoa(p)+"_b")
	}
	for i := range f.Rows {
		r := &f.Rows[i]
		r.Owner, _ = strconv.Atoi(get("owner_" + r.ID))
		r.Units, _ = strconv.Atoi(get("units_" + r.ID))
	}
	for i := range f.Count {
		si := strconv.Itoa(i)
		f.Bases[i], f.Heroes[i] = get("base_"+si), get("hero_"+si)
	}
}

// pairsWhole refuses a pair of mobile teleporters with one end
// chosen and the other not.
func pairsWhole(pairs []Pair) error {
	for p, pr := range pairs {
		if (pr.A == "") != (pr.B == "") {
			return views.Refusal("newlegendary.pair_incomplete", "n", p+1)
		}
	}
	return nil
}

// setup is the Setup event of the form's second step.
func (f *SetupForm) setup() engine.Setup {
	o := Options{Teams: f.Teams, TeleporterOption: f.TeleporterOption}
	for _, p := range f.Pairs {
		if p.A != "" || p.B != "" {
			o.Teleporters = append(o.Teleporters, [2]string{p.A, p.B})
		}
	}
	s := engine.Setup{Edition: ID, Board: f.Ref, Mode: f.Mode, Options: engine.OptionsOf(o),
		DeckMode: engine.DeckTable, Owners: map[string]int{}, Units: map[string]int{}}
	for _, r := range f.Rows {
		s.Owners[r.ID], s.Units[r.ID] = r.Owner, r.Units
	}
	for i := range f.Count {
		p := engine.PlayerSetup{Name: f.SeatNames[i], House: f.Houses[i], Hero: f.Heroes[i]}
		if f.WithBases() {
			p.Base = f.Bases[i]
		}
		s.Players = append(s.Players, p)
	}
	if f.Neutral {
		s.Players = append(s.Players, engine.PlayerSetup{Name: f.SeatNames[f.Count], House: Flood, Neutral: true})
	}
	return s
}

// SetupForm is the two-step set-up of a RISK Halo Legendary game:
// first the mode, the players and their armies, the battlefield and the
// mobile teleporter option; then the board as it stands at the table
// (mobile teleporters, owners, units, bases, heroes, starting cards),
// which Herald pre-fills and the table corrects.
type SetupForm struct {
	Name             string
	Mode             string // ModeObjective, ModeOneOnOne, ModeSlayer, ModeTeam
	Teams            bool   // Slayer in teams
	TeleporterOption string // TeleportersEach, Last, Team
	Board            string // 2 players: the one board
	HalfA, HalfB     string // 3-5 players: the two halves of the Ring or Forge
	Boards           []views.BoardChoice
	Names            []string // per seat, 5 long
	Armies           []string // per seat, 5 long; "" lets Herald choose

	// Step two.
	Grid  bool
	Count int    // players, the neutral Flood not counted
	Ref   string // the battlefield: "id@v" or "a@v+b@v"
	Field string // its name
	// FieldWarning says the boards are none of the rulebook's
	// battlefields ("" when they are, or cannot be told).
	FieldWarning string
	Houses       []string // per seat, the neutral Flood last in One-on-One
	SeatNames    []string // per seat, the neutral Flood's too
	Neutral      bool     // One-on-One: the last seat is the neutral Flood
	Rows         []Row
	Groups       []Group // the rows by half and region
	Pairs        []Pair
	PairsA       []views.TerritoryChoice // the first select of a pair: the first half
	PairsB       []views.TerritoryChoice // the second: the second half (on one board both are all)
	HalfNames    [2]string               // the halves' names; "" on one board
	Options      []OptionGroup           // the base and hero selects
	Bases        []string                // per player
	Heroes       []string                // per player
	// StartCards is each player's number of starting faction cards: public
	// and fixed by the rules; their skulls are the holder's, entered on
	// the player's own page, never on this shared screen.
	StartCards []int
}

// Row is one territory of the grid.
type Row struct {
	ID, Name     string
	Owner, Units int
}

// Group is a region of the grid (on the Ring and Forge, of one
// half): its title and the indexes of its rows.
type Group struct {
	Half, Region string
	Bonus        int
	Rows         []int
}

// Pair is one pair of mobile teleporters: who places it (Key is
// "newlegendary.pair_player", "pair_last", "pair_team" or "pair_flood";
// Who the player or the team) and its two territories ("" for none).
type Pair struct {
	Key, Who string
	A, B     string
}

// OptionGroup is a labelled group of a select's territories (on the Ring
// and Forge, one per half; Label "" on one board).
type OptionGroup struct {
	Label   string
	Options []views.TerritoryChoice
}

// Modes are the four modes in the rulebook's order.
var Modes = []string{ModeObjective, ModeOneOnOne, ModeSlayer, ModeTeam}

// Armies are the five armies of the box.
var Armies = []string{UNSC1, Covenant1, UNSC2, Covenant2, Flood}

// TeleporterOptions are the options for the mobile teleporters.
var TeleporterOptions = []string{TeleportersEach, TeleportersLast, TeleportersTeam}

// Playable counts the boards a game can be started on.
func (f SetupForm) Playable() int {
	n := 0
	for _, b := range f.Boards {
		if b.Playable {
			n++
		}
	}
	return n
}

// Want is the units and territories seat i starts with by the rulebook.
func (f SetupForm) Want(i int) (units, territories int) {
	deal := Deal(f.Mode, f.Count, len(f.Rows))
	if i < len(deal) {
		territories = deal[i]
	}
	if f.Neutral && i == f.Count {
		return NeutralFloodUnits, territories
	}
	return StartUnits(f.Mode, f.Count, engine.Faction(f.Houses[i])), territories
}

// Have is the units and territories seat i holds in the grid as entered.
func (f SetupForm) Have(i int) (units, territories int) {
	for _, r := range f.Rows {
		if r.Owner == i {
			units += r.Units
			territories++
		}
	}
	return units, territories
}

// WithBases reports whether the mode puts bases on the board (not Slayer).
func (f SetupForm) WithBases() bool { return f.Mode != ModeSlayer }

// houseOf is the army class of seat i.
func (f SetupForm) houseOf(i int) string {
	switch {
	case f.Neutral && i == f.Count:
		return "house-neutral"
	case i >= 0 && i < len(f.Houses):
		return "house-" + f.Houses[i]
	}
	return "house-none"
}

// legendaryModeRange is the player counts of a mode, for its label.
func legendaryModeRange(mode string) string {
	switch mode {
	case ModeOneOnOne:
		return "2"
	case ModeTeam:
		return "4–5"
	}
	return "3–5"
}

// Part is the Legendary part of the form: without a board of the
// edition there is nothing to play on, and the page leads to the board
// editor instead.
func (f *SetupForm) Part(c views.Ctx) templ.Component {
	switch {
	case f.Grid:
		return legendaryStepTwo(c, *f)
	case f.Playable() == 0:
		return legendaryNoBoard(c)
	}
	return legendaryStepOne(c, *f)
}

// claimUnits are the units seat i puts on a territory it claims: one, two
// for the neutral Flood of One-on-One ("2 Flood-Einheiten in ein leeres
// Gebiet"); the claim round of the grid (views.ClaimBar) reads them.
func (f SetupForm) claimUnits(i int) int {
	if f.Neutral && i == f.Count {
		return 2
	}
	return 1
}
