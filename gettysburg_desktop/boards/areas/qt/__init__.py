"""The area board's Qt parts: the scene items that draw areas, entry boxes,
roads and labels, for the play window and the editor alike."""
