package classic

import (
	"slices"

	"herald/engine"
)

// The rulebook's games (the set-up option "variant"): World Domination,
// Secret Mission RISK (secret.go) and Capital RISK (capital.go).
const (
	VariantDomination    = "domination" // World Domination RISK, the default
	VariantSecretMission = "secret_mission"
	VariantCapital       = "capital"
)

// Variants are the choices of the set-up option "variant", the default
// first.
var Variants = []string{VariantDomination, VariantSecretMission, VariantCapital}

// Who deals the mission cards (option "mission_deal"): Herald, at random
// from the cards left after the unused colours are removed, or the
// table, each holder entering theirs on their seat page.
const (
	MissionDealHerald = "herald"
	MissionDealTable  = "table"
)

// Options are classic's own set-up choices (engine.Setup.Options).
type Options struct {
	Variant     string `json:"variant,omitempty"`
	MissionDeal string `json:"mission_deal,omitempty"`
	// Fortify is FortifyAdjacent or FortifyConnected (options.go).
	// Absent, it is FortifyConnected: the games recorded before the table
	// could choose were played by the connected rule, and replay as they
	// were played. A new game states it (DefaultFortify when the table
	// says nothing).
	Fortify string `json:"fortify,omitempty"`
}

// SeatOptions are a seat's own set-up choices (engine.PlayerSetup.Options):
// its capital in Capital RISK, by territory id; the mission card Herald
// dealt it, or the one the table entered at set-up.
type SeatOptions struct {
	Capital string `json:"capital,omitempty"`
	Mission string `json:"mission,omitempty"`
}

// ReadVariant reads the set-up's classic options, the variant defaulted
// to world domination (as games set up before the option was offered);
// an unknown variant or deal is refused.
func ReadVariant(o engine.Options) (Options, error) {
	var out Options
	if err := engine.ReadOptions(o, &out); err != nil {
		return out, err
	}
	if out.Variant == "" {
		out.Variant = VariantDomination
	}
	if !slices.Contains(Variants, out.Variant) {
		return out, broke("setup.variant", "found", out.Variant)
	}
	if out.MissionDeal != "" && out.MissionDeal != MissionDealHerald && out.MissionDeal != MissionDealTable {
		return out, broke("setup.mission_deal", "found", out.MissionDeal)
	}
	return out, nil
}

// variantOf is the set-up's variant alone.
func variantOf(o engine.Options) (string, error) {
	opt, err := ReadVariant(o)
	return opt.Variant, err
}

// State is classic's own part of a game's state (engine.State.Ext).
type State struct {
	Variant string
	// Capitals holds each player's capital in Capital RISK, by player
	// index; -1 for a player without one (the neutral army).
	Capitals []engine.TerritoryID
	// Cards is each seat's mission card in Secret Mission RISK, "" until
	// it is entered.
	Cards []string
	// Standing marks each seat whose card a correction left met: the
	// table's record, not a move, so it is its holder's to show
	// (settleMissions, ShowMission). Secret as the card: the holder's
	// page alone may tell it.
	Standing []bool
}

// standing reports whether seat p's card stands met by a correction.
func (x *State) standing(p int) bool { return p < len(x.Standing) && x.Standing[p] }

// CloneState implements engine.EditionState.
func (x *State) CloneState() engine.EditionState {
	n := *x
	n.Capitals, n.Cards, n.Standing = slices.Clone(x.Capitals), slices.Clone(x.Cards), slices.Clone(x.Standing)
	return &n
}
