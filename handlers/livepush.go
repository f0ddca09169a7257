package handlers

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/views"
)

// Issue 30, a live update of the picture on a phone: the stream used to
// say only the new mark, and each device then fetched the parts of its
// page that changed (liveparts.go): a round trip per device and action,
// 21 ms at p50 of the 82 a phone took to paint (make bench-live), and on
// a café's Wi-Fi a round trip through its access point. The game page's
// stream now carries those parts itself: the very answer its live fetch
// would get (respondLive), rendered for the device's own view (its seat,
// language, this machine or not) from the same kept parts, and sent only
// to that device. Whenever the parts cannot be made (the mark the page
// shows is no longer kept, the board's picture changed, the game is
// over, the seat was issued anew), the stream says the mark as before
// and the page fetches.

// livePush is what a game page's stream needs to send the page its parts:
// the device's view, as its live fetch would be rendered, and the mark
// the page shows as far as the stream knows ("" when it does not).
type livePush struct {
	gameID int64
	cx     views.Ctx
	draw   partsOf
	base   string
}

// readLivePush reads the stream's query strictly: none (only marks), or
// parts=1 with the mark the page was drawn at and, for a seat's own page,
// page=me (views.PushedStream). Anything else is refused. A seat's page
// gets its parts only from a device that holds the seat (seatDoor): they
// carry its hand.
func readLivePush(c echo.Context, id int64) (*livePush, error) {
	q := c.QueryParams()
	if len(q) == 0 {
		return nil, nil
	}
	for k, v := range q {
		if (k != "parts" && k != "shown" && k != "page") || len(v) != 1 {
			return nil, badInput(k)
		}
	}
	shown, page := q.Get("shown"), q.Get("page")
	if q.Get("parts") != "1" || (shown != "" && (len(shown) > 24 || !liveMarkRe.MatchString(shown))) || (page != "" && page != "me") {
		return nil, badInput("parts")
	}
	cx := ctxOf(c)
	// As the page's live fetch is rendered (liveFetch).
	cx.Query, cx.HX = nil, true
	push := &livePush{gameID: id, cx: cx, base: shown, draw: gamePageParts}
	cx.Path = gamePath(id)
	if page == "me" {
		if !cx.SeatHeld {
			return nil, nil // no seat: marks only, as its page is refused
		}
		cx.Path, push.draw = gamePath(id)+"/me", seatPageParts(cx.Seat)
	}
	push.cx = cx
	return push, nil
}

// pushParts sends the page the parts of gm's page that differ from the
// ones at the mark it shows, as a "parts" event, and reports whether it
// did; the stream then knows the page shows gm's mark.
func (a *App) pushParts(ctx context.Context, w io.Writer, gm *game, p *livePush) bool {
	if p == nil || p.base == "" || gm.State.Over {
		return false
	}
	was, now, seen, err := a.livePartsSince(ctx, gm, p.cx, p.draw, p.base)
	if err != nil || !seen {
		return false
	}
	// The page at p.base was drawn on was's ground: the parts never carry
	// the picture's ground, and a new one is a whole page.
	body, ok := partsBody(was, now, was.Ground)
	if !ok || writeParts(w, p.base, gm.Mark, body) != nil {
		return false
	}
	p.base = gm.Mark
	return true
}

// writeParts writes a "parts" event: mark as its id (the browser's
// Last-Event-ID on a reconnect), then in its data the mark the parts
// apply to and the mark they bring, and the parts, a data line each
// (static/live.js applies them as it would its fetch's answer).
func writeParts(w io.Writer, base, mark, body string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "id: %s\nevent: parts\ndata: %s %s\n", mark, base, mark)
	body = strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(body)
	for line := range strings.SplitSeq(body, "\n") {
		b.WriteString("data: ")
		b.WriteString(line)
		b.WriteByte('\n')
	}
	b.WriteByte('\n')
	_, err := io.WriteString(w, b.String())
	return err
}
