package handlers

// The board editor: a table enters a board Herald does not ship (or
// corrects a copy of one), on the tablet, and keeps it. Each form saves
// the board as a new version in the store (never overwriting one), in the
// board file format of package maps; export hands out exactly that file
// and import reads one back.

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"herald/boardedit"
	"herald/engine"
	"herald/i18n"
	"herald/maps"
	"herald/store"
	"herald/views"
)

// maxBoardFile bounds an imported board file; the largest shipped board is about 24 KB.
const maxBoardFile = 1 << 20

func (a *App) boardRoutes(e *echo.Echo) {
	e.GET("/boards", a.boardsPage)
	e.GET("/boards/new", a.newBoardForm)
	e.POST("/boards/new", a.createBoard)
	e.POST("/boards/copy", a.copyBoard)
	e.POST("/boards/import", a.importBoard, a.boardLimit)
	e.GET("/boards/:id", a.boardEditor)
	e.GET("/boards/:id/export", a.exportBoard)
	for action := range boardChanges {
		e.POST("/boards/:id/"+action, a.editAction(action))
	}
	e.POST("/boards/:id/merge", a.mergeBoard)
	e.POST("/boards/:id/photo", a.uploadPhoto, a.photoLimit) // photo.go
	e.POST("/boards/:id/spots", a.saveSpots)
	e.GET("/boards/photos/:sha", a.servePhoto)
}

// editable is a stored board version, read back into its description.
type editable struct {
	row  store.Board
	spec engine.BoardSpec
	meta maps.Meta
}

func parseStored(row store.Board) (editable, error) {
	spec, meta, err := maps.ParseMeta(row.Data)
	if err != nil {
		// Only files that parsed are stored, so this is a bug, not input.
		return editable{}, fmt.Errorf("stored board %s v%d: %w", row.ID, row.Version, err)
	}
	meta.Edition = views.CanonicalEdition(meta.Edition)
	return editable{row: row, spec: spec, meta: meta}, nil
}

// latestBoard reads a board's latest version. For an unknown board it
// answers the not-found page itself and says so with found = false.
func (a *App) latestBoard(c echo.Context, id string) (e editable, found bool, err error) {
	row, err := a.games.store.LatestBoard(c.Request().Context(), id)
	if errors.Is(err, store.ErrBoardNotFound) {
		return editable{}, false, boardNotFound(c)
	}
	if err != nil {
		return editable{}, false, err
	}
	e, err = parseStored(row)
	return e, true, err
}

// boardNotFound answers a board or version that does not exist.
func boardNotFound(c echo.Context) error {
	cx := ctxOf(c)
	return render(c, http.StatusNotFound, views.ErrorPage(cx, cx.T("boards.not_found")))
}

// save stores spec as the board's next version on top of version after
// (0: a new board), or after < 0 for no check (import).
func (a *App) save(c echo.Context, spec engine.BoardSpec, meta maps.Meta, after int) (int, error) {
	b, err := boardRow(spec, meta)
	if err != nil {
		return 0, err
	}
	if after < 0 {
		return a.games.store.SaveBoard(c.Request().Context(), b)
	}
	return a.games.store.SaveBoardAfter(c.Request().Context(), b, after)
}

// boardRow is spec as the store keeps it.
func boardRow(spec engine.BoardSpec, meta maps.Meta) (store.Board, error) {
	data, err := maps.EncodeMeta(spec, meta)
	return store.Board{ID: spec.ID, Name: boardName(spec), Edition: meta.Edition, Data: data}, err
}

// boardName is the name a board goes by in the store's list.
func boardName(spec engine.BoardSpec) string {
	for _, l := range []string{"en", "de"} {
		if n := strings.TrimSpace(spec.Names[l]); n != "" {
			return n
		}
	}
	return spec.ID
}

