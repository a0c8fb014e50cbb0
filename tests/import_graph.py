"""A package's import graph read from its source (AST), and the circles in it.

Every import counts: at the top of a module, inside a function, and under `if TYPE_CHECKING:`
too (a type named there is still a dependency a reader must follow, and a circle a checker
must untangle)."""

from __future__ import annotations

import ast
from pathlib import Path


def modules(root: Path) -> dict[str, Path]:
    """Each module of the package at `root` by its dotted name (a package by its __init__)."""
    out = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        out[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return out


def _imports(tree: ast.Module) -> list[ast.Import | ast.ImportFrom]:
    """Every import in the module: at its top, inside functions and under TYPE_CHECKING alike."""
    return [n for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom))]


def _imported(module: str, node: ast.Import | ast.ImportFrom, known: dict[str, Path]) -> set[str]:
    """The byapar modules an import statement loads (a package's own __init__ included)."""
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        base = module.split(".") if known[module].name == "__init__.py" else module.split(".")[:-1]
        if node.level:
            base = base[:len(base) - (node.level - 1)]
            prefix = ".".join(base + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        names = [f"{prefix}.{a.name}" if f"{prefix}.{a.name}" in known else prefix for a in node.names]
    out = set()
    for name in names:
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name and name != module:
            out.add(name)
    return out


def graph(root: Path) -> dict[str, set[str]]:
    """Module -> the package's modules it imports, every import counted (see _imports)."""
    known = modules(root)
    out = {}
    for module, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        out[module] = set().union(*(_imported(module, n, known) for n in _imports(tree)))
    return out


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
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
