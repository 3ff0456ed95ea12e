/* cardvm's replay viewer (repl/html.c writes the page; docs/viewing.md).
 * The data: views (a judge, the seats), frames[view][k] (the view model
 * after k answers, a node of N), logn[k] (log lines by then), log (each
 * line's cause and its text per view), answers (who gave each, the option,
 * its label per view), defs (each card file's printed data). The address
 * #d=K&as=S shows the game after K answers as seat S sees it (0: a judge). */
(function () {
  "use strict";
  var t0 = Date.now();
  var D = JSON.parse(document.getElementById("cardvm-data").textContent);
  var N = D.N, memo = new Array(N.length);
  var nframes = D.logn.length, last = nframes - 1;
  var cur = { k: 0, v: 0 }, shown = { k: -1, v: -1 };
  var COLOURS = { red: "#c0392b", green: "#27ae60", yellow: "#b7950b", blue: "#2e6fd0", magenta: "#8e44ad",
    cyan: "#17a2b8", white: "#7f8c8d", bold: "#000000", dim: "#95a5a6" };

  /* ---- decoding the compact data ---- */
  function node(i) {
    var v = memo[i];
    if (v === undefined) v = memo[i] = dec(N[i]);
    return v;
  }
  function dec(v) {
    if (typeof v === "string") {
      if (v.charAt(0) !== "@") return v;
      if (v.charAt(1) === "[") return v.slice(2).split(",").map(function (k) { return node(+k); });
      return v.charAt(1) === "@" ? v.slice(1) : node(+v.slice(1));
    }
    if (Array.isArray(v)) return v.map(dec);
    if (v && typeof v === "object") {
      var o = {};
      for (var key in v) o[key.charAt(0) !== "~" ? key : key.charAt(1) === "~" ? key.slice(1) : D.keys[key.slice(1)]] = dec(v[key]);
      return o;
    }
    return v;
  }
  function model(k, v) { /* a state; the empty sets the page leaves out put back */
    var m = node(D.frames[v][k]);
    if (!m.ready) {
      ["scopes", "players", "shared", "modifiers", "windows"].forEach(function (f) { m[f] = m[f] || []; });
      m.players.concat([{ zones: m.shared }]).forEach(function (p) {
        p.zones = p.zones || [];
        p.zones.forEach(function (z) { z.cards = z.cards || []; });
      });
      m.ready = true;
    }
    return m;
  }
  function perView(list, start, v) { /* [.., text of view 0, of view 1 or 0, ...] */
    var t = list[start + v];
    return t === 0 || t === undefined ? list[start] : t;
  }

  /* ---- little helpers ---- */
  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) {
      return c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;";
    });
  }
  function $(id) { return document.getElementById(id); }
  function kvText(o) {
    var out = [];
    for (var key in o || {}) out.push(key + "=" + o[key]);
    return out.join(" ");
  }
  function def(key) { return D.defs[key] || { title: key }; }
  function seatName(s) { return s > 0 ? D.players[s - 1] : "all"; }

  /* ---- the page's frame ---- */
  var app = document.createElement("div");
  app.id = "app";
  var viewOpts = D.views.map(function (w, i) {
    return '<option value="' + i + '">' + esc(w.seat ? w.name + " (seat " + w.seat + ")" : "a judge (everything)") +
      "</option>";
  }).join("");
  app.innerHTML =
    '<header class="top"><h1>' + esc(D.title) + '</h1><span class="meta">' + esc(D.rules) + " \u00b7 seed " +
    esc(D.seed) + " \u00b7 " + esc(D.players.join(" vs ")) + "</span>" +
    (D.views.length > 1 ? '<label>seen by <select id="view">' + viewOpts + "</select></label>"
      : '<span class="meta" id="viewname">seen by ' + esc(D.views[0].name) + "</span>") +
    "</header>" +
    '<nav class="controls" aria-label="decisions">' +
    '<button id="first" title="the start (Home)" aria-label="the start">\u25c0\u25c0</button>' +
    '<button id="prev" title="back one answer (\u2190)" aria-label="back one answer">\u25c0</button>' +
    '<input type="range" id="slider" min="0" max="' + last + '" value="0" aria-label="answers given">' +
    '<button id="next" title="forward one answer (\u2192)" aria-label="forward one answer">\u25b6</button>' +
    '<button id="last" title="the end (End)" aria-label="the end">\u25b6\u25b6</button>' +
    '<span id="where" aria-live="polite"></span></nav>' +
    '<main class="layout" id="main"><div><section class="panel board" id="board" aria-label="the board"></section></div>' +
    '<div><section class="panel" id="decision" aria-label="the decision"></section>' +
    '<section class="panel" aria-label="the log"><h2>Log <span class="kv">(the cause of each line; \u00a7 a rule)</span></h2>' +
    '<ol class="loglines" id="log"></ol></section>' +
    '<section class="panel" aria-label="who decided what"><h2>Who decided what</h2><ol class="answers" id="answers" start="1"></ol></section>' +
    "</div></main>" +
    '<div id="tip" role="tooltip" hidden></div>';
  document.body.appendChild(app);
  var logEl = $("log"), ansEl = $("answers"), tip = $("tip");

  /* ---- the board ---- */
  function cardChip(c, m) {
    if (c.face_down) {
      return '<span class="card face-down" tabindex="0" data-id="' + c.id + '">face-down card [' + c.id + "]</span>";
    }
    var d = def(c.key), extra = "";
    if (c.values) extra += ' <span class="vals">(' + esc(c.values) + ")</span>";
    if (c.pools && Object.keys(c.pools).length) extra += ' <span class="tok">{' + esc(kvText(c.pools)) + "}</span>";
    for (var l in c.links || {}) {
      if (c.under && l === D.link) continue;
      extra += ' <span class="vals">' + esc(l) + ": " + esc(nameOf(m, c.links[l])) + "</span>";
    }
    if (c.vars && Object.keys(c.vars).length) extra += ' <span class="vals">' + esc(kvText(c.vars)) + "</span>";
    return '<span class="card" tabindex="0" data-id="' +
      c.id + '" data-key="' + esc(c.key) + '">' + (c.pos ? '<span class="pos">' + c.pos + ". </span>" : "") +
      esc(d.title) + " [" + c.id + "]" + extra + "</span>";
  }
  var byId = {};
  function indexCards(m) {
    byId = {};
    function zones(list) {
      (list || []).forEach(function (z) { z.cards.forEach(function (c) { byId[c.id] = c; }); });
    }
    m.players.forEach(function (p) { zones(p.zones); });
    zones(m.shared);
  }
  function nameOf(m, id) {
    var c = byId[id];
    return c && c.key ? def(c.key).title + " [" + id + "]" : "a face-down card [" + id + "]";
  }
  function cardsHtml(cards, m) {
    /* each card with the cards listed under it ("under"), in zone order */
    var kids = {}, tops = [], ids = {};
    cards.forEach(function (c) { ids[c.id] = true; });
    cards.forEach(function (c) {
      if (c.under && ids[c.under]) (kids[c.under] = kids[c.under] || []).push(c);
      else tops.push(c);
    });
    var done = {};
    function tree(c) {
      done[c.id] = true;
      var under = (kids[c.id] || []).filter(function (x) { return !done[x.id]; });
      if (!under.length) return cardChip(c, m);
      return '<span class="stack">' + cardChip(c, m) + '<span class="attached">' +
        under.map(tree).join("") + "</span></span>";
    }
    var out = tops.map(tree);
    cards.forEach(function (c) { if (!done[c.id]) out.push(tree(c)); }); /* a loop of attachments */
    return out.join("");
  }
  function zoneHtml(z, owner, m) {
    var head = '<div class="zname">' + esc(z.name) + " (" + z.size + ")</div>";
    var body;
    if (z.concealed) {
      body = '<span class="hidden-count">' + (z.size === 1 ? "1 card" : z.size + " cards") + " unseen</span>" +
        (z.cards.length ? " " + z.cards.map(function (c) { return cardChip(c, m); }).join(" ") : "");
    } else if (z.pile && z.cards.length) {
      body = '<details class="pile"><summary>face down, top first (a judge sees them)</summary><div class="cards">' +
        z.cards.map(function (c) { return cardChip(c, m); }).join("") + "</div></details>";
    } else {
      body = '<div class="cards">' + cardsHtml(z.cards, m) + "</div>";
    }
    return '<div class="zone' + (z.in_play ? " in-play" : "") + (z.concealed ? " concealed" : "") +
      '" data-zone="' + owner + ":" + esc(z.name) + '" data-size="' + z.size + '">' + head + body + "</div>";
  }
  function boardSvg(b) {
    var R = 28, H = 0.8660254037844386, out = [], any = false;
    var minx = 0, miny = 0, maxx = 0, maxy = 0;
    (b.cells || []).forEach(function (c) {
      var x = R * 1.5 * c.q, y = R * 2 * H * (c.r + c.q / 2);
      if (!any || x - R < minx) minx = x - R;
      if (!any || y - R < miny) miny = y - R;
      if (!any || x + R > maxx) maxx = x + R;
      if (!any || y + R > maxy) maxy = y + R;
      any = true;
    });
    var scale = 1, planey = any ? maxy + 10 : 0;
    if (b.width > 0 && b.height > 0) {
      scale = 800 / b.width;
      if (!any) { minx = 0; miny = 0; maxx = 0; }
      if (800 > maxx - minx) maxx = minx + 800;
      maxy = planey + b.height * scale;
    }
    var w = maxx - minx + 20, h = maxy - miny + 20;
    out.push('<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="the board" viewBox="' +
      (minx - 10) + " " + (miny - 10) + " " + w + " " + h + '" width="' + Math.round(w) + '">');
    (b.cells || []).forEach(function (c) {
      var x = R * 1.5 * c.q, y = R * 2 * H * (c.r + c.q / 2), pts = [];
      var ux = [1, 0.5, -0.5, -1, -0.5, 0.5], uy = [0, H, H, 0, -H, -H];
      for (var k = 0; k < 6; k++) pts.push((x + R * ux[k]).toFixed(1) + "," + (y + R * uy[k]).toFixed(1));
      var col = COLOURS[c.colour] || "#34495e";
      out.push('<g class="cell" data-q="' + c.q + '" data-r="' + c.r + '"><polygon points="' + pts.join(" ") +
        '" fill="' + (c.colour ? col : "#ecf0f1") + '" fill-opacity="' + (c.colour ? "0.25" : "1") +
        '" stroke="#7f8c8d"/><text x="' + x.toFixed(1) + '" y="' + (y + 5).toFixed(1) +
        '" text-anchor="middle" font-size="14" fill="' + col + '">' + esc(c.text) + "</text></g>");
    });
    (b.shapes || []).forEach(function (s) {
      var col = COLOURS[s.colour] || "#34495e", lx = 0, ly = 0, n = s.points.length;
      if (!n) return;
      s.points.forEach(function (p) { lx += p[0] / n; ly += p[1] / n; });
      lx *= scale; ly = planey + ly * scale;
      function X(p) { return (p[0] * scale).toFixed(1); }
      function Y(p) { return (planey + p[1] * scale).toFixed(1); }
      if (s.kind === "circle") {
        var r = s.r * scale;
        out.push('<g class="circle"><circle cx="' + lx.toFixed(1) + '" cy="' + ly.toFixed(1) + '" r="' + r.toFixed(1) +
          '" fill="' + col + '" fill-opacity="0.35" stroke="' + col + '"/>');
        if (s.facing !== undefined) {
          var a = s.facing * Math.PI / 180;
          out.push('<line x1="' + lx.toFixed(1) + '" y1="' + ly.toFixed(1) + '" x2="' + (lx + r * Math.sin(a)).toFixed(1) +
            '" y2="' + (ly - r * Math.cos(a)).toFixed(1) + '" stroke="' + col + '" stroke-width="2"/>');
        }
      } else if (s.kind === "polygon") {
        out.push('<g class="polygon"><polygon points="' + s.points.map(function (p) { return X(p) + "," + Y(p); }).join(" ") +
          '" fill="' + col + '" fill-opacity="0.3" stroke="' + col + '"/>');
      } else {
        out.push('<g class="segment"><line x1="' + X(s.points[0]) + '" y1="' + Y(s.points[0]) + '" x2="' + X(s.points[1]) +
          '" y2="' + Y(s.points[1]) + '" stroke="' + col + '" stroke-dasharray="6 4"/>');
      }
      if (s.text) out.push('<text x="' + lx.toFixed(1) + '" y="' + (ly + 4).toFixed(1) +
        '" text-anchor="middle" font-size="12" fill="' + col + '">' + esc(s.text) + "</text>");
      out.push("</g>");
    });
    if (b.width > 0 && b.height > 0) out.push('<rect x="0" y="' + planey + '" width="' + b.width * scale +
      '" height="' + b.height * scale + '" fill="none" stroke="#2c3e50"/>');
    out.push("</svg>");
    return out.join("");
  }
  function boardHtml(m) {
    indexCards(m);
    var deciding = m.decision && m.decision.seat;
    var out = [];
    if (m.result) out.push('<p class="over">game over: ' + esc(m.result) + "</p>");
    if (m.summary_error) out.push('<p class="error">the ruleset\'s summary failed: ' + esc(m.summary_error) + "</p>");
    else if (m.summary) out.push('<p class="summary">' + esc(m.summary) + "</p>");
    if (m.board_error) out.push('<p class="error">the ruleset\'s board failed: ' + esc(m.board_error) + "</p>");
    if (m.board) {
      out.push('<figure class="board">' + boardSvg(m.board) +
        (m.board.legend ? '<figcaption class="legend">' + esc(m.board.legend) + "</figcaption>" : "") + "</figure>");
    }
    if (m.note) out.push('<p class="note">' + esc(m.note) + "</p>");
    var top = [];
    if (m.scopes.length) top.push("in: " + m.scopes.join(" > "));
    var g = kvText(m.pools) + " " + kvText(m.vars);
    if (g.trim()) top.push("game: " + g.trim());
    if (top.length) out.push('<p class="kv">' + top.map(esc).join("<br>") + "</p>");
    m.players.forEach(function (p, i) {
      var seat = i + 1;
      out.push('<div class="player' + (deciding === seat && !m.result ? " deciding" : "") + '" data-seat="' + seat +
        '"><h3>' + esc(D.players[i]) + ' <span class="kv">seat ' + seat + " " + esc(kvText(p.pools) + " " + kvText(p.vars)) +
        "</span></h3>");
      p.zones.forEach(function (z) { out.push(zoneHtml(z, seat, m)); });
      out.push("</div>");
    });
    if (m.shared.length) {
      out.push('<div class="player" data-seat="0"><h3>shared</h3>');
      m.shared.forEach(function (z) { out.push(zoneHtml(z, 0, m)); });
      out.push("</div>");
    }
    if (m.modifiers.length) {
      out.push('<h3>modifiers</h3><ul class="mods">' + m.modifiers.map(function (x) {
        var who = x.card ? nameOf(m, x.card) : seatName(x.seat);
        return "<li>" + esc(who + " " + x.stat + " " + (x.amount >= 0 ? "+" : "") + x.amount + " (" +
          (x.kind ? x.kind + ", " : "") + "from " + x.cause + ")") + "</li>";
      }).join("") + "</ul>");
    }
    if (m.windows.length) {
      out.push('<h3>windows</h3><ul class="windows">' + m.windows.map(function (w) {
        return "<li>" + esc(w.word + ": priority " + (w.priority ? D.players[w.priority - 1] : "-") + ", " + w.passes +
          " pass" + (w.passes === 1 ? "" : "es") + " in a row") + "</li>";
      }).join("") + "</ul>");
    }
    return out.join("");
  }

  /* ---- the decision, the log, the answers ---- */
  function decisionHtml(m, k, v) {
    var out = ["<h2>Decision " + (k + 1) + "</h2>"];
    var d = m.decision, a = D.answers[k];
    if (m.result || !d) {
      out.push("<p>" + (m.result ? "The game is over." : "No decision is pending.") + "</p>");
      return out.join("");
    }
    out.push('<p><strong>' + esc(D.players[d.seat - 1]) + "</strong> decides: " + esc(d.prompt) + "</p>");
    if (d.options) {
      out.push('<ol class="options">' + d.options.map(function (o, i) {
        return '<li' + (a && a[1] === i ? ' class="chosen"' : "") + ">" + esc(o) + "</li>";
      }).join("") + "</ol>");
    } else {
      out.push('<p class="kv">' + d.noptions + " options, which " + esc(D.players[d.seat - 1]) + " alone reads.</p>");
    }
    if (a) out.push('<p class="chose">' + esc(D.players[a[0] - 1] || "?") + " chose: " + esc(perView(a, 2, v)) +
      ' <span class="kv">(then \u2192 decision ' + (k + 2) + ")</span></p>");
    return out.join("");
  }
  function causeHtml(c) {
    var rule = /^rule: /.test(c);
    return '<span class="cause' + (rule ? " rule" : "") + '"' + (rule ? ' title="the rulebook\'s section: ' +
      esc(c.slice(6)) + '"' : "") + ">" + esc(rule ? c.slice(6) : c) + "</span>";
  }
  function buildLog(v) {
    ansEl.innerHTML = D.answers.map(function (a, i) {
      return '<li data-k="' + i + '"><strong>' + esc(D.players[a[0] - 1] || "?") + "</strong>: " + esc(perView(a, 2, v)) +
        "</li>";
    }).join("");
    shown.k = -1;
  }
  /* The log up to the state shown: the lines the last answer caused
   * highlighted, after the LOG_BEFORE lines before them (or every line). */
  var LOG_BEFORE = 120, wholeLog = false;
  function showLog(k) {
    var upto = D.logn[k], from = k ? D.logn[k - 1] : 0, start = wholeLog ? 0 : Math.max(0, from - LOG_BEFORE), out = [];
    if (start > 0) out.push('<li class="more"><button type="button" id="wholelog">show the ' + start + " lines before</button></li>");
    for (var i = start; i < upto; i++) {
      var l = D.log[i];
      out.push('<li data-line="' + (i + 1) + '"' + (i >= from ? ' class="new"' : "") + ">" + causeHtml(D.causes[l[0]]) +
        esc(perView(l, 1, cur.v)) + "</li>");
    }
    if (from === upto) out.push('<li class="kv">(the last answer changed nothing that is logged)</li>');
    logEl.innerHTML = out.join("");
    var more = $("wholelog");
    if (more) more.onclick = function () { wholeLog = true; showLog(cur.k); };
    var firstNew = logEl.querySelector(".new") || logEl.lastElementChild;
    if (firstNew) logEl.scrollTop = Math.max(0, firstNew.offsetTop - logEl.offsetTop - 40);
    var old = ansEl.querySelector(".current");
    if (old) old.classList.remove("current");
    var a = ansEl.children[k];
    if (a) {
      a.classList.add("current");
      ansEl.scrollTop = Math.max(0, a.offsetTop - ansEl.offsetTop - 60);
    }
  }

  /* ---- going through the game ---- */
  function render() {
    var k = cur.k, v = cur.v, m = model(k, v);
    if (v !== shown.v) buildLog(v);
    $("board").innerHTML = boardHtml(m);
    $("decision").innerHTML = decisionHtml(m, k, v);
    showLog(k);
    var vars = m.vars || {};
    $("where").textContent = "after " + k + " of " + last + " answers" + (vars.turn !== undefined ? " \u00b7 turn " + vars.turn : "") +
      (vars.phase !== undefined ? " \u00b7 " + vars.phase : "") + (m.result ? " \u00b7 game over" : "");
    $("slider").value = k;
    $("main").setAttribute("data-frame", k);
    $("main").setAttribute("data-view", D.views[v].seat);
    shown.k = k;
    shown.v = v;
    var sel = $("view");
    if (sel) sel.value = v;
    hideTip();
  }
  function go(k, v) {
    cur.k = Math.max(0, Math.min(last, k));
    if (v !== undefined) cur.v = v;
    if (history.replaceState) history.replaceState(null, "", "#d=" + cur.k + "&as=" + D.views[cur.v].seat);
    render();
  }
  /* #d=K&as=S, and for tests and demos press=Right,Right,End (keys pressed
   * once the page is shown) and card=ID (that card's details shown) */
  function fromAddress() {
    var h = location.hash.replace(/^#/, ""), k = 0, v = 0, keys = [], card = null;
    h.split("&").forEach(function (part) {
      var kv = part.split("=");
      if (kv[0] === "d" && /^\d+$/.test(kv[1])) k = +kv[1];
      if (kv[0] === "as") D.views.forEach(function (w, i) { if (String(w.seat) === kv[1]) v = i; });
      if (kv[0] === "press" && kv[1]) keys = kv[1].split(",");
      if (kv[0] === "card" && /^\d+$/.test(kv[1])) card = kv[1];
    });
    cur.k = Math.max(0, Math.min(last, k));
    cur.v = v;
    render();
    keys.forEach(function (key) {
      if (key === "Left" || key === "Right") key = "Arrow" + key;
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true }));
    });
    var el = card && document.querySelector('#board .card[data-id="' + card + '"]');
    if (el) el.focus();
  }
  $("first").onclick = function () { go(0); };
  $("prev").onclick = function () { go(cur.k - 1); };
  $("next").onclick = function () { go(cur.k + 1); };
  $("last").onclick = function () { go(last); };
  $("slider").oninput = function () { go(+this.value); };
  if ($("view")) $("view").onchange = function () { go(cur.k, +this.value); };
  ansEl.onclick = function (e) {
    var li = e.target.closest("li");
    if (li) go(+li.getAttribute("data-k"));
  };
  document.addEventListener("keydown", function (e) {
    var t = e.target, tag = t && t.tagName;
    if (e.altKey || e.ctrlKey || e.metaKey || tag === "SELECT" || tag === "TEXTAREA") return;
    var step = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 }[e.key];
    if (step) go(cur.k + step);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(last);
    else if (e.key === "Escape") hideTip();
    else return;
    e.preventDefault();
  });
  window.addEventListener("hashchange", fromAddress);

  /* ---- a card's details: hover, focus, or a tap ---- */
  function hideTip() { tip.hidden = true; tip.removeAttribute("data-id"); }
  function showTip(el) {
    var c = byId[el.getAttribute("data-id")];
    if (!c) return;
    var h;
    if (!c.key) {
      h = '<div class="ttl">a face-down card [' + c.id + ']</div><div class="typ">owner ' + esc(D.players[c.owner - 1]) + "</div>";
    } else {
      var d = def(c.key), links = [];
      for (var l in c.links || {}) links.push(l + ": " + nameOf(model(cur.k, cur.v), c.links[l]));
      h = '<div class="ttl">' + esc(d.title + (d.subtitle ? ", " + d.subtitle : "")) + " [" + c.id + "]</div>" +
        (d.type ? '<div class="typ">' + esc(d.type) + "</div>" : "") +
        (c.values ? "<div>now: " + esc(c.values) + "</div>" : "") +
        (c.pools ? "<div>tokens: " + esc(kvText(c.pools)) + "</div>" : "") +
        (links.length ? "<div>" + esc(links.join(", ")) + "</div>" : "") +
        (c.vars ? '<div class="typ">' + esc(kvText(c.vars)) + "</div>" : "") +
        '<div class="typ">owner ' + esc(D.players[c.owner - 1]) + "</div>" +
        (d.printed ? '<div class="printed">' + esc(d.printed) + "</div>" : "");
    }
    tip.innerHTML = h;
    tip.setAttribute("data-id", c.id);
    tip.hidden = false;
    var r = el.getBoundingClientRect(), tw = tip.offsetWidth, th = tip.offsetHeight;
    var x = Math.min(window.innerWidth - tw - 8, Math.max(8, r.left));
    var y = r.bottom + 6 + th > window.innerHeight ? Math.max(8, r.top - th - 6) : r.bottom + 6;
    tip.style.left = x + "px";
    tip.style.top = y + "px";
  }
  function cardOf(e) { return e.target.closest && e.target.closest(".card"); }
  document.addEventListener("mouseover", function (e) { var c = cardOf(e); if (c) showTip(c); });
  document.addEventListener("mouseout", function (e) { if (cardOf(e)) hideTip(); });
  document.addEventListener("focusin", function (e) { var c = cardOf(e); if (c) showTip(c); });
  document.addEventListener("focusout", function (e) { if (cardOf(e)) hideTip(); });
  document.addEventListener("click", function (e) {
    var c = cardOf(e);
    if (c) showTip(c); /* a tap on a phone */
    else if (!tip.contains(e.target)) hideTip();
  });

  fromAddress();
  app.setAttribute("data-ms", Date.now() - t0); /* how long opening took, for the tests */
})();
