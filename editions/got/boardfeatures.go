package got

import "herald/views"

// Westeros boards have castles and ports (a port link joins the ports of
// one colour): the board editor offers them for this edition's boards.
func init() { views.RegisterBoardFeatures(ID, views.BoardFeatures{CastlesAndPorts: true}) }
