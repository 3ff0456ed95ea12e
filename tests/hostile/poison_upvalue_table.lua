-- tries: state kept outside the game in a table held by a local of the card's file (the upvalue itself never assigned, only the table's fields), so the next game of the pool sees what this one did.
-- expect: poison run deck=table steps="use Ledger|use Ledger"
local book = { entries = 0 }
return {
  title = "Ledger", power = 1,
  abilities = {
    { word = "main", label = "record",
      run = function(self)
        pcall(function() book.entries = book.entries + 1 end)
        rules.gain(book.entries + 1)
      end },
  },
}
