-- Halo: rules beyond the two-player slice: multiplayer, activity,
-- transfers, toil, interrupts, the bid. Positions are in positions/rules_*.
local H = dofile(ROOT .. "/tests/halo/common.lua")

local function pos(name, opts)
  return game{ rules = "halo", position = "tests/halo/positions/" .. name .. ".lua",
    options = opts }
end

test("LOSING THE GAME: in multiplayer the loser leaves, his sites are replaced counter-clockwise", function()
  local g = pos("rules_elimination")
  g:choose("done assigning") -- Ann leaves both Veterans to Bob, who must
                             -- assign them to her only companion
  -- 8 against 14: one wound, the fourth: the Hero dies and Ann leaves.
  ok(not g:over(), "two players remain: the game goes on")
  eq(g:query("cv.var(cv.player(1), 'out')"), "1", "Ann is out")
  has(g:log(), "Ann has left the game")
  has(g:log(), "turn 2: Bob")
  -- Site 1 comes from Carl (to Ann's right), site 3 from Bob.
  eq(g:query("cv.owner(cv.zone('path')[1])"), "3", "site 1's owner")
  eq(g:query("cv.owner(cv.zone('path')[3])"), "2", "site 3's owner")
  eq(g:query("cv.def(cv.zone('path')[3]).title"), "Metropolis", "site 3")
  eq(g:query("#cv.zone('shadow', 2)"), "0", "Bob's minions were discarded at the end of Ann's turn")
  -- Priority and the Shadow phases skip Ann from now on.
  eq(g:query("table.concat(rules.shadow_players(), ',')"), "3", "Shadow players in Bob's turn")
end)

test("WINNING THE GAME; LOSING THE GAME: the last player left wins", function()
  local g = pos("rules_last_player")
  g:choose("done assigning")
  ok(g:over(), "the game is over")
  eq(g:result(), "Bob wins: Ann's Hero was killed")
end)

test("ACTIVE CARD; Unique cards: of two unique Shadow copies, the one closest to the right of the Free Peoples player is active", function()
  local g = pos("rules_active_copy")
  local bob_z = H.find(g, "Elite Zealot", "shadow", 2)
  local carl_z = H.find(g, "Elite Zealot", "shadow", 3)
  eq(g:query("cv.active(" .. carl_z .. ")"), "true", "Carl's copy (Ann's right)")
  eq(g:query("cv.active(" .. bob_z .. ")"), "false", "Bob's copy")
end)

test("Transfer of Artifacts and Possessions: pay the cost again, to a character who may bear it", function()
  local g = pos("rules_transfer")
  local mobuto = H.find(g, "Sergeant Mobuto", "company", 1)
  eq(H.num(g, "rules.strength(" .. mobuto .. ")"), 5, "Mobuto before")
  g:choose("transfer BR55 Battle Rifle")
  eq(H.num(g, "rules.strength(" .. mobuto .. ")"), 7, "Mobuto bears the rifle: +2")
  eq(H.num(g, "rules.twilight()"), 1, "the rifle's cost paid again")
end)

test("Toil X: each exerted character of the card's culture lowers its cost by X", function()
  local g = pos("rules_toil")
  local vet = H.find(g, "Elite Veteran", "shadow", 2)
  -- 6 twilight is more than the pool's 4, but one exertion pays 2 of it.
  g:choose("play Brute Chieftain")
  g:choose("exert Elite Veteran")
  eq(H.num(g, "rules.wounds(" .. vet .. ")"), 1, "the Veteran exerted")
  eq(H.num(g, "rules.twilight()"), 0, "6 - 2 paid from 4")
  ok(H.find(g, "Brute Chieftain", "shadow", 2) > 0, "the Chieftain is in play")
end)

test("RESPONSE: an interrupt cancels an event, whose costs stay paid", function()
  local g = pos("rules_cancel")
  g:choose("play Hold the Line")
  g:choose("play Counter-Intelligence")
  has(g:log(), "is cancelled")
  g:choose("pass") -- Ann, who may still act in the skirmish
  eq(H.num(g, "cv.pool(cv.GAME, 'twilight')"), 0, "Bob paid 1 twilight")
  eq(H.num(g, "#cv.zone('discard', 1)"), 1, "Hold the Line is discarded all the same")
  has(g:log(), "strength 8 (Free Peoples) against 7 (Shadow)")
end)

test("GAME SETUP PROCEDURE, Bid to see who goes first: first_player=bid, the winner's bid is added on his first turn", function()
  local g = game{ rules = "halo", seed = 2, options = { "first_player=bid" } }
  g:choose("bid 1 twilight") -- Ann
  g:choose("bid 3 twilight") -- Bob wins
  eq(g:query("cv.var(cv.GAME, 'first')"), "2", "Bob goes first")
  g:choose("done") -- Bob's starting company
  g:choose("done") -- Ann's
  eq(H.num(g, "rules.twilight()"), 3, "Bob's bid in the pool at his first company phase")
end)

test("How to move: in multiplayer the arrow of the site left names the player who places the next site", function()
  -- Ann leaves Alpha Base, whose arrow points left: Bob, the player to
  -- her left, places site 4 from his adventure deck (Carl has one too).
  local g = pos("rules_three_players")
  eq(g:query("cv.def(cv.zone('path')[4]).title"), "The Arbiter's Trial", "Bob's site 4")
  eq(g:query("cv.owner(cv.zone('path')[4])"), "2", "placed by Bob")
end)

test("SHADOW PHASE(S), SHADOW PHASE OUTLINE: one per Shadow player, counter-clockwise from the right; no minions: straight to regroup", function()
  local g = pos("rules_three_players")
  -- Carl sits to Ann's right and acts first; Bob next. Neither can pay for
  -- an Elite Zealot (5) with the 4 twilight of the move, so neither is asked.
  local log = table.concat(g:log(), "\n")
  local carl, bob = log:find("Carl's Shadow actions", 1, true), log:find("Bob's Shadow actions", 1, true)
  ok(carl and bob and carl < bob, "Carl's Shadow phase comes before Bob's")
  has(g:log(), "no minions in play: straight to the regroup phase")
  eq(H.num(g, "rules.move_limit(1)"), 2, "Move limit: the number of opponents at the start")
end)

test("Playing Shadow cards: a few sites reduce the roaming penalty", function()
  local g = pos("rules_roaming_site")
  -- 4 + (2 - 1) = 5: payable from the 5 in the pool.
  has(g:options(), "play Blue Elite [")
  has(g:options(), "(twilight -5, roaming +1)")
  g:choose("play Blue Elite")
  eq(H.num(g, "rules.twilight()"), 0, "the pool")
end)

test("Playing Shadow cards: a Shadow possession plays on the player's own Shadow ship, not on another Shadow player's", function()
  local g = pos("rules_ship_possessions")
  local bobs, carls = H.find(g, "Seraph", "support", 2), H.find(g, "Seraph", "support", 3)
  g:choose("play Plasma Lance Battery")
  -- Bob's Seraph is the only bearer: the choice is taken without asking.
  local lance = H.num(g, "(function() for _, c in ipairs(cv.in_play()) do if cv.def(c).title == 'Plasma Lance Battery' then return c end end end)()")
  eq(H.num(g, "cv.link(" .. lance .. ", 'bearer')"), bobs, "borne by Bob's Seraph")
  eq(H.num(g, "rules.weapons(" .. bobs .. ")"), 8, "Bob's Seraph: 6 + 2")
  eq(H.num(g, "rules.weapons(" .. carls .. ")"), 6, "Carl's Seraph unchanged")
  eq(H.num(g, "rules.twilight()"), 3, "1 twilight removed")
end)

test("Playing possessions and artifacts: a Free Peoples possession plays under a ship and adds its weapons bonus", function()
  local g = pos("rules_ship_pods")
  local autumn = H.find(g, "Pillar of Autumn", "support", 1)
  eq(H.num(g, "rules.weapons(" .. autumn .. ")"), 13, "the Autumn's printed weapons")
  g:choose("play Archer Missile Pods")
  eq(H.num(g, "rules.weapons(" .. autumn .. ")"), 15, "13 + 2")
end)

test("LOSING THE GAME: only the player's Hero loses him the game; another Hero-keyword companion dies like any other", function()
  local g = pos("rules_other_hero")
  -- 7 against 7: the tie goes to the Shadow side, Fred's fourth wound kills him.
  ok(H.find(g, "Fred", "dead", 1) > 0, "Fred is in the dead pile")
  ok(not g:over(), "the game goes on: Master Chief is Ann's Hero")
end)

test("SHADOW PHASE(S), SHADOW PHASE OUTLINE: no minion after the last Shadow phase: straight to regroup, even with a Shadow ship and no ship to engage", function()
  local g = pos("rules_ship_no_minion")
  has(g:log(), "no minions in play: straight to the regroup phase")
  hasnt(g:log(), "Sniping phase begins")
  eq(H.num(g, "rules.wounds(" .. H.find(g, "Master Chief", "company", 1) .. ")"), 0, "no sniping wound")
end)

test("ASSIGNMENT PHASE OUTLINE; Assign defenders: the Free Peoples player assigns companions and ships before the Shadow players assign leftovers", function()
  local g = pos("rules_assign_order")
  eq(g:prompt(), "Assign defenders")
  g:choose("done assigning")
  eq(g:prompt(), "Assign defending ships")
  eq(g:seat(), 1)
  g:choose("assign Pillar of Autumn")
  eq(g:seat(), 2, "then Bob assigns his leftover minions")
end)

test("Transfer of Artifacts and Possessions: between characters only - a possession is never transferred to a ship", function()
  local g = pos("rules_transfer")
  hasnt(g:options(), "to Pillar of Autumn")
  local ok_pos = pos("rules_ship_pods")
  ok_pos:choose("play Archer Missile Pods")
  hasnt(ok_pos:options(), "transfer Archer Missile Pods")
end)

test("LOSING THE GAME: the marker of a player who left is removed from the path", function()
  local g = pos("rules_elimination")
  g:choose("done assigning")
  local st = g:state()
  ok(not st:find("<Ann>", 1, true) and not st:find(",Ann>", 1, true) and not st:find("<Ann,", 1, true),
    "no marker of Ann on the path")
end)

test("ACTIVE CARD: a site's Shadow special ability may be used by a Shadow player where the company is, whoever owns the site", function()
  local g = pos("rules_site_ability")
  eq(g:seat(), 2, "Bob, a Shadow player, is asked")
  g:choose("use Floodgate")
  eq(H.num(g, "rules.twilight()"), 2, "4 - 2 removed")
  -- Mobuto is the only companion but the Hero: wounded without a choice.
  eq(H.num(g, "rules.wounds(" .. H.find(g, "Sergeant Mobuto", "company", 1) .. ")"), 1, "Mobuto wounded")
end)
