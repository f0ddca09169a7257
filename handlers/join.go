package handlers

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"herald/join"
	"herald/views"
)

// WithAddresses replaces the machine's local-network addresses, for tests.
func WithAddresses(f func() []netip.Addr) Option { return func(a *App) { a.addresses = f } }

// pageCtx is ctxOf with the join panel, for the home and game pages.
func (a *App) pageCtx(c echo.Context, path string) views.Ctx {
	cx := ctxOf(c)
	cx.Path = path
	cx.Join = a.joinPanel(c, path)
	if cx.Join != nil && !a.open && a.currentKey() != "" && a.mayRenewKey(c, path) {
		cx.NewKeyURL = newKeyURL(path)
	}
	return cx
}

// mayRenewKey: a new key shuts every other device out, so only the
// machine Herald runs on and, on a game's page, that game's table device
// make one; a phone that joined may not shut the table out (an audit).
func (a *App) mayRenewKey(c echo.Context, path string) bool {
	return fromThisMachine(c.Request()) || path != "/" && theTablesDevice(c)
}

// newKeyURL is where path's join panel asks for a new key: under the
// game's own path on a game page, where the table's cookie goes.
func newKeyURL(path string) string {
	if path == "/" {
		return "/join/new-key"
	}
	return path + "/new-key"
}

// newKeyHome is the home page's new key: Herald's machine's alone.
func (a *App) newKeyHome(c echo.Context) error {
	return a.newKey(c, "/")
}

// newKeyGame is a game page's new key: its table's or Herald's machine's.
func (a *App) newKeyGame(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	return a.newKey(c, gamePath(gm.Meta.ID))
}

// newKey makes a new key (the join panel's "new code"): every other
// device that joined is out until it scans the new code, and the open
// live streams end, so theirs cannot follow the game either. The device
// that asked stays in (its cookie gets the new key) and sees the new
// code: back on its page, the panel opened at the code.
func (a *App) newKey(c echo.Context, back string) error {
	r := c.Request()
	if _, err := readForm(c, fields()); err != nil {
		return err
	}
	if a.open {
		return echo.ErrNotFound // no key to replace: every device may come in
	}
	if !a.mayRenewKey(c, back) {
		return refuseInWords(c, ctxOf(c).T("join.new_key_table_only"))
	}
	a.newKeyMu.Lock()
	key, err := a.games.store.NewAccessKey(r.Context())
	if err == nil {
		a.key.Store(&key)
	}
	a.newKeyMu.Unlock()
	if err != nil {
		return err
	}
	a.joins.forget()
	a.games.live.dropAll()
	if a.newKeyTold != nil {
		a.newKeyTold(key)
	}
	if !fromThisMachine(r) {
		c.SetCookie(keyCookieOf(key))
	}
	return c.Redirect(http.StatusSeeOther, back+"#join-code")
}

// OnNewKey tells f every new key (main prints the new join code).
func OnNewKey(f func(key string)) Option { return func(a *App) { a.newKeyTold = f } }

// joinPanel is the link to path that a phone at the table opens, at each
// of joinHosts, carrying the key unless Herald is open. When Herald
// listens on this machine only, the panel says that no phone can join
// and how to start Herald so they can.
func (a *App) joinPanel(c echo.Context, path string) *views.Join {
	hosts, where := a.joinHosts(c.Request())
	urls := make([]string, len(hosts))
	key := a.currentKey() // once: every link carries the same, even during a new key
	for i, h := range hosts {
		urls[i] = a.joinURL(h, path, key, nil)
	}
	j, err := a.joins.panel(urls, where)
	if err != nil {
		c.Logger().Warn(err) // no panel is better than no page
		return nil
	}
	return j
}

// joinHosts are where a phone at the table opens Herald: each address
// Herald listens on that a phone can reach (reachable) with the port r
// came in on; without such an address, the address this browser used
// (r.Host). where is what the join panel says beside them.
func (a *App) joinHosts(r *http.Request) (hosts []string, where joinWhere) {
	port := a.port(r)
	for _, ip := range a.reachable() {
		if port == "" {
			hosts = append(hosts, ip.String())
		} else {
			hosts = append(hosts, net.JoinHostPort(ip.String(), port))
		}
	}
	where = joinWhere{found: len(hosts) > 0, container: a.container, port: port}
	if !where.found {
		hosts = []string{r.Host}
	}
	if join.LoopbackOnly(a.listen) {
		where.local = a.listen.String()
	}
	return hosts, where
}

// joinURL is every link Herald gives a phone (the join panel's, a seat's):
// path at host, with key unless Herald is open, and more (a seat's
// table language).
func (a *App) joinURL(host, path, key string, more url.Values) string {
	q := url.Values{}
	if !a.open && key != "" {
		q.Set("key", key)
	}
	for k, v := range more {
		q[k] = v
	}
	return (&url.URL{Scheme: "http", Host: host, Path: path, RawQuery: q.Encode()}).String()
}

// port is the port r came in on: the connection's, else its Host's, else
// the one Herald listens on ("" when none is known, as in tests).
func (a *App) port(r *http.Request) string {
	if la, ok := r.Context().Value(http.LocalAddrContextKey).(*net.TCPAddr); ok {
		return strconv.Itoa(la.Port)
	}
	if _, p, err := net.SplitHostPort(r.Host); err == nil {
		return p
	}
	if tcp, ok := a.listen.(*net.TCPAddr); ok && tcp != nil && tcp.Port != 0 {
		return strconv.Itoa(tcp.Port)
	}
	return ""
}

// joinWhere is what the panel says beside its links (views.Join).
type joinWhere struct {
	found     bool   // the links are the machine's addresses on the network
	local     string // the listen address, when it is this machine only
	container bool
	port      string
}

// joinCache keeps what every page view would otherwise pay for the panel
// (BenchmarkJoinPanel: about 0.7 ms for the interfaces, 2.5 ms for a QR
// code): the addresses for lanFor, each link's panel until maxPanels.
type joinCache struct {
	mu     sync.Mutex
	at     time.Time
	addrs  []netip.Addr
	panels map[string]*views.Join
}

// lanFor: a tablet that changes networks shows the new address soon.
const lanFor = 15 * time.Second

// maxPanels bounds the cache: a panel per game and language-free link.
const maxPanels = 512

func (jc *joinCache) lan(f func() []netip.Addr) []netip.Addr {
	if f == nil { // an App built without New, as the benchmarks do
		f = join.Addresses
	}
	jc.mu.Lock()
	defer jc.mu.Unlock()
	if jc.addrs == nil || time.Since(jc.at) > lanFor {
		jc.addrs, jc.at = f(), time.Now()
	}
	return jc.addrs
}

// forget drops the panels: after a new key their links hold the old one.
func (jc *joinCache) forget() {
	jc.mu.Lock()
	defer jc.mu.Unlock()
	jc.panels = nil
}

func (jc *joinCache) panel(urls []string, w joinWhere) (*views.Join, error) {
	k := fmt.Sprintf("%+v %s", w, strings.Join(urls, " "))
	jc.mu.Lock()
	defer jc.mu.Unlock()
	if j, ok := jc.panels[k]; ok {
		return j, nil
	}
	j, err := views.NewJoin(urls[0], urls[1:], w.found)
	if err != nil {
		return nil, err
	}
	j.Local, j.Container, j.Port = w.local, w.container, w.port
	if j.Port == "" {
		j.Port = "8080" // Herald's default, for the sentences that show how to start it
	}
	if jc.panels == nil || len(jc.panels) >= maxPanels {
		jc.panels = map[string]*views.Join{}
	}
	jc.panels[k] = j
	return j, nil
}
