package halowars

import "herald/i18n"

// Sentences of Halo Wars only, in German and English: its set-up and
// claim refusals and history lines, its armies, modes, achievements,
// reward tokens of its own and their tiers, the achievements panel and
// the set-up page. Words Halo Legendary or Warhammer 40,000 share
// (skulls, heroes, bases, transfer of command) stay in package i18n.
// Proper names of the rulebook (Flood, UNSC, Covenant, Arcadia, the
// sectors) stay as they are in both languages.

func init() {
	i18n.Add(map[string]i18n.Entry{
		// Shared sentences in Halo Wars' words (views.EditionKey), and the
		// board editor's name of the edition.
		"attack.not_adjacent@halowars": {
			De: "{from} und {to} grenzen auf dem Spielplan nicht aneinander.",
			En: "{from} and {to} do not border each other on the board.",
		},
		"boards.edition.halowars": {De: "RISIKO Halo Wars", En: "RISK Halo Wars"},
		// The rules: refusals, history, armies, modes, achievements, rewards.
		"setup.halo_mode": {
			De: "Herald kennt die Spielart „{mode}“ nicht: Halo Wars spielt man als Grundausbildung oder als Kommandoraum (auf Wunsch als Welteroberung).",
			En: "Herald does not know the way of playing “{mode}”: Halo Wars is played as Basic Training or as Command Room (as World Conquest if you like).",
		},
		"setup.halo_chart_order": {
			De: "In der Grundausbildung gilt die Zugreihenfolge der Tabelle: Wo {player} mit {house} sitzt, spielt laut Tabelle {want}.",
			En: "Basic Training follows the turn order of its chart: where {player} sits with {house}, the chart has {want}.",
		},
		"setup.start_units": {
			De: "{player} beginnt laut Regel mit genau {want} {want:Einheit|Einheiten}, nicht {got}: zu dritt 30 je Spieler, zu viert 25 je Spieler, zu fünft 20 für UNSC und Covenant und 30 für die Flood.",
			En: "The rules start {player} with exactly {want} {want:unit|units}, not {got}: 30 each with 3 players, 25 each with 4, and with 5 players 20 for UNSC and Covenant and 30 for the Flood.",
		},
		"setup.colony_count": {
			De: "Es liegen genau 15 Kolonien auf dem Spielplan, nicht {count}.",
			En: "The board holds exactly 15 colonies, not {count}.",
		},
		"setup.colony_twice": {
			De: "{territory} ist doppelt als Kolonie angegeben: Auf jedem Gebiet liegt höchstens eine Kolonie.",
			En: "{territory} is given twice as a colony: each territory holds at most one colony.",
		},
		"setup.colony_chart": {
			De: "In der Grundausbildung liegen die Kolonien dort, wo die Tabelle sie zeigt, und auf {territory} fehlt eine.",
			En: "In Basic Training the colonies go where the chart shows them, and {territory} is missing one.",
		},
		"setup.achievement_unknown": {
			De: "Eine Errungenschaft „{achievement}“ gibt es in Halo Wars nicht.",
			En: "There is no achievement “{achievement}” in Halo Wars.",
		},
		"setup.achievement_twice": {
			De: "Die Errungenschaft „{achievement}“ ist doppelt angegeben: Jede liegt nur einmal aus.",
			En: "The achievement “{achievement}” is given twice: each one is laid out only once.",
		},
		"setup.achievement_count": {
			De: "Auf dem Spielplan liegen genau 4 heroische und 4 legendäre Errungenschaften aus.",
			En: "Exactly 4 heroic and 4 legendary achievements are laid out on the board.",
		},
		"setup.achievement_chart": {
			De: "In der Grundausbildung liegen die Errungenschaften der Tabelle aus, und „{achievement}“ fehlt.",
			En: "In Basic Training the achievements of the chart are laid out, and “{achievement}” is missing.",
		},
		"setup.rewards_basic": {
			De: "In der Grundausbildung gibt es keine Belohnungen: Die gehören nur zum Kommandoraum.",
			En: "Basic Training has no rewards: they belong to the Command Room only.",
		},
		"setup.rewards_drawn": {
			De: "Die Belohnungen passen nicht: Auf jeder ausliegenden Errungenschaft liegt genau eine Belohnung ihrer Stufe (heroisch auf heroisch, legendär auf legendär), und jede Belohnung nur einmal. Oder gar keine angeben, dann deckt ihr sie am Tisch auf.",
			En: "The rewards do not fit: each achievement laid out gets exactly one reward of its tier (heroic on heroic, legendary on legendary), and each reward only once. Or give none, and reveal them at the table.",
		},
		"setup.house_not_allowed@halowars": {
			De: "Die Armee {house} spielt bei {count} {count:Spieler|Spielern} nicht mit: zu dritt Flood (Rot), UNSC (Grün) und Covenant (Lila); zu viert UNSC (Grün, Gold) und Covenant (Lila, Blau); zu fünft alle fünf.",
			En: "The army {house} does not play in a game of {count}: with 3 players Flood (Red), UNSC (Green) and Covenant (Purple); with 4 UNSC (Green, Gold) and Covenant (Purple, Blue); with 5 all five.",
		},
		"setup.house_twice@halowars": {
			De: "Die Armee {house} ist doppelt gewählt: Jede Armee spielt nur einmal mit.",
			En: "The army {house} has been chosen twice: each army plays only once.",
		},
		"maneuver.hint_team@halowars": {
			De: "Einmal pro Zug, nur durch eigene Gebiete (im Team auch durch die des Partners, Ziel ist ein eigenes). Eine Einheit bleibt zurück.",
			En: "Once per turn, only through your own territories (in a team also your teammate's, ending on your own). One unit stays behind.",
		},
		"summary.points_title@halowars":   {De: "Errungenschaften Runde für Runde", En: "Achievements round by round"},
		"summary.points_chart@halowars":   {De: "Errungenschaften je Spieler am Ende jeder Runde", En: "Achievements per player at the end of each round"},
		"summary.points_desc@halowars":    {De: "Die Errungenschaften, nach denen dieses Spiel entschieden wird, am Ende jeder Runde; Runde 0 ist die Aufstellung.", En: "The achievements that decide this game, at the end of each round; round 0 is the set-up."},
		"summary.points@halowars":         {De: "Errungenschaften", En: "Achievements"},
		"reinforce.region@halowars":       {De: "Sektor {region}", En: "Sector {region}"},
		"summary.income_regions@halowars": {De: "Sektoren", En: "Sectors"},
		"halowars.maneuver_hint_more": {
			De: "Jedes nur durch eigene Gebiete (im Team auch durch die des Partners, Ziel ist ein eigenes). Eine Einheit bleibt jeweils zurück.",
			En: "Each only through your own territories (in a team also your teammate's, ending on your own). One unit stays behind each time.",
		},
		"cards.trade@halowars": {De: "Schädel eintauschen", En: "Turn in skulls"},
		"claim.once": {
			De: "In diesem Zug wurde schon „{achievement}“ genommen: Pro Zug gibt es nur eine Errungenschaft.",
			En: "“{achievement}” has already been taken this turn: only one achievement per turn.",
		},
		"claim.not_open": {
			De: "Die Errungenschaft „{achievement}“ liegt nicht (mehr) auf dem Spielplan: Nehmen lässt sich nur eine, die noch offen ausliegt.",
			En: "The achievement “{achievement}” is not (or no longer) on the board: only one still laid out face up can be taken.",
		},
		"claim.not_met": {
			De: "„{achievement}“ ist noch nicht erreicht: So, wie Spielplan und Zug gerade stehen, ist die Bedingung nicht erfüllt.",
			En: "“{achievement}” has not been done yet: the board and this turn as they stand do not meet its condition.",
		},
		"claim.reward_dealt": {
			De: "Herald hat die Belohnungen verdeckt verteilt und deckt die unter dieser Errungenschaft erst auf, wenn sie genommen wird: Bitte die Errungenschaft ohne Belohnung nehmen.",
			En: "Herald dealt the rewards face down and turns up the one under this achievement only when it is taken: please take the achievement without naming a reward.",
		},
		"claim.reward_tier": {
			De: "Bitte die Belohnung angeben, die unter dieser Errungenschaft lag: Es ist eine der Stufe „{tier}“.",
			En: "Please give the reward that lay under this achievement: it is one of the tier “{tier}”.",
		},
		"claim.reward_taken": {
			De: "Die Belohnung „{reward}“ hat schon jemand genommen: Jede gibt es nur einmal. Bitte nachsehen, welche unter der Errungenschaft liegt.",
			En: "The reward “{reward}” has already been taken: there is only one of each. Please check which one lies under the achievement.",
		},
		"claim.no_rewards": {
			De: "In der Grundausbildung gibt es keine Belohnungen: Bitte keine angeben.",
			En: "Basic Training has no rewards: please don't give one.",
		},
		"claim.cannon_where": {
			De: "Die Belohnung ist eine Kanone: Bitte sagen, auf welches eigene Gebiet sie sofort kommt.",
			En: "The reward is a cannon: please say which of your own territories it goes on right away.",
		},
		"claim.cannon_not_own": {
			De: "Die Kanone kommt auf ein eigenes Gebiet, und {territory} gehört jemand anderem.",
			En: "The cannon goes on one of your own territories, and {territory} belongs to someone else.",
		},
		"claim.cannon_first": {
			De: "Die aufgedeckte „{reward}“ kommt zuerst auf ein eigenes Gebiet, sofort: Danach geht der Zug weiter.",
			En: "The “{reward}” turned up goes on one of your territories first, at once: then the turn goes on.",
		},
		"claim.no_cannon_due": {
			De: "Es wartet keine Kanone darauf, gestellt zu werden: Eine Kanone kommt mit der Errungenschaft, unter der sie aufgedeckt wird.",
			En: "No cannon is waiting to be placed: a cannon comes with the achievement it is turned up under.",
		},
		"claim.cannon_twice": {
			De: "Auf {territory} steht schon eine Kanone, und zwei Kanonen dürfen nicht im selben Gebiet stehen: Bitte ein anderes eigenes Gebiet wählen.",
			En: "{territory} already holds a cannon, and two cannons cannot share a territory: please choose another of your territories.",
		},
		"draw.after_claim": {
			De: "Wer in diesem Zug eine Errungenschaft genommen hat, zieht keine Karte.",
			En: "A player who took an achievement this turn draws no card.",
		},
		"history.claim": {
			De: "{player} nahm die Errungenschaft „{achievement}“.",
			En: "{player} took the achievement “{achievement}”.",
		},
		"history.reward": {
			De: "Darunter lag die Belohnung „{reward}“.",
			En: "Under it lay the reward “{reward}”.",
		},
		"history.cannon": {
			De: "Die Kanone wurde auf {territory} gestellt.",
			En: "The cannon was placed on {territory}.",
		},
		"house.flood_red":                    {De: "Flood (Rot)", En: "Flood (Red)"},
		"house.unsc_green":                   {De: "UNSC (Grün)", En: "UNSC (Green)"},
		"house.covenant_purple":              {De: "Covenant (Lila)", En: "Covenant (Purple)"},
		"house.unsc_gold":                    {De: "UNSC (Gold)", En: "UNSC (Gold)"},
		"house.covenant_blue":                {De: "Covenant (Blau)", En: "Covenant (Blue)"},
		"mode.basic":                         {De: "Grundausbildung", En: "Basic Training"},
		"mode.command":                       {De: "Kommandoraum", En: "Command Room"},
		"mode.world_conquest":                {De: "Welteroberung", En: "World Conquest"},
		"tier.heroic@halowars":               {De: "Heroisch", En: "Heroic"},
		"tier.legendary@halowars":            {De: "Legendär", En: "Legendary"},
		"achievement.control_mu":             {De: "Mu kontrollieren", En: "Control Mu"},
		"achievement.control_eire":           {De: "Eire kontrollieren", En: "Control Eire"},
		"achievement.control_pacifica":       {De: "Pacifica kontrollieren", En: "Control Pacifica"},
		"achievement.colonies_8":             {De: "8 Kolonien kontrollieren", En: "Control 8 colonies"},
		"achievement.enemy_base_1":           {De: "Eine gegnerische Basis kontrollieren", En: "Control an enemy base"},
		"achievement.colonies_4_in_turn":     {De: "4 Kolonien in einem Zug einnehmen", En: "Take 4 colonies in one turn"},
		"achievement.territories_10_in_turn": {De: "10 Gebiete in einem Zug erobern", En: "Take over 10 territories in one turn"},
		"achievement.enemy_bases_2":          {De: "2 gegnerische Basen kontrollieren", En: "Control 2 enemy bases"},
		"achievement.territories_18":         {De: "18 Gebiete kontrollieren", En: "Control 18 territories"},
		"achievement.sectors_2":              {De: "2 ganze Sektoren kontrollieren", En: "Control 2 complete sectors"},
		"achievement.sector_from_none":       {De: "Einen Sektor einnehmen, in dem man nichts hatte", En: "Take a sector you held nothing of"},
		"achievement.colonies_11":            {De: "11 Kolonien kontrollieren", En: "Control 11 colonies"},
		"achievement_text.control_mu": {
			De: "Alle 7 Gebiete in Mu kontrollieren. Im Teamspiel zählt der Sektor, wenn er ganz dem eigenen Team gehört.",
			En: "Control all 7 territories in Mu. In team play, the sector counts when it is controlled entirely by your team.",
		},
		"achievement_text.control_eire": {
			De: "Alle 9 Gebiete in Eire kontrollieren. Im Teamspiel zählt der Sektor, wenn er ganz dem eigenen Team gehört.",
			En: "Control all 9 territories in Eire. In team play, the sector counts when it is controlled entirely by your team.",
		},
		"achievement_text.control_pacifica": {
			De: "Alle 12 Gebiete in Pacifica kontrollieren. Im Teamspiel zählt der Sektor, wenn er ganz dem eigenen Team gehört.",
			En: "Control all 12 territories in Pacifica. In team play, the sector counts when it is controlled entirely by your team.",
		},
		"achievement_text.colonies_8": {
			De: "Mindestens 8 Kolonien kontrollieren. Im Teamspiel werden die Kolonien von Teampartnern nicht zusammengezählt.",
			En: "Control at least 8 colonies. In team play, colonies are not combined between teammates.",
		},
		"achievement_text.enemy_base_1": {
			De: "Mindestens 1 gegnerische Basis kontrollieren. Die eigene Basis muss man dafür nicht kontrollieren.",
			En: "Control at least 1 enemy base. You do not need to be in control of your own base.",
		},
		"achievement_text.colonies_4_in_turn": {
			De: "In einem Zug 4 Kolonien einnehmen, die man zu Beginn des Zuges nicht kontrolliert hat.",
			En: "Take control of 4 colonies in one turn, that you did not control at the start of the turn.",
		},
		"achievement_text.territories_10_in_turn": {
			De: "Mindestens 10 Gebiete erobern, die man zu Beginn des eigenen Zuges nicht kontrolliert hat.",
			En: "Take over at least 10 territories that you did not control at the start of your turn.",
		},
		"achievement_text.enemy_bases_2": {
			De: "Mindestens 2 gegnerische Basen kontrollieren. Die eigene Basis muss man dafür nicht kontrollieren.",
			En: "Control at least 2 enemy bases. You do not need to be in control of your own base.",
		},
		"achievement_text.territories_18": {
			De: "Mindestens 18 Gebiete kontrollieren. Im Teamspiel werden die Gebiete von Teampartnern nicht zusammengezählt.",
			En: "Control at least 18 territories. In team play, territories are not combined between teammates.",
		},
		"achievement_text.sectors_2": {
			De: "Jedes Gebiet in 2 verschiedenen Sektoren kontrollieren. Im Teamspiel zählt ein Sektor, wenn er ganz dem eigenen Team gehört.",
			En: "Control every territory in 2 different sectors. In team play, a sector counts when it is controlled entirely by your team.",
		},
		"achievement_text.sector_from_none": {
			De: "Einen Sektor einnehmen, in dem man zu Beginn des Zuges kein Gebiet kontrolliert hat. Im Teamspiel zählt der Sektor, wenn er ganz dem eigenen Team gehört und man selbst einen Teil davon erobert hat.",
			En: "Take control of a sector where you did not control any territory at the start of the turn. In team play, the sector counts when it is controlled entirely by your team and you took part of it yourself.",
		},
		"achievement_text.colonies_11": {
			De: "Mindestens 11 Kolonien kontrollieren. Im Teamspiel werden die Kolonien von Teampartnern nicht zusammengezählt.",
			En: "Control at least 11 colonies. In team play, colonies are not combined between teammates.",
		},
		"reward.cannon_heroic":     {De: "Kanone (heroisch)", En: "Cannon (heroic)"},
		"reward.cannon_legendary":  {De: "Kanone (legendär)", En: "Cannon (legendary)"},
		"reward.bonus_attack_die":  {De: "Bonus-Angriffswürfel", En: "Bonus attack die"},
		"reward.bonus_defense_die": {De: "Bonus-Verteidigungswürfel", En: "Bonus defence die"},
		"reward_text.cannon_heroic": {
			De: "Die Kanone nehmen und sofort auf ein eigenes Gebiet stellen. Solange man die Kanone hat, zählt der höchste Würfel +1 in jeder Schlacht in diesem Gebiet oder einem angrenzenden, beim Angriff wie bei der Verteidigung. Verliert man das Gebiet mit der Kanone, ist die Kanone zerstört (die Errungenschaft, mit der sie kam, behält man). Zwei Kanonen lassen sich in einem Gebiet nicht zusammenzählen. (Steht ein Held im Gebiet mit der Kanone, zählt der höchste Würfel +2.)",
			En: "Take the Cannon token and immediately place it onto any territory you control. As long as you have your Cannon, you add 1 to your highest die roll for any battle waged in that territory or any adjacent territory. This works on attack and defence. If you lose control of the territory containing the Cannon, then the Cannon is destroyed (but you keep the Achievement that it came with). Two Cannons cannot be combined in one territory. (When a Hero is present in a territory with a Cannon add 2 to your highest die roll.)",
		},
		"reward_text.cannon_legendary": {
			De: "Diese Kanone wirkt genauso wie die Kanone der heroischen Belohnung: sofort auf ein eigenes Gebiet stellen; +1 auf den höchsten Würfel in jeder Schlacht in diesem Gebiet oder einem angrenzenden (+2 mit einem Helden im Gebiet der Kanone); zerstört, wenn man das Gebiet verliert.",
			En: "This Cannon works the same as the Heroic Reward Cannon: place it at once onto a territory you control; add 1 to your highest die in any battle in that territory or an adjacent one (2 with a Hero in the Cannon's territory); destroyed when you lose that territory.",
		},
		"reward_text.bonus_attack_die": {
			De: "Den Bonus-Angriffswürfel nehmen. Beim Angriff würfelt man ihn zusätzlich zu den normalen schwarzen Würfeln. Nach dem Wurf ersetzt er den niedrigsten schwarzen Würfel (außer er ist selbst der niedrigste); danach die Würfel neu ordnen.",
			En: "Take the bonus attack die. When attacking, you now roll the bonus attack die in addition to the normal black dice. After rolling, replace the lowest black die with the bonus attack die (unless the bonus attack die is the lowest) and re-order the dice as necessary.",
		},
		"reward_text.bonus_defense_die": {
			De: "Den Bonus-Verteidigungswürfel nehmen. Bei der Verteidigung würfelt man ihn zusätzlich zu den normalen grünen Würfeln. Nach dem Wurf ersetzt er den niedrigsten grünen Würfel (außer er ist selbst der niedrigste); danach die Würfel neu ordnen.",
			En: "Take the bonus defence die. When defending, you now roll the bonus defence die in addition to the normal green dice. After rolling, replace the lowest green die with the bonus defence die (unless the bonus defence die is the lowest) and re-order the dice as necessary.",
		},
		// The game page: the achievements panel, cannons, the sides.
		"halo.achievements":          {De: "Errungenschaften auf dem Spielplan", En: "Achievements on the board"},
		"halo.claimed_this_turn":     {De: "In diesem Zug genommen: {achievement}. Eine Errungenschaft pro Zug.", En: "Taken this turn: {achievement}. One achievement per turn."},
		"halo.verified":              {De: "Geprüft: {player} hat sie erfüllt.", En: "Checked: {player} has done it."},
		"halo.not_yet":               {De: "{player} hat sie noch nicht erfüllt.", En: "{player} has not done it yet."},
		"halo.reward_found":          {De: "Belohnung darunter", En: "Reward underneath"},
		"halo.cannon_where":          {De: "Falls es eine Kanone ist: wohin?", En: "If it is a cannon: where does it go?"},
		"halo.no_cannon":             {De: "– keine Kanone –", En: "– no cannon –"},
		"halo.cannon_due":            {De: "Unter „{achievement}“ lag die Belohnung „{reward}“: Stell sie sofort auf ein eigenes Gebiet.", En: "Under “{achievement}” lay the reward “{reward}”: place it at once on one of your territories."},
		"halo.cannon_on":             {De: "Kanone auf", En: "Cannon on"},
		"halo.place_cannon":          {De: "Kanone stellen", En: "Place the cannon"},
		"eventkind.place_cannon":     {De: "Kanone stellen", En: "placing a cannon"},
		"halo.claim":                 {De: "Errungenschaft nehmen", En: "Take achievement"},
		"halo.claim_hint":            {De: "Nach dem Angreifen darfst du eine erfüllte Errungenschaft nehmen. Danach greifst du in diesem Zug nicht mehr an und ziehst keine Karte.", En: "After attacking you may take one achievement you have done. You then attack no more this turn and draw no card."},
		"halo.claim_hint_card":       {De: "Nach dem Angreifen darfst du eine erfüllte Errungenschaft nehmen. Danach greifst du in diesem Zug nicht mehr an; deine Belohnung „Garantierte Karte“ gibt dir trotzdem deine Karte.", En: "After attacking you may take one achievement you have done. You then attack no more this turn; your reward “Guaranteed card” still gives you your card."},
		"halo.claim_hint_command":    {De: "Nach dem Angreifen darfst du eine erfüllte Errungenschaft nehmen. Danach greifst du in diesem Zug nicht mehr an und ziehst keine Karte, außer die Belohnung darunter ist die „Garantierte Karte“.", En: "After attacking you may take one achievement you have done. You then attack no more this turn and draw no card, unless the reward under it is the “Guaranteed card”."},
		"halo.claim_when_placed":     {De: "Nehmen lässt sie sich, sobald die ganze Verstärkung gesetzt ist: nach dem Angreifen, vor dem Manöver.", En: "It can be taken once all reinforcements are placed: after attacking, before the maneuver."},
		"halo.claim_when_taken":      {De: "In diesem Zug wurde schon eine Errungenschaft genommen: eine pro Zug.", En: "An achievement has already been taken this turn: one per turn."},
		"halo.claim_when_maneuvered": {De: "Nach dem Manöver lässt sie sich in diesem Zug nicht mehr nehmen.", En: "After the maneuver it can no longer be taken this turn."},
		"halo.sides":                 {De: "Stand der Seiten", En: "Where the sides stand"},
		"halo.side_progress":         {De: "{have} von {need} {need:Errungenschaft|Errungenschaften}", En: "{have} of {need} {need:achievement|achievements}"},
		"halo.has_achievements":      {De: "Errungenschaften:", En: "Achievements:"},
		"halo.has_rewards":           {De: "Belohnungen:", En: "Rewards:"},
		"halo.cannon_at":             {De: "Kanone in {territory}", En: "Cannon in {territory}"},
		"halo.hero_removed":          {De: "Held vom Spielplan genommen: kommt am Ende dieses Zuges zurück", En: "Hero off the board: comes back at the end of this turn"},
		"halo.colonies":              {De: "{count} {count:Kolonie|Kolonien}", En: "{count} {count:colony|colonies}"},
		"halo.world_conquest":        {De: "Welteroberung: Errungenschaften gewinnen nicht; es gewinnt, wer (als Team) alle Gebiete hält.", En: "World Conquest: achievements do not win; the player or team holding every territory wins."},
		"halo.attack_cannon":         {De: "Unsere Kanone ist in Reichweite (Verbindung auf dem Plan, Herald kennt sie nicht)", En: "Our cannon is in range (a link on the board Herald does not know)"},
		"halo.defend_cannon":         {De: "Die Kanone des Verteidigers ist in Reichweite (Verbindung auf dem Plan, Herald kennt sie nicht)", En: "The defender's cannon is in range (a link on the board Herald does not know)"},
		"halo.no_card_after_claim":   {De: "Du hast in diesem Zug eine Errungenschaft genommen: keine Karte.", En: "You took an achievement this turn: no card."},
		"halo.achievements_short":    {De: "Errungenschaften", En: "Achievements"},
		"reinforce.colonies":         {De: "Kolonien", En: "Colonies"},
		// The set-up page.
		"edition.halowars":            {De: "RISK Halo Wars", En: "RISK Halo Wars"},
		"newhalo.mode":                {De: "Spielvariante", En: "Version"},
		"newhalo.world_conquest_hint": {De: "nicht bei den Errungenschaften aufhören, sondern spielen, bis eine Seite alle 42 Gebiete hält.", En: "do not stop at the achievements; play until one side holds all 42 territories."},
		"newhalo.order_hint":          {De: "In Zugreihenfolge. Grundausbildung folgt der Tabelle des Regelhefts; mit 4 oder 5 Spielern spielen UNSC und Covenant als Teams, Teampartner nie direkt nacheinander, die Flood zu fünft immer zuerst.", En: "In turn order. Basic Training follows the rulebook's chart; with 4 or 5 players UNSC and Covenant play as teams, teammates never in succession, and with 5 the Flood always goes first."},
		"newhalo.seat_armies_1":       {De: "3 und 5 Spieler: Flood (Rot); 4 Spieler: UNSC (Grün)", En: "3 and 5 players: Flood (Red); 4 players: UNSC (Green)"},
		"newhalo.seat_armies_2":       {De: "3 und 5 Spieler: UNSC (Grün); 4 Spieler: Covenant (Lila)", En: "3 and 5 players: UNSC (Green); 4 players: Covenant (Purple)"},
		"newhalo.seat_armies_3":       {De: "3 und 5 Spieler: Covenant (Lila); 4 Spieler: UNSC (Gold)", En: "3 and 5 players: Covenant (Purple); 4 players: UNSC (Gold)"},
		"newhalo.seat_armies_4":       {De: "4 Spieler: Covenant (Blau); 5 Spieler: UNSC (Gold)", En: "4 players: Covenant (Blue); 5 players: UNSC (Gold)"},
		"newhalo.seat_armies_5":       {De: "5 Spieler: Covenant (Blau)", En: "5 players: Covenant (Blue)"},
		"newhalo.grid_hint_basic":     {De: "Herald hat einen Vorschlag eingetragen. Stellt Besitzer und Einheiten so ein, wie die Tabelle des Regelhefts sie auf euren Plan gestellt hat; Kolonien und Errungenschaften sind die der Tabelle.", En: "Herald has filled in a proposal. Set owners and units as the rulebook's chart put them on your board; colonies and achievements are the chart's."},
		"newhalo.grid_hint_command":   {De: "Herald hat Gebiete reihum zufällig verteilt, 15 Kolonien und 4 heroische und 4 legendäre Errungenschaften gezogen. Tragt ein, was ihr am Tisch beansprucht und verstärkt habt.", En: "Herald has claimed territories round the table at random and drawn 15 colonies and 4 heroic and 4 legendary achievements. Enter what you claimed and reinforced at the table."},
		"newhalo.players_and_armies":  {De: "Armeen, Basen und Helden", En: "Armies, bases and heroes"},
		"newhalo.base":                {De: "Basis in", En: "Base in"},
		"newhalo.hero":                {De: "Held in", En: "Hero in"},
		"newhalo.start_card":          {De: "Startkarte: wie viele Schädel?", En: "Starting card: how many skulls?"},
		"newhalo.achievements":        {De: "Errungenschaften auf dem Spielplan", En: "Achievements on the board"},
		"newhalo.rewards_by_herald":   {De: "Herald zieht die verdeckten Belohnungen (sonst nennt ihr beim Nehmen das Plättchen darunter)", En: "Herald draws the face-down rewards (otherwise you name the token underneath when you take an achievement)"},
		"newhalo.territories_hint":    {De: "Jedes Gebiet braucht mindestens eine Einheit. Herald prüft Verteilung, Kolonien, Basen und Helden nach dem Regelheft.", En: "Every territory needs at least one unit. Herald checks the claim, colonies, bases and heroes against the rulebook."},
		"newhalo.units_chart":         {De: "Einheiten: Die Tabelle der Grundausbildung für 3 Spieler zeigt die Einheiten nur im Bild des Spielplans; im Text des Regelhefts stehen keine Zahlen, Herald kennt sie also nicht. Vorgeschlagen sind {units} je Spieler (die Zahl des Kommandoraums zu dritt), nicht die der Tabelle: Tragt ein, was eure Tabelle zeigt. Diese Zahlen sind eure, Herald prüft hier keine Summe.", En: "Units: the Basic Training chart for 3 players shows the units only in its picture of the board; the rulebook's text gives no numbers, so Herald does not know them. The proposal is {units} per player (the 3-player count of Command Room), not the chart's: enter what your chart shows. These numbers are the table's; Herald checks no total here."},
		"newhalo.units_team":          {De: "Einheiten: Im Teamspiel legt das Regelheft die Startkräfte fest: zu viert 25 je Spieler, zu fünft 20 für UNSC und Covenant und 30 für die Flood. Herald prüft die Summen.", En: "Units: in team play the rulebook fixes the starting units: 25 each with 4 players; with 5 players 20 for UNSC and Covenant and 30 for the Flood. Herald checks the totals."},
		"newhalo.units_command":       {De: "Einheiten: Im Kommandoraum zu dritt beginnt laut Regelheft jeder mit {units} {units:Einheit|Einheiten}. Herald prüft die Summen.", En: "Units: in Command Room with 3 players the rulebook starts everyone with {units} {units:unit|units}. Herald checks the totals."},
		"newhalo.army":                {De: "Armee auf Platz {seat} (wer am höchsten würfelt, wählt zuerst und beginnt)", En: "Army in seat {seat} (the high roller chooses first and takes the first turn)"},
		"newhalo.achievements_drawn":  {De: "Herald hat 4 heroische und 4 legendäre Errungenschaften gezogen. Habt ihr am Tisch gezogen, kreuzt die an, die bei euch ausliegen (4 heroische, 4 legendäre).", En: "Herald has drawn 4 heroic and 4 legendary achievements. If you drew them at the table, tick the ones laid out on your board (4 heroic, 4 legendary)."},
	})
}
