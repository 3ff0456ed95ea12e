-- Warzone Eternal: ARMOR TEST RESULT (the table, Damage Multipliers,
-- wounds and casualties).
local W = dofile(ROOT .. "/tests/warzone/common.lua")

-- Ann's Free Marine shoots Bob's Free Marine 8" away with the M50 (TN 13):
-- the Shoot test rolls 'shot', the Armor Tests roll the rest.
local function m50(dice, bob)
  local g = W.game{ dice = dice,
    ann = { { "Free Marines Trooper", ref = "a", at = { 10000, 10000 } } },
    bob = { bob or { "Free Marines Trooper", ref = "b", at = { 10000, 19182 }, reaction = 1 } } }
  g:choose("Shoot Free Marines Trooper")
  return g
end

test("ARMOR TEST RESULT: a Free Marine hit by an M50: AR 21 - DAM 13 = 8, rolls 1 to 20 give the four rows", function()
  local want = {}
  for r = 1, 20 do
    if r <= 2 then want[r] = { 0, 0 }        -- succeeded by 6+: no effect
    elseif r <= 8 then want[r] = { 1, 0 }    -- succeeded by 0-5: 1 Pinned counter
    elseif r <= 13 then want[r] = { 1, 1 }   -- failed by 1-5: Pinned and a Wound
    else want[r] = { 1, 2 } end              -- failed by 6+: Pinned and 2 Wounds
  end
  for r = 1, 20 do
    local g = m50("2 " .. r)
    has(g:log(), "Armor Test of Free Marines Trooper [2]: TN 8 (AR 21, DAM 13)", "roll " .. r)
    eq(W.pool(g, "b", "pinned"), want[r][1], "roll " .. r .. ": Pinned counters")
    eq(W.pool(g, "b", "wounds"), want[r][2], "roll " .. r .. ": Wound counters")
    eq(W.where(g, "b"), want[r][2] >= 2 and "casualties" or "table", "roll " .. r .. ": W 2 reached, a casualty")
  end
end)

test("ARMOR TEST RESULT: a unit with Wound counters equal to its W is removed as a casualty", function()
  local g = m50("2 9", { "Free Marines Trooper", ref = "b", at = { 10000, 19182 }, reaction = 1, wounds = 1 })
  eq(W.where(g, "b"), "casualties", "1 + 1 Wound counters, W 2")
  has(g:log(), "Free Marines Trooper [2] is removed as a casualty")
end)

test("ARMOR TEST RESULT: Damage Multipliers are cumulative, one Armor Test each: a Shotgun's x2 and a critical hit's x1", function()
  local shotgun = { title = "Test Shotgunner", kind = "unit", faction = "Capitol", side = "light", designation = "Trooper",
    unit_type = "Test", mv = 4, mw = 13, cc = 10, st = 4, def = 0, ar = 21, w = 2, pw = 10, ld = 10, base = 30,
    points = 3, support = 0, specials = {}, weapons = { "shotgun" } }
  -- 5" away: the Shotgun's short range, DAM 13 x2
  local g = W.game{ dice = "2 1 1", cards = { test_shotgunner = shotgun },
    ann = { { "Test Shotgunner", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Free Marines Trooper", ref = "b", at = { 10000, 16182 }, reaction = 1 } } }
  g:choose("Shoot Free Marines Trooper")
  has(g:log(), "Armor Test 1 of 2 (Damage Multiplier x2)")
  has(g:log(), "Armor Test 2 of 2")
  eq(W.pool(g, "b", "wounds"), 0, "two Armor Tests rolled 1: no effect")
  -- a natural 1 adds x1: three Armor Tests
  g = W.game{ dice = "1 1 1 1", cards = { test_shotgunner = shotgun },
    ann = { { "Test Shotgunner", ref = "a", at = { 10000, 10000 } } },
    bob = { { "Free Marines Trooper", ref = "b", at = { 10000, 16182 }, reaction = 1 } } }
  g:choose("Shoot Free Marines Trooper")
  has(g:log(), "a critical hit (x1 Damage Multiplier)")
  has(g:log(), "Armor Test 3 of 3 (Damage Multiplier x3)")
end)
