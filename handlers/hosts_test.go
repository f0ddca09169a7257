package handlers_test

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/netip"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"herald/handlers"
)

// Only Herald's own names get in (issue 29, item 3): a page that rebound
// its name to 127.0.0.1 (DNS rebinding) reaches Herald over loopback with
// its own name as Host, and must be refused before anything runs.

const foreignHost = "evil.example:8080"

// tableState is what a request could change: the key, the games and
// their logs, the boards, the seats.
type tableState struct {
	Key    string
	Games  map[int64]int // id -> last seq
	Boards int
	Seats  map[int]string
}

func (g *gate) state() tableState {
	g.t.Helper()
	ctx := g.t.Context()
	key, err := g.st.AccessKey(ctx)
	if err != nil {
		g.t.Fatal(err)
	}
	s := tableState{Key: key, Games: map[int64]int{}}
	games, err := g.st.Games(ctx)
	if err != nil {
		g.t.Fatal(err)
	}
	for _, gm := range games {
		if s.Games[gm.ID], err = g.st.LastSeq(ctx, gm.ID); err != nil {
			g.t.Fatal(err)
		}
	}
	boards, err := g.st.Boards(ctx)
	if err != nil {
		g.t.Fatal(err)
	}
	s.Boards = len(boards)
	var id int64
	if len(games) > 0 {
		id = games[0].ID
	}
	if s.Seats, err = g.st.Seats(ctx, id); err != nil {
		g.t.Fatal(err)
	}
	return s
}

func (s tableState) String() string { b, _ := json.Marshal(s); return string(b) }

// routeRequest is one request to each registered route, its parameters
// filled, with a body that records something where the route records:
// the board form, a new key, a new game.
type routeRequest struct{ method, path, body, contentType string }

func everyRoute(g *gate) []routeRequest {
	fill := strings.NewReplacer(":id/act/:kind", g.id+"/act/claim", ":kind", "claim", ":player", "0", ":token", "sometoken", "*", "app.css")
	gameID := regexp.MustCompile(`^(/api)?/games/:id`)
	var out []routeRequest
	for _, r := range g.e.Routes() {
		path := gameID.ReplaceAllString(r.Path, "${1}/games/"+g.id)
		path = fill.Replace(strings.Replace(path, "/boards/:id", "/boards/westeros", 1))
		rr := routeRequest{method: r.Method, path: path}
		switch {
		case r.Method == http.MethodGet:
		case strings.HasSuffix(r.Path, "/new-key"):
			rr.body, rr.contentType = "", "application/x-www-form-urlencoded"
		case r.Path == "/games/:id/board":
			rr.body, rr.contentType = "seq=1&units_winterfell=7", "application/x-www-form-urlencoded"
		case r.Path == "/api/games":
			rr.body, rr.contentType = newGameJSON, "application/json"
		case strings.HasPrefix(r.Path, "/api/"):
			rr.body, rr.contentType = "{}", "application/json"
		default:
			rr.body, rr.contentType = "seq=1", "application/x-www-form-urlencoded"
		}
		out = append(out, rr)
	}
	return append(out, routeRequest{method: "GET", path: "/nowhere"}, routeRequest{method: "GET", path: "/api/nowhere"})
}

const newGameJSON = `{"name":"Test","players":[{"name":"Anna","house":"stark"},{"name":"Ben","house":"lannister"},{"name":"Carla","house":"baratheon"}]}`

// send sends rr from remote with Host host: from a phone with the key in
// its cookie and as a Bearer token.
func (g *gate) send(rr routeRequest, remote, host string) (int, string) {
	g.t.Helper()
	h := map[string]string{"Host": host}
	if rr.contentType != "" {
		h["Content-Type"] = rr.contentType
	}
	if remote == phone {
		h["Cookie"] = "herald_key=" + g.key
		h["Authorization"] = "Bearer " + g.key
	}
	// A live stream let in would stay open: it ends after a moment (a
	// refusal comes at once, whatever the moment).
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	rec := g.doWithin(ctx, rr.method, rr.path, remote, rr.body, h)
	return rec.Code, rec.Body.String()
}

// Every registered route, sent with a foreign Host over loopback and from
// a phone with the key, is refused with 421 and a sentence, and changes
// nothing: no event, no game, no board, no seat, the same key.
func TestForeignHostIsRefusedOnEveryRoute(t *testing.T) {
	g := newGate(t)
	before := g.state()
	routes := everyRoute(g)
	if len(routes) < 50 {
		t.Fatalf("only %d routes enumerated", len(routes))
	}
	for _, remote := range []string{"127.0.0.1:5000", "[::1]:5000", phone} {
		for _, rr := range routes {
			code, body := g.send(rr, remote, foreignHost)
			if code != http.StatusMisdirectedRequest {
				t.Errorf("%s %s from %s with Host %s: %d, want 421", rr.method, rr.path, remote, foreignHost, code)
				continue
			}
			if strings.Contains(body, g.key) || strings.Contains(body, "Anna") {
				t.Errorf("%s %s: the refusal shows the key or the game", rr.method, rr.path)
			}
			checkMisdirected(t, rr.path, body)
		}
	}
	if after := g.state(); after.String() != before.String() {
		t.Errorf("refused requests changed the table:\nbefore %s\nafter  %s", before, after)
	}
}

