package engine

import (
	"bytes"
	"encoding"
	"encoding/json"
	"reflect"
	"strings"
	"sync"
)

// encoding/json matches an object's keys to a struct's fields ignoring
// case ("Cards" fills "cards") and lets the last of a key given twice
// win. ReadStrict refuses both before decoding, so that what a later
// reader of the same bytes finds under a name (the API's redaction of a
// stored payload, a game file's secret check) is what was decoded and
// checked. checkNames walks the value's tokens alongside the type it is
// decoded into:
//
//   - in every object, at any depth (inside a payload kept raw too), a
//     key given twice is "input.field_twice";
//   - in an object decoded into a struct, a key that is not exactly one of
//     its fields' JSON names is "input.unknown_field".
//
// A type with its own reader (json.Unmarshaler: a raw payload, a set-up
// with its options) reads its names itself, through ReadStrict; inside it
// and inside an interface only duplicates are checked.

// checkNames checks the names of the first JSON value in data decoded
// into a value of type t (nil: no type known). Malformed JSON is left to
// the decoder, which words it; the refusal is a *RuleError or nil.
func checkNames(data []byte, t reflect.Type) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	err := walkNames(dec, t)
	if _, ok := err.(*RuleError); ok {
		return err
	}
	return nil
}

// walkNames reads one value from dec, checking its keys against t.
func walkNames(dec *json.Decoder, t reflect.Type) error {
	tok, err := dec.Token()
	if err != nil {
		return err
	}
	t = schemaOf(t)
	switch tok {
	case json.Delim('{'):
		return walkObject(dec, t)
	case json.Delim('['):
		var elem reflect.Type
		if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			elem = t.Elem()
		}
		for dec.More() {
			if err := walkNames(dec, elem); err != nil {
				return err
			}
		}
		_, err = dec.Token() // ']'
	}
	return err
}

// walkObject reads an object's members after its '{'.
func walkObject(dec *json.Decoder, t reflect.Type) error {
	var fields map[string]reflect.Type
	if t != nil && t.Kind() == reflect.Struct {
		fields = fieldsOf(t)
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		k, _ := tok.(string)
		if seen[k] {
			return Broke("input.field_twice", "field", k)
		}
		seen[k] = true
		var sub reflect.Type
		switch {
		case fields != nil:
			ft, ok := fields[k]
			if !ok {
				return Broke("input.unknown_field", "field", k)
			}
			sub = ft
		case t != nil && t.Kind() == reflect.Map:
			sub = t.Elem()
		}
		if err := walkNames(dec, sub); err != nil {
			return err
		}
	}
	_, err := dec.Token() // '}'
	return err
}

var (
	jsonUnmarshaler = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// schemaOf is the type whose names the walk checks for a value decoded
// into t: t without its pointers; nil when there is none to check (no
// type, an interface, a type that reads its JSON itself).
func schemaOf(t reflect.Type) reflect.Type {
	for t != nil {
		if t.Implements(jsonUnmarshaler) || t.Implements(textUnmarshaler) ||
			reflect.PointerTo(t).Implements(jsonUnmarshaler) || reflect.PointerTo(t).Implements(textUnmarshaler) {
			return nil
		}
		switch t.Kind() {
		case reflect.Pointer:
			t = t.Elem()
		case reflect.Interface:
			return nil
		default:
			return t
		}
	}
	return nil
}

var structFields sync.Map // reflect.Type -> map[string]reflect.Type

// fieldsOf maps each JSON name of struct t's fields, exactly as
// encoding/json writes it, to the field's type: a tag's name, else the
// Go name; "-" left out; an embedded struct without a name in its tag
// lends its fields (the shallower of two same names wins; a tie the
// decoder refuses itself, as an unknown field).
func fieldsOf(t reflect.Type) map[string]reflect.Type {
	if m, ok := structFields.Load(t); ok {
		return m.(map[string]reflect.Type)
	}
	out := map[string]reflect.Type{}
	depth := map[string]int{}
	var add func(t reflect.Type, d int, seen map[reflect.Type]bool)
	add = func(t reflect.Type, d int, seen map[reflect.Type]bool) {
		if seen[t] {
			return
		}
		seen[t] = true
		defer delete(seen, t)
		for i := range t.NumField() {
			f := t.Field(i)
			tag := f.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, _, _ := strings.Cut(tag, ",")
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if f.Anonymous {
				if !f.IsExported() && ft.Kind() != reflect.Struct {
					continue
				}
				if name == "" && ft.Kind() == reflect.Struct {
					add(ft, d+1, seen)
					continue
				}
			} else if !f.IsExported() {
				continue
			}
			if name == "" {
				name = f.Name
			}
			if old, ok := depth[name]; !ok || d < old {
				out[name], depth[name] = f.Type, d
			}
		}
	}
	add(t, 0, map[reflect.Type]bool{})
	structFields.Store(t, out)
	return out
}
