package views

import "herald/engine"

// Exported for the editions' panels, which live in their own packages
// (editions/<id>): the mechanisms they share with the core's pages.

// OwnTerritories lists player p's territories for a select (ownTerritories).
func (c Ctx) OwnTerritories(st *engine.State, p, minUnits int, selected string) []option {
	return c.ownTerritories(st, p, minUnits, selected)
}

// CanFinish reports whether everything is placed and the turn may fight.
func CanFinish(st *engine.State) bool { return canFinish(st) }

// ClaimOpen reports whether the current player may take an objective now.
func ClaimOpen(st *engine.State) bool { return claimOpen(st) }

// DrawCount is how many cards the current player may draw now.
func DrawCount(st *engine.State) int { return drawCount(st) }

// BoolAttr writes a boolean as a data attribute value.
func BoolAttr(b bool) string { return boolAttr(b) }

// AttackRule is the battle rule of the chosen invasion (attackRule).
func AttackRule(st *engine.State, from, to string) engine.BattleRule { return attackRule(st, from, to) }
