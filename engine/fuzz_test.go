package engine_test

// Fuzz target for event decoding and Apply (issue 13, "The net" 3): any
// stored (type, payload) pair applied to a state of a random game of any
// edition must not panic, a refusal must be a rule's, and an accepted
// event must keep every invariant of invariants_random_test.go (but the
// listed defects in knownDefects). go test runs the seed corpus; make
// fuzz runs the target for a while.

import (
	"errors"
	"sync"
	"testing"

	"herald/engine"
	"herald/i18n"
)

// fuzzState is a state in a random game: edition, game seed and the number
// of events replayed, bounded so the states repeat and can be cached.
type fuzzKey struct {
	edition int
	seed    uint64
	at      int
}

var fuzzStates sync.Map // fuzzKey -> *engine.State

// fuzzStateOf replays the first events of a random game.
func fuzzStateOf(t *testing.T, k fuzzKey) *engine.State {
	if s, ok := fuzzStates.Load(k); ok {
		return s.(*engine.State)
	}
	st := &gameStats{kinds: map[string]int{}, known: map[string]int{}}
	b, log, _ := randomGameOn(t, randomEditions[k.edition], k.seed, 60, st)
	s, err := engine.Replay(b, log[:min(len(log), k.at+1)])
	if err != nil {
		t.Fatalf("replay of a random game: %v", err)
	}
	fuzzStates.Store(k, s)
	return s
}

func FuzzApply(f *testing.F) {
	// The seed corpus: events of random games of each edition, at the
	// place they were played, and a few broken payloads.
	for ed := range randomEditions {
		st := &gameStats{kinds: map[string]int{}, known: map[string]int{}}
		for seed := uint64(1); seed <= 2; seed++ {
			_, log, _ := randomGameOn(f, randomEditions[ed], seed, 60, st)
			for at, e := range log[1:] {
				typ, payload, err := engine.Encode(e)
				if err != nil {
					f.Fatal(err)
				}
				f.Add(uint8(ed), uint8(seed), uint8(at), typ, payload)
			}
		}
	}
	f.Add(uint8(0), uint8(1), uint8(3), "place", []byte(`{"territory":"winterfell","units":-5}`))
	f.Add(uint8(0), uint8(1), uint8(3), "correct", []byte(`{"territories":[{"territory":"winterfell","owner":0,"units":4611686018427387904}]}`))
	f.Add(uint8(1), uint8(1), uint8(3), "end_turn", []byte(`{"draw":true,"skulls":[3],"heroes":[{"player":9,"territory":"x"}]}`))
	f.Add(uint8(2), uint8(1), uint8(3), "play_faction_card", []byte(`{"player":-1,"skulls":2}`))
	f.Add(uint8(3), uint8(1), uint8(3), "trade", []byte(`{"gelt":[100,100],"units":-3}`))
	f.Add(uint8(3), uint8(1), uint8(3), "setup", []byte(`{}`))
	f.Add(uint8(0), uint8(1), uint8(3), "nonsense", []byte(`{`))

	f.Fuzz(func(t *testing.T, edition, seed, at uint8, typ string, payload []byte) {
		k := fuzzKey{edition: int(edition) % len(randomEditions), seed: 1 + uint64(seed%4), at: int(at % 64)}
		ed := randomEditions[k.edition]
		s := fuzzStateOf(t, k)
		e, err := engine.Decode(typ, payload)
		if err != nil {
			var re *engine.RuleError
			if !errors.As(err, &re) {
				t.Fatalf("decode refused without a rule: %v", err)
			}
			checkSentence(t, re)
			return
		}
		before := fingerprintString(s)
		after, err := engine.Apply(s, e)
		if fingerprintString(s) != before {
			t.Fatalf("Apply changed the state it was given")
		}
		if err != nil {
			var re *engine.RuleError
			if !errors.As(err, &re) {
				t.Fatalf("%s refused without a rule: %v", typ, err)
			}
			checkSentence(t, re)
			return
		}
		// The stored form of the accepted event decodes to the same event.
		typ2, payload2, err := engine.Encode(e)
		if err != nil || typ2 != typ {
			t.Fatalf("encode: %s %v", typ2, err)
		}
		e2, err := engine.Decode(typ2, payload2)
		if err != nil {
			t.Fatalf("the stored form of an accepted event does not decode: %v", err)
		}
		if again, err := engine.Apply(s, e2); err != nil || diffStates(again, after) != "" {
			t.Fatalf("the stored form of %s applies differently: %v", typ, err)
		}
		for _, f := range checkEvent(s, e, after) {
			if known(ed.name, f) == nil {
				t.Fatalf("%s %s: %s: %s", typ, payload, f.check, f.detail)
			}
		}
	})
}

// checkSentence: a refusal says a sentence in every language Herald
// speaks.
func checkSentence(t *testing.T, re *engine.RuleError) {
	for _, lang := range i18n.Languages {
		if i18n.Raw(lang, re.Key) == "" {
			t.Fatalf("refusal %q has no %s sentence (%v)", re.Key, lang, re)
		}
	}
}
