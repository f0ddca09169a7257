package engine

// transfer.go is the transfer of command between teammates: after placing,
// once a turn, a teammate's territory with one unit becomes the player's.

// transferCommand is "TRANSFER OF COMMAND": after placing, once per turn,
// a teammate's territory with exactly one unit becomes the player's (the
// teammate agreed at the table). A hero never stays without its army's
// unit, so a territory with the teammate's hero cannot change hands.
func (s *State) transferCommand(e TransferCommand, replacesUnit bool) error {
	t, err := s.Territory(e.Territory)
	if err != nil {
		return err
	}
	if err := s.CheckTransfer(t); err != nil {
		return err
	}
	// Where the unit is replaced: "Sie müssen diese Einheit mit genau einer der Ihren
	// aus einem Ihrer Gebiete ersetzen" ("KOMMANDOÜBERTRAGUNG").
	if replacesUnit {
		from, err := s.Territory(e.From)
		if err != nil {
			return Broke("transfer.from_where")
		}
		if s.Owner[from] != s.Current || s.Units[from] < 2 {
			return Broke("transfer.from_units", "territory", from)
		}
		s.Units[from]--
	} else if e.From != "" {
		return Broke("transfer.no_from")
	}
	mate := s.Owner[t]
	s.Owner[t] = s.Current
	s.Transferred = true
	s.TransferredTo = append(s.TransferredTo, t)
	s.DropLostCannons()
	// "Dies kann jedes Gebiet sein, das er kontrolliert": a teammate who
	// gives up their last territory is out, and what they held passes to
	// the ally as it would to a conqueror.
	if s.Count(mate) == 0 {
		s.Eliminate(mate)
	}
	return nil
}

// CheckTransfer validates a transfer of command of territory t now. Pages
// use it to offer the territories.
func (s *State) CheckTransfer(t TerritoryID) error {
	if err := s.ReadyToFight(); err != nil {
		return err
	}
	if s.Transferred {
		return Broke("transfer.once")
	}
	if s.Maneuvers > 0 {
		return Broke("transfer.after_maneuver")
	}
	// "Nachdem Sie zu Beginn Ihres Zuges die Verstärkungseinheiten
	// verteilt haben" (KOMMANDOÜBERTRAGUNG) and "After placing
	// reinforcements at the beginning of your turn" (Transfer of Command): before
	// the first battle (or the end of the attacks, or a campaign card).
	if s.Phase != PhaseReinforce {
		return Broke("transfer.after_attacks")
	}
	mate := s.Owner[t]
	if mate == s.Current || !s.Teammates(mate, s.Current) {
		return Broke("transfer.not_teammate", "territory", t)
	}
	if s.Units[t] != 1 {
		return Broke("transfer.one_unit", "territory", t, "units", s.Units[t])
	}
	if p := s.Players[mate]; p.HasHero && p.Hero == t {
		return Broke("transfer.hero_there", "territory", t, "player", PlayerRef(mate))
	}
	return nil
}

// TransferCommand takes over a teammate's territory holding exactly one
// unit (team play).
type TransferCommand struct {
	Territory string `json:"territory"`
	// From is the own territory whose unit replaces the teammate's
	// (NewTransferKind's replacesUnit: "Sie müssen diese Einheit mit genau einer der Ihren aus
	// einem Ihrer Gebiete ersetzen").
	From string `json:"from,omitempty"`
}

// describeTransfer says whose territory the transfer of command took.
func describeTransfer(before *State, e TransferCommand, after *State) []Line {
	t, _ := after.Board.Lookup(e.Territory)
	return []Line{NewLine("history.transfer", "player", PlayerRef(before.Current), "territory", t, "from", PlayerRef(before.Owner[t]))}
}

func (TransferCommand) Type() string { return "transfer_command" }

// NewTransferKind is the transfer of command as an edition plays it:
// replacesUnit when the player must replace the teammate's unit with one
// of their own (TransferCommand.From), as one rulebook asks.
func NewTransferKind(replacesUnit bool) *EventKind {
	apply := func(s *State, e TransferCommand) error { return s.transferCommand(e, replacesUnit) }
	return NewKind(apply, describeTransfer)
}
