package handlers

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// A Warhammer 40,000 game is set up in two steps, like Halo Wars: the way
// to win, the loot reading, board, players and factions; then the board as
// it stands at the table. Herald proposes a claim at random (one territory
// at a time round the table, "EINSATZ DER TRUPPEN"), the starting units
// spread evenly, each leader on its player's first territory, and the
// missions drawn when asked; the table corrects it, enters the leader
// abilities and the recruitment table its board prints; engine.NewGame
// checks the result against the rulebook.

func (a *App) newWarhammerForm(c echo.Context) error {
	f := views.WarhammerSetupForm{Mode: engine.ModeClassic, Count: 3, Names: make([]string, 5), Factions: defaultFactions(), HeraldDraws: true}
	boards, err := a.boardChoices(c.Request().Context(), engine.EditionWH40k)
	if err != nil {
		return err
	}
	f.Boards, f.Board = boards, preferTableBoard(boards, engine.WH40k.Board)
	return render(c, http.StatusOK, views.NewWarhammer(ctxOf(c), f))
}

func defaultFactions() []string {
	return append([]string(nil), engine.WH40kFactions...)
}

// preferTableBoard picks the table's newest playable board of the edition
// over the shipped template: once entered, that is the board they play.
func preferTableBoard(boards []views.BoardChoice, shipped string) string {
	for i := len(boards) - 1; i >= 0; i-- {
		if boards[i].Version > 0 && boards[i].Playable {
			return boards[i].Ref
		}
	}
	return shipped
}

func (a *App) createWarhammer(c echo.Context) error {
	cx := ctxOf(c)
	ctx := c.Request().Context()
	form, err := c.FormParams()
	if err != nil {
		return badInput(err.Error())
	}
	f := views.WarhammerSetupForm{
		Name: strings.TrimSpace(form.Get("name")), Mode: form.Get("mode"), Board: form.Get("board"),
		LootKept: form.Get("loot") == "kept", HeraldDraws: form.Get("missions_by") != "table",
		Names: make([]string, 5), Factions: defaultFactions(),
	}
	if f.Mode != engine.ModeDomination {
		f.Mode = engine.ModeClassic
	}
	f.Count, _ = strconv.Atoi(form.Get("count"))
	for i, n := range form["player"] {
		if i < 5 {
			f.Names[i] = strings.TrimSpace(n)
		}
	}
	for i, h := range form["faction"] {
		if i < 5 {
			f.Factions[i] = h
		}
	}
	if f.Boards, err = a.boardChoices(ctx, engine.EditionWH40k); err != nil {
		return err
	}
	// Refusals speak Warhammer's words (views.EditionKey) once the board
	// is known.
	var said *engine.State
	refuse := func(err error) error {
		f.Error = message(cx.Lang, said, err)
		return render(c, http.StatusUnprocessableEntity, views.NewWarhammer(cx, f))
	}
	_, pb, ref, err := a.chooseBoard(ctx, engine.EditionWH40k, f.Board)
	if err != nil {
		if errors.As(err, new(*choiceError)) || errors.As(err, new(*engine.RuleError)) {
			return refuse(err)
		}
		return err
	}
	f.Board, f.Template = ref, ref == engine.WH40k.Board
	said = &engine.State{Board: pb.Board, Rules: engine.WH40k}
	if f.Count < 3 || f.Count > 5 {
		return refuse(&engine.RuleError{Key: "setup.player_count", Args: map[string]any{"min": 3, "max": 5, "count": f.Count}})
	}
	seen := map[string]bool{}
	for i := range f.Count {
		if f.Names[i] == "" {
			return refuse(&engine.RuleError{Key: "setup.no_name", Args: map[string]any{"seat": i + 1}})
		}
		if seen[f.Factions[i]] {
			return refuse(&engine.RuleError{Key: "setup.house_twice", Args: map[string]any{"house": f.Factions[i]}})
		}
		seen[f.Factions[i]] = true
	}
	if form.Get("step") != "create" {
		a.prefillWarhammer(&f, pb.Board, cx.Lang)
		return render(c, http.StatusOK, views.NewWarhammer(cx, f))
	}
	s, err := readWarhammerGrid(&f, pb.Board, form, cx.Lang)
	if err != nil {
		return refuse(err)
	}
	s.Board = ref
	return a.startGame(c, f.Name, pb.Board, s, nil, func(msg string) error {
		f.Error = msg
		return render(c, http.StatusUnprocessableEntity, views.NewWarhammer(cx, f))
	})
}

