package views

import (
	"github.com/a-h/templ"

	"herald/engine"
)

// Panels is what an edition adds to the game page and the board page
// (issue 14): the core templates (game.templ, board.templ) lay out what
// every edition shares and ask the edition's Panels for the rest, by slot,
// so they never ask which edition is played and the next screens (a table
// console, the players' phones) are built once. Every slot is optional: a
// nil slot renders nothing, an empty word is not shown. An edition
// registers its Panels once (RegisterPanels), in its panels_<id>.go file,
// which moves with the edition into its own package.
type Panels struct {
	// Claims is the panel under the action: what a player claims or
	// completes (achievements, missions, campaign cards).
	Claims func(c Ctx, g GameView) templ.Component
	// ClaimReady names the claim the current player has done and may take
	// now, checked by Herald: the data-testid of its form in Claims and
	// the catalogue key of its name; "" when there is none. The next
	// action puts it before the end of the turn, whose form says it may
	// come first (a tap on "end the turn" let it pass, unseen below).
	// It takes the page (a card face down is announced on its holder's
	// own page alone); ObjectiveReady makes one of the objectives' check.
	ClaimReady func(g GameView) (form, name string)
	// Cards is the hand panel: territory cards, point cards, cards by value,
	// with its trade form.
	Cards func(c Ctx, g GameView) templ.Component
	// TurnStart comes before the reinforcement (a fallen hero's return);
	// TurnExtras after it (a leader's return, loot played by hand).
	TurnStart, TurnExtras func(c Ctx, g GameView) templ.Component
	// TurnFoot closes the turn's controls: what the current player may
	// see to at any moment of the turn (cards still to record), after
	// them so that it moves none of them.
	TurnFoot func(c Ctx, g GameView) templ.Component
	// SourceRows are the reinforcement's rows counted with the
	// territories (castles, colonies); BonusRows come after the regions'
	// bonuses (bases, rewards, loot); TradeRows say what a trade of this
	// turn gave (territory cards, points, values).
	SourceRows, BonusRows func(c Ctx, st *engine.State) templ.Component
	TradeRows             func(c Ctx, st *engine.State, tr engine.TradeResult) templ.Component
	// Moves come before the attack, once the units are placed (a starting
	// maneuver, a transfer of command to a teammate).
	Moves func(c Ctx, g GameView) templ.Component
	// Owed is a step the rules make the current player take at once,
	// before the turn goes on (a cannon a claim turned up, placed
	// "immediately"); OwedForm names its form's data-testid, "" when
	// nothing is owed. While something is, its form alone fills the action
	// panel, as a conquest's move-in does.
	Owed     func(c Ctx, g GameView) templ.Component
	OwedForm func(st *engine.State) string
	// AttackExtras are the attack form's declarations (a hero "IN",
	// cannons, re-rolls, whose dice the defence owes).
	AttackExtras func(c Ctx, g GameView) templ.Component
	// Battle says how the odds of the chosen battle are read.
	Battle func(st *engine.State, fromID string, rule engine.BattleRule) BattleNotes
	// EndTurn is the end-turn form after its title: heroes going back,
	// the card drawn and the buttons.
	EndTurn func(c Ctx, g GameView) templ.Component
	// Scores is the end of the game's table of scores.
	Scores func(c Ctx, st *engine.State) templ.Component
	// TerritoryMarks are the pieces on a territory in the board list
	// (colonies, bases, heroes, cannons, teleporters).
	TerritoryMarks func(c Ctx, st *engine.State, t engine.TerritoryID) templ.Component
	// BoardLegend are the edition's own signs the board list shows on
	// this position, in words, for the legend under it: none when the
	// game has none of them (a game without teleporters).
	BoardLegend func(c Ctx, st *engine.State) []LegendMark
	// HandFields are the board page's fields correcting player p's hand.
	HandFields func(c Ctx, st *engine.State, p int) templ.Component
	// SayArg writes an argument of the edition's own kind in its history
	// lines and refusals (a loot card), ok=false for any other.
	SayArg func(lang string, v any) (out string, ok bool)
	// Words are the catalogue keys of the edition's sentences in shared
	// places, each read in the edition's words (Ctx.TE).
	Words Words
	// SecretHand: a hand is known to the table only by its count of cards
	// (the edition's rulebook says so, and its package cites it): the
	// shared point-card panel shows counts and leaves the turn-in fields
	// open and empty.
	SecretHand bool
	// PrivateHand: the cards in hand are their holder's alone, known to
	// the others only by their count (the edition cites its rulebook where
	// it sets it). Once the game's seats are issued, the shared pages and
	// the API count them and only the seat's own page names them.
	PrivateHand bool
	// HandExtras is the edition's part under the shared point-card panel
	// (a card played in defence).
	HandExtras func(c Ctx, g GameView) templ.Component
	// SeatCards are the edition's own cards in seat p's hand, named on
	// that seat's page alone (cards the core does not hold: campaign
	// cards, say): their count, added to the core's cards in the hand's
	// heading, and their list under them. Nil: the core's cards alone.
	SeatCards func(c Ctx, g GameView, p int) (n int, list templ.Component)
	// TransferFrom: a transfer of command takes a unit from one of the
	// player's territories, chosen on the form.
	TransferFrom bool
}

