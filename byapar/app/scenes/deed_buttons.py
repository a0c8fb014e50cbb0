"""The buttons on an open deed: Build, Sell, Mortgage or Lift, and Sell to the bank, each in a
fixed place of its own (a place always shows the same buttons in the same spots, greyed with the
reason when not allowed now), so a second click never does something else than the first.

A sale asks first: the clicked Sell becomes "Keep it" and the confirmation stands in another
spot, so even a double click keeps the building.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from byapar.engine import actions as A
from byapar.engine import schema as S

from .. import choices, drawing, fonts, widgets
from .. import lang as L
from .. import theme as th
from ..i18n import t
from ..widgets import Button
from . import comfort_ui, pass_gate


def slots(game, s: int) -> list[str]:
    """The deed's fixed spots for square `s`, left to right (then the next row)."""
    rules = game.edition.rules
    sq = game.squares[s]
    out = ["build", "sell"] if sq.kind == S.PLACE else []
    if rules.mortgages:
        out.append("mortgage")
    if rules.sell_places:
        out.append("sell-place")
    return out


def rows_of(count: int, width: int) -> int:
    """Rows the deed's buttons take: two when each would be narrower than about 120 px, grown
    by the text size (their labels grow with it)."""
    return 2 if count > 2 and width / count < 120 * th.text_scale else 1


GROUP_SLOTS = ("build-round", "build-to", "sell-round")
# A round's words for every place of the group: they name no place, so they fit as they are
WHOLE_GROUP_WORDS = ("btn_sell_round", "btn_sell_round_both", "btn_build_round", "btn_build_round_both",
                     "btn_build_round_hotel", "btn_build_round_hotel_both")
HOTEL_SLOTS = ("build-round", "build-to", "build-to-hotel", "sell-round")
# the level each build-to button reaches: the most houses, and hotels where the edition has them
BUILD_TO_LEVELS = {"build-to": lambda rules: rules.max_level - 1 if rules.hotel else rules.max_level,
                   "build-to-hotel": lambda rules: rules.max_level}


def group_slots(game, p: int | None = None, s: int | None = None) -> tuple[str, ...]:
    """The group's buttons: where the top is a hotel, building to houses and to hotels each
    have their own, so neither button turns into the other as the cash changes. Where `p` holds
    only `s` of its group (Finance builds on any lot), a round is one building on `s`, its own
    Build: the round isn't offered twice. No two buttons do the same: building to a level shows
    only where it takes two rounds or more (see `far_levels`)."""
    slots = HOTEL_SLOTS if game.edition.rules.hotel else GROUP_SLOTS
    if p is None or s is None:
        return slots
    lone = alone(game, p, s)
    return tuple(name for name in slots if not (lone and name == "build-round")
                 and (name not in BUILD_TO_LEVELS or name in far_levels(game, p, s)))


def far_levels(game, p: int, s: int) -> tuple[str, ...]:
    """The build-to buttons whose level stands two rounds or more above the least built of
    `p`'s places in `s`'s group: one round up is what "Build one on each" does already."""
    low = min(game.buildings(m) for m in game.edition.groups[game.squares[s].group] if game.owner(m) == p)
    return tuple(name for name, level in BUILD_TO_LEVELS.items() if level(game.edition.rules) >= low + 2)


def alone(game, p: int, s: int) -> bool:
    """Whether `p` holds `s` and no other place of its group."""
    return [m for m in game.edition.groups[game.squares[s].group] if game.owner(m) == p] == [s]
READABLE = 12  # px: a group button's label set smaller than this drops its amount to read larger


def group_row(game, p: int | None, s: int) -> bool:
    """Whether the deed shows the group's row (Build a round, Build to N, Sell a round): on a
    place with buildings, for a person holding enough of its group to build there (in an
    edition that builds on any lot, such as Finance, holding the place itself is enough)."""
    sq = game.squares[s]
    if p is None or sq.kind != S.PLACE or not sq.house_cost:
        return False
    if not game.edition.rules.build_needs_group:
        return game.owners[s] == p
    return game.owns_group(p, s)


