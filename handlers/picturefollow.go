package handlers

// A game follows its board's picture (issue 30). A game is pinned to the
// version of the table's board it began on, but a photo taken or spots
// placed while it is played make newer versions. The game shows the
// picture of the newest version that differs from its own only in its
// picture and spots (engine.SamePlay); what a version changes that the
// game plays by (links, regions, territories, names) never reaches a game
// under way.

import (
	"context"
	"strconv"
	"strings"

	"herald/engine"
	"herald/maps"
)

// withNewestPicture is gm showing the picture of its board's newest
// version that plays the same (a copy: a cached game is never changed).
func (g *games) withNewestPicture(ctx context.Context, gm *game) (*game, error) {
	id, v, stored := strings.Cut(gm.Meta.Board, "@")
	version, err := strconv.Atoi(v)
	if !stored || err != nil || strings.Contains(gm.Meta.Board, "+") {
		return gm, nil // a shipped board draws its own map; a battlefield of two has none
	}
	newest, err := g.store.LatestBoardVersion(ctx, id)
	if err != nil || newest <= version {
		return gm, err
	}
	board, err := g.followedBoard(ctx, gm.Meta.Board, id, version, newest)
	if err != nil || board == nil {
		return gm, err
	}
	cp, st := *gm, *gm.State
	st.Board = board
	cp.State = &st
	return &cp, nil
}

// followedBoard is the game's board ref (version of board id) with the
// picture of a later version, nil when none plays the same; kept with the
// resolved boards under the newest version (stored versions never change).
func (g *games) followedBoard(ctx context.Context, ref, id string, version, newest int) (*engine.Board, error) {
	key := ref + ">" + strconv.Itoa(newest)
	g.mu.Lock()
	pb, ok := g.boards[key]
	g.mu.Unlock()
	if ok {
		return pb.Board, nil
	}
	board, err := g.pictureBoard(ctx, ref, id, version, newest)
	if err != nil {
		return nil, err
	}
	g.mu.Lock()
	g.boards[key] = playBoard{Board: board}
	g.mu.Unlock()
	return board, nil
}

// pictureBoard is the game's board with the picture of the newest
// version after it that plays the same (a link fixed after the photo
// was taken leaves that photo to the game), nil when none does.
func (g *games) pictureBoard(ctx context.Context, ref, id string, version, newest int) (*engine.Board, error) {
	pb, err := g.loadBoard(ctx, ref)
	if err != nil {
		return nil, err
	}
	spec := pb.Board.Spec()
	for v := newest; v > version; v-- {
		row, err := g.store.Board(ctx, id, v)
		if err != nil {
			return nil, err
		}
		later, _, err := maps.ParseMeta(row.Data)
		if err == nil && engine.SamePlay(spec, later) {
			return engine.NewBoard(engine.WithPictureOf(spec, later))
		}
	}
	return nil, nil
}
