-- Halo TCG: deck legality (BUILDING YOUR DECK). Checked at set-up, with the
-- deck file (and line) named in every error.

local decks = {}
local lib

function decks.init(l) lib = l end

local function err(deck, line, msg)
  error(deck.file .. (line and (":" .. line) or "") .. ": " .. msg, 0)
end

-- Checks one deck (the kernel's parsed deck: name, file, cards = {key,
-- count, line}). Option deck_rules=casual keeps only what a game needs to
-- run (one Hero, sites 1-9), for prototypes.
function decks.check(deck)
  local strict = cv.options.deck_rules ~= "casual"
  local heroes, sites, titles = {}, {}, {}
  local fp, shadow, total = 0, 0, 0
  local hero_title
  for _, e in ipairs(deck.cards) do
    local d = lib.card_def(e.key)
    if d.kind == "site" then
      for _ = 1, e.count do
        if sites[d.site] then
          err(deck, e.line, "a second site numbered " .. d.site ..
            " (the adventure deck has one site of each number 1-9; no sites in the draw deck)")
        end
        sites[d.site] = e.line
      end
    else
      local n = e.count
      if d.hero and #heroes == 0 then
        heroes[1] = e.line
        hero_title = d.title
        n = n - 1 -- the Hero is not part of the draw deck
      end
      total = total + n
      if d.side == "free" then fp = fp + n else shadow = shadow + n end
      local t = titles[d.title] or { n = 0, line = e.line }
      t.n = t.n + n
      titles[d.title] = t
    end
  end
  if #heroes == 0 then err(deck, nil, "no Hero (a deck brings exactly one Hero)") end
  for n = 1, 9 do
    if not sites[n] then err(deck, nil, "no site " .. n .. " (the adventure deck has nine sites, 1-9)") end
  end
  if not strict then return end
  if total < 60 then
    err(deck, nil, "the draw deck has " .. total .. " cards; it needs at least 60")
  end
  if fp ~= shadow then
    err(deck, nil, "the draw deck has " .. fp .. " Free Peoples and " .. shadow ..
      " Shadow cards; the counts must be equal")
  end
  local names = {}
  for t in pairs(titles) do names[#names + 1] = t end
  table.sort(names)
  for _, t in ipairs(names) do
    local limit = (t == hero_title) and 3 or 4
    if titles[t].n > limit then
      if limit == 3 then
        err(deck, titles[t].line, titles[t].n .. " copies of your Hero's title '" .. t ..
          "' in the draw deck; at most 3 (one copy is always in your company)")
      end
      err(deck, titles[t].line, titles[t].n .. " copies of '" .. t ..
        "'; at most 4 of a title, whatever the subtitle")
    end
  end
end

return decks
