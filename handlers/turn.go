package handlers

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/store"
	"herald/views"
)

func storeEvent(typ string, payload json.RawMessage) store.NewEvent {
	return store.NewEvent{Type: typ, Payload: payload}
}

// formInt reads an integer form field; an empty field is 0, a bad one an
// input error that names the field.
func formInt(c echo.Context, name string) (int, error) {
	return parseInt(name, c.FormValue(name))
}

// formInts reads integer form fields, in order; the first bad one is
// the error.
func formInts(c echo.Context, names ...string) ([]int, error) {
	ns := make([]int, len(names))
	for i, name := range names {
		n, err := formInt(c, name)
		if err != nil {
			return nil, err
		}
		ns[i] = n
	}
	return ns, nil
}

// parseInt reads one integer field's value; empty is 0.
func parseInt(name, v string) (int, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return 0, badInput(name + " = " + strconv.Quote(v))
	}
	return n, nil
}

// act records the event the form describes and answers: the parts of the
// game page that changed for htmx (respondParts), a redirect to the game
// page otherwise. The form is read strictly (readForm) as spec says for
// the game, besides its "seq". A refusal goes to the error handler with
// the game, to be shown inside the form.
func (a *App) act(c echo.Context, spec gameForm, build func(gm *game) (engine.Event, error), after func(*views.GameView, *game)) error {
	id, err := gameID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	gm, err := a.games.load(ctx, id)
	if err != nil {
		return err
	}
	s, err := spec(gm)
	if err == nil {
		_, err = readForm(c, s.with(fields("seq")))
	}
	if err != nil {
		return refusedForm(c, err, gm)
	}
	seq, err := formInt(c, "seq")
	if err != nil {
		return err
	}
	// A stale form is told what changed, before its values are judged
	// against a board its player has not seen.
	if seq != gm.State.Seq {
		return refusedForm(c, gm.stale(seq), gm)
	}
	e, err := build(gm)
	if err == nil {
		err = a.secretDoor(c, gm, e)
	}
	if err != nil {
		return refusedForm(c, err, gm)
	}
	next, err := a.games.record(ctx, id, seq, e)
	if err != nil {
		return refusedForm(c, err, next)
	}
	return a.respondParts(c, gm, next, seq, after)
}

// gameForm is a game form's fields, which may depend on the game's
// edition (its kind of card, its own actions).
type gameForm func(gm *game) (formSpec, error)

// always is a game form whose fields are the same in every edition.
func always(s formSpec) gameForm { return func(*game) (formSpec, error) { return s, nil } }

// refusedForm is a refusal of the game page's form that was posted: the
// page shows it inside that form, every value as the player sent it
// (views.FormRefusal). The board and hand corrections, posted from their own
// page, keep the sentence at the top.
func refusedForm(c echo.Context, err error, gm *game) error {
	form := formName(c)
	if form == "" || gm == nil {
		return &gameError{err: err, game: gm}
	}
	posted := c.Request().PostForm
	return &gameError{err: err, game: gm, view: func(v *views.GameView) {
		v.Refused = views.FormRefusal{Form: form, Posted: posted}
		switch form {
		case "attack":
			v.AttackFrom, v.AttackTo, v.Declared = posted.Get("from"), posted.Get("to"), declared(c)
		case "maneuver", "start-maneuver":
			v.ManeuverFrom, v.ManeuverProposed = posted.Get("from"), false
		}
	}}
}

// refusedOnGame is refusedForm for a route that had not loaded its game.
func (a *App) refusedOnGame(c echo.Context, err error) error {
	gm, lerr := a.loadParam(c)
	if lerr != nil {
		return lerr
	}
	return refusedForm(c, err, gm)
}

// formName names the game page's form a POST came from by its route
// ("place", "attack", "act/claim" ...); "" for the corrections.
func formName(c echo.Context) string {
	if kind := c.Param("kind"); kind != "" {
		return "act/" + kind
	}
	name := c.Path()[strings.LastIndexByte(c.Path(), '/')+1:]
	if strings.HasPrefix(name, ":") { // a seat link's reissue: no form of the game page
		return ""
	}
	switch name {
	case "board", "hand", "undo":
		return ""
	case "maneuver":
		if c.FormValue("start") == "1" {
			return "start-maneuver"
		}
	}
	return name
}

