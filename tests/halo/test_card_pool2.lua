-- Card tests for the second batch of the Halo pool (issue 15, the Halo
-- pool): each exercises the card's game text, set up by a position
-- (tests/halo/positions/pool2_*.lua).

local function pos(name)
  return game{ rules = "halo", position = "tests/halo/positions/pool2_" .. name .. ".lua" }
end

local function val(g, name, stat)
  return g:eval("cv.value(" .. g:id(name) .. ", '" .. stat .. "')")
end

local function wounds(g, name)
  return g:eval("cv.pool(" .. g:id(name) .. ", 'wounds')")
end

local function where(g, name)
  return g:eval("cv.where(" .. g:id(name) .. ")")
end

-- Passes until the prompt or an option contains 'text'.
local function pass_until(g, text)
  for _ = 1, 20 do
    if g:prompt():find(text, 1, true) then return end
    for _, o in ipairs(g:options()) do
      if o:find(text, 1, true) then return end
    end
    g:choose("pass")
  end
  error("never offered: " .. text)
end

-- ---- skirmishes ---------------------------------------------------------

test("Playing events: Sentinel Beam makes the Sentinel Major (damage +1) damage +2: Sgt. Johnson (vitality 3) takes three wounds and dies", function()
  local g = pos("skirmish")
  g:choose("Sgt. Johnson")
  g:choose("play Sentinel Beam")
  has(g:log(), "Sentinel Major [" .. g:id("Sentinel Major") .. "]: damage +1")
  eq(where(g, "johnson"), "dead", "1 + 2 wounds on vitality 3")
end)

test("Possessions: the Needler makes a Yanme'e Drone strength +1 and damage +1; the Drone removes (2) for damage +1 more", function()
  local g = pos("skirmish")
  g:choose("Master Chief")
  eq(val(g, "drone", "strength"), 5, "4 + 1")
  eq(val(g, "drone", "damage"), 1, "the Needler's damage +1")
  g:choose("pass")
  g:choose("use Yanme'e Drone")
  eq(val(g, "drone", "damage"), 2, "damage +2 in all")
  eq(g:eval("rules.twilight()"), 2, "removed (2)")
end)

