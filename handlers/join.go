package handlers

import (
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"

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
	lan := a.addresses
	if lan == nil { // an App built without New, as the benchmarks do
		lan = join.Addresses
	}
	var hosts []string
	for _, ip := range lan() {
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
	j, err := views.NewJoin(urls[0], urls[1:], found)
	if err != nil {
		c.Logger().Warn(err) // no panel is better than no page
		return nil
	}
	return j
}
