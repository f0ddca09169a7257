package views

import (
	"strings"

	"herald/engine"
)

// StoryBoard is the summary's board round by round (issue 30, item 6):
// the picture of the board at the end of one round, read-only, with the
// steps to the others. Only owners and units are drawn (public on the
// shared page); no hand, card or deck of the states is read.
type StoryBoard struct {
	ID     int64
	Round  int // the round shown, 0 (the set-up) to Rounds
	Rounds int // the last round played
	// State is the state at the end of Round (story.Story.Ends), Before
	// at the end of the round before (nil for round 0).
	State, Before *engine.State
	// Refused: the address asked for a round this game does not have;
	// the last round is shown, with the sentence saying so.
	Refused bool
}

// NewStoryBoard is game id's board at the end of round, ends being the
// state at each round's end (story.Story.Ends, index 0 the set-up).
func NewStoryBoard(id int64, ends []*engine.State, round int, refused bool) *StoryBoard {
	b := &StoryBoard{ID: id, Round: round, Rounds: len(ends) - 1, State: ends[round], Refused: refused}
	if round > 0 {
		b.Before = ends[round-1]
	}
	return b
}

// roundURL is the summary's address showing round r; anchor: with the
// fragment that scrolls the page to the board (a page loaded without
// script keeps its place).
func (b *StoryBoard) roundURL(r int, anchor bool) string {
	u := GameURL(b.ID, "summary") + "?round=" + itoa(r)
	if anchor {
		u += "#story-board"
	}
	return u
}

// roundTitle is "Round 3 of 9", or the set-up's.
func (c Ctx) roundTitle(b *StoryBoard) string {
	if b.Round == 0 {
		return c.T("summary.board_setup", "rounds", itoa(b.Rounds))
	}
	return c.T("summary.board_round", "round", itoa(b.Round), "rounds", itoa(b.Rounds))
}

// taken is the sentence naming the territories that changed hands in the
// round shown ("" for the set-up).
func (c Ctx) taken(b *StoryBoard) string {
	if b.Before == nil {
		return ""
	}
	var names []string
	for t := range b.State.Owner {
		if b.State.Owner[t] != b.Before.Owner[t] {
			names = append(names, c.Terr(b.State, engine.TerritoryID(t)))
		}
	}
	if len(names) == 0 {
		return c.T("summary.board_none_taken")
	}
	return c.T("summary.board_taken", "territories", strings.Join(names, ", "))
}
