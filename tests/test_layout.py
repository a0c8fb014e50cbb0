"""The code's layout, read from the source (AST): no class in the engine or the bots over 60 methods, and
the engine and the bots never import pygame (the import circles: test_engine_structure.py).
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import pytest
from import_graph import modules

import byapar.engine.game as game_module

ROOT = Path(__file__).resolve().parents[1] / "byapar"
MAX_METHODS = 60


MODULES = modules(ROOT)


def _engine_classes() -> list[type]:
    classes = []
    for module in sorted(m for m in MODULES if m.startswith("byapar.engine.")):
        loaded = __import__(module, fromlist=["_"])
        classes += [c for _, c in inspect.getmembers(loaded, inspect.isclass) if c.__module__ == module]
    return classes


def _methods(cls: type, package: str = "byapar.engine") -> set[str]:
    """Functions a class has, its own and those it inherits from the package's classes."""
    return {name for k in cls.__mro__ if k.__module__.startswith(package)
            for name, v in vars(k).items() if inspect.isfunction(v) or isinstance(v, (classmethod, staticmethod))}


def test_no_engine_class_has_more_than_60_methods() -> None:
    classes = _engine_classes()
    assert game_module.Game in classes and len(_methods(game_module.Game)) > 10
    assert {c.__name__: len(_methods(c)) for c in classes if len(_methods(c)) > MAX_METHODS} == {}


def test_no_bot_class_has_more_than_60_methods() -> None:
    from byapar.bots import strategy

    classes = []
    for module in sorted(m for m in MODULES if m.startswith("byapar.bots.")):
        loaded = __import__(module, fromlist=["_"])
        classes += [c for _, c in inspect.getmembers(loaded, inspect.isclass) if c.__module__ == module]
    counts = {c.__name__: len(_methods(c, "byapar.bots")) for c in classes}
    assert counts["HardBot"] > 40 and strategy.HardBot in classes
    assert {name: n for name, n in counts.items() if n > MAX_METHODS} == {}


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


def test_the_game_adds_only_the_decisions_to_the_table() -> None:
    # the table and its changes are TableState's (state.py); Game adds apply, the legal actions,
    # why_not, undo and saves on top, and stays small
    from byapar.engine.state import TableState

    game = game_module.Game
    own = {name for name, v in vars(game).items() if inspect.isfunction(v) or isinstance(v, classmethod)}
    assert TableState in game.__mro__ and {"apply", "legal_actions", "why_not", "undo", "to_dict"} <= own
    assert len(own) <= 24, sorted(own)
    assert not own & (_methods(TableState) - {"legal_actions"})  # nothing of the table's redone
