package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// Event is one recorded action of a game. The log of events is the game:
// the state is always the replay of its events.
type Event interface{ Type() string }

// Setup starts a game: players in turn order (the first one starts, as
// the highest die roll decides at the table), the deal, and the deck.
type Setup struct {
	Edition string        `json:"edition"`
	Board   string        `json:"board"`
	Players []PlayerSetup `json:"players"`
	// Owners maps territory id to an index in Players.
	Owners map[string]int `json:"owners"`
	// DeckMode is DeckHerald (Herald keeps the shuffled deck) or DeckTable
	// (the table's real deck; players say which card they drew).
	DeckMode string `json:"deck_mode"`
	// Deck is the shuffled deck, top first, with EndGameCard in it; only in
	// DeckHerald mode.
	Deck []string `json:"deck,omitempty"`
	// DeckSeed keys the order Herald shuffles the traded cards into when
	// its deck runs out (Ruleset.ReshuffleTraded); secret as the deck is.
	// Without it the shuffle is keyed by Deck.
	DeckSeed string `json:"deck_seed,omitempty"`

	// Mode names a variant of the edition's rules (Ruleset.Choices["mode"]).
	Mode string `json:"mode,omitempty"`
	// Units per territory where the edition does not put a fixed number
	// on each (the chart, or the claimed and reinforced board).
	Units map[string]int `json:"units,omitempty"`
	// Colonies are the territories with a colony, a board piece that
	// counts for reinforcement (Ruleset.CountsColonies).
	Colonies []string `json:"colonies,omitempty"`
	// Achievements lie face up on the board at the start.
	Achievements []string `json:"achievements,omitempty"`
	// Rewards maps an achievement to the reward lying face down on it,
	// when Herald drew them; empty when the table uses its tokens and
	// says the reward when the achievement is taken.
	Rewards map[string]string `json:"rewards,omitempty"`
	// Options are the edition's own choices (Ruleset.Options), stored
	// flat beside these fields.
	Options Options `json:"-"`
}

// PlayerSetup is one seat at the table. Neutral seats take no turns.
type PlayerSetup struct {
	Name    string `json:"name"`
	House   string `json:"house"`
	Neutral bool   `json:"neutral,omitempty"`
	// Base and Hero: the territories of the player's base and hero.
	Base string `json:"base,omitempty"`
	Hero string `json:"hero,omitempty"`
	// Points lists the starting point cards by their points (its JSON
	// name is the stored logs', never to change).
	Points []int `json:"skulls,omitempty"`
	// Values lists the starting territory cards by their value (100 or
	// 200), where the edition keeps cards by value (JSON "gelt").
	Values []int `json:"gelt,omitempty"`
	// Options are the edition's own choices for the seat
	// (Ruleset.PlayerOptions), stored flat beside these fields.
	Options Options `json:"-"`
}

// Deck modes.
const (
	DeckHerald = "herald"
	DeckTable  = "table"
)

// EndGameCard is the End Game card in the deck ("Valar Morghulis").
const EndGameCard = "end_game"

// Place puts reinforcement units on an own territory.
type Place struct {
	Territory string `json:"territory"`
	Units     int    `json:"units"`
}

// Trade hands in a set of cards for units.
type Trade struct {
	Cards []string `json:"cards,omitempty"`
	// Points are the point cards turned in by their points (its JSON
	// name is the stored logs', never to change).
	Points []int `json:"skulls,omitempty"`
	// Taken are point cards taken from eliminated players, by their
	// points (where the edition keeps them apart, good only for a trade).
	Taken []int `json:"taken,omitempty"`
	// Values are the cards turned in by the value printed on each (JSON
	// "gelt", as stored logs have it); Units is what the board's
	// recruitment table gives for their total, needed when the table did
	// not enter that row at set-up.
	Values []int `json:"gelt,omitempty"`
	Units  int   `json:"units,omitempty"`
	// Extra names the territory that gets the extra units where the
	// edition gives them once a turn (Ruleset.TradeExtraOnce) and the
	// cards show several of the player's; empty takes the first.
	Extra string `json:"extra,omitempty"`
}

