-- The kernel's procedures, in Lua: decisions, abilities (with the card
-- helper layer: target, cost, once), action windows with priority passing,
-- events with required triggers and responses, phases and the turn loop,
-- modifiers, the index of abilities, and loading card definitions.
-- Game-agnostic: a ruleset supplies every game word through the hooks
-- documented in docs/scripting.md. (Activity and values are C: value.c.)
--
-- Why one file of ~900 lines: these procedures share the pool's locals (R,
-- the definitions, the ability index, the timing words' bits); split into
-- several chunks they would have to reach each other through K, which
-- rules and cards must not see. What needs only K lives apart: names and
-- suggestions (names.lua), positions (position.lua), the host's features
-- and what the C side reads of the pool (host.lua).
--
-- This chunk runs once per card pool (vm/pool.c), shared by every game of
-- the pool, with an environment holding the sandbox globals plus 'cv' (the
-- C API), 'yield', 'xpcall' and 'next'. It keeps no state of any one game:
-- what a game needs between calls lives in the kernel's state, or in the
-- game's own table cv._game() (a memo, a flag), never in an upvalue. It
-- returns the kernel table K the C side drives; vm/position.lua and
-- vm/host.lua add to K.

local cv, ipairs, pairs, type, error = cv, ipairs, pairs, type, error -- upvalues: cheaper than globals
local K = {}
local R            -- the ruleset table, once loaded
local defs = {}    -- card key -> card definition (frozen: see freeze)
local refused = {} -- messages of card files refused while loading (titles unknown)
K.defs, K.refused = defs, refused
local WORD_BIT, masks = {}, {} -- a bit per timing word; a definition's words (K.set_rules)
function K.R() return R end

-- The entries of table t in any order, for a copy (where order cannot
-- matter): the raw next of a plain table, not the sandbox's sorted pairs;
-- a table with a metatable (a read-only view) through pairs.
local function entries(t)
  if getmetatable(t) == nil then return next, t, nil end
  return pairs(t)
end

-- Raises 'msg'; level as error()'s, 0 for a message that names its place.
local function fail(msg, level)
  if level == 0 then error(msg, 0) end
  error(msg, (level or 1) + 1)
end
K.fail = fail

-- ---- cards ---------------------------------------------------------------

-- cv.def(c), the definition of card c, and cv.name(c), "Title [id]", are C
-- (vm/api.c): a card holds a reference to its frozen definition.

-- The definition of card key 'key', or nil.
function cv.def_of(key) return defs[key] or cv._local_def(key) end


-- Creates a card of definition 'key' for 'seat' in zone (zname, zseat).
function cv.card_new(key, seat, zname, zseat)
  local d = defs[key] or cv._local_def(key)
  if not d then fail("unknown card '" .. tostring(key) .. "'", 2) end
  return cv._card_add(key, d.title, seat, zname, zseat)
end

-- Activity and values are C (vm/value.c), worked out once per state:
-- cv.active(c), cv.active_cards() (a shared list: callers must not change
-- it), cv._activity() (the list, the cards with a static modify, and a
-- number that changes whenever it is worked out again), cv.value(c, stat).
-- R.is_active must read the state only.

-- Runs fn, which only reads the state (a state check looking for cards to
-- kill, say). Activity is worked out once per state anyway: kept for the
-- scripts that use it.
function cv.reading(fn, ...)
  return fn(...)
end

-- The abilities of each definition by timing word and by trigger, worked
-- out once when the card is defined: def -> { words = { [word] = { i... } },
-- triggers = { [name] = { i... } }, number = { [ability] = i } } (indexes
-- into def.abilities, in order).
local index = {}

