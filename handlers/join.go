package handlers

import (
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
	return cx
}

// joinPanel is the link to path that a phone at the table opens: at this
// machine's first local-network address and the port this request came in
// on, carrying the key unless Herald is open. Without such an address it
// is the address this browser used.
func (a *App) joinPanel(c echo.Context, path string) *views.Join {
	r := c.Request()
	port := ""
	if la, ok := r.Context().Value(http.LocalAddrContextKey).(*net.TCPAddr); ok {
		port = strconv.Itoa(la.Port)
	} else if _, p, err := net.SplitHostPort(r.Host); err == nil {
		port = p
	}
	var hosts []string
	for _, ip := range a.joins.lan(a.addresses) {
		if port == "" {
			hosts = append(hosts, ip.String())
		} else {
			hosts = append(hosts, net.JoinHostPort(ip.String(), port))
		}
	}
	found := len(hosts) > 0
	if !found {
		hosts = []string{r.Host}
	}
	urls := make([]string, len(hosts))
	for i, h := range hosts {
		u := url.URL{Scheme: "http", Host: h, Path: path}
		if !a.open && a.key != "" {
			u.RawQuery = url.Values{"key": {a.key}}.Encode()
		}
		urls[i] = u.String()
	}
	j, err := a.joins.panel(urls, found)
	if err != nil {
		c.Logger().Warn(err) // no panel is better than no page
		return nil
	}
	return j
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

func (jc *joinCache) panel(urls []string, found bool) (*views.Join, error) {
	k := strconv.FormatBool(found) + " " + strings.Join(urls, " ")
	jc.mu.Lock()
	defer jc.mu.Unlock()
	if j, ok := jc.panels[k]; ok {
		return j, nil
	}
	j, err := views.NewJoin(urls[0], urls[1:], found)
	if err != nil {
		return nil, err
	}
	if jc.panels == nil || len(jc.panels) >= maxPanels {
		jc.panels = map[string]*views.Join{}
	}
	jc.panels[k] = j
	return j, nil
}
