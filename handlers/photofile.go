package handlers

// A board's photo travels with its export (issue 30): the board file as
// stored, with one more field, "photo_data", the kept photo in base64.
// An import takes it out before reading the board file (package maps
// reads that strictly), checks it as an upload (boardphoto.Keep) and keeps
// it under its own hash.

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"herald/boardphoto"
	"herald/engine"
	"herald/maps"
	"herald/store"
	"herald/views"
)

// photoDataField is the export's field with the photo.
const photoDataField = "photo_data"

// maxBoardImport bounds an imported board file with its photo: the board
// and the largest photo an upload may be, in base64.
const maxBoardImport = maxBoardFile + (boardphoto.MaxBytes+2)/3*4 + 64<<10

func base64Len(n int) int { return (n + 2) / 3 * 4 }

// boardLimit is echo's BodyLimit for the board import, its 413 answered
// on the boards page with the sentence that says how big a file may be.
func (a *App) boardLimit(next echo.HandlerFunc) echo.HandlerFunc {
	limited := middleware.BodyLimit(strconv.Itoa(maxBoardImport) + "B")(next)
	return func(c echo.Context) error {
		err := limited(c)
		if tooBig(err) {
			cx := ctxOf(c)
			return a.renderBoards(c, http.StatusRequestEntityTooLarge, views.BoardList{Error: cx.T("boards.import_too_big", "max", strconv.Itoa(maxBoardImport>>10))})
		}
		return err
	}
}

// withPhoto is a stored board file with its photo added, when its
// picture names one the store keeps.
func (a *App) withPhoto(ctx context.Context, data []byte) ([]byte, error) {
	spec, err := maps.Parse(data)
	if err != nil || spec.Picture == nil || spec.Picture.Photo == "" {
		return data, err
	}
	p, err := a.games.store.Photo(ctx, spec.Picture.Photo)
	if errors.Is(err, store.ErrPhotoNotFound) {
		return data, nil
	}
	if err != nil {
		return nil, err
	}
	end := bytes.LastIndexByte(data, '}')
	if end < 0 {
		return data, nil
	}
	var out bytes.Buffer
	out.Write(bytes.TrimRight(data[:end], " \t\r\n"))
	out.WriteString(",\n  \"" + photoDataField + "\": \"")
	out.WriteString(base64.StdEncoding.EncodeToString(p.Data))
	out.WriteString("\"\n}\n")
	return out.Bytes(), nil
}

// photoRefusal is an import refused for its photo: the sentence's key.
type photoRefusal struct{ key string }

func (p *photoRefusal) Error() string { return p.key }

// splitPhoto takes the photo out of an imported board file: the board
// file without it, and the photo's bytes (nil when it carries none). A
// file that is no JSON object, or one a strict reading refuses (a key
// given twice, which the object written back would hide), is handed on
// whole, for maps to refuse.
func splitPhoto(data []byte) ([]byte, []byte, error) {
	var top map[string]json.RawMessage
	if err := engine.ReadStrict(bytes.NewReader(data), &top); err != nil {
		return data, nil, nil
	}
	raw, ok := top[photoDataField]
	if !ok {
		return data, nil, nil
	}
	delete(top, photoDataField)
	var b64 string
	if err := json.Unmarshal(raw, &b64); err != nil || len(b64) > base64Len(boardphoto.MaxBytes) {
		return nil, nil, &photoRefusal{"boards.photo.import_broken"}
	}
	photo, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		return nil, nil, &photoRefusal{"boards.photo.import_broken"}
	}
	board, err := json.Marshal(top)
	return board, photo, err
}

// importedPicture keeps an imported board's photo (checked and
// re-encoded as an upload) and makes spec's picture name it; a picture
// naming a photo the file does not carry must name one kept here.
func (a *App) importedPicture(ctx context.Context, spec *engine.BoardSpec, photo []byte) (*store.Photo, error) {
	if photo == nil {
		if spec.Picture == nil || spec.Picture.Photo == "" {
			return nil, nil
		}
		if _, err := a.games.store.Photo(ctx, spec.Picture.Photo); err != nil {
			return nil, &photoRefusal{"boards.photo.import_missing"}
		}
		return nil, nil
	}
	kept, err := boardphoto.Keep(photo)
	if err != nil {
		return nil, &photoRefusal{"boards.photo.import_broken"}
	}
	p := store.Photo{SHA256: store.PhotoHash(kept.Data), Width: kept.Width, Height: kept.Height, Data: kept.Data}
	spec.Picture = &engine.Picture{Width: p.Width, Height: p.Height, Photo: p.SHA256}
	return &p, nil
}

// saveImported stores an imported board as its next version, with its
// photo in the same transaction.
func (a *App) saveImported(c echo.Context, spec engine.BoardSpec, meta maps.Meta, photo *store.Photo) (int, error) {
	if photo == nil {
		return a.save(c, spec, meta, -1)
	}
	b, err := boardRow(spec, meta)
	if err != nil {
		return 0, err
	}
	return a.games.store.SaveBoardPhoto(c.Request().Context(), b, -1, *photo)
}

// readImport reads an imported board file and its photo; refusal is the
// sentence of a file refused (nothing is stored then).
func (a *App) readImport(c echo.Context, data []byte) (spec engine.BoardSpec, meta maps.Meta, photo *store.Photo, refusal string, err error) {
	cx := ctxOf(c)
	data, photoData, err := splitPhoto(data)
	var pr *photoRefusal
	switch {
	case errors.As(err, &pr):
		return spec, meta, nil, cx.T(pr.key), nil
	case err != nil:
		return spec, meta, nil, "", err
	case len(data) > maxBoardFile:
		return spec, meta, nil, cx.T("boards.import_too_big", "max", strconv.Itoa(maxBoardFile>>10)), nil
	}
	if spec, meta, err = maps.ParseMeta(data); err != nil {
		detail := err.Error()
		var re *engine.RuleError
		if errors.As(err, &re) {
			detail = views.Say(cx.Lang, nil, re.Key, re.Args)
		}
		return spec, meta, nil, cx.T("boards.import_broken", "detail", detail), nil
	}
	photo, err = a.importedPicture(c.Request().Context(), &spec, photoData)
	if errors.As(err, &pr) {
		return spec, meta, nil, cx.T(pr.key), nil
	}
	return spec, meta, photo, "", err
}
