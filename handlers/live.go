package handlers

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/i18n"
	"herald/store"
	"herald/views"
)

// Bounds of the live hub: a table has a handful of devices per game; the
// totals keep a flood of connections from holding the server's memory.
// One device (by its address; this machine aside) holds a few streams of
// a game at most, so that it cannot take every place of a game's on a
// shared Wi-Fi.
const (
	liveMaxPerGame   = 32
	liveMaxPerDevice = 8
	liveMaxTotal     = 1024
)

// How the stream keeps itself alive: a comment often enough that an idle
// Wi-Fi proxy (commonly 30-60 s) does not cut it, and the browser's
// reconnect delay after a drop.
var (
	liveHeartbeat = 25 * time.Second
	liveRetry     = 3 * time.Second
)

// errLiveFull: the hub has no room for another subscriber (503).
var errLiveFull = errors.New("too many live subscribers")

// hub tells each game's subscribers the newest mark of its log
// (liveMark). A subscriber needs only the newest (the page fetches the
// whole game), so each has a channel of one and a publish replaces an
// unread mark: a slow device never holds an action.
type hub struct {
	mu    sync.Mutex
	games map[int64]map[*sub]struct{}
	total int
	drop  chan struct{} // closed by dropAll
}

// sub is one subscriber: a device's open stream; drop ends it (a new
// key), gone too (its game removed). seat is the seat token the device
// came with ("" for none), for renew.
type sub struct {
	ch     chan string
	drop   <-chan struct{}
	gone   chan struct{}
	seat   string
	device string // its address, "" for this machine
}

// liveRenewed is what the stream sends, in place of a mark, to a device
// whose seat link the table issued anew: it fetches its page, and the
// page says so (seatDoor). No mark has its shape.
const liveRenewed = "renewed"

// liveRemoved is the stream's last word when the table removes the game:
// the page fetches itself, meets the 404 and shows it (static/live.js),
// rather than saying its connection was lost and trying again.
const liveRemoved = "removed"

func newHub() *hub { return &hub{games: map[int64]map[*sub]struct{}{}, drop: make(chan struct{})} }

// dropAll ends every open stream. The browsers reconnect and meet the
// door again: after a new key, only the devices that have it get back in.
func (h *hub) dropAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	close(h.drop)
	h.drop = make(chan struct{})
}

// subscribe adds a subscriber to game id; cancel removes it.
func (h *hub) subscribe(id int64) (s *sub, cancel func(), err error) {
	return h.subscribeAs(id, "", "")
}

// subscribeAs adds a subscriber to game id holding seat token seat, from
// device (its address; "" for this machine, which has no bound of its own).
func (h *hub) subscribeAs(id int64, seat, device string) (s *sub, cancel func(), err error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	set := h.games[id]
	if len(set) >= liveMaxPerGame || h.total >= liveMaxTotal {
		return nil, nil, errLiveFull
	}
	if device != "" {
		n := 0
		for o := range set {
			if o.device == device {
				n++
			}
		}
		if n >= liveMaxPerDevice {
			return nil, nil, errLiveFull
		}
	}
	if set == nil {
		set = map[*sub]struct{}{}
		h.games[id] = set
	}
	s = &sub{ch: make(chan string, 1), drop: h.drop, gone: make(chan struct{}), seat: seat, device: device}
	set[s] = struct{}{}
	h.total++
	var once sync.Once
	return s, func() { once.Do(func() { h.remove(id, s) }) }, nil
}

func (h *hub) remove(id int64, s *sub) {
	h.mu.Lock()
	defer h.mu.Unlock()
	set := h.games[id]
	if _, ok := set[s]; !ok {
		return
	}
	delete(set, s)
	h.total--
	if len(set) == 0 {
		delete(h.games, id)
	}
}

// end ends game id's open streams: the game was removed. Each leaves the
// hub here (its cancel then finds it gone), so none is closed twice; the
// browser's reconnect meets the removed game's 404.
func (h *hub) end(id int64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for s := range h.games[id] {
		close(s.gone)
		h.total--
	}
	delete(h.games, id)
}

