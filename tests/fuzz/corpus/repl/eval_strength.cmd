actions
2
eval rules.strength(2)
log 1
