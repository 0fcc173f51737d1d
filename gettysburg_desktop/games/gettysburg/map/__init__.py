"""How a map of areas reads to Gettysburg's rules: the rules' battlefield
built from a map (to_rules), the artillery's reach drawn over it
(fire_overlay) and the editor's view of the map as the rules see it
(rules_view). Qt-free."""
