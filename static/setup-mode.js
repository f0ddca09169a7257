// Show what the chosen mode uses: one board for 2 players, two
// halves for 3-5; Slayer may be played in teams. Without script
// everything shows and Herald sorts it out.
(function () {
	var form = document.querySelector('[data-testid="new-legendary-form"]');
	function update() {
		var m = form.querySelector('input[name="mode"]:checked');
		m = m ? m.value : "";
		document.getElementById("field-one").hidden = m !== "one_on_one";
		document.getElementById("field-two").hidden = m === "one_on_one";
		document.getElementById("teams-field").hidden = m !== "slayer";
		document.getElementById("teleporters-last").hidden = m === "one_on_one";
		var teams = m === "team" || (m === "slayer" && form.querySelector('input[name="teams"]').checked);
		document.getElementById("teleporters-team").hidden = !teams;
	}
	form.addEventListener("change", update);
	update();
})();