// idTaken reports whether a new board may not use id: a shipped board or
// a board of the table has it.
func (a *App) idTaken(c echo.Context) func(string) bool {
	return func(id string) bool {
		if id == "" || id == "photos" || slices.Contains(maps.IDs(), id) {
			return true // "photos": /boards/photos/ serves the photos
		}
		_, err := a.games.store.LatestBoard(c.Request().Context(), id)
		return !errors.Is(err, store.ErrBoardNotFound)
	}
}

// createNew stores a new board under a free id made from base, trying the
// next id when another tablet takes it at the same moment.
func (a *App) createNew(c echo.Context, base string, spec engine.BoardSpec, meta maps.Meta) (string, error) {
	for try := 0; ; try++ {
		spec.ID = boardedit.FreeID(base, "board", a.idTaken(c))
		_, err := a.save(c, spec, meta, 0)
		if err == nil || !errors.Is(err, store.ErrStale) || try == 5 {
			return spec.ID, err
		}
	}
}

// ---------- The list, new, copy, import, export ----------

func (a *App) boardsPage(c echo.Context) error {
	return a.renderBoards(c, http.StatusOK, views.BoardList{})
}

func (a *App) renderBoards(c echo.Context, status int, v views.BoardList) error {
	rows, err := a.games.store.Boards(c.Request().Context())
	if err != nil {
		return err
	}
	for _, row := range rows {
		e, err := parseStored(row)
		if err != nil {
			return err
		}
		s := summary(e.spec, e.meta.Edition, ctxOf(c).Lang)
		s.Version = row.Version
		v.Table = append(v.Table, s)
	}
	for _, id := range maps.IDs() {
		spec, meta, err := maps.Spec(id)
		if err != nil {
			return err
		}
		v.Shipped = append(v.Shipped, summary(spec, meta.Edition, ctxOf(c).Lang))
	}
	cx := ctxOf(c)
	cx.Path, cx.Query = "/boards", nil
	return render(c, status, views.BoardsPage(cx, v))
}

func summary(spec engine.BoardSpec, edition, lang string) views.BoardSummary {
	s := views.BoardSummary{ID: spec.ID, Name: spec.Names.In(lang), Edition: edition, Territories: len(spec.Territories)}
	if s.Name == "" {
		s.Name = spec.ID
	}
	for _, p := range maps.Check(spec, edition) {
		if p.Severity == maps.SeverityError {
			s.Errors++
		} else {
			s.Warnings++
		}
	}
	return s
}

func (a *App) newBoardForm(c echo.Context) error {
	return render(c, http.StatusOK, views.NewBoardPage(ctxOf(c), views.NewBoardForm{}))
}

func (a *App) createBoard(c echo.Context) error {
	cx := ctxOf(c)
	cx.Path = "/boards/new"
	_, err := readForm(c, fields("name", "edition"))
	f := views.NewBoardForm{Name: strings.TrimSpace(c.FormValue("name")), Edition: views.CanonicalEdition(c.FormValue("edition"))}
	switch {
	case err != nil:
		f.Error = message(cx.Lang, nil, err)
	case f.Name == "":
		f.Error = cx.T("boards.name_missing")
	case !slices.Contains(views.BoardEditions(), f.Edition):
		f.Error = cx.T("boards.edition_unknown")
	}
	if f.Error != "" {
		return render(c, http.StatusUnprocessableEntity, views.NewBoardPage(cx, f))
	}
	spec := engine.BoardSpec{Names: engine.Names{"de": f.Name, "en": f.Name}}
	id, err := a.createNew(c, boardedit.Slug(f.Name), spec, maps.Meta{Edition: f.Edition})
	if err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, boardURL(id, url.Values{"saved": {"1"}}, ""))
}

// copyBoard makes an editable board from a shipped one, to correct or
// complete it; the shipped board itself never changes.
func (a *App) copyBoard(c echo.Context) error {
	// The list's buttons name the board in their address (?from=).
	if _, err := readForm(c, fields("from")); err != nil {
		return err
	}
	from := c.QueryParam("from")
	if from == "" {
		from = c.FormValue("from")
	}
	if !slices.Contains(maps.IDs(), from) {
		return boardNotFound(c)
	}
	spec, meta, err := maps.Spec(from)
	if err != nil {
		return err
	}
	id, err := a.createNew(c, from, spec, meta)
	if err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, boardURL(id, url.Values{"saved": {"1"}, "copied": {from}}, ""))
}

