"""Square kinds and card effects, each named once with the data it needs from the board files.

edition.py reads and checks the board against these schemas; the rules compare kinds with these
names, and the app may import them rather than spell the strings.
"""

from __future__ import annotations

# square kinds
START, PLACE, TRANSPORT, SERVICE, CARD, TAX = "start", "place", "transport", "service", "card", "tax"
JAIL, FREE, POLICE = "jail", "free", "police"
ASSESSED_TAX, COLLECT, PAY_EACH, COLLECT_EACH = "assessed_tax", "collect", "pay_each", "collect_each"
RAILROAD, FERRY, CARNIVAL, SWEEPSTAKES = "railroad", "ferry", "carnival", "sweepstakes"

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
OPTIONAL_SQUARE_FIELDS: dict[str, type] = {"name_ne": str, "band": str}

# card effects
ADVANCE, ADVANCE_NEAREST, BACK, GO_TO_JAIL, BAIL = "advance", "advance_nearest", "back", "jail", "bail"
PAY, REPAIRS = "pay", "repairs"  # COLLECT, COLLECT_EACH and PAY_EACH are named as the squares are

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
OPTIONAL_CARD_FIELDS: dict[str, type] = {"text_ne": str, "rent_multiplier": int, "dice_multiplier": int}
