package handlers

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/i18n"
	"herald/views"
)

// A Halo Legendary game is set up in two steps, like Halo Wars': first the
// mode, the players and their armies, the battlefield and the mobile
// teleporter option; then the board as it stands at the table. Herald
// pre-fills the second step with a claim in the rulebook's pattern (round
// the table; in One-on-One player 1, player 2, 2 neutral Flood units),
// units spread evenly, base and hero on each player's first territory and
// the mobile teleporter pairs on unconnected territories; the table
// corrects it to match its pieces and engine.NewGame checks the result.
// The edition ships no boards: every battlefield is entered in the board
// editor, and the Ring and Forge are two of them joined ("a@1+b@1").

const legendary = engine.EditionHaloLegendary

func newLegendaryForm() views.LegendarySetupForm {
	return views.LegendarySetupForm{Mode: engine.ModeObjective, TeleporterOption: engine.TeleportersEach,
		Names: make([]string, 5), Armies: make([]string, 5)}
}

// legendaryChoices are the edition's boards; one without territories yet
// (just created in the editor) is listed, not playable.
func (a *App) legendaryChoices(ctx context.Context) ([]views.BoardChoice, error) {
	boards, err := a.boardChoices(ctx, legendary)
	if err != nil {
		return nil, err
	}
	for i, b := range boards {
		if pb, err := a.games.loadBoard(ctx, b.Ref); err == nil && len(pb.Board.Territories) == 0 {
			boards[i].Playable = false
		}
	}
	return boards, nil
}

func (a *App) newLegendary(c echo.Context) error {
	f := newLegendaryForm()
	boards, err := a.legendaryChoices(c.Request().Context())
	if err != nil {
		return err
	}
	f.Boards = boards
	// The first playable board for two players, the first two as the
	// halves of the Ring or Forge; the table picks others.
	var playable []string
	for _, b := range boards {
		if b.Playable {
			playable = append(playable, b.Ref)
		}
	}
	if len(playable) > 0 {
		f.Board, f.HalfA = playable[0], playable[0]
	}
	if len(playable) > 1 {
		f.HalfB = playable[1]
	}
	return render(c, http.StatusOK, views.NewLegendary(ctxOf(c), f))
}

// sentence is a refusal of the set-up form in the catalogue's words.
func sentence(key string, kv ...any) error {
	args := map[string]any{}
	for i := 0; i+1 < len(kv); i += 2 {
		args[kv[i].(string)] = kv[i+1]
	}
	return &engine.RuleError{Key: key, Args: args}
}