local function index_of(def)
  local ix = { words = {}, triggers = {}, number = {} }
  for i, ab in ipairs(def.abilities or {}) do
    ix.number[ab] = i
    if ab.word ~= nil then
      local l = ix.words[ab.word] or {}
      l[#l + 1] = i
      ix.words[ab.word] = l
    end
    if ab.trigger ~= nil then
      local l = ix.triggers[ab.trigger] or {}
      l[#l + 1] = i
      ix.triggers[ab.trigger] = l
    end
  end
  return ix
end

-- The active cards with an ability for timing word 'word' (by = "by_word",
-- field "words") or trigger 'word' (by = "by_trigger", "triggers"), worked
-- out once per state.
local function cards_with(by, field, word)
  local gt = cv._game()
  local active, _, serial = cv._activity()
  if gt.by_at ~= serial then gt.by_word, gt.by_trigger, gt.by_at = {}, {}, serial end
  local list = gt[by][word]
  if not list then
    list = {}
    for k = 1, #active do
      local c = active[k]
      if index[cv.def(c)][field][word] then list[#list + 1] = c end
    end
    gt[by][word] = list
  end
  return list
end

-- ---- values ---------------------------------------------------------------

-- cv.value(c, stat) is C (vm/value.c): its printed value (or 0), plus
-- registered modifiers (less those of a kind R.suppressed(c, kind) turns
-- off), plus the static modifiers of active cards ('modify' functions), then
-- the ruleset's final adjustment R.value(c, stat, v, note), e.g. "what it
-- bears" or "never below zero". 'note' is nil there; `why CARD` passes a
-- function(amount, source) that the ruleset calls for each adjustment, the
-- source a card id or a "rule: SECTION" text, so a judge sees each one.

-- Registers a modifier with a duration: until the end of the innermost open
-- scope named 'until' ("phase", "turn", or any scope the ruleset opens), or
-- for the rest of the game when 'until' is nil. 'kind' names the kind of
-- effect (the ruleset's word: "art", "a card effect"), which R.suppressed
-- may turn off and `why` shows. Returns its id.
function cv.modify(m)
  if type(m) ~= "table" or type(m.stat) ~= "string" or math.type(m.amount) ~= "integer" then
    fail("cv.modify{stat=..., amount=<integer>, card=|seat=, until=, kind=, source=} expected", 2)
  end
  if m.kind ~= nil and type(m.kind) ~= "string" then
    fail("cv.modify: kind must be a string (the ruleset's word for the effect)", 2)
  end
  local scope = 0
  if m["until"] ~= nil then
    scope = cv.scope_serial(m["until"])
    if scope == 0 then
      fail("cv.modify: no open scope '" .. tostring(m["until"]) .. "'", 2)
    end
  end
  return cv._mod_add(m.source or 0, m.card or 0, m.seat or 0, m.stat, m.amount, scope, m.kind)
end

-- ---- randomness ---------------------------------------------------------------

-- The kernel's seeded RNG (math.random is the same generator).
cv.random = math.random

-- Rolls n dice of 'sides' sides; returns the total and the list of rolls.
function cv.roll(n, sides)
  local total, rolls = 0, {}
  for i = 1, n do
    rolls[i] = math.random(sides)
    total = total + rolls[i]
  end
  return total, rolls
end

-- ---- causes and scopes ------------------------------------------------------

-- Runs fn with 'cause' on top of the cause stack: every change it makes is
-- logged as caused by it.
local function cause_popped(...)
  cv._cause_pop()
  return ...
end
function cv.because(cause, fn, ...)
  cv._cause_push(cause)
  return cause_popped(fn(...)) -- fn's results, with no table to hold them
end

-- The ruleset's state check R.settle() (a character whose wounds reach its
-- vitality is killed, say), run whenever values may have changed without a
-- rule noticing: before a window gives anyone priority, after each action
-- and required trigger, and when a scope closes (its modifiers expire) -
-- each time only if the state changed since it last ran. It never runs
-- inside itself: what it does is checked by its own loop.
local function settle()
  if not R.settle or cv.over() or not cv._unsettled() then return end
  local gt = cv._game()
  if gt.settling then return end
  gt.settling = true
  local ok, err = pcall(R.settle)
  gt.settling = nil
  if not ok then error(err, 0) end
  cv._settled()
end
-- A ruleset asking in its own loop (not through cv.window) settles first.
cv.settle = settle

-- Runs fn inside a scope called 'name'; modifiers tied to it expire at its end.
local function scope_left(...)
  cv._scope_leave()
  settle()
  return ...
end
function cv.scope(name, fn, ...)
  cv._scope_enter(name)
  return scope_left(fn(...))
end

-- ---- decisions --------------------------------------------------------------

local function label_of(o)
  if type(o) == "string" then return o end
  if type(o) == "table" and type(o.label) == "string" then return o.label end
  fail("a decision option must be a string or a table with a 'label'", 3)
end

-- Asks 'seat' to choose one of 'options' (strings, or tables with a label).
-- Returns the chosen option and its index. A decision with exactly one
-- option is taken without asking unless opts.ask is set.
function cv.choose(seat, prompt, options, opts)
  if cv.over() then cv._stop() end -- nobody is asked anything once the game has ended
  local n = #options
  if n == 0 then fail("cv.choose: no options", 2) end
  if n == 1 and not (opts and opts.ask) and not cv.var(cv.GAME, "_stop") then
    label_of(options[1]) -- a bad option is an error, asked or not
    return options[1], 1
  end
  local bad = cv._decide(seat, prompt, options) -- the labels and cards are read in C
  if bad then label_of(options[bad]) end
  local i = yield()
  return options[i], i
end

-- Asks 'seat' a yes/no question; returns a boolean.
function cv.ask(seat, prompt)
  local _, i = cv.choose(seat, prompt, { "yes", "no" }, { ask = true })
  return i == 1
end

-- ---- abilities ----------------------------------------------------------------

-- ---- the card helper layer: target, cost, once --------------------------------
-- An ability may declare what it targets, what it costs and how often it
-- may be used as data; the kernel then both decides whether it can be used
-- and does the choosing and paying (docs/scripting.md, Abilities):
--   target = { filter = function(self, c, ctx) ... end, among = function(self, ctx)
--              return { cards } end, prompt = "..." }  (among: the active cards)
--   cost = { tap = "self", gold = 2 }  (each key a ruleset cost, R.costs)
--   once = "turn"  (or "phase", or any scope the ruleset opens)

-- The cards ability 'ab' of card c chooses among: target.among's, else
-- the active cards (a shared list: not to be changed).
local function candidates(c, ab, ctx)
  local t = ab.target
  return t.among and t.among(c, ctx) or cv.active_cards()
end

-- The cards ability 'ab' of card c could target now, in order.
local function targets(c, ab, ctx)
  local t = ab.target
  local among = candidates(c, ab, ctx)
  if not t.filter then return among end
  local out = {}
  for i = 1, #among do
    if t.filter(c, among[i], ctx) then out[#out + 1] = among[i] end
  end
  return out
end

-- Is there a card ability ab of card c could target now? (The first one
-- found is enough.)
local function any_target(c, ab, ctx)
  local t = ab.target
  local among = candidates(c, ab, ctx)
  if not t.filter then return #among > 0 end
  for i = 1, #among do
    if t.filter(c, among[i], ctx) then return true end
  end
  return false
end

-- Does a cost of ability ab name its target?
local function cost_names_target(ab)
  for _, v in pairs(ab.cost or {}) do
    if v == "target" then return true end
  end
  return false
end

-- A cost's value as its handler gets it: "self" is the card, "target" the
-- chosen target, a function is called (self, ctx); anything else as is.
local function cost_value(c, v, ctx)
  if v == "self" then return c end
  if v == "target" then return ctx.target end
  if type(v) == "function" then return v(c, ctx) end
  return v
end

-- The names of ability ab's costs, sorted: paid in this order.
local function cost_names(ab)
  local names = {}
  for k in pairs(ab.cost) do names[#names + 1] = k end
  table.sort(names)
  return names
end

-- The variable that marks ability ab of card c used (for 'once').
local function once_key(c, ab)
  local i = index[cv.def(c)] and index[cv.def(c)].number[ab]
  if not i then fail("an ability with 'once' must be one of its card's own", 0) end
  return "_once:" .. i
end

-- Can ability ab of card c be used now, as far as its target, costs and
-- 'once' go? (Its 'can' is asked as well: usable, below.)
local function declared_ok(c, ab, ctx)
  if ab.once and cv.var(c, once_key(c, ab)) then return false end
  local list = nil -- the targets, worked out only for a cost paid with one
  if ab.target then
    if cost_names_target(ab) then
      list = targets(c, ab, ctx)
      if #list == 0 then return false end
    elseif not any_target(c, ab, ctx) then
      return false
    end
  end
  if ab.cost then
    for _, k in ipairs(cost_names(ab)) do
      local h = R.costs and R.costs[k]
      if not h then fail("no cost '" .. k .. "' in this ruleset (R.costs)", 0) end
      if h.can and ab.cost[k] == "target" then
        -- a cost paid with the target: some target must be able to pay it
        local any = false
        for i = 1, #(list or {}) do any = any or h.can(c, list[i], ctx) and true or false end
        if not any then return false end
      elseif h.can and not h.can(c, cost_value(c, ab.cost[k], ctx), ctx) then
        return false
      end
    end
  end
  return true
end

-- Chooses ability ab's target (ctx.target): false when none is left.
local function choose_target(c, ab, ctx)
  local list, opts = targets(c, ab, ctx), {}
  for i = 1, #list do opts[i] = { label = cv.name(list[i]), card = list[i] } end
  if #opts == 0 then return false end
  local seat = ctx.player or cv.owner(c)
  ctx.target = cv.choose(seat, ab.target.prompt or (cv.def(c).title .. ": which card?"), opts).card
  return true
end

-- Runs one ability of card c with ctx. Its cause, "Title [id]: word", names
-- every change it makes, and an error names the card, the word and the
-- script's line (C keeps the frame: vm/flow.c). In order: 'once' marks it
-- used; its declared costs are paid (by name, sorted), then ab.pay; then
-- the effect: its target is chosen (ctx.target) and ab.run runs (COSTS AND
-- EFFECTS: costs first). A cost that names the target ("target") has the
-- target chosen before the costs. An effect whose target is gone once the
-- costs are paid does nothing, and a cancelled action keeps its costs paid.
local function run_ability(c, ab, ctx)
  cv._ability_begin(c, ab.word or ab.trigger or "ability")
  if ab.once then cv.set_var(c, once_key(c, ab), 1, { ["until"] = ab.once, quiet = true }) end
  local chosen = not ab.target or ctx.target ~= nil -- (a caller may name the target)
  if not chosen and cost_names_target(ab) then chosen = choose_target(c, ab, ctx) end
  if ab.cost then
    for _, k in ipairs(cost_names(ab)) do R.costs[k].pay(c, cost_value(c, ab.cost[k], ctx), ctx) end
  end
  if ab.pay then ab.pay(c, ctx) end
  if not chosen and not ctx.target then chosen = choose_target(c, ab, ctx) end
  if not chosen then
    cv.log("%s: nothing left to target", cv.name(c))
  elseif not ctx.cancelled and ab.run then
    ab.run(c, ctx)
  end
  cv._frame_end(ab.run)
end
K.run_ability = run_ability

-- Runs ability 'ab' of card c (an event played from hand, say) the way the
-- kernel runs abilities: costs, then effect, with errors naming the card.
cv.run_ability = run_ability

-- Calls an ability's condition safely: a failing 'can' is a script error.
local function usable(c, ab, ctx)
  local can = ab.can
  if not can and not ab.target and not ab.cost and not ab.once then return true end
  cv._condition_begin(c, ab.word or ab.trigger or "?")
  local r = declared_ok(c, ab, ctx) and (not can or can(c, ctx))
  cv._frame_end(can or ab.run)
  return r and true or false
end

-- True when ability 'ab' of card c can be used now (its 'can' holds).
cv.usable = usable

-- Who may use ability 'ab' of card c: the card's owner, unless the
-- ruleset's R.may_use(c, ab, seat) says otherwise (a shared card whose text
-- any player of one side may use, say).
local function may_use(c, ab, seat)
  if R.may_use then return R.may_use(c, ab, seat) and true or false end
  return cv.owner(c) == seat
end

-- The abilities for timing word 'word' that 'seat' can use now: those of
-- the active cards it may use (its own, by default), then the ruleset's own
-- actions (playing cards from hand, always-available actions).
local function actions_for(word, seat, ctx)
  local out = {}
  local bit = WORD_BIT[word]
  local cards = bit and cv._active_with(bit) or cards_with("by_word", "words", word)
  for k = 1, #cards do
    local c = cards[k]
    local d = cv.def(c)
    local abs, at = d.abilities, index[d].words[word]
    for j = 1, #at do
      local ab = abs[at[j]]
      local matches = true
      if matches and ctx.event then matches = ab.trigger == ctx.event.name end
      if matches and (ctx.event or not ab.trigger) and may_use(c, ab, seat) and usable(c, ab, ctx) then
        out[#out + 1] = {
          label = "use " .. cv.name(c) .. ": " .. (ab.label or ab.text or word),
          card = c, ability = ab,
        }
      end
    end
  end
  if R.actions and not ctx.abilities_only then
    for _, a in ipairs(R.actions(word, seat, ctx) or {}) do out[#out + 1] = a end
  end
  return out
end
K.actions_for = actions_for

-- The usable abilities for 'word' of the active cards 'seat' owns, as
-- options { label, card, ability } (for a ruleset that offers them outside
-- an action window); cv.run_ability(o.card, o.ability, ctx) uses one.
function cv.abilities(word, seat, ctx)
  ctx = ctx or {}
  local c2 = { abilities_only = true, player = seat, word = word }
  for k, v in entries(ctx) do c2[k] = v end
  return actions_for(word, seat, c2)
end

-- Performs a chosen action: a card ability, or a ruleset action with 'run'.
local function perform(a, ctx)
  if a.ability then
    run_ability(a.card, a.ability, ctx)
  else
    cv.because(a.cause or a.label, a.run, ctx)
  end
end

-- ---- windows --------------------------------------------------------------------

-- Could anyone act in a window for 'word'? A false is certain: no active card
-- has a fitting ability (its trigger the event's, or none outside responses)
-- and R.quiet(word, ctx) says the ruleset's own actions offer nothing.
local function anyone_could_act(word, ctx)
  if not R.quiet then return true end
  local bit = WORD_BIT[word]
  local cards = bit and cv._active_with(bit) or cards_with("by_word", "words", word)
  local name = ctx.event and ctx.event.name -- nil: abilities without a trigger fit
  for k = 1, #cards do
    local d = cv.def(cards[k])
    local abs, at = d.abilities, index[d].words[word]
    for j = 1, #at do
      if abs[at[j]].trigger == name then return true end
    end
  end
  return not R.quiet(word, ctx)
end

-- Opens an action window for timing word 'word'. Priority goes round the
-- seats in R.priority(word, ctx) order; a seat with nothing to do passes
-- without being asked; the window closes when every seat has passed in a
-- row. ctx is handed to every ability (ctx.event for responses).
function cv.window(word, ctx)
  ctx = ctx or {}
  ctx.word = word
  -- Nobody can act: every seat would pass. Not even opened when nothing is
  -- to settle; else closed after the state check. (K.every_window: tests.)
  local could -- nil: not asked yet
  if not K.every_window and (not R.settle or not cv._unsettled()) and not cv.over() then
    could = anyone_could_act(word, ctx)
    if not could then return end
  end
  local order = R.priority and R.priority(word, ctx) or nil
  if not order then
    order = {}
    for s = 1, cv.nplayers() do order[s] = s end
  end
  cv._window_push(word, order)
  settle()
  if could == nil and not K.every_window and not cv.over() and not anyone_could_act(word, ctx) then
    cv._window_pop()
    return
  end
  while not cv.over() do
    -- a response window ends with what it responds to (cancelled, prevented)
    if ctx.event and ctx.event.cancelled then break end
    local seat = cv._window_holder()
    if seat == nil then break end
    ctx.player = seat
    local acts = actions_for(word, seat, ctx)
    local pick = nil
    if #acts > 0 then
      local opts = { { label = "pass" } }
      for _, a in ipairs(acts) do opts[#opts + 1] = a end
      pick = cv.choose(seat, word .. " action, or pass", opts, { ask = true })
      if pick.label == "pass" then pick = nil end
    end
    if pick then
      cv._window_acted()
      local actx = {}
      for k, v in entries(ctx) do actx[k] = v end
      perform(pick, actx)
      settle()
    elseif cv._window_pass() then
      break
    end
    if cv.over() then break end
  end
  cv._window_pop()
end

-- ---- events ---------------------------------------------------------------------

-- Raises event 'name' with fields 'data' (data.card: the card it is about,
-- whose own triggers count even when it has left play). Required triggers
-- resolve first, in the order R.trigger_chooser's seat picks; then, unless
-- the event was cancelled, a response window opens for it. Returns the
-- event table (ev.cancelled is set by cv.cancel).
function cv.event(name, data)
  local ev = data or {}
  ev.name = name
  local done = {} -- the required triggers resolved for this event, by "card:ability"
  local function required()
    local out, seen = {}, {}
    local cands = cards_with("by_trigger", "triggers", name)
    if ev.card and not cv.is_in_play(ev.card) and index[cv.def(ev.card)].triggers[name] then
      local all = {}
      for k, c in ipairs(cands) do all[k] = c end
      all[#all + 1] = ev.card
      cands = all
    end
    for k = 1, #cands do
      local c = cands[k]
      local d = cv.def(c)
      local abs, at = d.abilities, index[d].triggers[name]
      for j = 1, #at do
        local i = at[j]
        local ab = abs[i]
        local key = c .. ":" .. i
        if ab.required and not done[key] and
            usable(c, ab, { event = ev, player = cv.owner(c) }) and not seen[key] then
          seen[key] = true
          out[#out + 1] = { label = "resolve " .. cv.name(c) .. ": " .. (ab.label or ab.text or name),
            card = c, ability = ab, key = key }
        end
      end
    end
    return out
  end
  while not ev.cancelled do
    local req = required()
    if #req == 0 then break end
    local pick = req[1]
    if #req > 1 then
      local seat = R.trigger_chooser and R.trigger_chooser(ev) or 1
      pick = cv.choose(seat, "Order required actions for " .. name .. ": which resolves next?", req)
    end
    done[pick.key] = true
    run_ability(pick.card, pick.ability, { event = ev, player = cv.owner(pick.card) })
    settle()
    if cv.over() then return ev end
  end
  if not ev.cancelled and R.response_word and not cv.over() then
    cv.window(R.response_word, { event = ev })
  end
  return ev
end

-- Cancels an event (an "about to" event, or an action being responded to).
-- The log names it in the ruleset's words: R.event_text(ev) ("the wound to
-- Sergeant Mobuto [6]"), else the event's name and card ("about to wound
-- Sergeant Mobuto [6]"), never an internal name as such.
function cv.cancel(ev)
  ev.cancelled = true
  local text = R.event_text and R.event_text(ev)
  if type(text) ~= "string" then
    text = ev.name:gsub("_", " ") .. (math.type(ev.card) == "integer" and (" " .. cv.name(ev.card)) or "")
  end
  cv.log("%s is cancelled", text)
end

-- ---- phases and turns -------------------------------------------------------------

-- Runs one phase: a scope called 'phase' and one named after it, the game
-- variable 'phase', a log line, and the events "phase_start"/"phase_end".
-- fn may be a table { begin = f, run = f }: 'begin' is the phase's own
-- first step, done before anything triggers on "phase_start" (resetting a
-- pool, say). run's first result is returned (the next phase, for R.phases).
function cv.phase(name, fn, ...)
  local begin = nil
  if type(fn) == "table" then begin, fn = fn.begin, fn.run end
  local title = R.phase_title and R.phase_title(name) or name
  cv._cause_push("rule: " .. title)
  cv._scope_enter("phase")
  cv._scope_enter(name)
  cv.set_var(cv.GAME, "phase", name, "quiet")
  cv.log("%s begins", title)
  if begin and not cv.over() then begin(...) end
  cv.event("phase_start", { phase = name })
  local nxt = nil
  if not cv.over() then nxt = fn(...) end
  if not cv.over() then cv.event("phase_end", { phase = name }) end
  cv._scope_leave()
  cv._scope_leave()
  settle()
  cv._cause_pop()
  return nxt
end

-- One turn of 'seat' from the ruleset's phase list R.phases: each entry is
-- { name = "...", run = function(seat) ... end, skip = function(seat) ... end }.
-- run may return the name of the phase to go to next (a loop back, or a
-- jump ahead); nil goes on to the next entry.
-- 'start' is a phase's name (a position's) or index (a checkpoint's). Before
-- each phase the kernel may keep a checkpoint: the state, and where the turn
-- stands, from which vm/game.c can rebuild the game (K.resume).
local function run_phases(seat, start, turn)
  local index = {}
  for i, p in ipairs(R.phases) do index[p.name] = i end
  local i = 1
  if math.type(start) == "integer" then
    i = start
  elseif start then
    i = index[start] or fail("no phase '" .. tostring(start) .. "' in this ruleset")
  end
  while i <= #R.phases and not cv.over() do
    cv._checkpoint(turn, seat, i)
    local p = R.phases[i]
    local nxt = nil
    if not (p.skip and p.skip(seat)) then
      nxt = cv.phase(p.name, p.begin and p or p.run, seat)
    end
    if nxt ~= nil then
      i = index[nxt] or fail("phase '" .. tostring(p.name) .. "' went to unknown phase '" ..
        tostring(nxt) .. "'")
    else
      i = i + 1
    end
  end
end

-- Ends the current turn at once (a player left the game, say): every open
-- phase, window and scope of the turn is closed, and the next turn begins.
local END_TURN = setmetatable({}, { __tostring = function() return "end of turn" end })
function cv.end_turn(reason)
  if reason then cv.log("the turn ends: %s", reason) end
  error(END_TURN, 0)
end

-- The game: R.setup, then turns (R.turn(seat), or the phases of R.phases)
-- from R.first_player() on, each followed by R.next_player(seat), until the
-- game ends. A ruleset may replace all of it with R.play(). A position
-- replaces the set-up and says which turn, player and phase come first.
-- 'decks' is the list the deck files were read into (vm/deck.c); 'spec'
-- the table a position file returned (vm/position.c), read from 'file'.
-- One turn of 'seat', numbered 'turn', from phase 'start' (a position's)
-- or, when 'at' is set, resumed at phase index 'at' of a turn the state has
-- open already (its cause and its scope): a game rebuilt from a checkpoint.
local function play_turn(seat, turn, start, at)
  local ns, nw, nc
  if at then
    ns, nw, nc = cv._depth()
    ns = ns - 1 -- the turn's scope is the innermost one open
  else
    cv._cause_push("rule: turn " .. turn)
    cv.set_var(cv.GAME, "turn", turn, "quiet")
    cv.set_var(cv.GAME, "player", seat, "quiet")
    cv.log("%s", R.turn_title and R.turn_title(turn, seat) or ("turn " .. turn .. ": " .. cv.player_name(seat)))
    cv._turn_begins()
    ns, nw, nc = cv._depth()
    cv._scope_enter("turn")
  end
  local ok, err = pcall(function()
    if R.turn then R.turn(seat, start) else run_phases(seat, at or start, turn) end
    cv._scope_leave()
    settle()
  end)
  if not ok then
    if err ~= END_TURN then error(err, 0) end
    cv._unwind(ns, nw, nc) -- cv.end_turn(): close what the turn had open
  end
  cv._cause_pop()
end

-- Turns from 'seat' on, after turn number 'turn' (or resuming turn 'turn'
-- at phase index 'at'), each followed by R.next_player(seat), until the
-- game ends. Before a turn begins the kernel may keep a checkpoint.
local function turns(seat, turn, start, at)
  while not cv.over() do
    if at then
      play_turn(seat, turn, nil, at)
      at = nil
    else
      turn = turn + 1
      if not start then cv._checkpoint(turn, seat, 0) end
      play_turn(seat, turn, start)
    end
    start = nil
    if not cv.over() then
      seat = R.next_player and R.next_player(seat) or (seat % cv.nplayers() + 1)
    end
  end
end

function K.main(decks, spec, file)
  local seat, turn, start
  if spec then
    cv.because("rule: position " .. file, K.load_position, spec, file)
    seat = spec.player or 1
    turn = (spec.turn or 1) - 1
    start = spec.phase
  else
    cv.because("rule: set-up", R.setup, decks)
  end
  if R.play then
    R.play()
  else
    turns(seat or (R.first_player and R.first_player() or 1), turn or 0, start)
  end
  if not cv.over() then cv.end_game("the game ended without a result") end
end

-- Goes on from a checkpoint (vm/game.c): the state is the one it kept; the
-- turn 'turn' of 'seat' stood at phase index 'at', or before it began (0).
function K.resume(turn, seat, at)
  if at == 0 then turns(seat, turn - 1) else turns(seat, turn, nil, at) end
  if not cv.over() then cv.end_game("the game ended without a result") end
end

-- ---- the C side's entry points ------------------------------------------------------

-- Card definitions are frozen as they are defined: they read as any table
-- does (fields, #, ipairs, pairs), but a write raises an error naming the
-- field. A definition is shared by every copy of the card and seen by no
-- state hash, record or dump, so a change to it would be game state that
-- undo, save and dump silently lose; state belongs in cv.set_var and pools.
-- A definition's tables may not have metatables of their own, nor nest
-- deeper than MAX_DEPTH: either is refused with the card file.
local MAX_DEPTH = 32
local function freeze(t, path, depth, frozen) -- frozen: original table -> its view
  if frozen[t] then return frozen[t] end
  if depth > MAX_DEPTH then
    fail(path .. ": a card definition may not nest tables more than " .. MAX_DEPTH .. " deep", 0)
  end
  if getmetatable(t) ~= nil then
    fail(path .. ": a table of a card definition may not have a metatable", 0)
  end
  local view = {}
  local proxy = setmetatable({}, {
    __index = view,
    __newindex = function(_, k)
      fail(path .. "." .. tostring(k) .. ": card definitions are read-only " ..
        "(keep what changes in cv.set_var, pools or modifiers)", 2)
    end,
    __len = function() return #view end,
    __pairs = function() return pairs(view) end,
    __metatable = false,
  })
  frozen[t] = proxy
  for k, v in pairs(t) do
    if type(v) == "table" then v = freeze(v, path .. "." .. tostring(k), depth + 1, frozen) end
    view[k] = v
  end
  return proxy
end

function K.define(key, def)
  local d = freeze(def, key, 1, {})
  index[d] = index_of(d)
  local mask = 0
  for w in pairs(index[d].words) do mask = mask | (WORD_BIT[w] or 0) end
  masks[key] = mask
  defs[key] = d
end
-- A card a position defines for its own game (a test card): checked as a
-- card file is, frozen, and kept by the game (vm/flow.c), not the pool, so
-- no other game sees it. The first definition of a key stands for the
-- game's life (a rebuild from the position defines it again: the same).
function K.define_local(key, def, where)
  if defs[key] then
    fail(where .. ": cards." .. key .. ": the pool has a card file '" .. key ..
      "': give the test card another key", 0)
  end
  if cv._local_def(key) then return end
  if type(def) ~= "table" or type(def.title) ~= "string" then
    fail(where .. ": cards." .. key .. ": a card table with a title expected", 0)
  end
  local why = K.check_card(def)
  local R = K.R()
  if not why and R.check_card then why = R.check_card(key .. ".lua", def) end
  if why then fail(where .. ": cards." .. key .. ": " .. why, 0) end
  local d = freeze(def, key, 1, {})
  index[d] = index_of(d)
  local mask = 0
  for w in pairs(index[d].words) do mask = mask | (WORD_BIT[w] or 0) end
  cv._define_local(key, d, mask)
end

function K.undefine(key) defs[key], masks[key] = nil, nil end -- refused after all
function K.refuse(msg) refused[#refused + 1] = msg end
-- A read-only view of a table a card's functions keep (vm/pure.c).
function K.freeze(t, path) return freeze(t, path, 1, {}) end
function K.known(key) return defs[key] ~= nil end
-- Each declared timing word has a bit (up to 62 of them): a definition's
-- mask says which words its abilities answer, so C can filter cards by
-- word without looking at their abilities (vm/value.c, cv.cards_with_word).
function K.set_rules(r, name)
  R = r
  K.rules_name = name
  for i, w in ipairs(type(r.timing_words) == "table" and r.timing_words or {}) do
    if i <= 62 and type(w) == "string" then WORD_BIT[w] = 1 << (i - 1) end
  end
end
function K.word_bit(word) return WORD_BIT[word] or 0 end
function K.word_mask(key) return masks[key] or 0 end

-- What the kernel asks of every card's abilities (the ruleset checks the
-- rest, R.check_card): known fields of the right types, a timing word or a
-- trigger, and something to do; when the ruleset lists its events
-- (R.events), a trigger that is one of them or the kernel's. Returns nil,
-- or why not.
local ABILITY_FIELDS = { word = "string", trigger = "string", required = "boolean",
  can = "function", pay = "function", run = "function", text = "string", label = "string",
  target = "table", cost = "table", once = "string" }
local ABILITY_ORDER = { "word", "trigger", "required", "can", "pay", "run", "text", "label",
  "target", "cost", "once" }
local TARGET_FIELDS = { filter = "function", among = "function", prompt = "string" }
local KERNEL_EVENTS = { phase_start = true, phase_end = true } -- K.phase raises them
function K.check_card(d)
  if d.modify ~= nil and type(d.modify) ~= "function" then
    return "modify must be a function (self, card, stat) returning a number or nil (got " ..
      type(d.modify) .. ")"
  end
  for i, ab in ipairs(type(d.abilities) == "table" and d.abilities or {}) do
    local bad = cv.unknown_field(ab, ABILITY_FIELDS)
    if bad then return "ability " .. i .. ": " .. bad end
    for _, k in ipairs(ABILITY_ORDER) do
      local want = ABILITY_FIELDS[k]
      if ab[k] ~= nil and type(ab[k]) ~= want then
        return "ability " .. i .. ": '" .. k .. "' must be a " .. want .. " (got " .. type(ab[k]) ..
          " " .. tostring(ab[k]) .. ")"
      end
    end
    if ab.word == nil and ab.trigger == nil then
      return "ability " .. i .. " has neither a timing word ('word') nor a trigger"
    end
    if ab.target ~= nil then
      local bad_t = cv.unknown_field(ab.target, TARGET_FIELDS)
      if bad_t then return "ability " .. i .. ": target: " .. bad_t end
      for k, want in pairs(TARGET_FIELDS) do
        if ab.target[k] ~= nil and type(ab.target[k]) ~= want then
          return "ability " .. i .. ": target." .. k .. " must be a " .. want
        end
      end
    end
    if ab.cost ~= nil then
      local names = {}
      for k in pairs(type(R.costs) == "table" and R.costs or {}) do names[#names + 1] = k end
      table.sort(names)
      for _, k in ipairs(cost_names(ab)) do
        if type(k) ~= "string" or not (type(R.costs) == "table" and R.costs[k]) then
          return "ability " .. i .. ": unknown cost '" .. tostring(k) .. "'" ..
            (#names > 0 and (" (nearest: " .. K.nearest(tostring(k), names) .. ")") or
              " (this ruleset declares no costs, R.costs)")
        end
      end
    end
    if ab.run == nil then return "ability " .. i .. " has no 'run' (what it does)" end
    if ab.trigger ~= nil and type(R.events) == "table" and not KERNEL_EVENTS[ab.trigger] then
      local known, names = false, { "phase_start", "phase_end" }
      for _, e in ipairs(R.events) do
        names[#names + 1] = e
        known = known or e == ab.trigger
      end
      if not known then
        return "ability " .. i .. ": unknown trigger '" .. ab.trigger .. "' (nearest: " ..
          K.nearest(ab.trigger, names) .. ")"
      end
    end
  end
  return nil
end

return K