// chosen refuses an empty selection with the sentence saying what to
// choose (key), before a rule would name an empty territory.
func chosen(key string, values ...string) error {
	for _, v := range values {
		if strings.TrimSpace(v) == "" {
			return &engine.RuleError{Key: key}
		}
	}
	return nil
}

func (a *App) respond(c echo.Context, gm *game, after func(*views.GameView, *game)) error {
	c.Response().Header().Add("Vary", "HX-Request")
	if fromSeat(c, gm.Meta.ID) {
		// Sent from a phone's seat page: back to it (seats.go).
		return a.backToSeat(c, gm)
	}
	if !isHTMX(c) {
		return c.Redirect(http.StatusSeeOther, "/games/"+strconv.FormatInt(gm.Meta.ID, 10))
	}
	v := gameView(gm)
	if after != nil {
		after(&v, gm)
	}
	return render(c, http.StatusOK, views.Game(ctxOf(c), v))
}

func (a *App) place(c echo.Context) error {
	return a.act(c, gameForms["place"], func(gm *game) (engine.Event, error) { return a.placeEvent(c, gm) }, nil)
}

func (a *App) placeEvent(c echo.Context, _ *game) (engine.Event, error) {
	if err := chosen("choose.place", c.FormValue("territory")); err != nil {
		return nil, err
	}
	units, err := formInt(c, "units")
	return engine.Place{Territory: c.FormValue("territory"), Units: units}, err
}

// trade records a turn-in of the cards the form names, in the edition's
// kind of card (handOf).
func (a *App) trade(c echo.Context) error {
	return a.act(c, gameForms["trade"], func(gm *game) (engine.Event, error) { return a.tradeEvent(c, gm) }, nil)
}

func (a *App) tradeEvent(c echo.Context, gm *game) (engine.Event, error) {
	t, err := handOf(c, gm.State)
	if err != nil {
		return nil, err
	}
	if err := chosen("choose.card", t.Cards...); err != nil {
		return nil, err
	}
	return t, nil
}

// declared reads what the attacker declares on the attack form.
func declared(c echo.Context) engine.Declared {
	return engine.Declared{
		HeroIn:       c.FormValue("hero_in") == "1",
		AttackCannon: c.FormValue("attack_cannon") == "1",
		DefendCannon: c.FormValue("defend_cannon") == "1",
		// Loot: spend a once-only re-roll card on Herald's roll.
		UseRerollOne:    c.FormValue("use_reroll_one") == "1",
		UseRerollLowest: c.FormValue("use_reroll_lowest") == "1",
	}
}

// attack builds one battle from the form: Herald rolls, the table's dice,
// or only the losses.
func (a *App) attack(c echo.Context) error {
	return a.act(c, gameForms["attack"], func(gm *game) (engine.Event, error) { return a.attackEvent(c, gm) },
		func(v *views.GameView, gm *game) {
			keepInvasion(c, v, gm.State, c.FormValue("from"), c.FormValue("to"))
		})
}

func (a *App) attackEvent(c echo.Context, gm *game) (engine.Event, error) {
	from, to := c.FormValue("from"), c.FormValue("to")
	if err := chosen("choose.attack_from", from); err != nil {
		return nil, err
	}
	if err := chosen("choose.attack_to", to); err != nil {
		return nil, err
	}
	return a.battleOf(c, gm.State, from, to)
}

// battleOf reads the battle from -> to off the attack form, in the way
// the form's mode says it was rolled.
func (a *App) battleOf(c echo.Context, st *engine.State, from, to string) (engine.Event, error) {
	form := c.Request().PostForm // read strictly by act (attackForm)
	armies, err := formInts(c, "attackers", "defenders")
	if err != nil {
		return nil, err
	}
	attackers, defenders := armies[0], armies[1]
	e := engine.Attack{From: from, To: to, Declared: declared(c)}
	mode := c.FormValue("mode")
	if _, ok := form["outcome"]; ok && mode == "" {
		mode = "outcome" // a "losses only" button of the dice pad
	}
	switch mode {
	case "dice":
		err = tableDice(c, form, &e, attackers, defenders)
	case "losses":
		err = tableLosses(c, &e, attackers, defenders)
	case "outcome":
		err = padOutcome(c, form, &e, attackers, defenders)
	case "roll", "":
		// The "Herald rolls" button, or Enter in a field (htmx then
		// sends no button).
		a.roll(st, &e, attackers, defenders)
	default:
		// Herald's dice for a way of entering it does not know would
		// record a battle the table did not roll.
		return nil, &engine.RuleError{Key: "event.unknown_value", Args: map[string]any{"field": "mode", "value": c.FormValue("mode")}}
	}
	if err != nil {
		return nil, err
	}
	return e, nil
}