def row_count(scene, s: int, width: int) -> int:
    """The rows of buttons the open deed of `s` needs: its own, and the group's when shown."""
    p = viewer(scene, s)
    if p is None:
        return 0
    names = slots(scene.game, s)
    if group_row(scene.game, p, s):
        return 1 + own_rows(len(names), width, True)
    return own_rows(len(names), width, False) if names else 0


def own_rows(count: int, width: int, grouped: bool) -> int:
    """Rows the place's own buttons take: below the group's row, one unless four buttons would
    leave each too narrow for its label (Business GST at 800x600); two at a larger text size,
    where four in a row would set their labels smaller than the usual size's."""
    if grouped:
        return 2 if count > 3 and (width / count < 90 or th.text_scale > 1) else 1
    return rows_of(count, width)


def viewer(scene, s: int) -> int | None:
    """The person whose buttons the deed shows: its owner, when a person sits in that seat and
    the decision is theirs, or they may act on this place now out of turn (Classic builds, Finance
    sells). In another person's turn their buttons and reasons stay off the screen."""
    game = scene.game
    owner = game.owner(s)
    if owner is None or not scene.session.is_human(owner):
        return None
    if owner == game.pending.player or game.over or scene.controller.reading():
        return owner
    if pass_gate.laptop_elsewhere(scene, owner):
        return None
    return owner if any(getattr(a, "square", None) == s for a in game.legal_actions(owner)) else None


def someone_elses(scene, s: int) -> str:
    """The deed's note for a person's place in another seat's decision: whose it is, and when."""
    game = scene.game
    owner = game.owner(s)
    if owner is None or not scene.session.is_human(owner) or viewer(scene, s) is not None:
        return ""
    return t("deed_their_turn", name=game.players[owner].name)


def legal_for(scene, p: int) -> set:
    """What `p` may do now: in their own decision, or out of turn where the edition allows
    (never asked while a bot reads the table on its thread)."""
    game = scene.game
    if scene.gate.waiting_for(scene) == p or pass_gate.laptop_elsewhere(scene, p):  # theirs works once it passes
        return set()
    if p == game.pending.player:
        return set(game.legal_actions())
    if not scene.controller.reading():
        return set(game.legal_actions(p))
    return set()


