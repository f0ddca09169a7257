// Package legendary is RISK Halo Legendary, after the German rulebook
// (seed 000), on battlefields the table enters in the board editor (the
// edition's boards are not public).
//
// It adds to the edition-free core, and registers from its init:
//   - Rules, the engine.Ruleset of the four modes (Objective, One-on-One
//     with the neutral Flood, Slayer, Team Objective): the set-up checks
//     (setuprules.go: battlefields, teams, mobile teleporters, starting
//     units, bases, heroes, starting cards), bases and rewards as the
//     reinforcement, skull cards traded by the board's legend
//     (skulls.go), the hero's +1, the defence card's owed round
//     (defence.go), campaign cards as verified mission patterns
//     (campaign.go), elimination and victory;
//   - its event kinds: EnterSkulls, RecordCampaign, CompleteCampaign,
//     PlayFactionCard (with the core's transfer of command and hero
//     deployment);
//   - its words (i18n_*.go), its set-up form (setup.go, setup.templ), its
//     actions and API fields (actions.go, api.go), its game-page panels
//     and private campaign page (panels.*, console.*) and its board-editor
//     section, the skull legend (boards.templ).
//
// The shared Halo panels of package views (halo.templ) still ask a few of
// its pieces by the stored id (views/legendary.go, legendary.templ).
package legendary
