-- A Smoke marker (WEAPON SPECIAL ABILITIES: Smoke): made by the rules when a
-- Smoke weapon hits; its variables hold where it is (x, y) and its radius r.
return {
  title = "Smoke", kind = "smoke",
  text = "Lines of sight drawn into or through it are Blocked, whatever the heights; it dissipates in an End Turn Phase (option smoke).",
}