// exportBoard hands out one version (the newest unless ?version=) as the
// board file, byte for byte as stored: the format of maps/, with the
// board's photo added (photofile.go).
func (a *App) exportBoard(c echo.Context) error {
	id := c.Param("id")
	ctx := c.Request().Context()
	var row store.Board
	var err error
	if v := c.QueryParam("version"); v != "" {
		n, convErr := strconv.Atoi(v)
		if convErr != nil {
			return boardNotFound(c)
		}
		row, err = a.games.store.Board(ctx, id, n)
	} else {
		row, err = a.games.store.LatestBoard(ctx, id)
	}
	if errors.Is(err, store.ErrBoardNotFound) {
		return boardNotFound(c)
	}
	if err != nil {
		return err
	}
	data, err := a.withPhoto(ctx, row.Data)
	if err != nil {
		return err
	}
	c.Response().Header().Set(echo.HeaderContentDisposition, fmt.Sprintf(`attachment; filename="%s-v%d.json"`, row.ID, row.Version))
	return c.Blob(http.StatusOK, "application/json; charset=utf-8", data)
}

// importBoard reads a board file (uploaded or pasted): a new board, or the
// next version of the board with that id. The file is stored in the
// canonical form EncodeMeta writes, so exporting it again gives the same
// bytes. A file that does not parse is refused with a sentence; a board
// that parses but has problems is taken, and the editor lists them.
func (a *App) importBoard(c echo.Context) error {
	cx := ctxOf(c)
	if _, err := readForm(c, fields("text", "file")); err != nil {
		var he *echo.HTTPError
		if errors.As(err, &he) {
			return err
		}
		return a.renderBoards(c, http.StatusBadRequest, views.BoardList{Error: message(cx.Lang, nil, err)})
	}
	text := c.FormValue("text")
	data := []byte(text)
	if fh, err := c.FormFile("file"); err == nil && fh.Size > 0 {
		if fh.Size > maxBoardImport {
			return a.renderBoards(c, http.StatusBadRequest, views.BoardList{Error: cx.T("boards.import_too_big", "max", strconv.Itoa(maxBoardImport>>10))})
		}
		f, err := fh.Open()
		if err != nil {
			return err
		}
		defer f.Close()
		if data, err = io.ReadAll(io.LimitReader(f, maxBoardImport)); err != nil {
			return err
		}
	}
	if strings.TrimSpace(string(data)) == "" {
		return a.renderBoards(c, http.StatusBadRequest, views.BoardList{Error: cx.T("boards.import_empty")})
	}
	spec, meta, photo, refusal, err := a.readImport(c, data)
	if refusal != "" {
		return a.renderBoards(c, http.StatusBadRequest, views.BoardList{Error: refusal, ImportText: text})
	}
	if err != nil {
		return err
	}
	q := url.Values{}
	// An id is used in addresses and file names: keep it to what Slug
	// makes, and never take a shipped board's id (that board stays as
	// shipped).
	id := boardedit.Slug(spec.ID)
	if id == "" || id == "photos" || slices.Contains(maps.IDs(), id) {
		id = boardedit.FreeID(id, "board", a.idTaken(c))
	}
	if id != spec.ID {
		q.Set("renamed", spec.ID)
		spec.ID = id
	}
	version, err := a.saveImported(c, spec, meta, photo)
	if err != nil {
		return err
	}
	q.Set("imported", strconv.Itoa(version))
	return c.Redirect(http.StatusSeeOther, boardURL(spec.ID, q, ""))
}

// ---------- The editor ----------

// boardURL is the editor's address with a query and an anchor.
func boardURL(id string, q url.Values, anchor string) string {
	u := "/boards/" + url.PathEscape(id)
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	if anchor != "" {
		u += "#" + anchor
	}
	return u
}

