package handlers

// The table's photo of its board (issue 30): uploaded in the board editor,
// kept re-encoded in the store under its SHA-256 (store/photos.go), named
// by the board version's picture, served only through Herald's door, and
// the territories' spots tapped on it (photo-spots.js, saveSpots).

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"herald/boardphoto"
	"herald/engine"
	"herald/store"
	"herald/views"
)

// photoBodyLimit is the body limit of the upload: the photo and the
// multipart form around it.
const photoBodyLimit = boardphoto.MaxBytes + 64<<10

// photoForm and spotsForm are the upload's and the spots' fields.
var (
	photoForm = fields("photo", "version")
	spotsForm = fields("spot_", "version")
)

// photoLimit is echo's BodyLimit for the upload, its 413 answered on the
// editor with the sentence that says how big a photo may be.
func (a *App) photoLimit(next echo.HandlerFunc) echo.HandlerFunc {
	limited := middleware.BodyLimit(strconv.Itoa(photoBodyLimit) + "B")(next)
	return func(c echo.Context) error {
		err := limited(c)
		if tooBig(err) {
			return a.refusePhoto(c, boardphoto.ErrTooBig)
		}
		return err
	}
}

// photoRefusals are the sentences of a refused photo, by its error.
var photoRefusals = map[error][]string{
	boardphoto.ErrTooBig:        {"boards.photo.too_big", "max", strconv.Itoa(boardphoto.MaxBytes >> 20)},
	boardphoto.ErrTooManyPixels: {"boards.photo.too_many_pixels", "max", strconv.Itoa(boardphoto.MaxPixels / 1_000_000)},
	boardphoto.ErrNotImage:      {"boards.photo.not_image"},
	errNoPhoto:                  {"boards.photo.missing"},
}

var errNoPhoto = errors.New("photo: none sent")

// refusePhoto answers a refused upload on the editor, the sentence next
// to the photo's input; nothing is stored.
func (a *App) refusePhoto(c echo.Context, err error) error {
	e, found, lerr := a.latestBoard(c, c.Param("id"))
	if lerr != nil || !found {
		return lerr
	}
	cx := ctxOf(c)
	status, text := http.StatusUnprocessableEntity, ""
	for k, words := range photoRefusals {
		if errors.Is(err, k) {
			text = cx.T(words[0], words[1:]...)
		}
	}
	if errors.Is(err, boardphoto.ErrTooBig) {
		status = http.StatusRequestEntityTooLarge
	}
	if text == "" {
		text = message(cx.Lang, nil, err)
		status = http.StatusBadRequest
	}
	return a.refuseEdit(c, e, &editError{status: status, text: text, at: "photo"}, nil)
}

// uploadPhoto keeps the table's photo and makes it the board's picture in
// a new version, on top of the newest one (a photo replaces the picture
// whatever else changed meanwhile). The spots of an earlier picture are
// dropped: they were on another photo.
func (a *App) uploadPhoto(c echo.Context) error {
	if _, err := readForm(c, photoForm); err != nil {
		return a.refusePhoto(c, err)
	}
	data, err := formFile(c, "photo", boardphoto.MaxBytes)
	if err != nil {
		return a.refusePhoto(c, err)
	}
	kept, err := boardphoto.Keep(data)
	if err != nil {
		return a.refusePhoto(c, err)
	}
	photo := store.Photo{SHA256: store.PhotoHash(kept.Data), Width: kept.Width, Height: kept.Height, Data: kept.Data}
	version, found, err := a.onLatest(c, c.Param("id"), &photo, func(e *editable) error {
		e.spec.Picture = &engine.Picture{Width: photo.Width, Height: photo.Height, Photo: photo.SHA256}
		for i := range e.spec.Territories {
			e.spec.Territories[i].Spot = nil
		}
		return nil
	})
	if err != nil || !found {
		return err
	}
	q := url.Values{"saved": {strconv.Itoa(version)}, "photo": {"1"}, "at": {"photo"}}
	return c.Redirect(http.StatusSeeOther, boardURL(c.Param("id"), q, "photo"))
}

