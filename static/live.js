// live.js: the game page follows the game live (issue 16, item 2). The
// page's [data-live] element listens to /games/:id/live (htmx-ext-sse) and,
// on a "seq" event, fetches the game and morphs it into #game (idiomorph).
// This script decides when to fetch and what a morph must leave alone.
(function () {
  "use strict";
  var waiting = null; // a mark that came while this device's own request ran
  var busy = 0; // this device's own requests in flight

  // The log's state the page shows: the stream's event names it by seq
  // and last write (an undo and a new action reach the same seq with
  // another mark).
  function shown() {
    // The turn bar carries the mark: an action's answer re-sends it even
    // when only parts of #game are swapped.
    var t = document.getElementById("turn");
    return t ? t.dataset.mark : null;
  }

  function isLive(elt) {
    return elt && elt.hasAttribute && elt.hasAttribute("data-live");
  }
  // listener is the page's [data-live] element, the one that fetches
  // (<html> carries data-live too: whether the stream is open).
  function listener() {
    return document.querySelector("[data-live][hx-get]");
  }

  // A form the player has started to fill in: a field whose value differs
  // from the one the page came with, or a form whose select they changed
  // (the attack and maneuver selects reload the form with the choice as its
  // default). Such a form keeps its values and its old seq, so sending it
  // later is refused as stale rather than applied to an unseen board.
  var touched = new Set();
  function started(form) {
    if (form.id && touched.has(form.id)) {
      return true;
    }
    return Array.prototype.some.call(form.elements, function (f) {
      if (f.type === "checkbox" || f.type === "radio") {
        return f.checked !== f.defaultChecked;
      }
      if (f.tagName === "SELECT") {
        return Array.prototype.some.call(f.options, function (o) {
          return o.selected !== o.defaultSelected;
        });
      }
      return "defaultValue" in f && f.type !== "hidden" && f.value !== f.defaultValue;
    });
  }

  document.addEventListener("change", function (e) {
    var form = e.isTrusted && e.target.tagName === "SELECT" ? e.target.form : null;
    if (form && form.id) {
      touched.add(form.id);
    }
  }, true);
  document.addEventListener("submit", function (e) {
    if (e.target.id) {
      touched.delete(e.target.id);
    }
  }, true);

  function setUpMorph() {
    if (typeof Idiomorph === "undefined") {
      return;
    }
    // The focused field keeps what is being typed into it.
    Idiomorph.defaults.callbacks.beforeNodeMorphed = function (old) {
      return !(liveSwap && old.tagName === "FORM" && started(old));
    };
  }

  // Only a live update keeps what the player is typing: an action's own
  // answer morphs #action too (static/parts.js) and must leave it as a
  // fresh page would, new seq and values included. The swap runs between
  // these two events.
  var liveSwap = false;
  document.addEventListener("htmx:beforeSwap", function (e) {
    var d = e.detail;
    // d.elt is where the event fires (the target); the request's element
    // is requestConfig's.
    var src = d.requestConfig && d.requestConfig.elt;
    liveSwap = isLive(src);
    if (typeof Idiomorph !== "undefined") {
      Idiomorph.defaults.ignoreActiveValue = liveSwap;
    }
  });
  document.addEventListener("htmx:afterSwap", function () {
    liveSwap = false;
  });

  // A mark the page already shows (this device acted itself) fetches
  // nothing; one that comes while this device's own action is on its way
  // waits for that action's answer, which may already be it.
  function wanted(mark) {
    if (mark === undefined || mark === shown()) {
      return false;
    }
    if (busy > 0) {
      waiting = mark;
      return false;
    }
    return true;
  }
  document.addEventListener("htmx:confirm", function (e) {
    var d = e.detail;
    if (!isLive(d.elt)) {
      return;
    }
    var ev = d.triggeringEvent;
    if (!wanted(ev && ev.detail && ev.detail.data)) {
      e.preventDefault();
    }
  });
  // The live fetch says which mark the page shows: Herald answers with
  // the parts that changed since (handlers/liveparts.go), applied by
  // static/parts.js under the rules above.
  document.addEventListener("htmx:configRequest", function (e) {
    var mark = shown();
    if (isLive(e.detail.elt) && mark) {
      e.detail.headers["HX-Shown"] = mark;
    }
  });
  document.addEventListener("htmx:beforeRequest", function (e) {
    if (!isLive(e.detail.elt)) {
      busy++;
    }
  });
  // After this device's own request the page shows its answer; a mark that
  // waited is fetched only if the page is not at it.
  document.addEventListener("htmx:afterRequest", function (e) {
    if (isLive(e.detail.elt)) {
      return;
    }
    busy = Math.max(0, busy - 1);
    if (busy > 0 || waiting === null) {
      return;
    }
    window.setTimeout(function () {
      var mark = waiting;
      waiting = null;
      var live = listener();
      if (live && mark !== null && mark !== shown()) {
        htmx.trigger(live, "sse:seq", { data: mark });
      }
    }, 0);
  });

  // The page says whether its stream is open (data-live on <html>), for a
  // "connection lost" hint and for the browser tests.
  document.addEventListener("htmx:sseOpen", function () {
    document.documentElement.dataset.live = "open";
  });
  document.addEventListener("htmx:sseError", function () {
    document.documentElement.dataset.live = "lost";
  });
  // The game is gone (removed at the table: the stream's last word made
  // the page fetch itself): the page is loaded again and shows the 404's
  // sentence, instead of a lost connection tried again and again.
  document.addEventListener("htmx:responseError", function (e) {
    var xhr = e.detail.xhr;
    if (isLive(e.detail.elt) && xhr && xhr.status === 404) {
      window.location.reload();
    }
  });

  // Leaving the page closes its stream at once: a page the browser keeps
  // in its back/forward cache would otherwise hold its connection open, and
  // a browser opens at most six per server, so after a few pages an
  // action would wait forever. The SSE extension makes its streams with
  // htmx.createEventSource (set when the extension loaded, before htmx
  // connects on DOMContentLoaded): wrapped here to know them. A page that
  // comes back from that cache reloads to catch up.
  var streams = [];

  // The stream's echo of this device's own action (a mark the page
  // already shows, or one its answer will bring) is dropped before htmx
  // sees it: htmx's trigger, for an event htmx:confirm then cancels, was
  // most of the 4-5 ms (p50, CPU 4x) a tap took longer with the stream on
  // than off (e2e/bench_ui_test.go).
  function hearOnlyWanted(es) {
    var heard = new WeakMap(); // the SSE extension's listener -> ours
    var add = es.addEventListener, remove = es.removeEventListener;
    es.addEventListener = function (type, fn, opts) {
      if (type !== "seq" || typeof fn !== "function") {
        return add.call(this, type, fn, opts);
      }
      var ours = function (ev) {
        if (wanted(ev.data)) {
          fn.call(this, ev);
        }
      };
      heard.set(fn, ours);
      return add.call(this, type, ours, opts);
    };
    es.removeEventListener = function (type, fn, opts) {
      return remove.call(this, type, (fn && heard.get(fn)) || fn, opts);
    };
  }
  // The game page's stream carries the parts of the page that changed
  // (handlers/livepush.go): its data says the mark they apply to and the
  // mark they bring, then the parts, which are applied as the live
  // fetch's answer would be (static/parts.js, the rules above for a live
  // swap). A page at another mark fetches, as for a "seq".
  function heard(ev) {
    var data = ev.data, nl = data.indexOf("\n");
    var head = (nl < 0 ? data : data.slice(0, nl)).split(" ");
    var live = listener();
    if (!live || head.length !== 2 || !wanted(head[1])) {
      return;
    }
    if (head[0] !== shown() || nl < 0 || !applyParts(live, data.slice(nl + 1))) {
      htmx.trigger(live, "sse:seq", { data: head[1] });
    }
  }
  function applyParts(live, html) {
    var game = document.getElementById("game");
    if (!game || typeof Idiomorph === "undefined" || !htmx.swap) {
      return false;
    }
    liveSwap = true;
    Idiomorph.defaults.ignoreActiveValue = true;
    try {
      htmx.swap(game, html, { swapStyle: "parts", swapDelay: 0, settleDelay: 0 },
        { contextElement: live, eventInfo: { requestConfig: { elt: live }, pushed: true } });
    } finally {
      liveSwap = false;
    }
    return true;
  }

  if (window.htmx && htmx.createEventSource) {
    var make = htmx.createEventSource;
    htmx.createEventSource = function (url) {
      var es = make(url);
      streams.push(es);
      hearOnlyWanted(es);
      es.addEventListener("parts", heard);
      return es;
    };
  }
  window.addEventListener("pagehide", function () {
    streams.forEach(function (es) {
      es.close();
    });
    streams = [];
  });
  window.addEventListener("pageshow", function (e) {
    if (e.persisted) {
      window.location.reload();
    }
  });

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUpMorph);
  } else {
    setUpMorph();
  }
})();
