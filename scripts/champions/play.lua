-- Champion's Combat: the round's procedures. The Draw, Initiative,
-- Resolution and Scoring Phases, a turn, the Move, Attack and Reaction
-- sections, and the Power token effects. Comments and causes name the
-- headings of the rules page; "facts sheet" is the card list and open
-- questions that fill its gaps. docs/champions.md lists the readings taken.

local cv, ipairs = cv, ipairs
local P = {}
local lib

function P.init(l) lib = l end

local function name(seat) return cv.player_name(seat) end
local function plural(n, word, many) return n .. " " .. (n == 1 and word or (many or word .. "s")) end

-- ---- figures -----------------------------------------------------------------------

-- Puts seat's figure on 'cell' (the player variable 'hex').
function P.set_hex(seat, cell) cv.set_var(cv.player(seat), "hex", cell, "quiet") end

-- Turns seat's figure to facing f (the player variable 'facing').
function P.set_facing(seat, f) cv.set_var(cv.player(seat), "facing", f, "quiet") end

-- The corner of a hexagon of radius r in direction d.
local function corner(r, d)
  local cell = "0,0"
  for _ = 1, r do cell = cv.hex.neighbour(cell, d) end
  return cell
end

-- The start hexes and facings, one { cell, facing } per seat (option start:
-- "corners", or "q,r/f;q,r/f;..." a cell and a facing per seat). Corners:
-- 2 players on opposite corners (S, N), 3 on alternate corners (S, NE,
-- NW), 4 on two pairs of opposite corners (SW, NE, NW, SE); each faces the
-- centre.
function P.start_hexes(n)
  local o = cv.options.start or "corners"
  local out = {}
  if o == "corners" then
    local r = tonumber((cv.options.board or "hexagon3"):match("^hexagon(%d+)$"))
    if not r or r < 1 then
      error("option start=corners needs a board 'hexagonN' (N >= 1); give start=q,r/f;... for board '" ..
        tostring(cv.options.board) .. "'", 0)
    end
    local dirs = ({ [2] = { 3, 0 }, [3] = { 3, 1, 5 }, [4] = { 4, 1, 5, 2 } })[n]
    for i, d in ipairs(dirs) do out[i] = { corner(r, d), (d + 3) % 6 } end
    return out
  end
  for part in o:gmatch("[^;]+") do
    local cell, f = part:match("^%s*(%-?%d+,%-?%d+)/([0-5])%s*$")
    if not cell then error("option start: '" .. part .. "' is not q,r/facing (facing 0-5)", 0) end
    out[#out + 1] = { cell, tonumber(f) }
  end
  if #out < n then error("option start gives " .. #out .. " start hexes for " .. n .. " players", 0) end
  return out
end

-- Places the figures of the seats that have none on their start hexes.
function P.place_figures()
  local starts, on
  for s = 1, cv.nplayers() do
    if not lib.hex(s) then
      starts = starts or P.start_hexes(cv.nplayers())
      on = on or lib.board_set()
      local cell, f = starts[s][1], starts[s][2]
      if not on[cell] then error("start hex " .. cell .. " of " .. name(s) .. " is not on the board", 0) end
      P.set_hex(s, cell)
      P.set_facing(s, f)
      cv.log("%s's champion starts on %s facing %s", name(s), cell, lib.facing_text(f))
    end
  end
end

-- Asks 'chooser' which way seat's figure faces now, and turns it.
function P.choose_facing(chooser, seat, prompt)
  local cur, opts = lib.facing(seat), {}
  for f = 0, 5 do
    opts[#opts + 1] = { label = "face " .. lib.facing_text(f) .. (f == cur and " (as now)" or ""), facing = f }
  end
  local pick = cv.choose(chooser, prompt, opts)
  P.set_facing(seat, pick.facing)
  cv.log("%s's champion faces %s", name(seat), lib.facing_text(pick.facing))
end

-- ---- Power token effects -------------------------------------------------------------

-- A section's Power value p for seat: a positive p gains that many Power
-- tokens, a negative p spends them (Power token effects).
function P.power(seat, p)
  if not p or p == 0 then return end
  cv.because("rule: Power token effects", function()
    if p > 0 then lib.gain(seat, "power", p) else lib.spend_power(seat, -p) end
  end)
end

-- ---- moves (Move section) ---------------------------------------------------------------

-- Where a displaced figure t may be put (Move section: Displace): a hex next
-- to x, the hex the mover enters, but not 'from', the hex it entered from;
-- on the board and free of figures (the mover's own start is free, as it
-- has left it), unless option land_on_figure=yes.
function P.displace_landings(seat, x, from, t)
  local on, out = lib.board_set(), {}
  for _, n in ipairs(cv.hex.sort(cv.hex.neighbours(x))) do
    if on[n] and n ~= from then
      local taken = false
      for _, s in ipairs(lib.figures_at(n)) do
        if s ~= seat then taken = true end
      end
      if not taken or cv.options.land_on_figure == "yes" then out[#out + 1] = n end
    end
  end
  return out
end

-- The ends of a move of 'steps' hexes by seat's figure (Move section):
-- through free hexes only, not ending on a figure nor, for a move of more
-- than 0, on the hex it started on; exactly 'steps' hexes (option
-- move_distance=up_to: 1 to 'steps'). With 'displace', also the hexes of
-- other figures entered by the last step. A list of { cell = } and
-- { cell =, displace = SEAT, from = CELL }, the plain ends first, sorted.
function P.move_ends(seat, steps, displace)
  local start, free = lib.hex(seat), lib.free_cells(seat)
  local lengths = { steps }
  if cv.options.move_distance == "up_to" then
    lengths = {}
    for k = 1, steps do lengths[k] = k end
  end
  local out, seen = {}, {}
  for _, k in ipairs(lengths) do
    for _, e in ipairs(cv.hex.walks(start, k, free)) do
      if e ~= start and not seen[e] then
        seen[e] = true
        out[#out + 1] = { cell = e }
      end
    end
  end
  if not displace then return out end
  local on = lib.board_set()
  for _, k in ipairs(lengths) do
    for _, from in ipairs(cv.hex.walks(start, k - 1, free)) do
      for _, x in ipairs(cv.hex.sort(cv.hex.neighbours(from))) do
        if on[x] then
          for _, t in ipairs(lib.figures_at(x)) do
            local key = x .. "/" .. from .. "/" .. t
            if t ~= seat and not seen[key] and #P.displace_landings(seat, x, from, t) > 0 then
              seen[key] = true
              out[#out + 1] = { cell = x, displace = t, from = from }
            end
          end
        end
      end
    end
  end
  return out
end

-- Moves seat's figure 'steps' hexes (Move section), seat choosing the end
-- (and, after a Displace, where the other figure goes); 'optional' offers
-- to stay (a reaction's move, option reaction_move). Returns true when the
-- figure moved.
function P.move(seat, steps, displace, optional)
  local ends = P.move_ends(seat, steps, displace)
  local at = lib.hex(seat)
  if #ends == 0 then
    cv.log("%s's champion cannot move %s from %s: no free hex to end on", name(seat), plural(steps, "hex", "hexes"), at)
    return false
  end
  local opts = {}
  if optional then opts[1] = { label = "stay on " .. at } end
  for _, e in ipairs(ends) do
    local label = "move to " .. e.cell
    if e.displace then
      label = label .. ", displacing " .. name(e.displace) .. " (entering from " .. e.from .. ")"
    end
    opts[#opts + 1] = { label = label, e = e }
  end
  local pick = cv.choose(seat, "move " .. plural(steps, "hex", "hexes") ..
    " from " .. at .. " to which hex?", opts)
  if not pick.e then
    cv.log("%s's champion stays on %s", name(seat), at)
    return false
  end
  local e = pick.e
  if e.displace then
    local lands = P.displace_landings(seat, e.cell, e.from, e.displace)
    local lopts = {}
    for _, n in ipairs(lands) do lopts[#lopts + 1] = { label = "put " .. name(e.displace) .. " on " .. n, cell = n } end
    local put = cv.choose(seat, "Displace: put " .. name(e.displace) .. "'s champion on which hex?", lopts)
    P.set_hex(e.displace, put.cell)
    cv.log("%s's champion is displaced from %s to %s, still facing %s", name(e.displace), e.cell, put.cell,
      lib.facing_text(lib.facing(e.displace)))
  end
  P.set_hex(seat, e.cell)
  cv.log("%s's champion moves %s from %s to %s", name(seat), plural(steps, "hex", "hexes"), at, e.cell)
  return true
end

-- Is the Move section of card c usable by seat: a move of 0 (or none) always
-- is; a move of N needs a hex to end on.
function P.can_move(seat, c)
  local steps = lib.move_steps(c)
  if not steps or steps == 0 then return true end
  return #P.move_ends(seat, steps, cv.def(c).displace) > 0
end

-- The Move section of card c, used by seat: its Power, the move, then the
-- facing (a 0 move: only the facing; card #3 under card3_move=none:
-- neither).
function P.move_section(seat, c)
  local d = cv.def(c)
  local steps = lib.move_steps(c)
  P.power(seat, d.move_power)
  if steps and steps > 0 then P.move(seat, steps, d.displace, false) end
  if steps then
    P.choose_facing(seat, seat, "which way does your champion face?")
  else
    cv.log("%s's Move section has no number: no move and no turn (option card3_move)", cv.name(c))
  end
end

-- ---- attacks (Attack section) -------------------------------------------------------------

-- Where the attacker may push target t ({ seat, cell }) (Attack section:
-- Push): a hex next to it on the board (never into a wall), free of figures
-- unless option land_on_figure=yes; with option push_direction=away, only
-- a hex farther from the attacker.
function P.push_landings(attacker, t)
  local on, from, out = lib.board_set(), lib.hex(attacker), {}
  local d0 = cv.hex.distance(from, t.cell)
  for _, n in ipairs(cv.hex.sort(cv.hex.neighbours(t.cell))) do
    if on[n] and (#lib.figures_at(n) == 0 or (cv.options.land_on_figure == "yes" and n ~= from)) and
        (cv.options.push_direction ~= "away" or cv.hex.distance(from, n) > d0) then
      out[#out + 1] = n
    end
  end
  return out
end

-- The figures seat may choose as the target of card c's attack: every
-- figure in its Style card's hexes, less, with Push under option
-- push_blocked=refuse, those that cannot be pushed.
function P.attack_targets(seat, c)
  local d, out = cv.def(c), {}
  for _, t in ipairs(lib.targets(seat)) do
    if not (d.push and cv.options.push_blocked == "refuse" and #P.push_landings(seat, t) == 0) then
      out[#out + 1] = t
    end
  end
  return out
end

-- Is the Attack section of card c usable by seat: its Power paid, a figure
-- in its Style card's hexes (Attack section).
function P.can_attack(seat, c)
  local d = cv.def(c)
  if not lib.can_pay(seat, d.attack_power) then return false end
  return #P.attack_targets(seat, c) > 0
end

-- Push: the attacker moves target t one hex; its facing stays. No free hex:
-- the push is skipped.
local function push(attacker, t)
  local lands = P.push_landings(attacker, t)
  if #lands == 0 then
    cv.log("%s's champion cannot be pushed: no free hex next to it on the board", name(t.seat))
    return
  end
  local opts = {}
  for _, n in ipairs(lands) do opts[#opts + 1] = { label = "push " .. name(t.seat) .. " to " .. n, cell = n } end
  local pick = cv.choose(attacker, "Push: move " .. name(t.seat) .. "'s champion to which hex?", opts)
  P.set_hex(t.seat, pick.cell)
  cv.log("%s's champion is pushed from %s to %s, still facing %s", name(t.seat), t.cell, pick.cell,
    lib.facing_text(lib.facing(t.seat)))
end

-- The Attack section of card c, used by seat: Power, the target(s), the
-- dice, Push and Fumble, the targets' Reactions, then the hits scored.
function P.attack_section(seat, c)
  local d = cv.def(c)
  P.power(seat, d.attack_power)
  local from = lib.hex(seat)
  local targets
  if d.barrage then
    targets = lib.targets(seat)
  else
    local opts = {}
    for _, t in ipairs(P.attack_targets(seat, c)) do
      opts[#opts + 1] = { label = "attack " .. name(t.seat) .. " on " .. t.cell .. " (" .. t.need .. "+)", t = t }
    end
    targets = { cv.choose(seat, "attack which champion?", opts).t }
  end
  local once = d.barrage and cv.options.barrage_roll == "once" and lib.roll(d.dice) or nil
  for _, t in ipairs(targets) do
    t.behind = lib.behind(t.seat) == from
    t.rolls = once or lib.roll(d.dice)
    t.hits = lib.hits(t.rolls, t.need)
    t.shields = 0
    local shown = {}
    for i, r in ipairs(t.rolls) do shown[i] = tostring(r) end
    cv.log("%s attacks %s on %s (%d+) with %s: %s: %s", name(seat), name(t.seat), t.cell, t.need,
      plural(d.dice, "die", "dice"), table.concat(shown, ", "), plural(t.hits, "hit"))
  end
  if d.push then
    for _, t in ipairs(targets) do push(seat, t) end
  end
  if d.fumble then
    for _, t in ipairs(targets) do
      P.choose_facing(t.seat, seat, "Fumble: which way does " .. name(seat) .. "'s champion face now?")
    end
  end
  P.reactions(seat, targets)
  local total = 0
  for _, t in ipairs(targets) do total = total + math.max(0, t.hits - t.shields) end
  P.score_hits(seat, total)
end

-- ---- reactions (Reaction section) ----------------------------------------------------------

-- The cards of target t's hand whose Reaction section it may use: none
-- when it was attacked from the hex directly behind it; else those whose
-- Power it can pay.
local function reaction_cards(t)
  local out = {}
  if t.behind then return out end
  for _, c in ipairs(cv.zone("hand", t.seat)) do
    if lib.can_pay(t.seat, cv.def(c).react_power) then out[#out + 1] = c end
  end
  return out
end

-- The Reaction of target t: unless it was attacked from the hex directly
-- behind it, it may discard a card of its hand whose Reaction section it
-- can pay for and resolve it: Power, Shields (t.shields), a move that does
-- not dodge.
local function react(attacker, t)
  if t.behind then
    cv.log("%s was attacked from the hex directly behind: no Reaction", name(t.seat))
    return
  end
  local opts = { { label = "no Reaction" } }
  for _, c in ipairs(reaction_cards(t)) do
    opts[#opts + 1] = { label = cv.name(c) .. ": Reaction section (" .. lib.section_text(c, "reaction") .. ")", card = c }
  end
  local pick = cv.choose(t.seat, plural(t.hits, "hit") .. " from " .. name(attacker) ..
    "'s attack: discard a card for its Reaction section?", opts)
  if not pick.card then return end
  local d = cv.def(pick.card)
  cv.move(pick.card, "discard", t.seat)
  P.power(t.seat, d.react_power)
  if d.shields then
    t.shields = d.shields
    cv.log("%s: %s against %s: %s left", name(t.seat), plural(d.shields, "Shield"), plural(t.hits, "hit"),
      plural(math.max(0, t.hits - t.shields), "hit"))
  end
  if d.react_move then
    if P.move(t.seat, d.react_move, false, cv.options.reaction_move ~= "required") then
      P.choose_facing(t.seat, t.seat, "which way does your champion face?")
    end
    cv.log("%s's move does not dodge the attack: the hits stand", name(t.seat))
  end
end

-- Each target reacts in turn (Reaction section); with more than one
-- (Barrage) the attacker decides the order, asked only while two or more
-- of those left could react.
function P.reactions(attacker, targets)
  local left = {}
  for i, t in ipairs(targets) do left[i] = t end
  while #left > 0 and not cv.over() do
    local i, able = 1, 0
    for _, t in ipairs(left) do
      if #reaction_cards(t) > 0 then able = able + 1 end
    end
    if able > 1 then
      local opts = {}
      for k, t in ipairs(left) do opts[k] = { label = name(t.seat) .. " reacts next", k = k } end
      i = cv.choose(attacker, "Barrage: which target reacts next?", opts).k
    end
    local t = table.remove(left, i)
    cv.because("rule: Reaction section", react, attacker, t)
  end
end

-- ---- scoring (Scoring Phase, Winning the Game) ----------------------------------------------

-- The game ends when 'seats' include players with 5 Score tokens or more:
-- one of them wins; several (option scoring=round): the one with the most
-- wins, else a draw (option score_tie).
function P.check_win(seats)
  local won = {}
  for _, s in ipairs(seats) do
    if lib.score(s) >= lib.WIN then won[#won + 1] = s end
  end
  if #won == 0 or cv.over() then return end
  if #won == 1 then
    cv.end_game(name(won[1]) .. " wins with " .. lib.score(won[1]) .. " Score tokens", { won[1] })
    return
  end
  local best, top, tied = nil, -1, false
  for _, s in ipairs(won) do
    if lib.score(s) > top then best, top, tied = s, lib.score(s), false
    elseif lib.score(s) == top then tied = true end
  end
  if cv.options.score_tie == "more" and not tied then
    cv.end_game(name(best) .. " wins with " .. top .. " Score tokens, the most of those who reached 5", { best })
  else
    local names = {}
    for i, s in ipairs(won) do names[i] = name(s) end
    cv.end_game("a draw: " .. table.concat(names, " and ") .. " reach 5 Score tokens together")
  end
end

-- The hits of an attack by seat (Scoring Phase): one Score token each, at
-- once (option scoring=attack: the default), or kept in the pool 'hits'
-- until the round's Scoring Phase (scoring=round).
function P.score_hits(seat, n)
  cv.because("rule: Scoring Phase", function()
    if cv.options.scoring == "round" then
      if n > 0 then cv.add_pool(cv.player(seat), "hits", n) end
      return
    end
    if n == 0 then
      cv.log("%s scores no hit", name(seat))
      return
    end
    lib.gain(seat, "score", n)
    P.check_win({ seat })
  end)
end

-- ---- the phases -------------------------------------------------------------------

-- Draw Phase: every hand discarded, every discard pile shuffled into its
-- deck, then 4 cards drawn each.
function P.draw_phase()
  local n = cv.nplayers()
  for s = 1, n do
    for _, c in ipairs(cv.zone("hand", s)) do cv.move(c, "discard", s) end
  end
  for s = 1, n do
    for _, c in ipairs(cv.zone("discard", s)) do cv.move(c, "deck", s) end
    cv.shuffle("deck", s)
  end
  for s = 1, n do
    for _ = 1, lib.HAND do
      local top = cv.zone("deck", s)[1]
      if not top then break end
      cv.move(top, "hand", s)
    end
  end
end

-- The Initiative cards of colour 'colour' in the zone 'zone' (shared).
local function of_colour(zone, colour)
  local out = {}
  for _, c in ipairs(cv.zone(zone, nil)) do
    if cv.def(c).colour == colour then out[#out + 1] = c end
  end
  return out
end

-- Initiative Phase: two decks of one Initiative card per player, shuffled
-- apart, the first on the second, the Special card at the bottom; drawn one
-- by one into the line, the order of the round's turns.
function P.initiative_phase()
  for _, z in ipairs({ "line", "resolved", "half1", "half2" }) do
    for _, c in ipairs(cv.zone(z, nil)) do cv.move(c, "initiative", nil) end
  end
  for s = 1, cv.nplayers() do
    local mine = of_colour("initiative", lib.colour(s))
    if mine[1] then cv.move(mine[1], "half1", nil) end
    if mine[2] then cv.move(mine[2], "half2", nil) end
  end
  cv.shuffle("half1", nil)
  cv.shuffle("half2", nil)
  for _, z in ipairs({ "half1", "half2" }) do
    for _, c in ipairs(cv.zone(z, nil)) do cv.move(c, "line", nil) end
  end
  for _, c in ipairs(cv.zone("initiative", nil)) do
    if cv.def(c).kind == "special" then cv.move(c, "line", nil) end
  end
  local names = {}
  for i, c in ipairs(cv.zone("line", nil)) do names[i] = cv.def(c).title end
  cv.log("the order of play: %s", table.concat(names, ", "))
end

-- A turn of seat (Resolution Phase): one card of its hand played for its
-- Move or its Attack section, and discarded; no playable card: the turn is
-- skipped.
function P.turn(seat)
  local opts = {}
  for _, c in ipairs(cv.zone("hand", seat)) do
    if P.can_move(seat, c) then
      opts[#opts + 1] = { label = cv.name(c) .. ": Move section (" .. lib.section_text(c, "move") .. ")",
        card = c, section = "move" }
    end
    if P.can_attack(seat, c) then
      opts[#opts + 1] = { label = cv.name(c) .. ": Attack section (" .. lib.section_text(c, "attack") .. ")",
        card = c, section = "attack" }
    end
  end
  if #opts == 0 then
    cv.log("%s has no playable card: the turn is skipped", name(seat))
    return
  end
  local pick = cv.choose(seat, "play a card for its Move or its Attack section", opts)
  cv.move(pick.card, "discard", seat)
  if pick.section == "move" then
    cv.because("rule: Move section", P.move_section, seat, pick.card)
  else
    cv.because("rule: Attack section", P.attack_section, seat, pick.card)
  end
end

-- seat takes a turn: the active player until it ends (the game variable
-- 'active', and the kernel's 'player').
function P.take_turn(seat)
  cv.scope("champion_turn", function()
    cv.set_var(cv.GAME, "player", seat, "quiet")
    cv.set_var(cv.GAME, "active", seat, { quiet = true, ["until"] = "champion_turn" })
    cv.log("%s takes a turn", name(seat))
    cv.because("rule: Resolution Phase", P.turn, seat)
  end)
end

-- The Special Initiative card (Initiative Phase): a player with more Power
-- tokens than each other player takes a turn (option special_decline: may
-- they decline it); else nothing happens.
local function special()
  local l = lib.leader()
  if not l then
    cv.log("Special Initiative: no player has more Power tokens than each other player: nothing happens")
    return
  end
  cv.log("Special Initiative: %s has more Power tokens (%d) than each other player", name(l), lib.power(l))
  if cv.options.special_decline == "yes" and not cv.ask(l, "take the Special Initiative turn?") then
    cv.log("%s declines the turn", name(l))
    return
  end
  P.take_turn(l)
end

-- Resolution Phase: the Initiative cards of the line, in order, each moved
-- to 'resolved' as it is resolved.
function P.resolution_phase()
  while not cv.over() do
    local c = cv.zone("line", nil)[1]
    if not c then break end
    cv.move(c, "resolved", nil)
    local d = cv.def(c)
    if d.kind == "special" then
      cv.because("rule: Initiative Phase", special)
    else
      local s = lib.seat_of_colour(d.colour)
      if s then P.take_turn(s) end
    end
  end
end

-- Scoring Phase (the round's): with option scoring=round, each player's
-- hits of the round become Score tokens, then the winners are checked; then
-- the round limit (option round_limit) ends a game still running as a draw.
function P.scoring_phase()
  if cv.options.scoring == "round" then
    local all = {}
    for s = 1, cv.nplayers() do
      local h = cv.pool(cv.player(s), "hits")
      if h > 0 then
        cv.set_pool(cv.player(s), "hits", 0)
        lib.gain(s, "score", h)
      end
      all[s] = s
    end
    P.check_win(all)
  end
  local limit = tonumber(cv.options.round_limit) or 0
  if not cv.over() and limit > 0 and (cv.var(cv.GAME, "turn") or 0) >= limit then
    cv.end_game("a draw: no champion has 5 Score tokens after " .. limit .. " rounds (option round_limit)")
  end
end

return P
