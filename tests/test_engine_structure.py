"""The package's structure: no import circle (every import counted, those inside functions and
under TYPE_CHECKING too), no module reads or calls another's private member (`obj._name`), the
engine and the bots compare kinds with their named constants, never a string, and one table says
where each action may be taken. Private means a leading underscore; a module may use its own,
on any object (a copy of itself, say); namedtuple's own API (`_fields`...) and `os._exit` are
public by design.

`python tests/test_engine_structure.py` prints how many comparisons with a kind's string are
left in each module of byapar/ (the app's included)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from import_graph import circles, graph

PACKAGE = Path(__file__).resolve().parents[1] / "byapar"
PUBLIC_BY_DESIGN = {"_fields", "_field_defaults", "_replace", "_asdict", "_make", "_exit"}  # namedtuple's, os._exit


def _own_private_names(tree: ast.AST) -> set[str]:
    """Private names the module defines: functions, classes, module names, self._attributes."""
    own: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            own.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            own.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            own.add(node.attr)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            own.add(node.target.id)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            own.add(node.value)  # a slot named in __slots__
    return {n for n in own if n.startswith("_")}


def private_uses(path: Path) -> list[str]:
    """`line: obj._name` for each private member of another module that `path` uses."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own = _own_private_names(tree)
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        if node.attr in own or node.attr in PUBLIC_BY_DESIGN:
            continue
        if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            continue
        out.append(f"{node.lineno}: {ast.unparse(node)}")
    return out


# The words of the engine's vocabulary (kinds.py, schema.py): decision kinds, square kinds, card
# effects, payment reasons, jail reasons and ways out, game-over reasons.
KIND_WORDS = frozenset("""roll jail buy bid trade raise end leave agree keep over running start place
transport service card tax free police assessed_tax collect pay_each collect_each railroad ferry
carnival sweepstakes advance advance_nearest back bail pay repairs rent salary pot gst build sell
mortgage unmortgage sell-place loan repay fine bonus square fare auction bankrupt mortgage-fee
doubles third-throw rounds last-player agreement round-limit no-people""".split())
VOCABULARY = {"engine/kinds.py", "engine/schema.py"}  # where the words are named
NOT_KINDS = {"engine/actions.py", "engine/settings.py"}  # action verbs and setting names: words of their own


