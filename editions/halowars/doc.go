// Package halowars is RISK Halo Wars, played on Arcadia (maps/arcadia.json),
// after the English rulebook (seed 002).
//
// It adds to the edition-free core, and registers from its init:
//   - Rules, the engine.Ruleset (rules.go): the armies by player count
//     (the faction is the team), Command Room's claim of all 42
//     territories, colonies and bases in the reinforcement, skull cards and
//     the printed skull chart, the battle's heroes, cannons and bonus dice
//     (battle.go), the draw after a conquest, and victory by achievements
//     with the side's bases held (or World Conquest);
//   - its set-up check (start.go), in named steps: turn order, units,
//     bases and heroes, colonies, achievements, rewards, starting cards;
//   - the twelve achievements (achievements.go) and its event kind, the
//     claim of one with its reward and cannon (claim.go);
//   - its set-up form (setup.go, setup.templ), its turn actions (claim,
//     transfer of command) and API fields (actions.go, api.go), its part of
//     the game page (panels.go, panels.templ, claims.go, claims.templ);
//   - its words (i18n.go).
//
// Skull cards, heroes, bases, rewards and the transfer of command are core
// mechanisms it shares with Halo Legendary and Warhammer 40,000.
package halowars
