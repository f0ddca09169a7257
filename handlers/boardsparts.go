package handlers

import (
	"errors"
	"html"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/store"
	"herald/views"
)

// Issue 15, item 10: a save in the board editor answers htmx with the
// sections that changed (the form's own section, swapped in place, and
// the others out of band by id), not a redirect to the whole 34 KB page:
// the group keeps its place. Without JavaScript the forms post and
// redirect as before.
//
// What the page shows is the editor at its address (HX-Current-URL):
// every answer sets the address to the one a plain save redirects to
// (HX-Replace-Url), so the next answer knows the page it patches.

// shownQuery is the query of the editor address the htmx request came
// from; ok is false when it came from another page or the page shows a
// merge not saved yet (stale=, set by renderStale).
func shownQuery(c echo.Context, id string) (url.Values, bool) {
	u, err := url.Parse(c.Request().Header.Get("HX-Current-URL"))
	if err != nil || u.Path != "/boards/"+id || u.Query().Has("stale") {
		return nil, false
	}
	return u.Query(), true
}

// editorAt is the editor of version e as address query q shows it: the
// territory open, the last save's notice, the paste form's region, and
// a refusal's place (refused=, set by refuseParts) marked.
func (a *App) editorAt(c echo.Context, e editable, q url.Values) (views.BoardEditor, error) {
	v, err := a.editorView(c, e)
	if err != nil {
		return v, err
	}
	v.Selected = q.Get("t")
	v.PasteRegion = q.Get("region")
	v.Notice, v.NoticeAt = editorNotice(ctxOf(c), e.spec, q)
	if q.Has("refused") {
		// The page shows a refusal there: that section differs.
		v.Error, v.ErrorAt = "·", q.Get("refused")
	}
	return v, nil
}

// savedParts answers an htmx save: the editor of after at the address a
// plain save redirects to (q), patched onto the page the table sees
// (before at the address it came from).
func (a *App) savedParts(c echo.Context, before, after editable, q url.Values) error {
	shown, ok := shownQuery(c, after.row.ID)
	if t := shown.Get("t"); t != "" && !q.Has("t") {
		// The territory open stays open (a plain save closes it).
		q.Set("t", t)
	}
	c.Response().Header().Set("HX-Replace-Url", boardURL(after.row.ID, q, ""))
	now, err := a.editorAt(c, after, q)
	if err != nil {
		return err
	}
	if !ok {
		return editorWhole(c, http.StatusOK, now, "")
	}
	was, err := a.editorAt(c, before, shown)
	if err != nil {
		return err
	}
	return editorParts(c, http.StatusOK, was, now)
}

// refuseParts answers a refused htmx save: the form's section with the
// refusal and the input kept, and what else differs from the page shown
// (a notice of the last save is gone, as on a plain refusal).
func (a *App) refuseParts(c echo.Context, status int, e editable, now views.BoardEditor) error {
	shown, ok := shownQuery(c, e.row.ID)
	if !ok {
		return editorWhole(c, status, now, "")
	}
	if now.Selected == "" {
		now.Selected = shown.Get("t")
	}
	was, err := a.editorAt(c, e, shown)
	if err != nil {
		return err
	}
	// The last save's notice stays where it is, unless the refusal takes
	// its place.
	q := url.Values{}
	for k, vs := range shown {
		q[k] = vs
	}
	q.Set("refused", now.ErrorAt)
	q.Set("t", now.Selected)
	if now.NoticeAt = was.NoticeAt; views.SectionOf(was.NoticeAt) != now.MessageSection() {
		now.Notice = was.Notice
	}
	c.Response().Header().Set("HX-Replace-Url", boardURL(e.row.ID, q, ""))
	return editorParts(c, status, was, now)
}

// editorParts writes the sections of now that differ from was, the
// message's section as the primary swap; anything it cannot patch safely
// (a section came or went, an id a selector cannot name) gets the whole
// editor.
func editorParts(c echo.Context, status int, was, now views.BoardEditor) error {
	ctx, cx := c.Request().Context(), ctxOf(c)
	wp, err := views.BoardEditorParts(ctx, cx, was)
	if err != nil {
		return err
	}
	np, err := views.BoardEditorParts(ctx, cx, now)
	if err != nil {
		return err
	}
	primary := now.MessageSection()
	body, ok := editorPartsBody(wp, np, primary, now.Version)
	if !ok {
		return editorWhole(c, status, now, "")
	}
	if was.Name != now.Name {
		// A rename: the page's title and heading (views.Layout).
		t := html.EscapeString(now.Name)
		body += `<title>` + html.EscapeString(views.BoardTitle(now.Name)) + `</title><h1 class="title" hx-swap-oob="outerHTML:h1.title">` + t + `</h1>`
	}
	h := c.Response().Header()
	h.Add("Vary", "HX-Request")
	h.Set("HX-Retarget", "#"+primary)
	h.Set("HX-Reswap", "outerHTML")
	return c.HTML(status, body)
}

