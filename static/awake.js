// awake.js keeps the screen on while a game page is open (issue 31, item
// 3): the tablet on the table must not go dark in the middle of a battle.
// It runs only on the game pages (views.Ctx.Awake) and holds the screen
// through the vendored NoSleep.js (NOSLEEP_VERSION): the Screen Wake Lock
// where the browser has it (a secure context: localhost, https), else a
// small looping video (a LAN address over http, where the Wake Lock API is
// missing). A video may start only after a tap, so the lock is asked for
// at once and again on every tap while it is not held; the page's switch
// (#awake) turns it on and off, and a device's choice is kept per kind of
// page (localStorage). The lock is given back when the page goes (pagehide)
// and asked for again when the page is seen again (visibilitychange).
// html[data-awake] says "on" only while the lock is really held: NoSleep's
// own flag stays true after the browser let go of a lock (a hidden page),
// so held() looks at the sentinel or the video itself.
(function () {
  'use strict';
  var box = document.getElementById('awake');
  if (!box || typeof NoSleep !== 'function') return;
  var root = document.documentElement;
  var key = 'herald-awake-' + box.getAttribute('data-awake-page');
  var noSleep = new NoSleep();
  var ask = noSleep.enable.bind(noSleep);
  var pending = null;
  var refused = false;

  // held: the pinned NoSleep keeps the wake lock's sentinel in _wakeLock
  // (null until asked, and after disable) and the fallback video in
  // noSleepVideo; a very old iOS has neither (a reload timer).
  function held() {
    if (!noSleep.isEnabled) return false;
    if ('_wakeLock' in noSleep) return !!noSleep._wakeLock && !noSleep._wakeLock.released;
    if (noSleep.noSleepVideo) return !noSleep.noSleepVideo.paused;
    return true;
  }

  function show() {
    root.setAttribute('data-awake', held() ? 'on' : 'off');
  }

  // acquire asks once at a time: NoSleep's own re-acquire on
  // visibilitychange calls enable() too (it is routed here below), and two
  // requests at once would leave a lock that disable() never releases. A
  // wake lock the browser refused (NotAllowedError: the person or a policy
  // said no) is not asked again until the switch is turned on by hand.
  function acquire() {
    if (!box.checked || refused || held() || pending) return pending || Promise.resolve();
    pending = ask().then(function () {
      var lock = noSleep._wakeLock;
      if (lock) lock.addEventListener('release', show);
      if (!box.checked) noSleep.disable(); // switched off while asking
    }, function (err) {
      // The video without a tap, or a lock while hidden (also a
      // NotAllowedError): the next tap or visibilitychange asks again.
      refused = '_wakeLock' in noSleep && !!err && err.name === 'NotAllowedError' &&
        document.visibilityState === 'visible';
    }).then(function () {
      pending = null;
      show();
    });
    return pending;
  }
  noSleep.enable = acquire;

  function release() {
    noSleep.disable();
    show();
  }

  try {
    var kept = localStorage.getItem(key);
    if (kept) box.checked = kept === 'on';
  } catch (e) { /* no storage (private mode): the page's default */ }

  if (noSleep.noSleepVideo) {
    noSleep.noSleepVideo.addEventListener('playing', show);
    noSleep.noSleepVideo.addEventListener('pause', show);
  }
  box.addEventListener('change', function () {
    try { localStorage.setItem(key, box.checked ? 'on' : 'off'); } catch (e) { /* kept for this page only */ }
    refused = false;
    if (box.checked) acquire(); else release();
  });
  // A tap anywhere is the gesture the video needs; capture, so that a
  // button htmx handles counts too. The switch's own tap has changed
  // box.checked already when this runs.
  document.addEventListener('click', function () { acquire(); }, true);
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'visible') acquire(); else show();
  });
  window.addEventListener('pagehide', release);
  window.addEventListener('pageshow', function (e) {
    if (e.persisted) acquire(); // back from the back/forward cache
  });
  box.closest('.awake').hidden = false;
  show();
  acquire();
})();
