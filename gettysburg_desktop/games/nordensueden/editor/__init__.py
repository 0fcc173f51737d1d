"""The box-map editor (File > New box map, ``--edit`` on a box map): its
window, scene, tools and panels on the editor's shared frame (editor/)."""
