// The board editor's links on the picture (issue 30): a tap on one
// territory and then on another links the two and chooses the second, so
// a row of neighbours costs one tap per link; a tap on the chosen one
// lets it go, on a line (or on the same two again) takes the link off.
// The kind buttons set the kind of the next links; the same two tapped
// with another kind change the link's kind. Each change is drawn at once
// and saved in tap order, one save at a time, each on the version the
// last one answered (handlers/boardslinks.go); a refused save takes its
// change and the later ones back off the picture and says why.
// A long press (held LONG ms without moving more than SLOP; the thing
// pressed is marked "held" then, and changes as the finger lifts) on a
// line gives the link the next kind the buttons offer; on a spot, where
// the edition's boards have ports (data-ports), it makes the territory a
// port of the board's first colour, then of the next, then no port. It
// is saved as a tap is, and is never also a tap. A right click or the
// menu key (the context menu) does the same.
(function () {
  "use strict";
  if (window.heraldLinks) { window.heraldLinks(); return; }
  var NS = "http://www.w3.org/2000/svg";
  var SLOP = 12; // CSS px a finger may move and still tap
  var LONG = 500; // ms a press is held to be a long press

  function init(sec) {
    if (sec.dataset.ready) return;
    sec.dataset.ready = "1";
    var svg = sec.querySelector("svg.link-board");
    var W = +svg.dataset.w, U = +svg.dataset.u;
    var lines = svg.querySelector(".link-lines"), spots = svg.querySelector(".link-spots");
    var proposals = svg.querySelector(".link-proposed"), choices = svg.querySelector(".link-choices");
    var version = sec.querySelector('input[name="version"]');
    var prompt = sec.querySelector("[data-testid=link-prompt]");
    var error = sec.querySelector("[data-testid=link-error]");
    var kinds = sec.querySelector("[data-testid=link-kinds]");
    var kind = kinds.querySelector("button").dataset.kind;
    var chosen = null, queue = [], busy = false, down = null, lastLong = 0;
    var portGroups = svg.dataset.ports ? JSON.parse(svg.dataset.ports) : null;
    kinds.hidden = false;

    function spot(t) { return spots.querySelector('.link-spot[data-t="' + t + '"]'); }
    function nameOf(t) { var s = spot(t); return s ? s.dataset.name : t; }
    function kindName(k) { var b = kinds.querySelector('[data-kind="' + k + '"]'); return b ? b.textContent : k; }
    function words(key, a, b, k) {
      if (!sec.dataset[key]) return "";
      return sec.dataset[key].replace(/%T/g, nameOf(a)).replace("%A", nameOf(a)).replace("%B", nameOf(b)).replace("%K", kindName(k));
    }
    function lineOf(a, b) {
      return lines.querySelector('.link-line[data-a="' + a + '"][data-b="' + b + '"]') ||
        lines.querySelector('.link-line[data-a="' + b + '"][data-b="' + a + '"]');
    }
    // segments is a link's line, around the edge when its ends lie more
    // than half the picture apart (views/picture.go, linkLines).
    function segments(p, q) {
      if (2 * Math.abs(p.x - q.x) <= W) return [[p.x, p.y, q.x, q.y]];
      if (p.x > q.x) { var s = p; p = q; q = s; }
      var y = p.y + (q.y - p.y) * p.x / (p.x + W - q.x);
      return [[p.x, p.y, 0, y], [q.x, q.y, W, y]];
    }
    function el(name, attrs) {
      var e = document.createElementNS(NS, name);
      Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
      return e;
    }
    // draw (re)draws line g from its ends' spots: a link, or dashed an
    // assistant's proposal (data-proposed).
    function draw(g) {
      var a = spot(g.dataset.a), b = spot(g.dataset.b), proposed = !!g.dataset.proposed;
      while (g.firstChild) g.removeChild(g.firstChild);
      var title = el("title", {});
      title.textContent = proposed ? words("confirm", g.dataset.a, g.dataset.b) : words("line", g.dataset.a, g.dataset.b, g.dataset.kind);
      g.appendChild(title);
      g.setAttribute("class", "link-line kind-" + g.dataset.kind + (proposed ? " proposed" : ""));
      g.setAttribute("data-testid", (proposed ? "proposed-" : "line-") + g.dataset.a + "-" + g.dataset.b);
      segments({ x: +a.dataset.x, y: +a.dataset.y }, { x: +b.dataset.x, y: +b.dataset.y }).forEach(function (s) {
        var at = { x1: s[0], y1: s[1], x2: s[2], y2: s[3] }, stroke = { "class": "link-stroke", "stroke-width": 4 * U };
        if (proposed) stroke["stroke-dasharray"] = 14 * U + " " + 10 * U;
        g.appendChild(el("line", Object.assign({ "class": "link-hit", "stroke-width": 22 * U }, at)));
        g.appendChild(el("line", Object.assign(stroke, at)));
      });
    }
    // propose draws the assistant's proposals as a save answered them.
    function propose(pairs) {
      while (proposals.firstChild) proposals.removeChild(proposals.firstChild);
      pairs.forEach(function (p) {
        if (!spot(p[0]) || !spot(p[1])) return;
        var g = el("g", { "data-a": p[0], "data-b": p[1], "data-kind": "land", "data-proposed": "1" });
        proposals.appendChild(g);
        draw(g);
      });
    }
    function pos(t) { var s = spot(t); return { x: +s.dataset.x, y: +s.dataset.y }; }
    function listText(key, t, list) {
      return sec.dataset[key].replace("%T", nameOf(t)).replace("%L", list.map(nameOf).join(", "));
    }
    // drawChoices draws the assistant's neighbour-list choices for c.t:
    // of each list the lines to the territories no other list has, dashed
    // in the list's own colour; a tap on one enters that list (a list
    // with no line of its own stays a button of the assistant's).
    function drawChoices(c) {
      while (choices.firstChild) choices.removeChild(choices.firstChild);
      if (!c || !c.t || !spot(c.t)) return;
      c.lists.forEach(function (list, i) {
        var own = list.filter(function (y) {
          return spot(y) && c.lists.every(function (o, j) { return j === i || o.indexOf(y) < 0; });
        });
        if (!own.length) return;
        var g = el("g", { "class": "link-choice choice-" + (i % 4), "data-t": c.t, "data-list": list.join(" "), "data-testid": "choice-" + i });
        var title = el("title", {});
        title.textContent = listText("choose", c.t, list);
        g.appendChild(title);
        own.forEach(function (y) {
          segments(pos(c.t), pos(y)).forEach(function (s) {
            var at = { x1: s[0], y1: s[1], x2: s[2], y2: s[3] };
            g.appendChild(el("line", Object.assign({ "class": "link-hit", "stroke-width": 22 * U }, at)));
            g.appendChild(el("line", Object.assign({ "class": "link-stroke", "stroke-width": 5 * U, "stroke-dasharray": 14 * U + " " + 10 * U }, at)));
          });
        });
        choices.appendChild(g);
      });
    }
    // pickChoice enters choice g's list as t's neighbours, as the
    // assistant's own button does.
    function pickChoice(g) {
      var t = g.dataset.t, list = g.dataset.list.split(" "), made = [];
      list.forEach(function (y) { if (!lineOf(t, y) && spot(y)) made.push(addLine(t, y, "land")); });
      drawChoices(null);
      send({ a: t, b: list[0], t: t, list: g.dataset.list, undo: function () { made.forEach(function (m) { m.remove(); }); } });
      return listText("listed", t, list);
    }
    // confirmProposal makes proposal g the table's link, as the
    // assistant's own "confirm" does.
    function confirmProposal(g) {
      var a = g.dataset.a, b = g.dataset.b;
      delete g.dataset.proposed;
      lines.appendChild(g);
      draw(g);
      send({ a: a, b: b, pair: a + " " + b, undo: function () { g.remove(); } });
      return words("linked", a, b, "land");
    }
    function addLine(a, b, k) {
      var g = el("g", { "data-a": a, "data-b": b, "data-kind": k, "data-testid": "line-" + a + "-" + b });
      lines.appendChild(g);
      draw(g);
      return g;
    }
    function say(text) { prompt.textContent = text; }
    function choose(t) {
      if (chosen && spot(chosen)) spot(chosen).setAttribute("aria-pressed", "false");
      chosen = t;
      if (t) spot(t).setAttribute("aria-pressed", "true");
    }
    function chosenWords() { return chosen ? words("chosen", chosen) : sec.dataset.pick; }

    // Every form of the editor but the territory's stands on the new
    // version: that one sets a territory's links exactly, so a save of it
    // made before these taps is refused as stale and merged, not undone.
    function setVersion(v) {
      document.querySelectorAll('input[name="version"]').forEach(function (f) {
        if (!f.closest("#edit")) f.value = v;
      });
    }
    // The rest of the page (each territory's count of links, the checks,
    // the open territory's form, the helper's count) shows version
    // shownAt; each save's answer brings what changed since (parts, out
    // of band as an htmx save's), put in by patch. A section with the
    // field being filled in is left as it is, and the next answer brings
    // it again. The picture stays where it is on the screen.
    var shownAt = +version.value;
    function patch(parts) {
      var t = document.createElement("template"), all = true, top = sec.getBoundingClientRect().top;
      t.innerHTML = parts;
      [].slice.call(t.content.children).forEach(function (now) {
        var was = now.id && document.getElementById(now.id), focus = document.activeElement;
        if (!was || (focus && focus !== document.body && was.contains(focus) && focus.matches("input, select, textarea"))) {
          all = false;
          return;
        }
        now.removeAttribute("hx-swap-oob");
        was.replaceWith(now);
        if (window.htmx) htmx.process(now);
      });
      var moved = sec.getBoundingClientRect().top - top;
      if (moved) window.scrollBy(0, moved);
      return all;
    }
    function send(job) {
      queue.push(job);
      pump();
    }
    function pump() {
      if (busy) return;
      if (!queue.length) { sec.dataset.saved = version.value; return; }
      busy = true;
      delete sec.dataset.saved;
      var job = queue[0];
      var body = new URLSearchParams({ version: version.value }), url = sec.dataset.action;
      if (job.pair) {
        body.set("pair", job.pair);
        url = sec.dataset.confirmAction;
      } else if (job.list) {
        body.set("t", job.t);
        body.set("list", job.list);
        url = sec.dataset.confirmAction;
      } else if (job.port !== undefined) {
        body.set("t", job.t);
        if (job.port) { body.set("port", "1"); body.set("port_group", job.port); }
      } else {
        body.set("a", job.a);
        body.set("b", job.b);
        if (job.remove) body.set("remove", "1"); else body.set("kind", job.kind);
      }
      var headers = { Accept: "application/json", "HX-Current-URL": location.href, "Herald-Shown-Version": String(shownAt) };
      fetch(url, { method: "POST", body: body, headers: headers })
        .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, j: j }; }); })
        .then(function (a) {
          if (!a.ok) { refused(a.j.error || ""); return; }
          queue.shift();
          setVersion(a.j.version);
          if (typeof a.j.parts === "string" && patch(a.j.parts)) shownAt = a.j.version;
          if (a.j.proposed) propose(a.j.proposed);
          if (a.j.choices) drawChoices(a.j.choices);
        })
        .catch(function () { refused(job.port !== undefined ? words("portFailed", job.t) : words("failed", job.a, job.b)); })
        .finally(function () { busy = false; pump(); });
    }
    // refused takes the refused change and every later one back off the
    // picture, newest first.
    function refused(text) {
      for (var i = queue.length - 1; i >= 0; i--) queue[i].undo();
      queue = [];
      error.textContent = text;
      error.hidden = false;
    }

    // link links a and b with the kind chosen (the same two again with
    // that kind: takes the link off) and says what it did.
    function link(a, b) {
      var g = lineOf(a, b);
      if (g && g.dataset.kind === kind) return unlink(g);
      if (g) {
        var was = g.dataset.kind;
        g.dataset.kind = kind;
        draw(g);
        send({ a: a, b: b, kind: kind, undo: function () { g.dataset.kind = was; draw(g); } });
      } else {
        var made = addLine(a, b, kind);
        send({ a: a, b: b, kind: kind, undo: function () { made.remove(); } });
      }
      return words("linked", a, b, kind);
    }
    // unlink takes link g off and says so.
    function unlink(g) {
      var a = g.dataset.a, b = g.dataset.b;
      g.remove();
      send({ a: a, b: b, remove: true, undo: function () { lines.appendChild(g); } });
      return words("unlinked", a, b);
    }
    // nextKind is the kind after k among the buttons' (the first after
    // the last, or for a kind they do not offer).
    function nextKind(k) {
      var all = [].map.call(kinds.querySelectorAll("button[data-kind]"), function (b) { return b.dataset.kind; });
      return all[(all.indexOf(k) + 1) % all.length];
    }
    // rekind gives link g the next kind and says so.
    function rekind(g) {
      var a = g.dataset.a, b = g.dataset.b, was = g.dataset.kind, k = nextKind(was);
      g.dataset.kind = k;
      draw(g);
      send({ a: a, b: b, kind: k, undo: function () { g.dataset.kind = was; draw(g); } });
      return words("kindSet", a, b, k);
    }
    // setPort draws spot s as a port of colour group ("" no port), its
    // anchor as views/boardlinks.templ (linkPortMark) draws it.
    function setPort(s, group) {
      s.dataset.portGroup = group;
      s.setAttribute("aria-label", group ? sec.dataset.spotPort.replace("%T", s.dataset.name).replace("%C", group) : s.dataset.name);
      var old = s.querySelector(".link-spot-port");
      if (old) old.remove();
      if (!group) return;
      var mark = el("text", { "class": "link-spot-port spot-mark port-" + group, x: 8 * U, y: -10 * U, "font-size": 15 * U,
        "aria-hidden": "true", "data-testid": "link-port" });
      mark.textContent = "\u2693";
      s.insertBefore(mark, s.querySelector(".link-spot-name"));
    }
    // portNext makes spot s's territory a port of the next colour the
    // board has (none after the last) and says so; with no colour on the
    // board yet it says where to enter the first.
    function portNext(s) {
      var t = s.dataset.t, was = s.dataset.portGroup || "";
      if (!portGroups.length) return words("portFirst", t);
      var i = portGroups.indexOf(was), group = i + 1 < portGroups.length ? portGroups[i + 1] : "";
      setPort(s, group);
      send({ t: t, port: group, undo: function () { setPort(s, was); } });
      return group ? words("portOn", t).replace("%C", group) : words("portOff", t);
    }
    function longPress(target) {
      lastLong = Date.now();
      var p = pressable(target);
      if (!p) return;
      error.hidden = true;
      say((p.classList.contains("link-spot") ? portNext(p) : rekind(p)) + " " + chosenWords());
    }
    function tap(target) {
      error.hidden = true;
      var s = target.closest(".link-spot"), g = target.closest(".link-line"), ch = target.closest(".link-choice");
      if (s) {
        var t = s.dataset.t, done = "";
        if (chosen === t) { choose(null); say(chosenWords()); return; }
        if (chosen) done = link(chosen, t);
        choose(t);
        say((done + " " + chosenWords()).trim());
      } else if (ch) {
        say(pickChoice(ch) + " " + chosenWords());
      } else if (g && g.dataset.proposed) {
        say(confirmProposal(g) + " " + chosenWords());
      } else if (g) {
        say(unlink(g) + " " + chosenWords());
      } else {
        choose(null);
        say(chosenWords());
      }
    }

    // pressable is what a long press at target changes: a spot where
    // ports are set, a link's line; null elsewhere.
    function pressable(target) {
      var s = target.closest(".link-spot"), g = target.closest(".link-line");
      if (s) return portGroups ? s : null;
      return g && !g.dataset.proposed ? g : null;
    }
    function cue(d, on) {
      clearTimeout(d.timer);
      var p = pressable(d.target);
      if (p) p.classList.toggle("held", on);
    }
    // A press is long by its events' own times (pointerdown to pointerup),
    // not by when the page got to them: a busy page never takes a tap for
    // a long press. The timer only marks the press held, to lift now.
    svg.addEventListener("pointerdown", function (ev) {
      if (down) cue(down, false);
      down = null;
      if (ev.button !== 0) return; // a right click: the context menu's
      var d = { x: ev.clientX, y: ev.clientY, target: ev.target, id: ev.pointerId, t0: ev.timeStamp };
      d.timer = setTimeout(function () { if (down === d) cue(d, true); }, LONG);
      down = d;
    });
    svg.addEventListener("pointermove", function (ev) {
      if (!down || down.id !== ev.pointerId || down.moved) return;
      if (Math.abs(ev.clientX - down.x) > SLOP || Math.abs(ev.clientY - down.y) > SLOP) {
        down.moved = true;
        cue(down, false);
      }
    });
    // A touch screen that takes a long press for its own (its context
    // menu, refused below) may cancel the pointer: still a long press.
    svg.addEventListener("pointercancel", function () {
      var d = down;
      down = null;
      if (!d) return;
      cue(d, false);
      if (d.menu && !d.moved) longPress(d.target);
    });
    svg.addEventListener("pointerup", function (ev) {
      if (!down || down.id !== ev.pointerId) return;
      var d = down;
      down = null;
      cue(d, false);
      if (d.moved || Math.abs(ev.clientX - d.x) > SLOP || Math.abs(ev.clientY - d.y) > SLOP) return;
      ev.preventDefault();
      if (ev.timeStamp - d.t0 >= LONG) longPress(d.target);
      else tap(d.target);
    });
    // The context menu is the long press too (a right click, the menu
    // key), but a touch's is its press's, decided as it ends; and one
    // right after a long press (some screens send it on lifting the
    // finger) is not a second one.
    svg.addEventListener("contextmenu", function (ev) {
      ev.preventDefault();
      if (down) { down.menu = true; return; }
      if (ev.pointerType === "touch" || Date.now() - lastLong < 2 * LONG) return;
      longPress(ev.target);
    });
    svg.addEventListener("keydown", function (ev) {
      if ((ev.key === "Enter" || ev.key === " ") && ev.target.closest(".link-spot")) {
        ev.preventDefault();
        tap(ev.target);
      }
    });
    kinds.addEventListener("click", function (ev) {
      var b = ev.target.closest("button[data-kind]");
      if (!b) return;
      kind = b.dataset.kind;
      kinds.querySelectorAll("button").forEach(function (x) { x.setAttribute("aria-pressed", x === b ? "true" : "false"); });
    });
    // A territory placed or moved on the photo above (photo-spots.js)
    // comes here at once, with its lines.
    document.addEventListener("herald:spot", function (ev) {
      if (!sec.isConnected) return; // swapped out: its successor listens
      var d = ev.detail, s = spot(d.t);
      var x = d.x * W / 1000, y = d.y * (+svg.dataset.h) / 1000;
      if (!s) s = newSpot(d.t, d.name);
      s.dataset.x = x;
      s.dataset.y = y;
      s.setAttribute("transform", "translate(" + x + " " + y + ")");
      svg.querySelectorAll('.link-line[data-a="' + d.t + '"], .link-line[data-b="' + d.t + '"]').forEach(draw);
      sec.querySelector("[data-place-first]").hidden = spots.children.length >= 2;
    });
    function newSpot(t, name) {
      var s = el("g", { "class": "link-spot", "data-t": t, "data-name": name, tabindex: "0", role: "button",
        "aria-pressed": "false", "aria-label": name, "data-testid": "link-spot-" + t, "data-port-group": "" });
      if (portGroups) {
        var hint = el("title", {});
        hint.textContent = sec.dataset.spotHint;
        s.appendChild(hint);
      }
      s.appendChild(el("circle", { "class": "link-spot-hit", r: 30 * U }));
      s.appendChild(el("circle", { "class": "link-spot-dot", r: 13 * U, fill: "#f4f1ea" }));
      var text = el("text", { "class": "link-spot-name", y: 28 * U, "font-size": 13 * U, "aria-hidden": "true" });
      text.textContent = name;
      s.appendChild(text);
      spots.appendChild(s);
      return s;
    }
    drawChoices(JSON.parse(sec.dataset.choices || "null"));
    say(chosenWords());
    sec.dataset.saved = version.value;
  }

  window.heraldLinks = function () {
    document.querySelectorAll("section[data-testid=link-picture]").forEach(init);
  };
  window.heraldLinks();
  document.addEventListener("htmx:afterSettle", window.heraldLinks);
})();
