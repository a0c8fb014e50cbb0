"""A table without a screen: `python -m byapar.server --edition byapar --seats 4 --port N`.

Friends join it by address from the app's Join screen; seats nobody takes are played by
bots. It logs to stdout and ends when the game does.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import secrets
import sys
from pathlib import Path

from byapar.net.host import Host
from byapar.net.table import NetTable, Seat, TableSettings

WAIT_CHOICES = {"0": 0, "30": 30, "120": 120, "forever": None}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--edition", default="byapar", help="the board (a folder under boards/)")
    parser.add_argument("--seats", type=int, default=4, help="players at the table")
    parser.add_argument("--open", type=int, default=None, help="seats open for friends (default: all)")
    parser.add_argument("--port", type=int, default=8765, help="the port to listen on (0: any free one)")
    parser.add_argument("--address", default="", help="the address to listen on (default: all, IPv4 and IPv6)")
    parser.add_argument("--code", default=None, help="the join code friends give (default: a new random one)")
    parser.add_argument("--name", default="Byapar table", help="the table's name")
    parser.add_argument("--bots", default="medium", choices=("easy", "medium", "hard"),
                        help="the bots in seats nobody takes")
    parser.add_argument("--rounds", type=int, default=None, help="game length in rounds (0: last player)")
    parser.add_argument("--start-after", type=float, default=300.0,
                        help="deal this many seconds after starting even if seats are open (bots take them)")
    parser.add_argument("--drop-wait", choices=tuple(WAIT_CHOICES), default="120",
                        help="seconds the table waits for a friend whose link dropped before a bot plays for them "
                             "(forever: until they are back)")
    parser.add_argument("--bot-delay", type=float, default=0.3, help="seconds between a bot's actions")
    parser.add_argument("--seed", type=int, default=None, help="the dice's seed (kept secret until the end)")
    parser.add_argument("--record", type=Path, default=None, help="append each step's table fingerprint here")
    parser.add_argument("--save", type=Path, default=None,
                        help="autosave the table here after every turn (it holds the tokens and the secret)")
    parser.add_argument("--resume", type=Path, default=None,
                        help="reopen a table saved with --save; friends rejoin with their tokens")


def build(args: argparse.Namespace) -> Host:
    open_seats = args.seats if args.open is None else args.open
    if not 0 <= open_seats <= args.seats:
        raise SystemExit(f"--open must be from 0 to --seats ({args.seats})")
    rules = {} if args.rounds is None else {"rounds": args.rounds}
    settings = TableSettings(edition=args.edition, seats=args.seats, rules=rules,
                             code=args.code if args.code is not None else secrets.token_hex(3),
                             name=args.name, drop_wait=WAIT_CHOICES[args.drop_wait], seed=args.seed,
                             bot_seed=args.seed or 0)
    seats = [Seat(f"Seat {i + 1}", kind="open" if i < open_seats else "bot", bot=args.bots)
             for i in range(args.seats)]
    for seat in seats:
        if seat.kind == "bot":
            seat.name = f"Bot {seats.index(seat) + 1}"
    table = NetTable(settings, seats)
    if args.resume is not None:
        try:
            table = NetTable.from_save(json.loads(args.resume.read_text(encoding="utf-8")))
        except (OSError, ValueError) as e:
            raise SystemExit(f"can't reopen {args.resume}: {e}") from None
    return Host(table, args.address, args.port, autostart=True, start_after=args.start_after,
                bot_delay=args.bot_delay, record=args.record, save=args.save)


def run(args: argparse.Namespace) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s", stream=sys.stdout)
    host = build(args)
    logging.getLogger("byapar.server").info("join code %s", host.table.settings.code)
    try:
        asyncio.run(_serve(host))
    except KeyboardInterrupt:
        return 130
    game = host.table.game
    if game is not None and game.over:
        print(json.dumps({"over": True, "winners": list(game.winners), "rounds": game.round}), flush=True)
    return 0


async def _serve(host: Host) -> None:
    task = asyncio.create_task(host.run())
    while not host.ready.is_set() and not task.done():
        await asyncio.sleep(0.01)
    if host.ready.is_set():
        print(f"listening on port {host.port}", flush=True)  # a launcher reads the port from this line
    await task


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m byapar.server", description=__doc__.split("\n\n")[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
