#@ rules=doomtrooper seed=2
auto 40
view 1
state --json
why
save doom.rec
load doom.rec
hash
