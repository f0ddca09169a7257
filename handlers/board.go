package handlers

import (
	"context"
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// boardEntry is the page where the table enters or corrects the whole
// position: every territory's owner and units in one form.
func (a *App) boardEntry(c echo.Context) error {
	gm, err := a.loadParam(c)
	if err != nil {
		return err
	}
	return render(c, http.StatusOK, views.BoardEntryPage(ctxOf(c), gameView(gm), c.QueryParam("q")))
}

// correctBoard records one Correct event with the rows that changed. A
// refused correction comes back on this form (keepBoardEdits).
func (a *App) correctBoard(c echo.Context) error {
	return a.keepBoardEdits(c, a.act(c, gameForms["board"], func(gm *game) (engine.Event, error) {
		st := gm.State
		var fixes []engine.TerritoryFix
		for t, terr := range st.Board.Territories {
			ov, uv := c.FormValue("owner_"+terr.ID), c.FormValue("units_"+terr.ID)
			if ov == "" && uv == "" {
				continue
			}
			owner, units := st.Owner[t], st.Units[t]
			if ov != "" {
				n, err := strconv.Atoi(ov)
				if err != nil {
					return nil, badInput("owner_" + terr.ID)
				}
				owner = n
			}
			if uv != "" {
				n, err := strconv.Atoi(uv)
				if err != nil {
					return nil, badInput("units_" + terr.ID)
				}
				units = n
			}
			if owner != st.Owner[t] || units != st.Units[t] {
				fixes = append(fixes, engine.TerritoryFix{Territory: terr.ID, Owner: owner, Units: units})
			}
		}
		return engine.Correct{Territories: fixes, Heroes: heroFixes(c, st), Bases: baseFixes(c, st)}, nil
	}, nil))
}

// keepBoardEdits makes a refused correction (a page the game has moved
// past, a rule) the board page's own refusal: the sentence above the
// form, the table's edits kept (views.BoardEdits against the position
// its page showed), every other field as the game stands now, so one
// more tap saves it without undoing what was recorded meanwhile.
func (a *App) keepBoardEdits(c echo.Context, err error) error {
	var ge *gameError
	if !errors.As(err, &ge) || ge.game == nil {
		return err
	}
	edits := views.BoardEdits(c.Request().PostForm, a.pageState(c.Request().Context(), ge.game, c.FormValue("seq")))
	ge.view = func(v *views.GameView) {
		v.Refused = views.FormRefusal{Form: views.BoardForm, Posted: edits}
	}
	return ge
}

// pageState is the game as a page made at seq showed it: the current
// state, or the log replayed up to seq; nil when the log no longer holds
// that position (an undo took it back).
func (a *App) pageState(ctx context.Context, gm *game, seq string) *engine.State {
	n, err := strconv.Atoi(seq)
	switch {
	case err != nil || n < 1 || n > gm.State.Seq:
		return nil
	case n == gm.State.Seq:
		return gm.State
	}
	board, _, events, err := a.gameLog(ctx, gm.Meta)
	if err != nil || n > len(events) {
		return nil
	}
	st, err := engine.Replay(board, events[:n])
	if err != nil {
		return nil
	}
	return st
}

// baseFixes reads where each base stands ("base_<seat>"): only a move is
// recorded.
func baseFixes(c echo.Context, st *engine.State) []engine.HeroPlacement {
	return placementFixes(c, st, "base_", func(p engine.Player) (engine.TerritoryID, bool) {
		return p.Base, p.Base != engine.NoTerritory
	})
}

// heroFixes reads where each hero or leader stands ("hero_<seat>"): a
// territory other than its current one moves it there; an empty choice
// or the same territory changes nothing (a hero whose territory changes
// hands leaves the board unless placed anew).
func heroFixes(c echo.Context, st *engine.State) []engine.HeroPlacement {
	return placementFixes(c, st, "hero_", func(p engine.Player) (engine.TerritoryID, bool) {
		return p.Hero, p.HasHero
	})
}

// placementFixes reads the field prefix+seat of every player who has the
// piece (at returns where it stands, and whether the player has it) and
// keeps the moves: a choice of another territory than the current one.
func placementFixes(c echo.Context, st *engine.State, prefix string, at func(engine.Player) (engine.TerritoryID, bool)) []engine.HeroPlacement {
	var out []engine.HeroPlacement
	for p, pl := range st.Players {
		v := c.FormValue(prefix + strconv.Itoa(p))
		now, has := at(pl)
		if !has || v == "" {
			continue
		}
		if t, ok := st.Board.Lookup(v); ok && t == now {
			continue
		}
		out = append(out, engine.HeroPlacement{Player: p, Territory: v})
	}
	return out
}

// correctHand records one CorrectHand from the board page: a player's
// whole hand, in the edition's kind of card (the same fields as the trade
// forms, read by handOf).
func (a *App) correctHand(c echo.Context) error {
	return a.act(c, gameForms["hand"], func(gm *game) (engine.Event, error) {
		p, err := formInt(c, "player")
		if err != nil {
			return nil, err
		}
		t, err := handOf(c, gm.State)
		if err != nil {
			return nil, err
		}
		e := engine.CorrectHand{Player: p, Points: t.Points, Taken: t.Taken, Values: t.Values}
		// A hand of territory cards keeps the boxes filled in.
		for _, card := range t.Cards {
			if card != "" {
				e.Cards = append(e.Cards, card)
			}
		}
		return e, nil
	}, nil)
}
