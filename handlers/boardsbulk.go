package handlers

// The board editor's bulk steps (a pasted territory list with region
// headings, a pasted link list, a region's draft links confirmed at once)
// and the merge of a stale save: the group's edits are applied on top of
// the version another tablet saved meanwhile, once the group confirms.

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/boardedit"
	"herald/engine"
	"herald/maps"
	"herald/store"
	"herald/views"
)

// maxPaste bounds a pasted list (names or links) in bytes.
const maxPaste = 32 << 10

// lineErrors is the refusal of a pasted list: every bad line by number,
// naming what was not understood.
func lineErrors(cx views.Ctx, at string, bad []boardedit.LineError) error {
	parts := make([]string, 0, len(bad)+1)
	parts = append(parts, cx.T("boards.lines_refused", "count", strconv.Itoa(len(bad))))
	for _, b := range bad {
		parts = append(parts, cx.T(b.Reason, "line", strconv.Itoa(b.Line), "name", b.Name, "text", b.Text, "max", strconv.Itoa(boardedit.MaxPasteLines)))
	}
	return &editError{status: http.StatusUnprocessableEntity, text: strings.Join(parts, " "), at: at}
}

// territoriesChange adds the pasted names to a region, or to the regions
// their headings name ("Nord:"); a name already on the board moves there,
// "Old = New" renames it. The paste form then offers the next region.
func territoriesChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	text, region := form.Get("names"), form.Get("region")
	if len(text) > maxPaste {
		return nil, "", badInput("names")
	}
	if len(boardedit.PastedNames(text)) == 0 {
		return nil, "", refused(cx, "paste", "boards.paste_empty")
	}
	if region != "" && !slices.ContainsFunc(e.spec.Regions, func(r engine.Region) bool { return r.ID == region }) {
		return nil, "", refused(cx, "paste", "boards.unknown_region")
	}
	ps, bad := boardedit.ParseTerritories(e.spec, region, text)
	if bad != nil {
		return nil, "", lineErrors(cx, "paste", bad)
	}
	added, moved, same := boardedit.Place(&e.spec, cx.Lang, ps)
	q := url.Values{"at": {"paste"}, "skipped": same}
	if added > 0 || moved == 0 {
		q.Set("added", strconv.Itoa(added))
	}
	if moved > 0 {
		q.Set("moved", strconv.Itoa(moved))
	}
	last := ps[len(ps)-1].Region
	next := last
	if i := slices.IndexFunc(e.spec.Regions, func(r engine.Region) bool { return r.ID == last }); i+1 < len(e.spec.Regions) {
		next = e.spec.Regions[i+1].ID
	}
	q.Set("region", next)
	return q, "paste", nil
}

// linkListChange adds a pasted link list, "A – B" or "A, B" per line.
func linkListChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	text := form.Get("links_text")
	if len(text) > maxPaste {
		return nil, "", badInput("links_text")
	}
	links, bad := boardedit.ParseLinks(e.spec, text)
	if bad != nil {
		return nil, "", lineErrors(cx, "linklist", bad)
	}
	if len(links) == 0 {
		return nil, "", refused(cx, "linklist", "boards.linklist_empty")
	}
	added := boardedit.AddLinks(&e.spec, links)
	return url.Values{"at": {"linklist"}, "links_added": {strconv.Itoa(added)}, "links_given": {strconv.Itoa(len(links))}}, "linklist", nil
}

// confirmLinksChange confirms every draft link of one region.
func confirmLinksChange(cx views.Ctx, e *editable, form url.Values) (url.Values, string, error) {
	region := form.Get("region")
	n, err := boardedit.ConfirmRegionLinks(&e.spec, region)
	if err != nil {
		return nil, "", refused(cx, "territories", "boards.unknown_region")
	}
	return url.Values{"at": {"territories"}, "links_confirmed": {strconv.Itoa(n)}, "in": {region}}, "territories", nil
}