def add(scene, s: int, area: pygame.Rect, bh: int) -> str:
    """Add the deed's buttons in `area` (its bottom strip); returns the note for the deed."""
    game = scene.game
    p = viewer(scene, s)
    names = slots(game, s)
    if p is None or not names:
        scene.confirm = None
        return someone_elses(scene, s)
    legal = legal_for(scene, p)
    if scene.confirm is not None and (scene.confirm.square != s or not _allowed(game, p, scene.confirm, legal)):
        scene.confirm = None
    grouped = group_row(game, p, s)
    rows = own_rows(len(names), area.w, grouped)
    per_row = -(-len(names) // rows)
    bw = (area.w - 8 * (per_row - 1)) // per_row
    rects = [pygame.Rect(area.x + (i % per_row) * (bw + 8), area.bottom - (rows - i // per_row) * (bh + 6) + 6, bw, bh)
             for i in range(len(names))]
    usual = usual_height(scene.app.screen)  # their height at the usual text size: their labels grow from it
    note = ""
    for name, rect in zip(names, rects, strict=True):
        b = scene.panel.add(_button(scene, p, s, name, rect, legal, usual))
        if name == "build" and not b.enabled:  # why Build is greyed, on the card as well as its tooltip
            note = b.tooltip
    if grouped:  # the group's row, above the place's own
        top = area.bottom - (rows + 1) * (bh + 6) + 6
        group = group_slots(game, p, s)
        gw = (area.w - 8 * (len(group) - 1)) // len(group)
        group_rects = [pygame.Rect(area.x + k * (gw + 8), top, gw, bh) for k in range(len(group))]
        for b in group_buttons(scene, p, s, group, group_rects, usual=usual):
            scene.panel.add(b)
        names, rects = [*names, *group], [*rects, *group_rects]
    if scene.confirm is not None:
        note = _ask(scene, s, names, rects, usual)
    return note


def group_buttons(scene, p: int, s: int, names: tuple[str, ...], rects: list[pygame.Rect], size: int = 0,
                  usual: int = 0) -> list[Button]:
    """A group's row of round buttons (see `group_button`): each live one says what it costs or
    brings, or where one has no room for its sum, none does (each tooltip says its own), so the
    row reads alike."""
    row = [_group_button(scene, p, s, name, rect, size, usual) for name, rect in zip(names, rects, strict=True)]
    if any(b.enabled and unpriced is None for b, unpriced in row):  # a live button with no room for its sum
        for _b, unpriced in row:
            if unpriced is not None:
                unpriced()
    return [b for b, _unpriced in row]


def group_button(scene, p: int, s: int, name: str, rect: pygame.Rect, size: int = 0, usual: int = 0) -> Button:
    """Build a round, Build to N houses (as far as the money and the bank go), Build to hotels
    or Sell a round, with what it costs or brings, greyed with the engine's reason when it can't
    be done now; its label at `size` (0: from its height, or from `usual`, its height at the usual
    text size)."""
    return _group_button(scene, p, s, name, rect, size, usual)[0]


def _group_button(scene, p: int, s: int, name: str, rect: pygame.Rect, size: int = 0,
                  usual: int = 0) -> tuple[Button, Callable[[], None] | None]:
    """`group_button`, and where its label says its sum, what leaves the sum to its tooltip
    instead (None where the label says none: greyed, or with no room for it)."""
    game = scene.game
    money = scene.session.money
    if name == "build-to":
        action = _furthest(scene, p, s)
    elif name == "build-to-hotel":
        action = A.BuildTo(s, game.edition.rules.max_level)
    else:
        action = A.BuildRound(s) if name == "build-round" else A.SellRound(s)
    why = "" if scene.confirm is None else t("tip_keep")
    if not why:
        not_now = "why_sell_not_now" if name == "sell-round" else "why_build_not_now"
        why = t(not_now) if scene.controller.reading() else choices.reason(game, p, action, not_now)
    if isinstance(action, A.BuildTo) and not scene.controller.reading():
        why = _build_to_short(scene, p, action) or why
    # one round away, Build to N houses (or hotels) does what the round's button does: a player
    # who reaches for the level they want finds it live, not greyed beside a button with other words
    ok = scene.confirm is None and not scene.controller.reading() and game.why_not(action, p) is None
    change = (choices.sale_brings(game, p, action) if name == "sell-round" else _cash_change(game, p, action)) if ok else 0
    amount = money(change if name == "sell-round" else -change)
    if not ok:
        label = greyed_round_label(game, p, action) if name == "sell-round" else _plain_label(game, name, action)
    elif name == "build-round":
        label = build_round_label(game, action, amount)
    elif name == "sell-round":  # what goes, by name where not one from each built place
        label = sell_round_label(game, action, amount)
    else:
        label = _build_to_label(game, action, amount)
    click = (lambda: _ask_first(scene, action)) if name == "sell-round" else (lambda: scene.act(action))
    tip = t(f"tip_{name.replace('-', '_')}") if ok else why
    b = Button(f"deed_{name}", rect, label, click, "normal", enabled=ok, tooltip=tip, size=size, usual_height=usual)
    key = _round_key(game, p, action, ok) if name in ("sell-round", "build-round") else ""
    counted = key if key not in ("", *WHOLE_GROUP_WORDS) else ""  # named by its places: its count may stand for the names
    if ok and (reads(b) or counted and _counted_label(b, name, counted, amount)):
        b.tooltip = tip if b.label == label else f"{label} · {tip}"
        return b, lambda: _sum_to_tooltip(b, name, _unpriced_label(game, name, action), label, tip, counted)
    if ok:
        _sum_to_tooltip(b, name, _unpriced_label(game, name, action), label, tip, counted)
    else:
        _count_where_long(b, name, label, counted)
    return b, None


def _sum_to_tooltip(b: Button, name: str, unpriced: str, label: str, tip: str, counted: str) -> None:
    """A live group button's label without its sum (`unpriced`), its tooltip opening with the
    whole `label` the sum was in; a round named by its places (`counted`, its words' key) that
    has no room for the names says its count."""
    b.label, b.tooltip = unpriced, f"{label} · {tip}"
    _count_where_long(b, name, label, counted)


def _count_where_long(b: Button, name: str, label: str, counted: str) -> None:
    """A round named by its places (`counted`, its words' key) whose label has no room: the count
    of its buildings, the names (`label`) in its tooltip."""
    if counted and not reads(b):
        b.tooltip = b.tooltip if b.tooltip.startswith(label) else f"{label} · {b.tooltip}"
        _counted_label(b, name, counted, "")


def _counted_label(b: Button, name: str, words: str, amount: str) -> bool:
    """Set a round's label to the count of what it builds ("Build two houses", "Build two
    hotels"; `words`, the key of its label by name), with `amount` where it is given and has
    room; whether the label says it."""
    two, selling, hotels = words.endswith("_pair"), name == "sell-round", "_hotel" in words
    if amount:
        if selling:
            b.label = t("btn_sell_round_two_short_priced" if two else "btn_sell_round_one_short_priced", amount=amount)
        elif hotels:
            b.label = t("btn_build_round_hotel_two_short_priced" if two else "btn_build_round_hotel_one_short_priced",
                        amount=amount)
        else:
            b.label = t("btn_build_round_two_short_priced" if two else "btn_build_round_one_short_priced", amount=amount)
        if reads(b):
            return True
    if selling:
        b.label = t("btn_sell_round_two_short" if two else "btn_sell_round_one_short")
    elif hotels:
        b.label = t("btn_build_round_hotel_two_short" if two else "btn_build_round_hotel_one_short")
    else:
        b.label = t("btn_build_round_two_short" if two else "btn_build_round_one_short")
    return False


def reads(b: Button) -> bool:
    """Whether a group button's label fits it whole at READABLE or more, grown by the text size."""
    return widgets.fits_whole(b) and widgets.natural_size(b) >= round(READABLE * th.text_scale)


def _round_key(game, p: int, action: A.SellRound | A.BuildRound, tried: bool) -> str:
    """Which words a round takes (see `sell_round_label`, `build_round_label`); untried, as
    `greyed_round_label` and `_plain_label` say it."""
    if isinstance(action, A.BuildRound):
        if tried:
            return _build_words(game, action)[0]
        return _whole_group_key(game, action.square, _build_key(game, action.square))
    if tried:
        return _round_words(game, action)[0]
    mine = [m for m in game.edition.groups[game.squares[action.square].group] if game.owner(m) == p]
    return "btn_sell_round_house" if len(mine) == 1 else _whole_group_key(game, action.square, "btn_sell_round")


def _whole_group_key(game, s: int, key: str) -> str:
    """A round on every place of `s`'s group: "on each", or "on both" for a group of two."""
    return key + "_both" if len(game.edition.groups[game.squares[s].group]) == 2 else key


def _build_to_short(scene, p: int, action: A.BuildTo) -> str:
    """Building to a level is refused, round by round, for the round the cash runs out on: say
    instead what all of it costs against the cash in hand ("" when the cash is not why)."""
    game = scene.game
    refusal = game.why_not(action, p)
    if refusal is None or refusal.code != "round-cash":
        return ""
    group = [m for m in game.edition.groups[game.squares[action.square].group] if game.owner(m) == p]
    steps = [(m, action.level - game.buildings(m)) for m in group]
    cost = sum(n * (game.squares[m].house_cost + game.gst(game.squares[m].house_cost)) for m, n in steps if n > 0)
    money = scene.session.money
    return t("why_build_to_cash", cost=money(cost), cash=money(game.players[p].cash))


def sell_round_label(game, action: A.SellRound, amount: str) -> str:
    """A round's sale says what it takes: one from each built place, or by name where it takes
    from only some of them (the one house on a place the others lack); "" `amount`: no sum."""
    key, names = _round_words(game, action)
    return t(key + ("" if amount else "_plain"), amount=amount, **names)


def greyed_round_label(game, p: int, action: A.SellRound) -> str:
    """A round's sale that can't be made now: by the place's name where the group is one place of `p`'s."""
    mine = [m for m in game.edition.groups[game.squares[action.square].group] if game.owner(m) == p]
    if len(mine) == 1:
        return t("btn_sell_round_house_plain", square=L.square_name(game.squares[mine[0]]))
    return t(_plain_round(game, action.square, "sell"))


def build_round_label(game, action: A.BuildRound, amount: str) -> str:
    """A building round says where it builds: on each (both) of the group's places, or by name
    where it builds on only some (the least built); "" `amount`: no sum."""
    key, names = _build_words(game, action)
    return t(key + ("" if amount else "_plain"), amount=amount, **names)


def _build_words(game, action: A.BuildRound) -> tuple[str, dict[str, str]]:
    """A round's words: a hotel on each place where every place it builds on gets its hotel."""
    trial = game.clone()
    trial.apply(action)
    group = game.edition.groups[game.squares[action.square].group]
    built_on = [m for m in group if trial.buildings(m) > game.buildings(m)]
    rules = game.edition.rules
    key = "btn_build_round"
    if rules.hotel and built_on and all(trial.buildings(m) == rules.max_level for m in built_on):
        key = "btn_build_round_hotel"
    return _words_for(game, action.square, built_on, key, key + "_one")


def _build_key(game, s: int) -> str:
    """A round's words on `s`'s group before it is tried: hotels where the next round makes them, else one building."""
    return "btn_build_round_hotel" if _round_makes_hotels(game, s) else "btn_build_round"


def builds_hotel(game, s: int) -> bool:
    """Whether the next building on `s` is its hotel: it stands one step from the top, in an
    edition with hotels."""
    rules = game.edition.rules
    return bool(rules.hotel) and game.buildings(s) == rules.max_level - 1


def _round_makes_hotels(game, s: int) -> bool:
    """Whether the next round on `s`'s group makes hotels: its least built places stand one step from one."""
    rules = game.edition.rules
    group = game.edition.groups[game.squares[s].group]
    return bool(rules.hotel) and min(game.buildings(m) for m in group) == rules.max_level - 1


def _round_words(game, action: A.SellRound) -> tuple[str, dict[str, str]]:
    sold = _sold_from(game, action)
    if len(sold) == 1:
        rules = game.edition.rules
        hotel = rules.hotel and game.buildings(sold[0]) == rules.max_level
        return ("btn_sell_round_hotel" if hotel else "btn_sell_round_house"), {"square": L.square_name(game.squares[sold[0]])}
    return _words_for(game, action.square, sold, "btn_sell_round", "btn_sell_round_house")


def _words_for(game, s: int, changed: list[int], key: str, one: str) -> tuple[str, dict[str, str]]:
    """A round's words by the places it changes: one by name (`one`), two by name where the group
    has more, else every place ("each", "both" for a group of two)."""
    group = game.edition.groups[game.squares[s].group]
    names = [L.square_name(game.squares[m]) for m in changed]
    if len(changed) == 1:
        return one, {"square": names[0]}
    if len(changed) == 2 and len(group) > 2:
        return key + "_pair", {"first": names[0], "second": names[1]}
    return _whole_group_key(game, s, key), {}


def _unpriced_label(game, name: str, action) -> str:
    """A live group button's label without its amount (said in its tooltip instead)."""
    if name == "sell-round":
        return sell_round_label(game, action, "")
    if name == "build-round":
        return build_round_label(game, action, "")
    return _plain_label(game, name, action)


def _plain_label(game, name: str, action) -> str:
    """A group button's label without its amount."""
    if name in ("build-round", "sell-round"):
        return t(_plain_round(game, action.square, name.split("-")[0]))
    return _build_to_label(game, action, "")


def _plain_round(game, s: int, verb: str) -> str:
    """The key of a round's label without its amount, on every place of `s`'s group ("build" or "sell")."""
    two = len(game.edition.groups[game.squares[s].group]) == 2
    if verb == "sell":
        return "btn_sell_round_both_plain" if two else "btn_sell_round_plain"
    if _round_makes_hotels(game, s):
        return "btn_build_round_hotel_both_plain" if two else "btn_build_round_hotel_plain"
    return "btn_build_round_both_plain" if two else "btn_build_round_plain"


def _furthest(scene, p: int, s: int) -> A.BuildTo:
    """Build to the most houses the whole group can reach now (two rounds or more), or the
    next such level, to say why not; hotels have their own button where the edition has them."""
    game = scene.game
    top = BUILD_TO_LEVELS["build-to"](game.edition.rules)
    group = [m for m in game.edition.groups[game.squares[s].group] if game.owner(m) == p]
    low = min(game.buildings(m) for m in group)
    first = min(low + 2, top)
    if not scene.controller.reading():
        for level in range(top, first - 1, -1):
            if game.why_not(A.BuildTo(s, level), p) is None:
                return A.BuildTo(s, level)
    return A.BuildTo(s, first)


def _cash_change(game, p: int, action) -> int:
    """What `action` would change `p`'s cash by, tried on a copy."""
    trial = game.clone()
    trial.apply(action)
    return trial.players[p].cash - game.players[p].cash


def _sold_from(game, action: A.SellRound) -> list[int]:
    """The places of the group a round's sale takes a building from, tried on a copy."""
    trial = game.clone()
    trial.apply(action)
    group = game.edition.groups[game.squares[action.square].group]
    return [m for m in group if trial.buildings(m) < game.buildings(m)]


def _build_to_label(game, action: A.BuildTo, amount: str) -> str:
    rules = game.edition.rules
    if rules.hotel and action.level == rules.max_level:
        key = "btn_build_to_hotel"
    else:
        key = "btn_build_to"
    if not amount:
        key += "_plain"
    return t(key, n=action.level, amount=amount)


def _allowed(game, p: int, action, legal: set) -> bool:
    """A sale waiting for its "Yes" is still possible (a round is asked of the engine: bots
    never see rounds among the legal actions)."""
    if isinstance(action, A.SellRound):
        return game.why_not(action, p) is None
    return action in legal


def _button(scene, p: int, s: int, name: str, rect: pygame.Rect, legal: set, usual: int = 0) -> Button:
    game = scene.game
    money = scene.session.money
    sq = game.squares[s]
    if name == "build":
        hotel = builds_hotel(game, s)  # a hotel said so, not a "Build" like any house
        action = A.Build(s)
        label = t("btn_build_hotel" if hotel else "btn_build", amount=money(sq.house_cost + game.gst(sq.house_cost)))
        not_now = "why_build_not_now"
    elif name == "sell":
        action = A.Sell(s)
        label = t("btn_sell", amount=money(choices.sale_brings(game, p, action)))  # what reaches the hand, GST taken
        not_now = "why_sell_not_now"
    elif name == "mortgage" and game.is_mortgaged(s):
        action, label = A.Unmortgage(s), t("btn_lift", amount=money(game.lift_cost(s)))
        not_now = "why_lift_not_now"
    elif name == "mortgage":
        action, label = A.Mortgage(s), t("btn_mortgage", amount=money(game.mortgage_value(s)))
        not_now = "why_mortgage_not_now"
    else:
        action = A.SellPlace(s)
        label = t("btn_sell_place", amount=money(choices.sale_brings(game, p, action)))
        not_now = "why_sell_place"
    ok = action in legal and scene.confirm is None
    why = "" if ok else choices.reason(game, p, action, not_now)
    if name == "build" and not ok:  # no price for a house that can't be bought now: the note says why
        label = t("btn_build_hotel_plain" if hotel else "btn_build_plain")
    click = (lambda: _ask_first(scene, action)) if isinstance(action, A.Sell | A.SellPlace) else \
        (lambda: scene.act(action))
    return Button(f"deed_{action.verb}", rect, label, click, "primary" if name == "build" else "normal",
                  enabled=ok, tooltip=comfort_ui.button_tooltip(scene, action) if ok else why,
                  usual_height=usual)


def _ask_first(scene, action) -> None:
    scene.confirm = action
    scene.changed()  # the buttons are rebuilt on the next update


def _ask(scene, s: int, names: list[str], rects: list[pygame.Rect], usual: int = 0) -> str:
    """The confirmation: "Keep it" where the sale was clicked, "Yes, sell" in the next spot."""
    game = scene.game
    action = scene.confirm
    here = names.index(action.verb)
    there = here + 1 if here + 1 < len(names) else here - 1
    scene.panel.buttons = [b for b in scene.panel.buttons if b.rect not in (rects[here], rects[there])]
    scene.panel.add(Button("deed_keep", rects[here], t("btn_keep_it"), lambda: _ask_first(scene, None), "normal",
                           tooltip=t("tip_keep"), usual_height=usual))
    scene.panel.add(Button("deed_confirm", rects[there], confirm_label(scene, viewer(scene, s), action),
                           lambda: _confirm(scene), "danger", tooltip=t("tip_confirm_sell"), usual_height=usual))
    money = scene.session.money
    name = L.square_name(game.squares[s])
    p = viewer(scene, s)
    price, gst = choices.sale_parts(game, p, action)
    amount = money(price - gst)
    taken = " " + t("ask_gst_taken", price=money(price), gst=money(gst)) if gst else ""  # what the GST takes
    if isinstance(action, A.SellPlace):
        return t("ask_sell_place", square=name, amount=amount) + taken
    if isinstance(action, A.SellRound):
        sold = _sold_from(game, action)
        if len(sold) == 1:  # one house on one place: a plain sale of it
            return t("ask_sell", square=L.square_name(game.squares[sold[0]]), amount=amount) + taken
        key, names = _round_words(game, action)
        if key == "btn_sell_round_pair":  # not from each place: from these two
            return t("ask_sell_round_pair", amount=amount, **names) + taken
        return t("ask_sell_round", square=name, amount=amount) + taken
    return t("ask_sell", square=name, amount=amount) + taken


def confirm_label(scene, p: int, action: A.Sell | A.SellPlace | A.SellRound) -> str:
    """The sale's "Yes" with what goes and what it brings in, GST taken: "Yes, sell a building for Rs 250"."""
    game, s = scene.game, action.square
    amount = choices.sale_brings(game, p, action)
    if isinstance(action, A.SellPlace):
        what = L.square_name(game.squares[s])
    elif isinstance(action, A.SellRound):
        key, names = _round_words(game, action)
        what = {"btn_sell_round": t("sell_what_round"), "btn_sell_round_both": t("sell_what_both"),
                "btn_sell_round_pair": t("sell_what_pair", **names)}.get(key, t("sell_what_building"))
    else:
        what = t("sell_what_building")
    return t("btn_confirm_sell", what=what, amount=scene.session.money(amount))


def _confirm(scene) -> None:
    action, scene.confirm = scene.confirm, None
    scene.act(action)


# ----- the card's height -------------------------------------------------------------------------

def card_height(scene, size: int, columns: int, width: int) -> int | None:
    """The deed's height at text `size` in `columns` across `width`; None where the columns
    would cut a label or a figure."""
    lines = drawing.deed_rows(scene.session, scene.selected)
    parts = drawing.deed_columns(lines, columns)
    if len(parts) != columns or not drawing.deed_fits_across(parts, size, width):
        return None
    lh = fonts.line_height(size)
    return (drawing.deed_band_height(scene.app.screen, size) + 16 + note_lines(scene, size, width) * lh
            + foot(scene, width) + max(drawing.deed_rows_height(c, lh) for c in parts))


def note_lines(scene, size: int, width: int) -> int:
    """Lines kept for the deed's notes: who stands there, and two for a question or why a
    button is greyed (one for whose place it is in another's turn)."""
    here = [p.name for p in scene.game.players if p.position == scene.selected and not p.bankrupt]
    lines = len(fonts.wrap(t("deed_here", names=", ".join(here)), size, width - 24)) if here else 0
    return lines + (2 if viewer(scene, scene.selected) is not None else 1)


def foot(scene, width: int) -> int:
    """The deed's strip for its rows of buttons, and its margin below."""
    rows = row_count(scene, scene.selected, width - 24)
    return rows * (scene.deed_button_height() + 6) + 14


def usual_height(screen) -> int:
    """The deed's buttons' height at the usual text size, tall enough for a label on three lines
    at the least size (a narrow deed's group row): their labels' size is taken from it."""
    return max(48, int(44 * th.scale_of(screen)))


def heights_to_try(screen) -> list[int]:
    """The heights the deed's buttons may take, the tallest first: grown by the text size as
    their labels are, down to halfway and to the usual height where the card has no room."""
    usual = usual_height(screen)
    grown = round(usual * th.text_scale)
    return sorted({grown, (grown + usual) // 2, usual}, reverse=True)
