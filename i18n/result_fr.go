package i18n

// French for result.go, key for key in its order (issue 31).
func init() {
	AddLanguage("fr", map[string]string{
		"result.title":        "Dernière action",
		"result.battle":       "Attaque {from} → {to}",
		"result.attacker":     "Attaquant",
		"result.defender":     "Défenseur",
		"result.attack_alt":   "L’attaquant lance {dice} et perd {lost} {lost:unité|unités}",
		"result.defend_alt":   "Le défenseur lance {dice} et perd {lost} {lost:unité|unités}",
		"result.losses":       "Attaquant {attacker}, défenseur {defender}",
		"result.losses_only":  "Pertes saisies, sans dés.",
		"result.bonus_die":    "dé bonus au lieu de {replaced}",
		"result.rerolled":     "relancé, était {was}",
		"result.plus":         "+{plus} = {value}",
		"result.unused_bonus": "Dé bonus {face}\u00a0: pas plus haut, non compté",
		"result.odds_before":  "Probabilité de conquête avant le lancer",
		"result.odds_after":   "après",
		"result.odds_armies":  "{attackers}:{defenders}",
		"result.conquered":    "Conquête de {territory}",
	})
}
