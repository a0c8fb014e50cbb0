"""The messages between a host and its clients: JSON objects with a version and a type,
checked against a schema on arrival, capped in size.

A message that fails the check is a ProtocolError with a short code; the host answers it
with an `error` and counts it against the connection (see table.Strikes).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

VERSION = 1
MAX_CLIENT_MESSAGE = 16 * 1024  # what a client may send: an action, a join, a chat-free hello
MAX_HOST_MESSAGE = 4 * 1024 * 1024  # what a client accepts: a step carries the public table
SERVICE_TYPE = "_byapar._tcp.local."


class ProtocolError(ValueError):
    """A message that breaks the protocol: `code` names what, `detail` says more for the log."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail


Check = Callable[[Any], bool]


def text(limit: int) -> Check:
    return lambda v: isinstance(v, str) and len(v) <= limit


def whole(low: int, high: int) -> Check:
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def optional(check: Check) -> Check:
    return lambda v: v is None or check(v)


def is_dict(v: Any) -> bool:
    return isinstance(v, dict)


def is_list(v: Any) -> bool:
    return isinstance(v, list)


def is_bool(v: Any) -> bool:
    return isinstance(v, bool)


TOKEN = text(64)
SEAT = whole(0, 7)
NAME = lambda v: isinstance(v, str) and 0 < len(v.strip()) <= 24  # noqa: E731

# type -> {field: (check, required)}; "v" and "type" are checked for every message.
CLIENT_SCHEMA: dict[str, dict[str, tuple[Check, bool]]] = {
    "hello": {"code": (text(64), True), "name": (NAME, True)},
    "join": {"seat": (optional(SEAT), False), "token": (optional(TOKEN), False), "name": (optional(NAME), False)},
    "act": {"seat": (SEAT, True), "action": (text(2000), True), "id": (whole(0, 2**31), False)},
    "ping": {"id": (whole(0, 2**31), False)},
}
HOST_SCHEMA: dict[str, dict[str, tuple[Check, bool]]] = {
    "lobby": {"seats": (is_list, True), "edition": (text(200), True), "name": (text(100), True),
              "started": (is_bool, True), "id": (text(64), False)},
    "welcome": {"seat": (SEAT, True), "token": (TOKEN, True), "rejoined": (is_bool, True)},
    "start": {"commitment": (text(64), True), "table": (is_dict, True), "seats": (is_list, True)},
    "step": {"seq": (whole(0, 2**40), True), "seat": (optional(SEAT), True), "action": (text(2000), True),
             "events": (is_list, True), "table": (is_dict, True)},
    "refused": {"code": (text(100), True), "fields": (is_dict, True), "id": (optional(whole(0, 2**31)), False),
                "seat": (optional(SEAT), False)},
    "error": {"code": (text(100), True), "detail": (text(500), False)},
    "waiting": {"seat": (SEAT, True), "seconds": (optional(whole(0, 10**6)), True), "name": (text(100), True)},
    "back": {"seat": (SEAT, True)},
    "table": {"seq": (whole(0, 2**40), True), "table": (is_dict, True)},
    "reveal": {"seed": (whole(0, 2**64), True), "decks": (is_dict, True), "salt": (text(128), True)},
    "pong": {"id": (whole(0, 2**31), False)},
}


def encode(kind: str, **fields: Any) -> str:
    """A message ready to send."""
    return json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":"))


def decode(raw: str | bytes, schema: dict[str, dict[str, tuple[Check, bool]]], limit: int) -> dict[str, Any]:
    """The message in `raw`, checked: its size, JSON, version, type and each field."""
    if isinstance(raw, bytes):
        raise ProtocolError("binary", "binary frames are not part of the protocol")
    if len(raw) > limit:
        raise ProtocolError("too-big", f"{len(raw)} characters; at most {limit}")
    try:
        msg = json.loads(raw)
    except (ValueError, RecursionError) as e:
        raise ProtocolError("not-json", str(e)[:100]) from None
    if not isinstance(msg, dict):
        raise ProtocolError("not-object")
    if msg.get("v") != VERSION:
        raise ProtocolError("version", f"this end speaks version {VERSION}, not {msg.get('v')!r}")
    kind = msg.get("type")
    fields = schema.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("unknown-type", repr(kind)[:50])
    unknown = set(msg) - set(fields) - {"v", "type"}
    if unknown:
        raise ProtocolError("unknown-field", sorted(unknown)[0][:50])
    for name, (check, required) in fields.items():
        if name not in msg:
            if required:
                raise ProtocolError("missing-field", name)
            continue
        if not check(msg[name]):
            raise ProtocolError("bad-field", name)
    return msg
