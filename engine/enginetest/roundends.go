package enginetest

import "herald/engine"

// RoundEnds replays a log with engine.Apply, apart from the story package
// and the pages, and keeps the state at the end of every round: index 0
// the set-up's position, index r the state once the round has passed r
// (after the last player's turn of round r) or the game is over; the
// final state ends the round it stops in. The summary's board tests
// check the story's round ends against it.
func RoundEnds(b *engine.Board, events []engine.Event) ([]*engine.State, error) {
	s, err := engine.Replay(b, events[:1])
	if err != nil {
		return nil, err
	}
	ends := []*engine.State{s}
	for _, e := range events[1:] {
		n, err := engine.Apply(s, e)
		if err != nil {
			return nil, err
		}
		if n.Round != s.Round || n.Over && !s.Over {
			for len(ends) <= s.Round {
				ends = append(ends, n)
			}
		}
		s = n
	}
	for len(ends) <= s.Round {
		ends = append(ends, s)
	}
	return ends, nil
}
