-- Helpers shared by the Halo tests (loaded with dofile by each test file).
local M = {}

-- A two-player game: Ann (Master Chief, Sergeant Mobuto) goes first against
-- Bob's Elite Veterans.
function M.mobuto_game(seed)
  return game{ rules = "halo", seed = seed or 1,
    decks = { "tests/halo/decks/mobuto_fp.deck", "tests/halo/decks/veterans.deck" },
    options = { "first_player=1", "deck_rules=casual" } }
end

-- Number value of a query.
function M.num(g, expr) return tonumber(g:query("return " .. expr)) end

-- The id of the first card titled 'title' in zone (name, seat).
function M.find(g, title, zone, seat)
  return M.num(g, string.format(
    "(function() for _, c in ipairs(cv.zone(%q, %d)) do if cv.def(c).title == %q then return c end end return -1 end)()",
    zone, seat, title))
end

-- Sets up Ann with Master Chief + Mobuto and Bob with no extra companion,
-- then Ann passes her company actions and moves to site 2.
function M.to_shadow_phase(g)
  g:choose("start with Sergeant Mobuto")
  -- Ann's company is now full (cost 6), and Bob has no companion to add: a
  -- decision with one option is taken without asking.
  g:choose("pass")  -- Ann's company actions
end

return M
