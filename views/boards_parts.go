package views

import (
	"context"
	"regexp"
	"strings"

	"github.com/a-h/templ"
)

// The board editor cut into its sections (issue 15, item 10): an htmx
// save answers with the sections that changed, not the whole 34 KB page,
// so the group keeps its place on the page.

// The ids of the editor's sections that a save on the link picture
// treats apart (handlers.pictureSaveParts).
const (
	LinkPictureID = "link-picture"
	EditPanelID   = "edit"
)

// BoardEditorParts renders the editor's sections in page order, each a
// Part named by its root element's id (an edition's section without an
// id gets ID ""; the answer then swaps the whole editor).
func BoardEditorParts(ctx context.Context, c Ctx, v BoardEditor) ([]Part, error) {
	v = v.placed()
	comps := []templ.Component{editorHead(c, v)}
	if v.Merge != nil {
		comps = append(comps, mergePanel(c, v))
	}
	comps = append(comps, editorChecks(c, v), linkPicturePanel(c, v), regionsForm(c, v), editionSections(c, v),
		pasteForm(c, v), linkListForm(c, v), territoryList(c, v), marksLegend(c, v), linkAssist(c, v), editPanel(c, v))
	var out []Part
	for _, comp := range comps {
		var b strings.Builder
		if err := comp.Render(ctx, &b); err != nil {
			return nil, err
		}
		html := strings.TrimSpace(b.String())
		if html == "" {
			continue // a section the board does not have (no link list yet)
		}
		out = append(out, Part{ID: rootID(html), HTML: html})
	}
	return out, nil
}

var rootIDRe = regexp.MustCompile(`^<[a-z]+[^>]*?\sid="([^"]+)"`)

// rootID is the id of the first element of html, "" without one.
func rootID(html string) string {
	end := strings.IndexByte(html, '>')
	if end < 0 {
		return ""
	}
	m := rootIDRe.FindStringSubmatch(html[:end+1])
	if m == nil {
		return ""
	}
	return m[1]
}

var versionFieldRe = regexp.MustCompile(`<input type="hidden" name="version" value="[0-9]+">`)

// WithoutVersion is a section with its forms' version fields blanked: two
// renderings that differ only there show the same thing (the answer
// updates every version field at once).
func WithoutVersion(html string) string {
	return versionFieldRe.ReplaceAllLiteralString(html, `<input type="hidden" name="version">`)
}

// BoardTitle is the page's title as the layout shows it, for a rename.
func BoardTitle(name string) string { return name + " · Herald" }

// SectionOf is the id of the editor's section that shows a message meant
// for at (BoardEditor.NoticeAt, ErrorAt).
func SectionOf(at string) string {
	switch at {
	case "":
		return "board-head"
	case "territory":
		return "edit"
	}
	return at
}

// MessageSection is the section the editor's refusal, else its notice,
// is shown in (a territory's message goes to the top when no territory
// form is open).
func (v BoardEditor) MessageSection() string {
	v = v.placed()
	if v.Error != "" {
		return SectionOf(v.ErrorAt)
	}
	return SectionOf(v.NoticeAt)
}

var pickItemRe = regexp.MustCompile(`(?s)<li id="(pick-item-[^"]*)">.*?</li>`)

// SplitItems cuts the territory list's items (<li id="pick-item-…">) out
// of a section: the section with each item reduced to its id, and the
// items. A save that changes a few territories' counts or the selection
// then re-sends those items, not the list.
func SplitItems(html string) (string, []Part) {
	var items []Part
	rest := pickItemRe.ReplaceAllStringFunc(html, func(li string) string {
		id := pickItemRe.FindStringSubmatch(li)[1]
		items = append(items, Part{ID: id, HTML: li})
		return `<li id="` + id + `">`
	})
	return rest, items
}