// Words are catalogue keys an edition puts in the shared forms.
type Words struct {
	// ManeuverHint says how a maneuver moves; HeroMovesIn that the hero
	// must move in with the conquering units.
	ManeuverHint, HeroMovesIn string
	// ManeuverHintAdjacent says it instead where the table chose
	// maneuvers into an adjacent territory only (State.ManeuverAdjacent).
	ManeuverHintAdjacent string
	// ManeuverHintMore says it where a reward or a card gives more than
	// one maneuver this turn (State.ManeuverLimit): the count is shown
	// above it, so it must not say "once per turn".
	ManeuverHintMore string
	// HeroesTitle names the heroes (or leaders) on the board page;
	// HandHint says what the hand correction knows.
	HeroesTitle, HandHint string
	// Hero is the prefix of the sentences about a hero or leader and the
	// rewards or loot, the edition's own prefix; see Ctx.edT.
	Hero string
	// HandTitle heads the shared point-card panel ("" is cards.title).
	HandTitle string
}

// BattleNotes is how an edition reads the odds of a battle.
type BattleNotes struct {
	// RerollsOnce: the re-rolls are made once in the invasion.
	RerollsOnce bool
	// HeroOut: the attacker's hero could go "IN" and is not counted.
	HeroOut bool
	// OwnWords: the odds panel names the modifiers in the edition's words
	// (hero "IN", cannons, bonus dice); Unnamed: it does not name them.
	OwnWords, Unnamed bool
}

// panels holds every edition's Panels by edition id.
var panels = map[string]Panels{}

// RegisterPanels makes p the game and board page parts of edition id; an
// edition registers once.
func RegisterPanels(id string, p Panels) {
	if _, dup := panels[id]; dup {
		panic("views: panels of edition " + id + " registered twice")
	}
	panels[id] = p
}

// PanelsOf is the Panels of st's edition: the one place the pages look an
// edition up. An edition without panels gets the core page alone.
func PanelsOf(st *engine.State) Panels {
	if st == nil || st.Rules == nil {
		return Panels{}
	}
	return panels[st.Rules.Edition]
}

// slot renders a panel slot, nothing when the edition leaves it empty.
func slot(f func(c Ctx, g GameView) templ.Component, c Ctx, g GameView) templ.Component {
	if f == nil {
		return templ.NopComponent
	}
	return f(c, g)
}

// stateSlot is slot for the parts drawn from the state alone.
func stateSlot(f func(c Ctx, st *engine.State) templ.Component, c Ctx, st *engine.State) templ.Component {
	if f == nil {
		return templ.NopComponent
	}
	return f(c, st)
}

// word is an edition's sentence for a shared place, "" when it has none.
func (c Ctx) word(st *engine.State, key string) string {
	if key == "" {
		return ""
	}
	return c.TE(st, key)
}

// owedForm is the data-testid of the form of the step the current player
// owes now (Panels.OwedForm), "" when none.
func owedForm(st *engine.State) string {
	p := PanelsOf(st)
	if p.OwedForm == nil || p.Owed == nil || st.Over {
		return ""
	}
	return p.OwedForm(st)
}

// claimReady is the edition's ClaimReady on page g, "" where it has none.
func (p Panels) claimReady(g GameView) (form, name string) {
	if p.ClaimReady == nil || g.State.Over {
		return "", ""
	}
	return p.ClaimReady(g)
}

// ObjectiveReady is a ClaimReady of the objectives (achievements,
// missions: engine.Claim), by ready's check of the state, once a claim
// may be taken now.
func ObjectiveReady(ready func(st *engine.State) (form, name string)) func(GameView) (string, string) {
	return func(g GameView) (string, string) {
		if !claimOpen(g.State) {
			return "", ""
		}
		return ready(g.State)
	}
}

// maneuverHint is the key of the sentence beside the maneuver form: how
// a maneuver moves in this game.
func (p Panels) maneuverHint(st *engine.State) string {
	if st.ManeuverLimit() > 1 {
		return p.Words.ManeuverHintMore // none rather than "once per turn"
	}
	if st.ManeuverAdjacent && p.Words.ManeuverHintAdjacent != "" {
		return p.Words.ManeuverHintAdjacent
	}
	return p.Words.ManeuverHint
}

// marks renders the pieces on territory t, nothing when the edition has
// none.
func (p Panels) marks(c Ctx, st *engine.State, t engine.TerritoryID) templ.Component {
	if p.TerritoryMarks == nil {
		return templ.NopComponent
	}
	return p.TerritoryMarks(c, st, t)
}

// edT is a sentence about a hero (or leader) in the edition's words
// (Words.Hero + key).
func (c Ctx) edT(st *engine.State, key string, kv ...string) string {
	return c.T(PanelsOf(st).Words.Hero+key, kv...)
}
