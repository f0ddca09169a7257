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
	if k3 := keyAfterReopen(t, s, path); k3 != k1 {
		t.Fatalf("after reopen AccessKey = %q; want %q", k3, k1)
	}
	other, _ := openTest(t)
	if k4, _ := other.AccessKey(ctx); k4 == k1 {
		t.Fatalf("two databases share the key %q", k1)
	}
}

// A new key replaces the old one for good, also after reopening: the
// devices that had the old one stay out.
func TestNewAccessKeyReplacesTheOld(t *testing.T) {
	s, path := openTest(t)
	old, err := s.AccessKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	k, err := s.NewAccessKey(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if k == old || len(k) < 26 {
		t.Fatalf("new key %q (old %q): want another key of 128 bits", k, old)
	}
	if got, err := s.AccessKey(ctx); err != nil || got != k {
		t.Fatalf("AccessKey after NewAccessKey = %q, %v; want %q", got, err, k)
	}
	if got := keyAfterReopen(t, s, path); got != k {
		t.Fatalf("after reopen AccessKey = %q; want the new key %q", got, k)
	}
	// A database without a key yet gets one.
	fresh, _ := openTest(t)
	if k2, err := fresh.NewAccessKey(ctx); err != nil || k2 == "" {
		t.Fatalf("NewAccessKey on a fresh database = %q, %v", k2, err)
	}
}

// keyAfterReopen closes s, opens its file at path again and returns the
// key the reopened store gives.
func keyAfterReopen(t *testing.T, s *Store, path string) string {
	t.Helper()
	s.Close()
	s2, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	k, err := s2.AccessKey(ctx)
	if err != nil {
		t.Fatalf("after reopen AccessKey: %v", err)
	}
	return k
}
