-- clash: the small game docs/new-game.md builds. Two players each play a
-- deck of units (they stay on the table) and orders (played once). A turn
-- has three phases: draw, main, score. The first to reach the goal wins.

local R = {
  name = "clash",
  timing_words = { "main" },           -- the words an ability's 'word' may name
  events = { "played", "scored" },     -- the events a card's 'trigger' may name
  decks = { "decks/red.deck", "decks/blue.deck" },
  options = {
    goal = { default = "15", values = { "10", "15", "20" }, doc = "points needed to win" },
  },
}

-- The library: what card scripts see as 'rules'.
local lib = {}
R.lib = lib

-- The power of card c now: its printed power plus every modifier.
function lib.power(c) return cv.value(c, "power") end

-- The units on seat's table.
function lib.units(seat) return cv.zone("table", seat) end

-- The other player.
function lib.opponent(seat) return 3 - seat end

-- Draws the top card of seat's deck; an empty deck draws nothing.
function lib.draw(seat)
  local top = cv.zone("deck", seat)[1]
  if top then cv.move(top, "hand", seat) end
end

-- Asks seat to choose one of the cards 'list'; returns it (nil: none).
function lib.choose_card(seat, prompt, list)
  if #list == 0 then return nil end
  local opts = {}
  for _, c in ipairs(list) do opts[#opts + 1] = { label = cv.name(c), card = c } end
  return cv.choose(seat, prompt, opts).card
end

-- Each player's zones: the kernel calls this for a position file too.
function R.zones(seat)
  cv.zone_add("deck", seat, "deck")      -- face down
  cv.zone_add("hand", seat, "hidden")    -- only its owner sees it
  cv.zone_add("table", seat, "inplay")   -- abilities and modify work here
  cv.zone_add("discard", seat)
end

-- The set-up: zones, each deck's cards, shuffled, and three cards each.
function R.setup(decks)
  for seat, d in ipairs(decks) do
    R.zones(seat)
    for _, e in ipairs(d.cards) do
      for _ = 1, e.count do cv.card_new(e.key, seat, "deck", seat) end
    end
    cv.shuffle("deck", seat)
    for _ = 1, 3 do lib.draw(seat) end
  end
end

-- The end of the game: the goal reached, or the last turn played.
local LAST_TURN = 30
local function check_end(seat)
  local goal = tonumber(cv.options.goal)
  local mine = cv.pool(cv.player(seat), "points")
  if mine >= goal then
    cv.end_game(cv.player_name(seat) .. " wins with " .. mine .. " points", { seat })
  elseif cv.var(cv.GAME, "turn") >= LAST_TURN then
    local theirs = cv.pool(cv.player(lib.opponent(seat)), "points")
    if mine == theirs then cv.end_game("a draw after " .. LAST_TURN .. " turns")
    else
      local w = mine > theirs and seat or lib.opponent(seat)
      cv.end_game(cv.player_name(w) .. " wins on points after " .. LAST_TURN .. " turns", { w })
    end
  end
end

-- A turn: draw a card and take 2 supply; play cards; score.
R.phases = {
  { name = "draw", run = function(seat)
      lib.draw(seat)
      cv.add_pool(cv.player(seat), "supply", 2)
    end },
  { name = "main", run = function(seat) cv.window("main") end },
  { name = "score", run = function(seat)
      local n = 0
      for _, c in ipairs(lib.units(seat)) do n = n + lib.power(c) end
      cv.add_pool(cv.player(seat), "points", n)
      cv.event("scored", { player = seat, amount = n })
      check_end(seat)
    end },
}
function R.phase_title(name) return name .. " phase" end

-- Only the player whose turn it is acts in the main window.
function R.priority(word, ctx) return { cv.var(cv.GAME, "player") } end

-- What the kernel offers besides the abilities of cards in play: playing a
-- card from hand, paid with supply. A unit goes to the table (event
-- 'played'); an order goes to the discard pile and its ability runs.
function R.actions(word, seat, ctx)
  local out = {}
  for _, c in ipairs(cv.zone("hand", seat)) do
    local d = cv.def(c)
    local ab = d.kind == "order" and d.abilities[1] or nil
    if cv.pool(cv.player(seat), "supply") >= d.cost and
        (d.kind == "unit" or cv.usable(c, ab, { player = seat, word = word })) then
      out[#out + 1] = {
        label = "play " .. cv.name(c) .. " (cost " .. d.cost .. ")",
        cause = cv.name(c) .. ": played",
        run = function(actx)
          cv.add_pool(cv.player(seat), "supply", -d.cost)
          if d.kind == "unit" then
            cv.move(c, "table", seat)
            cv.event("played", { card = c, player = seat })
          else
            cv.move(c, "discard", seat)
            cv.run_ability(c, ab, actx)
          end
        end,
      }
    end
  end
  return out
end

-- Required triggers of both players' cards resolve in the order the player
-- whose turn it is picks.
function R.trigger_chooser(ev) return cv.var(cv.GAME, "player") end

-- A card file is checked as it loads (and by cardvm check): a misspelled
-- field, a missing cost, a unit with no power, an order with no main ability.
local FIELDS = { title = true, kind = true, cost = true, power = true, text = true,
  abilities = true, modify = true }
function R.check_card(file, d)
  local bad = cv.unknown_field(d, FIELDS)
  if bad then return bad end
  if d.kind ~= "unit" and d.kind ~= "order" then
    return "kind must be 'unit' or 'order' (got " .. tostring(d.kind) .. ")"
  end
  if math.type(d.cost) ~= "integer" then return "cost must be a whole number" end
  if d.kind == "unit" and math.type(d.power) ~= "integer" then return "a unit needs a power" end
  if d.kind == "order" and not (d.abilities and d.abilities[1] and d.abilities[1].word == "main") then
    return "an order needs a main ability (abilities = { { word = \"main\", ... } })"
  end
  return nil
end

-- What state shows: the score line, and each unit's power.
function R.describe()
  local s = {}
  for seat = 1, cv.nplayers() do
    s[#s + 1] = cv.player_name(seat) .. " " .. cv.pool(cv.player(seat), "points") .. " points, " ..
      cv.pool(cv.player(seat), "supply") .. " supply"
  end
  return "clash to " .. cv.options.goal .. ": " .. table.concat(s, "; ")
end
function R.card_values(c) return { { "power", lib.power(c) } } end

return R
