package i18n

// rules.go holds the sentences of the rules: every refusal the engine
// gives (Broke) and every line of a game's history (NewLine), plus the few
// rule words the web layer shows (houses, card symbols, phases, how a game
// ended). Placeholders are the argument names the engine passes; callers
// render territories, players, dice and nested lines before substitution.

func init() {
	add(map[string]entry{
		// Setting up a game.
		"setup.unknown_edition": {
			de: "Herald kennt die Edition „{edition}“ nicht.",
			en: "Herald does not know the edition “{edition}”.",
		},
		// An event kind of another edition (Ruleset.Events): {kind} is
		// its eventkind.* word (eventkinds.go), {edition} the edition.*
		// name. An edition may say it in its own words (key@<id>).
		"event.not_in_edition": {
			de: "In {edition} gibt es diesen Spielzug nicht: {kind}.",
			en: "{edition} has no such move: {kind}.",
		},
		"setup.wrong_board": {
			de: "Der Spielplan „{board}“ gehört nicht zu dieser Edition.",
			en: "The board “{board}” does not belong to this edition.",
		},
		"setup.player_count": {
			de: "Diese Edition spielt man zu {min} bis {max} {max:Spieler|Spielern}, nicht zu {count}.",
			en: "This edition is for {min} to {max} {max:player|players}, not {count}.",
		},
		"setup.neutral": {
			de: "Bei {count} {count:Spieler|Spielern} passt die neutrale Armee nicht: Zu zweit spielt genau eine neutrale Armee mit, ab 3 Spielern keine.",
			en: "With {count} {count:player|players} the neutral army is wrong: a 2-player game has exactly one neutral army, a game of 3 or more has none.",
		},
		"setup.neutral_last": {
			de: "Die neutrale Armee muss den letzten Platz am Tisch einnehmen.",
			en: "The neutral army must take the last seat at the table.",
		},
		"setup.no_name": {
			de: "Spieler {seat} braucht einen Namen.",
			en: "Player {seat} needs a name.",
		},
		// Each edition may name its own sides (setup.no_house@<id>).
		"setup.no_house": {
			de: "Für {player} ist noch keine Seite gewählt: Wählt, mit wem {player} spielt.",
			en: "{player} has no side chosen yet: choose whom {player} plays.",
		},
		// Each edition may name its own sides (setup.house_not_allowed@<id>).
		"setup.house_not_allowed": {
			de: "{house} spielt bei {count} {count:Spieler|Spielern} nicht mit.",
			en: "{house} does not play in a game of {count}.",
		},
		"setup.house_twice": {
			de: "Das Haus {house} ist doppelt gewählt: Jedes Haus darf nur einmal mitspielen.",
			en: "House {house} has been chosen twice: each house can play only once.",
		},
		"setup.bad_seat": {
			de: "{territory} wurde einem Spieler zugeteilt, der nicht am Tisch sitzt.",
			en: "{territory} was dealt to a player who is not at the table.",
		},
		"setup.unowned": {
			de: "{territory} wurde niemandem zugeteilt: Zu Beginn gehört jedes Gebiet einem Spieler oder der neutralen Armee.",
			en: "{territory} was dealt to nobody: at the start every territory belongs to a player or to the neutral army.",
		},
		"setup.deal_count": {
			de: "Beim Verteilen der Gebiete bekommt {player} laut Regel genau {want}, nicht {got}.",
			en: "At the deal, the rules give {player} exactly {want} {want:territory|territories}, not {got}.",
		},
		"setup.deck_in_table_mode": {
			de: "Wer mit dem echten Kartenstapel am Tisch spielt, gibt Herald keinen Stapel.",
			en: "When the table plays with its own deck of cards, Herald takes no deck.",
		},
		"setup.deck_mode": {
			de: "Unbekannte Art des Kartenstapels „{mode}“: Entweder verwaltet Herald den Stapel, oder ihr spielt mit dem echten Stapel am Tisch.",
			en: "Unknown kind of deck “{mode}”: either Herald keeps the deck, or the table plays with its own.",
		},
		"setup.deck_size": {
			de: "Der Kartenstapel muss {want} {want:Karte|Karten} haben (alle Gebietskarten und die Spielende-Karte), nicht {got}.",
			en: "The deck must hold {want} {want:card|cards} (every territory card and the End Game card), not {got}.",
		},
		"setup.deck_duplicate": {
			de: "Die Karte „{card}“ liegt doppelt im Stapel.",
			en: "The card “{card}” is in the deck twice.",
		},
		"setup.deck_unknown_card": {
			de: "Im Stapel liegt „{card}“, aber das ist keine Karte dieses Spiels.",
			en: "The deck holds “{card}”, which is not a card of this game.",
		},
		"setup.end_card_top_half": {
			de: "Die Spielende-Karte muss in die untere Hälfte des Stapels gemischt werden.",
			en: "The End Game card must be shuffled into the bottom half of the deck.",
		},
		"territory.unknown": {
			de: "Auf diesem Spielplan gibt es kein Gebiet „{name}“.",
			en: "There is no territory “{name}” on this board.",
		},

		// The game record.
		"event.no_setup": {
			de: "Die Aufzeichnung des Spiels beginnt nicht mit dem Spielaufbau.",
			en: "The game's record does not begin with the setup.",
		},
		"event.setup_twice": {
			de: "Dieses Spiel ist schon aufgebaut.",
			en: "This game has already been set up.",
		},
		"event.unknown_type": {
			de: "Herald kennt den Spielzug „{type}“ nicht.",
			en: "Herald does not know the action “{type}”.",
		},
		"event.bad_payload": {
			de: "Die Angaben zum Spielzug „{type}“ ließen sich nicht lesen: {detail}",
			en: "The details of the action “{type}” could not be read: {detail}",
		},
		"game.over": {
			de: "Das Spiel ist vorbei: Es lässt sich nichts mehr eintragen.",
			en: "The game is over: nothing more can be entered.",
		},

		// Reinforcement and cards.
		"conquest.move_in_first": {
			de: "Zuerst müssen Einheiten in das eroberte Gebiet {territory} nachrücken.",
			en: "First, units must move into the conquered territory {territory}.",
		},
		"place.trade_first": {
			de: "{player} hat {cards} {cards:Gebietskarte|Gebietskarten} auf der Hand: Erst einen Satz eintauschen, dann alle Verstärkungen aufstellen.",
			en: "{player} holds {cards} {cards:territory card|territory cards}: trade in a set first, then place all the reinforcements.",
		},
		"trade.must_trade": {
			de: "Mit {cards} {cards:Gebietskarte|Gebietskarten} auf der Hand muss zuerst ein Satz eingetauscht werden.",
			en: "With {cards} {cards:territory card|territory cards} in hand, a set must be traded in first.",
		},
		"trade.over_limit": {
			de: "{cards} {cards:Gebietskarte|Gebietskarten} auf der Hand sind zu viele: Es dürfen höchstens {limit} sein, also zuerst Sätze eintauschen.",
			en: "{cards} {cards:territory card|territory cards} in hand are too many: no more than {limit} are allowed, so trade in sets first.",
		},
		"trade.not_now": {
			de: "Gebietskarten werden nur in der Verstärkung eingetauscht (oder sofort, wenn jemand nach dem Ausschalten eines Spielers zu viele Karten hat).",
			en: "Territory cards are traded in only during reinforcement (or at once when someone holds too many cards after eliminating a player).",
		},
		"trade.not_a_set": {
			de: "Ein Satz sind 3 Gebietskarten: dreimal dasselbe Symbol (Ritter, Belagerungswaffe oder Befestigung) oder von jedem eins.",
			en: "A set is 3 territory cards: three of the same symbol (knight, siege engine or fortification) or one of each.",
		},
		"trade.extra_not_chosen": {
			de: "Hier gibt es die Extra-Einheiten für jede eingetauschte Karte eines eigenen Gebiets: Es ist kein Gebiet zu wählen.",
			en: "Here the extra units come for every traded card of a territory you hold: there is no territory to choose.",
		},
		"trade.extra_not_yours": {
			de: "Die Extra-Einheiten gibt es einmal im Zug, auf einem eigenen Gebiet, das eine der eingetauschten Karten zeigt: {territory} ist es nicht (oder es gab sie in diesem Zug schon).",
			en: "The extra units come once a turn, on a territory you hold that one of the traded cards shows: {territory} is not one (or this turn had them already).",
		},
		"trade.card_twice": {
			de: "Die Karte „{card}“ ist doppelt angegeben.",
			en: "The card “{card}” is given twice.",
		},
		"trade.not_in_hand": {
			de: "Der Spieler am Zug hat die Gebietskarte {territory} nicht auf der Hand.",
			en: "The player whose turn it is does not hold the territory card {territory}.",
		},
		"place.units_left": {
			de: "Zuerst die ganze Verstärkung setzen: Es {units:fehlt|fehlen} noch {units}.",
			en: "Place all reinforcements first: {units} still to place.",
		},
		"place.not_yours": {
			de: "Verstärkung kommt nur auf eigene Gebiete, und {territory} gehört jemand anderem.",
			en: "Reinforcements go only on one's own territories, and {territory} belongs to someone else.",
		},
		"place.at_least_one": {
			de: "Es muss mindestens 1 Einheit gesetzt werden.",
			en: "Place at least 1 unit.",
		},
		"place.too_many": {
			de: "Auf {territory} {left:kann|können} nur noch {left} gesetzt werden, nicht {units}.",
			en: "Only {left} more can be placed on {territory}, not {units}.",
		},

		// Attack.
		"attack.not_yours": {
			de: "Angegriffen wird nur aus eigenen Gebieten, und {territory} gehört jemand anderem.",
			en: "Attacks start only from one's own territories, and {territory} belongs to someone else.",
		},
		"attack.own_territory": {
			de: "{territory} gehört schon dem Angreifer: Angreifen lassen sich nur fremde oder neutrale Gebiete.",
			en: "{territory} already belongs to the attacker: only enemy or neutral territories can be attacked.",
		},
		"attack.not_adjacent": {
			de: "{from} und {to} grenzen nicht aneinander.",
			en: "{from} and {to} do not border each other.",
		},
		"attack.one_unit": {
			de: "{territory} hat nur {units} {units:Einheit|Einheiten}: Für einen Angriff braucht es mindestens 2, weil eine zurückbleiben muss.",
			en: "{territory} has only {units} {units:unit|units}: an attack needs at least 2, because one must stay behind.",
		},
		"attack.after_maneuver": {
			de: "Nach dem Manöver gibt es in diesem Zug keine Angriffe mehr.",
			en: "After the maneuver there are no more attacks this turn.",
		},
		"attack.dice_count": {
			de: "Der Angreifer wirft 1 bis 3 Angriffswürfel, nicht {dice}.",
			en: "The attacker rolls 1 to 3 attack dice, not {dice}.",
		},
		"attack.too_many_dice": {
			de: "{dice} Angriffswürfel {dice:ist zu viel|sind zu viele}: {territory} hat {units} {units:Einheit|Einheiten}, und eine muss zurückbleiben. Pro übrige Einheit gibt es höchstens einen Würfel.",
			en: "{dice} attack {dice:die is|dice are} too many: {territory} has {units} {units:unit|units} and one must stay behind. Each remaining unit rolls at most one die.",
		},
		"defend.dice_count": {
			de: "Der Verteidiger wirft 1 oder 2 Verteidigungswürfel, nicht {dice}.",
			en: "The defender rolls 1 or 2 defence dice, not {dice}.",
		},
		"defend.too_many_dice": {
			de: "Der Verteidiger wirft höchstens so viele Würfel, wie {territory} Einheiten hat ({units}), nicht {dice}.",
			en: "The defender rolls no more dice than {territory} has units ({units}), not {dice}.",
		},
		"defend.neutral_max": {
			de: "Die neutrale Armee verteidigt immer mit so vielen Würfeln wie möglich, hier also mit {dice}.",
			en: "The neutral army always defends with as many dice as it can, here {dice}.",
		},
		"dice.bonus_attack": {
			de: "Der Bonus-Angriffswürfel fehlt oder gehört nicht zu dieser Schlacht: nur wer die Belohnung hat, würfelt ihn, und dann immer.",
			en: "The bonus attack die is missing or does not belong to this battle: only the holder of the reward rolls it, and then always.",
		},
		"dice.bonus_defend": {
			de: "Der Bonus-Verteidigungswürfel fehlt oder gehört nicht zu dieser Schlacht: nur wer die Belohnung hat, würfelt ihn, und dann immer.",
			en: "The bonus defence die is missing or does not belong to this battle: only the holder of the reward rolls it, and then always.",
		},
		"dice.reroll_not_allowed": {
			de: "Neu würfeln darf nur, wer die passende Beutekarte hat.",
			en: "Only a player with the matching loot card may re-roll.",
		},
		"dice.reroll_no_one": {
			de: "Es liegt keine Eins, die neu gewürfelt werden könnte.",
			en: "No die shows a 1 that could be re-rolled.",
		},
		"dice.reroll_defender": {
			de: "Nur der Angreifer würfelt mit Beutekarten neu.",
			en: "Only the attacker re-rolls with loot cards.",
		},
		"dice.face": {
			de: "Ein Würfel zeigt 1 bis 6, nicht {value}.",
			en: "A die shows 1 to 6, not {value}.",
		},
		"attack.no_dice": {
			de: "Für die Schlacht fehlen Angaben: entweder die gewürfelten Augen beider Seiten oder die Verluste beider Seiten.",
			en: "The battle needs more: either the dice both sides rolled, or the losses on both sides.",
		},
		"attack.losses": {
			de: "Die Verluste beider Seiten müssen zusammen {total} ergeben: so viele Würfelpaare wurden verglichen.",
			en: "The losses of both sides must add up to {total}: that many pairs of dice were compared.",
		},
		"conquest.nothing_to_move": {
			de: "Gerade wartet kein erobertes Gebiet auf nachrückende Einheiten.",
			en: "No conquered territory is waiting for units right now.",
		},
		"conquest.move_range": {
			de: "In {territory} rücken mindestens {min} und höchstens {max} nach: Wer in der letzten Schlacht gekämpft hat, muss mit, und eine Einheit bleibt zurück.",
			en: "Move at least {min} and at most {max} into {territory}: the units that fought the last battle must go along, and one unit stays behind.",
		},
		"attack.already_over": {
			de: "Die Angriffe sind in diesem Zug schon beendet.",
			en: "The attacks are already over for this turn.",
		},

		// Maneuver.
		"maneuver.once": {
			de: "Pro Zug gibt es nur ein Manöver, und das ist schon gemacht.",
			en: "There is only one maneuver per turn, and it has been made.",
		},
		"maneuver.not_yours": {
			de: "Ein Manöver geht nur zwischen eigenen Gebieten, und {territory} gehört jemand anderem.",
			en: "A maneuver goes only between one's own territories, and {territory} belongs to someone else.",
		},
		"maneuver.same": {
			de: "Ein Manöver braucht zwei verschiedene Gebiete.",
			en: "A maneuver needs two different territories.",
		},
		"maneuver.units": {
			de: "Aus {territory} lassen sich mindestens 1 und höchstens {max} verlegen: Eine Einheit muss zurückbleiben.",
			en: "From {territory}, move at least 1 and at most {max}: one unit must stay behind.",
		},
		"maneuver.not_connected": {
			de: "{from} und {to} sind nicht über eigene Gebiete miteinander verbunden.",
			en: "{from} and {to} are not connected through one's own territories.",
		},
		"maneuver.not_adjacent": {
			de: "An diesem Tisch geht ein Manöver nur in ein angrenzendes eigenes Gebiet, und {from} grenzt nicht an {to}.",
			en: "At this table a maneuver goes only into an adjacent territory of one's own, and {from} does not border {to}.",
		},

		// Drawing a card.
		"draw.no_conquest": {
			de: "Eine Gebietskarte gibt es nur, wenn in diesem Zug mindestens ein Gebiet erobert wurde.",
			en: "A territory card is drawn only after conquering at least one territory this turn.",
		},
		"draw.card_without_draw": {
			de: "Es ist eine Karte angegeben, aber es wird keine gezogen.",
			en: "A card was given, but no card is being drawn.",
		},
		"draw.herald_deck": {
			de: "In diesem Spiel verwaltet Herald den Kartenstapel und zieht die Karte selbst: Bitte keine Karte angeben.",
			en: "In this game Herald keeps the deck and draws the card itself: please don't name a card.",
		},
		"draw.key_not_heralds": {
			de: "Nur eine Karte, die Herald aus seinem eigenen Stapel zieht, hat einen Ziehschlüssel.",
			en: "Only a card Herald draws from its own deck has a draw key.",
		},
		"draw.deck_empty": {
			de: "Der Kartenstapel ist leer: Es gibt keine Karte mehr zu ziehen.",
			en: "The deck is empty: there is no card left to draw.",
		},
		"draw.which_card": {
			de: "Welche Karte wurde gezogen? Bitte die Gebietskarte oder die Spielende-Karte angeben.",
			en: "Which card was drawn? Please name the territory card or the End Game card.",
		},
		"draw.no_such_card": {
			de: "Für {territory} gibt es keine Gebietskarte.",
			en: "There is no territory card for {territory}.",
		},
		"draw.extra_card_taken": {
			de: "Die Karte „{card}“ ist schon auf einer Hand oder wurde eingetauscht.",
			en: "The card “{card}” is already in a hand or has been traded in.",
		},
		"draw.card_in_hand": {
			de: "Die Gebietskarte {territory} hat schon jemand anderes auf der Hand.",
			en: "Someone else already holds the territory card {territory}.",
		},
		"draw.card_traded": {
			de: "Die Gebietskarte {territory} wurde schon eingetauscht und kann nicht mehr gezogen werden.",
			en: "The territory card {territory} has already been traded in and cannot be drawn again.",
		},

		// Corrections to match the real board.
		"correct.nothing": {
			de: "Die Korrektur ändert nichts: Bitte mindestens ein Gebiet angeben.",
			en: "The correction changes nothing: please name at least one territory.",
		},
		"correct.bad_owner": {
			de: "{territory} kann nur jemandem gehören, der am Tisch mitspielt.",
			en: "{territory} can only belong to someone playing at the table.",
		},
		"correct.empty": {
			de: "Auf {territory} muss mindestens 1 Einheit stehen.",
			en: "{territory} must hold at least 1 unit.",
		},
		"correct.bad_player": {
			de: "Diesen Spieler gibt es nicht am Tisch (die neutrale Armee hat keine Karten).",
			en: "There is no such player at the table (the neutral army holds no cards).",
		},

		// Battle results, embedded in history.attack and
		// history.attack_losses, hence lower case.
		"battle.both_lost": {
			de: "der Angreifer verlor {attacker}, der Verteidiger {defender}",
			en: "the attacker lost {attacker}, the defender {defender}",
		},
		"battle.attacker_lost": {
			de: "der Angreifer verlor {units}, der Verteidiger nichts",
			en: "the attacker lost {units}, the defender nothing",
		},
		"battle.defender_lost": {
			de: "der Verteidiger verlor {units}, der Angreifer nichts",
			en: "the defender lost {units}, the attacker nothing",
		},

		// History: one sentence per thing that happened.
		"history.trade_plain": {
			de: "{player} tauschte einen Satz Gebietskarten gegen {value} {value:Einheit|Einheiten} ein.",
			en: "{player} traded in a set of territory cards for {value} {value:unit|units}.",
		},
		"maneuver.one_unit": {
			de: "{territory} hat nur 1 Einheit: Sie muss dort bleiben, ein Manöver braucht mindestens 2.",
			en: "{territory} has only 1 unit: it must stay, so a maneuver needs at least 2 there.",
		},
		"history.setup": {
			de: "Das Spiel ist aufgebaut, {count} {count:Armee ist|Armeen sind} dabei; {player} beginnt.",
			en: "The game is set up with {count} {count:army|armies}; {player} goes first.",
		},
		"history.place": {
			de: "{player} setzte {units} {units:Einheit|Einheiten} auf {territory}.",
			en: "{player} placed {units} {units:unit|units} on {territory}.",
		},
		"history.trade": {
			de: "{player} tauschte einen Satz Gebietskarten gegen {value} {value:Einheit|Einheiten} ein, dazu {extra} auf eigenen Gebieten der Karten.",
			en: "{player} traded in a set of territory cards for {value} {value:unit|units}, plus {extra} on own territories shown on the cards.",
		},
		"history.attack": {
			de: "{player} griff {to} ({defender}) von {from} aus an: {attack} gegen {defend}, {result}.",
			en: "{player} attacked {to} ({defender}) from {from}: {attack} against {defend}, {result}.",
		},
		"history.bonus_attack_die": {
			de: "Bonus-Angriffswürfel: {value}.",
			en: "Bonus attack die: {value}.",
		},
		"history.bonus_defend_die": {
			de: "Bonus-Verteidigungswürfel: {value}.",
			en: "Bonus defence die: {value}.",
		},
		"history.reroll_one": {
			de: "Eine Eins neu gewürfelt (Beute): {value}.",
			en: "A 1 re-rolled (loot): {value}.",
		},
		"history.reroll_lowest": {
			de: "Niedrigster Angriffswürfel neu gewürfelt (Beute): {value}.",
			en: "Lowest attack die re-rolled (loot): {value}.",
		},
		"history.compared": {
			de: "Mit Helden, Kanonen und Boni verglichen: {attack} gegen {defend}.",
			en: "Compared with heroes, cannons and bonuses: {attack} against {defend}.",
		},
		"history.hero_falls": {
			de: "Der Held von {player} verlässt mit der Einheit das Brett.",
			en: "{player}'s hero leaves the board with the unit.",
		},
		"history.attack_losses": {
			de: "{player} griff {to} ({defender}) von {from} aus an: {result}.",
			en: "{player} attacked {to} ({defender}) from {from}: {result}.",
		},
		"history.conquered": {
			de: "{player} eroberte {territory}.",
			en: "{player} conquered {territory}.",
		},
		"history.eliminated": {
			de: "{loser} hat das letzte Gebiet verloren und scheidet aus; {player} bekommt die Gebietskarten.",
			en: "{loser} lost their last territory and is out; {player} takes their territory cards.",
		},
		"history.move_in": {
			de: "{player} rückte mit {units} {units:Einheit|Einheiten} in {territory} nach.",
			en: "{player} moved {units} {units:unit|units} into {territory}.",
		},
		"history.end_attack": {
			de: "{player} beendete die Angriffe.",
			en: "{player} ended the attacks.",
		},
		"history.maneuver": {
			de: "{player} verlegte im Manöver {units} {units:Einheit|Einheiten} von {from} nach {to}.",
			en: "{player} maneuvered {units} {units:unit|units} from {from} to {to}.",
		},
		"history.end_turn": {
			de: "{player} beendete den Zug.",
			en: "{player} ended the turn.",
		},
		"history.end_turn_draw": {
			de: "{player} beendete den Zug und zog eine Gebietskarte.",
			en: "{player} ended the turn and drew a territory card.",
		},
		"history.end_card": {
			de: "{player} zog die Spielende-Karte: Das Spiel ist vorbei.",
			en: "{player} drew the End Game card: the game is over.",
		},
		"history.correct": {
			de: "Korrektur: {territory} gehört {player} und hat {units} {units:Einheit|Einheiten}.",
			en: "Correction: {territory} belongs to {player} and holds {units} {units:unit|units}.",
		},
		"history.correct_hand": {
			de: "Korrektur: {player} hat jetzt {cards} {cards:Gebietskarte|Gebietskarten} auf der Hand.",
			en: "Correction: {player} now holds {cards} {cards:territory card|territory cards}.",
		},

		// Web layer: requests and their problems.
		"game.stale": {
			de: "Das Spielbrett hat sich inzwischen geändert (jemand anderes hat etwas eingetragen). Hier ist der aktuelle Stand: Bitte prüfen und noch einmal versuchen.",
			en: "The board changed meanwhile (someone else entered something). Here is the current state: check it and try again.",
		},
		"game.meanwhile": {
			de: "Inzwischen: {events}.",
			en: "Meanwhile: {events}.",
		},
		"game.meanwhile_correct": {
			de: "das Spielbrett wurde korrigiert ({count} {count:Angabe|Angaben})",
			en: "the board was corrected ({count} {count:change|changes})",
		},
		"game.meanwhile_more": {
			de: "… und {count} {count:weitere Aktion|weitere Aktionen}",
			en: "… and {count} {count:more action|more actions}",
		},
		"game.not_found": {
			de: "Dieses Spiel gibt es nicht.",
			en: "There is no such game.",
		},
		"game.bad_input": {
			de: "Diese Eingabe ließ sich nicht lesen: {detail}",
			en: "That input could not be read: {detail}",
		},
		"undo.nothing": {
			de: "Es gibt nichts rückgängig zu machen: Das Spiel ist gerade erst aufgebaut.",
			en: "There is nothing to undo: the game has just been set up.",
		},
		"redo.nothing": {
			de: "Es gibt nichts wiederherzustellen: Seit dem letzten Rückgängig wurde etwas Neues eingetragen, oder es wurde nichts rückgängig gemacht.",
			en: "There is nothing to redo: something new was recorded since the last undo, or nothing was undone.",
		},

		// Card symbols and cards.
		"symbol.knight":        {de: "Ritter", en: "Knight"},
		"symbol.siege_engine":  {de: "Belagerungswaffe", en: "Siege engine"},
		"symbol.fortification": {de: "Befestigung", en: "Fortification"},
		"card.end_game":        {de: "Spielende-Karte", en: "End Game card"},

		// Phases of a turn.
		"phase.reinforce": {de: "Verstärkung", en: "Reinforce"},
		"phase.attack":    {de: "Angriff", en: "Attack"},
		"phase.maneuver":  {de: "Manöver", en: "Maneuver"},
		"phase.over":      {de: "Spielende", en: "Game over"},

		// Why a game ended.
		"end.end_card": {
			de: "Die Spielende-Karte wurde gezogen: Es gewinnt, wer die meisten Punkte hat (je 1 für jedes Gebiet, jede Burg und jeden Hafen).",
			en: "The End Game card was drawn: the most points win (1 for each territory, castle and port held).",
		},
		"end.all_territories": {
			de: "Ein Spieler hält alle Gebiete des Spielplans.",
			en: "One player holds every territory on the board.",
		},
		"end.last_standing": {
			de: "Nur noch ein Spieler ist übrig: Alle anderen sind ausgeschieden.",
			en: "Only one player is left: everyone else has been eliminated.",
		},
	})
}
