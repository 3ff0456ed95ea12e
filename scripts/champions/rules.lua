-- Champion's Combat: the ruleset. Champions fight on a board of hexes; a
-- Round of Combat is the Draw, Initiative, Resolution and Scoring Phases;
-- the first to hold 5 Score tokens wins.
--
-- Sources: the game's rules page (comments and causes name its headings)
-- and a facts sheet that fills its gaps (the 15 Action designs, the 9 Style
-- patterns, the hexes and facings); every open question of the facts sheet
-- is an option below. docs/champions.md says how to play it, the card
-- format and the readings.
--
-- The kernel's turn is one Round of Combat (R.phases); during the
-- Resolution Phase the kernel's 'player' is the active player.

local cv, ipairs = cv, ipairs
local lib = include("lib")
local P = include("play")
P.init(lib)

local R = {
  name = "champions",
  timing_words = {},
  events = {},
  decks = { "decks/ann.deck", "decks/bob.deck" },
  lib = lib,
  options = {
    board = { default = "hexagon3",
      doc = "OPEN (a hex board with about 40 hexes): 'hexagonN', a hexagon of radius N around 0,0 (hexagon3: 37 hexes), or the cells 'q,r;q,r;...'" },
    start = { default = "corners",
      doc = "OPEN (start hexes): 'corners' (2 players: S and N corners; 3: S, NE, NW; 4: SW, NE, NW, SE; facing the centre) or 'q,r/f;...' a hex and facing (0-5) per seat" },
    styles = { default = "random",
      doc = "Setup: each player draws a random Style card ('random'), or 'N,N,...': the Style number of each seat" },
    deck_rules = { default = "strict", values = { "strict", "casual" },
      doc = "OPEN (per-player deck): 'strict': a deck is one copy of each of the 15 Action designs; 'casual': any Action cards" },
    card3_move = { default = "turn", values = { "turn", "none" },
      doc = "OPEN (card #3's Move section has no number): a move of 0 with a turn, or no move and no turn" },
    move_distance = { default = "exact", values = { "exact", "up_to" },
      doc = "OPEN (Move section): a move is exactly its number of hexes, or 1 up to it" },
    land_on_figure = { default = "no", values = { "no", "yes" },
      doc = "OPEN: may a Push or a Displace put a figure on a hex another figure holds (they then share it)" },
    push_blocked = { default = "skip", values = { "skip", "refuse" },
      doc = "OPEN (Push with no free hex): the push is skipped, or that target cannot be chosen for a Push attack" },
    push_direction = { default = "any", values = { "any", "away" },
      doc = "Push: the attacker moves the target to any free hex next to it, or only to one farther from the attacker" },
    barrage_roll = { default = "each", values = { "each", "once" },
      doc = "OPEN (Barrage): one roll per target at its hex's number, or one roll read against each target's number" },
    scoring = { default = "attack", values = { "attack", "round" },
      doc = "OPEN (Scoring Phase timing): Score tokens at once after each attack, or for the round's hits in the round's Scoring Phase" },
    score_tie = { default = "more", values = { "more", "draw" },
      doc = "OPEN (scoring=round: two players reach 5 together): the one with more Score tokens wins (equal: a draw), or a draw" },
    special_decline = { default = "no", values = { "no", "yes" },
      doc = "OPEN: may the Power leader decline the Special Initiative card's turn" },
    reaction_move = { default = "optional", values = { "optional", "required" },
      doc = "OPEN: may a reacting player decline the Reaction's move (keeping its Power and Shields), or must they move when they can" },
    token_supply = { default = "limited", values = { "limited", "unlimited" },
      doc = "OPEN (the 20 Power and 20 Score tokens run out): 'limited': a gain takes only what the pile holds (spent Power goes back); 'unlimited'" },
    dice = { default = "random",
      doc = "'random', or fixed rolls 'N,N,...' used first, then the seeded RNG (for judges and tests; a position may set the game variable dice instead)" },
    round_limit = { default = "100",
      doc = "a game still running at the end of this round is a draw (0: no limit)" },
  },
}

-- ---- card files ----------------------------------------------------------------------

local FIELDS = {}
for _, k in ipairs({ "title", "kind", "number", "move", "move_none", "displace", "move_power", "dice",
    "barrage", "push", "fumble", "attack_power", "react_move", "shields", "react_power", "three", "four",
    "colour", "text" }) do FIELDS[k] = true end
local KINDS = { "action", "style", "initiative", "special" }

local function whole(v, lo, hi) return math.type(v) == "integer" and v >= lo and v <= hi end

