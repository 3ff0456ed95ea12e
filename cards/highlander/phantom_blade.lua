-- An Illusion: only from a Hard Exertion. The opponent loses 1 Ability.
return {
  title = "Phantom Blade", kind = "illusion", gems = { "agility" },
  text = "Illusion. Your opponent loses 1 Ability.",
  abilities = {
    { word = "illusion", text = "Your opponent loses 1 Ability.",
      run = function(self) rules.lose(rules.opponent(cv.owner(self)), 1) end },
  },
}