// formFile reads an uploaded file of the request's (already read) form,
// refusing one over limit bytes; errNoPhoto when none came.
func formFile(c echo.Context, name string, limit int64) ([]byte, error) {
	fh, err := c.FormFile(name)
	if err != nil || fh.Size == 0 {
		return nil, errNoPhoto
	}
	if fh.Size > limit {
		return nil, boardphoto.ErrTooBig
	}
	f, err := fh.Open()
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, limit))
}

// onLatest applies change to the board's newest version and saves the
// result as the next one (with photo, if not nil, in the same
// transaction), trying again on a newer version when another tablet
// saved meanwhile: the change is made on top of theirs.
func (a *App) onLatest(c echo.Context, id string, photo *store.Photo, change func(*editable) error) (int, bool, error) {
	for try := 0; ; try++ {
		e, found, err := a.latestBoard(c, id)
		if err != nil || !found {
			return 0, found, err
		}
		if err := change(&e); err != nil {
			return 0, true, err
		}
		version, err := a.savePicture(c.Request().Context(), e, photo)
		if errors.Is(err, store.ErrStale) && try < 5 {
			continue
		}
		return version, true, err
	}
}

// savePicture stores e as the version after e's, with photo.
func (a *App) savePicture(ctx context.Context, e editable, photo *store.Photo) (int, error) {
	b, err := boardRow(e.spec, e.meta)
	if err != nil {
		return 0, err
	}
	if photo == nil {
		return a.games.store.SaveBoardAfter(ctx, b, e.row.Version)
	}
	return a.games.store.SaveBoardPhoto(ctx, b, e.row.Version, *photo)
}

// ---------- Serving ----------

var sha256Hex = regexp.MustCompile(`^[0-9a-f]{64}$`)

// servePhoto answers GET /boards/photos/{sha256}?w={px}: the kept photo,
// or its copy for a screen w pixels wide (boardphoto.CopyWidth). Like
// every page it is behind Herald's key (access.go); no other site may
// embed it, and a browser keeps it: the hash names the bytes.
func (a *App) servePhoto(c echo.Context) error {
	sha := c.Param("sha")
	width, ok := photoWidth(c.QueryParams())
	if !sha256Hex.MatchString(sha) {
		return echo.ErrNotFound
	}
	if !ok {
		return badInput("w")
	}
	tag := fmt.Sprintf(`"%s-%d"`, sha, width)
	h := c.Response().Header()
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("Cache-Control", "private, max-age=31536000, immutable")
	h.Set("ETag", tag)
	if c.Request().Header.Get("If-None-Match") == tag {
		return c.NoContent(http.StatusNotModified)
	}
	data, err := a.photoBytes(c.Request().Context(), sha, width)
	if errors.Is(err, store.ErrPhotoNotFound) {
		h.Del("ETag")
		h.Del("Cache-Control")
		return echo.ErrNotFound
	}
	if err != nil {
		return err
	}
	return c.Blob(http.StatusOK, "image/jpeg", data)
}

// photoWidth reads ?w=: absent (0, the kept photo) or 1..10000 digits
// only; anything else is refused.
func photoWidth(q url.Values) (int, bool) {
	ws, given := q["w"]
	if len(q) > 1 || (len(q) == 1 && !given) || len(ws) > 1 {
		return 0, false
	}
	if !given {
		return 0, true
	}
	s := ws[0]
	if s == "" || len(s) > 5 || strings.Trim(s, "0123456789") != "" {
		return 0, false
	}
	n, _ := strconv.Atoi(s)
	if n < 1 || n > 10000 {
		return 0, false
	}
	return boardphoto.CopyWidth(n), true
}

