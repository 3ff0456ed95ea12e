-- tries: two cards whose required triggers feed each other (Tick raises "tock" on "tick", Tock raises "tick" on "tock"), started by Tick's main ability: a game that would never end.
-- expect: loop deck=table partner=loop_tock.lua steps="use Tick" msg="abilities nested more than 64 deep" names="Tick [|Tock ["
return {
  title = "Tick", power = 1,
  abilities = {
    { word = "main", label = "wind the clock",
      run = function(self) cv.event("tick", { card = self }) end },
    { trigger = "tick", required = true, label = "tick",
      run = function(self) rules.gain(1) cv.event("tock", { card = self }) end },
  },
}