func (a *App) createLegendary(c echo.Context) error {
	cx := ctxOf(c)
	ctx := c.Request().Context()
	form, err := c.FormParams()
	if err != nil {
		return badInput(err.Error())
	}
	f := newLegendaryForm()
	f.Name = strings.TrimSpace(form.Get("name"))
	if m := form.Get("mode"); slices.Contains(views.LegendaryModes, m) {
		f.Mode = m
	}
	f.Teams = f.Mode == engine.ModeSlayer && form.Get("teams") == "1"
	if o := form.Get("teleporter_option"); slices.Contains(views.LegendaryTeleporterOptions, o) {
		f.TeleporterOption = o
	}
	f.Board, f.HalfA, f.HalfB = form.Get("board"), form.Get("half_a"), form.Get("half_b")
	for i, n := range form["player"] {
		if i < 5 {
			f.Names[i] = strings.TrimSpace(n)
		}
	}
	for i, h := range form["army"] {
		if i < 5 && slices.Contains(views.LegendaryArmies, h) {
			f.Armies[i] = h
		}
	}
	if f.Boards, err = a.legendaryChoices(ctx); err != nil {
		return err
	}
	stepOne := func(status int, err error) error {
		f.Grid = false
		if err != nil {
			f.Error = message(cx.Lang, nil, err)
		}
		return render(c, status, views.NewLegendary(cx, f))
	}
	if form.Get("step") == "back" {
		return stepOne(http.StatusOK, nil)
	}

	// The players are the seats with a name, in turn order.
	var names, chosen []string
	for i, n := range f.Names {
		if n != "" {
			names, chosen = append(names, n), append(chosen, f.Armies[i])
		}
	}
	if err := legendaryCount(f.Mode, f.Teams, len(names)); err != nil {
		return stepOne(http.StatusUnprocessableEntity, err)
	}
	b, err := a.legendaryField(ctx, cx.Lang, &f, len(names))
	if err != nil {
		if errors.As(err, new(*choiceError)) || errors.As(err, new(*engine.RuleError)) {
			return stepOne(http.StatusUnprocessableEntity, err)
		}
		return err
	}
	f.Count = len(names)
	f.Houses = legendaryArmies(f.Mode, f.Teams, chosen)
	f.SeatNames = names
	if f.Mode == engine.ModeOneOnOne {
		// "Es werden 48 neutrale Flood-Einheiten benötigt": the Flood is
		// the third seat, played by nobody.
		f.Neutral = true
		f.Houses = append(f.Houses, engine.LegendaryFlood)
		f.SeatNames = append(f.SeatNames, cx.T("newlegendary.neutral_flood"))
	}

	if form.Get("step") != "create" {
		legendaryGrid(&f, b, cx.Lang)
		a.prefillLegendary(&f, b)
		// Herald's proposal follows the rulebook: what the engine refuses
		// in it comes from the first step (armies, option, board).
		s := legendarySetup(&f)
		if _, err := engine.NewGame(b, s); err != nil {
			f.Grid = false
			f.Error = views.SayError(cx.Lang, stateForSetup(b, s), err)
			return render(c, http.StatusUnprocessableEntity, views.NewLegendary(cx, f))
		}
		return render(c, http.StatusOK, views.NewLegendary(cx, f))
	}
	legendaryGrid(&f, b, cx.Lang)
	readLegendaryGrid(&f, form)
	s := legendarySetup(&f)
	return a.startGame(c, f.Name, b, s, legendaryPairsWhole(f.Pairs), func(msg string) error {
		f.Error = msg
		return render(c, http.StatusUnprocessableEntity, views.NewLegendary(cx, f))
	})
}

// legendaryCount checks the number of players a mode is played by
// ("SPIELMODI"; Slayer in teams as Team Objective).
func legendaryCount(mode string, teams bool, n int) error {
	lo, hi := 3, 5
	switch {
	case mode == engine.ModeOneOnOne:
		lo, hi = 2, 2
	case mode == engine.ModeTeam, teams:
		lo = 4
	}
	if n < lo || n > hi {
		return sentence("setup.legendary_players", "min", lo, "max", hi, "count", n)
	}
	return nil
}

// legendaryField resolves the battlefield ("SCHLACHTFELDER"): for 2
// players one board of the edition (Hammer or Anvil), for 3-5 two
// different ones joined (the Ring: Inland Canyon + Pulse Grid 01; Forge:
// Hammer + Anvil). It sets the form's battlefield reference and names.
func (a *App) legendaryField(ctx context.Context, lang string, f *views.LegendarySetupForm, players int) (*engine.Board, error) {
	if players == 2 {
		if f.Board == "" {
			return nil, sentence("newlegendary.no_board")
		}
		_, pb, ref, err := a.chooseBoard(ctx, legendary, f.Board)
		if err != nil {
			return nil, err
		}
		if err := hasTerritories(pb, ref); err != nil {
			return nil, err
		}
		f.Ref, f.Field = ref, pb.Board.Names.In(lang)
		f.FieldWarning = battlefieldWarning(lang, f.Field, pb.Board)
		return pb.Board, nil
	}
	if f.HalfA == "" || f.HalfB == "" {
		return nil, sentence("newlegendary.no_halves")
	}
	if engine.BoardID(f.HalfA) == engine.BoardID(f.HalfB) {
		return nil, sentence("newlegendary.same_halves")
	}
	var halves []*engine.Board
	for k, ref := range []string{f.HalfA, f.HalfB} {
		_, pb, _, err := a.chooseBoard(ctx, legendary, ref)
		if err != nil {
			return nil, err
		}
		if err := hasTerritories(pb, ref); err != nil {
			return nil, err
		}
		f.HalfNames[k] = pb.Board.Names.In(lang)
		halves = append(halves, pb.Board)
	}
	_, pb, ref, err := a.chooseBoard(ctx, legendary, f.HalfA+"+"+f.HalfB)
	if err != nil {
		// Each half is playable alone: joined, ids clash.
		var ce *choiceError
		if errors.As(err, &ce) && ce.key == "newgame.board_unplayable" {
			return nil, sentence("newlegendary.halves_clash", "a", f.HalfNames[0], "b", f.HalfNames[1])
		}
		return nil, err
	}
	f.Ref, f.Field = ref, f.HalfNames[0]+" + "+f.HalfNames[1]
	f.FieldWarning = battlefieldWarning(lang, f.Field, halves...)
	return pb.Board, nil
}

