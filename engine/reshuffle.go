package engine

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"strings"
)

// reshuffle.go: the traded cards shuffled into a new draw pile when the
// pile runs out (Ruleset.ReshuffleTraded). The shuffle must come out the
// same on every replay of the log and still be unknown to the table: it
// is keyed by the set-up's secret DeckSeed (or, in a set-up without
// one, its secret deck order), which no door shows (the API's events and
// the game file leave the set-up's deck out), and by how many cards were
// drawn before it, so that each reshuffle of a game differs.

// NewDeckSeed is a fresh random Setup.DeckSeed.
func NewDeckSeed() string {
	var b [16]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("engine.NewDeckSeed: " + err.Error())
	}
	return hex.EncodeToString(b[:])
}

// deckKey is the key of a set-up's reshuffles.
func deckKey(e Setup) [32]byte {
	if e.DeckSeed != "" {
		return sha256.Sum256([]byte("seed:" + e.DeckSeed))
	}
	return sha256.Sum256([]byte("deck:" + strings.Join(e.Deck, ",")))
}

// pileEmpty reports whether a draw now finds the pile empty and the
// traded cards go back into it: Herald's deck is empty, or every card of
// the table's deck is in a hand or traded in.
func (s *State) pileEmpty() bool {
	if !s.Rules.ReshuffleTraded || len(s.Discard) == 0 {
		return false
	}
	if s.DeckMode == DeckHerald {
		return len(s.Deck) == 0
	}
	return s.DeckLeft() == 0
}

// reshuffle makes the traded cards the draw pile. Herald's deck gets
// them in the keyed order; the table shuffles its own, and names the
// card it draws.
func (s *State) reshuffle() {
	pile := s.Discard
	s.Discard = nil
	if s.DeckMode != DeckHerald {
		return
	}
	for i := len(pile) - 1; i > 0; i-- {
		j := s.keyedIndex(len(s.Drawn), i)
		pile[i], pile[j] = pile[j], pile[i]
	}
	s.Deck = pile
}

// keyedIndex is a number from 0 to i for step i of the reshuffle after
// drawn cards: Fisher-Yates with the deck's key in place of the dice.
func (s *State) keyedIndex(drawn, i int) int {
	var msg [48]byte
	copy(msg[:32], s.deckKey[:])
	binary.LittleEndian.PutUint64(msg[32:], uint64(drawn))
	binary.LittleEndian.PutUint64(msg[40:], uint64(i))
	sum := sha256.Sum256(msg[:])
	return int(binary.LittleEndian.Uint64(sum[:8]) % uint64(i+1))
}