// editorPartsBody is the answer: the primary section, the other sections
// that changed out of band, and every form's version field set to
// version (a section not sent keeps its forms, which must save on top of
// the new version).
func editorPartsBody(was, now []views.Part, primary string, version int) (string, bool) {
	if len(was) != len(now) {
		return "", false
	}
	var b, rest strings.Builder
	for i, p := range now {
		if was[i].ID != p.ID || !views.SelectorSafe(p.ID) {
			return "", false
		}
		switch {
		case p.ID == primary:
			b.WriteString(p.HTML)
		case views.WithoutVersion(was[i].HTML) != views.WithoutVersion(p.HTML):
			rest.WriteString(changedItems(was[i].HTML, p.HTML))
		}
	}
	if b.Len() == 0 {
		return "", false
	}
	b.WriteString(rest.String())
	b.WriteString(`<input type="hidden" name="version" value="` + strconv.Itoa(version) + `" hx-swap-oob="outerHTML:input[name=version]">`)
	return b.String(), true
}

// shownVersionHeader names the version of the board whose editor sections
// (all but the link picture) a page shows: static/link-picture.js sends it
// with each save it makes on the picture.
const shownVersionHeader = "Herald-Shown-Version"

// pictureSaveParts is what a save made on the link picture changed on
// the rest of the page the table sees (HX-Current-URL), whose sections
// show the version named by shownVersionHeader: the sections and
// territory items that differ (a territory's count of links, the
// checks, the version, the open territory's form, the helper's count),
// out of band as an htmx save answers them. The picture's own section is
// left out: the script drew the change already. Not ok when the page is
// not the editor, says no version, or its sections changed shape: it
// keeps what it shows until it is loaded again.
func (a *App) pictureSaveParts(c echo.Context, after editable) (parts string, ok bool, err error) {
	shown, editor := shownQuery(c, after.row.ID)
	seen, bad := strconv.Atoi(c.Request().Header.Get(shownVersionHeader))
	if !editor || bad != nil || seen < 1 || seen >= after.row.Version {
		return "", false, nil
	}
	row, err := a.games.store.Board(c.Request().Context(), after.row.ID, seen)
	if errors.Is(err, store.ErrBoardNotFound) {
		return "", false, nil
	}
	if err != nil {
		return "", false, err
	}
	before, err := parseStored(row)
	if err != nil {
		return "", false, err
	}
	was, err := a.editorAt(c, before, shown)
	if err != nil {
		return "", false, err
	}
	now, err := a.editorAt(c, after, shown)
	if err != nil {
		return "", false, err
	}
	ctx, cx := c.Request().Context(), ctxOf(c)
	wp, err := views.BoardEditorParts(ctx, cx, was)
	if err != nil {
		return "", false, err
	}
	np, err := views.BoardEditorParts(ctx, cx, now)
	if err != nil || len(wp) != len(np) {
		return "", false, err
	}
	var b strings.Builder
	for i, p := range np {
		switch {
		case wp[i].ID != p.ID || !views.SelectorSafe(p.ID):
			return "", false, nil
		case p.ID == views.LinkPictureID:
		case p.ID == views.EditPanelID && wp[i].HTML != p.HTML:
			// Its form saves on the version it carries, which the
			// script does not set (it may show links not stored).
			b.WriteString(oob(p.HTML))
		case views.WithoutVersion(wp[i].HTML) != views.WithoutVersion(p.HTML):
			b.WriteString(changedItems(wp[i].HTML, p.HTML))
		}
	}
	return b.String(), true, nil
}

// editorWhole answers htmx with the whole editor (not the page around
// it), shown from section show ("" keeps the scroll position).
func editorWhole(c echo.Context, status int, v views.BoardEditor, show string) error {
	h := c.Response().Header()
	h.Add("Vary", "HX-Request")
	h.Set("HX-Retarget", "#board-editor")
	swap := "outerHTML"
	if show != "" {
		swap += " show:#" + show + ":top"
	}
	h.Set("HX-Reswap", swap)
	return render(c, status, views.BoardEditorBody(ctxOf(c), v))
}

// changedItems is a changed section out of band: only its territory
// items that changed when nothing else in it did, else all of it.
func changedItems(was, now string) string {
	wasRest, wasItems := views.SplitItems(views.WithoutVersion(was))
	nowRest, nowItems := views.SplitItems(now)
	if len(nowItems) == 0 || wasRest != views.WithoutVersion(nowRest) || len(wasItems) != len(nowItems) {
		return oob(now)
	}
	var b strings.Builder
	for i, it := range nowItems {
		if wasItems[i].ID != it.ID || !views.SelectorSafe(it.ID) {
			return oob(now)
		}
		if wasItems[i].HTML != it.HTML {
			b.WriteString(oob(it.HTML))
		}
	}
	return b.String()
}

// oob marks a part's root element for htmx's out-of-band swap: it
// replaces the element of the same id.
func oob(html string) string {
	return withRootAttr(html, "hx-swap-oob", "true")
}
