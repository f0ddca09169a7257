// The board editor's photo (issue 30): Herald names each territory in
// turn and one tap on the photo places it. A tap on a dot (or a
// territory in the list) chooses that territory, so the next tap moves
// it; a dot can be dragged too. Spots are kept here and saved in
// batches (every few taps, and when the last territory is placed), each
// save read by the server's strict form reader; "Save spots" saves the
// rest as a form.
(function () {
  "use strict";
  if (window.heraldSpots) { window.heraldSpots(); return; }
  var BATCH = 5;
  var NS = "http://www.w3.org/2000/svg";

  function init(form) {
    if (form.dataset.ready) return;
    form.dataset.ready = "1";
    var svg = form.querySelector("svg.photo-board");
    var W = +svg.dataset.w, H = +svg.dataset.h, R = svg.dataset.r;
    var buttons = Array.prototype.slice.call(form.querySelectorAll(".spot-list button[data-t]"));
    var prompt = form.querySelector("[data-testid=spot-prompt]");
    var count = form.querySelector("[data-testid=spot-count]");
    var current = null, unsaved = 0, drag = null;

    function field(t) { return form.querySelector('input[name="spot_' + t + '"]'); }
    function placed(b) { return field(b.dataset.t).value !== ""; }
    function dot(t) { return svg.querySelector('circle[data-t="' + t + '"]'); }
    function nextUnplaced(after) {
      var start = after ? buttons.indexOf(after) + 1 : 0;
      for (var k = 0; k < buttons.length; k++) {
        var b = buttons[(start + k) % buttons.length];
        if (!placed(b) && b !== after) return b;
      }
      return null;
    }
    function show() {
      var n = buttons.filter(placed).length;
      count.textContent = form.dataset.count.replace("%P", n);
      buttons.forEach(function (b) { b.setAttribute("aria-pressed", b === current ? "true" : "false"); });
      prompt.textContent = current ? form.dataset.where.replace("%T", current.dataset.name) : form.dataset.done;
    }
    function choose(b) { current = b; show(); }
    function point(ev) {
      var p = svg.createSVGPoint();
      p.x = ev.clientX; p.y = ev.clientY;
      var q = p.matrixTransform(svg.getScreenCTM().inverse());
      var x = Math.round(Math.min(Math.max(q.x / W, 0), 1) * 1000);
      var y = Math.round(Math.min(Math.max(q.y / H, 0), 1) * 1000);
      return { x: x, y: y };
    }
    function setSpot(t, name, s) {
      field(t).value = s.x + "," + s.y;
      var c = dot(t);
      if (!c) {
        c = document.createElementNS(NS, "circle");
        c.setAttribute("class", "spot-dot");
        c.setAttribute("data-t", t);
        c.setAttribute("r", R);
        var title = document.createElementNS(NS, "title");
        title.textContent = name;
        c.appendChild(title);
        svg.appendChild(c);
      }
      c.setAttribute("cx", s.x * W / 1000);
      c.setAttribute("cy", s.y * H / 1000);
      form.querySelector('button[data-t="' + t + '"]').dataset.placed = "";
      // The links on the picture (link-picture.js) follow the spot.
      document.dispatchEvent(new CustomEvent("herald:spot", { detail: { t: t, name: name, x: s.x, y: s.y } }));
    }
    // One save at a time: each names the version it builds on, so a save
    // sent while another is under way would be refused as stale and lose
    // the last taps; it waits and goes after it. data-saved is set once
    // nothing is left to save.
    var saving = false, waiting = false;
    function save(force) {
      if (unsaved === 0 || (!force && unsaved < BATCH)) return;
      if (saving) { waiting = true; return; }
      saving = true;
      unsaved = 0;
      delete form.dataset.saved;
      fetch(form.action, { method: "POST", body: new FormData(form), headers: { Accept: "application/json" } })
        .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, j: j }; }); })
        .then(function (a) {
          if (!a.ok) { prompt.textContent = a.j.error || ""; unsaved = BATCH; return; }
          // Every form of the editor now stands on the new version.
          document.querySelectorAll('input[name="version"]').forEach(function (v) { v.value = a.j.version; });
          if (unsaved === 0 && !waiting) form.dataset.saved = a.j.version;
        })
        .catch(function () { unsaved = BATCH; })
        .finally(function () {
          saving = false;
          if (waiting) { waiting = false; save(true); }
        });
    }
    function place(b, s) {
      setSpot(b.dataset.t, b.dataset.name, s);
      unsaved++;
      current = nextUnplaced(b);
      show();
      save(current === null);
    }

    svg.addEventListener("pointerdown", function (ev) {
      var t = ev.target.getAttribute && ev.target.getAttribute("data-t");
      if (t) {
        ev.preventDefault();
        drag = { t: t, moved: false };
        svg.setPointerCapture(ev.pointerId);
        return;
      }
      if (current) place(current, point(ev));
    });
    svg.addEventListener("pointermove", function (ev) {
      if (!drag) return;
      drag.moved = true;
      var b = form.querySelector('button[data-t="' + drag.t + '"]');
      setSpot(drag.t, b.dataset.name, point(ev));
    });
    svg.addEventListener("pointerup", function () {
      if (!drag) return;
      var b = form.querySelector('button[data-t="' + drag.t + '"]');
      if (drag.moved) { unsaved++; save(true); } else { choose(b); }
      drag = null;
    });
    buttons.forEach(function (b) { b.addEventListener("click", function () { choose(b); }); });
    form.querySelector("[data-spot-skip]").addEventListener("click", function () {
      current = nextUnplaced(current) || current;
      show();
    });
    current = nextUnplaced(null);
    show();
  }

  window.heraldSpots = function () {
    document.querySelectorAll("form[data-testid=spots-form]").forEach(init);
  };
  window.heraldSpots();
  document.addEventListener("htmx:afterSettle", window.heraldSpots);
})();
