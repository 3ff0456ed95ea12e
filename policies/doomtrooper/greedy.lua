-- A greedy policy for Doomtrooper: it looks one decision ahead with what a
-- player sees on the table, no further. It musters and equips before it
-- attacks (an attack ends the Actions step), attacks only where its warrior
-- wounds and is not wounded back (or trades up), picks the Battle Tactic
-- that wins the combat, takes its points as Promotion Points, keeps a hand
-- with a warrior, and never ends its actions while a useful one is left.
-- `--policy greedy` finds it for Doomtrooper and every ruleset extending it.
--
-- A policy is a function of the decision d (d.seat, d.prompt, d.options,
-- d.cards, d.random) that returns an option number; it reads the game
-- through `cv` and `rules` (the card library) and cannot change it.

local function starts(label, word) return label:sub(1, #word) == word end

local function card_of(d, i)
  local c = d.cards[i]
  if c and c ~= 0 then return c end
  return nil
end

-- What a combat of attacker a against defender d with tactic t is worth to
-- the attacker: the Value it may kill or wound, less what it may lose.
local function outcome(a, d, t)
  local sa, sd = rules.stat(a, t), rules.stat(d, t)
  local hits = sa ~= nil and sa >= (rules.armor(d) or 0)
  local hit = sd ~= nil and sd >= (rules.armor(a) or 0)
  local score = 0
  if hits then score = score + rules.value(d) * (rules.wounded(d) and 3 or 1) end
  if hit then score = score - rules.value(a) * (rules.wounded(a) and 3 or 1) - 1 end
  return score
end

-- The best combat attacker a can start, over its defenders and tactics.
local function best_attack(a)
  local best = -math.huge
  for _, d in ipairs(rules.combat.defenders(a)) do
    for _, t in ipairs(rules.combat.tactics(a, d)) do
      local s = outcome(a, d, t)
      if s > best then best = s end
    end
  end
  return best
end

local function has_warrior(seat)
  for _, c in ipairs(cv.zone("hand", seat)) do
    if cv.def(c).type == "warrior" then return true end
  end
  return false
end

-- The Actions step: "Action 2 (2 left)".
local function action(d)
  local left = tonumber(d.prompt:match("%((%d+) left")) or 1
  local best, pick = -math.huge, 1
  for i, label in ipairs(d.options) do
    local c = card_of(d, i)
    local score = 0
    if label == "end actions" then
      score = 0
    elseif starts(label, "muster ") then
      score = 40 + (c and rules.value(c) or 0)
    elseif starts(label, "equip ") then
      score = 35
    elseif starts(label, "wrangle ") or starts(label, "bestow ") or starts(label, "build ") or
        starts(label, "establish ") then
      score = 30
    elseif starts(label, "assign ") then
      -- a Mission from the hand; not a Sergeant moved about for nothing
      score = (c and cv.where(c) == "hand") and 30 or -1
    elseif starts(label, "attack with ") then
      local m = c and best_attack(c) or -1
      if m > 0 then score = left > 1 and 20 + m or 50 + 5 * m else score = -5 end
    elseif starts(label, "sabotage ") then
      score = left > 1 and 20 or 60
    elseif starts(label, "meditate") then
      score = rules.destiny(d.seat) < 4 and 15 or 8
    elseif starts(label, "play ") or starts(label, "cast ") or starts(label, "use ") then
      score = 12
    elseif starts(label, "transfer ") and label:find("outpost") then
      score = 4
    elseif starts(label, "exit cover") then
      score = 2
    else
      score = -1 -- seek cover, transfers, vehicles, Destiny Points on a spell
    end
    if score > best then best, pick = score, i end
  end
  return pick
end

-- A window ("combat action, or pass"): a combat's side plays what it has;
-- elsewhere cards are played when they are there.
local function window(d, word)
  local mine = false
  if word == "combat" then
    local a, df = rules.attacker(), rules.defender()
    mine = (a and cv.owner(a) == d.seat) or (df and cv.owner(df) == d.seat)
  end
  local best, pick = 0, nil
  for i, label in ipairs(d.options) do
    local score = 0
    local plays = starts(label, "play ") or starts(label, "cast ") or starts(label, "use ")
    if label ~= "pass" then
      if not plays and not starts(label, "proclaim ") then score = -1 -- a Sergeant moved about, ...
      elseif word == "combat" then score = mine and 8 or -1
      else score = 4 end
    end
    if score > best then best, pick = score, i end
  end
  return pick or 1
end

-- A card to act on: an opponent's of most Value, else one's own of least.
local function target(d)
  local best, pick = -math.huge, d.random
  for i = 1, #d.options do
    local c = card_of(d, i)
    if c then
      local v = cv.def(c).type == "warrior" and rules.value(c) or 1
      local score = cv.owner(c) == d.seat and -v or v
      if score > best then best, pick = score, i end
    end
  end
  return pick
end

return function(d)
  local p = d.prompt
  if starts(p, "Action ") then return action(d) end
  local word = p:match("^(%a+) action, or pass$")
  if word then return window(d, word) end
  if p == "Battle Tactic: Fight or Shoot?" then
    local a, df = rules.attacker(), rules.defender()
    local best, pick = -math.huge, 1
    for i, t in ipairs(d.options) do
      local s = a and df and outcome(a, df, t) or 0
      if s > best then best, pick = s, i end
    end
    return pick
  end
  if p == "Attack: which Defender?" then
    local best, pick = -math.huge, 1
    for i = 1, #d.options do
      local df = card_of(d, i)
      for _, a in ipairs(rules.warriors(d.seat)) do
        if df and rules.combat.may_attack(a, df) then
          for _, t in ipairs(rules.combat.tactics(a, df)) do
            local s = outcome(a, df, t)
            if s > best then best, pick = s, i end
          end
        end
      end
    end
    return pick
  end
  if starts(p, "Points for ") then return 1 end -- all of them as Promotion Points
  if starts(p, "Opening hand") then return has_warrior(d.seat) and 1 or 2 end
  if p == "Discard a card?" then return 1 end -- discard nothing
  if p == "Announce Warzone" then return 1 end -- defend from the first Warzone
  if p:find("how many Destiny Points%?$") then return #d.options end
  for i = 1, #d.options do
    if card_of(d, i) then return target(d) end
  end
  return d.random
end
