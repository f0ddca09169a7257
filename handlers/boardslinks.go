package handlers

// Links tapped on the board editor's picture (issue 30): a tap on one
// territory's spot and then on another's links the two, a tap on a line
// (or on the same two again) takes the link off; a long press on a line
// gives it another kind, on a spot sets the territory's port. Each tap is one save of
// the "link" form (boardChanges), sent by static/link-picture.js, which
// asks for a JSON answer (editJSON): the picture stays as it is and the
// script keeps the version each save builds on.

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"herald/boardedit"
	"herald/engine"
	"herald/store"
	"herald/views"
)

// linkPictureAt is the editor section a link's refusal is shown in.
const linkPictureAt = "link-picture"

// maxShownID bounds an unknown territory's id quoted in a refusal.
const maxShownID = 40

// maxPortGroup bounds a port's colour in runes.
const maxPortGroup = 40

// linkChange sets one link: a–b with the kind given (border when none),
// or with remove the link a–b taken off; with t instead, territory t's
// port (portChange).
func linkChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	if form.Has("t") {
		return portChange(cx, e, form)
	}
	a, b := form.Get("a"), form.Get("b")
	names := [2]string{}
	for i, id := range []string{a, b} {
		t, ok := territoryOf(e.spec, id)
		if !ok {
			return nil, "", refused(cx, linkPictureAt, "boards.linkpic.unknown", "territory", shortID(id))
		}
		names[i] = t.Names.In(cx.Lang)
	}
	q := url.Values{"at": {linkPictureAt}}
	if form.Get("remove") != "" {
		if err := boardedit.RemoveLink(&e.spec, a, b); err != nil {
			return nil, "", refused(cx, linkPictureAt, "boards.linkpic.not_linked", "a", names[0], "b", names[1])
		}
		return q, linkPictureAt, nil
	}
	kind := engine.LinkKind(form.Get("kind"))
	if kind == "" {
		kind = engine.LinkLand
	}
	if !e.kindAllowed(boardedit.Neighbours(e.spec, a)[b].Kind, kind) {
		return nil, "", refused(cx, linkPictureAt, "boards.linkpic.bad_kind", "kind", shortID(string(kind)), "a", names[0], "b", names[1])
	}
	if err := boardedit.SetLink(&e.spec, a, b, kind); err != nil {
		return nil, "", refused(cx, linkPictureAt, "boards.linkpic.same", "territory", names[0])
	}
	return q, linkPictureAt, nil
}

// portChange makes territory t a port of colour port_group (port=1) or
// no port (port empty or not given), as a long press on its spot does;
// the form names the territory alone, not a link. A port is set only
// where the edition's boards have ports, and always needs a colour.
func portChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	for _, f := range []string{"a", "b", "kind", "remove"} {
		if form.Has(f) {
			return nil, "", badInputRule(f, engine.Broke("boards.linkpic.port_or_link", "field", f))
		}
	}
	t, ok := territoryOf(e.spec, form.Get("t"))
	if !ok {
		return nil, "", refused(cx, linkPictureAt, "boards.linkpic.unknown", "territory", shortID(form.Get("t")))
	}
	name := t.Names.In(cx.Lang)
	group := strings.TrimSpace(form.Get("port_group"))
	if form.Get("port") == "" {
		group = ""
	} else if !views.PortsOffered(e.meta.Edition, e.spec) {
		return nil, "", refused(cx, linkPictureAt, "boards.linkpic.no_ports", "territory", name)
	} else if group == "" || utf8.RuneCountInString(group) > maxPortGroup {
		return nil, "", refused(cx, linkPictureAt, "boards.linkpic.port_colour", "territory", name, "max", strconv.Itoa(maxPortGroup))
	}
	if err := boardedit.SetPort(&e.spec, t.ID, group); err != nil {
		return nil, "", err
	}
	return url.Values{"at": {linkPictureAt}}, linkPictureAt, nil
}

func territoryOf(spec engine.BoardSpec, id string) (engine.Territory, bool) {
	i := slices.IndexFunc(spec.Territories, func(t engine.Territory) bool { return t.ID == id })
	if i < 0 {
		return engine.Territory{}, false
	}
	return spec.Territories[i], true
}

// shortID is an id as a refusal quotes it: at most maxShownID runes.
func shortID(id string) string {
	if r := []rune(id); len(r) > maxShownID {
		return string(r[:maxShownID]) + "…"
	}
	return id
}

// editJSON runs one form of the editor for a script (Accept:
// application/json), as edit does for a page, and answers in JSON: the
// new version, or the refusal's sentence (400 a form it cannot read, 422
// a change refused, 409 a form from an older version: another tablet
// saved meanwhile, and the script says so rather than merging).
func (a *App) editJSON(c echo.Context, action string) error {
	cx := ctxOf(c)
	e, found, err := a.latestBoard(c, c.Param("id"))
	if err != nil || !found {
		return err
	}
	form, err := readForm(c, boardForms[action].with(fields("version")))
	if err != nil {
		return c.JSON(http.StatusBadRequest, map[string]any{"error": message(cx.Lang, nil, err)})
	}
	seen, err := strconv.Atoi(form.Get("version"))
	if err != nil || seen < 1 || seen > e.row.Version {
		return c.JSON(http.StatusBadRequest, map[string]any{"error": message(cx.Lang, nil, badInput("version"))})
	}
	stale := map[string]any{"error": cx.T("boards.linkpic.stale", "version", strconv.Itoa(e.row.Version)), "version": e.row.Version}
	if seen != e.row.Version {
		return c.JSON(http.StatusConflict, stale)
	}
	_, _, err = boardChanges[action](cx, &e, form)
	var ee *editError
	var ie *inputError
	switch {
	case errors.As(err, &ee):
		return c.JSON(ee.status, map[string]any{"error": ee.text})
	case errors.As(err, &ie):
		return c.JSON(http.StatusBadRequest, map[string]any{"error": message(cx.Lang, nil, err)})
	}
	if err != nil {
		return err
	}
	version, err := a.save(c, e.spec, e.meta, seen)
	if errors.Is(err, store.ErrStale) {
		return c.JSON(http.StatusConflict, stale)
	}
	if err != nil {
		return err
	}
	ans := answerJSON(cx, e.spec, version)
	e.row.Version = version
	if parts, ok, err := a.pictureSaveParts(c, e); err != nil {
		return err
	} else if ok {
		ans["parts"] = parts
	}
	return c.JSON(http.StatusOK, ans)
}

// answerJSON is a script's save's answer: the new version and, on a
// board an edition's assistant knows, its proposals now (the picture
// draws them; none while no layout fits).
func answerJSON(cx views.Ctx, spec engine.BoardSpec, version int) map[string]any {
	ans := map[string]any{"version": version}
	if adv := views.AdviseLinks(spec, cx.Lang); adv != nil {
		proposed := [][2]string{}
		if adv.Fits {
			proposed = append(proposed, adv.Proposed...)
		}
		ans["proposed"] = proposed
		ans["choices"] = views.ChoicesOf(adv)
	}
	return ans
}
