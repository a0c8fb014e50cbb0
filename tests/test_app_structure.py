"""The app's shape, read from its source: scenes open one another by name through the registry
(no scene module imports another, not even inside a function), no import circle in byapar/app,
and no class there over 60 methods."""

from __future__ import annotations

import ast
from pathlib import Path

from byapar.app.app import Scene
from byapar.app.scenes import SCENES, scene_class

APP = Path(__file__).resolve().parent.parent / "byapar" / "app"
SCENE_BASES = {"Scene", "PanelScene", "OverlayScene"}  # what scenes are built on, not scenes to open


def module_name(path: Path) -> str:
    parts = path.relative_to(APP.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(APP.rglob("*.py"))}


def imported(path: Path, known: set[str], name: str | None = None) -> set[str]:
    """Every module of `known` that the file (module `name`, by default its own) imports, at
    the top or inside a function."""
    name = name or module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([node.module] if node.module else []))
            for a in node.names:  # `from . import board` imports the module board
                out.add(f"{base}.{a.name}" if f"{base}.{a.name}" in known else base)
    return out & known


def test_the_import_reader_sees_every_way_of_importing(tmp_path):
    fake = tmp_path / "board.py"
    fake.write_text("import byapar.app.fonts\nfrom ..theme import X\n\ndef f():\n    from .menu import MenuScene\n"
                    "    class C:\n        def g(self):\n            from . import trade\n", encoding="utf-8")
    known = {f"byapar.app.{m}" for m in ("fonts", "theme", "scenes.menu", "scenes.trade", "scenes.auction")}
    assert imported(fake, known, "byapar.app.scenes.board") == known - {"byapar.app.scenes.auction"}


def test_every_scene_opens_by_name():
    for name in SCENES:
        cls = scene_class(name)
        assert issubclass(cls, Scene), name


def test_every_scene_class_is_in_the_registry():
    registered = {(f"byapar.app.scenes.{m}", c) for m, c in SCENES.values()}
    found = set()
    for mod, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Scene") and node.name not in SCENE_BASES:
                found.add((mod, node.name))
    assert found == registered


def test_no_scene_module_imports_another():
    known = set(modules())
    scene_modules = {f"byapar.app.scenes.{m}" for m, _ in SCENES.values()}
    wrong = {}
    for mod, path in modules().items():
        if not mod.startswith("byapar.app.scenes"):
            continue
        reached = (imported(path, known) & scene_modules) - {mod}
        if reached:
            wrong[mod] = sorted(reached)
    assert wrong == {}


def test_no_import_circle_in_the_app():
    known = set(modules())
    graph = {mod: imported(path, known) - {mod} for mod, path in modules().items()}
    state: dict[str, int] = {}  # 1 on the path being walked, 2 done
    circles = []

    def walk(mod: str, path: list[str]) -> None:
        state[mod] = 1
        for nxt in sorted(graph[mod]):
            if state.get(nxt) == 1:
                circles.append(path[path.index(nxt):] + [nxt])
            elif nxt not in state:
                walk(nxt, path + [nxt])
        state[mod] = 2

    for mod in sorted(graph):
        if mod not in state:
            walk(mod, [mod])
    assert circles == []



def test_no_class_in_the_app_has_over_60_methods():
    big = {}
    for mod, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                count = sum(isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) for n in node.body)
                if count > 60:
                    big[f"{mod}.{node.name}"] = count
    assert big == {}
