auto 5
log as Bob
log card master chief
log card Nobody
log turn 9
log phase skirmish
log 3
