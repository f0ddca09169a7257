// app.js keeps the player's place on the game page. Every action swaps the
// game section (#game, or the action panel #action with out-of-band
// parts); the browser's scroll anchoring is off for it (app.css), so the
// page keeps its scroll position, and this script keeps the control the
// player tapped where it was on the screen even when the content above it
// changed (a summary went away, a line was added). The action panel names
// the controls likely tapped next (data-next, views.nextAction): the first
// is brought into view after every swap and on opening the page, the
// others as far as they fit with it, so a phase's end (all placed, the
// move-in made) never leaves the next control below the screen's edge.
(function () {
  "use strict";
  var kept = null;
  var edge = 8; // px kept free at the screen's lower edge and below the bar

  // The bottom of the sticky console top (undo, the last result): what
  // is shown must be below it.
  function barBottom() {
    var bar = document.getElementById("console-top");
    return (bar ? bar.getBoundingClientRect().bottom : 0) + edge;
  }

  // barOnceDown is that bottom once the page scrolls down: the bar sticks
  // at the screen's top (app.css) and stops coming along; above the
  // picture on a narrow screen it is not stuck yet.
  function barOnceDown() {
    var bar = document.getElementById("console-top");
    if (!bar) {
      return edge;
    }
    var r = bar.getBoundingClientRect();
    var stuck = (parseFloat(getComputedStyle(bar).top) || 0) + r.height + edge;
    return Math.min(r.bottom + edge, stuck);
  }

  // What scrolls into view or takes focus stops below the sticky console
  // top (scroll-padding-top on the page's root), by its height as drawn
  // now: a result with dice makes it taller. A ResizeObserver keeps the
  // value. Two html:has() rules did it before, with guessed heights, and
  // made the browser check them again on every change anywhere in the
  // page (in the page, no difference in time could be measured either
  // way).
  // Where a tall picture sticks beside the forms below it (app.css,
  // .picture-tall), its panel's top and its height come from the bar's
  // height too. They are set on the panel, its frame and its drawing as
  // plain properties, not as a custom property the drawing inherits:
  // on the page's root, or on the panel, a changed custom property had
  // the browser work out the style of every element under it again
  // (850 or 613 of them) whenever the bar's height changed, i.e. after
  // most taps (55 ms a tap at CPU 4x, e2e TestBenchUIProfile; the count:
  // e2e TestTapRestylesLittle).
  // On a phone the bar sticks with the last battle's title and odds
  // above the screen's top (app.css gives it a negative top of
  // --console-above, set on the bar): from the battle's dice (or its
  // losses, entered alone) down to undo. Found by a French table: after
  // a battle the whole card covered 44% of a 390x844 screen.
  // A live update morphs the bar's and the picture's own style away; the
  // settle that follows it in the same task sets them again.
  function padTo(bar) {
    var line = bar.querySelector(".result > .duel, .result > .result-losses");
    var above = line ? Math.max(0, Math.floor(line.getBoundingClientRect().top - bar.getBoundingClientRect().top) - 2) + "px" : "";
    setOwn(bar, "--console-above", above);
    var barHeight = bar.getBoundingClientRect().height + Math.min(0, parseFloat(getComputedStyle(bar).top) || 0);
    setOwn(document.documentElement, "scroll-padding-top", Math.ceil(barHeight + edge) + "px");
    stickPicture(Math.ceil(barHeight));
  }

  // stickPicture puts a sticking picture's panel below the bar, of height
  // barHeight, and leaves its frame and drawing the height left under it;
  // a picture that does not stick gets app.css's values back.
  function stickPicture(barHeight) {
    var panel = document.querySelector(".picture-panel");
    var frame = panel && panel.querySelector(".picture-frame");
    var drawing = frame && frame.querySelector("svg.picture");
    if (!drawing) {
      return;
    }
    var sticks = getComputedStyle(panel).position === "sticky";
    var max = sticks ? "calc(100vh - " + barHeight + "px - 100px)" : "";
    setOwn(panel, "top", sticks ? barHeight + "px" : "");
    setOwn(frame, "max-height", max);
    setOwn(drawing, "max-height", max);
  }

  // setOwn sets (or, with "", removes) a property of el's own style only
  // when it changes, so that an unchanged value costs no style work.
  function setOwn(el, name, value) {
    if (el.style.getPropertyValue(name) !== value) {
      el.style.setProperty(name, value);
    }
  }
  // sizeWatch keeps apply(el) run for the element find() returns: at
  // once (a scroll before the observer's first word, which comes with
  // the next frame, would stop under the bar), whenever its drawn size
  // changes (a ResizeObserver), and on each call of the function it
  // returns, made after a swap that may have replaced it or changed it in
  // place (the losses may stand elsewhere in a card of the same height,
  // which the observer does not report); apply(null) when it is gone.
  function sizeWatch(find, apply) {
    var watched = null;
    var sizes = typeof ResizeObserver === "function" ? new ResizeObserver(function () {
      if (watched) {
        apply(watched);
      }
    }) : null;
    return function () {
      var el = find();
      if (el !== watched && sizes) {
        sizes.disconnect();
        if (el) {
          sizes.observe(el);
        }
      }
      watched = el;
      apply(el);
    };
  }

  var padBelowBar = sizeWatch(function () {
    return document.getElementById("console-top");
  }, function (bar) {
    if (bar) {
      padTo(bar);
    } else {
      setOwn(document.documentElement, "scroll-padding-top", "");
    }
  });

  // The board editor's territory form keeps its save buttons stuck at the
  // screen's foot (.sticky-actions, app.css). What the browser brings into
  // view (a field focused, a row scrolled to) stops above them: the
  // root's scroll-padding-bottom is their height as drawn (on a phone
  // they wrap) and a gap. A row of the form tapped while partly under
  // them comes out clear. Found by an audit: at 1024x768 a neighbour's
  // row brought into view lay at 720..768 px under the buttons at
  // 686..768.
  function stickyActions() {
    return document.querySelector(".sticky-actions");
  }
  var padAboveActions = sizeWatch(stickyActions, function (b) {
    setOwn(document.documentElement, "scroll-padding-bottom", b ? Math.ceil(b.getBoundingClientRect().height + edge) + "px" : "");
  });
  document.addEventListener("click", function (e) {
    var b = stickyActions();
    var form = b && b.closest("form");
    var row = form && e.target.closest && (e.target.closest(".nb-row") || e.target.closest("label, select, input, textarea"));
    // Only what comes before the buttons can lie under them (what
    // follows them is below them).
    if (!row || !form.contains(row) || !(row.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)) {
      return;
    }
    var low = row.getBoundingClientRect().bottom - (b.getBoundingClientRect().top - edge);
    if (low > 0) {
      window.scrollBy(0, low);
    }
  });

  // nextControls are the next controls the action panel names, likeliest
  // first: its own, or a claim in the panel under it; a form named there
  // stands for its first submit button.
  function nextControls() {
    // The game over, its scores stand where the action was.
    var action = document.getElementById("action") || document.getElementById("scores");
    var game = document.getElementById("game");
    var ids = action && action.dataset.next ? action.dataset.next.split(" ") : [];
    return ids.map(function (id) {
      var sel = '[data-testid="' + CSS.escape(id) + '"]';
      var el = action.querySelector(sel) || (game && game.querySelector(sel));
      if (el && el.tagName === "FORM") {
        el = el.querySelector('button[type="submit"], button:not([type])') || el;
      }
      return el;
    }).filter(function (el) { return el && el.getClientRects().length > 0; });
  }

  // reveal scrolls the least that shows el whole between the bar and the
  // lower edge, never so far that keep leaves the screen.
  function reveal(el, keep) {
    var r = el.getBoundingClientRect();
    var dy = 0;
    if (r.bottom > window.innerHeight - edge) {
      dy = r.bottom - (window.innerHeight - edge);
    } else if (r.top < barBottom()) {
      dy = r.top - barBottom();
    }
    if (keep && dy > 0) {
      dy = Math.min(dy, keep.getBoundingClientRect().top - barOnceDown());
    } else if (keep && dy < 0) {
      dy = Math.max(dy, keep.getBoundingClientRect().bottom - (window.innerHeight - edge));
    }
    if (dy !== 0) {
      window.scrollBy(0, dy);
    }
  }

  function shown(el) {
    var r = el.getBoundingClientRect();
    return r.top >= barBottom() - 1 && r.bottom <= window.innerHeight - edge + 1;
  }

  // A tap on the board's picture that filled a form whose button is now
  // the next tap (the picture's script below, "herald:reveal") shows that
  // button, never scrolling the territory tapped off the screen: on a
  // narrow screen the form lies under the picture.
  document.addEventListener("herald:reveal", function (e) {
    var b = e.target.querySelector('button[type="submit"]');
    if (b && b.getClientRects().length > 0 && !shown(b)) {
      revealAfterPick(b, e.detail && e.detail.keep);
    }
  });

  // revealAfterPick shows the button a tap on the picture made the next
  // tap, keeping the territory tapped on the screen where both fit; where
  // they do not (a territory at the top of a tall picture), the button
  // wins: the form above it names the territory chosen.
  function revealAfterPick(b, spot) {
    reveal(b, spot || undefined);
    if (!shown(b)) {
      reveal(b);
    }
  }

  // underPicture is how far to scroll to show el with the board's picture
  // whole above it, where the picture stands above it in its column (a
  // narrow screen's, app.css) and both fit under the console's top: the
  // picture is what a tap chooses on. Null where they do not (a wide
  // screen's picture heads the other column).
  function underPicture(el) {
    var pic = document.querySelector(".picture-panel");
    var bar = document.getElementById("console-top");
    if (!pic) {
      return null;
    }
    var p = pic.getBoundingClientRect(), r = el.getBoundingClientRect();
    var room = window.innerHeight - edge - (bar ? bar.getBoundingClientRect().height : 0) - edge;
    var sameColumn = p.left < r.right && p.right > r.left;
    if (p.height === 0 || !sameColumn || p.bottom > r.top || r.bottom - p.top > room) {
      return null;
    }
    return r.bottom - (window.innerHeight - edge);
  }

  // bringNext shows the next controls beside keep (the control just
  // tapped, kept in place) or, without it, the first one's form from its
  // heading when it fits; false when the panel names none.
  function bringNext(keep, opening) {
    var next = nextControls();
    if (next.length === 0) {
      return false;
    }
    var first = next[0];
    if (!keep && (opening || !shown(first))) {
      // The picture and the next control under it, where they fit: after
      // an action the first control (after the last unit placed, the
      // attack's roll), on opening the first of them that fits (the
      // place form's button, where placing all on one comes first but
      // does not fit with the picture); on opening, also when the first
      // is shown but the picture is cut (a new turn after the last one's
      // end).
      for (var i = 0; i < (opening ? next.length : 1); i++) {
        var dy = underPicture(next[i]);
        if (dy !== null) {
          if (!shown(next[i]) || !shown(document.querySelector(".picture-panel"))) {
            window.scrollBy(0, dy);
          }
          return true;
        }
      }
      // A new turn without the picture: the action panel's top (its
      // heading names whose turn it is) comes out from under the
      // console's top, where the first control stays on the screen with
      // it; a page that shows it already stays as it is.
      var head = opening ? first.closest("#action") : null;
      if (head) {
        var dy = head.getBoundingClientRect().top - barOnceDown();
        if (dy < 0 && first.getBoundingClientRect().bottom - dy <= window.innerHeight - edge) {
          window.scrollBy(0, dy);
          return true;
        }
      }
      if (!shown(first)) {
        // From the form's head, or what the form is for (a claim's
        // achievement or mission, data-next-from).
        var form = first.closest("[data-next-from]") || first.closest("form") || first;
        window.scrollBy(0, form.getBoundingClientRect().top - barBottom());
      }
    }
    reveal(first, keep);
    // A later control is shown too when it fits with the first, below it
    // or above it (the maneuver's choice above the end of the turn); the
    // first counts as shown with shown()'s pixel of slack (a fraction of a
    // pixel of layout kept the maneuver's choice off a phone's screen).
    next.slice(1).forEach(function (el) {
      var r = el.getBoundingClientRect(), f = first.getBoundingClientRect();
      var below = r.bottom - (window.innerHeight - edge), above = r.top - barBottom();
      if (below > 0 && below <= f.top - barBottom() + 1) {
        window.scrollBy(0, below);
      } else if (above < 0 && -above <= window.innerHeight - edge + 1 - f.bottom) {
        window.scrollBy(0, above);
      }
    });
    return true;
  }

  // turnNow is whose turn and which round the page shows.
  function turnNow() {
    var who = document.querySelector("#turn .who");
    return who ? who.textContent : "";
  }

  // The tapped control: the form's submit button, else the form itself,
  // found again in the new section by the form's id and the button's
  // data-testid.
  function anchorOf(detail) {
    var cfg = detail.requestConfig || {};
    var elt = cfg.elt;
    var form = elt && elt.closest ? elt.closest("form") : null;
    if (!form) {
      return null;
    }
    // A tap on the picture (its script below): the picture stays where
    // it was; after a "from" the next tap is its target on the picture,
    // so nothing else scrolls.
    var ev = cfg.triggeringEvent;
    var spot = ev && ev.detail && ev.detail.spot;
    var frame = spot && spot.closest(".picture-frame");
    if (frame) {
      return { sel: "#board-picture .picture-frame", top: frame.getBoundingClientRect().top, pick: true, spot: "#" + CSS.escape(spot.id), stay: elt.name === "from" };
    }
    if (!form.id) {
      // A form without an id (the placement, a claim) is not found again:
      // the next action (the panel's first form) comes into view.
      return form.closest("#game") ? { sel: null, top: 0 } : null;
    }
    var button = ev && ev.submitter;
    var sel = "#" + CSS.escape(form.id);
    var el = form;
    if (button && button.dataset && button.dataset.testid) {
      sel += ' [data-testid="' + CSS.escape(button.dataset.testid) + '"]';
      el = button;
    }
    return { sel: sel, top: el.getBoundingClientRect().top };
  }

  // The console's top (undo, redo, the last result) stays at the top of
  // the viewport (app.css): a control that would end up under it is moved
  // just below it.
  function clearOfBar(el) {
    var bar = document.getElementById("console-top");
    if (!bar) {
      return;
    }
    var below = bar.getBoundingClientRect().bottom + 8;
    var top = el.getBoundingClientRect().top;
    if (top < below) {
      window.scrollBy(0, top - below);
    }
  }

  document.addEventListener("htmx:beforeSwap", function (e) {
    kept = null;
    var target = e.detail.target;
    // An action answers with its parts: #action swapped, the rest out of
    // band (handlers/parts.go); a refusal still swaps #game.
    var panel = target && (target.id === "action" || target.id === "game");
    // The board editor's sections too (views.BoardEditorBody); a refusal
    // is looked for in the section swapped.
    var section = target && target.closest && target.closest("[data-keep-place]");
    if ((panel || section) && e.detail.shouldSwap) {
      kept = anchorOf(e.detail);
      if (kept && section) {
        kept.scope = target.id;
      }
      if (kept) {
        kept.turn = turnNow();
      }
    }
  });

  document.addEventListener("htmx:afterSettle", function () {
    padBelowBar();
    padAboveActions();
    if (!kept) {
      return;
    }
    var was = kept;
    kept = null;
    // A refusal is shown in the form that was sent, beside its button: it
    // must be read, so it comes into view first.
    var scope = was.scope ? document.getElementById(was.scope) : null;
    var refusal = scope ? scope.querySelector('[data-testid="board-error"]') : document.querySelector('[data-testid="refusal"]');
    if (refusal) {
      var r = refusal.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) {
        refusal.scrollIntoView({ block: "center" });
      }
      clearOfBar(refusal);
      return;
    }
    // The turn passed (the end of the turn's answer): the page shows the
    // new turn as it opens, the picture and the next control under it.
    var newTurn = was.turn !== turnNow();
    var el = was.sel && !newTurn ? document.querySelector(was.sel) : null;
    if (el) {
      window.scrollBy(0, el.getBoundingClientRect().top - was.top);
      if (was.pick) {
        var next = nextControls()[0];
        if (next && !was.stay) {
          revealAfterPick(next, document.querySelector(was.spot));
        }
        return;
      }
      // A control tapped at the screen's lower edge comes wholly into view.
      var low = el.getBoundingClientRect().bottom + 8 - window.innerHeight;
      if (low > 0) {
        window.scrollBy(0, low);
      }
      clearOfBar(el);
      bringNext(el);
      return;
    }
    if (bringNext(null, newTurn)) {
      return;
    }
    var first = document.querySelector("#action form");
    if (first) {
      var r = first.getBoundingClientRect();
      if (r.top < 0 || r.top > window.innerHeight) {
        first.scrollIntoView({ block: "start" });
      }
      clearOfBar(first);
    }
  });

  // A set-up form whose next step comes below the choices of the first
  // (data-step-start: the deal, the board) opens at that step, not at the
  // top of the choices just made; a refusal at the form's head is read
  // first.
  function showStep() {
    var step = document.querySelector("form [data-step-start]");
    if (step && !document.querySelector('form [role="alert"]')) {
      step.scrollIntoView({ block: "start" });
    }
  }

  // named is the element the address's fragment names, or null (none, or
  // one that does not decode).
  function named() {
    try {
      return location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    } catch (e) {
      return null;
    }
  }

  // keepShown shows the named place, and shows it again while the page
  // settles around it (off-screen parts drawn at their real height move
  // it, or shorten a page whose end it stands near), until the table
  // scrolls or taps.
  function keepShown(anchor) {
    var show = function () {
      anchor.scrollIntoView({ block: "start" });
    };
    show();
    if (!window.ResizeObserver) {
      return;
    }
    var keep = new ResizeObserver(show);
    keep.observe(document.body);
    var moved = ["pointerdown", "wheel", "keydown", "touchstart"];
    var stop = function () {
      keep.disconnect();
      moved.forEach(function (type) {
        window.removeEventListener(type, stop, true);
      });
    };
    moved.forEach(function (type) {
      window.addEventListener(type, stop, { capture: true, passive: true });
    });
  }

  // Opening the page (or coming back to it) shows the next action too,
  // unless the address names a place on the page (a seat's link, the
  // join code): that place is shown, clear of the bar, and the browser's
  // own jump to it, which may come before or after this, ends there too.
  function opened() {
    padBelowBar();
    padAboveActions();
    var anchor = named();
    if (anchor) {
      keepShown(anchor);
      return;
    }
    bringNext(null, true);
    showStep();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", opened);
  } else {
    opened();
  }
})();

