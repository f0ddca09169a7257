package main

import (
	"bytes"
	"strings"
	"testing"
)

// make run prints where this machine opens Herald, the phones' join link
// with the key and its QR code, and which mode it runs in (issue 16).
func TestPrintJoin(t *testing.T) {
	var b bytes.Buffer
	printJoin(&b, []string{"http://localhost:8080", "http://192.168.1.20:8080"}, "KEY123", false)
	out := b.String()
	for _, want := range []string{
		"Herald is running: open http://localhost:8080\n",
		"Phones join at http://192.168.1.20:8080/?key=KEY123\n",
		"█", "Key mode",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	b.Reset()
	printJoin(&b, []string{"http://localhost:8080", "http://192.168.1.20:8080"}, "KEY123", true)
	if out := b.String(); strings.Contains(out, "KEY123") || !strings.Contains(out, "Phones join at http://192.168.1.20:8080\n") || !strings.Contains(out, "Open mode") {
		t.Errorf("open mode output:\n%s", out)
	}
}
