-- A greedy policy for Halo: it looks one decision ahead with what a player
-- sees on the table, no further. It plays its characters and their gear,
-- assigns its defenders where they win, pumps a skirmish it is losing and
-- keeps its cards when it is winning, sends minions where they hurt, heals
-- at sanctuaries, moves again only with a Hero who can take it, and never
-- passes while a play that helps is open. `--policy greedy` finds it for
-- Halo and for every ruleset that extends Halo (docs/simulating.md).
--
-- A policy is a function of the decision d (d.seat, d.prompt, d.options,
-- d.cards, d.random) that returns an option number; it reads the game
-- through `cv` and `rules` (Halo's card library) and cannot change it.

local function strength(c) return rules.strength(c) end
local function left(c) return rules.vitality(c) - rules.wounds(c) end -- wounds it can still take

local function is_hero(c)
  return c ~= 0 and cv.var(cv.player(cv.owner(c)), "hero") == c
end

-- The option d.options[i] starts with 'word'?
local function starts(label, word) return label:sub(1, #word) == word end

-- The card an option names: its card, else nil.
local function card_of(d, i)
  local c = d.cards[i]
  if c and c ~= 0 then return c end
  return nil
end

-- The Free Peoples and Shadow totals of the skirmish running now, and
-- whether 'seat' is on the Free Peoples side; nil outside a skirmish.
local function skirmish_standing(seat)
  local def = rules.skirmish_defender()
  if not def then return nil end
  local fp, sh = rules.skirmish_sides(def)
  return rules.side_total(fp, "strength"), rules.side_total(sh, "strength"), seat == rules.fp()
end

-- How much a card played or used now is worth to 'seat', by what it is.
local function card_value(c, seat)
  local d = cv.def(c)
  local kind = d.kind
  if kind == "companion" or kind == "minion" then return 40 + (d.strength or 0) + (d.vitality or 0) end
  if kind == "ally" then return 25 + (d.strength or 0) end
  if kind == "possession" or kind == "artifact" then
    local b = 0
    for _, v in pairs(d.bonus or {}) do if type(v) == "number" then b = b + v end end
    return 30 + 2 * b
  end
  if kind == "ship" then return 20 end
  if kind == "condition" then return 15 end
  return 10 -- an event
end

-- Scores each option of an action window ("skirmish action, or pass").
local function window(d, word)
  local best, pick = 0, nil -- pass scores 0
  for i, label in ipairs(d.options) do
    local score
    local c = card_of(d, i)
    if label == "pass" then
      score = 0
    elseif starts(label, "transfer ") then
      score = -5 -- twilight for nothing
    elseif word == "skirmish" then
      local f, s, fp = skirmish_standing(d.seat)
      if f == nil then
        score = -1
      else
        local losing = (fp and f <= s) or (not fp and s < f)
        score = losing and 20 or -10 -- help a lost skirmish, keep cards in a won one
      end
    elseif word == "company" or word == "shadow" then
      if starts(label, "play ") and c then
        score = card_value(c, d.seat)
      elseif starts(label, "use ") then
        score = 5
      else
        score = 1
      end
    else -- maneuver, sniping, assignment, engagement, regroup, response
      score = (starts(label, "play ") or starts(label, "use ")) and 6 or 1
    end
    if score > best then best, pick = score, i end
  end
  return pick or 1
end

-- Free Peoples assigns: each companion to a minion it beats, best margin
-- first; the Hero only where he clearly wins.
local function assign_defenders(d)
  local best, pick = -math.huge, nil
  for i, label in ipairs(d.options) do
    local c, m = label:match("^assign (.-%[%d+%]) to (.-%[%d+%])$")
    if c then
      c, m = cv.find(c), cv.find(m)
      local margin = strength(c) - strength(m) - rules.side_total(rules.attackers(c), "strength")
      local score = 2 * margin + left(c)
      if is_hero(c) and margin <= 0 then score = score - 60 end
      if score > best then best, pick = score, i end
    end
  end
  if pick and best > -40 then return pick end
  for i, label in ipairs(d.options) do if starts(label, "done") then return i end end
  return pick or 1
end

-- A Shadow player sends its minion m where it wins, a weak Hero first.
local function send_minion(d, m)
  local best, pick = -math.huge, 1
  for i = 1, #d.options do
    local c = card_of(d, i)
    if c then
      local total = strength(m) + rules.side_total(rules.attackers(c), "strength")
      local margin = total - strength(c)
      local score = 2 * margin - left(c)
      if is_hero(c) and margin >= 0 then score = score + 15 end
      if score > best then best, pick = score, i end
    end
  end
  return pick
end

-- A card to lose (wound, discard): one of its own with the most to spare,
-- never the Hero when it can help it.
local function spare(d)
  local best, pick = -math.huge, 1
  for i = 1, #d.options do
    local c = card_of(d, i)
    local score = 0
    if c and rules.is_character(c) then
      score = left(c) - (is_hero(c) and 10 or 0) - strength(c) / 10
    end
    if score > best then best, pick = score, i end
  end
  return pick
end

-- A card that gains: the strongest, or the most wounded to heal.
local function favour(d, heal)
  local best, pick = -math.huge, 1
  for i = 1, #d.options do
    local c = card_of(d, i)
    local score = -1000
    if c and rules.is_character(c) then
      if heal then
        score = rules.wounds(c) * 10 + (is_hero(c) and 25 or 0) - left(c)
      else
        score = strength(c) + (cv.owner(c) == d.seat and 0 or -100)
      end
    end
    if score > best then best, pick = score, i end
  end
  return pick
end

return function(d)
  local p = d.prompt
  local word = p:match("^(%a+) action, or pass$")
  if word then return window(d, word) end
  if p:find("^Starting company") then
    local best, pick = 0, nil
    for i = 1, #d.options do
      local c = card_of(d, i)
      if c then
        local score = strength(c) + rules.vitality(c)
        if score > best then best, pick = score, i end
      end
    end
    return pick or 1
  end
  if p == "Assign defenders" then return assign_defenders(d) end
  local m = p:match("^Assign (.-%[%d+%]) to a companion$")
  if m then return send_minion(d, cv.find(m)) end
  if p:find("^Regroup: move again") then
    local hero = cv.var(cv.player(d.seat), "hero")
    local fit = hero and cv.is_in_play(hero) and left(hero) >= 3 and #rules.companions(d.seat) >= 2
    for i, label in ipairs(d.options) do
      if fit == (label == "move again") then return i end
    end
    return 1
  end
  if p:find("^Reconcile: you may discard") then return 1 end -- discard nothing
  if p:find("^Sanctuary: heal") then
    if #d.options > 1 then return favour(d, true) end
    return 1
  end
  if p:find("sniping wound") or p:find("^Reconcile: discard down") then return spare(d) end
  if p:find("^Play .* on which character%?") then return favour(d, false) end
  if p:find("[Hh]eal") then return favour(d, true) end
  return d.random
end
