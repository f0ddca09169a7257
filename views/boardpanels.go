package views

import "github.com/a-h/templ"

// BoardPanel is an edition's own section of the board editor (a board's
// skull legend, say), shown under the core sections for boards of that
// edition.
type BoardPanel func(c Ctx, v BoardEditor) templ.Component

// boardPanels are the editions' board-editor sections, by edition id.
var boardPanels = map[string]BoardPanel{}

// RegisterBoardPanel adds an edition's section to the board editor; an
// edition calls it from its init.
func RegisterBoardPanel(edition string, p BoardPanel) { boardPanels[edition] = p }

// BoardURL is the address of a board's page or of one of its forms, for
// an edition's board-editor section.
func BoardURL(id string, parts ...string) string { return boardURL(id, parts...) }

// EditorMessage is the board editor's note for the form at, for an
// edition's section.
func EditorMessage(v BoardEditor, at string) templ.Component { return editorMessage(v, at) }

// VersionField is the board editor's hidden version field, which every
// form of the editor posts.
func VersionField(v BoardEditor) templ.Component { return versionField(v) }
