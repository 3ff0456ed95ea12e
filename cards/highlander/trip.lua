-- A Dirty Trick: no damage, Unblockable; if not defended, the opponent is Prone.
return {
  title = "Trip", kind = "attack", attack_type = "dirty",
  grids = { "lower left", "lower center", "lower right" }, gems = { "agility" },
  text = "Dirty Trick to the lower row. If successful, your opponent is Prone.",
  abilities = {
    { word = "success", text = "Your opponent is Prone.",
      run = function(self) rules.make_prone(rules.opponent(cv.owner(self))) end },
  },
}
