package handlers

// Moving a game from one Herald to another (issue 16, item 6): the export
// is one JSON file with the game's boards as stored and its log as stored;
// the import reads it strictly, replays it event by event on the file's
// own boards and writes the game (boards and log) in one transaction only
// when every event applies. The file keeps the game's times (issue 33), so
// an imported game lasts what it lasted, and the import recognises a file
// it has taken before (gamefile_times.go).

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"herald/maps"
	"herald/views"
)

// gameFileFormat is the version of the file; an import refuses any other.
const gameFileFormat = 1

// Bounds of a game file. The longest recorded game exports to 32 KB
// (TestGameFileRoundTrip measures it); 2 MB leaves room for a game 65
// times as long, and maxFileEvents for a few evenings' play.
const (
	maxGameFile     = 2 << 20
	maxGameFileText = "2M" // the same for echo's BodyLimit
	maxFileEvents   = 20000
	maxFileName     = 200 // runes of a game's or a board's name
)

// gameFile is the file's shape. The redo stack stays behind: it is the
// table's private second thoughts, not the game.
type gameFile struct {
	Format  int         `json:"herald_game"`
	Name    string      `json:"name"`
	Edition string      `json:"edition"`
	Board   string      `json:"board"`  // the game's board reference, "westeros", "ours@3" or "a@1+b@1"
	Boards  []fileBoard `json:"boards"` // each part of Board, in order
	Events  []fileEvent `json:"events"` // the log from the set-up on
	// Seated: the game's seats were issued, so its copy is seated too
	// (its hands stay private until the seats are taken again).
	Seated bool `json:"seated,omitempty"`
	// Secrets says how the export left the game's secrets out
	// (gamefile_secrets.go): "" for none, secretsUnknown or secretsLeftOut.
	Secrets string `json:"secrets,omitempty"`
	// The game's start and last change (RFC 3339, UTC, to the
	// nanosecond), with each event's time: all or none, none in a file
	// of an earlier Herald (gamefile_times.go).
	CreatedAt string `json:"created_at,omitempty"`
	UpdatedAt string `json:"updated_at,omitempty"`
}

// fileBoard is one board as stored (package maps' file format), so the
// game replays on it wherever it goes.
type fileBoard struct {
	Ref  string          `json:"ref"`
	Name string          `json:"name"`
	Data json.RawMessage `json:"data"`
}

type fileEvent struct {
	Type    string          `json:"type"`
	Payload json.RawMessage `json:"payload"`
	At      string          `json:"at,omitempty"` // when it was recorded (RFC 3339)
}

// gameFileOf builds the export of game id.
func (a *App) gameFileOf(ctx context.Context, id int64) (gameFile, error) {
	meta, err := a.games.store.Game(ctx, id)
	if err != nil {
		return gameFile{}, err
	}
	events, err := a.games.store.Events(ctx, id)
	if err != nil {
		return gameFile{}, err
	}
	f := gameFile{Format: gameFileFormat, Name: meta.Name, Edition: meta.Edition, Board: meta.Board,
		CreatedAt: fileTime(meta.CreatedAt), UpdatedAt: fileTime(meta.UpdatedAt)}
	for _, ref := range strings.Split(meta.Board, "+") {
		b, err := a.boardSnapshot(ctx, ref)
		if err != nil {
			return gameFile{}, err
		}
		f.Boards = append(f.Boards, b)
	}
	for _, e := range events {
		f.Events = append(f.Events, fileEvent{Type: e.Type, Payload: e.Payload, At: fileTime(e.CreatedAt)})
	}
	return f, nil
}

// boardSnapshot is one board part as this Herald has it: a shipped board's
// file or a stored version's data.
func (a *App) boardSnapshot(ctx context.Context, ref string) (fileBoard, error) {
	id, v, stored := strings.Cut(ref, "@")
	if !stored {
		spec, meta, err := maps.Spec(id)
		if err != nil {
			return fileBoard{}, err
		}
		data, err := maps.EncodeMeta(spec, meta)
		return fileBoard{Ref: ref, Name: boardName(spec), Data: data}, err
	}
	version, err := strconv.Atoi(v)
	if err != nil {
		return fileBoard{}, fmt.Errorf("board %q: %w", ref, errNoBoard)
	}
	row, err := a.games.store.Board(ctx, id, version)
	if err != nil {
		return fileBoard{}, err
	}
	return fileBoard{Ref: ref, Name: row.Name, Data: row.Data}, nil
}

