package views

import "herald/engine"

// HaloSetupForm is the two-step set-up of a Halo Wars game: first the
// mode, the board and the players; then the board as it stands at the
// table (owners, units, bases, heroes, colonies, starting cards), which
// Herald pre-fills and the table corrects.
type HaloSetupForm struct {
	Name          string
	Mode          string // engine.ModeBasic or engine.ModeCommand
	WorldConquest bool
	Board         string
	Boards        []BoardChoice
	Count         int      // players, 3-5
	Names         []string // per seat, 5 long
	Error         string

	// Step two.
	Grid         bool
	Houses       []string // per seat
	Rows         []HaloRow
	Bases        []string // per seat
	Heroes       []string // per seat
	StartCard    []bool   // per seat: starts with one card
	Skulls       []int    // per seat: skulls of that card
	Achievements []string // on the board
	// RewardsByHerald: Herald draws the face-down rewards (Command Room)
	// and keeps them hidden until the achievement is taken.
	RewardsByHerald bool
	Options         []TerritoryChoice // for the base and hero selects
}

// TerritoryChoice is one territory of a select.
type TerritoryChoice struct{ ID, Name string }

// HaloRow is one territory of the grid.
type HaloRow struct {
	ID, Name, Region string
	Owner, Units     int
	Colony           bool
}

// haloHouses is the armies of a player count in seat order.
func haloHouses(n int) []string { return engine.HaloWars.Houses(n) }

// unitsNote says where the starting units come from. The rulebook fixes
// them for Command Room ("Count Units") and for 4 and 5 players ("TEAM
// PLAY", Starting Units: "Each player starts with 25 units"; "Flood starts
// with 30 units. UNSC and Covenant teammates start with 20 units each"),
// and Herald checks them there. Basic Training with 3 players places "all
// units designated by color, using the chart": the chart is a picture
// whose numbers are not in the rulebook's text, so the numbers are the
// table's and Herald checks no total.
func unitsNote(f HaloSetupForm) string {
	switch {
	case f.Mode == engine.ModeBasic && f.Count == 3:
		return "newhalo.units_chart"
	case f.Count >= 4:
		return "newhalo.units_team"
	}
	return "newhalo.units_command"
}
