/* cardvm's study page (`cardvm sim --html`, repl/html.c): the JSON of
 * `cardvm sim --json` drawn as tables and inline SVG charts. */
(function () {
  "use strict";
  var S = JSON.parse(document.getElementById("cardvm-data").textContent);
  function esc(s) {
    return String(s).replace(/[&<>"]/g, function (c) {
      return c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&quot;";
    });
  }
  function pct(x) { return (100 * x).toFixed(1) + "%"; }
  function ci(c) { return c ? pct(c[0]) + " \u2013 " + pct(c[1]) : ""; }
  function panel(title, body) { return '<section class="panel"><h2>' + esc(title) + "</h2>" + body + "</section>"; }

  /* rates with 95% intervals, one bar each, 0-100% */
  function rateChart(rows) {
    var longest = rows.reduce(function (a, r) { return Math.max(a, r.label.length); }, 0);
    var bh = 26, w = 600, left = Math.min(300, 16 + 7 * longest), right = 34, h = rows.length * bh + 30, sc = (w - left - right);
    var out = ['<svg class="chart" viewBox="0 0 ' + w + " " + h + '" width="' + w + '" role="img" aria-label="win rates">'];
    [0, 0.25, 0.5, 0.75, 1].forEach(function (t) {
      var x = left + t * sc;
      out.push('<line class="axis" x1="' + x + '" y1="4" x2="' + x + '" y2="' + (h - 22) + '" stroke-dasharray="' +
        (t === 0.5 ? "none" : "3 3") + '"/><text x="' + x + '" y="' + (h - 6) + '" text-anchor="middle">' + pct(t) + "</text>");
    });
    rows.forEach(function (r, i) {
      var y = 6 + i * bh;
      out.push('<text x="' + (left - 8) + '" y="' + (y + 15) + '" text-anchor="end">' + esc(r.label) + "</text>" +
        '<rect class="bar" x="' + left + '" y="' + (y + 3) + '" width="' + (r.rate * sc).toFixed(1) + '" height="' + (bh - 10) +
        '"><title>' + esc(r.label + ": " + pct(r.rate) + " (95% " + ci(r.ci) + ")") + "</title></rect>");
      if (r.ci) out.push('<line class="ci" x1="' + (left + r.ci[0] * sc).toFixed(1) + '" y1="' + (y + bh / 2 - 1) + '" x2="' +
        (left + r.ci[1] * sc).toFixed(1) + '" y2="' + (y + bh / 2 - 1) + '"/>');
    });
    out.push("</svg>");
    return out.join("");
  }
  /* a histogram of [[value, count], ...] */
  function histogram(hist, what) {
    if (!hist || !hist.length) return "<p>none</p>";
    var lo = hist[0][0], hi = hist[hist.length - 1][0], bins = Math.min(40, hi - lo + 1), width = (hi - lo + 1) / bins;
    var counts = new Array(bins).fill(0), most = 0;
    hist.forEach(function (p) {
      var b = Math.min(bins - 1, Math.floor((p[0] - lo) / width));
      counts[b] += p[1];
      most = Math.max(most, counts[b]);
    });
    var w = 560, h = 180, left = 36, bw = (w - left - 10) / bins;
    var out = ['<svg class="chart" viewBox="0 0 ' + w + " " + (h + 24) + '" width="' + w + '" role="img" aria-label="' +
      esc(what) + '">'];
    counts.forEach(function (c, i) {
      var bh = most ? c / most * h : 0, from = Math.round(lo + i * width), to = Math.round(lo + (i + 1) * width) - 1;
      out.push('<rect class="bar" x="' + (left + i * bw + 1).toFixed(1) + '" y="' + (h - bh).toFixed(1) + '" width="' +
        Math.max(1, bw - 2).toFixed(1) + '" height="' + bh.toFixed(1) + '"><title>' + esc(what + " " + from +
        (to > from ? "-" + to : "") + ": " + c + " games") + "</title></rect>");
    });
    out.push('<line class="axis" x1="' + left + '" y1="' + h + '" x2="' + w + '" y2="' + h + '"/>' +
      '<text x="' + left + '" y="' + (h + 16) + '">' + lo + "</text>" +
      '<text x="' + (w - 10) + '" y="' + (h + 16) + '" text-anchor="end">' + hi + "</text>" +
      '<text x="' + (left - 4) + '" y="12" text-anchor="end">' + most + "</text></svg>");
    return out.join("");
  }
  function spread(t) {
    return t ? "mean " + t.mean + ", median " + t.median + ", 10th-90th percentile " + t.p10 + "-" + t.p90 +
      ", min " + t.min + ", max " + t.max : "";
  }
  function table(head, rows, numeric) {
    return '<table class="t"><thead><tr>' + head.map(function (h, i) {
      return '<th data-col="' + i + '" tabindex="0">' + esc(h) + "</th>";
    }).join("") + "</tr></thead><tbody>" + rows.map(function (r) {
      return "<tr>" + r.map(function (c, i) { return "<td" + (numeric[i] ? ' class="n"' : "") + ">" + esc(c) + "</td>"; }).join("") + "</tr>";
    }).join("") + "</tbody></table>";
  }

  var st = S.study || {}, g = S.games || {}, out = [];
  out.push('<header class="top"><h1>Study: ' + esc(st.rules) + '</h1><span class="meta">' + esc((S.seeds ?
    "seeds " + S.seeds.first + "-" + S.seeds.last : "") + " \u00b7 " + (st.policies || []).join(", ") +
    (st.options && st.options.length ? " \u00b7 " + st.options.join(" ") : "")) + "</span></header>");
  out.push('<main class="layout"><div>');
  out.push(panel("Games", "<p>" + esc(g.played + " played, " + g.ended + " ended, " + g.errors + " stopped by an error" +
    (g.no_winner ? ", " + g.no_winner.count + " with no winner" : "")) + "</p>" +
    (st.decks ? "<p class=\"kv\">decks: " + esc(st.decks.join(", ")) + "</p>" : "")));
  var seats = (S.seats || []).map(function (s) { return { label: "seat " + s.seat + " " + s.name, rate: s.rate, ci: s.ci95 }; });
  out.push(panel("Wins by seat (95% intervals)", rateChart(seats)));
  if (S.sides && S.sides.length) {
    out.push(panel("Wins by side (deck and policy)", rateChart(S.sides.map(function (s) {
      return { label: "side " + s.side + " " + (s.policy || ""), rate: s.rate, ci: s.ci95 };
    })) + table(["side", "deck", "policy", "games", "wins", "rate", "95%"], S.sides.map(function (s) {
      return [s.side, s.deck, s.policy, s.games, s.wins, pct(s.rate), ci(s.ci95)];
    }), [1, 0, 0, 1, 1, 1, 1])));
  }
  if (S.first_player) out.push(panel("The first player", "<p>" + esc("won " + S.first_player.wins + " of " +
    S.first_player.games + " (" + pct(S.first_player.rate) + ", 95% " + ci(S.first_player.ci95) + ")") + "</p>"));
  out.push(panel("Lengths in turns", "<p class=\"kv\">" + esc(spread(S.turns)) + "</p>" + histogram(S.turns && S.turns.histogram, "turns")));
  out.push(panel("Lengths in decisions", "<p class=\"kv\">" + esc(spread(S.decisions)) + "</p>" +
    histogram(S.decisions && S.decisions.histogram, "decisions")));
  out.push("</div><div>");
  var results = S.results || [], total = results.reduce(function (a, r) { return a + r.count; }, 0);
  out.push(panel("Results", rateChart(results.map(function (r) {
    return { label: r.text.length > 40 ? r.text.slice(0, 39) + "\u2026" : r.text, rate: total ? r.count / total : 0 };
  })) + table(["result", "games"], results.map(function (r) { return [r.text, r.count]; }), [0, 1])));
  if (S.cards && S.cards.length) {
    out.push(panel("Cards (click a heading to sort)", '<div id="cards">' + table(["card", "games", "plays", "players", "wins", "rate", "95%"],
      S.cards.map(function (c) { return [c.title, c.games, c.plays, c.players, c.wins, pct(c.rate), ci(c.ci95)]; }),
      [0, 1, 1, 1, 1, 1, 1]) + "</div>"));
  }
  if (S.errors && S.errors.length) {
    out.push(panel("Games stopped by an error", "<ul>" + S.errors.map(function (e) {
      return "<li>" + esc(typeof e === "string" ? e : JSON.stringify(e)) + "</li>";
    }).join("") + "</ul>"));
  }
  out.push("</div></main>");
  var app = document.createElement("div");
  app.id = "app";
  app.innerHTML = out.join("");
  document.body.appendChild(app);

  /* sorting a table by a column: numbers as numbers */
  function sortBy(th) {
    var tbody = th.closest("table").tBodies[0], col = +th.getAttribute("data-col");
    var rows = Array.prototype.slice.call(tbody.rows), down = th.getAttribute("data-down") !== "1";
    rows.sort(function (a, b) {
      var x = a.cells[col].textContent, y = b.cells[col].textContent, nx = parseFloat(x), ny = parseFloat(y);
      var r = isNaN(nx) || isNaN(ny) ? x.localeCompare(y) : nx - ny;
      return down ? -r : r;
    });
    th.setAttribute("data-down", down ? "1" : "0");
    rows.forEach(function (r) { tbody.appendChild(r); });
  }
  document.addEventListener("click", function (e) { if (e.target.tagName === "TH") sortBy(e.target); });
  document.addEventListener("keydown", function (e) {
    if (e.target.tagName === "TH" && (e.key === "Enter" || e.key === " ")) { sortBy(e.target); e.preventDefault(); }
  });
})();
