package engine

import (
	"bytes"
	"encoding/json"
	"errors"
	"maps"
	"reflect"
	"slices"
	"strings"
	"sync"
)

// EditionState is the part of a game's state that one edition alone
// reads and writes (State.Ext): the core keeps it, clones it with the
// state and never looks inside. An edition sets it in its Ruleset.SetUp.
type EditionState interface {
	// CloneState returns a deep copy: Apply works on a copy and drops it
	// when the event is refused.
	CloneState() EditionState
}

// ObjectiveCounter is implemented by an edition state that keeps claims
// beyond State's achievements (cards a player completed): how many
// player p has done.
type ObjectiveCounter interface {
	ObjectivesDone(p int) int
}

// Options are the set-up choices an edition declares beyond the core's
// (Ruleset.Options, Ruleset.PlayerOptions): stored flat in the set-up
// event next to the core's fields, by their JSON name, and read by the
// edition alone (ReadOptions).
type Options map[string]json.RawMessage

// ReadOptions decodes o into v, a pointer to the edition's options
// struct, strictly: a key v has no field for is refused naming it.
func ReadOptions(o Options, v any) error {
	if len(o) == 0 {
		return nil
	}
	b, err := json.Marshal(o)
	if err != nil {
		return err
	}
	if err := ReadStrict(bytes.NewReader(b), v); err != nil {
		return notThisEdition(err)
	}
	return nil
}

// notThisEdition words an unknown option as one the edition does not
// read.
func notThisEdition(err error) error {
	var re *RuleError
	if errors.As(err, &re) && re.Key == "input.unknown_field" {
		return Broke("input.not_this_edition", "field", re.Args["field"])
	}
	return err
}