// photoBytes is photo sha at width (0: as kept), its scaled copy made
// on the first ask and kept.
func (a *App) photoBytes(ctx context.Context, sha string, width int) ([]byte, error) {
	st := a.games.store
	if width > 0 {
		if data, ok, err := st.PhotoCopy(ctx, sha, width); ok || err != nil {
			return data, err
		}
	}
	p, err := st.Photo(ctx, sha)
	if err != nil || width == 0 || p.Width <= width {
		return p.Data, err
	}
	data, err := boardphoto.Scaled(p.Data, width)
	if err != nil {
		return nil, err
	}
	// Kept even if the asking device has gone: the scaling is done.
	return data, st.KeepPhotoCopy(context.WithoutCancel(ctx), sha, width, data)
}

// ---------- Spots ----------

// saveSpots stores the spots tapped on the photo: spot_<territory> is
// "x,y" in thousandths of the photo, or empty to take a spot off. They
// are applied to the newest version (spots of other territories, and
// every other change meanwhile, stay). A territory the board does not
// have, or a spot off the photo, refuses the whole save with a sentence
// naming it. A script's save (Accept: application/json) is answered
// with the new version; a form's goes back to the editor.
func (a *App) saveSpots(c echo.Context) error {
	id := c.Param("id")
	form, err := readForm(c, spotsForm)
	if err != nil {
		return err
	}
	placed := 0
	version, found, err := a.onLatest(c, id, nil, func(e *editable) error {
		n, err := applySpots(ctxOf(c), &e.spec, form)
		placed = n
		return err
	})
	var ee *editError
	if errors.As(err, &ee) {
		if e, ok, lerr := a.latestBoard(c, id); lerr != nil || !ok {
			return lerr
		} else if wantsJSON(c) {
			return c.JSON(ee.status, map[string]any{"error": ee.text})
		} else {
			return a.refuseEdit(c, e, ee, form)
		}
	}
	if err != nil || !found {
		return err
	}
	if wantsJSON(c) {
		return c.JSON(http.StatusOK, map[string]any{"version": version, "placed": placed})
	}
	q := url.Values{"saved": {strconv.Itoa(version)}, "at": {"photo"}}
	return c.Redirect(http.StatusSeeOther, boardURL(id, q, "photo"))
}

func wantsJSON(c echo.Context) bool {
	return strings.HasPrefix(c.Request().Header.Get(echo.HeaderAccept), echo.MIMEApplicationJSON)
}

// applySpots sets the form's spots on spec and returns how many of its
// territories have one.
func applySpots(cx views.Ctx, spec *engine.BoardSpec, form url.Values) (int, error) {
	if spec.Picture == nil || spec.Picture.Photo == "" {
		return 0, refused(cx, "photo", "boards.spots.no_photo")
	}
	for _, k := range slices.Sorted(maps.Keys(form)) {
		tid, ok := strings.CutPrefix(k, "spot_")
		if !ok {
			continue
		}
		i := slices.IndexFunc(spec.Territories, func(t engine.Territory) bool { return t.ID == tid })
		if i < 0 {
			return 0, refused(cx, "photo", "boards.spots.unknown", "territory", tid)
		}
		spot, err := parseSpot(form.Get(k))
		if err != nil {
			return 0, refused(cx, "photo", "boards.spots.off", "territory", spec.Territories[i].Names.In(cx.Lang), "value", form.Get(k))
		}
		spec.Territories[i].Spot = spot
	}
	n := 0
	for _, t := range spec.Territories {
		if t.Spot != nil {
			n++
		}
	}
	return n, nil
}

// parseSpot reads "x,y" (engine.Spot, 0..engine.SpotMax each); "" is no
// spot.
func parseSpot(s string) (*engine.Spot, error) {
	if s == "" {
		return nil, nil
	}
	xs, ys, ok := strings.Cut(s, ",")
	x, errX := strconv.Atoi(xs)
	y, errY := strconv.Atoi(ys)
	if !ok || errX != nil || errY != nil || x < 0 || y < 0 || x > engine.SpotMax || y > engine.SpotMax {
		return nil, errors.New("spot off the picture")
	}
	return &engine.Spot{X: x, Y: y}, nil
}