// exportGame answers the game file as a download named after the game:
// without its secrets, unless the machine running Herald asks for them.
func (a *App) exportGame(c echo.Context) error {
	withSecrets, err := exportSecrets(c)
	if err != nil {
		return err
	}
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	f, err := a.exportFile(c.Request().Context(), gm, withSecrets)
	if err != nil {
		return err
	}
	c.Response().Header().Set("Cache-Control", "no-store")
	c.Response().Header().Set(echo.HeaderContentDisposition,
		mime.FormatMediaType("attachment", map[string]string{"filename": exportName(f.Name)}))
	return c.JSON(http.StatusOK, f)
}

// exportFile is gm's game file, whole or without its secrets.
func (a *App) exportFile(ctx context.Context, gm *game, withSecrets bool) (gameFile, error) {
	f, err := a.gameFileOf(ctx, gm.Meta.ID)
	f.Seated = gm.Seated
	if err != nil || withSecrets {
		return f, err
	}
	pb, err := a.games.loadBoard(ctx, gm.Meta.Board)
	if err != nil {
		return gameFile{}, err
	}
	return leaveSecretsOut(f, gm.State, pb.Board, gm.Seated)
}

// exportName is a file name from a game's name: letters and digits kept,
// every other run of characters one dash, at most 60 runes.
func exportName(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range name {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
		if utf8.RuneCountInString(b.String()) >= 60 {
			break
		}
	}
	if b.Len() == 0 {
		return "herald-game.json"
	}
	return b.String() + ".herald.json"
}

// fileLimit is echo's BodyLimit for the import routes, its 413 answered
// with the sentence that says how big a file may be.
func (a *App) fileLimit(next echo.HandlerFunc) echo.HandlerFunc {
	limited := middleware.BodyLimit(maxGameFileText)(next)
	return func(c echo.Context) error {
		err := limited(c)
		if tooBig(err) {
			return a.refuseImport(c, refuseFile(http.StatusRequestEntityTooLarge, "gamefile.too_big", "max", maxGameFile>>20))
		}
		return err
	}
}

func tooBig(err error) bool {
	var he *echo.HTTPError
	return errors.As(err, &he) && he.Code == http.StatusRequestEntityTooLarge
}

// refuseImport answers a refused file: JSON for the API, else the home
// page with the sentence by the import form.
func (a *App) refuseImport(c echo.Context, fr *fileRefusal) error {
	cx := a.pageCtx(c, "/")
	if strings.HasPrefix(c.Path(), "/api/") {
		out := map[string]any{"error": fr.text(cx.Lang), "key": fr.key}
		if fr.url != "" {
			out["id"], out["url"] = fr.game, fr.url
		}
		return c.JSON(fr.status, out)
	}
	v, err := a.homeView(c.Request().Context())
	if err != nil {
		return err
	}
	v.ImportError, v.ImportURL = fr.text(cx.Lang), fr.url
	return render(c, fr.status, views.Home(cx, v))
}

// importForm reads the home page's upload (one field, "file") and opens
// the new game.
func (a *App) importForm(c echo.Context) error {
	id, err := a.importUpload(c)
	var fr *fileRefusal
	if errors.As(err, &fr) {
		return a.refuseImport(c, fr)
	}
	if err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, views.GameURL(id))
}

func (a *App) importUpload(c echo.Context) (int64, error) {
	form, err := c.MultipartForm()
	if tooBig(err) {
		return 0, refuseFile(http.StatusRequestEntityTooLarge, "gamefile.too_big", "max", maxGameFile>>20)
	}
	if err != nil {
		return 0, refuseFile(http.StatusBadRequest, "gamefile.no_file")
	}
	for k := range form.Value {
		return 0, refuseFile(http.StatusBadRequest, "gamefile.unknown_field", "field", k)
	}
	for k := range form.File {
		if k != "file" {
			return 0, refuseFile(http.StatusBadRequest, "gamefile.unknown_field", "field", k)
		}
	}
	if len(form.File["file"]) != 1 {
		return 0, refuseFile(http.StatusBadRequest, "gamefile.no_file")
	}
	r, err := form.File["file"][0].Open()
	if err != nil {
		return 0, err
	}
	defer r.Close()
	return a.importGame(c.Request().Context(), r, fromThisMachine(c.Request()))
}

// apiImportGame reads the file as the JSON body and answers the new id.
func (a *App) apiImportGame(c echo.Context) error {
	id, err := a.importGame(c.Request().Context(), c.Request().Body, fromThisMachine(c.Request()))
	var fr *fileRefusal
	if errors.As(err, &fr) {
		return a.refuseImport(c, fr)
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, map[string]any{"id": id, "url": views.GameURL(id)})
}
