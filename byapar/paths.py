"""Where the game's own files are: `boards/` and `assets/` beside the package in a checkout,
or inside it (`byapar/_data/`) once installed by `pip install .` (see pyproject.toml)."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_path(name: str) -> Path:
    """The folder `name` ("boards" or "assets"): the installed copy if there is one, else the checkout's."""
    installed = _PACKAGE / "_data" / name
    return installed if installed.is_dir() else _PACKAGE.parent / name
