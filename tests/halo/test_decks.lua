-- Halo: BUILDING YOUR DECK (deck_rules=tournament), and the card checks.
local function try(deck)
  local ok_, err = pcall(game, { rules = "halo", options = { "deck_rules=tournament" },
    decks = { "tests/halo/decks/" .. deck .. ".deck", "tests/halo/decks/legal.deck" } })
  return ok_ and "ok" or tostring(err)
end

test("BUILDING YOUR DECK: a Hero, 60 cards with equal sides, nine sites: legal", function()
  eq(try("legal"), "ok", "the legal deck")
end)

test("Draw Deck: at least 60 cards", function()
  ok(try("small"):find("small.deck: the draw deck has 52 cards; it needs at least 60", 1, true), try("small"))
end)

test("Draw Deck: equal numbers of Shadow and Free Peoples cards", function()
  ok(try("unequal"):find("31 Free Peoples and 30 Shadow cards; the counts must be equal", 1, true),
    try("unequal"))
end)

test("Draw Deck: at most four copies of a title, whatever the subtitle", function()
  ok(try("five_copies"):find("five_copies.deck:6: 5 copies of 'ODST Helljumper'; at most 4", 1, true),
    try("five_copies"))
end)

test("Hero: only three more copies of the Hero's title in the draw deck", function()
  ok(try("four_heroes"):find("4 copies of your Hero's title 'Master Chief' in the draw deck; at most 3", 1, true),
    try("four_heroes"))
end)

test("Site cards; Adventure Deck: nine sites, one of each number, none in the draw deck", function()
  ok(try("no_site7"):find("no_site7.deck: no site 7", 1, true), try("no_site7"))
  ok(try("two_site3"):find("two_site3.deck:31: a second site numbered 3", 1, true), try("two_site3"))
end)

test("deck_rules=casual lets a prototype deck play (a Hero and sites 1-9 only)", function()
  local g = game{ rules = "halo", options = { "deck_rules=casual" },
    decks = { "tests/halo/decks/small.deck", "tests/halo/decks/legal.deck" } }
  ok(#g:options() > 0, "the game starts")
end)

test("KINDS OF CARDS: every card in cards/halo loads, and a malformed card is refused", function()
  local g = game{ rules = "halo", seed = 1 }
  eq(#g:warnings(), 0, "warnings: " .. table.concat(g:warnings(), "; "))
  ok(g:query("rules.check_card('x', { kind = 'wizard' })"):find("kind must be one of", 1, true), "a bad kind")
  ok(g:query("rules.check_card('x', { kind = 'minion', side = 'shadow', cost = 1, strength = 5, vitality = 2 })")
    :find("a minion needs 'site'", 1, true), "a minion without a site number")
  ok(g:query("rules.check_card('x', { kind = 'site', site = 10, shadow = 1 })"):find("1-9", 1, true), "site 10")
  eq(g:query("rules.check_card('x', { kind = 'event', side = 'free', cost = 0 })"), "nil", "a good event")
  ok(g:query("rules.check_card('x', { kind = 'companion', side = 'free', cost = 1, strenght = 5, vitality = 2 })")
    :find("unknown field 'strenght'", 1, true), "a misspelled field")
  ok(g:query("rules.check_card('x', { kind = 'companion', side = 'free', cost = 1, strength = 'eight', vitality = 2 })")
    :find("'strength' must be a number (got string eight)", 1, true), "a rating that is not a number")
  ok(g:query("rules.check_card('x', { kind = 'companion', side = 'free', cost = 1, strength = 5, vitality = 2, hero = 'yes' })")
    :find("'hero' must be true or false", 1, true), "a keyword that is not a boolean")
  ok(g:query("rules.check_card('x', { kind = 'possession', side = 'free', cost = 1, bonus = { strength = '2' } })")
    :find("bonus.strength must be a number", 1, true), "a bonus that is not a number")
end)
