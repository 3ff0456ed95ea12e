-- A Dirty Trick: no damage, Unblockable; if not defended, the opponent is Disarmed.
return {
  title = "Disarming Twist", kind = "attack", attack_type = "dirty",
  grids = { "middle left", "center", "middle right" }, gems = { "wisdom" },
  text = "Dirty Trick to the middle row. If successful, your opponent is Disarmed.",
  abilities = {
    { word = "success", text = "Your opponent is Disarmed.",
      run = function(self) rules.disarm(rules.opponent(cv.owner(self))) end },
  },
}
