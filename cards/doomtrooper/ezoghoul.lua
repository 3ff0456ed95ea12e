-- Doomtrooper card (plausible stats; gEngine card texts are not in the rulebook).
-- VEHICLES: its ability discards a VEHICLE ("If the warrior is inside its
-- VEHICLE and the VEHICLE is discarded, the warrior is wounded").
local function vehicles(self)
  local out = {}
  for _, c in ipairs(cv.in_play()) do
    if cv.def(c).type == "equipment" and rules.has(c, "VEHICLE") and rules.bearer(c)
        and cv.owner(c) ~= cv.owner(self) then out[#out + 1] = c end
  end
  return out
end
return {
  title = "Ezoghoul",
  type = "warrior",
  affiliation = "legion",
  fight = 7,
  armor = 5,
  value = 4,
  limit = 5,
  designations = { "FOLLOWER OF DEMNOGONIS" },
  text = "Shoot -: never in a Shoot combat. During your turn: spend 1 D to discard a VEHICLE of an opponent's " ..
    "warrior (once per turn; not an action).",
  abilities = {
    { word = "turn", text = "spend 1 D: discard an opponent's VEHICLE",
      label = "Ezoghoul: spend 1 D to discard an opponent's VEHICLE",
      once = "turn",
      can = function(self, ctx) return ctx.player == cv.owner(self) and rules.area(self) ~= nil end,
      cost = { destiny = 1 },
      target = { prompt = "Ezoghoul: which VEHICLE?", among = vehicles },
      run = function(self, ctx) rules.discard(ctx.target) end },
  },
}
