package views

import (
	"encoding/json"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/a-h/templ"

	"herald/engine"
)

// An edition's part of the turn's forms and of the JSON API, declared by
// the edition and looked up by its id, so handlers never ask which edition
// a game is (issue 14). The edition files (actions_<id>.go, api_<id>.go)
// use only exported identifiers: they are to move into editions/<id>.

// TurnAction is one turn action an edition adds to the game page: the form
// posted to /games/:id/act/<Kind> (and the older /games/:id/<Kind>)
// becomes the event Decode returns, which is then applied and recorded like
// every other action.
type TurnAction struct {
	Kind string
	// Fields are the form fields Decode reads, besides "seq" (the page's
	// sequence number); any other field is refused with a sentence
	// naming it. Each is read once; Repeated are the fields that may come
	// more than once (a list of ticked boxes).
	Fields   []string
	Repeated []string
	// Decode turns the form into the event; st is the game as the page saw
	// it. A field it cannot read is a BadInput, a rule it breaks an
	// engine.RuleError.
	Decode func(st *engine.State, form url.Values) (engine.Event, error)
}

// ActionEdition is what an edition adds to the turn's forms and to the
// API. Its zero value is an edition that adds nothing: territory cards in
// hand, the common state in the API.
type ActionEdition struct {
	Actions []TurnAction
	// Hand reads the cards named on the trade form and the board page's
	// hand correction, in the edition's kind of card (point counts,
	// card values ...). Nil: territory cards, the form's "card" fields.
	Hand func(form url.Values) (engine.Trade, error)
	// HandForm are the fields Hand reads (each once); a name ending in
	// "_" stands for every field it begins.
	HandForm []string
	// DrawnCards reads what the end-of-turn form says of the cards drawn
	// (their points, their values) into e.
	DrawnCards func(form url.Values, e *engine.EndTurn) error
	// DrawnForm are the fields DrawnCards reads (each once).
	DrawnForm []string
	// APIState adds the edition's fields to the API's state object out
	// (its "players" entries are []map[string]any, "reinforcement" a
	// map[string]any), and may redact what is private.
	APIState func(st *engine.State, out map[string]any)
	// APIEvent redacts a stored event's payload for the API's event list.
	APIEvent func(typ string, payload json.RawMessage) json.RawMessage
	// FileEvents is the log (decoded, from the set-up on board b) as a
	// game file without the edition's secrets keeps it: each payload with
	// no more than APIEvent tells, yet still replaying, so the file is
	// imported and played on. Without it the file keeps APIEvent's
	// payloads and cannot be imported.
	FileEvents func(b *engine.Board, log []engine.Event, payloads []json.RawMessage) ([]json.RawMessage, error)
	// NewGame is the edition's part of a new game through the API.
	NewGame APINewGame
	// SeatPage is a player's private page (cards held face down), at
	// /games/:id/cards/:player; nil when the edition has none.
	SeatPage func(c Ctx, v SeatView) templ.Component
	// SeatActions are posted from the seat page.
	SeatActions []SeatAction
}

// SeatView is one player's private page: the game as it is, a refusal
// with the event refused (its form is shown as entered).
type SeatView struct {
	ID      int64
	Name    string
	Seq     int
	State   *engine.State
	Player  int
	Error   string
	Refused engine.Event
}

// SeatAction is an action a player records from their own page, posted
// to /games/:id/cards/:player (Kind "") or .../cards/:player/<Kind>.
type SeatAction struct {
	Kind string
	// Fields are the form fields Decode reads besides "seq", each once;
	// Repeated may come more than once. Any other is refused.
	Fields   []string
	Repeated []string
	// Decode reads the form for player into the event.
	Decode func(st *engine.State, player int, form url.Values) (engine.Event, error)
	// Done is the query the seat page is shown with once recorded
	// ("saved=1"), for its notice.
	Done string
}

