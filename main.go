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
	"runtime"
	"strings"
	"syscall"
	"time"

	_ "herald/editions/all"
	"herald/handlers"
	"herald/join"
	"herald/store"
)

func main() {
	var cfg config
	flag.StringVar(&cfg.addr, "addr", ":8080", "listen address; the default serves the local network so a tablet can connect")
	flag.StringVar(&cfg.db, "db", defaultDB(), "SQLite file holding the games")
	flag.BoolVar(&cfg.open, "open", os.Getenv("HERALD_OPEN") == "1", "let every device on the network in without the key (a trusted network); also HERALD_OPEN=1")
	if err := (*hostList)(&cfg.hosts).Set(os.Getenv("HERALD_HOST")); err != nil {
		log.Fatal("HERALD_HOST: ", err)
	}
	flag.Var((*hostList)(&cfg.hosts), "host", "a further name Herald answers to (repeatable or comma-separated; also HERALD_HOST), e.g. the host's name when it runs in a container")
	flag.BoolVar(&cfg.noBrowser, "no-browser", false, "do not open Herald in this machine's browser (it opens only where there is a display)")
	showVersion := flag.Bool("version", false, "print Herald's version and commit, and exit")
	flag.Parse()
	// Strict: a word that is no flag (a typo'd "-", a file dropped on the
	// program) is refused rather than silently ignored.
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "herald: unexpected argument %q: flags start with - (herald -h lists them)\n", flag.Arg(0))
		os.Exit(2)
	}
	if *showVersion {
		fmt.Println(versionLine())
		return
	}

	if err := run(cfg); err != nil {
		stopped(os.Stderr, os.Stdin, err, cfg.addr, ownConsoleWindow())
		os.Exit(1)
	}
}

// config is what the flags ask of run.
type config struct {
	addr, db  string
	open      bool
	hosts     []string
	noBrowser bool
}

// hostList is the -host flag: names Herald answers to besides its own
// (handlers.WithHosts), each -host NAME or NAME,NAME adds to it.
type hostList []string

func (h *hostList) String() string { return strings.Join(*h, ",") }

func (h *hostList) Set(v string) error {
	for _, n := range strings.Split(v, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		if strings.ContainsAny(n, "/ \t@?#") {
			return fmt.Errorf("%q is not a host name", n)
		}
		*h = append(*h, n)
	}
	return nil
}

// machineNames are the names this machine goes by on the table's network:
// its host name and, for mDNS (Avahi, Bonjour), <name>.local.
func machineNames(hostname string) []string {
	if hostname == "" {
		return nil
	}
	short, _, _ := strings.Cut(hostname, ".")
	if short == hostname {
		return []string{hostname, hostname + ".local"}
	}
	return []string{hostname, short, short + ".local"}
}

func run(cfg config) error {
	st, err := store.Open(cfg.db)
	if err != nil {
		return err
	}
	defer st.Close()

	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		return err
	}
	w := where{bases: join.Bases(ln.Addr()), local: join.LoopbackOnly(ln.Addr()), container: join.InContainer(), listen: ln.Addr().String(), program: os.Args[0]}
	hostname, _ := os.Hostname()
	names := append(machineNames(hostname), cfg.hosts...)
	// A new key made at the table (the join panel) is printed with its
	// code, so this machine's terminal shows the code that lets phones in.
	opts := []handlers.Option{handlers.OnNewKey(func(key string) {
		fmt.Println("A new key was made: devices with the old one are out until they join again")
		printJoin(os.Stdout, w, key, cfg.open)
	}), handlers.WithListen(ln.Addr()), handlers.WithHosts(names...), handlers.WithContainer(w.container), handlers.WarmLogbook()}
	if cfg.open {
		opts = append(opts, handlers.Open())
	}
	srv := newServer(handlers.New(st, opts...), tableTimeouts)
	key, err := st.AccessKey(context.Background())
	if err != nil {
		return err
	}
	printJoin(os.Stdout, w, key, cfg.open)
	fmt.Printf("Herald answers only to its own names: %s (-host adds one)\n", strings.Join(append([]string{"localhost", "its addresses"}, names...), ", "))
	// The browser's first request waits in the listener's queue until
	// Serve below takes it.
	openBrowser(os.Stdout, browserCommand(runtime.GOOS, os.Getenv, cfg.noBrowser, localURL(w.bases[0], key, cfg.open)))
	fmt.Printf("Games are kept in %s\n", cfg.db)

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

// where is what the terminal says about where Herald can be reached.
type where struct {
	bases     []string // join.Bases of the listen address
	local     bool     // it listens on this machine only
	container bool     // it runs in a container
	listen    string
	program   string // the command Herald was started with (os.Args[0])
}

// printJoin tells the terminal where to open Herald: this machine first
// (it needs no key), then the join link for the table's phones with its QR
// code (or why phones cannot join), and who may come in.
func printJoin(w io.Writer, at where, key string, open bool) {
	fmt.Fprintf(w, "Herald is running: open %s\n", at.bases[0])
	var links []string
	for _, b := range at.bases {
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
	printReach(w, at)
	if open {
		fmt.Fprintln(w, "Open mode (-open): every device on the network may come in, no key needed")
	} else {
		fmt.Fprintln(w, "Key mode: this machine and devices that opened the join link (or scanned its QR code) may come in; -open turns the check off")
	}
}

// restartWith is the command that starts Herald again as program was
// started, with args: the downloaded file as the table started it (a
// path with spaces quoted), and make run for the one make run built.
func restartWith(program, args string) string {
	if program == "" {
		program = "herald"
	}
	if strings.HasSuffix(filepath.ToSlash(program), "bin/herald") {
		return fmt.Sprintf("make run ARGS='%s' (or %s %s)", args, program, args)
	}
	if strings.ContainsAny(program, " \t") {
		program = `"` + program + `"`
	}
	return program + " " + args
}

// printReach says when a phone cannot use the printed links: Herald
// listens on this machine only, or the links are a container's.
func printReach(w io.Writer, at where) {
	_, port, _ := net.SplitHostPort(at.listen)
	if at.local {
		fmt.Fprintf(w, "Phones cannot join: Herald listens on this machine only (%s). To let them join, start it again with -addr :%s: %s\n", at.listen, port, restartWith(at.program, "-addr :"+port))
		return
	}
	if at.container {
		fmt.Fprintf(w, "Herald runs in a container: these are the container's addresses, which a phone may not reach unless the port is published on the host's network (docker run -p %s:%s ...); then open the host's address, and start Herald with -host NAME so the host's name or address gets in\n", port, port)
	}
}