// Attack is one battle of an invasion. Either both dice lists are given
// (rolled by Herald or typed in from the table), or only the dice counts
// and the losses.
type Attack struct {
	From       string `json:"from"`
	To         string `json:"to"`
	AttackDice []int  `json:"attack_dice,omitempty"`
	DefendDice []int  `json:"defend_dice,omitempty"`
	// Losses-only entry: how many dice each side rolled and what each lost.
	Attackers    int  `json:"attackers,omitempty"`
	Defenders    int  `json:"defenders,omitempty"`
	AttackerLoss *int `json:"attacker_loss,omitempty"`
	DefenderLoss *int `json:"defender_loss,omitempty"`
	// Dice the modifiers add (see battle.go): bonus dice, and the new
	// values of re-rolled attack dice; 0 when there is none.
	AttackBonusDie int `json:"attack_bonus_die,omitempty"`
	DefendBonusDie int `json:"defend_bonus_die,omitempty"`
	RerollOne      int `json:"reroll_one,omitempty"`
	RerollLowest   int `json:"reroll_lowest,omitempty"`
	// RolledBy is "herald" when Herald rolled the dice, "table" otherwise.
	RolledBy string `json:"rolled_by,omitempty"`
	// Declared holds what the attacker says before the roll (a hero
	// "IN") and the table's word on a cannon's range.
	Declared
	// For losses-only entry: whether a side lost its highest comparison,
	// which a hero (SideRule.Hero) does not survive.
	AttackHeroFalls bool `json:"attack_hero_falls,omitempty"`
	DefendHeroFalls bool `json:"defend_hero_falls,omitempty"`
}

// Declared is what changes a battle's rule beyond the board: the attacker's
// hero declared "IN", and cannons the table says are in range where the
// board does not know the link.
type Declared struct {
	HeroIn       bool `json:"hero_in,omitempty"`
	AttackCannon bool `json:"attack_cannon,omitempty"`
	DefendCannon bool `json:"defend_cannon,omitempty"`
	// UseRerollOne, UseRerollLowest: when Herald rolls, spend the
	// attacker's once-only re-roll loot if it helps
	// (State.RollRule); unset, the card is kept.
	UseRerollOne    bool `json:"use_reroll_one,omitempty"`
	UseRerollLowest bool `json:"use_reroll_lowest,omitempty"`
}

// MoveIn moves units into a just-conquered territory.
type MoveIn struct {
	Units int `json:"units"`
	// Hero moves the attacker's hero in with the units.
	Hero bool `json:"hero,omitempty"`
}

// EndAttack ends the invasion phase without a maneuver yet.
type EndAttack struct{}

// Maneuver moves units once per turn between two connected own territories.
type Maneuver struct {
	From  string `json:"from"`
	To    string `json:"to"`
	Units int    `json:"units"`
	// Hero moves the player's hero with the units.
	Hero bool `json:"hero,omitempty"`
	// Start is the "starting maneuver" reward: after placing,
	// before attacking, without ending the attacks.
	Start bool `json:"start,omitempty"`
}

// EndTurn ends the current player's turn, drawing a card when Draw is set
// and the player conquered a territory this turn. In DeckTable mode Card
// says which card the player drew (or EndGameCard).
type EndTurn struct {
	Draw bool   `json:"draw"`
	Card string `json:"card,omitempty"`
	// DrawKey is the secret by which a draw from Herald's deck takes its
	// card (drawkey.go): Herald gives each such draw a fresh one when it
	// records it (State.KeyDraw). No form or API body sets it; no door
	// shows it (secret as the deck's order is).
	DrawKey string `json:"draw_key,omitempty"`
	// Points are the point cards drawn, by their points, one each (JSON
	// name as stored logs have it); Values by the value printed on each
	// (CardsByValue).
	Points []int `json:"skulls,omitempty"`
	Values []int `json:"gelt,omitempty"`
	// Cards counts point cards drawn whose points the log does
	// not know: a game file that leaves its secrets out (the holder's
	// own), each drawn as PointsUnknown. No form sets it.
	Cards int `json:"cards,omitempty"`
	// Heroes redeploys every hero removed this turn (SideRule.Hero).
	Heroes []HeroPlacement `json:"heroes,omitempty"`
}