test("Response: the Elite Honor Guard (Covenant Carbine: strength +1) beats an exerted Heretic Grunt and draws a card", function()
  local g = pos("skirmish")
  g:choose("Elite Honor Guard")
  eq(val(g, "guard", "strength"), 8, "7 + the Carbine's 1")
  g:choose("use Heretic Grunt")
  eq(val(g, "Heretic Grunt", "strength"), 5, "the Grunt exerted for +2")
  has(g:log(), "Heretic Grunt [" .. g:id("Heretic Grunt") .. "]'s wounds: 0 -> 1", "its exertion")
  pass_until(g, "use Elite Honor Guard")
  local hand = #g:eval("cv.zone('hand', 1)")
  g:choose("use Elite Honor Guard")
  eq(#g:eval("cv.zone('hand', 1)"), hand + 1, "drew a card")
end)

-- ---- responses ----------------------------------------------------------

test("Response: Take Cover (three UNSC companions) prevents the wound a losing UNSC Marine is about to take", function()
  local g = pos("response")
  g:choose("play Take Cover")
  eq(wounds(g, "m1"), 1, "the wound was prevented")
  eq(where(g, "m1"), "company", "the Marine lives")
end)

test("Response: without Take Cover the Marine dies; Feeding Frenzy adds (3); the Flood Infection Form's win adds (2)", function()
  local g = pos("response")
  g:choose("pass")
  eq(where(g, "m1"), "dead", "the Marine was killed")
  g:choose("play Feeding Frenzy")
  has(g:log(), "Feeding Frenzy")
  has(g:log(), "Flood Infection Form")
  eq(g:eval("rules.twilight()"), 5, "Feeding Frenzy's (3) and the Flood Infection Form's win: (2)")
end)

-- ---- maneuvers ----------------------------------------------------------

test("Playing events: Suppressing Fire exerts a UNSC companion (not the exhausted Marine) to wound a minion", function()
  local g = pos("maneuver")
  g:choose("play Suppressing Fire")
  local opts = g:options()
  hasnt(opts, "UNSC Marine", "the Marine is exhausted: Master Chief, the only UNSC companion who can exert, is exerted")
  g:choose("Elite Veteran")
  eq(wounds(g, "Master Chief"), 1, "Master Chief exerted")
  eq(wounds(g, "Elite Veteran"), 1, "the Veteran wounded")
end)

test("Playing events: Forerunner Light Bridge spots a Sentinel companion to heal a companion", function()
  local g = pos("maneuver")
  g:choose("play Forerunner Light Bridge")
  eq(wounds(g, "UNSC Marine"), 0, "healed")
end)

test("Playing events: Plasma Barrage spots 2 Covenant minions to wound a companion but not the Hero", function()
  local g = pos("maneuver")
  g:choose("pass")
  g:choose("play Plasma Barrage")
  hasnt(g:options(), "Master Chief", "not the Hero")
  g:choose("Sentinel Constructor")
  eq(wounds(g, "Sentinel Constructor"), 1, "wounded")
end)

-- ---- regroup ------------------------------------------------------------

test("Possessions: Medical Supplies is discarded to heal its bearer twice", function()
  local g = pos("regroup")
  g:choose("use Medical Supplies")
  eq(wounds(g, "Master Chief"), 0, "two wounds healed")
  eq(where(g, "Medical Supplies"), "discard", "discarded as the cost")
end)

test("Regroup: the Sentinel Constructor exerts to heal another companion", function()
  local g = pos("regroup")
  g:choose("use Sentinel Constructor")
  g:choose("UNSC Marine")
  eq(wounds(g, "UNSC Marine"), 0, "the Marine healed")
  eq(wounds(g, "Sentinel Constructor"), 1, "the Constructor exerted")
end)

test("Playing events: Schism spots a Heretic minion to exert a companion (not the Hero, not the exhausted Marine)", function()
  local g = pos("regroup")
  g:choose("pass")
  g:choose("play Schism")
  eq(wounds(g, "Sentinel Constructor"), 1, "the only companion that can exert")
end)

-- ---- company ------------------------------------------------------------

test("Playing events: Rally Point heals a UNSC companion and draws a card", function()
  local g = pos("company")
  g:choose("play Rally Point")
  eq(wounds(g, "Master Chief"), 0, "healed")
  eq(where(g, "UNSC Marine"), "hand", "drew the Marine")
end)

test("Possessions and artifacts: the M12 Warthog (strength +2) and the Activation Index (vitality +1)", function()
  local g = pos("company")
  g:choose("play M12 Warthog")
  eq(val(g, "Master Chief", "strength"), 10, "8 + 2")
  g:choose("play Activation Index")
  eq(val(g, "Master Chief", "vitality"), 5, "4 + 1")
  eq(g:eval("rules.bearer(" .. g:id("Activation Index") .. ")"), g:id("Master Chief"), "borne by Master Chief")
end)

-- ---- Shadow phase -------------------------------------------------------

test("Playing cards from your draw deck: Covenant Reinforcements plays an Elite Veteran", function()
  local g = pos("shadow")
  g:choose("play Covenant Reinforcements")
  eq(where(g, "Elite Veteran"), "shadow", "the Veteran is in play")
end)

test("Shadow actions: Flood Resurgence plays a Flood minion from the discard pile; Spore Cloud then makes companions strength -1", function()
  local g = pos("shadow")
  g:choose("play Spore Cloud")
  eq(val(g, "Master Chief", "strength"), 8, "two Flood minions: no effect")
  g:choose("play Flood Resurgence")
  eq(where(g, "Flood Pure Form"), "shadow", "played from the discard pile")
  eq(val(g, "Master Chief", "strength"), 7, "three Flood minions: -1")
end)

test("Loaded keywords: Flood Pure Form (lurker), Gravemind (fierce, damage +1), Jiralhanae Minor (fierce), Mgalekgolo Hunter, Sentinel Major (damage +1)", function()
  local g = pos("shadow")
  ok(g:eval("rules.has(" .. g:id("Flood Pure Form") .. ", 'lurker')"), "Pure Form lurker")
  for _, t in ipairs({ "Gravemind", "Jiralhanae Minor" }) do
    ok(g:show(t):find("Fierce", 1, true), t .. " fierce")
  end
  for _, t in ipairs({ "Gravemind", "Mgalekgolo Hunter", "Sentinel Major", "Longsword Interceptor" }) do
    ok(g:show(t):find("Damage +1", 1, true), t .. " damage +1")
  end
  ok(g:show("Mgalekgolo Hunter"):find("strength 12, vitality 4", 1, true), g:show("Mgalekgolo Hunter"))
  ok(g:show("Gravemind"):find("strength 13, vitality 5", 1, true), g:show("Gravemind"))
end)

-- ---- sniping ------------------------------------------------------------

test("SNIPING PHASE: Banshee Strafe adds 1 to the minion sniping total; Heretic Sniper and Jun are snipers", function()
  local g = pos("sniping")
  ok(g:eval("rules.has(" .. g:id("Heretic Sniper") .. ", 'sniper')"), "Heretic Sniper")
  ok(g:eval("rules.has(" .. g:id("Jun") .. ", 'sniper')"), "Jun")
  g:choose("play Banshee Strafe")
  has(g:log(), "the minion sniping total is +1 this turn")
  has(g:log(), "sniping totals: minions 2, company 1", "the Heretic Sniper and the Strafe; Jun")
end)

-- ---- assignment ---------------------------------------------------------

test("ASSIGNMENT PHASE: SpecOps Ambush makes a SpecOps companion defender +1", function()
  local g = pos("assignment")
  g:choose("play SpecOps Ambush")
  eq(val(g, "SpecOps Elite", "defender"), 1, "defender +1")
end)

-- ---- engagement ---------------------------------------------------------

test("ENGAGEMENT PHASE(S): Energy Projector makes the CCS Battlecruiser weapons +3, overwhelming the Longsword", function()
  local g = pos("engagement")
  eq(val(g, "CCS Battlecruiser", "weapons"), 9, "printed weapons")
  eq(val(g, "Longsword Interceptor", "damage"), 1, "the Longsword's damage +1")
  g:choose("play Energy Projector")
  has(g:log(), "CCS Battlecruiser [" .. g:id("CCS Battlecruiser") .. "]: weapons +3")
  has(g:log(), "weapons 5 (Free Peoples) against 12 (Shadow): the Shadow side wins, overwhelming")
  eq(where(g, "Longsword Interceptor"), "dead", "12 against 5: overwhelmed")
end)

test("ENGAGEMENT PHASE(S): without the Projector the Longsword only takes one damage", function()
  local g = pos("engagement")
  g:choose("pass")
  eq(g:eval("cv.pool(" .. g:id("Longsword Interceptor") .. ", 'damage')"), 1, "one damage")
end)

-- ---- card data ----------------------------------------------------------

test("Card data: UNSC Marine, Emile (Hero, damage +1), In Amber Clad, CCS Battlecruiser", function()
  local g = pos("company")
  ok(g:show("UNSC Marine"):find("cost 1, strength 4, vitality 2", 1, true), g:show("UNSC Marine"))
  ok(g:show("Emile"):find("Hero", 1, true) and g:show("Emile"):find("Damage +1", 1, true), g:show("Emile"))
  ok(g:show("In Amber Clad"):find("weapons 8", 1, true), g:show("In Amber Clad"))
  ok(g:show("CCS Battlecruiser"):find("weapons 9", 1, true), g:show("CCS Battlecruiser"))
end)

test("The adventure path: the Reach sites carry their site and Shadow numbers; Exodus is a sanctuary", function()
  local g = pos("company")
  local sites = { ["Winter Contingency"] = "shadow 0, site 1", ["ONI Sword Base"] = "shadow 1, site 2",
    ["Nightfall"] = "shadow 1, site 3", ["Tip of the Spear"] = "shadow 3, site 4",
    ["Long Night of Solace"] = "shadow 3, site 5", ["Exodus"] = "shadow 4, site 6",
    ["New Alexandria"] = "shadow 6, site 7", ["The Package"] = "shadow 7, site 8",
    ["Lone Wolf"] = "shadow 8, site 9" }
  for title, want in pairs(sites) do
    ok(g:show(title):find(want, 1, true), title .. ": " .. want .. " (shows: " .. g:show(title) .. ")")
  end
  ok(g:show("Exodus"):find("Sanctuary.", 1, true), "Exodus is a sanctuary")
  eq(g:eval("rules.card_def('reach_site7').roaming_reduction"), 1, "New Alexandria reduces roaming")
end)

test("UNIQUENESS, Unique cards: Sgt. Johnson, Seasoned Veteran shares Sarge's title; exerting him makes Master Chief strength +2 in his skirmish", function()
  local g = pos("veteran")
  local before = val(g, "Master Chief", "strength")
  g:choose("use Sgt. Johnson")
  eq(val(g, "Master Chief", "strength"), before + 2, "Master Chief pumped")
  eq(g:eval("cv.pool(" .. g:id("Seasoned Veteran") .. ", 'wounds')"), 1, "Johnson exerted")
end)
