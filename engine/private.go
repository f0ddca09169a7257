package engine

// Private is an event that names what one player keeps hidden from the
// others (a face-down card, what it asks, whether it is met): once a
// game's seats are issued, only that player's own seat may send it, so
// that neither its refusal nor its record tells another device what the
// card is, and no other device overwrites it (handlers' secret door).
type Private interface {
	// PrivateTo is that player in s; ok is false where e names nothing
	// hidden.
	PrivateTo(s *State) (player int, ok bool)
}
