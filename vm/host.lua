-- Host features (vm/aux.c, cvaux.h): explaining a card's values (`why
-- CARD`), showing a card's printed data (`show CARD`), finding the card a
-- judge names. They only read the game. The kernel's own procedures are in
-- vm/prelude.lua; nothing here is reachable from rules or card scripts.
--
-- Loaded once per pool after the prelude, with its kernel table as argument.

local K = ...
local defs, fail, nearest = K.defs, K.fail, K.nearest

local function printed_stats(d)
  local keys = {}
  for k, v in pairs(d) do
    if type(v) == "number" and type(k) == "string" then keys[#keys + 1] = k end
  end
  table.sort(keys)
  return keys
end

-- The card named x in the game (cv.find): its id, or nil and why not (no
-- such card, with the nearest titles; or the candidates of an ambiguous name).
function K.find(x)
  local ok, c = pcall(cv.find, x)
  if ok then return c end
  if not tostring(c):find("^no card") then return nil, tostring(c):gsub("^[^:]*:%d+: ", "") end
  local titles = {}
  for i = 1, cv.ncards() do titles[#titles + 1] = cv.def(i).title end
  return nil, "no card '" .. tostring(x) .. "' in this game (nearest: " ..
    nearest(tostring(x), titles) .. ")"
end

K.find_all = cv.find_all

-- The names "Title [id]" of every card the name means, one per line (log card).
function K.names_of(x)
  local out = {}
  for _, c in ipairs(cv.find_all(x)) do out[#out + 1] = cv.name(c) end
  return table.concat(out, "\n")
end

-- why CARD: each value of card c, printed, then every modifier with its
-- source and duration, then the final value.
function K.explain(c)
  local R = K.R()
  local d = cv.def(c)
  local zone, seat = cv.where(c)
  local out = { cv.name(c) .. " (" .. (d.kind or "card") .. ", owner " .. cv.player_name(cv.owner(c)) ..
    ", " .. zone .. (cv.active(c) and ", active" or ", inactive") .. ")" }
  local stats, seen = printed_stats(d), {}
  for _, s in ipairs(stats) do seen[s] = true end
  for _, m in ipairs(cv.modifiers_of(c)) do
    if not seen[m.stat] then seen[m.stat] = true; stats[#stats + 1] = m.stat end
  end
  for _, s in ipairs(stats) do
    if s:sub(1, 1) ~= "_" then
      local base = type(d[s]) == "number" and d[s] or 0
      local lines, sum = {}, base
      for _, m in ipairs(cv.modifiers_of(c)) do
        if m.stat == s then
          -- the source card, where the cause does not name it already
          local from = m.cause
          if m.source and not from:find(cv.name(m.source), 1, true) then
            from = cv.name(m.source) .. " (" .. from .. ")"
          end
          local off = m.kind and R.suppressed and R.suppressed(c, m.kind)
          if not off then sum = sum + m.amount end
          lines[#lines + 1] = string.format("    %s%+d from %s%s%s%s", off and "(" or "", m.amount, from,
            m.kind and (" (" .. m.kind .. ")") or "",
            m["until"] and (" until the end of the " .. m["until"]) or "",
            off and ": off for this card)" or "")
        end
      end
      for _, a in ipairs(cv.active_cards()) do
        local f = cv.def(a).modify
        local delta = f and f(a, c, s)
        if type(delta) == "number" and delta ~= 0 then
          sum = sum + delta
          lines[#lines + 1] = string.format("    %+d from %s (while it is in play)", delta, cv.name(a))
        end
      end
      local final = cv.value(c, s)
      if R.value then
        -- the ruleset names each adjustment it makes through 'note'
        R.value(c, s, sum, function(amount, src)
          if amount ~= 0 then
            sum = sum + amount
            lines[#lines + 1] = string.format("    %+d from %s", amount,
              type(src) == "number" and cv.name(src) or tostring(src))
          end
        end)
      end
      if final ~= sum then
        lines[#lines + 1] = string.format("    %+d from the rules", final - sum)
      end
      out[#out + 1] = string.format("  %s: printed %d", s, base)
      for _, l in ipairs(lines) do out[#out + 1] = l end
      out[#out + 1] = string.format("    = %d", final)
    end
  end
  for name, l in pairs(cv.links_of(c)) do out[#out + 1] = "  " .. name .. ": " .. cv.name(l) end
  for name, v in pairs(cv.pools_of(c)) do out[#out + 1] = "  tokens: " .. name .. " " .. v end
  return table.concat(out, "\n")
end

-- show CARD: a card's printed data and game text, by id, title or key.
function K.show(x)
  x = tostring(x)
  -- the cards the name means in the game: one printed card, or ambiguous
  local d, titles = nil, {}
  for _, c in ipairs(cv.find_all(x)) do
    local t = cv.name(c):gsub(" %[%d+%]$", "")
    if not titles[t] then titles[t], titles[#titles + 1] = true, t end
    d = d or cv.def(c)
  end
  if #titles > 1 then
    fail("'" .. x .. "' names " .. #titles .. " cards: " .. table.concat(titles, ", ", 1,
      math.min(#titles, 8)) .. "; give the whole title", 0)
  end
  d = d or defs[x]
  if not d then
    for _, k in ipairs((function() local ks = {} for k in pairs(defs) do ks[#ks + 1] = k end table.sort(ks) return ks end)()) do
      if defs[k].title:lower() == tostring(x):lower() then d = defs[k] break end
    end
  end
  if not d then
    local titles = {}
    for _, k in pairs(defs) do titles[#titles + 1] = k.title end
    table.sort(titles)
    fail("no card '" .. tostring(x) .. "' (nearest: " .. nearest(tostring(x), titles) .. ")", 0)
  end
  local out = { (d.unique and "* " or "") .. d.title .. (d.subtitle and (", " .. d.subtitle) or "") }
  local facts = {}
  for _, k in ipairs({ "side", "kind", "culture", "race", "affiliation", "signet" }) do
    if type(d[k]) == "string" then facts[#facts + 1] = d[k] end
  end
  if #facts > 0 then out[#out + 1] = table.concat(facts, " - ") end
  local nums = {}
  for _, k in ipairs(printed_stats(d)) do nums[#nums + 1] = k .. " " .. d[k] end
  if #nums > 0 then out[#out + 1] = table.concat(nums, ", ") end
  if d.text and d.text ~= "" then out[#out + 1] = d.text end
  return table.concat(out, "\n")
end

-- state: what the ruleset adds to the board (vm/describe.h). The values of
-- every card in play, R.card_values(c): a string ("strength 5, vitality
-- 3"), or a list of { name, value } pairs joined as "name value, ..."; nil
-- for none. A card whose hook fails shows no values, and 'note' says so in
-- one line (the first failure, and how many). 'link': R.attachment_link,
-- the link from an attached card to its bearer. Returns
-- { values = { [id] = text }, note =, link = }.
local function values_text(v)
  if v == nil or type(v) == "string" then return v end
  if type(v) ~= "table" then error("card_values returned a " .. type(v) .. " (a string or a list of { name, value } expected)", 0) end
  local parts = {}
  for i, e in ipairs(v) do
    if type(e) ~= "table" or type(e[1]) ~= "string" or e[2] == nil then
      error("card_values: entry " .. i .. " is not { name, value }", 0)
    end
    parts[i] = e[1] .. " " .. tostring(e[2])
  end
  return #parts > 0 and table.concat(parts, ", ") or nil
end

function K.describe_cards()
  local R = K.R()
  local out, notes = { values = {} }, {}
  local link = R.attachment_link
  if link ~= nil and type(link) ~= "string" then
    notes[#notes + 1] = "(the ruleset's attachment_link is a " .. type(link) ..
      ", not a link name: attachments are not nested)"
  else
    out.link = link
  end
  local hook = R.card_values
  local failed, first = 0, nil
  for _, c in ipairs(hook and cv.in_play() or {}) do
    local ok, v = pcall(function() return values_text(hook(c)) end)
    if not ok then
      failed = failed + 1
      first = first or (cv.name(c) .. ": " .. tostring(v):gsub("[\r\n].*", ""))
    elseif v and v ~= "" then
      out.values[c] = v:gsub("[\r\n]+", " ")
    end
  end
  if failed > 0 then
    notes[#notes + 1] = "(the ruleset's card_values failed for " ..
      (failed == 1 and "" or (failed .. " cards, first ")) .. first .. "; shown without values)"
  end
  if #notes > 0 then out.note = table.concat(notes, "\n") end
  return out
end

-- ---- the pool and the ruleset, as the C side reads them ----------------------

-- The card keys of the pool, sorted, and its distinct titles, sorted.
function K.keys()
  local ks = {}
  for k in pairs(defs) do ks[#ks + 1] = k end
  return ks
end
function K.titles()
  local t, seen = {}, {}
  for _, d in pairs(defs) do
    if not seen[d.title] then seen[d.title] = true; t[#t + 1] = d.title end
  end
  table.sort(t)
  return t
end

-- The titles two or more card keys share, sorted (a position names such a
-- card by its key).
function K.shared_titles()
  local count, out = {}, {}
  for _, d in pairs(defs) do count[d.title] = (count[d.title] or 0) + 1 end
  for t, n in pairs(count) do if n > 1 then out[#out + 1] = t end end
  return out
end

-- The options every ruleset has (the ruleset may declare its own instead):
-- what the kernel does when a turn does not end (vm/flow.c): a turn may
-- take at most loop_limit decisions and abilities, and a chain of abilities
-- may nest at most LOOP_NESTING deep; beyond either, 'loop' says what
-- happens: the game is drawn, or the step is undone (refused with an error).
local KERNEL_OPTIONS = {
  loop = { default = "draw", values = { "draw", "undo" } },
  loop_limit = { default = 5000 },
}

-- The declared options (the ruleset's and the kernel's), sorted by name:
-- { name, default, values } with strings only; a malformed declaration is
-- an error naming it.
function K.option_decls()
  local out = {}
  local R = K.R()
  local decls = R.options
  if decls ~= nil and type(decls) ~= "table" then fail("R.options must be a table of options", 0) end
  local all = {}
  for name, o in pairs(decls or {}) do
    if type(name) ~= "string" or type(o) ~= "table" then
      fail("R.options." .. tostring(name) .. ": an option must be a table { default = ..., values = {...} }", 0)
    end
    all[name] = o
  end
  for name, o in pairs(KERNEL_OPTIONS) do
    if all[name] == nil then all[name] = o end
  end
  local names = {}
  for name in pairs(all) do names[#names + 1] = name end
  table.sort(names)
  for _, name in ipairs(names) do
    local o = all[name]
    local d = { name = name, values = {} }
    if o.default ~= nil then d.default = tostring(o.default) end
    if o.values ~= nil then
      if type(o.values) ~= "table" then fail("R.options." .. name .. ".values must be a list", 0) end
      for i, v in ipairs(o.values) do d.values[i] = tostring(v) end
      d.listed = true
    end
    out[#out + 1] = d
  end
  return out
end

function K.describe()
  local R = K.R()
  if R.describe then return R.describe() end
  return nil
end

-- The board drawn by state and view, and written as SVG by `show board`:
-- R.board(viewer) (viewer: the seat, nil for a judge) returns nil or
-- { hex = cells, plane = { width =, height =, shapes = ... }, legend = "..." }
-- (docs/scripting.md, R.board). Returns it checked (a malformed board is an
-- error naming the cell or shape) and flattened for C:
-- { cells = { { q, r, text, colour }, ... }, legend =, width =, height =,
--   shapes = { { kind, text, colour, facing, { x1, y1, x2, y2, ... }, r }, ... } }.
local BOARD_MAX, COORD_MAX = 10000, 1000000000

local function board_int(v, lo, hi) return math.type(v) == "integer" and v >= lo and v <= hi end

local function board_colour(where, v)
  if v ~= nil and type(v) ~= "string" then error(where .. ": colour must be a colour's name", 0) end
  return v or ""
end

local function board_text(where, v, required)
  if v == nil and not required then return "" end
  if type(v) ~= "string" then error(where .. ": text must be a string", 0) end
  return v
end

local function board_point(where, p)
  if type(p) ~= "table" or not board_int(p[1] or p.x, -COORD_MAX, COORD_MAX) or
      not board_int(p[2] or p.y, -COORD_MAX, COORD_MAX) then
    error(where .. ": a point { x, y } of integers (-" .. COORD_MAX .. " to " .. COORD_MAX .. ") expected", 0)
  end
  return p[1] or p.x, p[2] or p.y
end

local function board_shape(i, sh)
  local where = ("R.board: plane shape %d"):format(i)
  if type(sh) ~= "table" then error(where .. ": a table expected", 0) end
  local kinds = (sh.circle and 1 or 0) + (sh.polygon and 1 or 0) + (sh.segment and 1 or 0)
  if kinds ~= 1 then error(where .. ": exactly one of circle, polygon, segment expected", 0) end
  local pts, kind, r = {}, nil, 0
  if sh.circle then
    kind = "circle"
    local c = sh.circle
    local x, y = board_point(where .. " (circle)", c)
    r = c[3] or c.r
    if not board_int(r, 0, COORD_MAX) then error(where .. " (circle): a radius r (0 to " .. COORD_MAX .. ") expected", 0) end
    pts = { x, y }
  else
    kind = sh.polygon and "polygon" or "segment"
    local list = sh.polygon or sh.segment
    if type(list) ~= "table" then error(where .. " (" .. kind .. "): a list of points expected", 0) end
    local n = #list
    if kind == "segment" and n ~= 2 then error(where .. " (segment): two points expected", 0) end
    if kind == "polygon" and (n < 3 or n > 1000) then error(where .. " (polygon): 3 to 1000 points expected", 0) end
    for k = 1, n do
      local x, y = board_point(("%s (%s point %d)"):format(where, kind, k), list[k])
      pts[#pts + 1] = x
      pts[#pts + 1] = y
    end
  end
  local facing = sh.facing
  if facing ~= nil and not board_int(facing, 0, 359) then error(where .. ": facing must be degrees 0-359 (0: up, clockwise)", 0) end
  return { kind, board_text(where, sh.text), board_colour(where, sh.colour), facing or -1, pts, r }
end

function K.board(viewer)
  local R = K.R()
  if not R.board then return nil end
  local b = R.board(viewer)
  if b == nil then return nil end
  if type(b) ~= "table" then
    error("R.board returned a " .. type(b) .. " (nil or a table { hex = cells or plane = shapes, legend = text } expected)", 0)
  end
  if b.hex == nil and b.plane == nil then error("R.board: 'hex' (a list of cells) or 'plane' (a table of shapes) expected", 0) end
  if b.hex ~= nil and type(b.hex) ~= "table" then error("R.board: 'hex' must be a list of cells { q =, r =, text = [, colour =] }", 0) end
  if b.legend ~= nil and type(b.legend) ~= "string" then error("R.board: 'legend' must be a string", 0) end
  local out = { cells = {}, shapes = {}, legend = b.legend }
  for i, c in ipairs(b.hex or {}) do
    if i > BOARD_MAX then error("R.board: more than " .. BOARD_MAX .. " cells", 0) end
    if type(c) ~= "table" or math.type(c.q) ~= "integer" or math.type(c.r) ~= "integer" or
        math.abs(c.q) > 1000000 or math.abs(c.r) > 1000000 then
      error(("R.board: cell %d: integer q and r (-1000000 to 1000000) expected"):format(i), 0)
    end
    local where = ("R.board: cell %d (%d,%d)"):format(i, c.q, c.r)
    out.cells[i] = { c.q, c.r, board_text(where, c.text, true), board_colour(where, c.colour) }
  end
  local pl = b.plane
  if pl ~= nil then
    if type(pl) ~= "table" or not board_int(pl.width, 1, COORD_MAX) or not board_int(pl.height, 1, COORD_MAX) then
      error("R.board: 'plane' must be { width =, height =, shapes = { ... } } with width and height 1 to " .. COORD_MAX, 0)
    end
    if type(pl.shapes) ~= "table" then error("R.board: plane.shapes must be a list of shapes", 0) end
    out.width, out.height = pl.width, pl.height
    for i, sh in ipairs(pl.shapes) do
      if i > BOARD_MAX then error("R.board: more than " .. BOARD_MAX .. " shapes", 0) end
      out.shapes[i] = board_shape(i, sh)
    end
  end
  return out
end

return K
