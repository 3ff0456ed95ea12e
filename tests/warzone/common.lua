-- Helpers for the Warzone Eternal tests: a position written from a table
-- (to a temporary file) on a test table of its own, and a few queries.
--
-- W.game{ phase =, turn =, initiative =, dice = "1 20 7", options = { name = value },
--   terrain = { { name =, polygon =, height =, obstruction =, traits = } ... },
--   marks = { { name = "a", at = { x, y } } ... }, objectives = { { x, y } ... },
--   ann = { units }, bob = { units }, ann_reserve = { units }, ann_reinforcements = { units },
--   markers = { { "Smoke", vars = { x =, y =, r = } } } (the shared zone of Clouds and Smoke), cards = { key = def },
--   table = "table_refinery" (a real table instead of the test one) }
-- A unit is { "Title", ref = "fm", at = { x, y [, z] }, pinned = 1, ... }:
-- 'at' becomes its variables x, y (and z); other numbers are counters.
-- The dice are the game variable 'dice': every d20 takes the next number.
local W = {}

local function ser(v)
  local t = type(v)
  if t == "string" then return string.format("%q", v) end
  if t == "number" or t == "boolean" then return tostring(v) end
  local parts, n = {}, #v
  for i = 1, n do parts[#parts + 1] = ser(v[i]) end
  local keys = {}
  for k in pairs(v) do
    if not (math.type(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
  end
  table.sort(keys)
  for _, k in ipairs(keys) do parts[#parts + 1] = "[" .. ser(k) .. "] = " .. ser(v[k]) end
  return "{ " .. table.concat(parts, ", ") .. " }"
end
W.ser = ser

-- A rectangle as a polygon.
function W.rect(x1, y1, x2, y2) return { { x1, y1 }, { x2, y1 }, { x2, y2 }, { x1, y2 } } end

local function units(list)
  local out = {}
  for _, u in ipairs(list or {}) do
    local e = {}
    for k, v in pairs(u) do
      if k ~= "at" then e[k] = v end
    end
    if u.at then
      e.vars = e.vars or {}
      e.vars.x, e.vars.y = u.at[1], u.at[2]
      if u.at[3] and u.at[3] ~= 0 then e.vars.z = u.at[3] end
    end
    out[#out + 1] = e
  end
  return out
end

function W.spec(t)
  local cards = {}
  for k, v in pairs(t.cards or {}) do cards[k] = v end
  local tablekey = t.table
  if not tablekey then
    tablekey = "test_table"
    cards.test_table = {
      title = "Test Table", kind = "table", width = 36000, height = 36000,
      terrain = t.terrain or {},
      areas = t.areas or { { name = "North", polygon = W.rect(0, 0, 36000, 8000) },
        { name = "South", polygon = W.rect(0, 28000, 36000, 36000) } },
      objectives = t.objectives or {},
      marks = t.marks or {},
    }
  end
  local vars = { initiative = t.initiative or 1 }
  if t.dice then vars.dice = t.dice end
  for k, v in pairs(t.vars or {}) do vars[k] = v end
  local spec = {
    rules = "warzone", turn = t.turn or 2, player = 1, phase = t.phase or "activation",
    players = {
      { name = "Ann", table = units(t.ann), reserve = units(t.ann_reserve), reinforcements = units(t.ann_reinforcements), pools = t.ann_pools },
      { name = "Bob", table = units(t.bob), reserve = units(t.bob_reserve), reinforcements = units(t.bob_reinforcements), pools = t.bob_pools },
    },
    battlefield = { tablekey },
    markers = t.markers,
    vars = vars,
    options = t.options,
    cards = next(cards) and cards or nil,
    stop = t.stop,
  }
  return spec
end

-- A game from a position built from t (above).
function W.game(t)
  local path = os.tmpname()
  local f = assert(io.open(path, "w"))
  f:write("return " .. ser(W.spec(t)) .. "\n")
  f:close()
  local g = game{ position = path }
  os.remove(path)
  return g
end

function W.pool(g, name, what) return g:eval("cv.pool(" .. g:id(name) .. ", '" .. what .. "')") end
function W.var(g, name, what) return g:eval("cv.var(" .. g:id(name) .. ", '" .. what .. "')") end
function W.where(g, name) return (g:eval("cv.where(" .. g:id(name) .. ")")) end
function W.pos(g, name)
  local id = g:id(name)
  return g:eval("cv.var(" .. id .. ", 'x')"), g:eval("cv.var(" .. id .. ", 'y')"), g:eval("cv.var(" .. id .. ", 'z') or 0")
end
function W.gvar(g, k) return g:eval("cv.var(cv.GAME, '" .. k .. "')") end
function W.ppool(g, seat, k) return g:eval("cv.pool(cv.player(" .. seat .. "), '" .. k .. "')") end

-- The log lines (text only) from the first that contains 'from' on.
function W.log_from(g, from)
  local out, on = {}, from == nil
  for _, l in ipairs(g:log()) do
    if not on and l:find(from, 1, true) then on = true end
    if on then out[#out + 1] = l end
  end
  return out
end

-- Answers the option containing each text in turn.
function W.choose(g, ...)
  for _, t in ipairs({ ... }) do g:choose(t) end
end

return W
