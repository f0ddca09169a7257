package handlers

import (
	"crypto/subtle"
	"net"
	"net/http"
	"net/netip"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/views"
)

// Who may come in (issue 16, item 4), like Jupyter's token: the machine
// running Herald is trusted; any other device needs Herald's key, which the
// join link and QR code carry (?key=...) and a cookie then remembers. The
// API also takes it as "Authorization: Bearer <key>". Open() turns the
// check off for a trusted network.

// keyCookie remembers the key on a device that opened the join link.
const keyCookie = "herald_key"

// keyCookieAge is as long as browsers keep a cookie (Chrome caps at 400
// days): a phone that joined once stays in.
const keyCookieAge = 400 * 24 * 3600

// keyCookieOf is the cookie that keeps key on a device.
func keyCookieOf(key string) *http.Cookie {
	return &http.Cookie{Name: keyCookie, Value: key, Path: "/", MaxAge: keyCookieAge, HttpOnly: true, SameSite: http.SameSiteLaxMode}
}

// Open turns the key check off: every device on the network may come in.
func Open() Option { return func(a *App) { a.open = true } }

// access lets a request in, or answers 403 (a page) / 401 or 403 (the API).
func (a *App) access(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		r := c.Request()
		// Static files hold no game, and the refusal page needs its CSS;
		// nor does the manifest, which a browser asks for without cookies.
		if a.open || fromThisMachine(r) || strings.HasPrefix(r.URL.Path, "/static/") || r.URL.Path == "/favicon.ico" || r.URL.Path == manifestPath {
			return next(c)
		}
		k, from := offeredKey(r)
		switch {
		case from == noKey:
			return a.refuse(c, false)
		case !a.keyFits(k):
			return a.refuse(c, true)
		case from == fromLink:
			c.SetCookie(keyCookieOf(k))
			if r.Method == http.MethodGet || r.Method == http.MethodHead {
				// The same address without the key, so it stays out of
				// the address bar and the history.
				u := *r.URL
				q := u.Query()
				q.Del("key")
				u.RawQuery = q.Encode()
				return c.Redirect(http.StatusSeeOther, u.RequestURI())
			}
		}
		return next(c)
	}
}

// keySource is where a request brings a key from (offeredKey).
type keySource int

const (
	noKey    keySource = iota
	fromLink           // the join link's ?key=
	fromCookie
	fromHeader // the API's Authorization: Bearer
)

// offeredKey is the key r brings and where from, the first found of the
// join link, the cookie and the Authorization header: the door and the
// live stream's second look (stillIn) read it alike. A header that is
// not "Bearer <key>" offers "", which fits nothing.
func offeredKey(r *http.Request) (key string, from keySource) {
	if k := r.URL.Query().Get("key"); k != "" {
		return k, fromLink
	}
	if ck, err := r.Cookie(keyCookie); err == nil {
		return ck.Value, fromCookie
	}
	if h := r.Header.Get(echo.HeaderAuthorization); h != "" {
		k, ok := strings.CutPrefix(h, "Bearer ")
		if !ok {
			k = ""
		}
		return k, fromHeader
	}
	return "", noKey
}

// stillIn says whether r, let in at the door, would be let in with the
// key as it is now (the live stream checks again once subscribed).
func (a *App) stillIn(r *http.Request) bool {
	if a.open || fromThisMachine(r) {
		return true
	}
	k, from := offeredKey(r)
	return from != noKey && a.keyFits(k)
}

// keyFits compares in constant time, so the answer's timing tells nothing
// of the key. No key (a store that failed to give one) fits nothing.
func (a *App) keyFits(k string) bool {
	key := a.currentKey()
	return key != "" && subtle.ConstantTimeCompare([]byte(k), []byte(key)) == 1
}

// currentKey is Herald's key now ("" when the store gave none).
func (a *App) currentKey() string {
	if k := a.key.Load(); k != nil {
		return *k
	}
	return ""
}

// fromThisMachine reads the connection's own remote address, never
// X-Forwarded-For or echo's RealIP: Herald has no proxy in front, and any
// device could send that header.
func fromThisMachine(r *http.Request) bool {
	host, ok := remoteHost(r)
	if !ok {
		return false
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.Unmap().IsLoopback()
}

// remoteHost is the connection's own remote address without its port;
// ok is false where RemoteAddr has no port to split off.
func remoteHost(r *http.Request) (host string, ok bool) {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	return host, err == nil
}

// refuse answers a device without the right key: the API with its JSON
// error shape (401 without a key, 403 with a wrong one), a page with a
// short note in both languages (403).
func (a *App) refuse(c echo.Context, wrong bool) error {
	key := "access.no_key"
	if wrong {
		key = "access.wrong_key"
	}
	if strings.HasPrefix(c.Request().URL.Path, "/api/") {
		status := http.StatusUnauthorized
		if wrong {
			status = http.StatusForbidden
		} else {
			c.Response().Header().Set(echo.HeaderWWWAuthenticate, `Bearer realm="Herald"`)
		}
		cx := ctxOf(c)
		return c.JSON(status, map[string]any{"error": cx.T(key), "key": key})
	}
	return render(c, http.StatusForbidden, views.AccessDenied(ctxOf(c), wrong))
}
