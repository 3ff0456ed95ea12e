-- An Edge, played alone in the May Do/Must Do Phase: rearm without an
-- Exertion (Becoming Armed): every Weapon of its player.
return {
  title = "Retrieve Your Blade", kind = "edge", gems = { "agility" },
  text = "Edge. Play during your May Do/Must Do Phase: each of your Weapons is no longer Disarmed.",
  abilities = {
    { word = "maydo", text = "Each of your Weapons is no longer Disarmed.",
      run = function(self) rules.rearm(cv.owner(self)) end },
  },
}
