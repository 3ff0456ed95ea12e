-- `cardvm sim --plot`: the picture is a well-formed SVG document with the
-- series docs/simulating.md describes. tests/sim.sh passes the file it made
-- in SVG; run alone (make luatests), this file makes one with gnuplot, and
-- says "skipped" when gnuplot is not installed (a failure under CI=true).

-- Checks that 'text' is well-formed XML (every element closed in order, one
-- root) and returns the root's name.
local function xml(text)
  local stack, root = {}, nil
  local pos = 1
  text = text:gsub("<!%-%-.-%-%->", ""):gsub("<!%[CDATA%[.-%]%]>", "")
  while true do
    local s, e, tag = text:find("<([^>]*)>", pos)
    if not s then break end
    pos = e + 1
    local first = tag:sub(1, 1)
    if first == "?" or first == "!" then
      -- a declaration or a DOCTYPE
    elseif first == "/" then
      local name = tag:match("^/([%w:_.-]+)")
      local open = table.remove(stack)
      if open ~= name then error("</" .. tostring(name) .. "> closes <" .. tostring(open) .. ">") end
    else
      local name = tag:match("^([%w:_.-]+)")
      if not name then error("a malformed tag: <" .. tag .. ">") end
      if #stack == 0 then
        if root then error("a second root element <" .. name .. ">") end
        root = name
      end
      if tag:sub(-1) ~= "/" then stack[#stack + 1] = name end
    end
  end
  if #stack > 0 then error("<" .. stack[#stack] .. "> is never closed") end
  return root
end

test("sim --plot: a well-formed SVG with the win rates, game lengths and card win rates", function()
  local path = os.getenv("SVG")
  if not path then
    if not os.execute("command -v gnuplot >/dev/null 2>&1") then
      print("# skipped: gnuplot not installed (Debian package gnuplot-nox)")
      if os.getenv("CI") == "true" then error("gnuplot is missing under CI=true") end
      return
    end
    local bin = os.getenv("CARDVM_BIN") or (ROOT .. "/build/cardvm")
    if bin:sub(1, 1) ~= "/" then bin = ROOT .. "/" .. bin end
    path = os.tmpname() .. ".svg"
    ok(os.execute(string.format("%q sim 20 --root %q --plot %q >/dev/null", bin, ROOT, path)), "sim --plot")
  end
  local f = assert(io.open(path))
  local text = f:read("a")
  f:close()
  eq(xml(text), "svg", "the root element")
  has(text, 'xmlns="http://www.w3.org/2000/svg"', "the SVG namespace")
  -- gnuplot draws each series as a group <g id="gnuplot_plot_N..">: its key's
  -- text, then its marks (boxes as polygons and paths, error bars as paths)
  local series, starts = {}, {}
  for at in text:gmatch('()<g id="gnuplot_plot_') do starts[#starts + 1] = at end
  starts[#starts + 1] = #text + 1
  for i = 1, #starts - 1 do
    local body = text:sub(starts[i], starts[i + 1] - 1)
    local name = body:match("<text>(.-)</text>")
    if name then series[#series + 1] = name end
    ok(body:find("<path") or body:find("<polygon"), tostring(name) .. " draws nothing")
  end
  for _, want in ipairs({ "win rate", "95% interval", "games by turns", "card win rate" }) do
    has(series, want, "a series")
  end
  has(text, "Wins per seat and per side", "the win rates' title")
  has(text, "Game length", "the lengths' title")
  has(text, "seat 1", "a bar per seat")
  if not os.getenv("SVG") then os.remove(path) end
end)
