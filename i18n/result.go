package i18n

// The result area at the top of the game page (issue 15, item 2): the
// last roll as dice, the losses, the odds before and after the roll, or
// the last action in one line.
func init() {
	add(map[string]entry{
		"result.title":        {de: "Zuletzt", en: "Last action"},
		"result.battle":       {de: "Angriff {from} → {to}", en: "Attack {from} → {to}"},
		"result.attacker":     {de: "Angreifer", en: "Attacker"},
		"result.defender":     {de: "Verteidiger", en: "Defender"},
		"result.attack_alt":   {de: "Angreifer würfelt {dice} und verliert {lost} {lost:Einheit|Einheiten}", en: "Attacker rolls {dice} and loses {lost} {lost:unit|units}"},
		"result.defend_alt":   {de: "Verteidiger würfelt {dice} und verliert {lost} {lost:Einheit|Einheiten}", en: "Defender rolls {dice} and loses {lost} {lost:unit|units}"},
		"result.losses":       {de: "Angreifer {attacker}, Verteidiger {defender}", en: "Attacker {attacker}, defender {defender}"},
		"result.losses_only":  {de: "Nur die Verluste eingegeben, keine Würfel.", en: "Losses entered, no dice."},
		"result.bonus_die":    {de: "Bonuswürfel statt {replaced}", en: "bonus die, replaced {replaced}"},
		"result.rerolled":     {de: "neu gewürfelt, war {was}", en: "re-rolled, was {was}"},
		"result.plus":         {de: "+{plus} = {value}", en: "+{plus} = {value}"},
		"result.unused_bonus": {de: "Bonuswürfel {face}: nicht höher, zählt nicht", en: "Bonus die {face}: not higher, not counted"},
		"result.odds_before":  {de: "Eroberungschance vor dem Wurf", en: "Chance to conquer before the roll"},
		"result.odds_after":   {de: "danach", en: "after it"},
		"result.odds_armies":  {de: "{attackers}:{defenders}", en: "{attackers}:{defenders}"},
		"result.conquered":    {de: "{territory} erobert", en: "{territory} conquered"},
	})
}