// whGridBase fills what both steps of the grid share, territories and
// regions named in the reader's language lang.
func whGridBase(f *views.WarhammerSetupForm, b *engine.Board, lang string) {
	f.Grid = true
	f.Leaders, f.Abilities = make([]string, f.Count), make([]string, f.Count)
	f.StartGelt = make([][]int, f.Count)
	f.Options, f.Rows = nil, nil
	for _, t := range b.Territories {
		f.Options = append(f.Options, views.TerritoryChoice{ID: t.ID, Name: t.Names.In(lang)})
		region := ""
		if i, ok := b.RegionIndex(t.Region); ok {
			region = b.Regions[i].Names.In(lang)
		}
		f.Rows = append(f.Rows, views.HaloRow{ID: t.ID, Name: t.Names.In(lang), Region: region})
	}
	f.Recruit = nil
	for _, g := range views.RecruitRows {
		f.Recruit = append(f.Recruit, views.RecruitEntry{Gelt: g})
	}
}

// prefillWarhammer proposes the set-up: territories claimed one at a time
// round the table in random order, one unit each and the rest spread
// evenly, each leader on its player's first territory; 4 main and 4 side
// missions drawn when Herald draws them ("Trenne Neben- und
// Hauptmissionen und mische die beiden getrennt voneinander").
func (a *App) prefillWarhammer(f *views.WarhammerSetupForm, b *engine.Board, lang string) {
	whGridBase(f, b, lang)
	order := make([]int, len(f.Rows))
	for i := range order {
		order[i] = i
	}
	shuffle(a, order)
	units := make([]int, f.Count)
	mine := make([][]int, f.Count)
	for i := range units {
		units[i] = engine.WH40kStartUnits(f.Count)
	}
	for k, r := range order {
		seat := k % f.Count
		f.Rows[r].Owner, f.Rows[r].Units = seat, 1
		units[seat]--
		mine[seat] = append(mine[seat], r)
		if f.Leaders[seat] == "" {
			f.Leaders[seat] = f.Rows[r].ID
		}
	}
	for seat, rows := range mine {
		for k := 0; units[seat] > 0 && len(rows) > 0; k++ {
			f.Rows[rows[k%len(rows)]].Units++
			units[seat]--
		}
	}
	f.Missions = nil
	if f.HeraldDraws {
		for _, tier := range []string{engine.TierMain, engine.TierSide} {
			var ids []string
			for _, id := range engine.WH40kMissionOrder {
				if engine.WH40k.Objectives[id].Tier == tier {
					ids = append(ids, id)
				}
			}
			shuffle(a, ids)
			f.Missions = append(f.Missions, ids[:4]...)
		}
	}
}

// readWarhammerGrid turns the second step into the Setup event, keeping
// what was entered in f for a re-render.
func readWarhammerGrid(f *views.WarhammerSetupForm, b *engine.Board, form map[string][]string, lang string) (engine.Setup, error) {
	get := func(k string) string {
		if v := form[k]; len(v) > 0 {
			return strings.TrimSpace(v[0])
		}
		return ""
	}
	whGridBase(f, b, lang)
	f.Missions = form["mission"]
	s := engine.Setup{
		Edition: engine.EditionWH40k, Mode: f.Mode, LootKept: f.LootKept, DeckMode: engine.DeckTable,
		Owners: map[string]int{}, Units: map[string]int{}, Achievements: f.Missions, Recruitment: map[int]int{},
	}
	for i := range f.Rows {
		r := &f.Rows[i]
		r.Owner, _ = strconv.Atoi(get("owner_" + r.ID))
		r.Units, _ = strconv.Atoi(get("units_" + r.ID))
		s.Owners[r.ID], s.Units[r.ID] = r.Owner, r.Units
	}
	for i := range f.Count {
		seat := strconv.Itoa(i)
		f.Leaders[i], f.Abilities[i] = get("leader_"+seat), get("ability_"+seat)
		p := engine.PlayerSetup{Name: f.Names[i], House: f.Factions[i], Hero: f.Leaders[i], Ability: f.Abilities[i]}
		for k := range engine.WH40kStartCards(i) {
			v, _ := strconv.Atoi(get("gelt_" + seat + "_" + strconv.Itoa(k)))
			p.Gelt = append(p.Gelt, v)
		}
		f.StartGelt[i] = p.Gelt
		s.Players = append(s.Players, p)
	}
	var bad error
	for k := range f.Recruit {
		r := &f.Recruit[k]
		r.Units = get("recruit_" + strconv.Itoa(r.Gelt))
		if r.Units == "" {
			continue
		}
		units, err := strconv.Atoi(r.Units)
		if err != nil && bad == nil {
			bad = badInput("recruit_" + strconv.Itoa(r.Gelt) + " = " + strconv.Quote(r.Units))
		}
		s.Recruitment[r.Gelt] = units
	}
	return s, bad
}