// HeroPlacement puts a player's hero on a territory.
type HeroPlacement struct {
	Player    int    `json:"player"`
	Territory string `json:"territory"`
}

// Correct sets owner and units of territories to match the real board. It
// changes nothing else: the table is the truth.
type Correct struct {
	Territories []TerritoryFix `json:"territories"`
	// Heroes puts heroes where they stand at the table. A hero whose
	// territory changed hands and is not listed leaves the board until
	// the end of the turn, like a fallen one.
	Heroes []HeroPlacement `json:"heroes,omitempty"`
	// Bases puts bases (Player.Base) where they stand at
	// the table, to fix a slip at set-up: a base never moves in play.
	Bases []HeroPlacement `json:"bases,omitempty"`
}

// TerritoryFix is one territory's corrected owner and units.
type TerritoryFix struct {
	Territory string `json:"territory"`
	Owner     int    `json:"owner"`
	Units     int    `json:"units"`
}

// CorrectHand sets the cards a player holds, to match the table: by
// territory, by points (Points), or by the value printed on each card (Values).
type CorrectHand struct {
	Player int      `json:"player"`
	Cards  []string `json:"cards"`
	Values []int    `json:"gelt,omitempty"`
	// Points are the point cards by their points (JSON name as stored
	// logs have it); Taken the point cards taken from eliminated players,
	// where kept apart.
	Points []int `json:"skulls,omitempty"`
	Taken  []int `json:"taken,omitempty"`
	// PointCards and TakenCards count point cards whose points the log
	// does not know, own and taken: a game file without its secrets keeps
	// a correction of a private hand of points so (the points are their
	// holder's), and the copy holds that many cards of
	// PointsUnknown, which the holder enters again. No form sets them.
	PointCards int `json:"skull_cards,omitempty"`
	TakenCards int `json:"taken_cards,omitempty"`
}

// DecodeAs reads a payload strictly: a field the event does not have (a
// typo like "drow" for "draw" would otherwise drop the player's card),
// data after the payload, or a value outside a field's choices is refused
// with a sentence naming it, never silently ignored.
func DecodeAs[E Event](payload []byte) (Event, error) {
	var e E
	if len(payload) > 0 {
		if err := ReadStrict(bytes.NewReader(payload), &e); err != nil {
			return nil, payloadError(e.Type(), err)
		}
	}
	if err := CheckValues(e); err != nil {
		return nil, err
	}
	return e, nil
}

// payloadError names the event type in a refused payload.
func payloadError(typ string, err error) error {
	var re *RuleError
	switch {
	case !errors.As(err, &re):
		return Broke("event.bad_payload", "type", typ, "detail", err.Error())
	case re.Key == "input.unknown_field":
		return Broke("event.unknown_field", "type", typ, "field", re.Args["field"])
	case re.Key == "input.field_twice":
		return Broke("event.field_twice", "type", typ, "field", re.Args["field"])
	case re.Key == "input.trailing_data":
		return Broke("event.trailing_data", "type", typ)
	}
	return re
}