// SeatAction finds the seat action kind among the edition's.
func (e ActionEdition) SeatAction(kind string) (SeatAction, bool) {
	for _, a := range e.SeatActions {
		if a.Kind == kind {
			return a, true
		}
	}
	return SeatAction{}, false
}

// APINewGame is what an edition says about a new game's API body.
type APINewGame struct {
	// Default marks the edition a body without "edition" gets.
	Default bool
	// Mode is the mode a body without "mode" gets ("" none).
	Mode string
	// NoBoard is the refusal's catalogue key when the body names no
	// board: the edition ships none, so the table's must be named (and
	// have territories). "" when a shipped board is the default.
	NoBoard string
	// Complete adds what Herald adds to the table's set-up (a neutral
	// army the rules bring in), in lang.
	Complete func(lang string, s *engine.Setup)
	// HeraldDeck: the edition's own set-up (Ruleset.SetUp) takes Herald's
	// shuffled deck too (deck_mode "herald"), not only the table's.
	HeraldDeck bool
}

var actionEditions = struct {
	sync.RWMutex
	m map[string]ActionEdition
}{m: map[string]ActionEdition{}}

// RegisterActions records what edition adds to the turn and the API. A
// second registration of one edition is a programming error.
func RegisterActions(edition string, e ActionEdition) {
	actionEditions.Lock()
	defer actionEditions.Unlock()
	if _, dup := actionEditions.m[edition]; dup || edition == "" {
		panic("views: actions of edition " + strconv.Quote(edition) + " registered twice or without id")
	}
	actionEditions.m[edition] = e
}

// ActionsOf is what edition adds (the zero value when it adds nothing).
func ActionsOf(edition string) ActionEdition {
	actionEditions.RLock()
	defer actionEditions.RUnlock()
	return actionEditions.m[edition]
}

// DefaultAPIEdition is the edition a new game's API body without
// "edition" gets.
func DefaultAPIEdition() string {
	actionEditions.RLock()
	defer actionEditions.RUnlock()
	ids := make([]string, 0, len(actionEditions.m))
	for id, e := range actionEditions.m {
		if e.NewGame.Default {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	if len(ids) == 0 {
		return ""
	}
	return ids[0]
}

// Action finds the action kind among the edition's.
func (e ActionEdition) Action(kind string) (TurnAction, bool) {
	for _, a := range e.Actions {
		if a.Kind == kind {
			return a, true
		}
	}
	return TurnAction{}, false
}

// FieldKnown reports whether a form field is one of fields, where a name
// ending in "_" stands for every field it begins.
func FieldKnown(name string, fields []string) bool {
	for _, f := range fields {
		if f == name || (strings.HasSuffix(f, "_") && strings.HasPrefix(name, f)) {
			return true
		}
	}
	return false
}

// InputError is a form field that could not be read at all (not a
// number); the handlers answer it 400 with the detail.
type InputError struct{ Detail string }

func (e *InputError) Error() string { return "bad input: " + e.Detail }

// BadInput is the InputError naming detail.
func BadInput(detail string) error { return &InputError{Detail: detail} }

// FormInt reads an integer form field; an empty field is 0, a bad one a
// BadInput that names the field.
func FormInt(form url.Values, name string) (int, error) {
	v := strings.TrimSpace(form.Get(name))
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, BadInput(name + " = " + strconv.Quote(v))
	}
	return n, nil
}

// FormInts reads the numbered fields prefix1, prefix2 ... up to the first
// empty one (the cards drawn at the end of a turn).
func FormInts(form url.Values, prefix string) ([]int, error) {
	var out []int
	for k := 1; form.Get(prefix+strconv.Itoa(k)) != ""; k++ {
		n, err := FormInt(form, prefix+strconv.Itoa(k))
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
	return out, nil
}

// Checked is whether a checkbox field was ticked ("1").
func Checked(form url.Values, name string) bool { return form.Get(name) == "1" }
