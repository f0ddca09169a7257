package handlers_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"hash/crc32"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"math/rand/v2"
	"mime/multipart"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"

	"herald/store"
)

// boardPhoto draws a test photo of a board w×h: coloured regions with
// borders and a little grain, as a camera's JPEG.
func boardPhoto(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(1, 2))
	colours := []color.RGBA{{200, 60, 50, 255}, {60, 140, 70, 255}, {50, 90, 190, 255}, {220, 190, 80, 255}}
	for i, c := range colours {
		x0 := i % 2 * w / 2
		y0 := i / 2 * h / 2
		draw.Draw(img, image.Rect(x0, y0, x0+w/2, y0+h/2), &image.Uniform{c}, image.Point{}, draw.Src)
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := y*img.Stride + 4*x
			p := img.Pix[i : i+3]
			n := uint8(r.IntN(12))
			if (x/40+y/40)%7 == 0 {
				p[0], p[1], p[2] = 30, 30, 30 // a border
			}
			p[0], p[1], p[2] = p[0]/2+n, p[1]/2+n, p[2]/2+n
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// withExif puts an EXIF block into a JPEG: orientation o and a GPS-like
// text a re-encoding must drop.
func withExif(jpg []byte, o uint16, secret string) []byte {
	var tiff bytes.Buffer
	tiff.WriteString("MM\x00\x2a")
	binary.Write(&tiff, binary.BigEndian, uint32(8))
	binary.Write(&tiff, binary.BigEndian, uint16(1))                       // one entry
	binary.Write(&tiff, binary.BigEndian, []uint16{0x0112, 3, 0, 1, o, 0}) // orientation, SHORT
	binary.Write(&tiff, binary.BigEndian, uint32(0))                       // no next IFD
	tiff.WriteString(secret)
	seg := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	out := []byte{0xFF, 0xD8, 0xFF, 0xE1, byte((len(seg) + 2) >> 8), byte(len(seg) + 2)}
	out = append(out, seg...)
	return append(out, jpg[2:]...)
}

// postPhoto uploads data as the editor's photo of board id.
func (s *server) postPhoto(id string, data []byte, lang string) (int, string, http.Header) {
	s.t.Helper()
	return s.postPhotoTo(id, 1, data, lang)
}

// postPhotoAt uploads a photo onto version v of board id.
func (s *server) postPhotoAt(id string, v int, data []byte) (int, string, http.Header) {
	s.t.Helper()
	return s.postPhotoTo(id, v, data, "en")
}

func (s *server) postPhotoTo(id string, v int, data []byte, lang string) (int, string, http.Header) {
	s.t.Helper()
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	f, _ := w.CreateFormFile("photo", "board.jpg")
	f.Write(data)
	w.WriteField("version", strconv.Itoa(v))
	w.Close()
	return s.do("POST", "/boards/"+id+"/photo?lang="+lang, w.FormDataContentType(), &body, nil)
}

func (s *server) photoCount() int {
	s.t.Helper()
	n, err := s.store.PhotoCount(context.Background())
	if err != nil {
		s.t.Fatal(err)
	}
	return n
}

// bigPNGHeader is a PNG whose header claims w×h pixels, with no pixels.
func bigPNGHeader(w, h uint32) []byte {
	var ihdr bytes.Buffer
	binary.Write(&ihdr, binary.BigEndian, w)
	binary.Write(&ihdr, binary.BigEndian, h)
	ihdr.Write([]byte{8, 2, 0, 0, 0})
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	binary.Write(&b, binary.BigEndian, uint32(ihdr.Len()))
	chunk := append([]byte("IHDR"), ihdr.Bytes()...)
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func TestPhotoUploadRefusals(t *testing.T) {
	s := newServer(t)
	newHammer(t, s)
	_, before := s.latest("hammer")
	good := boardPhoto(t, 800, 600)
	cases := []struct {
		name string
		data []byte
		code int
		want string
	}{
		{"11 MB", bytes.Repeat([]byte{0xFF}, 11<<20), http.StatusRequestEntityTooLarge, "The photo is too big (at most 10 MB); nothing was saved."},
		{"41 MP PNG header", bigPNGHeader(8000, 5125), http.StatusUnprocessableEntity, "too many pixels (at most 40 megapixels)"},
		{"text file", []byte("Winterfell, Riverrun\n"), http.StatusUnprocessableEntity, "not an image Herald can read"},
		{"cut-off JPEG", good[:len(good)/2], http.StatusUnprocessableEntity, "not an image Herald can read"},
		{"no file", nil, http.StatusUnprocessableEntity, "Take a photo or choose an image file."},
	}
	for _, c := range cases {
		code, page, _ := s.postPhoto("hammer", c.data, "en")
		if code != c.code || !strings.Contains(page, c.want) {
			t.Errorf("%s: %d, want %d with %q\n%s", c.name, code, c.code, c.want, excerpt(page, "board-error"))
		}
		if !strings.Contains(page, `data-testid="photo-input"`) {
			t.Errorf("%s: the refusal is not on the editor with the photo's input", c.name)
		}
		if _, v := s.latest("hammer"); v != before || s.photoCount() != 0 {
			t.Errorf("%s: stored something (version %d, was %d; %d photos)", c.name, v, before, s.photoCount())
		}
	}
	// German too.
	if _, page, _ := s.postPhoto("hammer", []byte("kein Bild"), "de"); !strings.Contains(page, "kein Bild, das Herald lesen kann") {
		t.Errorf("German refusal missing\n%s", excerpt(page, "board-error"))
	}
}

// uploadGood uploads a 3000×2000 photo carrying EXIF (turned upright by
// orientation o) and returns the new version's picture.
func uploadGood(t *testing.T, s *server, o uint16) (sha string, w, h int) {
	t.Helper()
	code, page, hdr := s.postPhoto("hammer", withExif(boardPhoto(t, 3000, 2000), o, "GPS 52.5200N 13.4050E"), "en")
	if code != http.StatusSeeOther || !strings.Contains(hdr.Get("Location"), "#photo") {
		t.Fatalf("upload: %d %s\n%s", code, hdr.Get("Location"), excerpt(page, "board-error"))
	}
	spec, _ := s.latest("hammer")
	if spec.Picture == nil {
		t.Fatal("no picture on the new version")
	}
	return spec.Picture.Photo, spec.Picture.Width, spec.Picture.Height
}

func TestPhotoUploadMakesAPictureVersion(t *testing.T) {
	s := newServer(t)
	newHammer(t, s)
	_, before := s.latest("hammer")
	sha, w, h := uploadGood(t, s, 1)
	if _, v := s.latest("hammer"); v != before+1 {
		t.Errorf("version %d, want %d", v, before+1)
	}
	if w != 2400 || h != 1600 {
		t.Errorf("kept %dx%d, want 2400x1600 (longest side 2400)", w, h)
	}
	p, err := s.store.Photo(context.Background(), sha)
	if err != nil {
		t.Fatal(err)
	}
	if store.PhotoHash(p.Data) != sha || bytes.Contains(p.Data, []byte("GPS 52.5200N")) || bytes.Contains(p.Data, []byte("Exif")) {
		t.Error("the kept photo is not the re-encoding by its hash, or kept the EXIF data")
	}
	if _, page := s.get("/boards/hammer?lang=en"); !strings.Contains(page, "Where is") || !strings.Contains(page, "/boards/photos/"+sha+"?w=") {
		t.Error("the editor does not show the photo with the question")
	}
	// A portrait photo stored sideways with EXIF orientation 6 is kept upright.
	if _, w, h := uploadGood(t, s, 6); w != 1600 || h != 2400 {
		t.Errorf("orientation 6 kept as %dx%d, want 1600x2400", w, h)
	}
}

func TestPhotoServing(t *testing.T) {
	s := newServer(t)
	newHammer(t, s)
	sha, _, _ := uploadGood(t, s, 1)
	code, body, h := s.do("GET", "/boards/photos/"+sha+"?w=390", "", nil, nil)
	if code != http.StatusOK || h.Get("Content-Type") != "image/jpeg" {
		t.Fatalf("phone copy: %d %s", code, h.Get("Content-Type"))
	}
	if len(body) > 300<<10 {
		t.Errorf("phone copy is %d bytes, want under 300 KB", len(body))
	}
	cfg, err := jpeg.DecodeConfig(strings.NewReader(body))
	if err != nil || cfg.Width != 640 {
		t.Errorf("phone copy %d px wide (%v), want 640", cfg.Width, err)
	}
	if h.Get("Cross-Origin-Resource-Policy") != "same-origin" || !strings.Contains(h.Get("Cache-Control"), "max-age") || h.Get("ETag") == "" {
		t.Errorf("headers: %v", h)
	}
	if code, _, _ := s.do("GET", "/boards/photos/"+sha+"?w=390", "", nil, map[string]string{"If-None-Match": h.Get("ETag")}); code != http.StatusNotModified {
		t.Errorf("revalidation: %d, want 304", code)
	}
	if code, body, _ := s.do("GET", "/boards/photos/"+sha+"?w=1280", "", nil, nil); code != http.StatusOK || len(body) > 300<<10 {
		t.Errorf("1280 copy: %d, %d bytes (want under 300 KB)", code, len(body))
	}
	unknown := strings.Repeat("ab", 32)
	for path, want := range map[string]int{
		"/boards/photos/" + unknown + "?w=640": http.StatusNotFound,
		"/boards/photos/" + unknown:            http.StatusNotFound,
		"/boards/photos/not-a-hash":            http.StatusNotFound,
		"/boards/photos/" + sha + "?w=abc":     http.StatusBadRequest,
		"/boards/photos/" + sha + "?w=-5":      http.StatusBadRequest,
		"/boards/photos/" + sha + "?w=0":       http.StatusBadRequest,
		"/boards/photos/" + sha + "?w=1&w=2":   http.StatusBadRequest,
		"/boards/photos/" + sha + "?x=1":       http.StatusBadRequest,
		"/boards/photos/" + sha:                http.StatusOK,
	} {
		if code, _, _ := s.do("GET", path, "", nil, nil); code != want {
			t.Errorf("GET %s: %d, want %d", path, code, want)
		}
	}
}

func TestPhotoOnlyInsideTheDoor(t *testing.T) {
	g := newGate(t)
	data := boardPhoto(t, 64, 48)
	p := store.Photo{SHA256: store.PhotoHash(data), Width: 64, Height: 48, Data: data}
	board := store.Board{ID: "b", Name: "B", Edition: "classic", Data: []byte(`{"id":"b"}`)}
	if _, err := g.st.SaveBoardPhoto(context.Background(), board, -1, p); err != nil {
		t.Fatal(err)
	}
	path := "/boards/photos/" + p.SHA256 + "?w=640"
	if rec := g.do("GET", path, phone, "", nil); rec.Code != http.StatusForbidden || bytes.Contains(rec.Body.Bytes(), data[:64]) {
		t.Errorf("without the key: %d, want 403 and no photo", rec.Code)
	}
	if rec := g.do("GET", path, phone, "", map[string]string{"Cookie": "herald_key=wrong"}); rec.Code != http.StatusForbidden {
		t.Errorf("with a wrong key: %d, want 403", rec.Code)
	}
	if rec := g.do("GET", path, phone, "", map[string]string{"Cookie": "herald_key=" + g.key}); rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), data) {
		t.Errorf("with the key: %d, want 200 and the photo", rec.Code)
	}
}