// ReadStrict decodes exactly one JSON value from r into v: the one reader
// of every JSON input (an API body, a game or board file, a payload). A
// key that is not exactly the JSON name of one of v's fields (case
// counts: "Cards" is not "cards") is the RuleError "input.unknown_field"
// naming it, a key an object holds twice (at any depth)
// "input.field_twice" (checkNames), data after the value
// "input.trailing_data"; a malformed value is the decoder's error.
func ReadStrict(r io.Reader, v any) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	if err := checkNames(data, reflect.TypeOf(v)); err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			if uq, uerr := strconv.Unquote(f); uerr == nil {
				f = uq
			}
			return Broke("input.unknown_field", "field", f)
		}
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return Broke("input.trailing_data")
	}
	return nil
}

func (Setup) Type() string       { return "setup" }
func (Place) Type() string       { return "place" }
func (Trade) Type() string       { return "trade" }
func (Attack) Type() string      { return "attack" }
func (MoveIn) Type() string      { return "move_in" }
func (EndAttack) Type() string   { return "end_attack" }
func (Maneuver) Type() string    { return "maneuver" }
func (EndTurn) Type() string     { return "end_turn" }
func (Correct) Type() string     { return "correct" }
func (CorrectHand) Type() string { return "correct_hand" }

// commonDecoders turn a stored payload of a common event into its event,
// by type; extraDecoders those of the kinds editions add (Register).
var commonDecoders = map[string]func([]byte) (Event, error){
	"setup":        DecodeAs[Setup],
	"place":        DecodeAs[Place],
	"trade":        DecodeAs[Trade],
	"attack":       DecodeAs[Attack],
	"move_in":      DecodeAs[MoveIn],
	"end_attack":   DecodeAs[EndAttack],
	"maneuver":     DecodeAs[Maneuver],
	"end_turn":     DecodeAs[EndTurn],
	"correct":      DecodeAs[Correct],
	"correct_hand": DecodeAs[CorrectHand],
}

var extraDecoders = map[string]func([]byte) (Event, error){}

// Choices of the common string fields whose value is one of a fixed list
// ("" is always "not given"; whether a field is needed is the edition's
// rule). The editions' fields are in Ruleset.Choices.
var (
	deckModes = []string{DeckHerald, DeckTable}
	rolledBy  = []string{DeckHerald, DeckTable} // "herald" or "table"
)

// CheckValues refuses a value outside its field's choices with the
// RuleError "event.unknown_value" naming the field and the value: an event
// decoded from a client, or a set-up built from the API's body. An
// edition's event checks its own fields (ValueChecker).
func CheckValues(e Event) error {
	switch e := e.(type) {
	case Setup:
		return checkSetupValues(e)
	case Attack:
		return OneOf("rolled_by", e.RolledBy, rolledBy)
	case ValueChecker:
		return e.CheckValues()
	}
	return nil
}

// checkSetupValues checks a set-up's fields against what any registered
// edition accepts there (Ruleset.Choices).
func checkSetupValues(e Setup) error {
	if err := OneOf("deck_mode", e.DeckMode, deckModes); err != nil {
		return err
	}
	if err := OneOf("mode", e.Mode, AcceptedValues("mode")); err != nil {
		return err
	}
	if err := checkOptionValues(e); err != nil {
		return err
	}
	rewards := AcceptedValues("rewards")
	for _, r := range e.Rewards {
		if !slices.Contains(rewards, r) {
			return Broke("event.unknown_value", "field", "rewards", "value", r)
		}
	}
	return nil
}

// OneOf refuses a given value that is not one of choices.
func OneOf(field, v string, choices []string) error {
	if v == "" || slices.Contains(choices, v) {
		return nil
	}
	return Broke("event.unknown_value", "field", field, "value", v)
}

// Decode turns a stored (type, payload) pair back into an Event.
func Decode(typ string, payload []byte) (Event, error) {
	decode, ok := commonDecoders[typ]
	if !ok {
		decode, ok = extraDecoders[typ]
	}
	if !ok {
		return nil, Broke("event.unknown_type", "type", typ)
	}
	return decode(payload)
}

// Encode gives the stored form of an event.
func Encode(e Event) (string, []byte, error) {
	b, err := json.Marshal(e)
	return e.Type(), b, err
}