-- A card file is checked as it loads (docs/champions.md: Card files).
function R.check_card(file, d)
  local bad = cv.unknown_field(d, FIELDS)
  if bad then return bad .. "; the fields are in docs/champions.md" end
  bad = cv.unknown_name(d.kind, KINDS, "kind")
  if bad then return bad end
  if d.kind == "action" then
    if not d.move_none and not whole(d.move, 0, 6) then return "an Action card needs move = 0-6 (or move_none = true)" end
    if not whole(d.dice, 1, 6) then return "an Action card needs dice = 1-6" end
    for _, k in ipairs({ "move_power", "attack_power", "react_power" }) do
      if d[k] ~= nil and not whole(d[k], -3, 3) then return k .. " must be a whole number from -3 to 3" end
    end
    if d.react_move ~= nil and not whole(d.react_move, 1, 6) then return "react_move must be 1-6" end
    if d.shields ~= nil and not whole(d.shields, 1, 6) then return "shields must be 1-6" end
    if not (d.react_move or d.shields or d.react_power) then return "an Action card needs a Reaction section" end
  elseif d.kind == "style" then
    for _, k in ipairs({ "three", "four" }) do
      if type(d[k]) ~= "table" then return "a Style card needs " .. k .. " = { \"F\", \"F+FL\", ... }" end
      for _, p in ipairs(d[k]) do
        for step in tostring(p):gmatch("[^+]+") do
          bad = cv.unknown_name(step, { "F", "FR", "BR", "B", "BL", "FL" }, "Style step")
          if bad then return bad .. " in '" .. p .. "'" end
        end
      end
    end
  elseif d.kind == "initiative" then
    bad = cv.unknown_name(d.colour, lib.COLOURS, "colour")
    if bad then return bad end
  end
  return nil
end

-- ---- zones and set-up ------------------------------------------------------------------

-- Each player's zones: the Action deck (face down), the hand, the discard
-- pile, and the Style card in front of them.
function R.zones(seat)
  cv.zone_add("deck", seat, "deck")
  cv.zone_add("hand", seat, "hidden")
  cv.zone_add("discard", seat)
  cv.zone_add("style", seat)
end

-- The shared zones: the Style deck; the Initiative cards between rounds;
-- the two halves of the Initiative deck; the line of the round's order of
-- play; the Initiative cards resolved this round.
function R.shared_zones()
  cv.zone_add("styles", nil, "deck")
  cv.zone_add("initiative", nil)
  cv.zone_add("half1", nil, "deck")
  cv.zone_add("half2", nil, "deck")
  cv.zone_add("line", nil)
  cv.zone_add("resolved", nil)
end

-- Deck rules (option deck_rules): Action cards only; 'strict': one of each
-- of the 15 designs.
local function check_deck(d)
  local count = {}
  for _, e in ipairs(d.cards) do
    local def = cv.def_of(e.key)
    if def.kind ~= "action" then error(d.file .. ": " .. def.title .. " is not an Action card", 0) end
    count[def.number] = (count[def.number] or 0) + e.count
  end
  if cv.options.deck_rules ~= "strict" then return end
  for n = 1, 15 do
    if count[n] ~= 1 then
      error(d.file .. ": " .. (count[n] or 0) .. " copies of Action " .. n ..
        "; a deck is one of each of the 15 designs (option deck_rules=casual allows any)", 0)
    end
  end
end

-- The Initiative cards a game needs: two of each seat's colour and the
-- Special card, made in 'initiative' when missing (a position may give
-- some in the line).
local function make_initiative()
  local have = {}
  for c = 1, cv.ncards() do
    local d = cv.def(c)
    if d.kind == "initiative" or d.kind == "special" then
      local k = d.colour or "special"
      have[k] = (have[k] or 0) + 1
    end
  end
  for s = 1, cv.nplayers() do
    for _ = (have[lib.colour(s)] or 0) + 1, 2 do cv.card_new(lib.colour(s) .. "_initiative", s, "initiative", nil) end
  end
  if not have.special then cv.card_new("special_initiative", 1, "initiative", nil) end
end

-- The board (option board) is checked: its cells are keys, and there are some.
local function check_board()
  local ok, cells = pcall(lib.board)
  if not ok or #cells == 0 then
    error("option board: '" .. tostring(cv.options.board) .. "' is neither hexagonN nor a list of cells q,r;q,r;...", 0)
  end
end