// OptionsOf gives an edition's options struct as Options ("omitempty"
// keeps unset choices out; nil when none is set). The struct holds plain
// values, so encoding it cannot fail: a failure is a programming error.
func OptionsOf(v any) Options {
	b, err := json.Marshal(v)
	if err != nil {
		panic("engine.OptionsOf: " + err.Error())
	}
	var m Options
	if err := json.Unmarshal(b, &m); err != nil {
		panic("engine.OptionsOf: " + err.Error())
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

// checkOptionNames refuses an option the edition does not declare, by
// the set-up's field name or the seat's.
func checkOptionNames(rules *Ruleset, e Setup) error {
	if k := undeclared(e.Options, rules.Options); k != "" {
		return Broke("input.not_this_edition", "field", k)
	}
	for _, p := range e.Players {
		if k := undeclared(p.Options, rules.PlayerOptions); k != "" {
			return Broke("input.not_this_edition", "field", k)
		}
	}
	return nil
}

// checkOptionValues refuses, when the set-up's edition is known, an
// option it does not declare (as an unknown field of the event) and a
// value outside the edition's choices for that option (Ruleset.Choices).
func checkOptionValues(e Setup) error {
	rules, ok := RulesetFor(e.Edition)
	if !ok {
		return nil // NewGame names the unknown edition
	}
	if err := checkOptionNames(rules, e); err != nil {
		var re *RuleError
		errors.As(err, &re)
		return Broke("event.unknown_field", "type", e.Type(), "field", re.Args["field"])
	}
	for _, k := range slices.Sorted(maps.Keys(e.Options)) {
		choices, ok := rules.Choices[k]
		if !ok {
			continue
		}
		var v string
		if err := json.Unmarshal(e.Options[k], &v); err != nil {
			return Broke("event.bad_payload", "type", e.Type(), "detail", k+": "+err.Error())
		}
		if err := OneOf(k, v, choices); err != nil {
			return err
		}
	}
	return nil
}

// undeclared is the first key of o (in order) that the options struct
// declared has no JSON field for, "" when there is none.
func undeclared(o Options, declared any) string {
	names := JSONNames(declared)
	for _, k := range slices.Sorted(maps.Keys(o)) {
		if !slices.Contains(names, k) {
			return k
		}
	}
	return ""
}

// KnownOption reports whether some registered edition declares the
// option (of a set-up, or of a seat): a key none declares is a typing
// error rather than another edition's field.
func KnownOption(name string, seat bool) bool {
	for _, r := range Editions() {
		declared := r.Options
		if seat {
			declared = r.PlayerOptions
		}
		if slices.Contains(JSONNames(declared), name) {
			return true
		}
	}
	return false
}

// UndeclaredOption names the first option of a set-up (or of one of its
// seats, as "players.<name>") its edition does not read, "" when there is
// none: the API refuses it before building the game.
func UndeclaredOption(rules *Ruleset, e Setup) string {
	var re *RuleError
	if err := checkOptionNames(rules, e); err != nil && errors.As(err, &re) {
		f, _ := re.Args["field"].(string)
		return f
	}
	return ""
}

var jsonNames sync.Map // reflect.Type -> []string

// JSONNames lists the JSON field names of a struct value (nil: none).
func JSONNames(v any) []string {
	if v == nil {
		return nil
	}
	t := reflect.TypeOf(v)
	if names, ok := jsonNames.Load(t); ok {
		return names.([]string)
	}
	var names []string
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		names = append(names, name)
	}
	jsonNames.Store(t, names)
	return names
}

// SplitJSON decodes a JSON object into core (a pointer to a struct
// without its own JSON methods): the keys core has a field for (by their
// exact names) go there, strictly; every other key into rest, as an
// edition's options. A key given twice is refused (ReadStrict).
func SplitJSON(b []byte, core any, rest *Options) error {
	var all map[string]json.RawMessage
	if err := ReadStrict(bytes.NewReader(b), &all); err != nil {
		return err
	}
	if all == nil { // JSON null
		return nil
	}
	names := JSONNames(reflect.ValueOf(core).Elem().Interface())
	known := map[string]json.RawMessage{}
	*rest = nil
	for k, raw := range all {
		if slices.Contains(names, k) {
			known[k] = raw
			continue
		}
		if *rest == nil {
			*rest = Options{}
		}
		(*rest)[k] = raw
	}
	kb, err := json.Marshal(known)
	if err != nil {
		return err
	}
	return ReadStrict(bytes.NewReader(kb), core)
}

// joinJSON writes core (a struct without its own JSON methods) and then
// the options, by name, as one flat JSON object; a core field wins over
// an option of the same name.
func joinJSON(core any, rest Options) ([]byte, error) {
	b, err := json.Marshal(core)
	if err != nil || len(rest) == 0 {
		return b, err
	}
	var taken map[string]json.RawMessage
	if err := json.Unmarshal(b, &taken); err != nil {
		return nil, err
	}
	out := bytes.NewBuffer(bytes.TrimSuffix(b, []byte("}")))
	for _, k := range slices.Sorted(maps.Keys(rest)) {
		if _, ok := taken[k]; ok {
			continue
		}
		raw, err := json.Marshal(rest[k]) // compacts and checks it
		if err != nil {
			return nil, err
		}
		if out.Len() > 1 {
			out.WriteByte(',')
		}
		name, _ := json.Marshal(k)
		out.Write(name)
		out.WriteByte(':')
		out.Write(raw)
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

// setupFields and seatFields are Setup and PlayerSetup without their
// JSON methods.
type (
	setupFields Setup
	seatFields  PlayerSetup
)

// MarshalJSON writes the set-up flat: the core's fields and the
// edition's options side by side, as stored before options had a type.
func (e Setup) MarshalJSON() ([]byte, error) { return joinJSON(setupFields(e), e.Options) }

// UnmarshalJSON reads a flat set-up: the core's fields, and every other
// key as one of the edition's options (NewGame refuses those the edition
// does not declare).
func (e *Setup) UnmarshalJSON(b []byte) error {
	return SplitJSON(b, (*setupFields)(e), &e.Options)
}

// MarshalJSON writes the seat flat, its edition's options beside its
// core fields.
func (p PlayerSetup) MarshalJSON() ([]byte, error) { return joinJSON(seatFields(p), p.Options) }

// UnmarshalJSON reads a flat seat, keeping unknown keys as options.
func (p *PlayerSetup) UnmarshalJSON(b []byte) error {
	return SplitJSON(b, (*seatFields)(p), &p.Options)
}

// EditOptions reads an edition's options into a T, lets change alter
// them and stores the result (a set-up being built or, in tests, varied).
func EditOptions[T any](o *Options, change func(*T)) error {
	var v T
	if err := ReadOptions(*o, &v); err != nil {
		return err
	}
	change(&v)
	*o = OptionsOf(v)
	return nil
}
