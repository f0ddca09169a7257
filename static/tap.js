// tap.js: a finger's tap on a button acts when the finger lifts (issue 30,
// "tap-to-paint as the finger feels it"). The browser makes its click of
// a touch only after the touchend has gone through the page and come back
// as a gesture, with a hit test, hover and focus changes and, on a busy
// page, a frame painted in between: 40-60 ms on a tablet with its CPU
// slowed 4x (make bench-ui, HERALD_BENCH_INPUT=touch). Here the click is
// made at the pointerup instead, and the browser's own click that follows
// is dropped, so a tap acts once.
//
// Only a tap counts: one finger, lifted on the control it went down on,
// within tapMs, having moved less than slopPx (a scroll or a pan cancels
// the pointer anyway). Mice, pens, keyboards and screen readers click as
// ever.
(function () {
  "use strict";
  var tapMs = 600, slopPx = 10, echoMs = 1000;
  var down = null; // the touch that may become a tap
  var echo = null; // where and until when the browser's own click is dropped

  // The controls that act on a tap: buttons, and what a page made one
  // (the picture's territories, role="button"). A button that sends a
  // whole page (a form without htmx) is left to the browser: its own click
  // could land on the page that answers.
  var htmxSends = "[hx-post], [hx-get], [hx-put], [hx-patch], [hx-delete]";
  function control(el) {
    var c = el && el.closest ? el.closest('button, input[type="submit"], [role="button"]') : null;
    if (!c || c.disabled || c.closest("[data-no-fast-tap]")) {
      return null;
    }
    var sends = c.type === "submit" && c.form;
    return !sends || c.matches(htmxSends) || c.form.matches(htmxSends) ? c : null;
  }

  // A pressed button looks pressed (app.css, .pressed) from the touch
  // until its answer: a request it started keeps it until htmx is done,
  // so nothing on the screen changes between the tap and the answer (a
  // frame there would hold the answer up).
  function press(el, on) {
    if (el && el.classList && el.classList.contains("button")) {
      el.classList.toggle("pressed", on);
    }
  }
  document.addEventListener("htmx:afterRequest", function () {
    document.querySelectorAll(".pressed").forEach(function (el) { press(el, false); });
  });

  document.addEventListener("pointerdown", function (e) {
    echo = null; // a new touch: whatever comes next is its own
    down = e.pointerType === "touch" && e.isPrimary ? { id: e.pointerId, el: control(e.target), x: e.clientX, y: e.clientY, t: e.timeStamp } : null;
    press(down && down.el, true);
  }, true);
  document.addEventListener("pointercancel", function () {
    press(down && down.el, false);
    down = null;
  }, true);
  document.addEventListener("pointerup", function (e) {
    var d = down;
    down = null;
    if (!d || !d.el) {
      return;
    }
    if (e.pointerId !== d.id || e.timeStamp - d.t > tapMs ||
        Math.hypot(e.clientX - d.x, e.clientY - d.y) >= slopPx || control(e.target) !== d.el) {
      press(d.el, false);
      return;
    }
    echo = { x: e.clientX, y: e.clientY, until: e.timeStamp + echoMs };
    if (typeof d.el.click === "function") {
      d.el.click();
    } else { // an SVG element has no click()
      d.el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, view: window, clientX: e.clientX, clientY: e.clientY }));
    }
    if (!d.el.closest(".htmx-request")) {
      press(d.el, false);
    }
  }, true);
  // The touchend of a touch that acted here is cancelled: the browser
  // then makes no gesture of it (no hit test, hover, focus change or
  // click of its own, each a style and layout of the page), work that
  // held up the answer's handling. Touch events come after their
  // pointer events, so the pointerup has acted by now.
  document.addEventListener("touchend", function (e) {
    if (echo && e.cancelable) {
      e.preventDefault();
      echo = null; // no click of the browser's own will come
    }
  }, { capture: true, passive: false });
  // Where the touchend could not be cancelled, the browser's click of the
  // same touch comes at the same point; it is dropped before anything sees
  // it, whatever lies there by now (an answer may have replaced the button
  // with another).
  document.addEventListener("click", function (e) {
    var x = echo;
    if (!x || !e.isTrusted) {
      return;
    }
    echo = null;
    if (e.timeStamp <= x.until && Math.hypot(e.clientX - x.x, e.clientY - x.y) < slopPx) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  }, true);
})();
