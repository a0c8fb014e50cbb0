"""The chosen language beyond the catalogue: money, numbers, and the names and card texts
that live in the board data (`name_ne`, `text_ne`, `title_ne` beside the English).

`use("ne")` switches the catalogue too. Anything drawn on screen that comes from the board
data goes through `square_name`, `deck_title` and `card_text`, so Nepali shows Nepali
where the data has it and English where it doesn't. An engine refusal goes through `refusal`:
the catalogue's sentence for its code (`refusal_<code>`), filled from its fields, never read
back from the engine's English.
"""

from __future__ import annotations

from collections.abc import Sequence

from byapar import locale
from byapar.engine.errors import Refusal

from . import i18n

_lang = "en"


def use(code: str) -> None:
    """Choose the interface language ('en' or 'ne')."""
    global _lang
    _lang = code if code in locale.LANGUAGES else "en"
    i18n.load(_lang)


def current() -> str:
    return _lang


def money(n: int, edition) -> str:
    return locale.money(n, edition, _lang)


def gst_rule(edition) -> str:
    """How Business GST is worked out, "5% rounded to the nearest Rs 50": said where the tax is
    first met, since Rs 2,500 bringing Rs 150 (not 125) reads as a wrong sum otherwise."""
    rules = edition.rules
    return i18n.t("gst_rounded", percent=rules.gst_percent, step=money(rules.gst_step, edition))


def number(n: int) -> str:
    return locale.number(n, _lang)


def ordinal(n: int) -> str:
    return locale.ordinal(n, _lang)


def digits(text: str) -> str:
    return locale.digits(text, _lang)


def square_name(sq) -> str:
    return (sq.name_ne or sq.name) if _lang == "ne" else sq.name


def listed(names: list[str]) -> str:
    """"Bot A, Bot B and Bot C"."""
    return ", ".join(names[:-1]) + i18n.t("and") + names[-1] if len(names) > 1 else names[0]


def group_names(edition, square: int) -> list[str]:
    """The names of the places of `square`'s group, in board order: how a group is named, as the
    board shows it (by its colour, never by one place's name)."""
    return [square_name(edition.squares[s]) for s in edition.groups[edition.squares[square].group]]


def in_sentence(name: str) -> str:
    """A square's name inside a sentence: a name that is a command ("चिट्ठा जित्नुहोस्") is set
    apart as the square's name, so the verb after it reads as the sentence's own."""
    ending = i18n.t("square_command_ending")
    return i18n.t("square_named", name=name) if ending and name.endswith(ending) else name


def paid_for(sq) -> str:
    """What a tax square's payment is, where the map says ("" where its name says it)."""
    return (sq.paid_for_ne or sq.paid_for) if _lang == "ne" else sq.paid_for


def square_short(sq) -> str:
    """The square's name shortened for the board, where the map gives one ("" where not)."""
    return (sq.short_ne if _lang == "ne" else sq.short) or ""


def edition_name(edition) -> str:
    """An edition's name in the chosen language (its map's `name_ne` in Nepali)."""
    return (edition.rules.name_ne or edition.title) if _lang == "ne" else edition.title


def edition_tagline(edition) -> str:
    """The line saying what an edition is, in the chosen language (its map's `tagline`, or
    `tagline_ne` in Nepali); "" where its map gives none."""
    rules = edition.rules
    return (rules.tagline_ne or rules.tagline) if _lang == "ne" else rules.tagline


def deck_title(deck) -> str:
    return (deck.title_ne or deck.title) if _lang == "ne" else deck.title


