"""Square kinds and card effects, each named once with the data it needs from the board files.

edition.py reads and checks the board against these schemas; the rules compare kinds with these
names, and the app may import them rather than spell the strings.
"""

from __future__ import annotations

from typing import Final, Literal

# square kinds
SquareKind = Literal["start", "place", "transport", "service", "card", "tax", "jail", "free", "police",
                     "assessed_tax", "collect", "pay_each", "collect_each", "railroad", "ferry", "carnival",
                     "sweepstakes"]
START: Final = "start"
PLACE: Final = "place"
TRANSPORT: Final = "transport"
SERVICE: Final = "service"
CARD: Final = "card"
TAX: Final = "tax"
JAIL: Final = "jail"
FREE: Final = "free"
POLICE: Final = "police"
ASSESSED_TAX: Final = "assessed_tax"
COLLECT: Final = "collect"
PAY_EACH: Final = "pay_each"
COLLECT_EACH: Final = "collect_each"
RAILROAD: Final = "railroad"
FERRY: Final = "ferry"
CARNIVAL: Final = "carnival"
SWEEPSTAKES: Final = "sweepstakes"

# What each kind of square needs: field -> type. `rents` and `multipliers` are
# comma-separated whole numbers (Tiled has no list type).
KIND_FIELDS: dict[str, dict[str, type]] = {
    START: {},
    PLACE: {"group": str, "price": int, "rents": list, "house_cost": int},
    TRANSPORT: {"group": str, "price": int, "rents": list},
    SERVICE: {"group": str, "price": int, "multipliers": list},
    CARD: {"deck": str},
    TAX: {"amount": int},
    JAIL: {},
    FREE: {},
    POLICE: {},
    # Squares other editions print (docs/editions.md describes each):
    ASSESSED_TAX: {"per_place": int, "per_house": int, "per_hotel": int, "cap": int},
    COLLECT: {"amount": int},
    PAY_EACH: {"amount": int},
    COLLECT_EACH: {"amount": int},
    RAILROAD: {"fare": int},
    FERRY: {"fare": int, "target": int},
    CARNIVAL: {},
    SWEEPSTAKES: {"multiplier": int},
}
BUYABLE_KINDS = frozenset({PLACE, TRANSPORT, SERVICE})
# the other editions' kinds, each landed on by its handler in landing.SQUARES
SPECIAL_KINDS = frozenset({ASSESSED_TAX, COLLECT, PAY_EACH, COLLECT_EACH, RAILROAD, FERRY, CARNIVAL, SWEEPSTAKES})
THROWING_KINDS = (RAILROAD, CARNIVAL, SWEEPSTAKES)  # squares that ask for a throw of their own
# `short`, `short_ne`: the name shortened for a square too small for the whole (the board says
# "Kentucky" where the deed says "Kentucky Avenue"); `paid_for`, `paid_for_ne`: what a tax square's
# payment is, where its name doesn't say ("customs duty" at Bhansar)
OPTIONAL_SQUARE_FIELDS: dict[str, type] = {"name_ne": str, "band": str, "short": str, "short_ne": str,
                                           "paid_for": str, "paid_for_ne": str}

# card effects
CardEffect = Literal["advance", "advance_nearest", "back", "jail", "bail", "collect", "pay", "collect_each",
                     "pay_each", "repairs"]
ADVANCE: Final = "advance"
ADVANCE_NEAREST: Final = "advance_nearest"
BACK: Final = "back"
GO_TO_JAIL: Final = "jail"
BAIL: Final = "bail"
PAY: Final = "pay"
REPAIRS: Final = "repairs"  # COLLECT, COLLECT_EACH and PAY_EACH are named as the squares are

CARD_EFFECTS: dict[str, dict[str, type]] = {
    ADVANCE: {"square": int},
    ADVANCE_NEAREST: {"kind": str},
    BACK: {"steps": int},
    GO_TO_JAIL: {},
    BAIL: {},
    COLLECT: {"amount": int},
    PAY: {"amount": int},
    COLLECT_EACH: {"amount": int},
    PAY_EACH: {"amount": int},
    REPAIRS: {"house": int, "hotel": int},
}
OPTIONAL_CARD_FIELDS: dict[str, type] = {"text_ne": str, "name": str, "name_ne": str, "short": str, "short_ne": str,
                                         "rent_multiplier": int, "dice_multiplier": int}