-- Setup: the Action decks shuffled, the Initiative cards, a random Style
-- card each, the champions on their start hexes; play begins in the Draw
-- Phase. The piles of 20 Score and 20 Power tokens are what the players do
-- not hold (rules.pile).
function R.setup(decks)
  local n = #decks
  if n < 2 or n > 4 then error("Champion's Combat is for 2 to 4 players, one deck each (got " .. n .. ")", 0) end
  check_board()
  for seat, d in ipairs(decks) do
    check_deck(d)
    R.zones(seat)
    for _, e in ipairs(d.cards) do
      for _ = 1, e.count do cv.card_new(e.key, seat, "deck", seat) end
    end
    cv.shuffle("deck", seat)
  end
  R.shared_zones()
  make_initiative()
  for k = 1, 9 do cv.card_new("style_" .. k, 1, "styles", nil) end
  cv.shuffle("styles", nil)
  local wanted = {}
  if cv.options.styles ~= "random" then
    for k in cv.options.styles:gmatch("[^,%s]+") do wanted[#wanted + 1] = tonumber(k) end
  end
  for seat = 1, n do
    local pick = cv.zone("styles", nil)[1]
    if wanted[seat] then
      pick = nil
      for _, c in ipairs(cv.zone("styles", nil)) do
        if cv.def(c).number == wanted[seat] then pick = c end
      end
      if not pick then error("option styles: no Style " .. tostring(wanted[seat]) .. " left for seat " .. seat, 0) end
    end
    cv.move(pick, "style", seat)
  end
  P.place_figures()
  if cv.options.dice ~= "random" then cv.set_var(cv.GAME, "dice", cv.options.dice) end
end

-- A position: the Initiative cards it lacks are made, figures without a hex
-- go to their start hexes, and option dice applies unless it sets 'dice'.
-- (Cards have no abilities: the rules resolve their sections, so no
-- window, priority or trigger hook is needed.)
function R.position(spec, refs)
  cv.set_var(cv.GAME, "active", nil, "quiet") -- a dumped turn's: the turn starts afresh
  make_initiative()
  P.place_figures()
  if cv.options.dice ~= "random" and not (spec.vars and spec.vars.dice) then
    cv.set_var(cv.GAME, "dice", cv.options.dice)
  end
end

-- ---- the round (Phases of the Game) --------------------------------------------------------

local TITLES = { draw = "Draw Phase", initiative = "Initiative Phase", resolution = "Resolution Phase",
  scoring = "Scoring Phase" }
function R.phase_title(name) return TITLES[name] or name end

R.phases = {
  { name = "draw", run = function() P.draw_phase() end },
  { name = "initiative", run = function() P.initiative_phase() end },
  { name = "resolution", run = function() P.resolution_phase() end },
  { name = "scoring", run = function() P.scoring_phase() end },
}

-- A round is one of the kernel's turns, of every seat: its first line says
-- "round 3". The kernel's player of a round takes each seat in turn; no
-- rule reads it.
function R.turn_title(turn) return "round " .. turn end
function R.first_player() return 1 end
function R.next_player(seat) return (cv.var(cv.GAME, "turn") or 0) % cv.nplayers() + 1 end

-- ---- describing the game ---------------------------------------------------------------------

function R.describe()
  local parts = {}
  for s = 1, cv.nplayers() do
    local st = lib.style(s)
    local t = string.format("%s (%s, %s): %d Score, %d Power", cv.player_name(s), lib.colour(s),
      st and cv.def(st).title or "no Style", lib.score(s), lib.power(s))
    if cv.pool(cv.player(s), "hits") > 0 then t = t .. ", " .. cv.pool(cv.player(s), "hits") .. " hits to score" end
    if lib.hex(s) then t = t .. ", on " .. lib.hex(s) .. " facing " .. lib.facing_text(lib.facing(s)) end
    parts[#parts + 1] = t
  end
  local line = {}
  for i, c in ipairs(cv.zone("line", nil)) do line[i] = cv.def(c).title end
  local out = "Champion's Combat, round " .. (cv.var(cv.GAME, "turn") or 0) .. ": " .. table.concat(parts, "; ")
  if #line > 0 then out = out .. "\nstill to play this round: " .. table.concat(line, ", ") end
  return out
end

-- The board (docs/champions.md: The board on screen): each figure as its
-- letter and an arrow for its facing, in its player's colour; the hexes of
-- the current player's Style card marked 3+ or 4+ (a figure shows over a
-- mark); the other hexes a dot. The current player is the active player in
-- the Resolution Phase, else the one deciding.
function R.board(viewer)
  local cur = lib.active()
  if not cur then
    local dec = cv.decision()
    cur = dec and dec.seat or nil
  end
  local marks = {}
  if cur then
    for _, h in ipairs(lib.style_hexes(cur)) do marks[h.cell] = marks[h.cell] or h.need end
  end
  local cells = {}
  for _, k in ipairs(lib.board()) do
    local q, r = cv.hex.qr(k)
    local here = lib.figures_at(k)
    local cell = { q = q, r = r, text = ".", colour = "dim" }
    if #here == 1 then
      local s = here[1]
      cell.text, cell.colour = lib.letter(s) .. lib.ARROWS[lib.facing(s) + 1], lib.colour(s)
    elseif #here > 1 then
      local t = ""
      for _, s in ipairs(here) do t = t .. lib.letter(s) end
      cell.text, cell.colour = t:sub(1, 3), "bold"
    elseif marks[k] then
      cell.text, cell.colour = marks[k] .. "+", lib.colour(cur)
    end
    cells[#cells + 1] = cell
  end
  local who = {}
  for s = 1, cv.nplayers() do
    local st = lib.style(s)
    who[s] = lib.letter(s) .. " " .. cv.player_name(s) .. " (" .. lib.colour(s) .. ", " ..
      (st and cv.def(st).title or "no Style") .. ")"
  end
  local legend = table.concat(who, ", ")
  if cur then legend = legend .. "; 3+/4+: " .. cv.player_name(cur) .. "'s targets" end
  return { hex = cells, legend = legend }
end

return R
