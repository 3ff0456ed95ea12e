-- Champion's Combat: the card library. Card scripts see this table as
-- 'rules'; the ruleset's procedures (play.lua) use it too. Comments name
-- the headings of the rules page ("Move section", "Power token effects");
-- "facts sheet" is the list of cards, Style patterns and open questions
-- that fills its gaps. docs/champions.md lists the readings taken.
--
-- A champion's figure is not a card: its hex and facing are the player's
-- variables 'hex' (a cell key "q,r", as cv.hex names cells) and 'facing'
-- (0-5, clockwise from N); its tokens are the player's pools 'score' and
-- 'power'.

local cv, ipairs = cv, ipairs
local lib = {}

-- ---- constants ---------------------------------------------------------------

-- The player colours, by seat (Setup: "two of each player's color").
-- e.g. rules.COLOURS[2] == "blue"
lib.COLOURS = { "red", "blue", "green", "yellow" }

-- The six facings' names, by facing + 1 (0 is N, clockwise, as cv.hex).
-- e.g. rules.DIR_NAMES[rules.facing(1) + 1]
lib.DIR_NAMES = { "N", "NE", "SE", "S", "SW", "NW" }

-- The arrow that shows each facing on the board, by facing + 1.
-- e.g. rules.ARROWS[1] == "↑"
lib.ARROWS = { "↑", "↗", "↘", "↓", "↙", "↖" }

-- A Style path's steps, relative to the figure's facing, clockwise from
-- forward (facts sheet: Style cards): the direction in the facing-0 frame.
-- e.g. rules.STEPS.FL == 5
lib.STEPS = { F = 0, FR = 1, BR = 2, B = 3, BL = 4, FL = 5 }

-- Cards drawn in each Draw Phase.
-- e.g. rules.HAND
lib.HAND = 4

-- Score tokens that win (Winning the Game).
-- e.g. rules.WIN
lib.WIN = 5

-- Tokens in each pile (Components needed to play: 20 Score, 20 Power).
-- e.g. rules.PILE
lib.PILE = 20

-- ---- players and figures ---------------------------------------------------------

-- The colour of seat.
-- e.g. rules.colour(1) == "red"
function lib.colour(seat) return lib.COLOURS[seat] end

-- The seat whose colour is 'colour', or nil.
-- e.g. rules.seat_of_colour(cv.def(c).colour)
function lib.seat_of_colour(colour)
  for s = 1, cv.nplayers() do
    if lib.COLOURS[s] == colour then return s end
  end
  return nil
end

-- The letter that shows seat's figure on the board: the first letter of the
-- player's name, or the seat's number when another player's name starts
-- with the same letter.
-- e.g. rules.letter(1) == "A"
function lib.letter(seat)
  local l = cv.player_name(seat):sub(1, 1):upper()
  for s = 1, cv.nplayers() do
    if s ~= seat and cv.player_name(s):sub(1, 1):upper() == l then return tostring(seat) end
  end
  return l
end

-- The hex of seat's figure (a key "q,r"), or nil before it is placed.
-- e.g. rules.hex(1) == "0,3"
function lib.hex(seat) return cv.var(cv.player(seat), "hex") end

-- The facing of seat's figure: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW.
-- e.g. rules.facing(2) == 3
function lib.facing(seat) return cv.var(cv.player(seat), "facing") or 0 end

-- A facing as text: its name and arrow ("N ↑").
-- e.g. rules.facing_text(0) == "N ↑"
function lib.facing_text(f) return lib.DIR_NAMES[f + 1] .. " " .. lib.ARROWS[f + 1] end

-- seat's Power tokens (the pool 'power').
-- e.g. rules.power(1) >= 1
function lib.power(seat) return cv.pool(cv.player(seat), "power") end

-- seat's Score tokens (the pool 'score').
-- e.g. rules.score(2)
function lib.score(seat) return cv.pool(cv.player(seat), "score") end

-- The player taking a turn in the Resolution Phase, or nil.
-- e.g. rules.active() == cv.owner(self)
function lib.active() return cv.var(cv.GAME, "active") end

-- The Power leader (Special Initiative Card): the seat with more Power
-- tokens than each other player, or nil when none has.
-- e.g. rules.leader()
function lib.leader()
  local best, top, tied = nil, -1, false
  for s = 1, cv.nplayers() do
    local p = lib.power(s)
    if p > top then best, top, tied = s, p, false
    elseif p == top then tied = true end
  end
  if tied then return nil end
  return best
end

-- ---- the board -------------------------------------------------------------------