# Lines that name mortgaging as a way to raise money, and what an edition without mortgages
# (Finance, where the bank buys houses and lots back at half) says in their place. Lines about a
# mortgage itself (its button, its value, its fee) are never shown there and need no other words.
SAID_WITHOUT_MORTGAGES = {
    "auction_can_go_key": "auction_can_go_key_sell",
    "bot_why_mortgage_room": "bot_why_sale_room",
    "hint_raise": "hint_raise_sell",
    "log_must_raise": "log_must_raise_sell",
    "raise_auto_measure": "raise_auto_measure_sell",
    "refusal_buy-cash": "refusal_buy-cash_sell",
    "refusal_wait-end": "refusal_wait-end_sell",
    "refusal_wait-raise": "refusal_wait-raise_sell",
    "refusal_wait-roll": "refusal_wait-roll_sell",
    "tip_owners": "tip_owners_sell",
    "tip_raise_auto": "tip_raise_auto_sell",
    "tip_trade_place": "tip_trade_place_price",
    "why_buy_short_raise": "why_buy_short_raise_sell",
    "why_no_raise": "why_no_raise_sell",
}


# Where some places of a group are enough to build (Business GST's three of a colour), a bot
# speaks of having enough of a colour to build, not of finishing a set.
SAID_ON_SOME_OF_A_GROUP = {key: key + "_some" for key in (
    "bot_offer_why_finish", "bot_offer_why_sets_both", "bot_why_set_for_set", "bot_why_set_mine",
    "bot_why_set_theirs", "bot_why_set_theirs_keep", "bot_why_set_theirs_price", "bot_why_sets_both")}


def edition_key(key: str, edition) -> str:
    """The catalogue key of the line `key` as `edition` plays: where it has no mortgages, the
    line that raises money by selling to the bank instead; where some of a group is enough to
    build, the line that says so."""
    if edition is None:
        return key
    if edition.rules.group_sites:
        key = SAID_ON_SOME_OF_A_GROUP.get(key, key)
    if not edition.rules.mortgages:
        return SAID_WITHOUT_MORTGAGES.get(key, key)
    return key


def bail_card(edition, deck: str | None = None, short: bool = False) -> str:
    """What the edition calls its card kept to leave jail, as it reads inside a sentence ("bail
    card", Classic's "Get Out of Jail Free card"; `short`: its name where room is least, "Jail
    Free card"), from its card data: the card in `deck`, else the first in any deck; the
    catalogue's word where the data names none."""
    # imported here: the menu's first frame loads no more of the engine
    from byapar.engine.schema import BAIL

    decks = [edition.decks[deck]] if deck in edition.decks else list(edition.decks.values())
    for card in (c for d in decks for c in d.cards if c.effect == BAIL and c.name):
        if _lang == "ne":
            return (short and card.short_ne) or card.name_ne or card.name
        return (short and card.short) or card.name
    return i18n.t("bail_card")


def bail_card_alone(edition, short: bool = False) -> str:
    """The bail card's name standing alone, as on a player's card: "Bail card"."""
    name = bail_card(edition, short=short)
    return name[:1].upper() + name[1:]


def shows_devanagari(edition) -> bool:
    """Whether the board's own names appear in Devanagari: always in Nepali; in English only on
    Nepal's own board (its money in Nepali rupees, Rs: Byapar's व्यापार and भाग्य), so a Classic,
    Finance or Business GST game in English says "Chance" and its own name, nothing more."""
    return _lang == "ne" or edition.rules.currency == "Rs"


def deck_titles(deck, edition) -> tuple[str, str]:
    """A deck's title and the line under it: in English on a board that shows Devanagari, the
    Devanagari title over the Latin (Byapar's भाग्य over Bhagya); in Nepali the Devanagari
    alone (a Nepali reader needs no spelling in Latin letters); else the Latin title alone."""
    if deck.title_ne and _lang == "ne":
        return deck.title_ne, ""
    if deck.title_ne and shows_devanagari(edition):
        return deck.title_ne, deck.title
    return deck.title, ""


def edition_titles(edition) -> tuple[str, str]:
    """The edition's name on the board's centre and the line under it, as `deck_titles`."""
    if edition.rules.name_ne and _lang == "ne":
        return edition.rules.name_ne, ""
    if edition.rules.name_ne and shows_devanagari(edition):
        return edition.rules.name_ne, edition.title
    return edition.title, ""


