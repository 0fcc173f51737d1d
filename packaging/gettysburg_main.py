"""The frozen program's entry point (PyInstaller runs this script):
the same as the installed ``gettysburg`` command."""

import sys

from gettysburg_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
