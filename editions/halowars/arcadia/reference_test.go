package arcadia

import (
	"testing"

	"herald/maps"
)

// shipped gives the shipped board's known links and complete lists as facts.
func shipped(t testing.TB) (*Solver, Facts) {
	t.Helper()
	s, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	b := maps.MustLoad("arcadia")
	var f Facts
	for _, l := range b.Links {
		f.Links = append(f.Links, [2]string{b.Territories[l.A].ID, b.Territories[l.B].ID})
	}
	for _, tr := range b.Territories {
		if tr.LinksComplete {
			f.Complete = append(f.Complete, tr.ID)
		}
	}
	return s, f
}

// TestReferenceFacts: issue 18 and the reference solver
// (shared/boards/arcadia.derived.json, primary variant "links+xanadu_complete"):
// the 11 known links with Xanadu's list complete leave 6722368233799680000
// mappings, pin 14 links of which 3 derived (Kintyre-Portobello,
// Kintyre-Skye, Kish-Petra), 370 pairs never linked, 477 open.
func TestReferenceFacts(t *testing.T) {
	s, f := shipped(t)
	if len(f.Links) != 11 || len(f.Complete) != 1 || f.Complete[0] != "xanadu" {
		t.Fatalf("shipped facts = %d links, complete %v; want 11 and [xanadu]", len(f.Links), f.Complete)
	}
	r, err := s.Solve(f)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Fits || r.Mappings.String() != "6722368233799680000" {
		t.Fatalf("fits %v, mappings %v; reference 6722368233799680000", r.Fits, r.Mappings)
	}
	if len(r.Pinned) != 14 || r.Never != 370 || r.Open != 477 {
		t.Errorf("pinned %d, never %d, open %d; reference 14, 370, 477", len(r.Pinned), r.Never, r.Open)
	}
	want := map[[2]string]bool{{"kintyre", "portobello"}: true, {"kintyre", "skye"}: true, {"kish", "petra"}: true}
	if len(r.Derived) != len(want) {
		t.Errorf("derived %v; reference %v", r.Derived, want)
	}
	for _, p := range r.Derived {
		if !want[p] && !want[[2]string{p[1], p[0]}] {
			t.Errorf("derived %v not in the reference's %v", p, want)
		}
	}
}

// TestReferenceLinksOnly: the reference's variant "links_only" (Xanadu's
// list not taken as complete): 11203947056332800000 mappings, 13 pinned
// (Kish-Petra needs Xanadu's list).
func TestReferenceLinksOnly(t *testing.T) {
	s, f := shipped(t)
	f.Complete = nil
	r, err := s.Solve(f)
	if err != nil {
		t.Fatal(err)
	}
	if r.Mappings.String() != "11203947056332800000" || len(r.Pinned) != 13 {
		t.Errorf("mappings %v, pinned %d; reference 11203947056332800000, 13", r.Mappings, len(r.Pinned))
	}
}