// battlefields are the rulebook's ("SCHLACHTFELDER"; "WÄHLEN SIE EIN
// SCHLACHTFELD": "Die Ringwelt entsteht, wenn Inland Canyon und Pulse Grid
// 01 durch mobile Teleporter verbunden werden. Forge entsteht, wenn Anvil
// und Hammer ... verbunden werden"; 2 players on Hammer or Anvil), by the
// boards' names with letters and digits only.
var battlefields = map[string]bool{"hammer": true, "anvil": true, "anvil+hammer": true, "inlandcanyon+pulsegrid01": true}

// battlefieldWarning warns when the boards chosen are none of the
// rulebook's battlefields. The table names its own boards, so Herald
// only warns: a board named otherwise may still be the right one.
func battlefieldWarning(lang, field string, boards ...*engine.Board) string {
	var known []string
	for _, b := range boards {
		for _, name := range b.Names {
			if n := battlefieldName(name); n != "" {
				known = append(known, n)
				break
			}
		}
	}
	slices.Sort(known)
	if len(known) == len(boards) && battlefields[strings.Join(known, "+")] {
		return ""
	}
	return i18n.N(lang, "newlegendary.battlefield_unknown", "field", field)
}

// battlefieldName is a board name as one of the battlefields' halves
// ("Pulse Grid 01" -> "pulsegrid01"), or "".
func battlefieldName(name string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(name) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	switch n := b.String(); n {
	case "hammer", "anvil", "inlandcanyon", "pulsegrid01":
		return n
	}
	return ""
}

// hasTerritories refuses a board with no territory yet: there is nothing
// to claim.
func hasTerritories(pb playBoard, ref string) error {
	if len(pb.Board.Territories) == 0 {
		return &choiceError{key: "newgame.board_unplayable", ref: ref, names: pb.Board.Names}
	}
	return nil
}

// legendaryArmies gives every seat an army: the table's choice where it
// made one, otherwise one the mode allows: One-on-One UNSC against
// Covenant; in teams ("SPIELREIHENFOLGE") UNSC and Covenant by turns, so
// allies never play in a row, and with 5 the Flood first; otherwise the
// box's armies in order.
func legendaryArmies(mode string, teams bool, chosen []string) []string {
	n := len(chosen)
	out := slices.Clone(chosen)
	want := make([]string, n) // the faction a seat should get; "" any
	other := func(f string) string {
		if f == engine.FactionUNSC {
			return engine.FactionCovenant
		}
		return engine.FactionUNSC
	}
	if mode == engine.ModeOneOnOne || mode == engine.ModeTeam || teams {
		start := 0
		if n == 5 && mode != engine.ModeOneOnOne {
			want[0], start = engine.FactionFlood, 1
		}
		// The first seat the table gave UNSC or Covenant sets the rhythm.
		first := engine.FactionUNSC
		for i := start; i < n; i++ {
			if f := engine.Faction(out[i]); f == engine.FactionUNSC || f == engine.FactionCovenant {
				first = f
				if (i-start)%2 == 1 {
					first = other(f)
				}
				break
			}
		}
		for i := start; i < n; i++ {
			want[i] = first
			if (i-start)%2 == 1 {
				want[i] = other(first)
			}
		}
	}
	for i := range out {
		if out[i] != "" {
			continue
		}
		for _, h := range views.LegendaryArmies {
			if slices.Contains(out, h) || (want[i] != "" && engine.Faction(h) != want[i]) {
				continue
			}
			out[i] = h
			break
		}
		if out[i] == "" { // the faction's armies are taken: any free one
			for _, h := range views.LegendaryArmies {
				if !slices.Contains(out, h) {
					out[i] = h
					break
				}
			}
		}
	}
	return out
}

