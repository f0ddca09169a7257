package handlers

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"

	"github.com/labstack/echo/v4"
)

// BenchmarkTableDoor is what tableDoor costs a game request from a
// device on the Wi-Fi without a seat (the tablet when Herald runs on
// another machine): the store's lookup of the game's table (TableOf,
// SQLite on a file as the tests open it), tableDoor around it, and for
// scale two cheap such requests on a 200-event game (replay cached), the
// JSON state and the game's htmx fragment, from the tablet and from
// Herald's machine, which skips the door.
func BenchmarkTableDoor(b *testing.B) {
	a, id := benchGame(b, 200)
	ctx := context.Background()
	tok, ok, err := a.games.store.BindTable(ctx, id)
	if err != nil || !ok {
		b.Fatal("bind table:", ok, err)
	}
	key, err := a.games.store.AccessKey(ctx)
	if err != nil {
		b.Fatal(err)
	}
	a.key.Store(&key)
	tablet := func(req *http.Request) {
		req.RemoteAddr, req.Host = "192.168.1.30:40000", "192.168.1.20:8080"
		req.AddCookie(keyCookieOf(key))
		req.AddCookie(tableCookieOf(id, tok))
	}
	b.Run("TableOf", func(b *testing.B) {
		for b.Loop() {
			if bound, match, err := a.games.store.TableOf(ctx, id, tok); err != nil || !bound || !match {
				b.Fatal(bound, match, err)
			}
		}
	})
	b.Run("tableDoor", func(b *testing.B) {
		e := echo.New()
		next := func(c echo.Context) error {
			if !theTablesDevice(c) {
				b.Fatal("not the table's device")
			}
			return nil
		}
		for b.Loop() {
			req := httptest.NewRequest("GET", fmt.Sprintf("/games/%d", id), nil)
			tablet(req)
			if err := a.tableDoor(e.NewContext(req, httptest.NewRecorder()), id, next); err != nil {
				b.Fatal(err)
			}
		}
	})
	a.addresses = func() []netip.Addr { return []netip.Addr{netip.MustParseAddr("192.168.1.20")} }
	for _, r := range []struct{ name, path string }{{"API state", "/api/games/%d"}, {"game fragment", "/games/%d"}} {
		for _, from := range []string{"tablet", "this machine"} {
			b.Run(r.name+" from "+from, func(b *testing.B) {
				e := a.routes()
				for b.Loop() {
					req := httptest.NewRequest("GET", fmt.Sprintf(r.path, id), nil)
					req.Header.Set("HX-Request", "true")
					req.Header.Set("HX-Target", "game")
					if from == "tablet" {
						tablet(req)
					} else {
						req.RemoteAddr, req.Host = "127.0.0.1:40000", "localhost:8080"
					}
					rec := httptest.NewRecorder()
					e.ServeHTTP(rec, req)
					if rec.Code != http.StatusOK {
						b.Fatalf("%d %.200s", rec.Code, rec.Body.String())
					}
				}
			})
		}
	}
}
