// Package wh40k is RISK Warhammer 40,000, played on Vigilus
// (maps/vigilus.json or the table's own board), after the German rulebook
// (seed 003).
//
// It adds to the edition-free core, and registers from its init:
//   - Rules, the engine.Ruleset (rules.go): 3-5 players claiming the 40
//     territories in turn, leaders who come back at their owner's next
//     turn, territory cards kept and traded by their Throne Gelt through
//     the table's recruitment table, the twenty missions with their loot
//     (main and side tiers), victory by 3 missions (and every territory in
//     Alleinherrschaft), and the once-used or kept reading of loot
//     (Ruleset.RollRule narrows Herald's roll to the re-rolls the attacker
//     spends);
//   - its event kinds: claim (a mission and its loot) and use_loot (UseLoot),
//     besides the core's transfer and deploy_hero;
//   - its words (i18n.go, i18nui.go, i18nwords.go);
//   - its set-up form (setup.go, setup.templ): mode, loot reading, board,
//     players and factions, the claimed board, leaders, starting cards,
//     missions face up, recruitment rows;
//   - its actions and API fields (actions.go, api.go): the mission claim,
//     loot played by hand, the leader's return, Throne Gelt hands;
//   - its part of the game and board pages (register.go/.templ,
//     panels.go/.templ): missions, loot, leaders, Throne Gelt.
//
// State it keeps lives in the core's shared fields (Open, Claimed,
// Confirmed, LootUsed, Recruitment, Mode, Domination, LootKept, Gelt).
package wh40k
