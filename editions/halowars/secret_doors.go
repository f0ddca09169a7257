package halowars

import (
	"encoding/json"

	"herald/engine"
)

// The face-down rewards (Command Room). "Shuffle all the Reward tokens.
// Place one Heroic Reward face down on each Heroic Achievement" (HOW TO
// SET UP COMMAND ROOM): when Herald draws them, nobody at the table knows
// which lies where until an achievement is collected ("collecting an
// Achievement lets you also collect the Reward on top of it", REWARDS).
// The game's pages show only that a reward lies there, and the claim form
// is the same whatever it is; a claim is answered the same whichever lies
// underneath (claim.go) and turns it up; the API's event list and an
// export without its secrets leave the set-up's draw out.

// rewardsAPIEvent is a stored event as the API's event list shows it: the
// set-up without the rewards Herald drew. A claim names no reward it did
// not carry; the API's state names each player's collected rewards.
func rewardsAPIEvent(typ string, p json.RawMessage) json.RawMessage {
	if typ != "setup" {
		return p
	}
	return edited(p, func(m map[string]json.RawMessage) bool {
		_, drawn := m["rewards"]
		delete(m, "rewards")
		return drawn
	})
}

// rewardsFileEvents is the log as an export without its secrets keeps it
// (views.ActionEdition.FileEvents): the set-up without the rewards drawn,
// and each claim naming the reward it turned over (public from then on),
// as a table that draws its own tokens enters them. The file replays; the
// rewards still face down are the importing table's to name.
func rewardsFileEvents(b *engine.Board, log []engine.Event, payloads []json.RawMessage) ([]json.RawMessage, error) {
	out := make([]json.RawMessage, len(payloads))
	i := 0
	_, err := engine.ReplayEach(b, log, func(before *engine.State, e engine.Event, _ *engine.State) {
		out[i] = rewardsAPIEvent(e.Type(), payloads[i])
		if c, ok := e.(engine.Claim); ok && c.Reward == "" && before.Hidden[c.Achievement] != "" {
			out[i] = withReward(payloads[i], before.Hidden[c.Achievement])
		}
		i++
	})
	return out, err
}

// withReward is a claim's payload naming the reward it collected. A
// cannon's place given for a reward that turned out no cannon placed
// nothing and goes: the table that names its tokens names it only with a
// cannon.
func withReward(p json.RawMessage, reward string) json.RawMessage {
	return edited(p, func(m map[string]json.RawMessage) bool {
		m["reward"], _ = json.Marshal(reward)
		if !IsCannon(reward) {
			delete(m, "cannon")
		}
		return true
	})
}

// edited is payload p with edit applied to its fields, or p itself when
// edit changed nothing or p is no JSON object.
func edited(p json.RawMessage, edit func(map[string]json.RawMessage) bool) json.RawMessage {
	var m map[string]json.RawMessage
	if json.Unmarshal(p, &m) != nil || !edit(m) {
		return p
	}
	out, err := json.Marshal(m)
	if err != nil {
		return p
	}
	return out
}
