package handlers

import (
	"net"
	"net/http"
	"net/netip"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/i18n"
	"herald/join"
)

// Only Herald's own names get in (issue 29, item 3). A page on the
// internet opened in a browser on this machine can rebind its own name
// to 127.0.0.1 (DNS rebinding): the browser then lets the page read
// Herald's answers as its own, and the loopback connection would pass the
// door (access.go). The browser still sends the page's name as Host, so
// every request whose Host is not one of Herald's names is refused before
// anything else reads it, loopback included, as Jupyter and Vite do. A
// name of Herald's own cannot be rebound by a stranger: localhost, an IP
// address, the machine's names, and those the table adds with -host.

// WithHosts adds names Herald answers to besides localhost, loopback and
// the addresses it listens on: main's the machine's host name and
// <hostname>.local, and those of the -host flag. A name may carry a port
// (ignored).
func WithHosts(names ...string) Option {
	return func(a *App) {
		if a.hosts == nil {
			a.hosts = map[string]bool{}
		}
		for _, n := range names {
			if h := hostName(n); h != "" {
				a.hosts[h] = true
			}
		}
	}
}

// WithListen tells Herald the address it listens on (main's listener), so
// the join panel offers only addresses a phone can connect to. Unset,
// Herald takes it for listening on every interface.
func WithListen(addr net.Addr) Option { return func(a *App) { a.listen = addr } }

// WithContainer tells Herald it runs inside a container (main asks
// join.InContainer): the join panel says that its address is the
// container's.
func WithContainer(in bool) Option { return func(a *App) { a.container = in } }

// hostName is the name part of a Host header or -host value: no port, no
// brackets around an IPv6 address, lower case, no trailing dot; an IP
// address in its one canonical form.
func hostName(h string) string {
	if host, _, err := net.SplitHostPort(h); err == nil {
		h = host
	} else if strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		h = h[1 : len(h)-1]
	}
	h = strings.TrimSuffix(strings.ToLower(h), ".")
	if ip, err := netip.ParseAddr(h); err == nil {
		return ip.Unmap().String()
	}
	return h
}

// reachable are the machine's addresses a phone can open Herald at: of
// its local-network addresses, those Herald listens on.
func (a *App) reachable() []netip.Addr {
	return join.Reachable(a.listen, func() []netip.Addr { return a.joins.lan(a.addresses) })
}

// ownName says whether host (a request's Host) names Herald.
func (a *App) ownName(host string) bool {
	h := hostName(host)
	if h == "" {
		return false // HTTP/1.0 without a Host: nobody can say whom it asks
	}
	if h == "localhost" || a.hosts[h] {
		return true
	}
	ip, err := netip.ParseAddr(h)
	if err != nil {
		return false
	}
	if ip.IsLoopback() {
		return true
	}
	for _, own := range a.reachable() {
		if own == ip {
			return true
		}
	}
	return false
}

// ownNames refuses a request to a name that is not Herald's with 421
// Misdirected Request: a page in both languages (Herald cannot trust the
// request's language setting yet), JSON under /api/.
func (a *App) ownNames(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		r := c.Request()
		if a.ownName(r.Host) {
			return next(c)
		}
		host := r.Host
		if len(host) > 80 {
			host = host[:80] + "…"
		}
		if strings.HasPrefix(r.URL.Path, "/api/") {
			lang := fromAcceptLanguage(r.Header.Get("Accept-Language"))
			return c.JSON(http.StatusMisdirectedRequest, map[string]any{"error": i18n.N(lang, "error.misdirected", "host", host), "key": "error.misdirected"})
		}
		var said []string
		for _, l := range i18n.Languages {
			said = append(said, i18n.N(l, "error.misdirected", "host", host))
		}
		return c.String(http.StatusMisdirectedRequest, strings.Join(said, "\n\n")+"\n")
	}
}
