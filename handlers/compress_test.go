package handlers_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// rawDo sends a request without Go's transparent gzip handling, so the
// test sees the bytes on the wire; it returns the answer and its body
// unzipped when it came gzipped.
func (s *server) rawDo(method, path string, form url.Values, header map[string]string) (*http.Response, []byte, []byte) {
	s.t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, s.srv.URL+path, body)
	if err != nil {
		s.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	resp, err := client.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	wire, err := io.ReadAll(resp.Body)
	if err != nil {
		s.t.Fatal(err)
	}
	plain := wire
	if resp.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(bytes.NewReader(wire))
		if err != nil {
			s.t.Fatalf("%s %s: Content-Encoding gzip, but %v", method, path, err)
		}
		if plain, err = io.ReadAll(zr); err != nil {
			s.t.Fatalf("%s %s: broken gzip: %v", method, path, err)
		}
	}
	return resp, wire, plain
}

// TestPagesAndFragmentsGoOutGzipped: a browser that accepts gzip gets the
// game page, the fragment of "Herald würfelt", a refusal and htmx gzipped
// (and much smaller); a client that does not gets them plain, the same
// HTML.
func TestPagesAndFragmentsGoOutGzipped(t *testing.T) {
	s := newServer(t)
	st := s.newGame()
	st = s.correct(st, map[string][2]int{"harrenhal": {0, 30}, "kings_landing": {1, 30}})
	game := "/games/" + strconv.Itoa(st.ID)
	gz := map[string]string{"Accept-Encoding": "gzip"}

	resp, wire, page := s.rawDo("GET", game, nil, gz)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("game page with Accept-Encoding gzip: %d, Content-Encoding %q", resp.StatusCode, resp.Header.Get("Content-Encoding"))
	}
	if !bytes.Contains(page, []byte(`id="game"`)) || len(wire)*3 > len(page) {
		t.Errorf("game page: %d bytes on the wire for %d of HTML (want a third or less), has #game: %v", len(wire), len(page), bytes.Contains(page, []byte(`id="game"`)))
	}
	if !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
		t.Errorf("Vary %q does not name Accept-Encoding (a cache would hand gzip to anyone)", resp.Header.Get("Vary"))
	}
	resp, wire, _ = s.rawDo("GET", game, nil, nil)
	if resp.Header.Get("Content-Encoding") != "" || !bytes.Equal(wire, page) {
		t.Errorf("game page without Accept-Encoding: Content-Encoding %q, same HTML as unzipped: %v", resp.Header.Get("Content-Encoding"), bytes.Equal(wire, page))
	}

	// Place the reinforcement, then "Herald würfelt" with htmx.
	seq := st.Seq
	form := url.Values{"seq": {strconv.Itoa(seq)}, "territory": {"harrenhal"}, "units": {strconv.Itoa(s.state(st.ID).Reinforcement.ToPlace)}}
	if resp, _, body := s.rawDo("POST", game+"/place", form, map[string]string{"HX-Request": "true", "Accept-Encoding": "gzip"}); resp.StatusCode != 200 {
		t.Fatalf("place: %d %s", resp.StatusCode, body)
	}
	roll := func(header map[string]string) (*http.Response, []byte, []byte) {
		seq++
		f := url.Values{"seq": {strconv.Itoa(seq)}, "from": {"harrenhal"}, "to": {"kings_landing"}, "attackers": {"3"}, "defenders": {"2"}, "mode": {"roll"}}
		return s.rawDo("POST", game+"/attack", f, header)
	}
	resp, wire, frag := roll(map[string]string{"HX-Request": "true", "Accept-Encoding": "gzip, deflate, br"})
	if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "gzip" || !bytes.Contains(frag, []byte("Harrenhal")) || bytes.Contains(frag, []byte("<html")) {
		t.Errorf("Herald würfelt (htmx, gzip): %d, Content-Encoding %q, fragment %d bytes (wire %d)", resp.StatusCode, resp.Header.Get("Content-Encoding"), len(frag), len(wire))
	}
	if len(wire)*3 > len(frag) {
		t.Errorf("the battle's fragment is %d bytes on the wire for %d of HTML: want a third or less", len(wire), len(frag))
	}
	resp, wire, _ = roll(map[string]string{"HX-Request": "true"})
	if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "" || !bytes.Contains(wire, []byte(`id="game"`)) {
		t.Errorf("Herald würfelt (htmx, no gzip): %d, Content-Encoding %q", resp.StatusCode, resp.Header.Get("Content-Encoding"))
	}

	// A refusal is the game page with its message: gzipped too, and it
	// names the territory.
	bad := url.Values{"seq": {strconv.Itoa(seq + 1)}, "territory": {"kings_landing"}, "units": {"1"}}
	resp, _, body := s.rawDo("POST", game+"/place", bad, map[string]string{"HX-Request": "true", "Accept-Encoding": "gzip", "Accept-Language": "en"})
	if resp.StatusCode != 422 || resp.Header.Get("Content-Encoding") != "gzip" || !bytes.Contains(body, []byte("King&#39;s Landing")) {
		t.Errorf("a refused placement: %d, Content-Encoding %q, names King's Landing: %v", resp.StatusCode, resp.Header.Get("Content-Encoding"), bytes.Contains(body, []byte("King&#39;s Landing")))
	}

	// The API's JSON: gzipped when asked, the same JSON either way.
	resp, _, js := s.rawDo("GET", "/api"+game, nil, gz)
	_, plainJS, _ := s.rawDo("GET", "/api"+game, nil, nil)
	if resp.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(js, plainJS) {
		t.Errorf("API state: Content-Encoding %q, same JSON: %v", resp.Header.Get("Content-Encoding"), bytes.Equal(js, plainJS))
	}
}

// TestStaticFilesAreGzippedAndRevalidated: htmx goes out gzipped with an
// ETag; asked again with that ETag, Herald answers 304 with no body.
func TestStaticFilesAreGzippedAndRevalidated(t *testing.T) {
	s := newServer(t)
	resp, wire, js := s.rawDo("GET", "/static/htmx.min.js", nil, map[string]string{"Accept-Encoding": "gzip"})
	if resp.StatusCode != 200 || resp.Header.Get("Content-Encoding") != "gzip" || !bytes.Contains(js, []byte("htmx")) || len(wire)*2 > len(js) {
		t.Fatalf("htmx.min.js: %d, Content-Encoding %q, %d bytes on the wire for %d", resp.StatusCode, resp.Header.Get("Content-Encoding"), len(wire), len(js))
	}
	tag := resp.Header.Get("ETag")
	if tag == "" || resp.Header.Get("Cache-Control") != "no-cache" {
		t.Fatalf("htmx.min.js: ETag %q, Cache-Control %q", tag, resp.Header.Get("Cache-Control"))
	}
	resp, wire, _ = s.rawDo("GET", "/static/htmx.min.js", nil, map[string]string{"Accept-Encoding": "gzip", "If-None-Match": tag})
	if resp.StatusCode != http.StatusNotModified || len(wire) != 0 {
		t.Errorf("htmx.min.js with If-None-Match %s: %d with %d bytes, want 304 and none", tag, resp.StatusCode, len(wire))
	}
	_, _, css := s.rawDo("GET", "/static/app.css", nil, nil)
	resp, _, _ = s.rawDo("GET", "/static/app.css", nil, map[string]string{"If-None-Match": tag})
	if resp.StatusCode != 200 || !bytes.Contains(css, []byte("{")) {
		t.Errorf("app.css with htmx's ETag: %d, want 200 with the stylesheet", resp.StatusCode)
	}
}
