-- Positions (docs/positions.md): building the state a position file
-- describes. vm/position.c reads the file (the one parser of position
-- files: it runs the file as a sandboxed chunk and checks its shape) and
-- hands the table here: the players, the cards in every zone by title,
-- tokens, variables, links, and the turn, player and phase to start from.
-- The kernel builds the generic parts; R.zones(seat) and R.shared_zones()
-- create the zones first, and R.position(spec, refs) (refs: each ref to its
-- card's id) may add the game's own fields. Errors name the file and the
-- line of the field at fault.
--
-- Loaded once per pool after the prelude, with its kernel table as argument.

local K = ...
local defs, refused, fail, nearest = K.defs, K.refused, K.fail, K.nearest

-- The card key for a title ("Title" or "Title, Subtitle") or a key.
local locals = {} -- the test cards of the position being loaded: key -> definition

local function key_for(name, where)
  if defs[name] or locals[name] then return name end
  for k, d in pairs(locals) do
    if d.title == name then return k end
  end
  local exact, hits, keys = {}, {}, {}
  for k in pairs(defs) do keys[#keys + 1] = k end
  table.sort(keys)
  for _, k in ipairs(keys) do
    local d = defs[k]
    local full = d.subtitle and (d.title .. ", " .. d.subtitle) or d.title
    if full == name then exact[#exact + 1] = k end
    if d.title == name then hits[#hits + 1] = k end
  end
  if #exact == 1 then return exact[1] end
  if #exact == 0 and #hits == 1 then return hits[1] end
  local same = #exact > 1 and exact or hits
  if #same > 1 then
    local names = {}
    for _, k in ipairs(same) do
      local d = defs[k]
      names[#names + 1] = (d.subtitle and (d.title .. ", " .. d.subtitle) or d.title) .. " (" .. k .. ")"
    end
    fail(where .. ": '" .. name .. "' is ambiguous: " .. table.concat(names, " or ") ..
      "; name it with its subtitle or its card file's name", 0)
  end
  local titles = {}
  for _, k in ipairs(keys) do titles[#titles + 1] = defs[k].title end
  local also = ""
  if #refused > 0 then
    also = "; card files refused while loading, whose titles are unknown: " ..
      table.concat(refused, "; ", 1, math.min(#refused, 3)) .. (#refused > 3 and "; ..." or "")
  end
  fail(where .. ": unknown card '" .. name .. "' (nearest: " .. nearest(name, titles) .. ")" .. also, 0)
end

-- "FILE:LINE" of the first code line (comments aside) of the position file
-- for which found(code) holds; FILE alone if none does. The text is the
-- game's copy of the file (vm/position.c keeps it while the game starts).
local function first_line(found)
  local gt = cv._game()
  local n = 0
  for line in (gt.position_text or ""):gmatch("([^\n]*)\n?") do
    n = n + 1
    if found((line:gsub("%-%-.*$", ""))) then return gt.position_file .. ":" .. n end
    if n > 100000 then break end
  end
  return gt.position_file
end

-- The line naming card 'name' (quoted either way).
local function line_of(name)
  return first_line(function(code)
    return code:find('"' .. name .. '"', 1, true) or code:find("'" .. name .. "'", 1, true)
  end)
end

-- The line of the first 'key =' in the position file, for errors.
local function line_of_key(key)
  return first_line(function(code) return code:find("%f[%w_]" .. key .. "%s*=") end)
end

-- A position's fields are the kernel's, the zones' and the ruleset's
-- (R.position_fields = { top = {...}, player = {...} }): a misspelled one
-- would silently drop what it holds, so it is refused with the names known.
local function check_fields(t, known, what)
  local keys = {}
  for k in pairs(t) do
    if type(k) == "string" and not known[k] then keys[#keys + 1] = k end
  end
  if #keys == 0 then return end
  table.sort(keys)
  local names = {}
  for k in pairs(known) do names[#names + 1] = k end
  table.sort(names)
  fail(line_of_key(keys[1]) .. ": " .. what .. ": unknown field '" .. keys[1] ..
    "' (nearest: " .. nearest(keys[1], names) .. "; known: " .. table.concat(names, ", ") .. ")", 0)
end

function K.load_position(spec, file)
  local R = K.R()
  local where = file
  local refs, titled, pending = {}, {}, {}
  -- test cards defined here: cards = { key = { title = ..., ... } }
  locals = {}
  if spec.cards ~= nil then
    if type(spec.cards) ~= "table" then
      fail(line_of_key("cards") .. ": cards: a table of key = card expected", 0)
    end
    for key, def in pairs(spec.cards) do
      if type(key) ~= "string" or not key:match("^[%w_]+$") then
        fail(line_of_key("cards") .. ": cards: a key of letters, digits and _ expected, got " ..
          tostring(key), 0)
      end
      K.define_local(key, def, line_of_key(key))
      locals[key] = cv.def_of(key)
    end
  end
  local function place(entry, seat, zname, zseat, path)
    local e = type(entry) == "table" and entry or { entry }
    local name = e[1] or e.card
    if type(name) ~= "string" then fail(where .. ": " .. path .. ": a card title expected", 0) end
    local owner = e.owner or seat
    local c = cv.card_new(key_for(name, line_of(name) .. ": " .. path), owner, zname, zseat)
    for k, v in pairs(e) do
      if type(k) == "string" and k ~= "card" and k ~= "owner" and k ~= "ref" then
        if k == "vars" and type(v) == "table" then
          for vk, vv in pairs(v) do cv.set_var(c, vk, vv) end
        elseif type(v) == "number" then
          if math.type(v) ~= "integer" or v < 0 then
            fail(line_of_key(k) .. ": " .. path .. ": " .. k .. ": a count of 0 or more expected, got " ..
              tostring(v), 0)
          end
          cv.set_pool(c, k, v) -- tokens: wounds = 1
        elseif type(v) == "string" then
          pending[#pending + 1] = { c = c, name = k, to = v, path = path } -- a link
        else
          fail(where .. ": " .. path .. ": field '" .. k ..
            "' must be a token count, a link (a title or ref) or vars", 0)
        end
      end
    end
    if e.ref then
      refs[e.ref] = c
      cv._ref_set(tostring(e.ref), c)
    end
    titled[name] = titled[name] or {}
    table.insert(titled[name], c)
    return c
  end
  for seat, p in ipairs(spec.players) do
    if R.zones then R.zones(seat) end
  end
  if R.shared_zones then R.shared_zones() end
  local extra = R.position_fields or {}
  local top = { rules = true, turn = true, player = true, phase = true, players = true,
    pools = true, vars = true, options = true, stop = true, cards = true }
  for _, zn in ipairs(cv.zone_names(nil)) do top[zn] = true end
  for _, k in ipairs(extra.top or {}) do top[k] = true end
  check_fields(spec, top, "the position")
  local np = #spec.players
  if spec.turn ~= nil and (math.type(spec.turn) ~= "integer" or spec.turn < 1) then
    fail(line_of_key("turn") .. ": turn: a turn number from 1 expected, got " .. tostring(spec.turn), 0)
  end
  if spec.player ~= nil and (math.type(spec.player) ~= "integer" or spec.player < 1 or spec.player > np) then
    fail(line_of_key("player") .. ": player: the seat whose turn it is, 1 to " .. np .. ", expected, got " ..
      tostring(spec.player), 0)
  end
  if spec.phase ~= nil and R.phases then
    local names, found = {}, false
    for _, p in ipairs(R.phases) do
      names[#names + 1] = p.name
      if p.name == spec.phase then found = true end
    end
    if not found then
      fail(line_of_key("phase") .. ": phase: '" .. tostring(spec.phase) .. "' is not a phase of " ..
        tostring(K.rules_name) .. " (" .. table.concat(names, ", ") .. ")", 0)
    end
  end
  for seat, p in ipairs(spec.players) do
    local known = { name = true, pools = true, vars = true }
    for _, zn in ipairs(cv.zone_names(seat)) do known[zn] = true end
    for _, k in ipairs(extra.player or {}) do known[k] = true end
    check_fields(p, known, "players[" .. seat .. "]")
  end
  for seat, p in ipairs(spec.players) do
    for _, zn in ipairs(cv.zone_names(seat)) do
      local list = p[zn]
      if list ~= nil then
        if type(list) ~= "table" then fail(where .. ": players[" .. seat .. "]." .. zn .. ": a list expected", 0) end
        for i, entry in ipairs(list) do
          place(entry, seat, zn, seat, "players[" .. seat .. "]." .. zn .. "[" .. i .. "]")
        end
      end
    end
    for k, v in pairs(p.pools or {}) do cv.set_pool(cv.player(seat), k, v) end
    for k, v in pairs(p.vars or {}) do cv.set_var(cv.player(seat), k, v) end
  end
  for _, zn in ipairs(cv.zone_names(nil)) do
    for i, entry in ipairs(spec[zn] or {}) do
      local owner = type(entry) == "table" and entry.owner or 1
      place(entry, owner, zn, nil, zn .. "[" .. i .. "]")
    end
  end
  -- stop = true: every decision is asked, a single option too, so a tester
  -- sees each step the rules would otherwise take on their own
  if spec.stop ~= nil and spec.stop ~= true and spec.stop ~= false then
    fail(line_of_key("stop") .. ": stop: true or false expected, got " .. tostring(spec.stop), 0)
  end
  if spec.stop then cv.set_var(cv.GAME, "_stop", 1, "quiet") end
  for k, v in pairs(spec.pools or {}) do cv.set_pool(cv.GAME, k, v) end
  for k, v in pairs(spec.vars or {}) do cv.set_var(cv.GAME, k, v) end
  -- A link names a ref, or a title: the one card of that title in play
  -- (or, if none is in play, the one card of that title).
  local function resolve(l)
    if refs[l.to] then return refs[l.to] end
    local all, inplay = titled[l.to] or {}, {}
    for _, c in ipairs(all) do if cv.is_in_play(c) then inplay[#inplay + 1] = c end end
    local pick = #inplay > 0 and inplay or all
    if #pick > 1 then
      fail(where .. ": " .. l.path .. ": " .. l.name .. " '" .. l.to .. "' names " .. #pick ..
        " cards: give the one you mean a ref = \"...\" and name that", 0)
    end
    return pick[1]
  end
  for _, l in ipairs(pending) do
    local to = resolve(l)
    if not to then fail(line_of_key(l.name) .. ": " .. l.path .. ": " .. l.name .. " '" .. tostring(l.to) ..
      "' names no card of this position (use its title or a ref)", 0) end
    if to == l.c then fail(line_of_key(l.name) .. ": " .. l.path .. ": " .. l.name .. " '" .. l.to ..
      "' names the card itself", 0) end
    cv.set_link(l.c, l.name, to)
    l.target = to
  end
  -- A card may not reach itself through links of one name (A's bearer is B,
  -- B's bearer is A): every rule that follows the chain would never end.
  local next_of = {}
  for _, l in ipairs(pending) do
    next_of[l.name] = next_of[l.name] or {}
    next_of[l.name][l.c] = l.target
  end
  for _, l in ipairs(pending) do
    local chain, c = { cv.name(l.c) }, l.target
    for _ = 1, #pending do
      chain[#chain + 1] = cv.name(c)
      if c == l.c then
        fail(line_of_key(l.name) .. ": " .. l.path .. ": " .. l.name .. " makes a cycle (" ..
          table.concat(chain, " -> ") .. "): a card cannot reach itself through its links", 0)
      end
      c = next_of[l.name][c]
      if c == nil then break end
    end
  end
  if R.position then R.position(spec, refs) end
end


return K
