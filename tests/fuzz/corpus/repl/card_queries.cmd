auto 20
eval cv.ncards()
eval cv.def(1).title
eval cv.where(1)
eval cv.zone("company", 1)
eval rules.strength(1)
why 1
why 2
show 3
show halo_site1
log card 1
view 2
state