// legendaryGrid fills what both renderings of the second step share: the
// territories by half and region, the selects, the teleporter pairs the
// option allows, bases, heroes and starting cards.
func legendaryGrid(f *views.LegendarySetupForm, b *engine.Board, lang string) {
	f.Grid = true
	f.Rows, f.Groups, f.Options, f.PairsA, f.PairsB = nil, nil, nil, nil, nil
	composed := b.Territories[0].Half != ""
	firstHalf := b.Territories[0].Half
	half := func(t engine.Territory) int {
		if composed && t.Half != firstHalf {
			return 1
		}
		return 0
	}
	groups := [2]views.OptionGroup{{Label: f.HalfNames[0]}, {Label: f.HalfNames[1]}}
	for _, t := range b.Territories {
		choice := views.TerritoryChoice{ID: t.ID, Name: t.Names.In(lang)}
		f.Rows = append(f.Rows, views.LegendaryRow{ID: t.ID, Name: choice.Name})
		groups[half(t)].Options = append(groups[half(t)].Options, choice)
	}
	if composed {
		f.Options = groups[:]
		f.PairsA, f.PairsB = groups[0].Options, groups[1].Options
	} else {
		f.HalfNames = [2]string{}
		f.Options = []views.OptionGroup{{Options: groups[0].Options}}
		f.PairsA, f.PairsB = groups[0].Options, groups[0].Options
	}
	// The grid by region, as the board editor lists it; a territory of
	// no known region last.
	placed := make([]bool, len(b.Territories))
	for _, r := range b.Regions {
		g := views.LegendaryGroup{Region: r.Names.In(lang), Bonus: r.Bonus}
		for i, t := range b.Territories {
			if t.Region == r.ID && !placed[i] {
				g.Rows, placed[i] = append(g.Rows, i), true
				if composed {
					g.Half = f.HalfNames[half(t)]
				}
			}
		}
		if len(g.Rows) > 0 {
			f.Groups = append(f.Groups, g)
		}
	}
	rest := views.LegendaryGroup{Region: "—"}
	for i := range b.Territories {
		if !placed[i] {
			rest.Rows = append(rest.Rows, i)
		}
	}
	if len(rest.Rows) > 0 {
		f.Groups = append(f.Groups, rest)
	}

	f.Pairs = legendaryPairs(f)
	f.Bases, f.Heroes, f.StartCards = make([]string, f.Count), make([]string, f.Count), make([]int, f.Count)
	for i := range f.Count {
		f.StartCards[i] = engine.LegendaryStartCards(f.Mode, f.Count, i)
	}
}

// legendaryPairs are the pairs of mobile teleporters the option allows
// ("OPTIONEN FÜR MOBILE TELEPORTER"): one per player; only the last
// player's; one per team, the single Flood player placing both of his.
func legendaryPairs(f *views.LegendarySetupForm) []views.LegendaryPair {
	teams := f.Mode == engine.ModeTeam || f.Teams
	var out []views.LegendaryPair
	switch {
	case f.TeleporterOption == engine.TeleportersLast && f.Count >= 3:
		out = append(out, views.LegendaryPair{Key: "newlegendary.pair_last", Who: f.SeatNames[f.Count-1]})
	case f.TeleporterOption == engine.TeleportersTeam && teams:
		var sides []string
		members := map[string][]string{}
		for i := range f.Count {
			side := engine.Faction(f.Houses[i])
			if !slices.Contains(sides, side) {
				sides = append(sides, side)
			}
			members[side] = append(members[side], f.SeatNames[i])
		}
		for _, side := range sides {
			p := views.LegendaryPair{Key: "newlegendary.pair_team", Who: strings.Join(members[side], " & ")}
			if len(members[side]) == 1 {
				p.Key = "newlegendary.pair_alone"
			}
			out = append(out, p)
		}
	default:
		for i := range f.Count {
			out = append(out, views.LegendaryPair{Key: "newlegendary.pair_player", Who: f.SeatNames[i]})
		}
	}
	return out
}

