// Package arcadia completes Arcadia's links (RISK Halo Wars) from the few the
// table enters, under the assumption of issue 18: Arcadia is the classic
// RISK world map relabelled, sector by continent (Eire = North America,
// Caledonia = South America, Mu = Europe, Lemuria = Africa, Pacifica = Asia,
// Avalon = Australia; two reviews, the sector sizes 9/4/7/6/12/4 and the
// rulebook's bonuses Mu 5, Lemuria 3, Avalon 2 agree).
//
// Solve searches the bijections Arcadia -> classic that keep that sector
// correspondence, send every entered link to a classic link and, for a
// territory whose neighbour list the table marked complete, every other pair
// to a non-link. It is a Go port of the reference solver
// (shared/boards/arcadia_derive.py): territories named in no fact are counted
// combinatorially (k! per continent), sectors no fact joins are independent,
// and the count of mappings is exact. It answers which pairs are links under
// every consistent mapping, which under none, the territory whose complete
// list to ask for next (the reference's heuristic: the most candidate
// images), and, when nothing fits, an irreducible set of entries to blame.
//
// Advise adds what costs the table fewest taps: Options lists a
// territory's possible complete neighbour lists (each checked to fit, so
// the true one is among them and none contradicts), and the suggestion
// prefers a territory with at most MaxChoices of them, which the editor
// offers as one-tap buttons (TestTapModel: 77.7 taps on average from an
// empty copy ticking the reference's suggestions, 40.1 choosing lists).
//
// Cost: entered as the editor will (territory by territory, each list
// complete), the slowest state found answers in about 23 ms
// (BenchmarkArcadiaSolveWorstCase); Advise there 250-290 ms
// (BenchmarkArcadiaAdviseWorstCase). Loose links with no complete list
// constrain many territories while pinning few, and counting their layouts
// one by one took minutes; every search is bounded by a count of nodes
// (maxNodes), and past it the answer is Bound: solved from the complete
// lists with their links, every other link checked against the layouts
// left (a contradiction is still named), the count not shown.
//
// This package only computes; it stores nothing. The board editor will show
// derived links as proposals ("derived from the classic map; confirm on your
// board") that become the board's links only when the table confirms them:
// a derived link is never stored as verified and never used to refuse a
// move. When the entries contradict the classic structure the editor names
// a blamed pair and keeps the table's links as entered.
package arcadia
