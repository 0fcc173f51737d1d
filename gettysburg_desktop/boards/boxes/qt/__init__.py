"""The box board's Qt parts: the scene items that draw boxes and links, and the
editor's scene of a box map being drawn."""