-- The cells of the board, sorted (option board: "hexagonN", a hexagon of
-- radius N around 0,0, or a list of cells "q,r;q,r;...").
-- e.g. #rules.board() == 37
function lib.board()
  local o = cv.options.board or "hexagon3"
  local r = o:match("^hexagon(%d+)$")
  if r then return cv.hex.hexagon(tonumber(r)) end
  local cells = {}
  for k in o:gmatch("[^;%s]+") do cells[#cells + 1] = k end
  return cv.hex.sort(cells)
end

-- The board as a set: cell key -> true.
-- e.g. rules.board_set()["0,0"]
function lib.board_set()
  local set = {}
  for _, k in ipairs(lib.board()) do set[k] = true end
  return set
end

-- The seats whose figures stand on 'cell', in seat order.
-- e.g. rules.figures_at("0,1")[1]
function lib.figures_at(cell)
  local out = {}
  for s = 1, cv.nplayers() do
    if lib.hex(s) == cell then out[#out + 1] = s end
  end
  return out
end

-- The cells of the board with no figure on them but seat's own (seat nil:
-- none excepted), sorted: where a figure may move through and end.
-- e.g. #rules.free_cells(1)
function lib.free_cells(seat)
  local taken = {}
  for s = 1, cv.nplayers() do
    if s ~= seat and lib.hex(s) then taken[lib.hex(s)] = true end
  end
  local out = {}
  for _, k in ipairs(lib.board()) do
    if not taken[k] then out[#out + 1] = k end
  end
  return out
end

-- The hex directly behind seat's figure.
-- e.g. rules.behind(2) == rules.hex(1)
function lib.behind(seat) return cv.hex.behind(lib.hex(seat), lib.facing(seat)) end

-- ---- Style cards -------------------------------------------------------------------

-- seat's Style card, or nil.
-- e.g. cv.name(rules.style(1))
function lib.style(seat) return cv.zone("style", seat)[1] end

-- The offset, in the facing-0 frame, of a Style path ("F", "F+FL").
-- e.g. rules.path_offset("F+F") == "0,-2"
function lib.path_offset(path)
  local cell = "0,0"
  for step in path:gmatch("[^+]+") do cell = cv.hex.neighbour(cell, lib.STEPS[step]) end
  return cell
end

-- The hexes seat's Style card covers now, from its figure's hex and facing:
-- a list of { cell =, need = 3 or 4 }, 3+ first, then the card's 4+ hexes
-- in order; hexes off the board left out.
-- e.g. rules.style_hexes(1)[1].need == 3
function lib.style_hexes(seat)
  local st, at = lib.style(seat), lib.hex(seat)
  if not st or not at then return {} end
  local d, on, out = cv.def(st), lib.board_set(), {}
  local function add(list, need)
    for _, p in ipairs(list or {}) do
      local cell = cv.hex.offset(at, lib.facing(seat), lib.path_offset(p))
      if on[cell] then out[#out + 1] = { cell = cell, need = need } end
    end
  end
  add(d.three, 3)
  add(d.four, 4)
  return out
end

-- The figures seat may attack (Attack section: inside a hex of its Style
-- card): a list of { seat =, cell =, need = }, in the order of
-- rules.style_hexes, then by seat.
-- e.g. #rules.targets(1) > 0
function lib.targets(seat)
  local out = {}
  for _, h in ipairs(lib.style_hexes(seat)) do
    for _, t in ipairs(lib.figures_at(h.cell)) do
      if t ~= seat then out[#out + 1] = { seat = t, cell = h.cell, need = h.need } end
    end
  end
  return out
end

-- ---- tokens --------------------------------------------------------------------------

-- The tokens left in the pile of 'kind' ("power" or "score"): 20 less those
-- the players hold (spent Power goes back to it); nil with option
-- token_supply=unlimited.
-- e.g. rules.pile("power")
function lib.pile(kind)
  if cv.options.token_supply == "unlimited" then return nil end
  local n = lib.PILE
  for s = 1, cv.nplayers() do n = n - cv.pool(cv.player(s), kind) end
  return n
end

-- seat takes n tokens of 'kind' from its pile, as many as it holds (Power
-- token effects; option token_supply); returns how many it took.
-- e.g. rules.gain(cv.owner(self), "power", 1)
function lib.gain(seat, kind, n)
  local left = lib.pile(kind)
  if left and n > left then
    cv.log("the %s pile holds %d token%s: %s takes %s", kind, left, left == 1 and "" or "s",
      cv.player_name(seat), left == 0 and "none" or left)
    n = left
  end
  if n > 0 then cv.add_pool(cv.player(seat), kind, n) end
  return n
end

-- seat spends n Power tokens (back to the pile); an error when it has fewer.
-- e.g. rules.spend_power(1, 1)
function lib.spend_power(seat, n)
  if n > 0 then cv.add_pool(cv.player(seat), "power", -n) end
end

-- ---- dice ----------------------------------------------------------------------------

-- Rolls n six-sided dice; returns the list of rolls. Fixed rolls come first:
-- the game variable 'dice' ("6,2,3": a position's vars, or option dice)
-- gives the next ones, each used once, then the game's seeded RNG.
-- e.g. local rolls = rules.roll(2)
function lib.roll(n)
  local out = {}
  for i = 1, n do
    local fixed = cv.var(cv.GAME, "dice")
    if type(fixed) == "string" and fixed ~= "" then
      local first, rest = fixed:match("^%s*(%d+)%s*,?(.*)$")
      out[i] = tonumber(first)
      cv.set_var(cv.GAME, "dice", rest ~= "" and rest or nil, "quiet")
    elseif math.type(fixed) == "integer" then
      out[i] = fixed
      cv.set_var(cv.GAME, "dice", nil, "quiet")
    else
      out[i] = cv.random(1, 6)
    end
  end
  return out
end

-- The hits of a roll against a hex marked need+ (Attack section: a die
-- showing need or more is a hit).
-- e.g. rules.hits({ 6, 2 }, 3) == 1
function lib.hits(rolls, need)
  local n = 0
  for _, r in ipairs(rolls) do
    if r >= need then n = n + 1 end
  end
  return n
end

-- ---- Action cards ---------------------------------------------------------------------

-- The Move section's number of card c: its 'move', 0 for a section with no
-- number when option card3_move=turn, nil when it is no move at all.
-- e.g. rules.move_steps(self)
function lib.move_steps(c)
  local d = cv.def(c)
  if d.move_none then return cv.options.card3_move == "turn" and 0 or nil end
  return d.move
end

-- A section of card c as text: "move", "attack" or "reaction".
-- e.g. rules.section_text(self, "attack") == "2 dice, Push, -1 Power"
function lib.section_text(c, section)
  local d, out = cv.def(c), {}
  local function power(n)
    if n and n ~= 0 then out[#out + 1] = (n > 0 and "+" or "") .. n .. " Power" end
  end
  if section == "move" then
    out[1] = d.move_none and "no number" or tostring(d.move)
    if d.displace then out[#out + 1] = "Displace" end
    power(d.move_power)
  elseif section == "attack" then
    out[1] = d.dice .. (d.dice == 1 and " die" or " dice")
    if d.barrage then out[#out + 1] = "Barrage" end
    if d.push then out[#out + 1] = "Push" end
    if d.fumble then out[#out + 1] = "Fumble" end
    power(d.attack_power)
  else
    if d.react_move then out[#out + 1] = "move " .. d.react_move end
    if d.shields then out[#out + 1] = d.shields .. (d.shields == 1 and " Shield" or " Shields") end
    power(d.react_power)
  end
  return table.concat(out, ", ")
end

-- Can seat pay a section's Power (Power token effects: a section with a
-- spend symbol cannot be used without the token)? 'p' is the section's
-- Power value (negative: spent).
-- e.g. rules.can_pay(1, cv.def(self).attack_power)
function lib.can_pay(seat, p)
  return not p or p >= 0 or lib.power(seat) >= -p
end

-- ---- checks -----------------------------------------------------------------------------

-- What must always hold (tests/soak.c): no pool below zero; each figure on a
-- cell of the board, facing 0-5; no two figures on one hex (unless option
-- land_on_figure=yes); the piles of 20 never overdrawn; the Initiative cards
-- two a player plus the Special card.
-- e.g. rules.invariants() == nil
function lib.invariants()
  local bad = cv.negative_pool()
  if bad then return bad end
  local on, seen = lib.board_set(), {}
  for s = 1, cv.nplayers() do
    local h, f = lib.hex(s), lib.facing(s)
    if not h or not on[h] then return cv.player_name(s) .. "'s figure is off the board (" .. tostring(h) .. ")" end
    if math.type(f) ~= "integer" or f < 0 or f > 5 then return cv.player_name(s) .. "'s facing is " .. tostring(f) end
    if seen[h] and cv.options.land_on_figure ~= "yes" then
      return cv.player_name(s) .. " and " .. cv.player_name(seen[h]) .. " share the hex " .. h
    end
    seen[h] = s
  end
  for _, kind in ipairs({ "power", "score" }) do
    local left = lib.pile(kind)
    if left and left < 0 then return "the " .. kind .. " pile is overdrawn (" .. left .. ")" end
  end
  local n = 0
  for c = 1, cv.ncards() do
    local k = cv.def(c).kind
    if k == "initiative" or k == "special" then n = n + 1 end
  end
  if n ~= 2 * cv.nplayers() + 1 then return n .. " Initiative cards, not " .. (2 * cv.nplayers() + 1) end
  return nil
end

-- ---- events ----------------------------------------------------------------------------

-- Cards have no abilities (the rules resolve their sections), so no card
-- triggers yet; the kernel's phase events are there for one that would.
-- event phase_start {phase}: a phase begins (raised by the kernel); phase is its name (draw, initiative, resolution, scoring).
-- e.g. trigger = "phase_start"
-- event phase_end {phase}: a phase ends (raised by the kernel); phase is its name.
-- e.g. trigger = "phase_end"

return lib
