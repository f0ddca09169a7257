package wh40k

import (
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/a-h/templ"

	"herald/engine"
	"herald/views"
)

// The set-up of RISK Warhammer 40,000, in two steps like Halo Wars: the
// way to win, the loot reading, board, players and factions; then the
// board as it stands at the table. Herald proposes a claim at random (one
// territory at a time round the table, "EINSATZ DER TRUPPEN"), the
// starting units spread evenly, each leader on its player's first
// territory, and the missions drawn when asked; the table corrects it,
// enters the leader abilities and the recruitment table its board prints;
// engine.NewGame checks the result against the rulebook.

func init() { views.RegisterSetup(setupEdition{}) }

type setupEdition struct{}

// SetupForm is the two-step set-up of a Warhammer 40,000 game:
// first the way to win, the loot reading, the board, the players and
// their factions; then the board as it stands at the table (owners,
// units, leaders), the starting cards, the missions face up and the
// recruitment table, which Herald pre-fills where it can and the table
// corrects.
type SetupForm struct {
	Name     string
	Mode     string // ModeClassic or ModeDomination
	LootKept bool   // loot cards read as kept; the default is used once
	Board    string
	Boards   []views.BoardChoice
	Count    int      // players, 3-5
	Names    []string // per seat, 5 long
	Factions []string // per seat, 5 long
	// HeraldDraws: Herald draws the 4 main and 4 side missions; otherwise
	// the table ticks the ones it drew.
	HeraldDraws bool
	// Template: the board is the shipped template, still to be completed.
	Template bool

	// Step two.
	Grid      bool
	Rows      []views.GridRow
	Options   []views.TerritoryChoice // for the leader selects
	Leaders   []string                // per seat
	Abilities []string                // per seat: the leader card's text
	StartGelt [][]int                 // per seat: the starting cards' Throne Gelt
	Missions  []string                // face up
	Recruit   []RecruitEntry
}

// RecruitEntry is one row of the recruitment table as typed in ("" when
// not entered).
type RecruitEntry struct {
	Gelt  int
	Units string
}

// RecruitRows are the rows the set-up offers: 200 to 1200 Throne Gelt.
// Other totals are asked for when they are traded.
var RecruitRows = []int{200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200}

func (setupEdition) ID() string { return ID }
func (setupEdition) Title(c views.Ctx) string {
	return c.T("ui.new_game_of", "edition", views.EditionName(c.Lang, ID))
}
func (setupEdition) FormAttrs() templ.Attributes {
	return templ.Attributes{"class": "panel stack-form", "data-testid": "new-wh-form"}
}

func (setupEdition) Fields() []string {
	return []string{"name", "mode", "loot", "board", "count", "player", "faction", "missions_by", "step", "mission",
		"owner_", "units_", "leader_", "ability_", "gelt_", "recruit_"}
}

func (setupEdition) Blank(env views.SetupEnv) views.SetupForm {
	return &SetupForm{Mode: ModeClassic, Count: 3, Names: make([]string, 5), Factions: slices.Clone(Factions),
		HeraldDraws: true, Boards: env.Boards, Board: preferTableBoard(env.Boards, Rules.Board)}
}

// preferTableBoard picks the table's newest playable board of the edition
// over the shipped template: once entered, that is the board they play.
func preferTableBoard(boards []views.BoardChoice, shipped string) string {
	for i := len(boards) - 1; i >= 0; i-- {
		if boards[i].Version > 0 && boards[i].Playable {
			return boards[i].Ref
		}
	}
	return shipped
}

func (setupEdition) Read(form url.Values, env views.SetupEnv) views.SetupForm {
	f := &SetupForm{
		Name: strings.TrimSpace(form.Get("name")), Mode: form.Get("mode"), Board: form.Get("board"),
		LootKept: form.Get("loot") == "kept", HeraldDraws: form.Get("missions_by") != "table",
		Names: views.SeatNames(form), Factions: slices.Clone(Factions), Boards: env.Boards,
	}
	if f.Mode != ModeDomination {
		f.Mode = ModeClassic
	}
	f.Count, _ = strconv.Atoi(form.Get("count"))
	for i, h := range form["faction"] {
		if i < 5 {
			f.Factions[i] = h
		}
	}
	return f
}

func (setupEdition) Next(form url.Values, sf views.SetupForm, env views.SetupEnv) (*views.SetupDone, error) {
	f := sf.(*SetupForm)
	b, ref, err := env.Board(f.Board)
	if err != nil {
		return nil, err
	}
	f.Board, f.Template = ref, ref == Rules.Board
	// Refusals speak Warhammer's words (EditionKey) once the board is
	// known.
	said := &views.SetupDone{Name: f.Name, Board: b, Setup: engine.Setup{Edition: ID}}
	if err := views.SeatsNamed(f.Names, f.Count); err != nil {
		return said, err
	}
	seen := map[string]bool{}
	for i := range f.Count {
		if seen[f.Factions[i]] {
			return said, views.Refusal("setup.house_twice", "house", f.Factions[i])
		}
		seen[f.Factions[i]] = true
	}
	if form.Get("step") != "create" {
		f.prefill(b, env.Lang, env.Intn)
		return nil, nil
	}
	s, err := f.readGrid(b, form, env.Lang)
	s.Board = ref
	if err != nil {
		return said, err
	}
	return &views.SetupDone{Name: f.Name, Board: b, Setup: s}, nil
}