func (a *App) boardEditor(c echo.Context) error {
	e, found, err := a.latestBoard(c, c.Param("id"))
	if err != nil || !found {
		return err
	}
	v, err := a.editorAt(c, e, c.QueryParams())
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.BoardEditorPage(ctxOf(c), v))
}

// editorNotice says what the last save did, from the query the save
// redirected to; "at" names the page section to say it in.
func editorNotice(cx views.Ctx, spec engine.BoardSpec, q url.Values) (string, string) {
	var parts []string
	if v := q.Get("imported"); v != "" {
		parts = append(parts, cx.T("boards.imported", "version", v))
		if r := q.Get("renamed"); r != "" {
			parts = append(parts, cx.T("boards.import_renamed", "id", r, "new", spec.ID))
		}
	}
	if v := q.Get("copied"); v != "" {
		parts = append(parts, cx.T("boards.copied", "board", v))
	}
	if v := q.Get("saved"); v != "" {
		parts = append(parts, cx.T("boards.saved", "version", v))
	}
	if q.Get("photo") != "" {
		parts = append(parts, cx.T("boards.photo.saved"))
	}
	if v := q.Get("added"); v != "" {
		parts = append(parts, cx.T("boards.pasted", "count", v))
	}
	if s := q["skipped"]; len(s) > 0 {
		parts = append(parts, cx.T("boards.pasted_skipped", "names", strings.Join(s, ", ")))
	}
	for _, r := range q["kept"] {
		parts = append(parts, cx.T("boards.region_not_empty", "region", regionName(cx, spec, r)))
	}
	for _, k := range []string{"moved", "links_added"} {
		if v := q.Get(k); v != "" {
			parts = append(parts, cx.T("boards."+k, "count", v, "given", q.Get("links_given")))
		}
	}
	if v := q.Get("links_confirmed"); v != "" {
		parts = append(parts, cx.T("boards.links_confirmed", "count", v, "region", regionName(cx, spec, q.Get("in"))))
	}
	if v := q.Get("merged"); v != "" {
		parts = append(parts, cx.T("boards.merge.merged", "base", v))
	}
	if v := q.Get("removed"); v != "" {
		parts = append(parts, cx.T("boards.removed", "territory", v))
	}
	for _, r := range q["confirmed"] {
		parts = append(parts, cx.T("boards.bonus_confirmed", "region", regionName(cx, spec, r)))
	}
	return strings.Join(parts, " "), q.Get("at")
}

func regionName(cx views.Ctx, spec engine.BoardSpec, id string) string {
	for _, r := range spec.Regions {
		if r.ID == id {
			return r.Names.In(cx.Lang)
		}
	}
	return id
}

// editorView is the editor's model for a stored version.
func (a *App) editorView(c echo.Context, e editable) (views.BoardEditor, error) {
	v := views.BoardEditor{
		ID: e.row.ID, Name: e.spec.Names.In(ctxOf(c).Lang), Edition: e.meta.Edition, Source: e.meta.Source,
		Version: e.row.Version, Spec: e.spec, Problems: maps.Check(e.spec, e.meta.Edition),
	}
	if v.Name == "" {
		v.Name = e.row.ID
	}
	v.Assist = views.AdviseLinks(e.spec, ctxOf(c).Lang)
	versions, err := a.games.store.BoardVersions(c.Request().Context(), e.row.ID)
	if err != nil {
		return v, err
	}
	for _, bv := range versions {
		v.Versions = append(v.Versions, views.BoardVersion{Version: bv.Version, CreatedAt: bv.CreatedAt})
	}
	return v, nil
}

// editError is a refused edit: its sentence goes on the editor, nothing
// is saved.
type editError struct {
	status int
	text   string
	at     string // the page section to show it in
}

func (e *editError) Error() string { return e.text }

// changeFunc alters the board for one form of the editor and returns
// the query and anchor of the address the table continues at.
type changeFunc func(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error)

