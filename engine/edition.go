package engine

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// edition.go is where editions meet the core: each edition registers its
// Ruleset (and with it the event kinds it adds) from its init, the way a
// database/sql driver registers itself; the core never names one.

// Rulesets by edition id.
var rulesets = map[string]*Ruleset{}

// Register makes an edition playable. It panics on a ruleset without an
// id or an id registered twice (a programming error, found at start-up),
// and on an event kind whose type is one of the common events.
func Register(r *Ruleset) {
	if r == nil || r.Edition == "" {
		panic("engine.Register: ruleset without an edition id")
	}
	if _, dup := rulesets[r.Edition]; dup {
		panic("engine.Register: edition " + r.Edition + " registered twice")
	}
	for _, k := range r.Events {
		if _, common := commonDecoders[k.Type]; common {
			panic(fmt.Sprintf("engine.Register: %s redefines the common event %q", r.Edition, k.Type))
		}
		// Two editions may play one kind (a claim) with their own rules;
		// the stored payload is one shape, so the first decoder serves all.
		if _, ok := extraDecoders[k.Type]; !ok {
			extraDecoders[k.Type] = k.Decode
		}
	}
	rulesets[r.Edition] = r
}

// RulesetFor returns the ruleset of an edition.
func RulesetFor(edition string) (*Ruleset, bool) {
	r, ok := rulesets[edition]
	return r, ok
}

// Editions lists every registered ruleset, sorted by edition id.
func Editions() []*Ruleset {
	out := slices.Collect(maps.Values(rulesets))
	slices.SortFunc(out, func(a, b *Ruleset) int { return strings.Compare(a.Edition, b.Edition) })
	return out
}

// EventKind is an event an edition adds to the common ones: its stored
// type name, its strict decoder (the payload's JSON shape is the stored
// one), what it does to the state and how the history tells it.
type EventKind struct {
	Type     string
	Decode   func(payload []byte) (Event, error)
	Apply    func(s *State, e Event) error
	Describe func(before *State, e Event, after *State) []Line
}

// NewKind builds the EventKind of event type E from typed functions;
// describe may be nil (no history line).
func NewKind[E Event](apply func(s *State, e E) error, describe func(before *State, e E, after *State) []Line) *EventKind {
	var zero E
	return &EventKind{
		Type:   zero.Type(),
		Decode: DecodeAs[E],
		Apply:  func(s *State, e Event) error { return apply(s, e.(E)) },
		Describe: func(before *State, e Event, after *State) []Line {
			if describe == nil {
				return nil
			}
			return describe(before, e.(E), after)
		},
	}
}

// kind is the ruleset's event kind of type typ, or nil.
func (r *Ruleset) kind(typ string) *EventKind {
	for _, k := range r.Events {
		if k.Type == typ {
			return k
		}
	}
	return nil
}

// ValueChecker is implemented by an edition's event whose fields hold
// values from fixed lists: CheckValues asks it.
type ValueChecker interface {
	CheckValues() error
}

// AcceptedValues gathers the values every registered edition accepts in a Setup
// field.
func AcceptedValues(field string) []string {
	var out []string
	for _, r := range Editions() {
		out = append(out, r.Choices[field]...)
	}
	return out
}
