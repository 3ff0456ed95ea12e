-- Names (loaded after the prelude, with its kernel table as argument): one
-- way to name a card everywhere, for scripts (cv.find) and the host (why,
-- show, log card); and the read-only view of a ruleset's library that cards
-- and queries see (K.readonly).

local K = ...
local fail = K.fail

-- ---- names ----------------------------------------------------------------------
-- Suggestions for a misspelled name (a card title, a position field).

local function edit_distance(a, b)
  a, b = a:lower(), b:lower()
  local prev = {}
  for j = 0, #b do prev[j] = j end
  for i = 1, #a do
    local cur = { [0] = i }
    for j = 1, #b do
      local cost = a:sub(i, i) == b:sub(j, j) and 0 or 1
      cur[j] = math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
    end
    prev = cur
  end
  return prev[#b]
end

-- The three titles nearest to 'name' (edit distance, then alphabetical),
-- quoted: "'A', 'B', 'C'".
local function nearest(name, titles)
  local best, seen = {}, {}
  for _, t in ipairs(titles) do
    if not seen[t] then
      seen[t] = true
      best[#best + 1] = { t = t, d = edit_distance(name, t) }
    end
  end
  table.sort(best, function(x, y) if x.d ~= y.d then return x.d < y.d end return x.t < y.t end)
  local near = {}
  for i = 1, math.min(3, #best) do near[#near + 1] = "'" .. best[i].t .. "'" end
  return table.concat(near, ", ")
end
K.nearest = nearest -- for the kernel's other chunks and its checks

-- For a ruleset's check of a card: nil when 'name' is one of the list
-- 'names', else a message naming the nearest ones ("unknown culture 'UNCS'
-- (nearest: 'UNSC', ...)"), 'what' naming the kind of name.
function cv.unknown_name(name, names, what)
  for _, n in ipairs(names) do
    if n == name then return nil end
  end
  return "unknown " .. (what or "name") .. " '" .. tostring(name) .. "' (nearest: " ..
    nearest(tostring(name), names) .. ")"
end

-- For a ruleset's check of a card or a table it reads: the first string key
-- of t (in sorted order) that is not in the set 'known', as a message
-- naming the nearest known ones ("unknown field 'strenght' (nearest:
-- 'strength', ...)"), or nil when every key is known.
function cv.unknown_field(t, known)
  for k in pairs(t) do
    if type(k) == "string" and not known[k] then
      local names = {}
      for n in pairs(known) do names[#names + 1] = n end
      return "unknown field '" .. k .. "' (nearest: " .. nearest(k, names) .. ")"
    end
  end
  return nil
end

-- ---- naming cards -------------------------------------------------------------
-- One way to name a card everywhere (why, show, log card, eval, expect, and
-- cv.find in scripts): an id ("12"), "Title [id]" as the log writes it, a
-- position's ref, the exact title (or
-- "Title, Subtitle"), the title in any case, or a part of a title in any
-- case - the first of these that matches anything decides.

local function named_all(x)
  x = tostring(x)
  local id = x:match("^%d+$") and tonumber(x)
  if id then return (id >= 1 and id <= cv.ncards()) and { id } or {} end
  local title, n = x:match("^(.-) %[(%d+)%]$") -- "Title [id]", as the log names cards
  n = tonumber(n)
  if n and n >= 1 and n <= cv.ncards() and cv.def(n).title:lower() == title:lower() then
    return { n }
  end
  local r = cv.ref(x)
  if r then return { r } end
  local lx = x:lower()
  local tests = {
    function(t, full) return t == x or full == x end,
    function(t, full) return t:lower() == lx or (full ~= nil and full:lower() == lx) end,
    function(t, full) return t:lower():find(lx, 1, true) ~= nil or
      (full ~= nil and full:lower():find(lx, 1, true) ~= nil) end,
  }
  for _, test in ipairs(tests) do
    local out = {}
    for c = 1, cv.ncards() do
      local d = cv.def(c)
      if test(d.title, d.subtitle and (d.title .. ", " .. d.subtitle)) then out[#out + 1] = c end
    end
    if #out > 0 then return out end
  end
  return {}
end

-- Every card the name means, in id order (every copy of a title).
function cv.find_all(x) return named_all(x) end

-- The one card the name means: copies of one title are one when exactly
-- one of them is in play; otherwise (or for a part of several titles) the
-- name is refused, listing the candidates with their zones.
function cv.find(x)
  local all = named_all(x)
  if #all == 1 then return all[1] end
  if #all == 0 then fail("no card '" .. tostring(x) .. "' in this game", 2) end
  local inplay, one_title = {}, true
  for _, c in ipairs(all) do
    if cv.is_in_play(c) then inplay[#inplay + 1] = c end
    one_title = one_title and cv.def(c).title == cv.def(all[1]).title
  end
  if #inplay == 1 and one_title then return inplay[1] end
  if not one_title then inplay = {} end
  local list = {}
  for i, c in ipairs(#inplay > 1 and inplay or all) do
    if i > 8 then list[#list + 1] = "..." break end
    local z, s = cv.where(c)
    list[#list + 1] = cv.name(c) .. " (" .. (s and (cv.player_name(s) .. "'s ") or "") .. z .. ")"
  end
  fail("'" .. tostring(x) .. "' names " .. (#inplay > 1 and #inplay or #all) ..
    " cards: " .. table.concat(list, ", ") .. "; name one by its id", 2)
end

-- A read-only view of the ruleset's library for cards and queries, all the
-- way down: its tables are viewed the same way, so no card can change what
-- the rules (or another game of the pool) read. The view is live (a field
-- the rules add later is seen); the library's own fields are copied into it
-- once, so reading them costs no call.
local readonly_views = {}
function K.readonly(t, path)
  if readonly_views[t] then return readonly_views[t] end
  local function wrap(v, k)
    if type(v) == "table" then return K.readonly(v, path .. "." .. tostring(k)) end
    return v
  end
  local shadow = setmetatable({}, { __index = function(_, k) return wrap(t[k], k) end })
  local proxy = setmetatable({}, {
    __index = shadow,
    __newindex = function(_, k)
      fail("'" .. path .. "." .. tostring(k) .. "' is read-only", 2)
    end,
    __len = function() return #t end,
    __pairs = function()
      local f, s, init = pairs(t)
      return function(_, k)
        local nk, nv = f(s, k)
        if nk == nil then return nil end
        return nk, wrap(nv, nk)
      end, nil, init
    end,
    __metatable = false,
  })
  readonly_views[t] = proxy
  for k, v in pairs(t) do rawset(shadow, k, wrap(v, k)) end
  return proxy
end
