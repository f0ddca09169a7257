// app.js keeps the player's place on the game page. Every action swaps the
// whole game section (#game); the browser's scroll anchoring is off for it
// (app.css), so the page keeps its scroll position, and this script keeps
// the control the player tapped where it was on the screen even when the
// content above it changed (a summary went away, a line was added). When
// that control is gone (the attack form became the move-in form), the
// action panel's first form is brought into view.
(function () {
  "use strict";
  var kept = null;

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
    if (!form.id) {
      // An action form without an id (the placement) is not found again:
      // the next action (the panel's first form) comes into view.
      return form.closest("#action") ? { sel: null, top: 0 } : null;
    }
    var ev = cfg.triggeringEvent;
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
    if (target && target.id === "game" && e.detail.shouldSwap) {
      kept = anchorOf(e.detail);
    }
  });

  document.addEventListener("htmx:afterSettle", function () {
    if (!kept) {
      return;
    }
    var was = kept;
    kept = null;
    // A refusal is shown in the form that was sent, beside its button: it
    // must be read, so it comes into view first.
    var refusal = document.querySelector('#game [data-testid="refusal"]');
    if (refusal) {
      var r = refusal.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) {
        refusal.scrollIntoView({ block: "center" });
      }
      clearOfBar(refusal);
      return;
    }
    var el = was.sel ? document.querySelector(was.sel) : null;
    if (el) {
      window.scrollBy(0, el.getBoundingClientRect().top - was.top);
      // A control tapped at the screen's lower edge comes wholly into view.
      var low = el.getBoundingClientRect().bottom + 8 - window.innerHeight;
      if (low > 0) {
        window.scrollBy(0, low);
      }
      clearOfBar(el);
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
})();
