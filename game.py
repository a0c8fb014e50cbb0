"""Byapar: `python game.py` opens the game (flags: --fullscreen, --size 1280x800, --seed N)."""

from byapar.app.app import main

if __name__ == "__main__":
    main()
