-- Card tests for cards no other test names: each exercises the card's game
-- text, set up by a position (tests/halo/positions/card_*.lua).

local function pos(name)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua" }
end

-- Ann assigns The Arbiter to the Elite Veteran and Master Chief to the
-- Sentinel Enforcer.
local function vow_skirmishes()
  local g = pos("card_arbiters_vow")
  g:choose("assign The Arbiter [4] to Elite Veteran")
  g:choose("assign Master Chief [3] to Sentinel Enforcer")
  return g
end

test("Playing events: Arbiter's Vow makes an Elite companion in a skirmish strength +2 (SKIRMISH PHASE(S), Perform skirmish actions)", function()
  local g = vow_skirmishes()
  g:choose("The Arbiter")
  local arbiter = g:id("The Arbiter")
  eq(g:eval("cv.value(" .. arbiter .. ", 'strength')"), 7, "The Arbiter's printed strength")
  g:choose("play Arbiter's Vow")
  eq(g:eval("cv.value(" .. arbiter .. ", 'strength')"), 9, "The Arbiter with the Vow")
  has(g:log(), "The Arbiter [" .. arbiter .. "]: strength +2")
  eq(g:eval("cv.where(" .. g:id("Arbiter's Vow") .. ")"), "discard", "the event is discarded")
end)

test("Playing events: Arbiter's Vow finds no Elite companion when Master Chief (a Human) skirmishes", function()
  local g = vow_skirmishes()
  g:choose("Master Chief")
  local chief = g:id("Master Chief")
  eq(g:eval("cv.value(" .. chief .. ", 'strength')"), 8, "Master Chief's strength")
  g:choose("play Arbiter's Vow")
  eq(g:eval("cv.value(" .. chief .. ", 'strength')"), 8, "Master Chief is no Elite")
  eq(g:eval("cv.value(" .. g:id("The Arbiter") .. ", 'strength')"), 7, "The Arbiter is not skirmishing")
  hasnt(g:log(), "strength +2")
end)

test("SKIRMISH PHASE(S), damage: Sentinel Enforcer (Damage +1) wounds the loser twice", function()
  local g = vow_skirmishes()
  g:choose("Master Chief")
  local e = g:id("Sentinel Enforcer")
  eq(g:eval("cv.value(" .. e .. ", 'damage')"), 1, "damage +1")
  has({ g:why("Sentinel Enforcer") }, "damage: printed 1")
  g:choose("pass")
  has(g:log(), "strength 8 (Free Peoples) against 9 (Shadow): the Shadow side wins")
  eq(g:eval("cv.pool(" .. g:id("Master Chief") .. ", 'wounds')"), 2, "one wound for losing, one for damage +1")
end)

-- Cards whose text is only printed data: their printed values, as `show`
-- gives them, are what the rules read.
test("Card data: SpecOps Grunt is an Arbiter Grunt companion, cost 1, strength 3, vitality 2, SpecOps", function()
  local g = pos("card_arbiters_vow")
  local text = g:show("SpecOps Grunt")
  ok(text:find("companion - Arbiter - Grunt - SpecOps Commander", 1, true), "kind, culture, race, signet")
  ok(text:find("cost 1, strength 3, vitality 2", 1, true), "cost, strength, vitality")
  ok(text:find("SpecOps.", 1, true), "its keyword")
end)

test("The adventure path: the Halo 2, 3 and 4 and Halo sites carry their site and shadow numbers", function()
  local g = pos("card_arbiters_vow")
  local sites = {
    ["Cairo Station"] = "shadow 0, site 1", ["Quarantine Zone"] = "shadow 8, site 9",
    ["Crow's Nest"] = "shadow 1, site 2", ["The Ark"] = "shadow 4, site 6",
    ["The Covenant"] = "shadow 6, site 7", ["High Charity"] = "shadow 7, site 8",
    ["Installation 08"] = "shadow 8, site 9", ["Dawn"] = "shadow 0, site 1",
    ["Requiem"] = "shadow 2, site 2", ["Reclaimer"] = "shadow 4, site 5",
    ["Shutdown"] = "shadow 3, site 6", ["Composer"] = "shadow 6, site 7",
    ["Midnight"] = "shadow 7, site 8", ["Mantle's Approach"] = "shadow 8, site 9",
    ["The Library"] = "shadow 7, site 8",
  }
  for title, want in pairs(sites) do
    local text = g:show(title)
    ok(text:find(want, 1, true), title .. ": " .. want .. " (shows: " .. text .. ")")
  end
  ok(g:show("The Ark"):find("Sanctuary.", 1, true), "The Ark is a sanctuary")
  ok(g:show("Shutdown"):find("Sanctuary.", 1, true), "Shutdown is a sanctuary")
end)
