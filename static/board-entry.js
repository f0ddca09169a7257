// Filter rows by any of a territory's names, as typed.
document.getElementById("terr-filter").addEventListener("input", function (e) {
	var q = e.target.value.toLowerCase().replace(/['’_\s-]/g, "");
	document.querySelectorAll(".entry-row").forEach(function (row) {
		row.hidden = q !== "" && row.dataset.names.indexOf(q) < 0;
	});
});
