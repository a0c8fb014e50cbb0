"""The code's layout, read from the source (AST): no import circle in byapar/, no class in the
engine over 60 methods, and the engine and the bots never import pygame.

Every import counts, at the top of a module or inside a function, except those under
`if TYPE_CHECKING:`, which are never executed (they name types for the checker only).
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest

import byapar.engine.game as game_module

ROOT = Path(__file__).resolve().parents[1] / "byapar"
MAX_METHODS = 60


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(p): p for p in ROOT.rglob("*.py")}


def _runtime_imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    checking_only = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and getattr(node.test, "id", getattr(node.test, "attr", "")) == "TYPE_CHECKING":
            checking_only |= {id(n) for branch in node.body for n in ast.walk(branch)}
    return [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) and id(n) not in checking_only]


def _imported(module: str, node: ast.Import | ast.ImportFrom) -> set[str]:
    """The byapar modules an import statement loads (a package's own __init__ included)."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        base = module.split(".") if MODULES[module].name == "__init__.py" else module.split(".")[:-1]
        if node.level:
            base = base[:len(base) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        names = [f"{prefix}.{a.name}" if f"{prefix}.{a.name}" in MODULES else prefix for a in node.names]
    out = set()
    for name in names:
        while name and name not in MODULES:
            name = name.rpartition(".")[0]
        if name and name != module:
            out.add(name)
    return out


def _graph() -> dict[str, set[str]]:
    graph = {}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        graph[module] = set().union(*(_imported(module, n) for n in _runtime_imports(tree)))
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    circles.append(sorted(group))
    return circles


def test_the_circle_finder_finds_a_circle() -> None:
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_outside_the_app() -> None:
    graph = _graph()
    assert len(graph) > 40 and "byapar.engine.save" in graph["byapar.engine.game"]
    circles = [c for c in _circles(graph) if not any(m.startswith("byapar.app") for m in c)]
    assert circles == []


def test_no_import_circle_in_the_app() -> None:
    assert [c for c in _circles(_graph()) if any(m.startswith("byapar.app") for m in c)] == []


def _engine_classes() -> list[type]:
    classes = []
    for module in sorted(m for m in MODULES if m.startswith("byapar.engine.")):
        loaded = __import__(module, fromlist=["_"])
        classes += [c for _, c in inspect.getmembers(loaded, inspect.isclass) if c.__module__ == module]
    return classes


def _methods(cls: type) -> set[str]:
    """Functions a class has, its own and those it inherits from the engine's classes."""
    return {name for k in cls.__mro__ if k.__module__.startswith("byapar.engine")
            for name, v in vars(k).items() if inspect.isfunction(v) or isinstance(v, (classmethod, staticmethod))}


def test_no_engine_class_has_more_than_60_methods() -> None:
    classes = _engine_classes()
    assert game_module.Game in classes and len(_methods(game_module.Game)) > 10
    assert {c.__name__: len(_methods(c)) for c in classes if len(_methods(c)) > MAX_METHODS} == {}


def test_every_card_effect_and_square_kind_has_one_handler() -> None:
    from byapar.engine import cards, landing
    from byapar.engine import schema as S

    assert set(cards.EFFECTS) == set(S.CARD_EFFECTS)
    assert set(landing.SQUARES) == S.SPECIAL_KINDS | {S.CARD}


@pytest.mark.parametrize("package", ["byapar.engine", "byapar.bots"])
def test_the_engine_and_the_bots_never_import_pygame(package: str) -> None:
    modules = [m for m in MODULES if m == package or m.startswith(package + ".")]
    assert len(modules) >= 5
    for module in modules:
        tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert not any(a.name.split(".")[0] == "pygame" for a in node.names), module
            elif isinstance(node, ast.ImportFrom):
                assert (node.module or "").split(".")[0] != "pygame", module
