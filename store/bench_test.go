package store

import (
	"encoding/json"
	"testing"
)

// A payload of typical size: an attack with its dice.
var benchPayload = json.RawMessage(`{"from":"alaska","to":"kamchatka","attacker":[6,5,2],"defender":[4,4],"armies":3}`)

// BenchmarkAppend measures one durable Append (one transaction, one fsync
// with synchronous=FULL).
func BenchmarkAppend(b *testing.B) {
	s, _ := openTest(b)
	id := newGame(b, s)
	b.ResetTimer()
	for i := range b.N {
		if _, err := s.Append(ctx, id, i+1, "attack", benchPayload); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEvents2000 measures reading a long game's whole log, which is
// what replaying the game starts with.
func BenchmarkEvents2000(b *testing.B) {
	const n = 2000
	s, _ := openTest(b)
	id := newGame(b, s)
	batch := make([]NewEvent, 0, 100)
	for seq := 1; seq < n; seq += len(batch) {
		batch = batch[:0]
		for i := 0; i < 100 && seq+i < n; i++ {
			batch = append(batch, NewEvent{Type: "attack", Payload: benchPayload})
		}
		if _, err := s.AppendMany(ctx, id, seq, batch); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		events, err := s.Events(ctx, id)
		if err != nil {
			b.Fatal(err)
		}
		if len(events) != n {
			b.Fatalf("%d events, want %d", len(events), n)
		}
	}
}
