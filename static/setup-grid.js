// Count each seat's units and territories as the table corrects
// the grid, and colour a row by its owner's army.
(function () {
	var form = document.querySelector('[data-testid="new-legendary-form"]');
	function update() {
		var units = {}, terrs = {};
		form.querySelectorAll(".entry-row").forEach(function (row) {
			var sel = row.querySelector("select"), o = sel.value;
			units[o] = (units[o] || 0) + (parseInt(row.querySelector("input").value, 10) || 0);
			terrs[o] = (terrs[o] || 0) + 1;
			row.className = "entry-row " + sel.options[sel.selectedIndex].dataset.house;
		});
		form.querySelectorAll("[data-total]").forEach(function (li) {
			var s = li.dataset.total, u = units[s] || 0, t = terrs[s] || 0;
			li.querySelector(".have-units").textContent = u;
			li.querySelector(".have-terrs").textContent = t;
			var ok = u === +li.dataset.wantUnits && t === +li.dataset.wantTerrs;
			li.querySelector(".mark").textContent = ok ? "✓" : "⚠";
			li.querySelector(".mark").className = ok ? "mark ok" : "mark";
		});
	}
	// A base and a hero stand on their own player's territory:
	// each seat's selects offer only the territories the grid
	// gives that seat.
	function ownOnly() {
		form.querySelectorAll('select[name^="base_"], select[name^="hero_"]').forEach(function (sel) {
			var seat = sel.name.split("_")[1];
			sel.querySelectorAll("option").forEach(function (o) {
				var owner = form.querySelector('select[name="owner_' + CSS.escape(o.value) + '"]');
				var mine = !owner || owner.value === seat;
				o.hidden = !mine;
				o.disabled = !mine;
			});
		});
	}
	form.addEventListener("input", update);
	form.addEventListener("change", update);
	form.addEventListener("input", ownOnly);
	form.addEventListener("change", ownOnly);
	ownOnly();
})();
