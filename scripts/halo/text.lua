-- Halo TCG: words of game text (COSTS AND EFFECTS; MISCELLANEOUS): helpers
-- card scripts use through 'rules'. text.init(lib) adds them to the library.
--
-- Section names in comments are the rulebook's
-- (the Halo TCG rulebook).

local cv, ipairs = cv, ipairs -- upvalues: cheaper than the sandbox's global lookups
local def, var, owner = cv.def, cv.var, cv.owner
local text = {}
local lib, play

-- Adds the helpers to 'l'. 'p' is play.lua's module; when the ruleset does
-- not hand it over, this file loads its own copy (play.lua keeps no state of
-- its own besides the library).
function text.init(l, p)
  lib = l
  play = p
  if not play then
    play = include("play")
    play.init(l)
  end

  -- ---- cultures, races, keywords --------------------------------------------------

  -- The culture of c (nil for sites: Site cards are not part of any culture).
  -- e.g. rules.culture(self) == "Covenant"
  function lib.culture(c) return def(c).culture end
  -- Is card c of culture 'culture'?
  -- e.g. rules.is_culture(c, "UNSC")
  function lib.is_culture(c, culture) return def(c).culture == culture end
  -- Card c's race, or nil.
  -- e.g. rules.race(c) == "Spartan"
  function lib.race(c) return def(c).race end

  -- ---- Spot ---------------------------------------------------------------------------

  -- How many distinct things matching 'pred' can be spotted: active cards, or
  -- the distinct values of key(c) over them ("spot 3 Shadow cultures":
  -- key = rules.culture). Things whose key is nil are not counted.
  -- e.g. rules.spot_count(function(c) return rules.side(c) == "shadow" end, rules.culture) >= 3
  function lib.spot_count(pred, key)
    local seen, n = {}, 0
    for _, c in ipairs(cv.active_cards()) do
      if pred(c) then
        local k = c
        if key then k = key(c) end
        if k ~= nil and not seen[k] then
          seen[k] = true
          n = n + 1
        end
      end
    end
    return n
  end

  -- "While you can spot" / "if you can spot": no choice, everything that
  -- matches counts; true when at least n (default 1) active cards match.
  -- e.g. rules.can_spot(function(c) return rules.race(c) == "Elite" end, 2)
  function lib.can_spot(pred, n)
    return lib.spot_count(pred) >= (n or 1)
  end

  -- ---- choices ---------------------------------------------------------------------

  -- Asks 'seat' for a number from lo to hi ("spot X"). Returns it; with one
  -- possible number, it is taken without asking.
  -- e.g. local n = rules.choose_number(ctx.player, "Exert how many times?", 0, 3)
  function lib.choose_number(seat, prompt, lo, hi)
    if hi < lo then return lo end
    local opts = {}
    for n = lo, hi do opts[#opts + 1] = { label = tostring(n), n = n } end
    return cv.choose(seat, prompt, opts).n
  end

  -- A choice of effects (COSTS AND EFFECTS: Effects): 'effects' is a list of
  -- { label =, can = function() ... end, run = function() ... end }. The
  -- player must choose an effect that can be fully performed (can() true)
  -- where there is one; when none can, any may be chosen and is performed as
  -- far as it goes. Returns the chosen effect.
  -- e.g. rules.choose_effect(ctx.player, "Choose one", { heal_one, draw_two }).run()
  function lib.choose_effect(seat, prompt, effects)
    local full = {}
    for _, e in ipairs(effects) do
      if not e.can or e.can() then full[#full + 1] = e end
    end
    local list = #full > 0 and full or effects
    if #list == 0 then return nil end
    local pick = cv.choose(seat, prompt, list)
    cv.log("%s chooses: %s", cv.player_name(seat), pick.label)
    pick.run()
    return pick
  end

  -- Asks 'seat' to choose one of 'list' or nothing; returns the card or nil.
  -- e.g. rules.choose_card_or_none(ctx.player, "Discard a card?", cv.zone("hand", ctx.player), "none")
  function lib.choose_card_or_none(seat, why, list, none)
    if #list == 0 then return nil end
    local opts = { { label = none or "none" } }
    for _, c in ipairs(list) do opts[#opts + 1] = { label = cv.name(c), card = c } end
    return cv.choose(seat, why, opts, { ask = true }).card
  end

  -- ---- effects ------------------------------------------------------------------------

  -- Makes c's 'stat' +n until the end of the turn.
  -- e.g. rules.pump_turn(self, "strength", 1, self)
  function lib.pump_turn(c, stat, n, source)
    return cv.modify{ card = c, stat = stat, amount = n, ["until"] = "turn", source = source }
  end

  -- Removes up to n twilight tokens ("Remove (n)"), as many as there are
  -- (perform as much as you can). Returns the number removed.
  -- e.g. rules.remove_twilight(2)
  function lib.remove_twilight(n)
    local k = math.min(n, lib.twilight())
    lib.add_twilight(-k)
    return k
  end

  -- Prevents the wound (or other "about to" event) 'ev'.
  -- e.g. run = function(self, ctx) rules.prevent(ctx.event) end
  function lib.prevent(ev) cv.cancel(ev) end

  -- The active minions on the Shadow side of the current skirmish.
  -- e.g. #rules.skirmish_minions() > 1
  function lib.skirmish_minions()
    local d = lib.skirmish_defender()
    if not d then return {} end
    return lib.attackers(d)
  end

  -- Is c the Hero of its owner?
  -- e.g. rules.is_hero(ctx.event.card)
  function lib.is_hero(c) return var(cv.player(owner(c)), "hero") == c end

  -- ---- playing cards from effects ----------------------------------------------------

  -- The roaming penalty c would pay now, and the company count (play.lua).
  -- e.g. rules.roaming(c) > 0
  function lib.roaming(c) return play.roaming(c) end
  -- The number of companions counting toward 'seat''s company limit (play.lua).
  -- e.g. rules.company_count(ctx.player) < 9
  function lib.company_count(seat) return play.company_count(seat) end

  -- May 'seat' play card c now (requirements and costs), wherever it is?
  -- e.g. rules.can_play_card(c, ctx.player)
  function lib.can_play_card(c, seat) return play.can_play(c, seat) end

  -- Plays card c for 'seat', paying its cost unless opts.free.
  -- e.g. rules.play_card(c, ctx.player, { free = true })
  function lib.play_card(c, seat, opts)
    cv.log("%s plays %s", cv.player_name(seat), cv.name(c))
    play.put(c, seat, opts)
  end

  -- Playing cards from your draw deck: 'seat' chooses a card matching 'pred'
  -- from its zones 'zones' (e.g. { "draw", "discard" }) that it can play
  -- now, and plays it paying its costs (opts.free: for free). opts.optional
  -- offers "none". Returns the card played, or nil when there was none
  -- (no penalty). The caller reshuffles the draw deck when done
  -- (lib.shuffle_draw).
  -- e.g. rules.play_from(ctx.player, { "draw" }, function(c) return rules.is(c, "possession") end, "Play a possession", { optional = true })
  function lib.play_from(seat, zones, pred, prompt, opts)
    opts = opts or {}
    local list = {}
    for _, z in ipairs(zones) do
      for _, c in ipairs(cv.zone(z, seat)) do
        if pred(c) and play.can_play(c, seat) then list[#list + 1] = c end
      end
    end
    local c
    if opts.optional then c = lib.choose_card_or_none(seat, prompt, list)
    else c = lib.choose_card(seat, prompt, list) end
    if c then lib.play_card(c, seat, { free = opts.free }) end
    return c
  end

  -- After looking through the draw deck: reshuffle it.
  -- e.g. rules.shuffle_draw(ctx.player)
  function lib.shuffle_draw(seat) cv.shuffle("draw", seat) end
end

return text