// boardForms are the fields of the editor's forms besides "version", by
// the last part of their address (boardChanges).
var boardForms = map[string]formSpec{
	"meta": fields("name", "edition"),
	"regions": fields().repeated("region_id", "region_name", "region_colour", "region_bonus",
		"confirm", "remove_region", "new_name", "new_colour", "new_bonus"),
	"links":       fields("links_open"),
	"territories": fields("region", "names"),
	"territory": fields("t", "then", "name", "name_", "region", "also_region", "castle", "port", "port_group",
		"colony", "links_complete", "kind_").repeated("link"),
	"linklist":      fields("links_text"),
	"confirm-links": fields("region"),
	"points":        fields("units_"),
	"derived-links": fields("t", "list").repeated("pair"),
	"link":          fields("a", "b", "kind", "remove", "t", "port", "port_group"),
}

// boardChanges are the editor's forms by the last part of their address.
var boardChanges = map[string]changeFunc{
	"meta": metaChange, "regions": regionsChange, "links": linksOpenChange,
	"territories": territoriesChange, "territory": territoryChange,
	"linklist": linkListChange, "confirm-links": confirmLinksChange, "points": pointsChange,
	"derived-links": derivedLinksChange, "link": linkChange,
}

func (a *App) editAction(action string) echo.HandlerFunc {
	return func(c echo.Context) error {
		if wantsJSON(c) {
			return a.editJSON(c, action) // a script's save (boardslinks.go)
		}
		return a.edit(c, action)
	}
}

// edit runs one form of the editor: it loads the newest version, lets
// the form's change alter it, saves it as the next version and redirects
// to where the table continues. A form rendered from an older version
// (another tablet saved meanwhile) is not lost: the editor shows what
// changed and offers to apply the group's edits on top (see stale).
func (a *App) edit(c echo.Context, action string) error {
	cx := ctxOf(c)
	id := c.Param("id")
	cx.Path, cx.Query = boardURL(id, nil, ""), nil
	e, found, err := a.latestBoard(c, id)
	if err != nil || !found {
		return err
	}
	form, err := readForm(c, boardForms[action].with(fields("version")))
	if err != nil {
		return err
	}
	seen, err := strconv.Atoi(form.Get("version"))
	if err != nil || seen < 1 || seen > e.row.Version {
		return badInput("version")
	}
	if seen != e.row.Version {
		return a.stale(c, e, action, seen, form, nil)
	}
	before := e
	before.spec = cloneSpec(e.spec)
	q, anchor, err := boardChanges[action](cx, &e, form)
	var ee *editError
	if errors.As(err, &ee) {
		return a.refuseEdit(c, e, ee, form)
	}
	if err != nil {
		return err
	}
	version, err := a.save(c, e.spec, e.meta, before.row.Version)
	if errors.Is(err, store.ErrStale) {
		return a.stale(c, e, action, seen, form, nil)
	}
	if err != nil {
		return err
	}
	if q == nil {
		q = url.Values{}
	}
	q.Set("saved", strconv.Itoa(version))
	if isHTMX(c) {
		e.row.Version = version
		return a.savedParts(c, before, e, q)
	}
	return c.Redirect(http.StatusSeeOther, boardURL(id, q, anchor))
}

// refuseEdit renders the editor with a refusal next to the form, its
// input kept; nothing is saved.
func (a *App) refuseEdit(c echo.Context, e editable, ee *editError, form url.Values) error {
	cx := ctxOf(c)
	cx.Path, cx.Query = boardURL(e.row.ID, nil, ""), nil
	v, err := a.editorView(c, e)
	if err != nil {
		return err
	}
	v.Error, v.ErrorAt = ee.text, ee.at
	keepInput(&v, form)
	if isHTMX(c) {
		return a.refuseParts(c, ee.status, e, v)
	}
	return render(c, ee.status, views.BoardEditorPage(cx, v))
}