// The claim round of a set-up grid (views.ClaimBar, issue 15 item 10):
// the table taps territories in turn instead of typing owners. Without
// this script the grid is the plain owner/units form; with it the bar is
// shown, each units field gets + and −, and "claim in turn" empties the
// owners so each tap gives the territory to the player whose claim it is
// (seat order from the first seat; a second tap gives it back). The form
// still posts owner_<id> and units_<id> exactly as typed ones.
(function () {
  function claimRound(bar) {
    var form = bar.closest("form");
    if (!form) {
      return;
    }
    var say = function (key, name, value) {
      return (bar.dataset[key] || "").split("{" + name + "}").join(value);
    };
    var rows = Array.prototype.map.call(form.querySelectorAll('select[name^="owner_"]'), function (sel) {
      var id = sel.name.slice("owner_".length);
      var units = form.querySelector('input[name="units_' + CSS.escape(id) + '"]');
      var row = sel.closest("tr, .entry-row") || sel.parentNode;
      var label = row.querySelector("[data-claim-terr]");
      return { id: id, sel: sel, units: units, row: row, label: label, name: label ? label.textContent.trim() : id };
    });
    if (rows.length === 0) {
      return;
    }
    var seats = Array.prototype.map.call(rows[0].sel.options, function (o) {
      return { value: o.value, name: o.textContent.trim(), units: parseInt(o.dataset.claimUnits, 10) || 1 };
    });
    var claims = []; // row ids in the order claimed
    var on = false;
    var turn = bar.parentNode.querySelector(".claim-turn");
    var startButton = bar.querySelector("[data-claim-start]");
    var picture = form.querySelector("[data-claim-picture]");

    function stepper(r) {
      if (!r.units) {
        return;
      }
      var box = document.createElement("span");
      box.className = "claim-steps";
      [["less", "−", -1], ["more", "+", 1]].forEach(function (d) {
        var b = document.createElement("button");
        b.type = "button";
        b.className = "button claim-step";
        b.textContent = d[1];
        b.setAttribute("aria-label", say(d[0], "territory", r.name));
        b.dataset.testid = d[0] + "-" + r.id;
        b.addEventListener("click", function () {
          if (d[2] > 0) {
            place(r);
            return;
          }
          var n = (parseInt(r.units.value, 10) || 0) + d[2];
          r.units.value = String(Math.max(1, n));
          r.units.dispatchEvent(new Event("input", { bubbles: true }));
        });
        box.appendChild(b);
      });
      r.units.insertAdjacentElement("afterend", box);
    }

    // next is the seat whose claim it is: round the table from the first
    // seat, so the seat with the fewest claims, the earliest on a tie (a
    // territory given back is claimed again by the same seat).
    function next() {
      var counts = seats.map(function () { return 0; });
      rows.forEach(function (r) {
        var k = seats.findIndex(function (s) { return s.value === r.sel.value; });
        if (k >= 0) {
          counts[k]++;
        }
      });
      var best = 0;
      counts.forEach(function (n, k) {
        if (n < counts[best]) {
          best = k;
        }
      });
      return best;
    }

    function free(r) {
      return r.sel.value === "";
    }

    function seatOf(r) {
      return seats.findIndex(function (s) { return s.value === r.sel.value; });
    }

    // nextArmy says, once every territory is claimed, whose army comes
    // next where the edition places them in a rhythm (data-place-step on
    // the grid), counted from the board as the grid shows it, so + and −
    // keep it right: {placer, owner} (seat indexes: who places it, on
    // whose territory), {done} once every army is placed, null without a
    // rhythm. data-place-armies: each seat's whole armies. With
    // data-place-rhythm (the owners of the armies of one round, by seat)
    // the k-th army beyond the claims is rhythm[k]'s, placed by the seat
    // whose turn of data-place-step armies it is (data-place-players
    // take turns); without it one army at a time round the table, going
    // on from the claims: the seat with the fewest armies on the board,
    // the earliest on a tie, among those with armies left.
    function nextArmy() {
      var grid = form.querySelector("[data-place-step]");
      if (!grid) {
        return null;
      }
      var armies = parseInt(grid.dataset.placeArmies, 10) || 0;
      var count = seats.map(function () { return 0; });
      var placed = 0;
      rows.forEach(function (r) {
        var u = parseInt(r.units.value, 10) || 0, k = seatOf(r);
        if (k >= 0) {
          count[k] += u;
        }
        placed += Math.max(0, u - 1);
      });
      if (placed >= seats.length * armies - rows.length) {
        return { done: true };
      }
      var rhythm = (grid.dataset.placeRhythm || "").split(" ").filter(Boolean).map(Number);
      if (rhythm.length > 0) {
        var step = parseInt(grid.dataset.placeStep, 10) || 1;
        var players = parseInt(grid.dataset.placePlayers, 10) || seats.length;
        return { placer: Math.floor(placed / step) % players, owner: rhythm[placed % rhythm.length] };
      }
      var best = -1;
      count.forEach(function (n, k) {
        if (n < armies && (best < 0 || n < count[best])) {
          best = k;
        }
      });
      return best < 0 ? { done: true } : { placer: best, owner: best };
    }

    // placing is the sentence of whose army comes next ("" without a
    // rhythm).
    function placing() {
      var grid = form.querySelector("[data-place-step]"), n = nextArmy();
      if (!n) {
        return "";
      }
      if (n.done) {
        return grid.dataset.placeDone;
      }
      var say = n.owner === n.placer ? grid.dataset.placeTurn : grid.dataset.placeOther;
      return (say || "").split("{player}").join(seats[n.placer].name);
    }

    // place adds one army to r, in the claim round only where the
    // rhythm lets it go next: every territory claimed, and r the
    // territory of the seat whose army comes next. Anything else is
    // refused with the sentence of whose turn it is.
    function place(r) {
      var n = on ? nextArmy() : null;
      if (n && (rows.some(free) || n.done || seatOf(r) !== n.owner)) {
        var grid = form.querySelector("[data-place-step]");
        var now = rows.some(free) ? say("turn", "player", seats[next()].name) : placing();
        turn.textContent = (grid.dataset.placeRefused || "").split("{territory}").join(r.name).split("{turn}").join(now);
        turn.dataset.refused = "";
        return;
      }
      r.units.value = String((parseInt(r.units.value, 10) || 0) + 1);
      r.units.dispatchEvent(new Event("input", { bubbles: true }));
    }

    // paint shows the grid on its picture (views.ClaimPicture): each
    // territory in its owner's colour (data-seat-houses, by seat) with
    // its units, named for what a tap on it does while the round runs.
    function paint() {
      if (!picture) {
        return;
      }
      var houses = (picture.dataset.seatHouses || "").split(" ");
      var open = rows.some(free);
      rows.forEach(function (r) {
        var g = picture.querySelector('[data-t="' + CSS.escape(r.id) + '"]');
        if (!g) {
          return;
        }
        var k = seatOf(r), house = k >= 0 ? houses[k] || "house-none" : "house-none";
        [g, g.parentNode].forEach(function (e) {
          e.className.baseVal = e.className.baseVal.replace(/\bhouse-\S+/g, "").trim() + " " + house;
        });
        g.dataset.owner = k >= 0 ? seats[k].value : "-1";
        g.dataset.units = r.units.value || "0";
        var units = picture.querySelector('[data-testid="spot-units-' + CSS.escape(r.id) + '"]');
        if (units) {
          units.textContent = r.units.value || "0";
        }
        if (on) {
          g.setAttribute("aria-label", say(free(r) ? "take" : open ? "giveBack" : "more", "territory", r.name));
        }
      });
    }

    function show() {
      if (!on) {
        return;
      }
      var left = rows.filter(free);
      var then = placing();
      turn.textContent = left.length === 0 ? bar.dataset.done + (then ? " " + then : "") : say("turn", "player", seats[next()].name);
      delete turn.dataset.refused;
      rows.forEach(function (r) {
        var b = r.row.querySelector(".claim-tap");
        b.setAttribute("aria-label", say(free(r) ? "take" : "giveBack", "territory", r.name));
        b.classList.toggle("claimed", !free(r));
        r.row.dataset.claimed = free(r) ? "" : r.sel.value;
      });
      paint();
    }

    // firstPieces puts a seat's base and hero on its first claim (Halo Wars,
    // Legendary: the first round places "base and one unit"), and a
    // Warhammer leader too: its rulebook leaves the place to the table, and
    // a leader left where the grid proposed it stands on another seat's
    // territory once the round has emptied the board.
    function firstPieces(seat) {
      var first = claims.find(function (id) {
        return rows.some(function (r) { return r.id === id && r.sel.value === seats[seat].value; });
      });
      ["base_", "hero_", "leader_"].forEach(function (p) {
        var sel = form.querySelector('select[name="' + p + seats[seat].value + '"]');
        if (sel && first) {
          sel.value = first;
          sel.dispatchEvent(new Event("change", { bubbles: true }));
        }
      });
    }

    function tap(r) {
      if (free(r)) {
        var seat = next();
        r.sel.value = seats[seat].value;
        r.units.value = String(seats[seat].units);
        claims.push(r.id);
        firstPieces(seat);
      } else {
        var was = seats.findIndex(function (s) { return s.value === r.sel.value; });
        r.sel.value = "";
        r.units.value = "";
        claims = claims.filter(function (id) { return id !== r.id; });
        if (was >= 0) {
          firstPieces(was);
        }
      }
      r.sel.dispatchEvent(new Event("change", { bubbles: true }));
      show();
    }

    function start() {
      on = true;
      // Once the round runs, a stray tap must not empty the board again.
      startButton.hidden = true;
      turn.hidden = false;
      claims = [];
      rows.forEach(function (r) {
        if (!r.sel.querySelector("option[data-claim-none]")) {
          var o = document.createElement("option");
          o.value = "";
          o.dataset.claimNone = "";
          o.textContent = bar.dataset.none;
          r.sel.insertBefore(o, r.sel.firstChild);
        }
        r.sel.value = "";
        r.units.value = "";
        if (!r.row.querySelector(".claim-tap")) {
          var b = document.createElement("button");
          b.type = "button";
          b.className = "button claim-tap";
          b.textContent = r.name;
          b.dataset.testid = "claim-" + r.id;
          b.addEventListener("click", function () { tap(r); });
          if (r.label) {
            r.label.hidden = true;
            r.label.insertAdjacentElement("afterend", b);
          } else {
            r.row.insertBefore(b, r.row.firstChild);
          }
        }
      });
      form.dispatchEvent(new Event("change", { bubbles: true }));
      show();
      turn.scrollIntoView({ block: "nearest" });
    }

    // A hand-chosen owner counts as a claim too.
    form.addEventListener("change", function (e) {
      if (e.target.tagName === "SELECT" && e.target.name.indexOf("owner_") === 0) {
        on ? show() : paint();
      }
    });
    // An army placed (+, −, typed) moves the placement on.
    form.addEventListener("input", function (e) {
      if (e.target.name && e.target.name.indexOf("units_") === 0) {
        on ? show() : paint();
      }
    });
    // A tap on the picture (its script's "spot-tap", not a pan) claims
    // a free territory, gives a claimed one back while others are free,
    // then places an army: the grid's own taps, so both stay one board.
    form.addEventListener("spot-tap", function (e) {
      var r = on && rows.find(function (x) { return x.id === e.target.dataset.t; });
      if (!r) {
        return;
      }
      if (rows.some(free)) {
        tap(r);
      } else {
        place(r);
      }
    });
    // Nothing half-claimed is sent: the grid would read a free
    // territory as the first seat's.
    form.addEventListener("submit", function (e) {
      var left = rows.filter(free);
      if (on && left.length > 0) {
        e.preventDefault();
        turn.textContent = say("unclaimed", "territories", left.map(function (r) { return r.name; }).join(", "));
        turn.scrollIntoView({ block: "center" });
      }
    });
    startButton.addEventListener("click", start);
    rows.forEach(stepper);
    bar.hidden = false;
    paint();
  }

  function init() {
    document.querySelectorAll("[data-claim]").forEach(claimRound);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();

// The summary's board round by round (views.StoryBoardPanel): the step
// that reaches the first or the last round comes back a button that
// cannot be pressed, and the focus it had fell to the page. It goes to
// the other step, else the slider, so a keyboard or a screen reader
// stays at the board.
document.addEventListener("htmx:afterSettle", function (e) {
  var from = e.detail.requestConfig && e.detail.requestConfig.elt;
  var id = from && from.id;
  if ((id !== "story-prev" && id !== "story-next") || document.activeElement !== document.body) return;
  var other = document.getElementById(id === "story-prev" ? "story-next" : "story-prev");
  var to = other && !other.disabled ? other : document.getElementById("story-round-range");
  if (to) to.focus();
});

// The dice pad (views.DicePad) comes closed in an htmx answer with its
// faces in an inert <template>, so a tap swaps fewer elements; opening
// the pad draws them. "toggle" does not bubble: listen while capturing.
document.addEventListener("toggle", function (e) {
  var pad = e.target;
  if (!(pad instanceof HTMLDetailsElement) || !pad.open) return;
  var faces = pad.querySelector(":scope > template[data-pad-faces]");
  if (faces) faces.replaceWith(faces.content);
}, true);

// A territory the last action changed fades a ring for 2.4 s (app.css).
// When it was a box-shadow repainted every frame, a tap within those 2.4 s
// waited ~25 ms longer at 4x CPU for its answer to be handled
// (e2e/bench_ui_test.go); the ring now fades on the compositor, and
// sending the next action still ends the old rings ("ring-off": the
// overlay turns transparent, nothing is laid out), so no frame is drawn
// for them: its answer brings the new ones and drops the class (the
// server never sends it).
document.addEventListener("htmx:beforeRequest", function (e) {
  if (e.detail.requestConfig && e.detail.requestConfig.verb !== "post") return;
  document.querySelectorAll(".terr.changed").forEach(function (el) {
    el.classList.add("ring-off");
  });
});

// An answer htmx does not swap (an error page: access withdrawn, a fault
// in Herald) or no answer at all (the server or the network gone) left
// the tap without a word. Its sentence goes beside the control tapped, as
// a refusal does; the form keeps what was entered. An error page says
// its sentence in its alert; without one, or without an answer, the
// page's own sentence (body[data-no-answer]) is said.
(function () {
  function sentenceOf(xhr) {
    if (!xhr || !xhr.responseText) return "";
    var doc = new DOMParser().parseFromString(xhr.responseText, "text/html");
    var alert = doc.querySelector('[role="alert"]');
    return alert ? alert.textContent.trim() : "";
  }

  // place puts p above the tapped button in its form, else at the end of
  // the form, else after the control; a request of the page's own (the
  // body's) says it at the top of the page.
  function place(p, elt, detail) {
    var form = elt.closest("form");
    var ev = detail.requestConfig && detail.requestConfig.triggeringEvent;
    var button = ev && ev.submitter;
    if (form && button && form.contains(button)) {
      button.parentNode.insertBefore(p, button);
    } else if (form) {
      form.appendChild(p);
    } else if (elt !== document.body && elt.parentNode) {
      elt.parentNode.insertBefore(p, elt.nextSibling);
    } else {
      var main = document.querySelector("main") || document.body;
      main.insertBefore(p, main.firstChild);
    }
  }

  function say(detail) {
    var elt = detail.elt;
    // The live stream's fetch (its element has data-live, as live.js
    // says) has its own "connection lost" hint.
    if (!elt || !elt.closest || elt.hasAttribute("data-live")) return;
    var text = sentenceOf(detail.xhr) || document.body.dataset.noAnswer || "";
    if (!text) return;
    var old = document.querySelector('[data-testid="no-answer"]');
    if (old) old.remove();
    var p = document.createElement("p");
    p.className = "error refusal";
    p.setAttribute("role", "alert");
    p.dataset.testid = "no-answer";
    p.textContent = text;
    place(p, elt, detail);
    p.scrollIntoView({ block: "nearest" });
  }

  document.addEventListener("htmx:responseError", function (e) { say(e.detail); });
  document.addEventListener("htmx:sendError", function (e) { say(e.detail); });
})();

// The place form's "all on ..." button (views.PlaceAllForm) follows the
// territory chosen in the place form, by a tap on the picture or in the
// list, without asking the server: its form posts that territory and all
// that may go there (the option's data-all), and it names them (its
// data-label). Without this script it places on the one it names.
(function () {
  "use strict";
  function follow() {
    var sel = document.querySelector('#action [data-testid="place-territory"]');
    var form = document.querySelector('#action [data-testid="place-all-form"]');
    var o = sel && sel.selectedOptions[0];
    if (!form || !o || !o.dataset.all) {
      return;
    }
    var b = form.querySelector('[data-testid="place-all"]'), n = o.dataset.all;
    form.querySelector('input[name="territory"]').value = o.value;
    form.querySelector('input[name="units"]').value = n;
    form.hidden = !(Number(n) > 0);
    if (b && b.dataset.label) {
      b.textContent = b.dataset.label.replace("{territory}", function () { return o.dataset.name; })
        .replace("{units}", function () { return n; });
    }
  }
  document.addEventListener("change", function (e) {
    if (e.target.matches && e.target.matches('[data-testid="place-territory"]')) {
      follow();
    }
  });
  // A refused place shows its territory chosen; a swap brings the server's.
  document.addEventListener("htmx:afterSettle", follow);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", follow);
  } else {
    follow();
  }
})();

// The board as a picture (issue 30, views/picture.templ). A tap on a
// territory fills the turn's form at once, in the browser: the place
// target; attack from, then attack to; maneuver from, then to. What a tap
// may choose is the server's (each territory's data-place, data-attack and
// data-maneuver come from the same functions that fill the selects); the
// picture only reads it. The selects stay and both stay in step: a tap
// sets the select and sends it the change a choice in it sends (the
// attack's odds, the maneuver's units follow from the server as before),
// and a choice in a select highlights on the picture. With more than one
// form open, buttons above the picture say which one a tap fills. Two
// fingers pan and zoom the picture (the + and - buttons for a mouse or a
// keyboard); one finger scrolls the page while it is not zoomed.
(function () {
  "use strict";
  var mode = null; // the form the player chose to fill, kept across swaps
  var view = { s: 1, x: 0, y: 0 }; // the picture's zoom and pan, kept too
  var pts = new Map(), pan = null, pinch = null, moved = false;

  function box() { return document.getElementById("board-picture"); }
  // turn carries the forms a tap may fill (data-modes) and the one shown
  // (data-mode): an action's answer morphs it alone when the phase
  // changes, and sync sets data-mode back to the one the player chose.
  function turn() { return document.getElementById("picture-turn"); }
  function frame() { var b = box(); return b && b.querySelector(".picture-frame"); }
  function svg() { var b = box(); return b && b.querySelector("svg.picture"); }
  function spot(id) { return id ? document.getElementById("spot-" + id) : null; }
  function words(el, attr) {
    var v = el && el.getAttribute(attr);
    return v ? v.split(" ") : [];
  }
  function modeNow() {
    var m = words(turn(), "data-modes");
    return m.indexOf(mode) >= 0 ? mode : (m[0] || "");
  }
  function formOf(m) {
    if (m === "place") {
      return document.querySelector('#action [data-testid="place-form"]');
    }
    return m ? document.getElementById(m) : null;
  }
  function field(f, name) { return f ? f.querySelector('select[name="' + name + '"]') : null; }
  function ids(b, sel) {
    return Array.prototype.map.call(b.querySelectorAll(sel), function (e) { return e.dataset.t; });
  }

  // sync highlights what a tap may choose now and what is chosen, from
  // the form's values.
  function sync() {
    var b = box();
    if (!b) {
      return;
    }
    var m = modeNow(), f = formOf(m), picks = [], chosen = [];
    b.querySelectorAll(".picture-modes [data-mode]").forEach(function (btn) {
      btn.setAttribute("aria-pressed", btn.dataset.mode === m ? "true" : "false");
    });
    if (m === "place") {
      picks = ids(b, ".spot[data-place]");
      var where = field(f, "territory");
      chosen = where ? [where.value] : [];
    } else if (m) {
      var attr = m === "attack" ? "data-attack" : "data-maneuver";
      var from = field(f, "from"), to = field(f, "to");
      if (from && from.value) {
        var targets = words(spot(from.value), attr);
        // Herald's proposal is shown chosen, and a tap may still choose
        // any "from" (fill).
        picks = from.hasAttribute("data-proposed") ? ids(b, ".spot[" + attr + "]") : targets;
        chosen = [from.value];
        if (to && targets.indexOf(to.value) >= 0) {
          chosen.push(to.value);
        }
      } else {
        picks = ids(b, ".spot[" + attr + "]");
      }
    }
    b.querySelectorAll(".spot").forEach(function (e) {
      e.classList.toggle("pick", picks.indexOf(e.dataset.t) >= 0);
      e.classList.toggle("chosen", chosen.indexOf(e.dataset.t) >= 0);
    });
    var tn = turn();
    if (tn && m) {
      tn.dataset.mode = m;
    }
  }

  // setTo chooses id in a "to" select, adding it (by its name) when the
  // list is the server's for another "from" (its answer replaces it).
  function setTo(sel, id) {
    var has = Array.prototype.some.call(sel.options, function (o) { return o.value === id; });
    if (!has) {
      sel.appendChild(option(id));
    }
    sel.value = id;
  }
  function option(id) {
    var o = document.createElement("option"), e = spot(id);
    o.value = id;
    o.textContent = e ? e.dataset.name : id;
    return o;
  }

  // fill sets the form of the mode shown to the territory el and says
  // what it did: the select it changed, or kept when el is the chosen
  // "from" already (the form may propose it); null when el is no choice.
  function fill(el) {
    var m = modeNow(), f = formOf(m), id = el.dataset.t;
    if (!f) {
      return null;
    }
    if (m === "place") {
      var where = el.hasAttribute("data-place") ? field(f, "territory") : null;
      if (where) {
        where.value = id;
      }
      return where && { changed: where };
    }
    var attr = m === "attack" ? "data-attack" : "data-maneuver";
    var from = field(f, "from"), to = field(f, "to");
    // A "from" Herald proposed is not the player's yet: a tap on a
    // territory that can itself be one chooses it, as a first tap does;
    // a tap on the proposal takes it.
    var proposed = from && from.hasAttribute("data-proposed");
    if (proposed && id === from.value) {
      from.removeAttribute("data-proposed");
      return { changed: null };
    }
    if (from && to && from.value && id !== from.value && !(proposed && el.hasAttribute(attr)) &&
        words(spot(from.value), attr).indexOf(id) >= 0) {
      setTo(to, id);
      return { changed: to };
    }
    if (from && id === from.value) {
      return { changed: null };
    }
    if (from && to && el.hasAttribute(attr)) {
      from.value = id;
      from.removeAttribute("data-proposed");
      while (to.options.length) {
        to.remove(0);
      }
      words(el, attr).forEach(function (t) { to.appendChild(option(t)); });
      return { changed: from };
    }
    return null;
  }

  // told finishes a choice fill made: the territory is kept in view and
  // the select sends the change a choice in it sends (the attack's odds).
  function told(el, did) {
    if (!did) {
      return;
    }
    keepInView(el);
    if (!did.changed) {
      return;
    }
    // The change names the territory tapped: the server's answer to it
    // (an attack's odds, a maneuver's targets) keeps the picture where it
    // was on the screen (anchorOf above).
    did.changed.dispatchEvent(new CustomEvent("change", { bubbles: true, detail: { spot: el } }));
    // A choice the server is not asked about (the place target, the
    // maneuver's target) completes the form: its button is the next tap.
    if (!did.changed.hasAttribute("hx-get")) {
      did.changed.form.dispatchEvent(new CustomEvent("herald:reveal", { bubbles: true, detail: { keep: el } }));
    }
  }

  // tapped is a tap on territory el (not the end of a pan): it fills the
  // turn's form, and "spot-tap" tells a set-up page's claim round
  // (claimRound), whose picture fills no turn's form. A finger's touch
  // has filled it already (early), as it came down.
  function tapped(el) {
    var did, was = early;
    early = null; // this tap's choice replaces one made early elsewhere
    if (was && was.el === el) {
      did = was.did;
    } else {
      did = fill(el);
      if (did) {
        sync();
      }
    }
    told(el, did);
    el.dispatchEvent(new Event("spot-tap", { bubbles: true }));
  }

  // A finger on a territory chooses it as it comes down, so the choice is
  // on the screen while the finger is still on the glass; the tap (its
  // click, at the lift) then only finishes it. A touch that becomes a pan,
  // a pinch or a long press puts the form back as it was.
  var early = null; // {el, did, was: the form's selects before}
  function chooseEarly(e) {
    var el = e.target.closest("#board-picture .spot");
    var f = el && formOf(modeNow());
    if (!f || e.pointerType !== "touch" || !e.isPrimary) {
      return;
    }
    var was = Array.prototype.map.call(f.querySelectorAll("select"), function (sel) {
      return { sel: sel, html: sel.innerHTML, value: sel.value, proposed: sel.hasAttribute("data-proposed") };
    });
    var did = fill(el);
    if (did) {
      early = { el: el, did: did, was: was };
      sync();
    }
  }
  function undoEarly() {
    var x = early;
    early = null;
    if (!x) {
      return;
    }
    x.was.forEach(function (w) {
      if (w.sel.innerHTML !== w.html) {
        w.sel.innerHTML = w.html;
      }
      w.sel.value = w.value;
      w.sel.toggleAttribute("data-proposed", w.proposed);
    });
    sync();
  }

  // ---- pan and zoom ----
  function apply() {
    var s = svg();
    if (s) {
      s.style.transform = view.s === 1 ? "" : "translate(" + view.x + "px," + view.y + "px) scale(" + view.s + ")";
    }
  }
  function clamp() {
    var f = frame();
    if (!f) {
      return;
    }
    view.s = Math.min(5, Math.max(1, view.s));
    var w = f.clientWidth, h = f.clientHeight;
    view.x = Math.min(0, Math.max(w - w * view.s, view.x));
    view.y = Math.min(0, Math.max(h - h * view.s, view.y));
  }
  // zoomAt scales by k keeping the frame's point (px, py) where it is.
  function zoomAt(k, px, py, base) {
    base = base || view;
    var s = Math.min(5, Math.max(1, base.s * k));
    view = { s: s, x: px - (px - base.x) * s / base.s, y: py - (py - base.y) * s / base.s };
    clamp();
    apply();
  }
  // keepInView pans the least that shows the territory el in the frame.
  function keepInView(el) {
    var f = frame();
    if (!f || view.s === 1) {
      return;
    }
    var r = el.getBoundingClientRect(), fr = f.getBoundingClientRect(), pad = 8;
    if (r.left < fr.left + pad) { view.x += fr.left + pad - r.left; }
    if (r.right > fr.right - pad) { view.x -= r.right - (fr.right - pad); }
    if (r.top < fr.top + pad) { view.y += fr.top + pad - r.top; }
    if (r.bottom > fr.bottom - pad) { view.y -= r.bottom - (fr.bottom - pad); }
    clamp();
    apply();
  }
  function local(e) {
    var r = frame().getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  }
  function twoFingers() {
    var p = Array.from(pts.values());
    return { d: Math.hypot(p[0].x - p[1].x, p[0].y - p[1].y) || 1, x: (p[0].x + p[1].x) / 2, y: (p[0].y + p[1].y) / 2 };
  }

  document.addEventListener("pointerdown", function (e) {
    if (!e.target.closest || !e.target.closest(".picture-frame") || e.target.closest(".picture-zoom")) {
      return;
    }
    pts.set(e.pointerId, local(e));
    if (pts.size === 1) {
      moved = false;
      pan = { p: local(e), v: { s: view.s, x: view.x, y: view.y }, lastY: e.clientY };
      chooseEarly(e);
    } else if (pts.size === 2) {
      undoEarly();
      pinch = { f: twoFingers(), v: { s: view.s, x: view.x, y: view.y } };
    }
  });
  document.addEventListener("pointermove", function (e) {
    if (!pts.has(e.pointerId)) {
      return;
    }
    pts.set(e.pointerId, local(e));
    if (pts.size >= 2 && pinch) {
      var now = twoFingers();
      moved = true;
      zoomAt(now.d / pinch.f.d, pinch.f.x, pinch.f.y, pinch.v);
      view.x += now.x - pinch.f.x;
      view.y += now.y - pinch.f.y;
      clamp();
      apply();
    } else if (pan) {
      var p = local(e), dx = p.x - pan.p.x, dy = p.y - pan.p.y;
      if (Math.hypot(dx, dy) > 8) {
        moved = true;
        undoEarly();
      }
      if (!moved) {
        return;
      }
      if (view.s > 1) {
        view.x = pan.v.x + dx;
        view.y = pan.v.y + dy;
        clamp();
        apply();
      } else if (e.pointerType === "touch") {
        window.scrollBy(0, pan.lastY - e.clientY);
      }
      pan.lastY = e.clientY;
    }
  });
  // A lift comes after tap.js made the tap's click (a capturing
  // listener): a choice made early that no click finished was no tap.
  function lift(e) {
    undoEarly();
    pts.delete(e.pointerId);
    if (pts.size < 2) {
      pinch = null;
    }
    if (pts.size === 0) {
      pan = null;
    }
  }
  document.addEventListener("pointerup", lift);
  document.addEventListener("pointercancel", lift);

  document.addEventListener("click", function (e) {
    var t = e.target.closest ? e.target : null;
    if (!t || !t.closest("#board-picture")) {
      return;
    }
    var zoom = t.closest("[data-zoom]"), m = t.closest(".picture-modes [data-mode]"), s = t.closest(".spot");
    if (zoom) {
      var f = frame();
      zoomAt(zoom.dataset.zoom === "in" ? 1.6 : 1 / 1.6, f.clientWidth / 2, f.clientHeight / 2);
    } else if (m) {
      mode = m.dataset.mode;
      sync();
    } else if (s && !moved) {
      tapped(s);
    }
    moved = false;
  });
  document.addEventListener("keydown", function (e) {
    var s = e.target.closest && e.target.closest("#board-picture .spot");
    if (s && (e.key === "Enter" || e.key === " ")) {
      e.preventDefault();
      tapped(s);
    }
  });
  document.addEventListener("change", function (e) {
    if (e.target.closest && e.target.closest("#action")) {
      sync();
    }
  });
  function again() {
    apply();
    sync();
  }
  document.addEventListener("htmx:afterSwap", again);
  document.addEventListener("htmx:afterSettle", again);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", again);
  } else {
    again();
  }
})();