def kind_comparisons(path: Path) -> list[str]:
    """`line: text` of each comparison of a KIND_WORDS string: with == or !=, or in a literal
    tuple, list or set after `in`."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        left = node.left
        for op, right in zip(node.ops, node.comparators, strict=True):
            if isinstance(op, ast.Eq | ast.NotEq):
                words = [left, right]
            elif isinstance(op, ast.In | ast.NotIn) and isinstance(right, ast.Tuple | ast.List | ast.Set):
                words = list(right.elts)
            else:
                words = []
            if any(isinstance(w, ast.Constant) and w.value in KIND_WORDS for w in words):
                out.append(f"{node.lineno}: {ast.unparse(node)}")
            left = right
    return out


def test_the_engine_and_the_bots_compare_kinds_by_name() -> None:
    found = {}
    for folder in ("engine", "bots"):
        for path in sorted((PACKAGE / folder).glob("*.py")):
            name = f"{folder}/{path.name}"
            if name not in VOCABULARY | NOT_KINDS and (hits := kind_comparisons(path)):
                found[name] = hits
    assert found == {}


def test_the_app_and_the_network_compare_the_engines_kinds_by_name() -> None:
    # Their own words (a button's name, a view's mode, an action's verb) may be strings; a
    # square's kind, a payment's reason, a card's effect or a decision's kind may not.
    found = {}
    for folder in ("app", "app/scenes", "net"):
        for path in sorted((PACKAGE / folder).glob("*.py")):
            hits = [h for h in kind_comparisons(path) if re.search(r"\b(kind|reason|effect)\b", h)]
            if hits:
                found[f"{folder}/{path.name}"] = hits
    assert found == {}


def test_the_kind_scan_finds_a_string_compared(tmp_path: Path) -> None:
    module = tmp_path / "topic.py"
    module.write_text('def f(sq, pend, K, params):\n'
                      '    return sq.kind == "place" or pend.kind in ("buy", "x") or sq.kind == K.BUY or "rent" in params\n')
    assert kind_comparisons(module) == ["2: sq.kind == 'place'", "2: pend.kind in ('buy', 'x')"]


def test_no_import_circle_in_the_package() -> None:
    # every import counted: at a module's top, inside functions and under TYPE_CHECKING
    modules = graph(PACKAGE)
    assert len(modules) > 40 and "byapar.engine.state" in modules["byapar.engine.game"]
    assert circles(modules) == []


def test_the_circle_scan_counts_imports_in_functions_and_for_the_checker(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text("def f():\n    from .c import g\n    return g\n")
    (package / "c.py").write_text("from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n"
                                  "    from .a import A\n\n\ndef g(x: 'A') -> None:\n    pass\n")
    (package / "d.py").write_text("from .a import b\n")
    found = graph(package)
    assert found["pkg.b"] == {"pkg.c"} and found["pkg.c"] == {"pkg.a"} and found["pkg.d"] == {"pkg.a"}
    assert circles(found) == [["pkg.a", "pkg.b", "pkg.c"]]
    (package / "c.py").write_text("def g(x: object) -> None:\n    pass\n")
    assert circles(graph(package)) == []


def test_the_circle_finder_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def _bounces(run: object) -> list[str]:
    """Calls made into game.py while a rule topic's frame is under way: the topic asking the
    game back instead of the table (state.py). `run` is called with no arguments."""
    import sys

    engine = PACKAGE / "engine"
    game_file = str(engine / "game.py")
    topics = {str(p) for p in engine.glob("*.py")} - {game_file, str(engine / "state.py")}
    stack: list[str] = []
    bounces: list[str] = []

    def watch(frame, event, arg):  # noqa: ANN001, ANN202  (sys.setprofile's signature)
        if event == "call":
            name = frame.f_code.co_filename
            if name == game_file and any(f in topics for f in stack):
                bounces.append(frame.f_code.co_name)
            stack.append(name)
        elif event == "return" and stack:
            stack.pop()

    sys.setprofile(watch)
    try:
        run()  # type: ignore[operator]
    finally:
        sys.setprofile(None)
    return bounces


def test_a_build_goes_out_to_its_topic_and_back_without_asking_the_game_again() -> None:
    from helpers import give, make_game

    from byapar.engine import actions as A

    game = make_game()
    give(game, 0, 6, 8, 9)  # a whole group (Rs 500 a house)
    levels = []
    for action in (A.Build(6), A.Build(8), A.BuildRound(6), A.SellRound(6), A.Build(9), A.Sell(9)):
        assert _bounces(lambda a=action: game.apply(a)) == [], action
        levels.append([game.buildings(s) for s in (6, 8, 9)])
    assert levels == [[1, 0, 0], [1, 1, 0], [1, 1, 1], [0, 0, 0], [0, 0, 1], [0, 0, 0]]
    assert _bounces(lambda: game.why_not(A.Build(6))) == []


def test_the_bounce_watch_sees_a_module_asking_the_game() -> None:
    from helpers import make_game

    from byapar.engine import invariants

    game = make_game()
    assert "legal_actions" in _bounces(lambda: invariants.check(game))  # is anyone stuck: the game's answer


def test_no_module_uses_another_modules_private_members() -> None:
    found = {str(p.relative_to(PACKAGE)): uses for p in sorted(PACKAGE.rglob("*.py")) if (uses := private_uses(p))}
    assert found == {}


def test_the_scan_finds_a_private_member_read_across_modules(tmp_path: Path) -> None:
    module = tmp_path / "topic.py"
    module.write_text("def f(game):\n    return game._level[3] + game.levels[3]\n\n\n"
                      "class C:\n    def g(self, other):\n        return self._x + other._x\n")
    assert private_uses(module) == ["2: game._level"]


def test_the_engine_and_the_bots_never_import_pygame() -> None:
    for folder in ("engine", "bots"):
        for path in (PACKAGE / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            names = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
            names += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
            assert not any(name.split(".")[0] == "pygame" for name in names), path


def test_every_action_is_refused_exactly_at_the_decisions_its_rule_leaves_out() -> None:
    # One table (engine.when.WHEN) says where each action may be taken: the handlers refuse it
    # everywhere else with the decision's own "wait" refusal, and the legal lists never hold it there
    import random

    from byapar.chaos import random_legal
    from byapar.engine import actions as A
    from byapar.engine import debts, new_game
    from byapar.engine.when import WHEN

    samples = {A.Roll: A.ROLL, A.PayFine: A.PAY_FINE, A.UseCard: A.USE_CARD, A.Buy: A.BUY,
               A.Decline: A.DECLINE, A.Loan: A.LOAN, A.Bid: A.Bid(10**9), A.Drop: A.DROP,
               A.Build: A.Build(0), A.Unmortgage: A.Unmortgage(0), A.Repay: A.REPAY, A.Sell: A.Sell(0),
               A.SellPlace: A.SellPlace(0), A.Mortgage: A.Mortgage(0), A.Accept: A.ACCEPT,
               A.Reject: A.REJECT, A.End: A.END, A.ProposeEnd: A.PROPOSE_END, A.Resign: A.RESIGN,
               A.AgreeEnd: A.AGREE_END, A.RefuseEnd: A.REFUSE_END, A.Keep: A.Keep(0)}
    assert set(samples) | {A.Offer, A.Counter} == set(WHEN)
    seen: set[str] = set()
    for edition in ("byapar", "classic", "business_gst", "finance"):
        game = new_game(edition, ["A", "B", "C"], {"rounds": 6}, seed=3)
        rng = random.Random(3)
        for _ in range(3000):
            if game.over:
                break
            kind = game.pending.kind
            seen.add(kind)
            legal_types = {type(a) for a in game.legal_actions()}
            for action_type, action in samples.items():
                if action_type is A.Resign and debts.may_give_up(game):
                    continue  # the book's way out of a debt nobody can cover (when.py)
                refusal = game.why_not(action)
                waits = refusal is not None and refusal.code == f"wait-{kind}"
                assert waits == (kind not in WHEN[action_type]), (edition, kind, action)
                assert kind in WHEN[action_type] or action_type not in legal_types
            game.apply(random_legal(game, rng))
    assert {"roll", "buy", "bid", "end", "raise"} <= seen


if __name__ == "__main__":
    total = 0
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name not in VOCABULARY and (hits := kind_comparisons(path)):
            total += len(hits)
            print(f"{len(hits):4d} {name}")
    print(f"{total:4d} comparisons with a kind's string outside {', '.join(sorted(VOCABULARY))}")
