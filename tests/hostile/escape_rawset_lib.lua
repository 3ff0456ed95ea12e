-- tries: rawset on the string library (past its read-only __newindex) to replace string.upper for every card.
-- expect: run deck=table steps="use Forger" line=8 msg="rawset: this table is read-only" in="(in the main ability of Forger ["
return {
  title = "Forger", power = 1,
  abilities = {
    { word = "main", label = "forge",
      run = function(self)
        rawset(string, "upper", function(s) return "FORGED" end)
      end },
  },
}
