// parts.js: the htmx extension "parts" applies an action's answer in parts
// (issue 15, item 11; handlers/parts.go). Each top-level element of the
// answer says in data-part what to do with the page's element of its id:
//
//	morph                 morph it (idiomorph): nodes that did not change
//	                      stay, so the tapped button keeps its focus
//	delete                remove it
//	afterbegin:#id        insert the wrapper's children first in #id
//	beforeend:#id         … or last
//
// htmx's own out-of-band swaps do the same, but each part is cloned and
// swapped with its own events, each event looking for extensions from its
// element up to the root: in a CPU profile of battles at CPU 4x they took
// 17 of the 65 ms htmx spent on an answer (e2e/bench_profile_test.go).
// The extension asks for parts (header HX-Parts) only once Idiomorph is
// there; without it Herald answers with the whole #game. The page's live
// fetch asks for them too (views.liveListener, static/live.js says which
// mark the page shows; handlers/liveparts.go).
(function () {
  "use strict";
  if (!window.htmx || typeof Idiomorph === "undefined") {
    return;
  }

  var fieldTags = "input, select, textarea";

  // settle puts el and every field under it back to what its markup
  // says, as a morph to the same markup does (idiomorph sets value,
  // checked and selected from the new markup).
  function settle(el) {
    var fields = Array.prototype.slice.call(el.querySelectorAll(fieldTags));
    if (el.matches(fieldTags)) {
      fields.push(el);
    }
    for (var i = 0; i < fields.length; i++) {
      var f = fields[i];
      if (kept(f)) {
        continue;
      }
      if (f.type === "checkbox" || f.type === "radio") {
        if (f.checked !== f.defaultChecked) {
          f.checked = f.defaultChecked;
        }
      } else if (f.tagName === "SELECT") {
        var chosen = f.querySelectorAll("option[selected]");
        var want = chosen.length ? chosen[chosen.length - 1].index : 0;
        if (f.selectedIndex !== want) {
          f.selectedIndex = want;
        }
      } else if (f.value !== f.defaultValue) {
        f.value = f.defaultValue;
      }
    }
  }

  // The page's own rules for a morph (Idiomorph.defaults, set by
  // static/live.js): a live update, answered in parts too, leaves alone a
  // form the player has started and the field being typed into, as the
  // whole #game's morph does. An action's answer sets no such rule.
  function outer(old, now) {
    var cb = Idiomorph.defaults.callbacks.beforeNodeMorphed;
    return !cb || cb(old, now) !== false;
  }

  // kept says whether field f is to keep its value: in a form the page's
  // rules leave alone, or focused while they ignore the active value.
  function kept(f) {
    if (f.form && !outer(f.form, f.form)) {
      return true;
    }
    return Idiomorph.defaults.ignoreActiveValue === true && f === document.activeElement;
  }

  // same says whether old is what now's markup says. isEqualNode leaves a
  // <template>'s content out (it is not among the template's children),
  // and a closed dice pad keeps its faces in one, rows that follow the
  // battle's rules: templates are compared by their content too.
  function same(old, now) {
    if (!old.isEqualNode(now)) {
      return false;
    }
    var was = templatesIn(old), is = templatesIn(now);
    for (var i = 0; i < was.length; i++) {
      if (!was[i].content.isEqualNode(is[i].content)) {
        return false;
      }
    }
    return true;
  }

  // templatesIn is el and its descendants that are templates; of two
  // equal nodes, the lists match one to one.
  function templatesIn(el) {
    var found = Array.prototype.slice.call(el.querySelectorAll("template"));
    if (el.tagName === "TEMPLATE") {
      found.unshift(el);
    }
    return found;
  }

  // hxChanged says whether an hx-* attribute differs between old and now:
  // htmx must then set old up again.
  function hxChanged(old, now) {
    var names = old.getAttributeNames().concat(now.getAttributeNames());
    for (var i = 0; i < names.length; i++) {
      var n = names[i];
      if ((n.lastIndexOf("hx-", 0) === 0 || n.lastIndexOf("data-hx-", 0) === 0) && old.getAttribute(n) !== now.getAttribute(n)) {
        return true;
      }
    }
    return false;
  }

  // morphing is idiomorph's configuration for one answer; added collects
  // what a morph added or changed for htmx to process (hx-* attributes):
  // processing every part whole cost a battle ~5 ms at CPU 4x.
  //
  // A node equal to its new markup is left as it is, its fields settled:
  // idiomorph would end with the same, but its matching of a long list
  // (a select's options) costs an answer several ms at CPU 4x. An option
  // is left to idiomorph: whether it is chosen belongs to its select.
  function morphing(added) {
    return {
      morphStyle: "outerHTML",
      callbacks: {
        beforeNodeMorphed: function (old, now) {
          if (old.nodeType !== 1) {
            return true;
          }
          if (!outer(old, now)) {
            return false;
          }
          if (old.tagName !== "OPTION" && same(old, now)) {
            settle(old);
            return false;
          }
          if (hxChanged(old, now)) {
            added.push(old);
          }
          return true;
        },
        afterNodeAdded: function (node) {
          if (node.nodeType === 1) {
            added.push(node);
          }
        },
      },
    };
  }

  function apply(part, added) {
    var how = part.getAttribute("data-part") || "morph";
    part.removeAttribute("data-part");
    var colon = how.indexOf(":");
    var style = colon < 0 ? how : how.slice(0, colon);
    var target = document.getElementById(colon < 0 ? part.id : how.slice(colon + 2));
    if (!target) {
      throw new Error("parts: no element for " + how + " " + part.id);
    }
    switch (style) {
      case "morph":
        // A part as the page shows it (the flash, a panel the action did
        // not touch) needs no morph: idiomorph sets up a context and a
        // pantry in the body for each one.
        if (same(target, part)) {
          settle(target);
          return;
        }
        Idiomorph.morph(target, part, morphing(added));
        return;
      case "delete":
        target.remove();
        return;
      case "afterbegin":
      case "beforeend":
        var first = style === "afterbegin" ? target.firstChild : null;
        Array.prototype.slice.call(part.children).forEach(function (child) {
          target.insertBefore(child, first);
          added.push(child);
        });
        return;
    }
    throw new Error("parts: unknown data-part " + how);
  }

  htmx.defineExtension("parts", {
    onEvent: function (name, evt) {
      if (name === "htmx:configRequest") {
        evt.detail.headers["HX-Parts"] = "1";
        // The board picture's ground is never in the answer: the server
        // answers with the whole game when the page shows another one.
        var ground = document.querySelector("#board-picture [data-ground]");
        if (ground) {
          evt.detail.headers["HX-Ground"] = ground.getAttribute("data-ground");
        }
      }
      return true;
    },
    // The swap "parts" (HX-Reswap): every part, #action among them; the
    // elements returned are the ones htmx then processes (hx-* attributes,
    // htmx:load): those added, and those whose hx-* attributes changed.
    handleSwap: function (swapStyle, target, fragment) {
      if (swapStyle !== "parts") {
        return false;
      }
      var added = [];
      try {
        Array.prototype.slice.call(fragment.children).forEach(function (part) {
          apply(part, added);
        });
      } catch (err) {
        // A part the page does not have: the page is not the one the
        // answer was made for. Rather than leave it half patched, show
        // the game as it is now.
        console.warn(err);
        htmx.ajax("GET", location.pathname + location.search, { target: "#game", swap: "outerHTML" });
        return [];
      }
      return added;
    },
  });
})();
