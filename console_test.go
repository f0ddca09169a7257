package main

import (
	"bytes"
	"errors"
	"net"
	"strconv"
	"strings"
	"testing"
)

// A port another program holds stops Herald with a sentence that says
// which and how to pick another, on every system (the listen's error is
// the system's own: the test listens twice on one port).
func TestTakenPortSaysWhichAndWhatToDo(t *testing.T) {
	first, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()
	addr := first.Addr().String()
	_, err = net.Listen("tcp", addr)
	if err == nil {
		t.Fatal("the port was taken twice")
	}
	_, port, _ := net.SplitHostPort(addr)
	n, _ := strconv.Atoi(port)
	got := whyStopped(err, addr)
	for _, want := range []string{"port " + port + " is taken", "-addr :" + strconv.Itoa(n+1)} {
		if !strings.Contains(got, want) {
			t.Errorf("%q lacks %q", got, want)
		}
	}
	if got := whyStopped(errors.New("disk full"), addr); got != "Herald stopped: disk full" {
		t.Errorf("another error: %q", got)
	}
}

// In a console window of its own (Windows, a double-click) Herald waits
// for Enter before the window closes with it; in a terminal it does not.
func TestStoppedKeepsItsOwnWindowOpen(t *testing.T) {
	var out bytes.Buffer
	in := strings.NewReader("\n")
	stopped(&out, in, errors.New("disk full"), ":8080", true)
	if !strings.Contains(out.String(), "Herald stopped: disk full\nPress Enter to close this window.") || in.Len() != 0 {
		t.Errorf("in its own window: %q, Enter read: %v", out.String(), in.Len() == 0)
	}
	out.Reset()
	in = strings.NewReader("\n")
	stopped(&out, in, errors.New("disk full"), ":8080", false)
	if strings.Contains(out.String(), "Press Enter") || in.Len() != 1 {
		t.Errorf("in a terminal: %q, Enter read: %v", out.String(), in.Len() == 0)
	}
}
