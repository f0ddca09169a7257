// Command herald serves Herald, a table-side referee for RISK board games,
// on the local network.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	_ "herald/editions/all"
	"herald/handlers"
	"herald/store"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address; the default serves the local network so a tablet can connect")
	db := flag.String("db", defaultDB(), "SQLite file holding the games")
	flag.Parse()

	if err := run(*addr, *db); err != nil {
		log.Fatal(err)
	}
}

// defaultDB is a per-user file: $XDG_DATA_HOME/herald/herald.db or the
// platform's equivalent.
func defaultDB() string {
	dir := os.Getenv("XDG_DATA_HOME")
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "herald.db"
		}
		dir = filepath.Join(home, ".local", "share")
	}
	return filepath.Join(dir, "herald", "herald.db")
}

func run(addr, dbPath string) error {
	st, err := store.Open(dbPath)
	if err != nil {
		return err
	}
	defer st.Close()

	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	srv := newServer(handlers.New(st), tableTimeouts)
	for _, u := range addresses(ln.Addr()) {
		fmt.Printf("Herald is running: open %s\n", u)
	}
	fmt.Printf("Games are kept in %s\n", dbPath)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			return err
		}
	case <-ctx.Done():
		fmt.Println("Herald is stopping")
	}
	shutdown, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	return srv.Shutdown(shutdown)
}

// timeouts bound how long one connection may hold the server.
type timeouts struct{ header, read, write, idle time.Duration }

// tableTimeouts are far beyond what a tablet on a slow Wi-Fi needs (a
// form is a few KB, a page a few hundred) and short enough that a client
// dribbling its request or idling on a keep-alive lets go. The coming
// Server-Sent Events stream must lift the write deadline for itself with
// handlers.StreamForever (http.ResponseController.SetWriteDeadline).
var tableTimeouts = timeouts{header: 10 * time.Second, read: 30 * time.Second, write: 60 * time.Second, idle: 120 * time.Second}

// newServer is Herald's http.Server around h.
func newServer(h http.Handler, t timeouts) *http.Server {
	return &http.Server{Handler: h, ReadHeaderTimeout: t.header, ReadTimeout: t.read, WriteTimeout: t.write, IdleTimeout: t.idle}
}

// addresses lists the URLs to open: localhost and, when listening on all
// interfaces, each address of this machine on the local network.
func addresses(a net.Addr) []string {
	tcp, ok := a.(*net.TCPAddr)
	if !ok {
		return []string{"http://" + a.String()}
	}
	port := tcp.Port
	if !tcp.IP.IsUnspecified() {
		return []string{fmt.Sprintf("http://%s", net.JoinHostPort(tcp.IP.String(), fmt.Sprint(port)))}
	}
	out := []string{fmt.Sprintf("http://localhost:%d", port)}
	ifaces, _ := net.InterfaceAddrs()
	for _, ia := range ifaces {
		if ipn, ok := ia.(*net.IPNet); ok && ipn.IP.To4() != nil && !ipn.IP.IsLoopback() {
			out = append(out, fmt.Sprintf("http://%s:%d", ipn.IP, port))
		}
	}
	return out
}