// stale answers a form rendered from version base while a newer one was
// saved: the editor of the newest version with what changed meanwhile,
// the group's own edits, the fields both changed (to pick one), and one
// button that applies the group's edits on top.
func (a *App) stale(c echo.Context, latest editable, action string, base int, form url.Values, pick map[string]string) error {
	cx := ctxOf(c)
	cx.Path, cx.Query = boardURL(latest.row.ID, nil, ""), nil
	baseRow, err := a.games.store.Board(c.Request().Context(), latest.row.ID, base)
	if err != nil {
		return err
	}
	old, err := parseStored(baseRow)
	if err != nil {
		return err
	}
	mine := old
	mine.spec = cloneSpec(old.spec)
	v, err := a.editorView(c, latest)
	if err != nil {
		return err
	}
	v.Error = cx.T("boards.stale", "version", strconv.Itoa(latest.row.Version))
	keepInput(&v, form)
	if _, _, err := boardChanges[action](cx, &mine, form); err != nil {
		var ee *editError
		if errors.As(err, &ee) {
			v.Error += " " + ee.text
		}
		return renderStale(c, v)
	}
	edit := url.Values{}
	for k, vs := range form {
		if k != "version" {
			edit[k] = vs
		}
	}
	v.Merge = &views.BoardMerge{Base: base, Action: action, Edit: edit.Encode(),
		Meanwhile: changeTexts(cx, latest.meta.Edition, old.spec, latest.spec, boardedit.Changes(old.spec, latest.spec, cx.Lang)),
		Ours:      changeTexts(cx, mine.meta.Edition, old.spec, mine.spec, boardedit.Changes(old.spec, mine.spec, cx.Lang)),
	}
	preview := map[string]string{}
	for _, k := range boardedit.Conflicts(old.spec, mine.spec, latest.spec) {
		v.Merge.Conflicts = append(v.Merge.Conflicts, conflictView(cx, latest.spec, mine.spec, k, pick[k.Key]))
		preview[k.Key] = "mine"
		if pick[k.Key] == "theirs" {
			preview[k.Key] = "theirs"
		}
	}
	// The forms below show the group's edits on the newer version, as
	// typed; nothing of it is saved until the group confirms.
	v.Spec = boardedit.Merge(old.spec, mine.spec, latest.spec, preview)
	v.Problems = maps.Check(v.Spec, latest.meta.Edition)
	return renderStale(c, v)
}

// renderStale answers a stale save: the whole editor with the merge
// (htmx shows it from its top), as a page without JavaScript.
func renderStale(c echo.Context, v views.BoardEditor) error {
	if isHTMX(c) {
		show := "board-head"
		if v.Merge != nil {
			show = "merge"
		}
		// The page now shows edits not saved: the next save answers
		// the whole editor (shownQuery).
		q := url.Values{"stale": {"1"}}
		if v.Selected != "" {
			q.Set("t", v.Selected)
		}
		c.Response().Header().Set("HX-Replace-Url", boardURL(v.ID, q, ""))
		return editorWhole(c, http.StatusConflict, v, show)
	}
	return render(c, http.StatusConflict, views.BoardEditorPage(ctxOf(c), v))
}

func cloneSpec(s engine.BoardSpec) engine.BoardSpec {
	s.Regions = slices.Clone(s.Regions)
	s.Territories = slices.Clone(s.Territories)
	s.Links = slices.Clone(s.Links)
	s.Cards = slices.Clone(s.Cards)
	s.Names = cloneNames(s.Names)
	for i := range s.Regions {
		s.Regions[i].Names = cloneNames(s.Regions[i].Names)
	}
	for i := range s.Territories {
		s.Territories[i].Names = cloneNames(s.Territories[i].Names)
	}
	return s
}

func cloneNames(n engine.Names) engine.Names {
	out := engine.Names{}
	for k, v := range n {
		out[k] = v
	}
	return out
}

// mergeBoard applies the group's edits, made on version base, on top of
// the newest version, with the group's pick for every field both changed.
// Saved by another tablet again meanwhile, it offers the merge again.
func (a *App) mergeBoard(c echo.Context) error {
	form, err := readForm(c, fields("version", "base", "action", "edit", "pick_"))
	if err != nil {
		return err
	}
	latest, found, err := a.latestBoard(c, c.Param("id"))
	if err != nil || !found {
		return err
	}
	action := form.Get("action")
	change, ok := boardChanges[action]
	seen, err1 := strconv.Atoi(form.Get("version"))
	base, err2 := strconv.Atoi(form.Get("base"))
	if !ok || err1 != nil || err2 != nil || base < 1 || base >= seen || seen > latest.row.Version || len(form.Get("edit")) > 2*maxPaste {
		return badInput("merge")
	}
	edit, err := url.ParseQuery(form.Get("edit"))
	if err != nil || edit.Has("version") {
		return badInput("edit")
	}
	// The edit carried is read as strictly as the form it came from.
	if err := boardForms[action].checkValues(edit); err != nil {
		return err
	}
	pick := map[string]string{}
	for k, vs := range form {
		if key, ok := strings.CutPrefix(k, "pick_"); ok {
			if vs[0] != "mine" && vs[0] != "theirs" {
				return badInput(k)
			}
			pick[key] = vs[0]
		}
	}
	edit.Set("version", strconv.Itoa(base))
	if seen != latest.row.Version {
		return a.stale(c, latest, action, base, edit, pick)
	}
	return a.saveMerge(c, latest, change, base, edit, pick)
}