// publish tells game id's subscribers its log is now at mark, never
// blocking: an unread older mark is replaced (latest wins). An unread
// liveRenewed stays: the device must learn that its seat is gone (the
// page it then fetches shows the game as it is now), and its stream
// must stop drawing the seat's page before any later mark.
func (h *hub) publish(id int64, mark string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for s := range h.games[id] {
		select {
		case old := <-s.ch:
			if old == liveRenewed {
				s.ch <- old
				continue
			}
		default:
		}
		s.ch <- mark // the lock makes this the only sender: room is certain
	}
}

// renew tells game id's subscribers that hold seat token old, issued
// anew, that it is no longer theirs (liveRenewed), replacing an unread
// mark: the page the device then fetches says why.
func (h *hub) renew(id int64, old string) {
	if old == "" {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for s := range h.games[id] {
		if s.seat != old {
			continue
		}
		select {
		case <-s.ch:
		default:
		}
		s.ch <- liveRenewed
	}
}

// count is the number of subscribers of game id (for tests).
func (h *hub) count(id int64) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.games[id])
}

// live streams a game's mark (liveMark) as Server-Sent Events, its event
// id and data: at once when the device is not at the game's mark (a new
// page, or a reconnect whose Last-Event-ID is another), then after every
// write to its log.
func (a *App) live(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	id := gm.Meta.ID
	push, err := readLivePush(c, id)
	if err != nil {
		return err
	}
	s, cancel, err := a.games.live.subscribeAs(id, seatToken(c), liveDevice(c.Request()))
	if err != nil {
		return echo.NewHTTPError(http.StatusServiceUnavailable, err.Error())
	}
	defer cancel()
	// A new key made between the door and the subscribe ended no stream
	// of this one: it is checked again now that a new key would end it.
	if !a.stillIn(c.Request()) {
		return a.refuse(c, true)
	}
	// The log may have moved on between the load and the subscribe.
	if gm, err = a.games.load(c.Request().Context(), id); err != nil {
		return err
	}
	w := c.Response()
	// A stream lives longer than the server's write timeout.
	if err := StreamForever(w); err != nil && !errors.Is(err, http.ErrNotSupported) {
		return err
	}
	w.Header().Set(echo.HeaderContentType, "text/event-stream")
	w.Header().Set(echo.HeaderCacheControl, "no-store")
	w.WriteHeader(http.StatusOK)
	fmt.Fprintf(w, "retry: %d\n\n", liveRetry.Milliseconds())
	if seen, ok := lastEventID(c.Request()); ok && push != nil {
		push.base = seen // a reconnect: the last mark the stream said
	}
	if renewed, _ := c.Get(seatRenewedKey).(bool); renewed {
		writeSeq(w, liveRenewed) // seatDoor: told at once
		push = nil
	} else if seen, ok := lastEventID(c.Request()); !ok || seen != gm.Mark {
		a.tell(c, gm, push)
	}
	w.Flush()
	return a.liveLoop(c, s, push)
}

// tell brings the device to gm's mark: its parts when push can send them
// (pushParts), else the mark, which the page fetches if it shows another
// (the stream then takes it that the page shows the mark).
func (a *App) tell(c echo.Context, gm *game, push *livePush) error {
	if push != nil && push.base == gm.Mark {
		return writeSeq(c.Response(), gm.Mark) // nothing to bring: the page's Last-Event-ID
	}
	if a.pushParts(c.Request().Context(), c.Response(), gm, push) {
		return nil
	}
	if push != nil {
		push.base = gm.Mark
	}
	return writeSeq(c.Response(), gm.Mark)
}

// writeSeq writes a "seq" event: a mark with itself as its id (the
// browser's Last-Event-ID on a reconnect), a word (liveRenewed,
// liveRemoved) without one, so that the device's last mark stays its own.
func writeSeq(w io.Writer, data string) error {
	var err error
	if data == liveRenewed || data == liveRemoved {
		_, err = fmt.Fprintf(w, "event: seq\ndata: %s\n\n", data)
	} else {
		_, err = fmt.Fprintf(w, "id: %s\nevent: seq\ndata: %s\n\n", data, data)
	}
	return err
}

