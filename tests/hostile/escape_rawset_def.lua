-- tries: rawset on its own ability's definition (past the read-only __newindex) to change the label every copy shows.
-- expect: run deck=table steps="use Relabel" line=8 msg="rawset: this table is read-only" in="(in the main ability of Relabel ["
return {
  title = "Relabel", power = 1,
  abilities = {
    { word = "main", label = "relabel",
      run = function(self)
        rawset(cv.def(self).abilities[1], "label", "free gems")
      end },
  },
}
