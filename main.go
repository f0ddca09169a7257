// Command herald serves Herald, a table-side referee for RISK board games,
// on the local network.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	_ "herald/editions/all"
	"herald/handlers"
	"herald/join"
	"herald/store"
)

func main() {
	addr := flag.String("addr", ":8080", "listen address; the default serves the local network so a tablet can connect")
	db := flag.String("db", defaultDB(), "SQLite file holding the games")
	open := flag.Bool("open", os.Getenv("HERALD_OPEN") == "1", "let every device on the network in without the key (a trusted network); also HERALD_OPEN=1")
	flag.Parse()

	if err := run(*addr, *db, *open); err != nil {
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

func run(addr, dbPath string, open bool) error {
	st, err := store.Open(dbPath)
	if err != nil {
		return err
	}
	defer st.Close()

	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	bases := join.Bases(ln.Addr())
	// A new key made at the table (the join panel) is printed with its
	// code, so this machine's terminal shows the code that lets phones in.
	opts := []handlers.Option{handlers.OnNewKey(func(key string) {
		fmt.Println("A new key was made: devices with the old one are out until they join again")
		printJoin(os.Stdout, bases, key, open)
	})}
	if open {
		opts = append(opts, handlers.Open())
	}
	srv := newServer(handlers.New(st, opts...), tableTimeouts)
	key, err := st.AccessKey(context.Background())
	if err != nil {
		return err
	}
	printJoin(os.Stdout, bases, key, open)
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

// printJoin tells the terminal where to open Herald: this machine first
// (it needs no key), then the join link for the table's phones with its QR
// code, and who may come in.
func printJoin(w io.Writer, bases []string, key string, open bool) {
	fmt.Fprintf(w, "Herald is running: open %s\n", bases[0])
	var links []string
	for _, b := range bases {
		if strings.HasPrefix(b, "http://localhost:") || strings.HasPrefix(b, "http://127.") || strings.HasPrefix(b, "http://[::1]") {
			continue
		}
		if !open {
			b += "/?key=" + url.QueryEscape(key)
		}
		links = append(links, b)
	}
	for _, l := range links {
		fmt.Fprintf(w, "Phones join at %s\n", l)
	}
	if len(links) > 0 {
		if qr, err := join.Terminal(links[0]); err == nil {
			fmt.Fprint(w, qr)
		}
	}
	if open {
		fmt.Fprintln(w, "Open mode (-open): every device on the network may come in, no key needed")
	} else {
		fmt.Fprintln(w, "Key mode: this machine and devices that opened the join link (or scanned its QR code) may come in; -open turns the check off")
	}
}