// keepInput puts a form's typed input back into the editor.
func keepInput(v *views.BoardEditor, form url.Values) {
	v.Selected = form.Get("t")
	if form.Has("names") {
		v.PasteRegion, v.PasteText = form.Get("region"), form.Get("names")
	}
	if form.Has("links_text") {
		v.LinkText = form.Get("links_text")
	}
}

func refused(cx views.Ctx, at, key string, kv ...string) error {
	return &editError{status: http.StatusUnprocessableEntity, text: cx.T(key, kv...), at: at}
}

// metaChange renames the board (in the reader's language) or changes
// its edition.
func metaChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	name, edition := strings.TrimSpace(form.Get("name")), views.CanonicalEdition(form.Get("edition"))
	if name == "" {
		return nil, "", refused(cx, "", "boards.name_missing")
	}
	if !slices.Contains(views.BoardEditions(), edition) {
		return nil, "", refused(cx, "", "boards.edition_unknown")
	}
	e.spec.Names = boardedit.Rename(e.spec.Names, cx.Lang, name)
	e.meta.Edition = edition
	return nil, "", nil
}

// parseBonus reads a bonus field: empty is 0 (not entered yet).
func parseBonus(cx views.Ctx, s string) (int, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 99 {
		return 0, refused(cx, "regions", "boards.bad_bonus", "value", s)
	}
	return n, nil
}

// regionsChange saves the whole regions form: every region's name, colour
// and bonus, the bonuses confirmed as printed, the removals, and the new
// rows that have a name.
func regionsChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	ids, names, colours, bonuses := form["region_id"], form["region_name"], form["region_colour"], form["region_bonus"]
	if len(names) != len(ids) || len(colours) != len(ids) || len(bonuses) != len(ids) {
		return nil, "", badInput("region rows")
	}
	for i, id := range ids {
		bonus, err := parseBonus(cx, bonuses[i])
		if err != nil {
			return nil, "", err
		}
		if err := boardedit.SetRegion(&e.spec, id, cx.Lang, strings.TrimSpace(names[i]), strings.TrimSpace(colours[i]), bonus); err != nil {
			return nil, "", refused(cx, "regions", "boards.unknown_region")
		}
	}
	q := url.Values{"at": {"regions"}}
	for _, id := range form["confirm"] {
		if err := boardedit.ConfirmBonus(&e.spec, id); err != nil {
			return nil, "", refused(cx, "regions", "boards.unknown_region")
		}
		q.Add("confirmed", id)
	}
	for _, id := range form["remove_region"] {
		switch err := boardedit.RemoveRegion(&e.spec, id); {
		case errors.Is(err, boardedit.ErrRegionNotEmpty):
			q.Add("kept", id)
		case err != nil:
			return nil, "", refused(cx, "regions", "boards.unknown_region")
		}
	}
	newNames, newColours, newBonuses := form["new_name"], form["new_colour"], form["new_bonus"]
	for i, name := range newNames {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		bonus, err := parseBonus(cx, at(newBonuses, i))
		if err != nil {
			return nil, "", err
		}
		boardedit.AddRegion(&e.spec, name, strings.TrimSpace(at(newColours, i)), bonus)
	}
	return q, "regions", nil
}

// linksOpenChange says whether every link of the board is entered. While
// not, the game lets the table decide adjacency it cannot rule out.
func linksOpenChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	e.spec.LinksOpen = form.Get("links_open") != ""
	return url.Values{"at": {"territories"}}, "territories", nil
}

func at(list []string, i int) string {
	if i < len(list) {
		return list[i]
	}
	return ""
}

// kindAllowed reports whether a link of e's board whose kind is current
// now ("" for none) may be of kind k: a kind the board's edition has, or
// current (views.LinkKinds).
func (e *editable) kindAllowed(current, k engine.LinkKind) bool {
	return slices.Contains(views.LinkKinds(e.meta.Edition, current), k)
}

