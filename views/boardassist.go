package views

import (
	"strings"

	"herald/engine"
)

// LinkAdvice is what an edition's link assistant reads from the links a
// table entered on a board it knows (issue 18): links that follow from
// them (proposals, never stored until the table confirms them), the
// territory to enter next, or the entries that cannot all hold.
type LinkAdvice struct {
	// Words is the i18n key prefix of the assistant's sentences (its
	// reasoning is the edition's, so are its words): Words+".derived",
	// ".none_fits", ".next", ".layouts", ".not_yet", ".confirm_all",
	// ".confirm", ".choose_head", ".choose", ".choose_one", ".derived_each".
	Words    string
	Fits     bool
	Proposed [][2]string // links that hold under every fit, not on the board
	Next     string      // territory to enter next, "" for none
	// Choices are Next's possible complete neighbour lists when few:
	// one tap on the list the table reads on its board enters it as the
	// table's links, complete (never stored before that tap).
	Choices [][]string
	Blame   [][2]string // when nothing fits: the pairs to check
	// BlameLists are the complete lists to check when no pair alone is
	// to blame.
	BlameLists []string
	Layouts    string // how many layouts are left, in words ("" for none)
	// Finished: every link is settled and on the board, so the table may
	// say its links are all entered (the editor offers that in one tap).
	Finished bool
	NotYet   bool // too little entered to solve within bounds
}

// LinkAssistant proposes links for the boards it knows. Advise answers ok
// false for a board it does not know (it keys on what a copy of its
// board keeps: the territories and their regions); lang is the reader's.
type LinkAssistant interface {
	Advise(spec engine.BoardSpec, lang string) (advice LinkAdvice, ok bool)
}

var linkAssistants []LinkAssistant

// RegisterLinkAssistant adds a link assistant; an edition registers one
// in its init.
func RegisterLinkAssistant(a LinkAssistant) { linkAssistants = append(linkAssistants, a) }

// AdviseLinks is the advice of the first assistant that knows spec, nil
// when none does.
func AdviseLinks(spec engine.BoardSpec, lang string) *LinkAdvice {
	for _, a := range linkAssistants {
		if adv, ok := a.Advise(spec, lang); ok {
			return &adv
		}
	}
	return nil
}

// pairValue is a proposed pair as a form value ("a b": ids hold no space).
func pairValue(p [2]string) string { return p[0] + " " + p[1] }

// SpecTerrName is territory id's name on spec as the reader sees it.
func SpecTerrName(c Ctx, spec engine.BoardSpec, id string) string { return c.specTerrName(spec, id) }

// blameText names what to check: the blamed pairs, else the lists.
func (c Ctx) blameText(spec engine.BoardSpec, a LinkAdvice) string {
	if len(a.Blame) > 0 {
		return c.pairNames(spec, a.Blame)
	}
	names := make([]string, len(a.BlameLists))
	for i, id := range a.BlameLists {
		names[i] = c.specTerrName(spec, id)
	}
	return c.T(a.Words+".lists", "territories", strings.Join(names, ", "))
}

// listValue is a list of territory ids as one form value.
func listValue(ids []string) string { return strings.Join(ids, " ") }

// listNames are ids' names on spec as the reader sees them.
func (c Ctx) listNames(spec engine.BoardSpec, ids []string) string {
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = c.specTerrName(spec, id)
	}
	return strings.Join(names, ", ")
}
