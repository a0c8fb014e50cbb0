"""A bot's words to the people at the table, as sentences of their language: its reason for
refusing an offer (`strategy.refusal`'s catalogue keys, `bot_why_*`) and for making one
(`bots.offer_reasons`, `bot_offer_why_*`), with the money, places, groups, kinds and seats filled in."""

from __future__ import annotations

from . import lang as L
from .i18n import t


def bot_says(session, key: str, fields: dict) -> str:
    """A bot's line: its catalogue key with the money, the place, the person's places it asks for
    (`theirs`), the group (by its places) and the seat filled in, as a sentence."""
    edition = session.game.edition
    fields = dict(fields)
    for money in ("amount", "kept"):
        if money in fields:
            fields[money] = session.money(fields[money])
    if "place" in fields:
        fields["place"] = L.square_name(edition.squares[fields["place"]])
    if "theirs" in fields:  # the person's places the bot asks for, listed
        fields["theirs"] = L.listed([L.square_name(edition.squares[s]) for s in fields["theirs"]])
    if "group" in fields:
        fields["group"] = L.listed(L.group_names(edition, fields["group"]))
    if "kinds" in fields:
        fields["kinds"] = kinds_word(edition, fields["kinds"])
    if "seat" in fields:
        fields["seat"] = session.game.players[fields["seat"]].name
    words = t(L.edition_key(key, edition), **fields)
    return words[:1].upper() + words[1:]


def kinds_word(edition, square: int) -> str:
    """What the squares of `square`'s group are called, in the plural ("airports"): the board's
    own word where the catalogue has one, else a word for any kind."""
    key = f"bot_kinds_{edition.squares[square].group}"
    word = t(key)
    return t("bot_kinds_other") if word == key else word


def offer_reason(session, maker: int, offer_text: str) -> str:
    """Why the bot at `maker` made the offer written `offer_text` (a `TradeOffered` event's terms),
    as it told it when making it; "" where the seat isn't a bot thinking on this laptop, or its
    reason isn't known (a game continued from a save, an offer from a friend's table)."""
    told = getattr(session.bots.get(maker), "offers_told", None)
    why = told.why(offer_text) if told is not None else None
    return bot_says(session, why.key, why.fields) if why is not None else ""
