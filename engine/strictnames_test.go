package engine_test

import (
	"encoding/json"
	"strings"
	"testing"

	"herald/engine"
)

// The audit of the strict reader: encoding/json took "Cards" for "cards"
// (a key in another case) and the last of a key given twice, so a payload
// could pass the strict decoding while a later reader of the same bytes by
// exact name (the API's redaction of hand cards, a game file's secret
// check) saw something else. A key that is not exactly a field's JSON name
// is refused as unknown, and a key given twice at any depth as given
// twice, naming it.
func TestDecodeRefusesMiscasedAndRepeatedKeys(t *testing.T) {
	cases := []struct {
		typ, payload, key, field string
	}{
		{"place", `{"TERRITORY": "winterfell", "UNITS": 1}`, "event.unknown_field", "TERRITORY"},
		{"place", `{"territory": "winterfell", "Units": 1}`, "event.unknown_field", "Units"},
		{"correct_hand", `{"player": 1, "Cards": ["alaska", "wild_1"]}`, "event.unknown_field", "Cards"},
		{"correct", `{"territories": [{"territory": "winterfell", "owner": 0, "Units": 2}]}`, "event.unknown_field", "Units"},
		// Attack's fields embedded from Declared.
		{"attack", `{"from": "a", "to": "b", "Hero_In": true}`, "event.unknown_field", "Hero_In"},
		{"place", `{"territory": "winterfell", "units": 9, "units": 1}`, "event.field_twice", "units"},
		{"correct_hand", `{"player": 1, "cards": ["unknown"], "cards": ["alaska"]}`, "event.field_twice", "cards"},
		{"correct", `{"territories": [{"territory": "winterfell", "owner": 0, "owner": 1, "units": 2}]}`, "event.field_twice", "owner"},
		// A set-up reads its own JSON (its edition's options beside the
		// core's fields): a key given twice is refused all the same, in a
		// seat too, and an option's value is not read past either.
		{"setup", `{"edition": "got", "edition": "halowars"}`, "event.field_twice", "edition"},
		{"setup", `{"edition": "got", "players": [{"name": "Anna", "name": "Ben", "house": "stark"}]}`, "event.field_twice", "name"},
		{"setup", `{"edition": "halowars", "rewards": {"x": "gold", "x": "cannon_heroic"}}`, "event.field_twice", "x"},
		{"setup", `{"edition": "got", "Edition": "halowars"}`, "event.unknown_field", "Edition"},
	}
	for _, c := range cases {
		t.Run(c.typ+" "+c.payload, func(t *testing.T) {
			e, err := engine.Decode(c.typ, []byte(c.payload))
			re := ruleOf(err)
			if re == nil || re.Key != c.key || re.Args["field"] != c.field {
				t.Fatalf("decoded %+v, err %v; want %s naming %q", e, err, c.key, c.field)
			}
		})
	}
	// The exact names, the embedded ones too, still decode.
	for typ, payload := range map[string]string{
		"attack":       `{"from": "a", "to": "b", "hero_in": true, "attack_dice": [6], "defend_dice": [1]}`,
		"correct_hand": `{"player": 1, "cards": ["alaska", "wild_1"]}`,
		"setup":        `{"edition": "got", "players": [{"name": "Anna", "house": "stark"}]}`,
	} {
		if _, err := engine.Decode(typ, []byte(payload)); err != nil {
			t.Errorf("%s %s: %v", typ, payload, err)
		}
	}
}

// ReadStrict itself, on the shapes Herald's inputs have: a body whose
// payload stays raw (read by its event's type later), a map, a value of
// no fixed type. A key given twice is refused inside each; a miscased
// key wherever a struct gives the names.
func TestReadStrictRefusesMiscasedAndRepeatedKeys(t *testing.T) {
	type body struct {
		Seq     int             `json:"seq"`
		Type    string          `json:"type"`
		Payload json.RawMessage `json:"payload"`
		Units   map[string]int  `json:"units"`
		Any     any             `json:"any"`
	}
	for _, c := range []struct{ in, key, field string }{
		{`{"SEQ": 4, "type": "place"}`, "input.unknown_field", "SEQ"},
		{`{"seq": 999, "seq": 4}`, "input.field_twice", "seq"},
		{`{"seq": 4, "payload": {"cards": ["unknown"], "cards": ["alaska"]}}`, "input.field_twice", "cards"},
		{`{"units": {"a": 1, "a": 2}}`, "input.field_twice", "a"},
		{`{"any": [{"x": {"y": 1, "y": 2}}]}`, "input.field_twice", "y"},
		{`{"seq": 4} {"seq": 5}`, "input.trailing_data", ""},
	} {
		var v body
		err := engine.ReadStrict(strings.NewReader(c.in), &v)
		re := ruleOf(err)
		if re == nil || re.Key != c.key || (c.field != "" && re.Args["field"] != c.field) {
			t.Errorf("%s: %+v, err %v; want %s naming %q", c.in, v, err, c.key, c.field)
		}
	}
	// Keys a map or an untyped value holds are any case; a payload kept
	// raw is checked by its event's type when decoded.
	var v body
	in := `{"seq": 4, "payload": {"Cards": 1}, "units": {"A": 1, "a": 2}, "any": {"X": 1, "x": 2}}`
	if err := engine.ReadStrict(strings.NewReader(in), &v); err != nil || v.Seq != 4 || v.Units["A"] != 1 {
		t.Errorf("%s: %+v, %v", in, v, err)
	}
	// Malformed JSON is still the decoder's error, not a rule's.
	if err := engine.ReadStrict(strings.NewReader(`{"seq": 4, "type"`), &v); err == nil || ruleOf(err) != nil {
		t.Errorf("truncated body: %v", err)
	}
}
