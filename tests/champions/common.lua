-- Helpers for the Champion's Combat tests: a position written from a table
-- (to a temporary file), answers by card ref, and a few queries.
local H = {}

local game_at = dofile(ROOT .. "/tests/position_table.lua")

local NAMES = { "Ann", "Bob", "Cat", "Dan" }

-- H.game{ players = { { hex = "0,0", facing = 0, style = 1, hand = {...},
-- power = n, score = n, deck = {...}, discard = {...} }, ... },
-- line = { "Red Initiative", ... } (default: the first player's colour
-- only), dice = "6,2", options = { name = value }, phase =, turn =, stop = }:
-- a game from a position, at the Resolution Phase by default.
function H.game(t)
  local players = {}
  for i, p in ipairs(t.players) do
    local pl = { name = NAMES[i], pools = { power = p.power, score = p.score, hits = p.hits },
      vars = { hex = p.hex, facing = p.facing }, hand = p.hand, deck = p.deck, discard = p.discard }
    if p.style then pl.style = { "Style " .. p.style } end
    players[i] = pl
  end
  local spec = { rules = "champions", turn = t.turn or 1, player = t.player or 1,
    phase = t.phase or "resolution", players = players, options = t.options,
    line = t.line or { "Red Initiative" }, stop = t.stop }
  if t.dice then spec.vars = { dice = t.dice } end
  return game_at(spec)
end

-- The label prefix of card 'ref' ("Action 7 [3]").
function H.name(g, ref) return g:eval("cv.name(" .. g:id(ref) .. ")") end

-- Answers with card ref's section ("Move", "Attack", "Reaction").
-- When it is the only option the kernel takes it without asking: then the
-- card is already in the discard pile, and nothing is answered.
function H.play(g, ref, section)
  local label = H.name(g, ref) .. ": " .. section .. " section"
  if not H.offered(g, label) and H.where(g, ref) == "discard" then return end
  g:choose(label)
end

function H.hex(g, seat) return g:eval("rules.hex(" .. seat .. ")") end
function H.facing(g, seat) return g:eval("rules.facing(" .. seat .. ")") end
function H.pool(g, seat, name) return g:eval("cv.pool(cv.player(" .. seat .. "), '" .. name .. "')") end
function H.score(g, seat) return H.pool(g, seat, "score") end
function H.power(g, seat) return H.pool(g, seat, "power") end
function H.size(g, zone, seat) return g:eval("cv.zone_size('" .. zone .. "', " .. tostring(seat) .. ")") end
function H.where(g, ref) return (g:eval("cv.where(" .. g:id(ref) .. ")")) end
function H.titles(g, zone, seat)
  return g:eval("local out = {} for _, c in ipairs(cv.zone('" .. zone .. "', " .. tostring(seat) ..
    ")) do out[#out + 1] = cv.def(c).title end return out")
end

-- Does some option label contain text?
function H.offered(g, text)
  for _, o in ipairs(g:options()) do
    if o:find(text, 1, true) then return true end
  end
  return false
end

-- The labels of the pending options that contain 'text', in order.
function H.matching(g, text)
  local out = {}
  for _, o in ipairs(g:options()) do
    if o:find(text, 1, true) then out[#out + 1] = o end
  end
  return out
end

-- A game from decks: n players (2-4), seed, options { "k=v" }.
function H.decks(n, seed, options)
  local decks = {}
  for i = 1, n do decks[i] = "cards/champions/decks/" .. NAMES[i]:lower() .. ".deck" end
  return game{ rules = "champions", seed = seed or 1, decks = decks, options = options }
end

return H