func TestSpotsAreReadStrictly(t *testing.T) {
	s := newServer(t)
	newHammer(t, s)
	spec, _ := s.latest("hammer")
	first, second := spec.Territories[0], spec.Territories[1]
	// No photo yet: refused.
	if code, page := s.postForm("/boards/hammer/spots?lang=en", url.Values{"spot_" + first.ID: {"10,10"}}, nil); code != http.StatusUnprocessableEntity || !strings.Contains(page, "no photo yet") {
		t.Errorf("spots without a photo: %d", code)
	}
	uploadGood(t, s, 1)
	_, v := s.latest("hammer")
	for _, c := range []struct {
		name string
		form url.Values
		code int
		want string
	}{
		{"unknown field", url.Values{"spot_" + first.ID: {"1,2"}, "colour": {"red"}}, http.StatusBadRequest, "colour"},
		{"off the photo", url.Values{"spot_" + first.ID: {"1,2"}, "spot_" + second.ID: {"1001,5"}}, http.StatusUnprocessableEntity, "The spot of " + second.Names.In("en") + " is not on the photo (1001,5)"},
		{"not a spot", url.Values{"spot_" + first.ID: {"1;2"}}, http.StatusUnprocessableEntity, "The spot of " + first.Names.In("en")},
		{"unknown territory", url.Values{"spot_atlantis": {"1,2"}}, http.StatusUnprocessableEntity, "no territory “atlantis”"},
	} {
		code, page := s.postForm("/boards/hammer/spots?lang=en", c.form, nil)
		if code != c.code || !strings.Contains(page, c.want) {
			t.Errorf("%s: %d, want %d with %q\n%s", c.name, code, c.code, c.want, excerpt(page, "error"))
		}
		if _, now := s.latest("hammer"); now != v {
			t.Errorf("%s: saved version %d", c.name, now)
		}
	}
	// A script's batch: answered with the new version.
	code, out, _ := s.do("POST", "/boards/hammer/spots", "application/x-www-form-urlencoded",
		strings.NewReader(url.Values{"spot_" + first.ID: {"120,340"}, "spot_" + second.ID: {""}}.Encode()), map[string]string{"Accept": "application/json"})
	var answer struct{ Version, Placed int }
	if err := json.Unmarshal([]byte(out), &answer); code != http.StatusOK || err != nil || answer.Version != v+1 || answer.Placed != 1 {
		t.Fatalf("batch: %d %s", code, out)
	}
	spec, _ = s.latest("hammer")
	if sp := spec.Territories[0].Spot; sp == nil || sp.X != 120 || sp.Y != 340 || spec.Territories[1].Spot != nil {
		t.Errorf("stored spots %v %v", spec.Territories[0].Spot, spec.Territories[1].Spot)
	}
	// A stale form (version 1) is applied on top of the newest version.
	loc := s.redirect("/boards/hammer/spots", url.Values{"version": {"1"}, "spot_" + second.ID: {"500,500"}})
	spec, _ = s.latest("hammer")
	if !strings.Contains(loc, "#photo") || spec.Territories[0].Spot == nil || spec.Territories[1].Spot == nil {
		t.Errorf("stale spots save: %s, spots %v %v", loc, spec.Territories[0].Spot, spec.Territories[1].Spot)
	}
}

