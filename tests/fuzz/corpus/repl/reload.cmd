auto 12
hash
reload
eval rules.strength(1)
hash
redo 12
