package handlers

import (
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"herald/engine"
	"herald/views"
)

// A Halo Wars game is set up in two steps: mode, board and players; then
// the board as it stands at the table. Herald pre-fills the second step
// (a Command Room claim at random, units spread evenly, the chart's or
// randomly drawn colonies and achievements) and the table corrects it to
// match its pieces; engine.NewGame checks the result against the rulebook.

func (a *App) newHaloForm(c echo.Context) error {
	f := views.HaloSetupForm{Mode: engine.ModeBasic, Count: 3, Names: make([]string, 5)}
	boards, err := a.boardChoices(c.Request().Context(), engine.EditionHaloWars)
	if err != nil {
		return err
	}
	f.Boards, f.Board = boards, engine.HaloWars.Board
	return render(c, http.StatusOK, views.NewHalo(ctxOf(c), f))
}

func (a *App) createHalo(c echo.Context) error {
	cx := ctxOf(c)
	ctx := c.Request().Context()
	form, err := c.FormParams()
	if err != nil {
		return badInput(err.Error())
	}
	f := views.HaloSetupForm{
		Name: strings.TrimSpace(form.Get("name")), Mode: form.Get("mode"), Board: form.Get("board"),
		WorldConquest: form.Get("world_conquest") == "1", Names: make([]string, 5),
	}
	if f.Mode != engine.ModeCommand {
		f.Mode = engine.ModeBasic
	}
	f.Count, _ = strconv.Atoi(form.Get("count"))
	for i, n := range form["player"] {
		if i < 5 {
			f.Names[i] = strings.TrimSpace(n)
		}
	}
	if f.Boards, err = a.boardChoices(ctx, engine.EditionHaloWars); err != nil {
		return err
	}
	refuse := func(err error) error {
		f.Error = message(cx.Lang, nil, err)
		return render(c, http.StatusUnprocessableEntity, views.NewHalo(cx, f))
	}
	_, pb, ref, err := a.chooseBoard(ctx, engine.EditionHaloWars, f.Board)
	if err != nil {
		if errors.As(err, new(*choiceError)) || errors.As(err, new(*engine.RuleError)) {
			return refuse(err)
		}
		return err
	}
	f.Board = ref
	if f.Count < 3 || f.Count > 5 {
		return refuse(&engine.RuleError{Key: "setup.player_count", Args: map[string]any{"min": 3, "max": 5, "count": f.Count}})
	}
	for i := range f.Count {
		if f.Names[i] == "" {
			return refuse(&engine.RuleError{Key: "setup.no_name", Args: map[string]any{"seat": i + 1}})
		}
	}
	if form.Get("step") != "create" {
		a.prefillHalo(&f, pb.Board)
		return render(c, http.StatusOK, views.NewHalo(cx, f))
	}
	s := a.readHaloGrid(&f, pb.Board, form)
	s.Board = ref
	return a.startGame(c, f.Name, pb.Board, s, nil, func(msg string) error {
		f.Error = msg
		return render(c, http.StatusUnprocessableEntity, views.NewHalo(cx, f))
	})
}

// startGame checks a set-up entered on a form against the rulebook
// (first checked, when given, for what the form itself can tell), stores
// the game and sends the table to it; a refusal goes to refused as a
// sentence, to be shown with everything entered.
func (a *App) startGame(c echo.Context, name string, b *engine.Board, s engine.Setup, checked error, refused func(msg string) error) error {
	cx := ctxOf(c)
	err := checked
	if err == nil {
		_, err = engine.NewGame(b, s)
	}
	if err != nil {
		return refused(views.SayError(cx.Lang, stateForSetup(b, s), err))
	}
	id, err := a.createSetup(c.Request().Context(), cx.Lang, name, b, s)
	if err != nil {
		return err
	}
	return c.Redirect(http.StatusSeeOther, "/games/"+strconv.FormatInt(id, 10))
}

// gridBase fills what both steps of the grid share: armies, seats, the
// territory list for the selects.
func gridBase(f *views.HaloSetupForm, b *engine.Board) {
	f.Grid = true
	f.Houses = engine.HaloWars.Houses(f.Count)
	f.Bases, f.Heroes = make([]string, f.Count), make([]string, f.Count)
	f.StartCard, f.Skulls = make([]bool, f.Count), make([]int, f.Count)
	for i := range f.Count {
		// "Covenant (Purple) player starts with one card" (3 players,
		// Basic Training); the 3rd and 4th of 4, the 4th and 5th of 5.
		f.StartCard[i] = (f.Count == 3 && f.Mode == engine.ModeBasic && i == 2) || (f.Count == 4 && i >= 2) || (f.Count == 5 && i >= 3)
	}
	f.Options = nil
	f.Rows = nil
	for _, t := range b.Territories {
		f.Options = append(f.Options, views.TerritoryChoice{ID: t.ID, Name: t.Names.In("en")})
		region := ""
		if i, ok := b.RegionIndex(t.Region); ok {
			region = b.Regions[i].Names.In("en")
		}
		f.Rows = append(f.Rows, views.HaloRow{ID: t.ID, Name: t.Names.In("en"), Region: region})
	}
}

