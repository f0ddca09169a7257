package maps_test

// Fuzz target for the board import (issue 13, "The net" 3): any file the
// board editor's import is given must not panic in parsing, checking or
// building the board, and a file that parses is stable: import, export,
// import again and export again give the same bytes ("importing it
// elsewhere and exporting again gives the same bytes", README, Board
// editor). go test runs the seed corpus; make fuzz runs it for a while.

import (
	"bytes"
	"testing"

	"herald/boardedit"

	"herald/engine"
	"herald/maps"
)

func FuzzBoardImport(f *testing.F) {
	for _, id := range maps.IDs() {
		spec, meta, err := maps.Spec(id)
		if err != nil {
			f.Fatal(err)
		}
		data, err := maps.EncodeMeta(spec, meta)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"id":"x","names":{"en":"X"},"regions":[{"id":"r","names":{"en":"R"},"bonus":2}],"territories":[{"id":"a","names":{"en":"A"},"region":"r","castle":false,"port":false},{"id":"b","names":{"en":"B"},"region":"r","castle":false,"port":false}],"links":[{"a":"a","b":"b","kind":"land","confidence":""}],"cards":[]}`))
	f.Add([]byte(`{"id":"loop","names":{},"regions":[],"territories":[{"id":"a","names":{},"region":"nowhere","castle":true,"port":true,"also_region":"a"}],"links":[{"a":"a","b":"a","kind":"teleporter","confidence":"?"},{"a":"a","b":"zz","kind":"","confidence":""}],"cards":[{"territory":"a","symbol":"?"},{"territory":"a","symbol":"?"}]}`))
	f.Add([]byte(`{"id":"\u00e9\ud800","names":{"de":"<b>&"},"links_open":true,"regions":null,"territories":null,"links":null,"cards":null}`))
	f.Add([]byte(`{"id":"x"} trailing`))

	f.Fuzz(func(t *testing.T, data []byte) {
		spec, meta, err := maps.ParseMeta(data)
		if err != nil {
			return
		}
		// What the editor and a new game do with an imported board.
		for _, edition := range []string{meta.Edition, "got", "halowars", "halo_legendary", "warhammer40k"} {
			maps.Check(spec, edition)
		}
		maps.UnverifiedSpecLinks(spec)
		for _, x := range spec.Territories {
			boardedit.Neighbours(spec, x.ID)
		}
		if b, err := engine.NewBoard(spec); err == nil {
			for t := range b.Territories {
				b.MaybeNeighbours(engine.TerritoryID(t))
			}
			maps.UncertainLinks(b)
		}
		_, _ = maps.Validate(spec)

		out, err := maps.EncodeMeta(spec, meta)
		if err != nil {
			t.Fatalf("a board that imports does not export: %v", err)
		}
		spec2, meta2, err := maps.ParseMeta(out)
		if err != nil {
			t.Fatalf("an exported board does not import: %v\n%s", err, out)
		}
		out2, err := maps.EncodeMeta(spec2, meta2)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out, out2) {
			t.Fatalf("import, export, import, export is not stable:\n%s\n%s", out, out2)
		}
	})
}
