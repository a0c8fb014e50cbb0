"""The same game on Windows, macOS and Linux: the data folder comes from platformdirs and
the locks from filelock, an existing data folder is found where it is, and nothing in the
code assumes a POSIX path, fcntl or a case-sensitive file system (the scan below)."""

from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

import platformdirs

from byapar.app import store

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("byapar",)

POSIX_ONLY_MODULES = {"fcntl", "termios", "tty", "pty", "pwd", "grp", "resource", "posix", "msvcrt", "winreg"}
POSIX_ONLY_CALLS = {"fchmod", "fchown", "chown", "lchown", "getuid", "geteuid", "getgid", "fork", "forkpty",
                    "mkfifo", "mknod", "killpg", "setsid", "getpgid", "sync", "statvfs"}
POSIX_PATHS = re.compile(r"^(/(tmp|dev|etc|home|usr|var|proc|Users|Library)\b|~/)")


def python_files() -> list[Path]:
    return sorted(p for top in SCANNED for p in (ROOT / top).rglob("*.py"))


def problems_in(path: Path) -> list[str]:
    """Everything in one file that would not work the same on Windows or macOS."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = path.relative_to(ROOT)
    out = []
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        out += [f"{where}:{node.lineno} imports {n}, which one system lacks" for n in names
                if n.split(".")[0] in POSIX_ONLY_MODULES]
        if (isinstance(node, ast.Attribute) and node.attr in POSIX_ONLY_CALLS
                and isinstance(node.value, ast.Name) and node.value.id == "os"):
            out.append(f"{where}:{node.lineno} uses os.{node.attr}, which Windows lacks")
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and POSIX_PATHS.match(node.value):
            out.append(f"{where}:{node.lineno} names a POSIX path {node.value!r}")
        if (isinstance(node, ast.Compare) and any(isinstance(op, ast.In | ast.NotIn) for op in node.ops)
                and _is_os_attr(node.left, "sep")):
            out.append(f"{where}:{node.lineno} looks for os.sep alone (Windows takes '/' too)")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in ("split", "join"):
            target = node.func.value if node.func.attr == "join" else (node.args[0] if node.args else None)
            if isinstance(target, ast.Constant) and target.value in ("/", "\\"):
                out.append(f"{where}:{node.lineno} splits or joins a path by hand with {target.value!r}")
    return out


def _is_os_attr(node: ast.AST, attr: str) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == attr and isinstance(node.value, ast.Name) \
        and node.value.id == "os"


def test_no_code_assumes_posix_paths_or_posix_only_calls():
    problems = [p for path in python_files() for p in problems_in(path)]
    assert not problems, "\n".join(problems)


def test_the_scan_finds_what_it_looks_for(tmp_path):
    bad = ROOT / "byapar" / "_scan_sample.py"
    try:
        bad.write_text('import fcntl\nimport os\nos.fchmod(1, 2)\nx = "/tmp/save"\ny = os.sep in "a/b"\n'
                       'z = "a/b".split("/")\n', encoding="utf-8")
        found = problems_in(bad)
    finally:
        bad.unlink()
    assert len(found) == 5, found


def tracked_files() -> list[str]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, timeout=60, check=True)
    return out.stdout.splitlines()


def test_no_two_files_differ_only_in_case():
    seen: dict[str, str] = {}
    clashes = []
    for name in tracked_files():
        other = seen.setdefault(name.lower(), name)
        if other != name:
            clashes.append((other, name))
    assert not clashes, clashes


def test_every_file_a_board_or_the_code_names_has_exactly_that_name():
    """On a case-insensitive disk `Cards.json` would open `cards.json`; on Linux it wouldn't.
    Every name a map, a tileset or the code gives a shipped file matches its case exactly."""
    files = tracked_files()
    by_lower = {Path(f).name.lower(): Path(f).name for f in files}
    named = set()
    for f in files:
        if f.endswith((".tmx", ".tsx")):
            named |= set(re.findall(r'(?:source|value)="([\w.-]+\.(?:png|tsx|json))"', (ROOT / f).read_text("utf-8")))
    for path in python_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                    re.fullmatch(r"[\w.-]+\.(png|tsx|tmx|json|ttf|otf|wav|ogg)", node.value):
                named.add(node.value)
    wrong = [n for n in named if n.lower() in by_lower and by_lower[n.lower()] != n]
    assert not wrong, wrong


# ----- the data folder -------------------------------------------------------------------------

def test_the_data_folder_is_platformdirs_own(tmp_path, monkeypatch):
    monkeypatch.delenv("BYAPAR_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    expected = platformdirs.user_data_path(store.APP_NAME, appauthor=False, roaming=True)
    assert store.data_dir() == expected and expected.is_dir()


def test_an_existing_data_folder_under_the_older_name_is_found_and_moved(tmp_path, monkeypatch):
    """Earlier copies of the app named the folder "Byapar" on Windows and macOS; on a disk that
    tells cases apart that is another folder: its saves and preferences come along."""
    monkeypatch.delenv("BYAPAR_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    old = tmp_path / "Byapar"
    (old / "saves").mkdir(parents=True)
    (old / "saves" / "game-1.json").write_text("{}", encoding="utf-8")
    (old / "prefs.json").write_text('{"rounds": 50}', encoding="utf-8")
    folder = store.data_dir()
    assert (folder / "saves" / "game-1.json").read_text(encoding="utf-8") == "{}"
    assert store.load_prefs()["rounds"] == 50
    assert store.data_dir() == folder  # the same folder every time after


def test_an_older_folder_that_cant_be_moved_is_read_in_place(tmp_path, monkeypatch):
    monkeypatch.delenv("BYAPAR_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    old = tmp_path / "Byapar"
    old.mkdir()
    (old / "prefs.json").write_text('{"rounds": 15}', encoding="utf-8")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(store.os, "replace", refuse)
    monkeypatch.setattr(store.os, "rename", refuse)
    assert store.data_dir() == old
    assert store.load_prefs()["rounds"] == 15


def test_every_library_the_game_imports_is_installed_with_it():
    """`pipx install .` on a fresh laptop brings what the code imports: each third-party module
    in byapar/ is one of pyproject.toml's dependencies."""
    import sys
    import tomllib

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    names = {re.split(r"[<>=!~ ]", d, maxsplit=1)[0].lower() for d in declared}
    module_of = {"pygame-ce": "pygame"}  # distributions whose module has another name
    provided = {module_of.get(n, n).replace("-", "_") for n in names}
    imported = set()
    for path in python_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                imported.add(node.module.split(".")[0])
    third_party = {m for m in imported if m not in sys.stdlib_module_names and m != "byapar"}
    assert third_party <= provided, sorted(third_party - provided)
