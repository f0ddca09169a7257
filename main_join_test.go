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
	all := where{bases: []string{"http://localhost:8080", "http://192.168.1.20:8080"}, listen: "[::]:8080"}
	printJoin(&b, all, "KEY123", false)
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
	if strings.Contains(out, "cannot join") || strings.Contains(out, "container") {
		t.Errorf("listening on every interface, outside a container, the output warns:\n%s", out)
	}
	b.Reset()
	printJoin(&b, all, "KEY123", true)
	if out := b.String(); strings.Contains(out, "KEY123") || !strings.Contains(out, "Phones join at http://192.168.1.20:8080\n") || !strings.Contains(out, "Open mode") {
		t.Errorf("open mode output:\n%s", out)
	}
}

// Started with -addr 127.0.0.1:PORT no phone can connect (issue 29): the
// terminal offers no join link and says how to start Herald so phones can.
func TestPrintJoinOnLoopbackOnly(t *testing.T) {
	var b bytes.Buffer
	printJoin(&b, where{bases: []string{"http://127.0.0.1:9000"}, local: true, listen: "127.0.0.1:9000", program: "./bin/herald"}, "KEY123", false)
	out := b.String()
	if strings.Contains(out, "Phones join at") || strings.Contains(out, "KEY123") || strings.Contains(out, "█") {
		t.Errorf("listening on loopback only, the terminal offers a join link:\n%s", out)
	}
	for _, want := range []string{"Phones cannot join: Herald listens on this machine only (127.0.0.1:9000)", "make run ARGS='-addr :9000'", "./bin/herald -addr :9000"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// A table that downloaded Herald (make dist's files) is told to start
// that file again, as it started it, not make run, which needs the
// source and Go.
func TestRestartWithTheDownloadedFile(t *testing.T) {
	for program, want := range map[string]string{
		"./herald-linux-amd64":                   "./herald-linux-amd64 -addr :9000",
		`C:\Users\Anna\Downloads\herald.exe`:     `C:\Users\Anna\Downloads\herald.exe -addr :9000`,
		`C:\Users\Anna Maria\Desktop\herald.exe`: `"C:\Users\Anna Maria\Desktop\herald.exe" -addr :9000`,
		"./bin/herald":                           "make run ARGS='-addr :9000' (or ./bin/herald -addr :9000)",
		"":                                       "herald -addr :9000",
	} {
		if got := restartWith(program, "-addr :9000"); got != want {
			t.Errorf("started as %q: %q, want %q", program, got, want)
		}
	}
}

// Inside a container the printed addresses are the container's: the
// terminal says so beside the link, and how the host's name gets in.
func TestPrintJoinInAContainer(t *testing.T) {
	var b bytes.Buffer
	printJoin(&b, where{bases: []string{"http://localhost:8080", "http://172.17.0.2:8080"}, container: true, listen: "[::]:8080"}, "KEY123", false)
	out := b.String()
	for _, want := range []string{"Phones join at http://172.17.0.2:8080/?key=KEY123\n", "Herald runs in a container: these are the container's addresses", "published on the host's network (docker run -p 8080:8080", "-host NAME"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// The -host flag takes a name per use or several comma-separated; the
// machine's own names are its host name and <name>.local.
func TestHostFlagAndMachineNames(t *testing.T) {
	var h hostList
	for _, v := range []string{"table.example", " tisch.lan , 192.168.1.5:8080", ""} {
		if err := h.Set(v); err != nil {
			t.Fatalf("-host %q: %v", v, err)
		}
	}
	if got := h.String(); got != "table.example,tisch.lan,192.168.1.5:8080" {
		t.Errorf("-host gave %q", got)
	}
	for _, bad := range []string{"http://evil.example/", "a b", "user@host"} {
		if err := (&hostList{}).Set(bad); err == nil {
			t.Errorf("-host %q accepted", bad)
		}
	}
	if got := strings.Join(machineNames("gamebox"), " "); got != "gamebox gamebox.local" {
		t.Errorf("machineNames(gamebox) = %q", got)
	}
	if got := strings.Join(machineNames("gamebox.fritz.box"), " "); got != "gamebox.fritz.box gamebox gamebox.local" {
		t.Errorf("machineNames(gamebox.fritz.box) = %q", got)
	}
	if machineNames("") != nil {
		t.Error("no host name, yet names")
	}
}
