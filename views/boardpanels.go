package views

import "github.com/a-h/templ"

// BoardURL is the address of a board's page or of one of its forms, for
// an edition's board-editor section.
func BoardURL(id string, parts ...string) string { return boardURL(id, parts...) }

// EditorMessage is the board editor's note for the form at, for an
// edition's section.
func EditorMessage(v BoardEditor, at string) templ.Component { return editorMessage(v, at) }

// VersionField is the board editor's hidden version field, which every
// form of the editor posts.
func VersionField(v BoardEditor) templ.Component { return versionField(v) }
