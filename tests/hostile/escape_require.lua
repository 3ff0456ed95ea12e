-- tries: require("os") (or any module) from an ability, to reach the real libraries through package.loaded.
-- expect: run deck=table steps="use Importer" line=8 msg="undefined global 'require'" in="(in the main ability of Importer ["
return {
  title = "Importer", power = 1,
  abilities = {
    { word = "main", label = "import",
      run = function(self)
        local os_ = require("os")
        os_.remove("/tmp/anything")
      end },
  },
}
