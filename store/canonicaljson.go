package store

import (
	"bytes"
	"encoding/json"
)

// CanonicalJSON is a JSON value written one way: keys sorted, no spaces,
// numbers as they were written (1 and 1.0 stay apart, big ids stay
// exact). A file may have passed through other tools: its boards are
// compared (SameJSON) and its games named (a game file's hash) by this.
// Only the first value of raw is read. Never change what it writes:
// games imported before are known by hashes of it.
func CanonicalJSON(raw []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	return json.Marshal(v)
}

// SameJSON says whether a and b hold the same JSON value, whatever their
// spacing and key order; JSON that does not decode is no value.
func SameJSON(a, b []byte) bool {
	ca, errA := CanonicalJSON(a)
	cb, errB := CanonicalJSON(b)
	return errA == nil && errB == nil && bytes.Equal(ca, cb)
}
