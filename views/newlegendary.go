package views

import (
	"herald/engine"
)

// LegendarySetupForm is the two-step set-up of a RISK Halo Legendary game:
// first the mode, the players and their armies, the battlefield and the
// mobile teleporter option; then the board as it stands at the table
// (mobile teleporters, owners, units, bases, heroes, starting cards),
// which Herald pre-fills and the table corrects.
type LegendarySetupForm struct {
	Name             string
	Mode             string // engine.ModeObjective, ModeOneOnOne, ModeSlayer, ModeTeam
	Teams            bool   // Slayer in teams
	TeleporterOption string // engine.TeleportersEach, Last, Team
	Board            string // 2 players: the one board
	HalfA, HalfB     string // 3-5 players: the two halves of the Ring or Forge
	Boards           []BoardChoice
	Names            []string // per seat, 5 long
	Armies           []string // per seat, 5 long; "" lets Herald choose
	Error            string

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
	Rows         []LegendaryRow
	Groups       []LegendaryGroup // the rows by half and region
	Pairs        []LegendaryPair
	PairsA       []TerritoryChoice // the first select of a pair: the first half
	PairsB       []TerritoryChoice // the second: the second half (on one board both are all)
	HalfNames    [2]string         // the halves' names; "" on one board
	Options      []OptionGroup     // the base and hero selects
	Bases        []string          // per player
	Heroes       []string          // per player
	// StartCards is each player's number of starting faction cards: public
	// and fixed by the rules; their skulls are the holder's, entered on
	// the player's own page, never on this shared screen.
	StartCards []int
}

// LegendaryRow is one territory of the grid.
type LegendaryRow struct {
	ID, Name     string
	Owner, Units int
}

// LegendaryGroup is a region of the grid (on the Ring and Forge, of one
// half): its title and the indexes of its rows.
type LegendaryGroup struct {
	Half, Region string
	Bonus        int
	Rows         []int
}

// LegendaryPair is one pair of mobile teleporters: who places it (Key is
// "newlegendary.pair_player", "pair_last", "pair_team" or "pair_flood";
// Who the player or the team) and its two territories ("" for none).
type LegendaryPair struct {
	Key, Who string
	A, B     string
}

// OptionGroup is a labelled group of a select's territories (on the Ring
// and Forge, one per half; Label "" on one board).
type OptionGroup struct {
	Label   string
	Options []TerritoryChoice
}

// LegendaryModes are the four modes in the rulebook's order.
var LegendaryModes = []string{engine.ModeObjective, engine.ModeOneOnOne, engine.ModeSlayer, engine.ModeTeam}

// LegendaryArmies are the five armies of the box.
var LegendaryArmies = []string{engine.LegendaryUNSC1, engine.LegendaryCovenant1, engine.LegendaryUNSC2, engine.LegendaryCovenant2, engine.LegendaryFlood}

// LegendaryTeleporterOptions are the options for the mobile teleporters.
var LegendaryTeleporterOptions = []string{engine.TeleportersEach, engine.TeleportersLast, engine.TeleportersTeam}

// Playable counts the boards a game can be started on.
func (f LegendarySetupForm) Playable() int {
	n := 0
	for _, b := range f.Boards {
		if b.Playable {
			n++
		}
	}
	return n
}

// Want is the units and territories seat i starts with by the rulebook.
func (f LegendarySetupForm) Want(i int) (units, territories int) {
	deal := engine.LegendaryDeal(f.Mode, f.Count, len(f.Rows))
	if i < len(deal) {
		territories = deal[i]
	}
	if f.Neutral && i == f.Count {
		return engine.NeutralFloodUnits, territories
	}
	return engine.LegendaryStartUnits(f.Mode, f.Count, engine.Faction(f.Houses[i])), territories
}

// Have is the units and territories seat i holds in the grid as entered.
func (f LegendarySetupForm) Have(i int) (units, territories int) {
	for _, r := range f.Rows {
		if r.Owner == i {
			units += r.Units
			territories++
		}
	}
	return units, territories
}

// WithBases reports whether the mode puts bases on the board (not Slayer).
func (f LegendarySetupForm) WithBases() bool { return f.Mode != engine.ModeSlayer }

// houseOf is the army class of seat i.
func (f LegendarySetupForm) houseOf(i int) string {
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
	case engine.ModeOneOnOne:
		return "2"
	case engine.ModeTeam:
		return "4–5"
	}
	return "3–5"
}
