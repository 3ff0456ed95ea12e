-- A Cloud's Impact Point marker (CLOUD): made by the rules when a Cloud
-- weapon hits; its variables hold where it is (x, y), its radius r and the
-- weapon.
return {
  title = "Cloud", kind = "cloud",
  text = "A Threat Zone: a unit in it suffers the weapon's effects the first time and at the end of its Activation; 11+ on a D20 in the End Turn Phase dissipates it.",
}
