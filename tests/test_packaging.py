"""`pip install .` carries every file the game reads: each file under boards/ and assets/ that the
game opens is matched by a package-data pattern in pyproject.toml, and the installed layout
is where byapar.paths looks first."""

from __future__ import annotations

import tomllib
from pathlib import Path

from byapar import paths

ROOT = Path(__file__).resolve().parents[1]
READ_BY_THE_GAME = {"boards": (".tmx", ".png", ".json"), "assets": (".ttf", ".txt", ".md", ".json", ".wav")}


def test_every_board_and_asset_file_is_package_data():
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert tool["package-dir"] == {"byapar._data.boards": "boards", "byapar._data.assets": "assets"}
    for folder, suffixes in READ_BY_THE_GAME.items():
        patterns = tool["package-data"][f"byapar._data.{folder}"]
        packaged = {p for pattern in patterns for p in (ROOT / folder).glob(pattern)}
        needed = {p for p in (ROOT / folder).rglob("*") if p.suffix in suffixes and "__pycache__" not in p.parts}
        assert needed and needed <= packaged, sorted(str(p.relative_to(ROOT)) for p in needed - packaged)
    code = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "byapar").rglob("__init__.py")}
    assert set(tool["packages"]) == code | {"byapar._data.boards", "byapar._data.assets"}


def test_the_installed_copy_is_found_before_the_checkout(tmp_path, monkeypatch):
    assert paths.data_path("boards") == ROOT / "boards"  # a checkout
    (tmp_path / "_data" / "boards").mkdir(parents=True)
    monkeypatch.setattr(paths, "_PACKAGE", tmp_path)
    assert paths.data_path("boards") == tmp_path / "_data" / "boards"
    assert paths.data_path("assets") == tmp_path.parent / "assets"