// liveLoop writes each published seq (or, with push, the parts it
// brings) and a heartbeat until the device goes away.
func (a *App) liveLoop(c echo.Context, s *sub, push *livePush) error {
	w := c.Response()
	beat := time.NewTicker(liveHeartbeat)
	defer beat.Stop()
	for {
		var err error
		select {
		case <-c.Request().Context().Done():
			return nil
		case <-s.drop:
			return nil
		case <-s.gone:
			writeSeq(w, liveRemoved)
			w.Flush()
			return nil
		case mark := <-s.ch:
			if mark == liveRenewed {
				push = nil // the seat is not the device's any more: marks only
			}
			err = a.told(c, mark, push)
		case <-beat.C:
			_, err = fmt.Fprint(w, ": alive\n\n")
		}
		if err != nil {
			return nil // the device is gone; nothing to tell it
		}
		w.Flush()
	}
}

// told writes what the hub published, mark: a word (liveRenewed) as it
// is, a mark as tell brings the device to the game's when push can, else
// as it is.
func (a *App) told(c echo.Context, mark string, push *livePush) error {
	if push == nil || mark == liveRenewed || mark == liveRemoved {
		return writeSeq(c.Response(), mark)
	}
	gm, err := a.games.load(c.Request().Context(), push.gameID)
	if err != nil {
		return writeSeq(c.Response(), mark)
	}
	return a.tell(c, gm, push)
}

// meanwhileShown is how many of the actions a stale page missed its
// refusal names; the rest are counted ("… und 5 weitere").
const meanwhileShown = 3

// meanwhile says, in the history's words, what was recorded since the
// stale page (newest first): "Inzwischen: A; B." ("" when nothing was).
func (e *staleError) meanwhile(lang string, st *engine.State) string {
	if len(e.Since) == 0 {
		return ""
	}
	var said []string
	for _, h := range e.Since[:min(len(e.Since), meanwhileShown)] {
		// A whole-board correction is one line, as the history folds it.
		if h.Type == "correct" && len(h.Lines) > 3 {
			said = append(said, i18n.N(lang, "game.meanwhile_correct", "count", strconv.Itoa(len(h.Lines))))
			continue
		}
		for _, l := range h.Lines {
			said = append(said, views.Say(lang, st, l.Key, l.Args))
		}
	}
	// Each history line is a sentence; here they are the parts of one.
	for i, s := range said {
		said[i] = strings.TrimSuffix(s, ".")
	}
	text := i18n.Clauses(lang, said)
	if more := len(e.Since) - meanwhileShown; more > 0 {
		text += " " + i18n.N(lang, "game.meanwhile_more", "count", strconv.Itoa(more))
	}
	return i18n.N(lang, "game.meanwhile", "events", text)
}

// staleSince is err's stale refusal when it knows what happened since.
func staleSince(err error) *staleError {
	var e *staleError
	if errors.As(err, &e) && len(e.Since) > 0 {
		return e
	}
	return nil
}

// liveMark names the state of a game's log by its last event: its seq and
// when it was written (nanoseconds, base 36), "12.ltq3v0c1a2b". An undo and
// a new action give the same seq a new mark; kept in the log itself, the
// mark survives a restart.
func liveMark(last store.Event) string {
	return strconv.Itoa(last.Seq) + "." + strconv.FormatInt(last.CreatedAt.UnixNano(), 36)
}

// liveMarkRe is the shape of a mark; a Last-Event-ID of any other shape
// (or longer than a mark can be) is no mark at all.
var liveMarkRe = regexp.MustCompile(`^[0-9]{1,9}\.-?[0-9a-z]{1,13}$`)

// lastEventID is the mark a reconnecting device last saw, when it sent
// one of the right shape.
func lastEventID(r *http.Request) (string, bool) {
	id := r.Header.Get("Last-Event-ID")
	if len(id) > 24 || !liveMarkRe.MatchString(id) {
		return "", false
	}
	return id, true
}

// liveDevice is the device a stream comes from, by its address; "" for
// this machine.
func liveDevice(r *http.Request) string {
	if fromThisMachine(r) {
		return ""
	}
	if host, ok := remoteHost(r); ok {
		return host
	}
	return r.RemoteAddr
}
