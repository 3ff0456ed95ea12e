-- A Dirty Trick: no damage, Unblockable; if not defended, the opponent
-- discards a card from hand at random (the game's seeded RNG).
return {
  title = "Sand in the Eyes", kind = "attack", attack_type = "dirty",
  grids = { "upper left", "upper center", "upper right" }, gems = { "wisdom" },
  text = "Dirty Trick to the upper row. If successful, your opponent discards a card from his Hand at random.",
  abilities = {
    { word = "success", text = "Your opponent discards a card from his Hand at random.",
      run = function(self)
        local hand = cv.zone("hand", rules.opponent(cv.owner(self)))
        if #hand > 0 then rules.discard(hand[math.random(#hand)]) end
      end },
  },
}
