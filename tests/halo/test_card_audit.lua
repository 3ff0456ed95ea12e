-- Audit: every card of a game's pool is named by one of that game's tests.
-- For each card file cards/<game>/*.lua, its title (as the game loads it)
-- must appear in some tests/<game>/test_*.lua (this file excepted: it names
-- no card). A position file naming a card does not count: a card that is
-- only scenery in a position is not a card whose data or text a test
-- checks. A failure lists every untested title with its card file.
--
-- Run both games with `build/cardvm test tests/halo/test_card_audit.lua`.

local SELF = "test_card_audit.lua"

local function shell_quote(s) return "'" .. s:gsub("'", "'\\''") .. "'" end

-- The names in directory dir that end in suffix, sorted.
local function list(dir, suffix)
  local p = assert(io.popen("ls -1 " .. shell_quote(dir) .. " 2>/dev/null"))
  local out = {}
  for name in p:lines() do
    if name:sub(-#suffix) == suffix then out[#out + 1] = name end
  end
  p:close()
  table.sort(out)
  return out
end

local function read(path)
  local f = assert(io.open(path, "r"))
  local s = f:read("a")
  f:close()
  return s
end

-- The text of every test file of a game, this audit excepted.
local function test_texts(name)
  local dir = ROOT .. "/tests/" .. name
  local texts = {}
  for _, file in ipairs(list(dir, ".lua")) do
    if file:match("^test_") and file ~= SELF then texts[#texts + 1] = read(dir .. "/" .. file) end
  end
  return texts
end

-- A title is named when a test file holds it as written, or with its
-- apostrophes escaped as a single-quoted Lua string holds them.
local function named(texts, title)
  local escaped = title:gsub("'", "\\'")
  for _, t in ipairs(texts) do
    if t:find(title, 1, true) or t:find(escaped, 1, true) then return true end
  end
  return false
end

-- Every card file of a game, as { key =, title = } (title nil when the
-- game does not load the file).
local function pool(name)
  local g = game{ rules = name, seed = 1 }
  local cards = {}
  for _, file in ipairs(list(ROOT .. "/cards/" .. name, ".lua")) do
    local key = file:sub(1, -5)
    cards[#cards + 1] = { key = key,
      title = g:eval("local d = cv.def_of(" .. string.format("%q", key) .. ") return d and d.title") }
  end
  return cards
end

-- The cards of a game whose title no test names, as "Title (key.lua)".
local function untested(name)
  local texts = test_texts(name)
  ok(#texts > 0, "tests/" .. name .. " has test files")
  local missing, seen = {}, {}
  local cards = pool(name)
  ok(#cards > 0, "cards/" .. name .. " has card files")
  for _, c in ipairs(cards) do
    if not c.title then
      missing[#missing + 1] = c.key .. ".lua (the game does not load it)"
    elseif not named(texts, c.title) and not seen[c.title] then
      missing[#missing + 1] = c.title .. " (" .. c.key .. ".lua)"
    end
    if c.title then seen[c.title] = true end
  end
  return missing, #cards
end

local function audit(name)
  local missing, n = untested(name)
  if #missing > 0 then
    error(string.format("%d of %d cards in cards/%s are named by no test in tests/%s/test_*.lua: %s",
      #missing, n, name, name, table.concat(missing, "; ")), 0)
  end
end

test("The card pool (Halo): every card title in cards/halo is named by a test in tests/halo", function()
  audit("halo")
end)

test("The card pool (Doomtrooper): every card title in cards/doomtrooper is named by a test in tests/doomtrooper", function()
  audit("doomtrooper")
end)

-- The audit itself can fail: a title no test holds is reported.
test("The card pool: the audit reports a card whose title no test names, and passes one that a test names", function()
  local texts = { "test(\"Playing events: Hold the Line ...\")", "g:choose('play Arbiter\\'s Vow')" }
  ok(named(texts, "Hold the Line"), "a title in a test's name")
  ok(named(texts, "Arbiter's Vow"), "a title with an escaped apostrophe")
  ok(not named(texts, "Master Chief"), "a title no test holds")
  ok(not named(texts, "hold the line"), "titles are matched as written")
end)
