package i18n

// objectives.go holds the sentences of the ways to win beyond conquest
// and of the maneuvers rewards give: achievements, campaigns and missions
// won (engine), their tiers (names looked up as "tier." + tier by the
// editions' panels and views.Say), the extra and starting maneuvers of
// the shared maneuver form (Words.Hero + "start_maneuver", ...) and the
// maneuver hint of the team editions (Words.ManeuverHint).

func init() {
	add(map[string]entry{
		// Maneuvers and rewards.
		"maneuver.no_start_reward": {
			de: "Ein Startmanöver macht nur, wer die Belohnung „Startmanöver“ hat.",
			en: "Only a player holding the reward “Starting maneuver” makes a starting maneuver.",
		},
		"maneuver.start_over": {
			de: "Das Startmanöver kommt einmal pro Zug, gleich nach dem Setzen der Verstärkung und vor dem ersten Angriff: Jetzt geht es nicht mehr.",
			en: "The starting maneuver comes once per turn, right after placing reinforcements and before the first attack: it is too late now.",
		},
		"maneuver.limit": {
			de: "Mit der Belohnung „Zusätzliches Manöver“ gibt es {count} Manöver pro Zug, und {count:das ist|die sind} schon gemacht.",
			en: "With the reward “Extra maneuver” there {count:is|are} {count} {count:maneuver|maneuvers} per turn, and {count:it has|they have} been made.",
		},
		"heroes.start_maneuver": {de: "Start-Manöver (Belohnung)", en: "Starting maneuver (reward)"},
		"heroes.maneuvers_left": {de: "Noch {count} Manöver in diesem Zug (Belohnung).", en: "{count} {count:maneuver|maneuvers} left this turn (reward)."},
		"maneuver.hint_team":    {de: "Einmal pro Zug, nur durch eigene Gebiete (im Team auch durch die des Partners, Ziel ist ein eigenes; Teleporter verbinden). Eine Einheit bleibt zurück.", en: "Once per turn, only through your own territories (in a team also your ally's, ending on your own; teleporters connect). One unit stays behind."},
		"claim.after_maneuver": {
			de: "Eine Errungenschaft nimmt man nach den Angriffen und vor dem Manöver: Nach dem Manöver geht das in diesem Zug nicht mehr.",
			en: "An achievement is taken after attacking and before the maneuver: after the maneuver it is too late this turn.",
		},

		// Tiers of achievements, campaigns, missions and rewards.
		"tier.heroic": {de: "Heldenhaft", en: "Heroic"},

		// Winning.
		"end.achievements": {de: "Sieg: Errungenschaften erfüllt und die eigenen Basen gehalten.", en: "Victory: the achievements done and the own bases held."},
		"history.won_achievements": {
			de: "Die Seite von {player} hatte am Ende des Zuges genug Errungenschaften und hielt ihre Basen: Sie gewann das Spiel.",
			en: "{player}'s side ended the turn with enough achievements and its bases held: it won the game.",
		},
		"history.won_campaign": {
			de: "{player} hat die nötigen Kampagnenziele erfüllt, hält die Basis und gewinnt.",
			en: "{player} has completed the campaign objectives needed, holds the base and wins.",
		},
		"history.won_missions": {
			de: "{player} hatte am Ende des eigenen Zuges genug Missionen erfüllt und gewann das Spiel.",
			en: "{player} ended their own turn with the missions done and won the game.",
		},
	})
}
