"""What a square says in words: the figure printed on its face and the rows of its deed card
for the kinds the other editions add (fares, the Carnival, taxes worked out from holdings...).

Both read only the square's data and the edition's rules, so a new board drawn in Tiled
gets sensible faces and deeds without code that asks which edition it is.
"""

from __future__ import annotations

from collections.abc import Callable

from byapar.engine import schema as S

from . import lang as L
from .i18n import t

Money = Callable[[int], str]


def face_label(sq, money: Money) -> str:
    """The short figure under a square's name: its price, a fare, a tax or what it pays."""
    if sq.buyable:
        return money(sq.price)
    kind = sq.kind
    if kind == S.TAX:  # what landing there takes, worded so it never reads as a price to pay for it
        return t("face_tax", amount=money(sq.amount))
    if kind == S.FERRY and sq.fare:
        return money(sq.fare)
    if kind == S.RAILROAD:
        return money(sq.fare)
    if kind == S.COLLECT:
        return t("face_collect", amount=money(sq.amount))
    if kind == S.PAY_EACH:
        return t("face_each", amount=money(sq.amount))
    if kind == S.COLLECT_EACH:
        return t("face_collect", amount=money(sq.amount))
    if kind == S.ASSESSED_TAX:
        unit, rate = assessed_rate(sq)
        return t(f"face_per_{unit}", amount=money(rate)) if rate else ""
    if kind == S.SWEEPSTAKES:
        return t("face_sweepstakes", n=L.number(sq.multiplier))
    return ""


def short_label(sq, money: Money) -> str:
    """The same figure without words, for a square too small to say more ("+$50", "x10")."""
    if sq.kind in (S.COLLECT, S.COLLECT_EACH):
        return "+" + money(sq.amount)
    if sq.kind == S.TAX:  # taken from the one who lands, as a collect square's "+" gives
        return "-" + money(sq.amount)
    if sq.kind == S.PAY_EACH:
        return money(sq.amount)
    if sq.kind == S.ASSESSED_TAX:
        unit, rate = assessed_rate(sq)
        return t(f"face_per_{unit}_short", amount=money(rate)) if rate else ""
    if sq.kind == S.SWEEPSTAKES:
        return "×" + L.number(sq.multiplier)
    return face_label(sq, money)


def is_tax(sq) -> bool:
    """A square that takes money from whoever lands there: its figure is set in the tax's ink."""
    return sq.kind in (S.TAX, S.ASSESSED_TAX)


def assessed_rate(sq) -> tuple[str, int]:
    """What a tax worked out from holdings charges by, as its face says it: a place, else a
    house, else a hotel, and how much for each (its cap and any other rates are on its deed).
    Its face gives the rate, never the cap, which most who land there pay far less than."""
    for unit, rate in (("place", sq.per_place), ("house", sq.per_house), ("hotel", sq.per_hotel)):
        if rate:
            return unit, rate
    return "place", 0


def kind_rows(game, sq, money: Money) -> list[tuple[str, str]] | None:
    """The deed's rows for a square kind the other editions add; None for the others."""
    kind = sq.kind
    if kind == S.RAILROAD:
        return [(t("deed_kind_railroad"), ""), (t("deed_fare"), money(sq.fare))]
    if kind == S.FERRY:
        target = L.square_name(game.edition.squares[sq.target])
        rows = [(t("deed_kind_ferry", square=target), "")]
        return rows + ([(t("deed_fare"), money(sq.fare))] if sq.fare else [])
    if kind == S.CARNIVAL:
        return [(t("deed_kind_carnival"), ""), (t("deed_kind_carnival_2"), "")]
    if kind == S.SWEEPSTAKES:
        return [(t("deed_kind_sweepstakes"), ""), (t("deed_times_dice", n=sq.multiplier), "")]
    if kind == S.COLLECT:
        return [(t("deed_kind_collect"), money(sq.amount))]
    if kind == S.PAY_EACH:
        return [(t("deed_kind_pay_each"), money(sq.amount))]
    if kind == S.COLLECT_EACH:
        return [(t("deed_kind_collect_each"), money(sq.amount))]
    if kind == S.ASSESSED_TAX:
        return _assessed_rows(sq, money)
    return None


def _assessed_rows(sq, money: Money) -> list[tuple[str, str]]:
    rows = [(t("deed_kind_assessed_tax"), "")]
    for label, amount in (("deed_per_place", sq.per_place), ("deed_per_house", sq.per_house),
                          ("deed_per_hotel", sq.per_hotel)):
        if amount:
            rows.append((t(label), money(amount)))
    if sq.cap:
        rows.append((t("deed_cap"), money(sq.cap)))
    return rows


def lot_rows(sq, money: Money) -> list[tuple[str, str]]:
    """A Finance lot's deed: an owned lot always carries its ownership house, its first house,
    so its rent starts there; then each count of houses as the log and holdings count them
    (the ownership house among them), and what each further house costs."""
    rows = [(t("deed_rent_lot"), money(sq.rents[1]))]
    rows += [(t("deed_houses", n=n), money(sq.rents[n])) for n in range(2, len(sq.rents))]
    return rows + [("", ""), (t("deed_extra_house_cost"), money(sq.house_cost))]


def group_rent_label(rules) -> str | None:
    """How the deed names the doubled unbuilt rent, or None where it can't happen."""
    if rules.ownership_markers:  # a bought lot always carries its marker: never unbuilt
        return None
    if rules.group_sites:
        return t("deed_rent_sites", n=rules.group_sites)
    return t("deed_rent_group")


def lots_left(game, player: int) -> int | None:
    """Ownership houses a player has left (Finance), or None where the edition has none."""
    return game.lots_left(player)

