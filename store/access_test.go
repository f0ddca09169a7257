package store

import "testing"

// The key is made once and survives reopening the database: a QR code
// handed out yesterday still lets its phone in (issue 16, item 4).
func TestAccessKeySurvivesReopen(t *testing.T) {
	s, path := openTest(t)
	k1, err := s.AccessKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(k1) < 26 {
		t.Fatalf("key %q is shorter than 128 bits of base32", k1)
	}
	if k2, err := s.AccessKey(ctx); err != nil || k2 != k1 {
		t.Fatalf("second AccessKey = %q, %v; want %q", k2, err, k1)
	}
	s.Close()
	s2, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if k3, err := s2.AccessKey(ctx); err != nil || k3 != k1 {
		t.Fatalf("after reopen AccessKey = %q, %v; want %q", k3, err, k1)
	}
	other, _ := openTest(t)
	if k4, _ := other.AccessKey(ctx); k4 == k1 {
		t.Fatalf("two databases share the key %q", k1)
	}
}
