package store

import "testing"

// One JSON value is written one way whatever its spacing and key order;
// numbers stay as written (1 and 1.0 apart, a 20-digit id exact), and
// JSON that does not decode is no value, not even the same as itself.
func TestCanonicalJSONAndSameJSON(t *testing.T) {
	got, err := CanonicalJSON([]byte(` { "b" : [1, 1.0, 12345678901234567890], "a": {"y": null, "x": "<&>"} } `))
	if want := `{"a":{"x":"\u003c\u0026\u003e","y":null},"b":[1,1.0,12345678901234567890]}`; err != nil || string(got) != want {
		t.Errorf("canonical: %s, %v; want %s", got, err, want)
	}
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{`{"a":1,"b":[true,null]}`, "{ \"b\" : [ true , null ] ,\n \"a\" : 1 }", true},
		{`{"id":12345678901234567890}`, `{"id":12345678901234567891}`, false},
		{`{"n":1}`, `{"n":1.0}`, false},
		{`"\u00e9"`, `"é"`, true},
		{`{"a":1}`, `{"a":1,"b":null}`, false},
		{`{"a":`, `{"a":`, false},
		{``, ``, false},
	} {
		if got := SameJSON([]byte(tc.a), []byte(tc.b)); got != tc.same {
			t.Errorf("SameJSON(%s, %s) = %v", tc.a, tc.b, got)
		}
	}
}
