-- tries: the kernel's own functions (cv._game, cv._decide, cv._card_add), hidden from scripts, to forge a decision.
-- expect: run deck=table steps="use Backdoor" line=8 msg="attempt to call a nil value (field '_decide')" in="(in the main ability of Backdoor ["
return {
  title = "Backdoor", power = 1,
  abilities = {
    { word = "main", label = "forge",
      run = function(self)
        cv._decide(1, "fake", { "win" })
      end },
  },
}