// checkMisdirected: the refusal says, in both languages on a page and in
// the API's error shape, that Herald answers only to its own names and
// how to add one.
func checkMisdirected(t *testing.T, path, body string) {
	t.Helper()
	if strings.HasPrefix(path, "/api/") {
		var e struct{ Error, Key string }
		if json.Unmarshal([]byte(body), &e) != nil || e.Key != "error.misdirected" || !strings.Contains(e.Error, "-host NAME") {
			t.Errorf("%s: API refusal %s, want {error, key: error.misdirected}", path, body)
		}
		return
	}
	for _, want := range []string{"Herald antwortet nur unter seinen eigenen Namen", "Herald answers only to its own names", "„evil.example:8080“", "-host NAME"} {
		if !strings.Contains(body, want) {
			t.Errorf("%s: the refusal lacks %q:\n%s", path, want, body)
			return
		}
	}
}

// The same requests with Herald's own names get in: each route is
// answered by its handler, and the recording ones record (so the refusal
// above was the name's, not the request's).
func TestOwnHostsAreLetIn(t *testing.T) {
	g := newGate(t)
	before := g.state()
	for _, rr := range everyRoute(g) {
		if rr.method == http.MethodPost && (rr.path == "/games/"+g.id+"/board" || rr.path == "/join/new-key") {
			if code, _ := g.send(rr, "127.0.0.1:5000", "localhost"); code != http.StatusSeeOther {
				t.Errorf("%s with Herald's name: %d, want 303", rr.path, code)
			}
		}
	}
	after := g.state()
	id, _ := strconv.ParseInt(g.id, 10, 64)
	if after.Key == before.Key || after.Games[id] == before.Games[id] {
		t.Errorf("with Herald's own name the board form and the new key changed nothing:\nbefore %s\nafter  %s", before, after)
	}
	g.key = after.Key
	for _, c := range []struct{ remote, host string }{{"127.0.0.1:5000", "localhost:8080"}, {phone, lanHost + ":8080"}} {
		for _, rr := range everyRoute(g) {
			if strings.HasSuffix(rr.path, "/new-key") || strings.HasSuffix(rr.path, "/live") {
				continue // it would lock the phone's key out; the live stream stays open
			}
			if code, body := g.send(rr, c.remote, c.host); code == http.StatusMisdirectedRequest {
				t.Errorf("%s %s from %s with Host %s: 421 %.200s", rr.method, rr.path, c.remote, c.host, body)
			}
		}
	}
}

// What counts as one of Herald's names: localhost, any loopback address,
// the addresses it listens on, the names given (the machine's and
// -host's); the port is ignored, and so are case and a trailing dot.
// Nothing else, not even an empty Host (HTTP/1.0) or a name that merely
// starts or ends like one.
func TestWhichHostsAreHeralds(t *testing.T) {
	g := newGate(t, handlers.WithHosts("gamebox", "gamebox.local", "Table.Example:9000", "10.1.2.3"))
	own := []string{"localhost", "localhost:8080", "LOCALHOST", "localhost.", "127.0.0.1:8080", "127.0.0.2", "[::1]:8080", "[::1]",
		"192.168.1.10", "192.168.1.10:8080", "gamebox", "GameBox.local:8080", "table.example", "table.example.:80", "10.1.2.3:8080", "[::ffff:127.0.0.1]:8080"}
	foreign := []string{"", "evil.example", foreignHost, "localhost.evil.example", "evil.localhost", "127.0.0.1.nip.io", "0.0.0.0:8080", "[::]:8080",
		"192.168.1.11", "[::ffff:192.168.1.11]", "gamebox.evil.example", "table.example.evil", "10.1.2.4"}
	for _, h := range own {
		if rec := g.do("GET", "/", "127.0.0.1:5000", "", map[string]string{"Host": h}); rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), g.key) {
			t.Errorf("Host %q: %d, want the home page with the join panel", h, rec.Code)
		}
	}
	for _, h := range foreign {
		rec := g.do("GET", "/", "127.0.0.1:5000", "", map[string]string{"Host": h})
		if rec.Code != http.StatusMisdirectedRequest || strings.Contains(rec.Body.String(), g.key) {
			t.Errorf("Host %q: %d, want 421 without the key", h, rec.Code)
		}
	}
}

