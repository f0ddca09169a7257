// Package got is RISK Game of Thrones – Skirmish ("Gefecht"), played on
// Westeros (maps/westeros.json), after the German rulebook (seed 001).
//
// It adds to the edition-free core, and registers from its init:
//   - Rules, the engine.Ruleset: the houses by player count (Stark,
//     Baratheon and Lannister always, Tyrell from 4, Martell at 5), the
//     deal with a neutral house for 2 players, castles counted in the
//     reinforcement, the hand limit of 5, the printed trade table and +2
//     per card of a held territory, the End Game card in the bottom half
//     of the deck, and the neutral house defending with all it may;
//   - its refusal of other editions' actions (event.not_in_edition@got) and the
//     game page's sentences (i18n.go);
//   - its set-up form (setup.go, setup.templ): board, players and houses,
//     Herald's or the table's deal and deck;
//   - its actions (actions.go): none of its own, territory cards are the
//     core's; it is the edition an API body without "edition" gets;
//   - its part of the game and board pages (panels.go, panels.templ,
//     draw.go): the core card panel with the cards left in the deck, the
//     castles of the reinforcement, the draw after a conquest with the End
//     Game card, the scores and the hand correction.
//
// It adds no event kind and no state of its own.
package got
