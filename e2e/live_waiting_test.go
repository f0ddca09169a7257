package e2e

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// heldAnswers holds the answer to every POST whose path ends in suffix
// until release is closed (the action itself is recorded at once), and
// says on arrived when the first such answer is ready.
func heldAnswers(suffix string, arrived chan<- struct{}, release <-chan struct{}) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Method != http.MethodPost || !strings.HasSuffix(r.URL.Path, suffix) {
				next.ServeHTTP(w, r)
				return
			}
			rec := httptest.NewRecorder()
			next.ServeHTTP(rec, r)
			select {
			case arrived <- struct{}{}:
			default:
			}
			<-release
			for k, v := range rec.Header() {
				w.Header()[k] = v
			}
			w.WriteHeader(rec.Code)
			w.Write(rec.Body.Bytes())
		})
	}
}

// Another device's action that comes while this device's own action is
// on its way is shown once the own answer is in: the page's own answer
// does not carry it, so the page catches up (static/live.js). It used
// to trigger that catch-up on <html>, which also carries data-live, and
// the page stayed behind until the next action.
func TestActionOfAnotherDeviceDuringOwnAnswerIsShown(t *testing.T) {
	t.Parallel()
	arrived, release := make(chan struct{}, 1), make(chan struct{})
	srv, _ := heraldServerVia(t, heldAnswers("/place", arrived, release))
	game, api, seq := placingGame(t, srv.URL)

	tablet := newBrowser(t, 1024, 768)
	navigate(t, tablet, game+"?lang=de")
	waitLive(t, tablet, "the tablet")
	fill(t, tablet, by("place-units"), "1")
	evalJS[bool](t, tablet, `(document.querySelector('[data-testid="place-submit"]').click(), true)`)
	select {
	case <-arrived:
	case <-time.After(stepTimeout):
		close(release)
		t.Fatal("the tablet's placement did not reach Herald")
	}
	// The placement is recorded (seq+1); its answer waits. Another device
	// corrects the board meanwhile (seq+2).
	apiPost(t, api+"/events", map[string]any{"seq": seq + 1, "type": "correct", "payload": map[string]any{
		"territories": []map[string]any{{"territory": "kings_landing", "owner": 1, "units": 17}}}})
	time.Sleep(300 * time.Millisecond) // the stream's word reaches the page while its answer is held
	close(release)
	waitSeq(t, tablet, "the tablet", seq+2)
	if got := mustText(t, tablet, by("history-entry")+" .history-line"); !strings.Contains(got, "17") {
		t.Errorf("the tablet's newest history line %q, want the other device's correction", got)
	}
	assertNoJSErrors(t, tablet)
}
