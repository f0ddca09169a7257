package views

import (
	"net/url"

	"herald/engine"
)

// Halo Legendary's turn actions: a fallen hero's return, completing a
// campaign card, a faction card's ability, the transfer of command of team
// play; its cards are skull cards.
func init() {
	RegisterActions(engine.EditionHaloLegendary, ActionEdition{
		Actions: []TurnAction{HeroAction("hero"), campaignAction, factionAction, TransferAction},
		Hand:    SkullHand, DrawnCards: SkullsDrawn,
		APIState: legendaryAPIState, APIEvent: legendaryAPIEvent,
		NewGame: APINewGame{NoBoard: "newlegendary.no_board", Complete: addNeutralFlood},
	})
}

var campaignAction = TurnAction{Kind: "campaign", Fields: []string{"tier", "confirmed"},
	Decode: func(_ *engine.State, f url.Values) (engine.Event, error) {
		return engine.CompleteCampaign{Tier: f.Get("tier"), Confirmed: Checked(f, "confirmed")}, nil
	}}

var factionAction = TurnAction{Kind: "faction", Fields: []string{"player", "skulls", "defensive"},
	Decode: func(_ *engine.State, f url.Values) (engine.Event, error) {
		player, err := FormInt(f, "player")
		if err != nil {
			return nil, err
		}
		skulls, err := FormInt(f, "skulls")
		return engine.PlayFactionCard{Player: player, Skulls: skulls, Defensive: Checked(f, "defensive")}, err
	}}