func TestBoardExportImportCarriesThePhoto(t *testing.T) {
	s := newServer(t)
	newHammer(t, s)
	sha, _, _ := uploadGood(t, s, 1)
	spec, _ := s.latest("hammer")
	s.redirect("/boards/hammer/spots", url.Values{"spot_" + spec.Territories[0].ID: {"250,750"}})
	_, file, _ := s.do("GET", "/boards/hammer/export", "", nil, nil)
	if !strings.Contains(file, `"photo_data": "`) || !strings.Contains(file, sha) {
		t.Fatal("the export does not carry the photo")
	}
	other := newServer(t)
	loc := other.upload(file)
	if !strings.Contains(loc, "/boards/hammer") {
		t.Fatalf("import went to %s", loc)
	}
	got, _ := other.latest("hammer")
	if got.Picture == nil || got.Picture.Width != 2400 || got.Picture.Height != 1600 {
		t.Fatalf("imported picture %+v", got.Picture)
	}
	if _, err := other.store.Photo(context.Background(), got.Picture.Photo); err != nil {
		t.Errorf("the imported photo is not kept by its hash: %v", err)
	}
	if sp := got.Territories[0].Spot; sp == nil || sp.X != 250 || sp.Y != 750 {
		t.Errorf("imported spot %v", sp)
	}
	// A broken photo in the file: refused, nothing stored.
	third := newServer(t)
	var top map[string]any
	json.Unmarshal([]byte(file), &top)
	top["photo_data"] = base64.StdEncoding.EncodeToString([]byte("not a picture"))
	broken, _ := json.Marshal(top)
	var body bytes.Buffer
	w := multipart.NewWriter(&body)
	f, _ := w.CreateFormFile("file", "board.json")
	f.Write(broken)
	w.Close()
	code, page, _ := third.do("POST", "/boards/import?lang=en", w.FormDataContentType(), &body, nil)
	if code != http.StatusBadRequest || !strings.Contains(page, "The photo in the board file is not a readable image") || third.photoCount() != 0 {
		t.Errorf("broken photo: %d, %d photos\n%s", code, third.photoCount(), excerpt(page, "error"))
	}
	if _, err := third.store.LatestBoard(context.Background(), "hammer"); err == nil {
		t.Error("a board was stored with a broken photo")
	}
}
