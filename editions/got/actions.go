package got

import "herald/views"

// Game of Thrones adds no action of its own: its cards are territory
// cards. It is the edition of a new game whose API body names none (the
// first edition Herald played).
func init() {
	views.RegisterActions(ID, views.ActionEdition{NewGame: views.APINewGame{Default: true}})
}