// saveMerge computes the group's edits on base, merges them into latest
// and saves the result as the next version.
func (a *App) saveMerge(c echo.Context, latest editable, change changeFunc, base int, edit url.Values, pick map[string]string) error {
	cx := ctxOf(c)
	baseRow, err := a.games.store.Board(c.Request().Context(), latest.row.ID, base)
	if err != nil {
		return badInput("base")
	}
	old, err := parseStored(baseRow)
	if err != nil {
		return err
	}
	mine := old
	mine.spec = cloneSpec(old.spec)
	q, anchor, err := change(cx, &mine, edit)
	var ee *editError
	if errors.As(err, &ee) {
		return a.refuseEdit(c, latest, ee, edit)
	}
	if err != nil {
		return err
	}
	for _, k := range boardedit.Conflicts(old.spec, mine.spec, latest.spec) {
		if pick[k.Key] == "" {
			return badInput("pick_" + k.Key)
		}
	}
	merged := latest
	merged.spec = boardedit.Merge(old.spec, mine.spec, latest.spec, pick)
	version, err := a.save(c, merged.spec, merged.meta, latest.row.Version)
	if errors.Is(err, store.ErrStale) {
		return a.stale(c, latest, edit.Get("action"), base, edit, pick)
	}
	if err != nil {
		return err
	}
	if q == nil {
		q = url.Values{}
	}
	q.Set("saved", strconv.Itoa(version))
	q.Set("merged", strconv.Itoa(base))
	if isHTMX(c) {
		// The merge panel goes: the whole editor, at the merged section.
		merged.row.Version = version
		v, err := a.editorAt(c, merged, q)
		if err != nil {
			return err
		}
		c.Response().Header().Set("HX-Replace-Url", boardURL(latest.row.ID, q, ""))
		return editorWhole(c, http.StatusOK, v, v.MessageSection())
	}
	return c.Redirect(http.StatusSeeOther, boardURL(latest.row.ID, q, anchor))
}

// changeTexts says each change in words, the edition's where it has its
// own (a board's points chart), naming territories and regions as the
// board after the change calls them.
func changeTexts(cx views.Ctx, edition string, before, after engine.BoardSpec, cs []boardedit.Change) []string {
	out := make([]string, 0, len(cs))
	for _, ch := range cs {
		kv := []string{"old", ch.Old}
		name := func(id string) string {
			for _, s := range []engine.BoardSpec{after, before} {
				if n := specName(cx, s, id); n != "" {
					return n
				}
			}
			return id
		}
		switch len(ch.IDs) {
		case 2:
			kv = append(kv, "a", name(ch.IDs[0]), "b", name(ch.IDs[1]))
		case 1:
			kv = append(kv, "name", name(ch.IDs[0]))
		}
		out = append(out, cx.TOf(edition, ch.Key, kv...))
	}
	return out
}

func specName(cx views.Ctx, s engine.BoardSpec, id string) string {
	for _, t := range s.Territories {
		if t.ID == id {
			return t.Names.In(cx.Lang)
		}
	}
	for _, r := range s.Regions {
		if r.ID == id {
			return r.Names.In(cx.Lang)
		}
	}
	return ""
}

// conflictView is one field both sides changed, in words: which field of
// what, our value and theirs.
func conflictView(cx views.Ctx, theirs, mine engine.BoardSpec, k boardedit.Conflict, picked string) views.MergeConflict {
	of := k.Of
	if a, b, ok := strings.Cut(of, "|"); ok {
		of = specName(cx, theirs, a) + " – " + specName(cx, theirs, b)
	} else if n := specName(cx, theirs, of); n != "" {
		of = n
	}
	field, _, _ := strings.Cut(k.Field, ":")
	what := cx.T("boards.merge.field."+field, "of", of)
	value := func(s engine.BoardSpec, v string) string {
		switch {
		case v == "true":
			return cx.T("boards.merge.yes")
		case v == "false":
			return cx.T("boards.merge.no")
		case v == "":
			return cx.T("boards.none_option")
		case field == "region" || field == "also_region":
			if n := specName(cx, s, v); n != "" {
				return n
			}
		case k.Kind == "link":
			kind, _, _ := strings.Cut(v, "/")
			return cx.T("boards.kind." + kind)
		}
		return v
	}
	ours, their := value(mine, k.Mine), value(theirs, k.Theirs)
	if field == "name" {
		// Both renamed it: say the names in the reader's language.
		if a, b := specName(cx, mine, k.Of), specName(cx, theirs, k.Of); a != "" && b != "" && a != b {
			ours, their = a, b
		}
	}
	return views.MergeConflict{Key: k.Key, What: what, Ours: ours, Theirs: their, PickTheirs: picked == "theirs"}
}
