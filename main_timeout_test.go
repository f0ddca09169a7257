package main

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// A client on the shared Wi-Fi that sends its headers and then dribbles
// its body, or idles on a keep-alive, must not hold a connection for as
// long as it likes (issue 16, item 5): the server cuts it off at its
// read and idle timeouts. Short timeouts here stand for tableTimeouts.
func TestSlowClientIsCutOff(t *testing.T) {
	readErr := make(chan error, 1)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, err := io.ReadAll(r.Body)
		readErr <- err
	})
	srv := newServer(h, timeouts{header: 200 * time.Millisecond, read: 300 * time.Millisecond, write: time.Second, idle: 300 * time.Millisecond})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()

	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	// 100 bytes at one per 50 ms take at least 5 s, far past the read
	// timeout: the last byte leaves after the read deadline, so a handler
	// that got the whole body was not cut off. The writer stops at the
	// first failed write (the server closed the connection); the verdict
	// is the handler's read, however slow the machine.
	if _, err := io.WriteString(conn, "POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for range 100 {
			if _, err := conn.Write([]byte("a")); err != nil {
				return
			}
			select {
			case <-stop:
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
	}()
	select {
	case err := <-readErr:
		if err == nil {
			t.Fatal("the handler read the whole dribbled body: the server never cut the client off")
		}
	case <-time.After(hangGuard):
		t.Fatalf("the handler still reads a dribbled body after %v", hangGuard)
	}
}

// hangGuard bounds a wait for something that happens within a second on
// an idle machine; it catches a hang, and is not a measure of speed.
const hangGuard = time.Minute

func TestIdleKeepAliveIsClosed(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, "ok") })
	srv := newServer(h, timeouts{header: time.Second, read: time.Second, write: time.Second, idle: 200 * time.Millisecond})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	conn, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, "GET / HTTP/1.1\r\nHost: x\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	br := bufio.NewReader(conn)
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	// Now idle: the server must close the keep-alive (after 200 ms; the
	// read deadline only guards against a hang).
	_ = conn.SetReadDeadline(time.Now().Add(hangGuard))
	_, err = br.ReadByte()
	if err == nil || strings.Contains(err.Error(), "timeout") {
		t.Fatalf("idle keep-alive still open: %v", err)
	}
}

func TestTableTimeoutsAreSet(t *testing.T) {
	s := newServer(http.NotFoundHandler(), tableTimeouts)
	if s.ReadHeaderTimeout <= 0 || s.ReadTimeout <= 0 || s.WriteTimeout <= 0 || s.IdleTimeout <= 0 {
		t.Fatalf("a timeout is off: %+v", tableTimeouts)
	}
}