// territoryChange saves one territory's features and sets exactly its
// ticked neighbours (both directions: links are undirected), or removes
// it. "Save, next territory" opens the next one in the list.
func territoryChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	t := form.Get("t")
	if form.Get("then") == "remove" {
		name := ""
		if i := slices.IndexFunc(e.spec.Territories, func(x engine.Territory) bool { return x.ID == t }); i >= 0 {
			name = e.spec.Territories[i].Names.In(cx.Lang)
		}
		if err := boardedit.RemoveTerritory(&e.spec, t); err != nil {
			return nil, "", refused(cx, "territory", "boards.unknown_territory")
		}
		return url.Values{"at": {"territories"}, "removed": {name}}, "territories", nil
	}
	region := form.Get("region")
	if !slices.ContainsFunc(e.spec.Regions, func(r engine.Region) bool { return r.ID == region }) {
		return nil, "", refused(cx, "territory", "boards.unknown_region")
	}
	f := boardedit.Features{
		Name: strings.TrimSpace(form.Get("name")), Region: region, AlsoRegion: form.Get("also_region"),
		Castle: form.Get("castle") != "", Port: form.Get("port") != "", PortGroup: form.Get("port_group"),
		Colony: form.Get("colony") != "", LinksComplete: form.Get("links_complete") != "" || form.Get("then") == "complete",
	}
	names, err := territoryNames(cx, form, e.spec, t)
	if err != nil {
		return nil, "", err
	}
	f.Names = names
	if err := boardedit.SetFeatures(&e.spec, t, cx.Lang, f); err != nil {
		return nil, "", refused(cx, "territory", "boards.unknown_territory")
	}
	want, linked := map[string]engine.LinkKind{}, boardedit.Neighbours(e.spec, t)
	for _, n := range form["link"] {
		kind := engine.LinkKind(form.Get("kind_" + n))
		if kind == "" {
			kind = engine.LinkLand
		}
		if !e.kindAllowed(linked[n].Kind, kind) {
			return nil, "", badInput("kind_" + n)
		}
		want[n] = kind
	}
	if err := boardedit.SetLinks(&e.spec, t, want); err != nil {
		return nil, "", refused(cx, "territory", "boards.unknown_territory")
	}
	switch form.Get("then") {
	case "next":
		t = nextTerritory(e.spec, t)
	case "complete":
		if q, ok := assistAfterComplete(cx, e, t); ok {
			return q, "link-assist", nil
		}
	}
	return url.Values{"at": {"territory"}, "t": {t}}, "edit", nil
}

// nameLangs are the languages a territory's name can be typed in, one
// field each (name_de, name_en); maxNameLen bounds a name in runes.
var nameLangs = i18n.Languages

const maxNameLen = engine.MaxNameLen // as a player's or a game's (issue 16)

// territoryNames reads the name fields per language of territory t,
// trimmed; a name longer than maxNameLen is refused naming the territory.
func territoryNames(cx views.Ctx, form url.Values, spec engine.BoardSpec, t string) (engine.Names, error) {
	names := engine.Names{}
	for _, l := range nameLangs {
		n := strings.TrimSpace(form.Get("name_" + l))
		if utf8.RuneCountInString(n) > maxNameLen {
			shown := t
			if i := slices.IndexFunc(spec.Territories, func(x engine.Territory) bool { return x.ID == t }); i >= 0 {
				shown = spec.Territories[i].Names.In(cx.Lang)
			}
			return nil, refused(cx, "territory", "names.too_long", "territory", shown, "max", strconv.Itoa(maxNameLen))
		}
		names[l] = n
	}
	return names, nil
}

// nextTerritory is the territory after t in the editor's list (grouped
// by region), wrapping round.
func nextTerritory(spec engine.BoardSpec, t string) string {
	var order []string
	for _, r := range spec.Regions {
		for _, x := range spec.Territories {
			if x.Region == r.ID {
				order = append(order, x.ID)
			}
		}
	}
	i := slices.Index(order, t)
	if i < 0 || len(order) == 0 {
		return t
	}
	return order[(i+1)%len(order)]
}