// prefillHalo proposes a board: territories claimed one at a time round
// the table in random order, one unit each and the rest spread evenly,
// base and hero on each player's first territory; the chart's colonies
// and achievements in Basic Training, 15 colonies and 4 + 4 achievements
// drawn at random in Command Room.
func (a *App) prefillHalo(f *views.HaloSetupForm, b *engine.Board) {
	gridBase(f, b)
	order := make([]int, len(f.Rows))
	for i := range order {
		order[i] = i
	}
	shuffle(a, order)
	units := make([]int, f.Count)
	for i := range f.Count {
		units[i] = engine.HaloStartUnits(f.Count, engine.Faction(f.Houses[i]))
	}
	var mine = make([][]int, f.Count)
	for k, r := range order {
		seat := k % f.Count
		f.Rows[r].Owner, f.Rows[r].Units = seat, 1
		units[seat]--
		mine[seat] = append(mine[seat], r)
		if f.Bases[seat] == "" {
			f.Bases[seat], f.Heroes[seat] = f.Rows[r].ID, f.Rows[r].ID
		}
	}
	for seat, rows := range mine {
		for k := 0; units[seat] > 0 && len(rows) > 0; k++ {
			f.Rows[rows[k%len(rows)]].Units++
			units[seat]--
		}
	}
	var colonies []string
	if f.Mode == engine.ModeBasic {
		colonies = engine.BasicColonies(f.Count)
		f.Achievements = engine.BasicAchievements(f.Count)
	} else {
		shuffle(a, order)
		for _, r := range order[:min(15, len(order))] {
			colonies = append(colonies, f.Rows[r].ID)
		}
		f.Achievements = a.drawAchievements()
		f.RewardsByHerald = true
	}
	for i := range f.Rows {
		f.Rows[i].Colony = slices.Contains(colonies, f.Rows[i].ID)
	}
}

// drawAchievements is Command Room's "randomly place 4 Heroic and 4
// Legendary".
func (a *App) drawAchievements() []string {
	var out []string
	for _, tier := range []string{engine.Heroic, engine.Legendary} {
		var ids []string
		for _, id := range engine.HaloAchievementOrder {
			if engine.HaloWars.Objectives[id].Tier == tier {
				ids = append(ids, id)
			}
		}
		shuffle(a, ids)
		out = append(out, ids[:4]...)
	}
	return out
}

// readHaloGrid turns the second step into the Setup event, keeping what
// was entered in f for a re-render.
func (a *App) readHaloGrid(f *views.HaloSetupForm, b *engine.Board, form map[string][]string) engine.Setup {
	get := func(k string) string {
		if v := form[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	gridBase(f, b)
	// Command Room: "High roller chooses a faction" and "Whoever rolls
	// highest secures the first turn": the table sets the seats' armies.
	if f.Mode == engine.ModeCommand {
		for i := range f.Count {
			if h := get("house_" + strconv.Itoa(i)); h != "" {
				f.Houses[i] = h
			}
		}
	}
	f.Achievements = form["achievement"]
	f.RewardsByHerald = get("rewards_by_herald") == "1"
	s := engine.Setup{
		Edition: engine.EditionHaloWars, Mode: f.Mode, WorldConquest: f.WorldConquest, DeckMode: engine.DeckTable,
		Owners: map[string]int{}, Units: map[string]int{}, Achievements: f.Achievements,
	}
	for i := range f.Rows {
		r := &f.Rows[i]
		r.Owner, _ = strconv.Atoi(get("owner_" + r.ID))
		r.Units, _ = strconv.Atoi(get("units_" + r.ID))
		r.Colony = get("colony_"+r.ID) == "1"
		s.Owners[r.ID], s.Units[r.ID] = r.Owner, r.Units
		if r.Colony {
			s.Colonies = append(s.Colonies, r.ID)
		}
	}
	for i := range f.Count {
		f.Bases[i], f.Heroes[i] = get("base_"+strconv.Itoa(i)), get("hero_"+strconv.Itoa(i))
		p := engine.PlayerSetup{Name: f.Names[i], House: f.Houses[i], Base: f.Bases[i], Hero: f.Heroes[i]}
		if f.StartCard[i] {
			f.Skulls[i], _ = strconv.Atoi(get("skulls_" + strconv.Itoa(i)))
			p.Skulls = []int{f.Skulls[i]}
		}
		s.Players = append(s.Players, p)
	}
	if f.Mode == engine.ModeCommand && f.RewardsByHerald {
		s.Rewards = a.drawRewards(f.Achievements)
	}
	return s
}

// drawRewards lays the reward tokens face down, one of its tier on each
// achievement ("Place Rewards").
func (a *App) drawRewards(achievements []string) map[string]string {
	pool := map[string][]string{}
	for tier, rs := range engine.HaloRewards {
		pool[tier] = slices.Clone(rs)
		shuffle(a, pool[tier])
	}
	out := map[string]string{}
	for _, id := range achievements {
		tier := engine.HaloWars.Objectives[id].Tier
		if len(pool[tier]) == 0 {
			return nil // not 4 + 4: NewGame says so
		}
		out[id], pool[tier] = pool[tier][0], pool[tier][1:]
	}
	return out
}
