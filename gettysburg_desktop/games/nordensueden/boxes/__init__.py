"""Norden & Süden's box maps as files: reading and writing them
(docs/box-map-format.md) and their checks. Qt-free."""
