-- tries: collectgarbage("stop") while loading, so that later memory is never freed and the memory cap hits other cards.
-- expect: load line=3 msg="undefined global 'collectgarbage'"
collectgarbage("stop")
return { title = "Litterbug", power = 1 }