// tableDice fills e with the dice the table rolled: tapped on the dice
// pad (attack_die_0 ...), or typed one box per die (a, d).
func tableDice(c echo.Context, form url.Values, e *engine.Attack, attackers, defenders int) error {
	e.RolledBy = "table"
	var err error
	if padUsed(form) {
		if len(form["a"])+len(form["d"]) > 0 {
			return badInputRule("a+attack_die", engine.Broke("dicepad.mixed"))
		}
		err = padDice(form, e, attackers, defenders)
	} else {
		if e.AttackDice, err = dice(form["a"], "a"); err == nil {
			e.DefendDice, err = dice(form["d"], "d")
		}
	}
	if err != nil {
		return err
	}
	for _, f := range []struct {
		name string
		to   *int
	}{
		{"a_bonus", &e.AttackBonusDie}, {"d_bonus", &e.DefendBonusDie},
		{"a_reroll_one", &e.RerollOne}, {"a_reroll_lowest", &e.RerollLowest},
	} {
		if *f.to, err = padFace(form, f.name, false); err != nil {
			return err
		}
	}
	if len(e.AttackDice) == 0 || len(e.DefendDice) == 0 {
		return &engine.RuleError{Key: "attack.no_dice"}
	}
	return nil
}

// tableLosses fills e with only the losses the table counted.
func tableLosses(c echo.Context, e *engine.Attack, attackers, defenders int) error {
	e.RolledBy = "table"
	e.Attackers, e.Defenders = attackers, defenders
	loss, err := formInts(c, "attacker_loss", "defender_loss")
	if err != nil {
		return err
	}
	e.AttackerLoss, e.DefenderLoss = &loss[0], &loss[1]
	e.AttackHeroFalls = c.FormValue("attack_hero_falls") == "1"
	e.DefendHeroFalls = c.FormValue("defend_hero_falls") == "1"
	return nil
}

// keepInvasion keeps the invasion from -> to selected for the next battle
// while it can go on.
func keepInvasion(c echo.Context, v *views.GameView, st *engine.State, from, to string) {
	f, ok := st.Board.Lookup(from)
	if !ok || st.Pending != nil {
		return
	}
	if t, ok := st.Board.Lookup(to); ok && st.CheckAttack(f, t) == nil {
		v.AttackFrom, v.AttackTo = from, to
		v.Declared = declared(c)
		v.PadOpen = padMode(c)
	}
}

// roll fills a battle with Herald's dice. The counts come from the form;
// the defender never rolls more dice than units, and a neutral army always
// rolls the most it may ("Invasion (Fortsetzung)"). The edition's
// modifiers decide bonus dice and re-rolls (engine.RollBattle).
func (a *App) roll(st *engine.State, e *engine.Attack, attackers, defenders int) {
	var rule engine.BattleRule
	f, okF := st.Board.Lookup(e.From)
	t, okT := st.Board.Lookup(e.To)
	if okT {
		defenders = min(defenders, st.Units[t])
		if o := st.Owner[t]; o >= 0 && st.Players[o].Neutral {
			defenders = min(2, st.Units[t])
		}
	}
	if okF && attackers > st.Units[f]-1 && st.Units[f] > 1 {
		attackers = st.Units[f] - 1
	}
	if okF && okT {
		rule = st.RollRule(f, t, e.Declared)
	}
	// Counts out of range are left for the engine to refuse in words.
	atk, def := engine.RollBattle(rule, max(0, min(attackers, 4)), max(0, min(defenders, 3)), func() int { return a.intn(6) + 1 })
	e.AttackDice, e.DefendDice = atk.Dice, def.Dice
	e.AttackBonusDie, e.DefendBonusDie = atk.Bonus, def.Bonus
	e.RerollOne, e.RerollLowest = atk.RerollOne, atk.RerollLowest
	e.RolledBy = "herald"
}

// dice reads the dice typed in; empty boxes are dice not rolled.
func dice(values []string, field string) ([]int, error) {
	var out []int
	for _, v := range values {
		v = strings.TrimSpace(v)
		if v == "" {
			continue
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return nil, badInput(field + " = " + strconv.Quote(v))
		}
		out = append(out, n)
	}
	return out, nil
}

