"""Words that count or name things say what the table holds: a Finance lot's houses are one
number in the log, the holdings and the deed."""

from __future__ import annotations

from edition_helpers import give, seat_game

from byapar.app import lang as L
from byapar.app import words
from byapar.app.faces import lot_rows
from byapar.app.i18n import t
from byapar.app.scenes.holdings import place_state
from byapar.engine import actions as A
from byapar.engine import events as E
from byapar.engine import schema as S


def test_a_finance_lot_counts_its_houses_alike_in_the_log_the_holdings_and_the_deed(home):
    game = seat_game("finance")
    group = next(g for g, members in game.edition.groups.items()
                 if all(game.squares[m].kind == S.PLACE for m in members))
    lots = game.edition.groups[group]
    give(game, 0, *lots, level=4)  # the ownership house and three more on each
    game.lapped[0] = True
    log = words.Words(game)
    built = [e for e in game.apply(A.Build(lots[0])) if type(e) is E.Built]
    level = game.levels[lots[0]]
    assert level == 5 and built[-1].level == level
    assert L.ordinal(level) in words.plain(log.line(built[-1]))
    assert place_state(game, lots[0]) == t("holding_houses", n=level)
    rows = dict(lot_rows(game.squares[lots[0]], lambda n: str(n)))
    assert rows[t("deed_houses", n=level)] == str(game.squares[lots[0]].rents[level])
    assert rows[t("deed_houses", n=level)] == str(game.rent(lots[0], dice_total=7))
