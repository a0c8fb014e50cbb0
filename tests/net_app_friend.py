"""A friend's app in a process of its own (SDL's dummy drivers): joins a table by address,
takes a seat, presses its first button whenever it decides, and writes what it saw.

    python tests/net_app_friend.py ADDRESS CODE NAME SEAT RECORD HOME [SECONDS]
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
address, code, name, seat, record, home = sys.argv[1:7]
seconds = float(sys.argv[7]) if len(sys.argv) > 7 else 150.0
os.environ["BYAPAR_HOME"] = home
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from net_helpers import play_my_turn  # noqa: E402

from byapar.app.app import App  # noqa: E402
from byapar.net.client import record as what_was_seen  # noqa: E402

FRAME = 1 / 60
app = App((800, 600))
app.push("menu")
app.push("friends")
join = app.push("join")
join.name, join.code, join.address = name, code, address
join.connect()
join.link.follower.check_steps = True
deadline = time.monotonic() + seconds
taken = False
board = None
while time.monotonic() < deadline:
    app.frame(FRAME)
    top = app.top
    link = getattr(top, "link", None)
    if not taken and top is join and join.panel.get(f"take_{seat}") is not None:
        join.link.join(seat=int(seat), name=name)
        taken = True
    if board is None and type(top).__name__ == "FriendBoardScene":
        board = top
    if board is not None:
        if board.follower.verdict is not None or board.follower.closed and board.follower.reveal is None:
            break  # the verdict is worked out beside the window once the reveal has come
        play_my_turn(board)
    time.sleep(0.005)
Path(record).write_text(json.dumps(what_was_seen(board.follower)))
board.link.close()
print("dice verified" if board.follower.verdict and board.follower.verdict.ok else "not verified", flush=True)
sys.exit(0 if board.follower.verdict and board.follower.verdict.ok else 3)
