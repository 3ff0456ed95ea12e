-- tries: a cost that cannot be paid (removes more gems than there are) after it has marked the card used.
-- expect: run deck=table steps="use Overdraft" line=9 msg="pool 'gems' cannot go negative" in="(in the main ability of Overdraft ["
return {
  title = "Overdraft", power = 1,
  abilities = {
    { word = "main", label = "borrow",
      pay = function(self)
        cv.set_var(self, "used", true)
        cv.add_pool(cv.GAME, "gems", -5)
      end,
      run = function(self) rules.gain(10) end },
  },
}
