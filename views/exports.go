package views

import "herald/engine"

// Helpers of this package that the editions' own pages (editions/<id>)
// use, exported under mechanism names.

// Option is one choice of a select.
type Option = option

// OwnTerritories are player p's territories with at least minUnits units,
// as select options, selected one marked.
func (c Ctx) OwnTerritories(st *engine.State, p, minUnits int, selected string) []Option {
	return c.ownTerritories(st, p, minUnits, selected)
}
