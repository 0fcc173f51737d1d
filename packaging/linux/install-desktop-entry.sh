#!/bin/sh
# Adds Gettysburg Desktop to the desktop's application menu for this user:
# the desktop entry (with the path of this folder's executable) and the icon
# in ~/.local/share, and saved games as the program's file type (a
# double-click opens them: gettysburg-desktop-mime.xml). Run it from the
# built folder; --remove takes them away.
# (For every user: copy the folder to /opt/gettysburg-desktop and run it as
# root with XDG_DATA_HOME=/usr/local/share.)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry="$data/applications/gettysburg-desktop.desktop"
png="$data/icons/hicolor/256x256/apps/gettysburg-desktop.png"
svg="$data/icons/hicolor/scalable/apps/gettysburg-desktop.svg"
mime="$data/mime/packages/gettysburg-desktop.xml"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$entry" "$png" "$svg" "$mime"
  echo "removed $entry, the icon and the saved games' file type"
else
  [ -x "$here/gettysburg" ] || { echo "error: no executable $here/gettysburg: run this from the built folder" >&2; exit 2; }
  mkdir -p "$(dirname "$entry")" "$(dirname "$png")" "$(dirname "$svg")" "$(dirname "$mime")"
  cp "$here/gettysburg-desktop-mime.xml" "$mime"
  cp "$here/gettysburg-desktop.png" "$png"
  cp "$here/gettysburg-desktop.svg" "$svg"
  # Exec and TryExec name this folder's executable (quoted: the path may hold spaces)
  sed -e "s|^Exec=gettysburg|Exec=\"$here/gettysburg\"|" -e "s|^TryExec=gettysburg|TryExec=$here/gettysburg|" \
    "$here/gettysburg-desktop.desktop" > "$entry"
  echo "installed $entry (Exec: $here/gettysburg), the icon and the saved games' file type (application/x-gettysburg-game)"
fi
command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
exit 0