// gridBase fills what both steps of the grid share, territories and
// regions named in the reader's language lang.
func (f *SetupForm) gridBase(b *engine.Board, lang string) {
	f.Grid = true
	f.Leaders, f.Abilities = make([]string, f.Count), make([]string, f.Count)
	f.StartGelt = make([][]int, f.Count)
	f.Rows, f.Options = views.TerritoryGrid(b, lang)
	f.Recruit = nil
	for _, g := range RecruitRows {
		f.Recruit = append(f.Recruit, RecruitEntry{Gelt: g})
	}
}

// prefill proposes the set-up: territories claimed one at a time round
// the table in random order, one unit each and the rest spread evenly,
// each leader on its player's first territory; 4 main and 4 side missions
// drawn when Herald draws them ("Trenne Neben- und Hauptmissionen und
// mische die beiden getrennt voneinander").
func (f *SetupForm) prefill(b *engine.Board, lang string, intn func(int) int) {
	f.gridBase(b, lang)
	want := make([]int, f.Count)
	for i := range want {
		want[i] = StartUnits(f.Count)
	}
	owner, units, mine := views.ClaimRound(intn, len(f.Rows), want, func(int) int { return 1 })
	for r := range f.Rows {
		f.Rows[r].Owner, f.Rows[r].Units = owner[r], units[r]
	}
	for seat, rows := range mine {
		if len(rows) > 0 {
			f.Leaders[seat] = f.Rows[rows[0]].ID
		}
	}
	f.Missions = nil
	if f.HeraldDraws {
		f.Missions = views.DrawByTier(intn, MissionOrder, Rules, TierMain, TierSide)
	}
}

// readGrid turns the second step into the Setup event, keeping what was
// entered in f for a re-render.
func (f *SetupForm) readGrid(b *engine.Board, form url.Values, lang string) (engine.Setup, error) {
	get := func(k string) string { return strings.TrimSpace(views.FirstValue(form, k)) }
	f.gridBase(b, lang)
	f.Missions = form["mission"]
	s := engine.Setup{
		Edition: ID, Mode: f.Mode, DeckMode: engine.DeckTable,
		Owners: map[string]int{}, Units: map[string]int{}, Achievements: f.Missions,
	}
	o := Options{LootKept: f.LootKept, Recruitment: map[int]int{}}
	for i := range f.Rows {
		r := &f.Rows[i]
		r.Owner, _ = strconv.Atoi(get("owner_" + r.ID))
		r.Units, _ = strconv.Atoi(get("units_" + r.ID))
		s.Owners[r.ID], s.Units[r.ID] = r.Owner, r.Units
	}
	for i := range f.Count {
		seat := strconv.Itoa(i)
		f.Leaders[i], f.Abilities[i] = get("leader_"+seat), get("ability_"+seat)
		p := engine.PlayerSetup{Name: f.Names[i], House: f.Factions[i], Hero: f.Leaders[i],
			Options: engine.OptionsOf(SeatOptions{Ability: f.Abilities[i]})}
		for k := range StartCards(i) {
			v, _ := strconv.Atoi(get("gelt_" + seat + "_" + strconv.Itoa(k)))
			p.Values = append(p.Values, v)
		}
		f.StartGelt[i] = p.Values
		s.Players = append(s.Players, p)
	}
	var bad error
	for k := range f.Recruit {
		r := &f.Recruit[k]
		r.Units = get("recruit_" + strconv.Itoa(r.Gelt))
		if r.Units == "" {
			continue
		}
		units, err := strconv.Atoi(r.Units)
		if err != nil && bad == nil {
			bad = views.Refusal("game.bad_input", "detail", "recruit_"+strconv.Itoa(r.Gelt)+" = "+strconv.Quote(r.Units))
		}
		o.Recruitment[r.Gelt] = units
	}
	s.Options = engine.OptionsOf(o)
	return s, bad
}

// missionChecked reports whether a mission is face up in the form.
func (f *SetupForm) missionChecked(id string) bool { return slices.Contains(f.Missions, id) }

// missionsOfTier lists the missions of a tier in the rulebook's order.
func missionsOfTier(tier string) []string {
	var out []string
	for _, id := range MissionOrder {
		if Rules.Objectives[id].Tier == tier {
			out = append(out, id)
		}
	}
	return out
}

// geltOf is seat i's k-th starting card, 100 when not given.
func (f *SetupForm) geltOf(i, k int) int {
	if i < len(f.StartGelt) && k < len(f.StartGelt[i]) && f.StartGelt[i][k] == 200 {
		return 200
	}
	return 100
}

// Part is the Warhammer part of the form.
func (f *SetupForm) Part(c views.Ctx) templ.Component {
	if f.Grid {
		return whStepTwo(c, f)
	}
	return whStepOne(c, f)
}