// lastFormInt reads the last value of a repeated integer field. The
// move-in form's "Alle N einrücken" button carries name "units" too: a
// plain submit by it sends the number field first and the pressed button
// last (form data in tree order), htmx sends the button's value alone, so
// the last value is always what the player chose.
func lastFormInt(c echo.Context, name string) (int, error) {
	form, err := c.FormParams()
	if err != nil {
		return 0, badInput(err.Error())
	}
	vs := form[name]
	if len(vs) == 0 {
		return 0, nil
	}
	return parseInt(name, vs[len(vs)-1])
}

func (a *App) moveIn(c echo.Context) error {
	return a.act(c, gameForms["move-in"], func(gm *game) (engine.Event, error) { return a.moveInEvent(c, gm) }, nil)
}

func (a *App) moveInEvent(c echo.Context, _ *game) (engine.Event, error) {
	units, err := lastFormInt(c, "units")
	return engine.MoveIn{Units: units, Hero: c.FormValue("hero") == "1"}, err
}

func (a *App) endAttack(c echo.Context) error {
	return a.act(c, gameForms["end-attack"], func(gm *game) (engine.Event, error) { return a.endAttackEvent(c, gm) }, nil)
}

func (a *App) endAttackEvent(echo.Context, *game) (engine.Event, error) {
	return engine.EndAttack{}, nil
}

func (a *App) maneuver(c echo.Context) error {
	return a.act(c, gameForms["maneuver"], func(gm *game) (engine.Event, error) { return a.maneuverEvent(c, gm) }, nil)
}

func (a *App) maneuverEvent(c echo.Context, _ *game) (engine.Event, error) {
	if err := chosen("choose.maneuver_from", c.FormValue("from")); err != nil {
		return nil, err
	}
	if err := chosen("choose.maneuver_to", c.FormValue("to")); err != nil {
		return nil, err
	}
	units, err := formInt(c, "units")
	return engine.Maneuver{From: c.FormValue("from"), To: c.FormValue("to"), Units: units,
		Hero: c.FormValue("hero") == "1", Start: c.FormValue("start") == "1"}, err
}

func (a *App) endTurn(c echo.Context) error {
	return a.act(c, gameForms["end-turn"], func(gm *game) (engine.Event, error) { return a.endTurnEvent(c, gm) }, nil)
}

func (a *App) endTurnEvent(c echo.Context, gm *game) (engine.Event, error) {
	e := engine.EndTurn{Draw: c.FormValue("draw") == "1", Card: c.FormValue("card")}
	// The edition's cards drawn: their points, their values.
	if read := views.ActionsOf(gm.State.Rules.Edition).DrawnCards; e.Draw && read != nil {
		if err := read(c.Request().PostForm, &e); err != nil {
			return nil, fromViews(err)
		}
	}
	// Where each removed hero goes back.
	for i := range gm.State.Players {
		if t := c.FormValue("hero_" + strconv.Itoa(i)); t != "" {
			e.Heroes = append(e.Heroes, engine.HeroPlacement{Player: i, Territory: t})
		}
	}
	return e, nil
}

func (a *App) undo(c echo.Context) error { return a.logOp(c, a.games.undo, undone) }

func (a *App) redo(c echo.Context) error { return a.logOp(c, a.games.redo, redone) }

// logOp runs undo or redo on the game as of the form's seq and answers
// with the parts of the page that changed (the page as it was is loaded
// first, only when the answer can be parts).
func (a *App) logOp(c echo.Context, op func(context.Context, int64, int) (*game, error), pick func(*game) (engine.Event, *engine.State)) error {
	id, err := gameID(c)
	if err != nil {
		return err
	}
	if _, err := readForm(c, fields("seq")); err != nil {
		return a.refusedOnGame(c, err)
	}
	seq, err := formInt(c, "seq")
	if err != nil {
		return err
	}
	if err := a.logDoor(c, id, seq, pick); err != nil {
		return err
	}
	var before *game
	if isHTMX(c) && c.Request().Header.Get("HX-Target") == "game" {
		if before, err = a.games.load(c.Request().Context(), id); err != nil {
			return err
		}
	}
	gm, err := op(c.Request().Context(), id, seq)
	if err != nil {
		return &gameError{err: err, game: gm}
	}
	return a.respondParts(c, before, gm, seq, nil)
}
