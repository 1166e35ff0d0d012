// The page works without this script (board, log, replay by links); with it the board follows the
// game live (server-sent events) and the replay steps with the slider and the ◀ ▶ keys.
(function () {
  "use strict";
  var body = document.body;
  var slider = document.getElementById("slider");
  var lang = body.dataset.lang;

  function show(move) {
    var count = Number(slider.max);
    move = Math.max(0, Math.min(count, move));
    slider.value = String(move);
    fetch(body.dataset.frames + "/" + move + "?lang=" + encodeURIComponent(lang))
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (html) {
        if (html === null) { return; }
        document.getElementById("frame").outerHTML = html;
        if (location.hash !== "#move-" + move) { history.replaceState(null, "", "#move-" + move); }
      });
  }

  function fromHash() {
    var m = /^#move-(\d+)$/.exec(location.hash);
    if (m) { show(Number(m[1])); }
  }

  slider.addEventListener("input", function () { show(Number(slider.value)); });
  document.getElementById("earlier").addEventListener("click", function (e) { e.preventDefault(); show(Number(slider.value) - 1); });
  document.getElementById("later").addEventListener("click", function (e) { e.preventDefault(); show(Number(slider.value) + 1); });
  document.addEventListener("keydown", function (e) {
    if (e.target && e.target.tagName === "INPUT" && e.target !== slider) { return; }
    if (e.key === "ArrowLeft") { e.preventDefault(); show(Number(slider.value) - 1); }
    if (e.key === "ArrowRight") { e.preventDefault(); show(Number(slider.value) + 1); }
  });
  window.addEventListener("hashchange", fromHash);
  fromHash();

  var live = document.getElementById("live");
  if (live && live.dataset.status === "playing" && window.EventSource) {
    var source = new EventSource(body.dataset.events + "?lang=" + encodeURIComponent(lang));
    source.addEventListener("live", function (e) {
      document.getElementById("live").outerHTML = e.data;
    });
    source.addEventListener("log", function (e) {
      var atEnd = Number(slider.value) === Number(slider.max);
      document.getElementById("log").outerHTML = e.data;
      var count = document.getElementById("log").children.length - 1;
      slider.max = String(count);
      if (atEnd) { show(count); }
    });
    source.addEventListener("end", function () { source.close(); });
  }
}());
