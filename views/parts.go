package views

import (
	"context"
	"strings"

	"github.com/a-h/templ"
)

// Part is one piece of the game page an action can change, rendered by
// the same component the full page uses, found again by its id.
type Part struct {
	ID, HTML string
	Seq      int // a history entry's event
}

// GameParts is the game page cut into the parts an action can change
// (issue 15, item 11): the answer to an action sends only those that
// differ from what the player's page shows.
type GameParts struct {
	// Always are re-sent with every action: they carry a form, the seq or
	// a line about the last action. Action (#action) is the primary swap.
	Always []Part
	Action Part
	// Board is the board's territory items, region headings and notes.
	Board []Part
	// History is the history list's entries, newest first.
	History []Part
	// HistoryList is the whole list, for when entries cannot be patched.
	HistoryList Part
	// Picture is the board picture's turn modes (#picture-turn) and each
	// territory's spot, compared like Board; the picture's ground is never
	// a part, Ground names it (the page's must be the same).
	Picture []Part
	Ground  string
}

// RenderParts renders g's game page in parts. Only a running game has
// them (a game over shows the scores instead of #action).
func RenderParts(ctx context.Context, c Ctx, g GameView) (GameParts, error) {
	return renderParts(ctx, c, g, true)
}

// RenderShown renders only the parts an answer compares with what the
// player's page shows: the board's, the picture's and the history's
// (Always and Action are sent whatever they were, and #action's odds cost
// a battle's answer most of its rendering).
func RenderShown(ctx context.Context, c Ctx, g GameView) (GameParts, error) {
	return renderParts(ctx, c, g, false)
}

// partRenderer renders components as parts, keeping the first error.
type partRenderer struct {
	ctx context.Context
	err error
}

func (r *partRenderer) part(id string, comp templ.Component) Part {
	if r.err != nil {
		return Part{}
	}
	var b strings.Builder
	r.err = comp.Render(r.ctx, &b)
	return Part{ID: id, HTML: b.String()}
}

// pictureParts puts g's board picture into p: its turn modes and each
// territory's spot (the owners, units and the turn's choices), compared
// with the page's like the board's, and the ground they lie on.
func (r *partRenderer) pictureParts(p *GameParts, c Ctx, g GameView, interactive bool) {
	if !g.State.Board.HasPicture() {
		return
	}
	pic := picture(c, g, interactive)
	p.Ground = pic.Ground
	p.Picture = append(p.Picture, r.part("picture-turn", pictureTurn(c, pic)))
	for _, s := range pic.Spots {
		p.Picture = append(p.Picture, r.part(spotPartID(s.ID), spotPart(c, g.State, pic, s)))
	}
}

// RenderSeatParts renders a seat's own page (SeatBody) in parts: its
// head, refusal line and turn's block always (they carry the seq, the
// mark and the forms), its hand when it changed, and the picture as the
// game page's. It holds the seat's hand: only that seat's page may get
// it.
func RenderSeatParts(ctx context.Context, c Ctx, v SeatPageView) (GameParts, error) {
	r := &partRenderer{ctx: ctx}
	p := GameParts{
		Always: []Part{r.part("turn", seatHead(c, v)), r.part("seat-flash", seatFlash(v)), r.part("seat-turn", seatTurn(c, v))},
		Board:  []Part{r.part("my-hand", seatHand(c, v))},
	}
	r.pictureParts(&p, c, v.Game, v.myTurn())
	return p, r.err
}

func renderParts(ctx context.Context, c Ctx, g GameView, all bool) (GameParts, error) {
	var p GameParts
	st := g.State
	r := &partRenderer{ctx: ctx}
	part := r.part
	if all {
		p.Always = []Part{
			part("turn", TurnBar(c, g)),
			part("flash", Flash(g)),
			part("console-top", ConsoleTop(c, g)),
			part("refusal-elsewhere", wrapped("refusal-elsewhere", RefusalElsewhere(g))),
			part("panel-claims", PanelSlot("panel-claims", PanelsOf(st).Claims, c, g)),
			part("panel-cards", PanelSlot("panel-cards", PanelsOf(st).Cards, c, g)),
		}
		p.Action = part("action", Action(c, g))
	}
	r.pictureParts(&p, c, g, true)
	p.Board = append(p.Board,
		part("board-names", wrapped("board-names", NamesNote(c, st.Board))),
		part("board-marks", wrapped("board-marks", BoardMarks(c, st))))
	for _, rg := range regions(st) {
		p.Board = append(p.Board, part("rg-"+rg.ID, RegionHead(c, g, rg)))
		for _, t := range rg.Territories {
			p.Board = append(p.Board, part(terrItemID(st, t, rg.ID), TerrItem(c, g, t, rg.ID)))
		}
	}
	for _, h := range g.History {
		e := part("h-"+itoa(h.Seq), HistoryItem(c, g, h))
		e.Seq = h.Seq
		p.History = append(p.History, e)
	}
	if all {
		p.HistoryList = part("history-list", historyList(c, g))
	}
	return p, r.err
}

// SelectorSafe says whether "#"+id is a CSS selector for id as it is:
// letters, digits, "-" and "_" (the boards' slugs, boardedit.Slug).
func SelectorSafe(id string) bool {
	for _, r := range id {
		if !(r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return false
		}
	}
	return id != ""
}
