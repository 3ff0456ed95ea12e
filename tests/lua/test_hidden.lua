-- Hidden information in the kernel, for every game (docs/scripting.md,
-- Hidden information): a look at the top of a face-down pile, a card
-- revealed to some players; what each seat may see, in its view of the
-- board and its log, until the card moves or its pile is shuffled. On the
-- kernel's mini test game.

local function at() return game{ root = "tests/fixtures", position = "tests/fixtures/mini_positions/hidden.lua" } end

-- Ann's deck, top first: Furnace, Echo, Shield.
local function deck(g) return g:eval("cv.zone('deck', 1)") end

test("a look shows the top cards to the seat that looks, and to no one else", function()
  local g = at()
  local d = deck(g)
  eq(g:eval("cv.visible(" .. d[1] .. ", 1)"), false, "face down before")
  g:choose("peek")
  eq(g:eval("cv.visible(" .. d[1] .. ", 1)"), true, "Ann saw the top card")
  eq(g:eval("cv.visible(" .. d[2] .. ", 1)"), true, "and the second")
  eq(g:eval("cv.visible(" .. d[3] .. ", 1)"), false, "not the third")
  eq(g:eval("cv.visible(" .. d[1] .. ", 2)"), false, "Bob did not")
  has(g:state(1), "1. Furnace [" .. d[1] .. "] (seen)")
  has(g:state(1), "2. Echo [" .. d[2] .. "] (seen)")
  hasnt(g:state(2), "Furnace [")
  has(g:log(1), "Ann looks at the top 2 cards of Ann's deck: Furnace [" .. d[1] .. "], Echo [" .. d[2] .. "]")
  has(g:log(2), "Ann looks at the top 2 cards of Ann's deck")
  hasnt(g:log(2), "Furnace [")
end)

test("what a seat saw it forgets when the card leaves the pile, and when the pile is shuffled", function()
  local g = at()
  local d = deck(g)
  g:choose("peek"); g:choose("bury")
  eq(g:eval("cv.where(" .. d[1] .. ")"), "discard", "the Furnace left the deck")
  eq(g:eval("cv.var(" .. d[1] .. ", '_seen')"), nil, "known by what it is now, not by the look")
  eq(g:eval("cv.visible(" .. d[2] .. ", 1)"), true, "the Echo still known")
  g:choose("mix")
  eq(g:eval("cv.visible(" .. d[2] .. ", 1)"), false, "shuffled: nobody knows where it is")
end)

test("a revealed card is seen by the seats it was shown to until it moves; the hash knows who saw what", function()
  local g = at()
  local spark = g:eval("cv.zone('hand', 1)[1]")
  eq(g:eval("cv.visible(" .. spark .. ", 2)"), false, "Ann's hand is hers")
  local before = g:hash()
  g:choose("flash")
  eq(g:eval("cv.visible(" .. spark .. ", 2)"), true, "shown to Bob")
  has(g:log(), "Spark [" .. spark .. "] is revealed to Bob")
  has(g:state(2), "1. Spark [" .. spark .. "] (seen)")
  ok(g:hash() ~= before, "who saw what is part of the state")
end)

test("cv.look and cv.reveal refuse what is not a seat, with the argument named", function()
  local g = at()
  fails(function() g:eval("cv.reveal(cv.zone('hand', 1)[1], { 5 })") end, "bad argument #2 to 'reveal' (a list of seats expected)")
  fails(function() g:eval("cv.look(1, -1, 'deck', 1)") end, "bad argument #2 to 'look'")
end)

test("a look at a pile of one card sees that card (a count of 1 is no error)", function()
  local g = at()
  local bobs = g:eval("cv.zone('deck', 2)[1]")
  g:choose("glance") -- Ann looks at the top 5 of Bob's deck, which holds one card
  eq(g:eval("cv.visible(" .. bobs .. ", 1)"), true, "Ann saw it")
  has(g:log(1), "Ann looks at the top 1 card of Bob's deck: Echo [" .. bobs .. "]")
end)

-- Committed face down (cv.commit): the card, and so whatever its face says
-- (a grid, a value), is fixed from the commitment to its reveal.

test("a committed card cannot leave its zone until every player has seen it; the step is undone, nothing lost", function()
  local g = at()
  local spark = g:eval("cv.zone('hand', 1)[1]")
  g:choose("seal")
  local digest = g:eval("cv.var(" .. spark .. ", '_commit')")
  ok(type(digest) == "string" and digest:match("^#%x%x%x%x%x%x%x%x$"), "a digest of 8 hex digits: " .. tostring(digest))
  has(g:log(1), "Ann commits Spark [" .. spark .. "] face down in Ann's hand as " .. digest)
  has(g:log(2), "Ann commits a card face down in Ann's hand as " .. digest)
  hasnt(g:log(2), "Spark [" .. spark .. "] face")
  local before = g:hash()
  fails(function() g:choose("drop") end, "committed face down")
  eq(g:eval("cv.where(" .. spark .. ")"), "hand", "still in Ann's hand")
  eq(g:hash(), before, "the refused step changed nothing")
  g:choose("show")
  has(g:log(), "Spark [" .. spark .. "] is revealed to every player: the card committed as " .. digest)
  eq(g:eval("cv.var(" .. spark .. ", '_commit')"), nil, "released")
  g:choose("drop")
  eq(g:eval("cv.where(" .. spark .. ")"), "table", "played once revealed")
end)

test("a reveal to the only player who had not seen a committed card releases it", function()
  local g = at()
  local spark = g:eval("cv.zone('hand', 1)[1]")
  g:choose("seal")
  g:choose("tell") -- Ann owns it and sees her hand; Bob was the one who had not
  eq(g:eval("cv.var(" .. spark .. ", '_commit')"), nil, "every player has seen it")
  g:choose("drop")
  eq(g:eval("cv.where(" .. spark .. ")"), "table")
end)

test("a commitment is the kernel's: no script sets it or commits a card twice, and the digest is the same in every replay", function()
  local g = at()
  fails(function() g:choose("forge") end, "'_commit' is the kernel's")
  g:choose("seal")
  fails(function() g:eval("cv.commit(cv.zone('hand', 1)[1])") end, "committed already")
  local a = g:eval("cv.var(cv.zone('hand', 1)[1], '_commit')")
  local h = at()
  h:choose("seal")
  eq(h:eval("cv.var(cv.zone('hand', 1)[1], '_commit')"), a, "same game, same digest")
end)