// prefillLegendary proposes the board: territories claimed one at a time
// in turn order in random order of territories (One-on-One: player 1,
// player 2, 2 neutral Flood units, round after round), the rest of each
// seat's units spread evenly, base and hero on each player's first
// territory, and each pair of mobile teleporters on 2 territories that are
// not connected, one on each half of the Ring or Forge.
func (a *App) prefillLegendary(f *views.LegendarySetupForm, b *engine.Board) {
	seats := len(f.Houses)
	order := make([]int, len(f.Rows))
	for i := range order {
		order[i] = i
	}
	shuffle(a, order)
	left := make([]int, seats)
	for i := range seats {
		left[i], _ = f.Want(i)
	}
	mine := make([][]int, seats)
	for k, r := range order {
		seat := k % seats
		u := 1
		if f.Neutral && seat == f.Count {
			u = 2 // "2 Flood-Einheiten in ein leeres Gebiet"
		}
		f.Rows[r].Owner, f.Rows[r].Units = seat, u
		left[seat] -= u
		mine[seat] = append(mine[seat], r)
	}
	for seat, rows := range mine {
		for k := 0; left[seat] > 0 && len(rows) > 0; k++ {
			f.Rows[rows[k%len(rows)]].Units++
			left[seat]--
		}
	}
	for i := range f.Count {
		if len(mine[i]) == 0 {
			continue
		}
		first := f.Rows[mine[i][0]].ID
		if f.WithBases() {
			f.Bases[i] = first
		}
		f.Heroes[i] = first
	}
	used := map[string]bool{}
	for p := range f.Pairs {
		f.Pairs[p].A, f.Pairs[p].B = a.teleporterPair(b, f.PairsA, f.PairsB, used)
	}
}

// teleporterPair picks two free territories, one of each list, that are
// not connected: "wählen Sie 2 Gebiete, die nicht verbunden sind ...
// niemals 2 mobile Teleporter im gleichen Gebiet".
func (a *App) teleporterPair(b *engine.Board, as, bs []views.TerritoryChoice, used map[string]bool) (string, string) {
	as, bs = slices.Clone(as), slices.Clone(bs)
	shuffle(a, as)
	shuffle(a, bs)
	for _, x := range as {
		if used[x.ID] {
			continue
		}
		tx, _ := b.Lookup(x.ID)
		for _, y := range bs {
			ty, _ := b.Lookup(y.ID)
			if used[y.ID] || x.ID == y.ID || b.Adjacent(tx, ty) {
				continue
			}
			used[x.ID], used[y.ID] = true, true
			return x.ID, y.ID
		}
	}
	return "", ""
}

// readLegendaryGrid reads the second step into f, keeping what was
// entered for a re-render.
func readLegendaryGrid(f *views.LegendarySetupForm, form map[string][]string) {
	get := func(k string) string {
		if v := form[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	for p := range f.Pairs {
		f.Pairs[p].A, f.Pairs[p].B = get("tele_"+strconv.Itoa(p)+"_a"), get("tele_"+strconv.Itoa(p)+"_b")
	}
	for i := range f.Rows {
		r := &f.Rows[i]
		r.Owner, _ = strconv.Atoi(get("owner_" + r.ID))
		r.Units, _ = strconv.Atoi(get("units_" + r.ID))
	}
	for i := range f.Count {
		si := strconv.Itoa(i)
		f.Bases[i], f.Heroes[i] = get("base_"+si), get("hero_"+si)
	}
}

// legendaryPairsWhole refuses a pair of mobile teleporters with one end
// chosen and the other not.
func legendaryPairsWhole(pairs []views.LegendaryPair) error {
	for p, pr := range pairs {
		if (pr.A == "") != (pr.B == "") {
			return sentence("newlegendary.pair_incomplete", "n", p+1)
		}
	}
	return nil
}

// legendarySetup is the Setup event of the form's second step.
func legendarySetup(f *views.LegendarySetupForm) engine.Setup {
	s := engine.Setup{Edition: legendary, Board: f.Ref, Mode: f.Mode, Teams: f.Teams, TeleporterOption: f.TeleporterOption,
		DeckMode: engine.DeckTable, Owners: map[string]int{}, Units: map[string]int{}}
	for _, p := range f.Pairs {
		if p.A != "" || p.B != "" {
			s.Teleporters = append(s.Teleporters, [2]string{p.A, p.B})
		}
	}
	for _, r := range f.Rows {
		s.Owners[r.ID], s.Units[r.ID] = r.Owner, r.Units
	}
	for i := range f.Count {
		p := engine.PlayerSetup{Name: f.SeatNames[i], House: f.Houses[i], Hero: f.Heroes[i]}
		if f.WithBases() {
			p.Base = f.Bases[i]
		}
		s.Players = append(s.Players, p)
	}
	if f.Neutral {
		s.Players = append(s.Players, engine.PlayerSetup{Name: f.SeatNames[f.Count], House: engine.LegendaryFlood, Neutral: true})
	}
	return s
}