// The join panel offers only addresses Herald listens on (issue 29):
// every interface (-addr :9000) offers each; one address only that one,
// and another of the machine's is not even one of its names; loopback only
// (-addr 127.0.0.1:9000) no link at all, but says that phones cannot join
// and how to start Herald so they can.
func TestJoinPanelOffersOnlyWhereHeraldListens(t *testing.T) {
	two := handlers.WithAddresses(func() []netip.Addr {
		return []netip.Addr{netip.MustParseAddr(lanHost), netip.MustParseAddr("10.0.0.7")}
	})
	listen := func(s string) handlers.Option {
		a, err := net.ResolveTCPAddr("tcp", s)
		if err != nil {
			t.Fatal(err)
		}
		return handlers.WithListen(a)
	}
	panel := func(g *gate, host string) string {
		t.Helper()
		rec := g.do("GET", "/?lang=en", "127.0.0.1:5000", "", map[string]string{"Host": host})
		if rec.Code != http.StatusOK {
			t.Fatalf("GET / with Host %s: %d", host, rec.Code)
		}
		return joinSection(rec.Body.String())
	}
	all := newGate(t, two, listen(":9000"))
	if p := panel(all, "localhost:9000"); !strings.Contains(p, `href="http://192.168.1.10:9000/?key=`) || !strings.Contains(p, "http://10.0.0.7:9000/?key=") || strings.Contains(p, "join-local") {
		t.Errorf("listening on every interface, the panel does not offer both addresses:\n%s", p)
	}
	one := newGate(t, two, listen("192.168.1.10:9000"))
	if p := panel(one, "192.168.1.10:9000"); !strings.Contains(p, `href="http://192.168.1.10:9000/?key=`) || strings.Contains(p, "10.0.0.7") {
		t.Errorf("listening on 192.168.1.10, the panel offers another address:\n%s", p)
	}
	if rec := one.do("GET", "/", "127.0.0.1:5000", "", map[string]string{"Host": "10.0.0.7:9000"}); rec.Code != http.StatusMisdirectedRequest {
		t.Errorf("listening on 192.168.1.10, Host 10.0.0.7: %d, want 421", rec.Code)
	}
	local := newGate(t, two, listen("127.0.0.1:9000"))
	p := panel(local, "127.0.0.1:9000")
	if strings.Contains(p, "192.168.1.10") || strings.Contains(p, "10.0.0.7") || strings.Contains(p, "join-qr") || strings.Contains(p, "join-url") {
		t.Errorf("listening on loopback only, the panel offers a link:\n%s", p)
	}
	for _, want := range []string{"Phones cannot join: Herald listens on this machine only (127.0.0.1:9000)", "make run ARGS=&#39;-addr :9000&#39;", "./bin/herald -addr :9000"} {
		if !strings.Contains(p, want) {
			t.Errorf("listening on loopback only, the panel lacks %q:\n%s", want, p)
		}
	}
	rec := local.do("GET", "/?lang=de", "127.0.0.1:5000", "", map[string]string{"Host": "localhost:9000"})
	if !strings.Contains(rec.Body.String(), "Handys können nicht mitspielen") {
		t.Errorf("the German panel does not say that phones cannot join:\n%s", joinSection(rec.Body.String()))
	}
	if rec := local.do("GET", "/", "127.0.0.1:5000", "", map[string]string{"Host": lanHost}); rec.Code != http.StatusMisdirectedRequest {
		t.Errorf("listening on loopback only, Host %s: %d, want 421", lanHost, rec.Code)
	}
}

// Inside a container the address offered is the container's: the panel
// says so beside the link, and how the host's name gets in. Outside, it
// says nothing of containers.
func TestJoinPanelInAContainer(t *testing.T) {
	for _, in := range []bool{true, false} {
		g := newGate(t, handlers.WithContainer(in))
		for lang, want := range map[string]string{"en": "this is the container&#39;s address", "de": "Das ist die Adresse des Containers"} {
			rec := g.do("GET", "/?lang="+lang, "127.0.0.1:5000", "", map[string]string{"Host": "localhost:9000"})
			p := joinSection(rec.Body.String())
			if !strings.Contains(p, `href="http://192.168.1.10:9000/?key=`) {
				t.Errorf("container %v: the panel lacks its link:\n%s", in, p)
			}
			if got := strings.Contains(p, want) && strings.Contains(p, "docker run -p 9000:9000") && strings.Contains(p, "-host NAME"); got != in {
				t.Errorf("container %v, %s: the panel's container note shown %v:\n%s", in, lang, got, p)
			}
		}
	}
}