def card_text(card) -> str:
    """A card's words in the chosen language, its money held together as `money` writes it."""
    return locale.money_held((card.text_ne or card.text) if _lang == "ne" else card.text)


def drawn_card_text(deck, index: int) -> str:
    """The words of the card drawn from `deck`: a dice chart's card says which total drew it
    ("Card 7, for the 7 thrown: ..."), so the same card for the same total reads as the rule it is."""
    text = card_text(deck.cards[index])
    return i18n.t("card_by_dice", total=digits(str(index + 2)), text=text) if deck.chart else text


# A refusal's fields are plain values; each is worded by its name: a square index by the
# catalogue's square name, an amount in the edition's money, a seat by the player's name.
SQUARE_FIELDS = frozenset({"square"})
SQUARE_LIST_FIELDS = frozenset({"missing", "mortgaged", "fewest"})
MONEY_FIELDS = frozenset({"amount", "cost", "cash", "low", "high", "gst", "step", "own"})
PLAYER_FIELDS = frozenset({"player", "partner"})
# Fields the engine gives its English sentence only (a name beside the index a translation uses).
ENGLISH_ONLY_FIELDS = frozenset({"place", "who"})


# Board and save errors count things (squares, players, bytes), never money; a save's error
# may come with no edition at all (the board is what couldn't be read).
PLAIN_NUMBER_CODES = ("player-count", "board-", "save-")
# Refusals of building to a level already built, which name it by its houses and hotel.
BUILT_CODES = ("round-built", "round-built-own", "place-built")


def refusal(err: Refusal, edition=None, names: Sequence[str] = ()) -> str:
    """An engine refusal (IllegalAction, SetupError, BoardError, SaveError...) in the chosen
    language: the catalogue's sentence for its code, filled from its fields, an error found
    inside it worded the same way. `names` are the players' names, by seat."""
    fields = {k: _field(err.code, k, v, edition, names) for k, v in err.fields.items()
              if k not in ENGLISH_ONLY_FIELDS}
    return i18n.t(edition_key("refusal_" + err.code, edition), **fields)


def refused(game, err: Refusal) -> str:
    """A refusal met in `game`, in the chosen language (its players named as they sit)."""
    return refusal(err, game.edition, [p.name for p in game.players])


def buildings(level: int, edition) -> str:
    """What stands on a place built to `level`: a hotel at the top where the edition has one, else houses."""
    rules = edition.rules
    return i18n.t("holding_hotel") if rules.hotel and level == rules.max_level else i18n.t("holding_houses", n=level)


def _field(code: str, name: str, value, edition, names: Sequence[str]) -> object:
    if isinstance(value, Refusal):  # the error found inside: a board's, a setting's, an offer's
        return refusal(value, edition, names)
    if name == "found":  # a value read from a file, shown as written
        return repr(value)
    if edition is None:
        return value if _index(value, None) else str(value)
    squares = edition.squares
    if name in SQUARE_FIELDS and _index(value, len(squares)):
        return square_name(squares[value])
    if name in SQUARE_LIST_FIELDS:
        return ", ".join(square_name(squares[s]) for s in value if _index(s, len(squares)))
    if name in MONEY_FIELDS and not code.startswith(PLAIN_NUMBER_CODES) and _index(value, None):
        return money(value, edition)
    if code in BUILT_CODES and name == "level" and _index(value, edition.rules.max_level + 1):
        return buildings(value, edition)  # houses and a hotel, not a level number
    if name in PLAYER_FIELDS and _index(value, len(names)):
        return names[value]
    if name == "deck" and value in edition.decks:
        return deck_title(edition.decks[value])
    if name == "edition" and value == edition.rules.edition:
        return edition_name(edition)
    return value if _index(value, None) else str(value)  # a count: in the language's digits


def _index(value, size: int | None) -> bool:
    """A whole number (and below `size` when given): the refusal of a bad action may carry anything."""
    return isinstance(value, int) and not isinstance(value, bool) and (size is None or 0 <= value < size)
