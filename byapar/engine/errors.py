"""How the engine says no.

A refusal is a code (a short kebab-case name) and plain fields (square index, amount, seat,
limit...), so a UI words it from its own catalogues; `str()` gives the English sentence from
TEMPLATES, the one table of them, which the sim, the log and the tests read. Fields that hold a
name for the English sentence are `place` (a square's name) and `who` (a player's); the index
beside them (`square`, `player`) is what a translation should use.

- IllegalAction: the rules refuse an action now (`apply` raises it, `why_not` returns it).
- ActionTextError(IllegalAction): text or an object that is no action at all; still an
  IllegalAction because `apply` refuses it like any other action.
- SetupError: `new_game`'s arguments (player count, names, scripted dice, humans); not an
  IllegalAction, since nothing was played. SettingsError(SetupError): a setting's value.
- DiceRunOut: a script of dice (tests, tutorials) is used up. Neither a refusal of the player's
  action nor something a bot session should swallow as a bot's mistake.
- BoardError: a board file that can't be played; SaveError: a save that can't be restored;
  InvariantBroken: a rule of the table that no longer holds (an engine bug, found by `check`).
  Their codes name the kind of problem ("board-missing", "save-number"); the fields name the
  file, the thing in it and the field as written, so a contributor still reads exactly what is
  wrong. A `problem` field holds the error found inside (itself a Refusal, worded the same way,
  or a system error's text).
"""

from __future__ import annotations

from typing import Any

TEMPLATES: dict[str, str] = {
    # --- the wrong decision for this action (one code per pending decision kind)
    "wait-roll": "It's time to throw the dice (or build, mortgage or trade first)",
    "wait-jail": "You're in jail: throw for doubles, pay the fine or use a bail card",
    "wait-buy": "Buy the place or decline it first",
    "wait-bid": "The auction is on: bid or drop out",
    "wait-trade": "A trade offer is waiting for an answer",
    "wait-raise": "Raise the money you owe first: sell buildings or mortgage places",
    "wait-end": "Your throw is done: build, mortgage or end your turn",
    "wait-leave": "Your third throw failed: pay the fine or use your bail card",
    "wait-agree": "Ending the game has been proposed: agree or refuse",
    "wait-keep": "Choose the lots you keep from the bankrupt's estate",
    "wait-throw": "Your throw is asked for first (to see who starts, or for your square): throw the dice",
    "wait-over": "The game is over",
    "wait-running": "That can't be done now",
    "not-your-decision": "That isn't your decision now",
    "game-over": "The game is over",
    "nothing-to-undo": "There is nothing of yours to undo since the last throw or card",
    # --- squares and owners
    "no-square": "There is no square {square!r} on this board",
    "not-owner": "You don't own {place}",
    # --- jail
    "fine-cash": "The fine is {amount}; raise the money first",
    "no-bail-card": "You have no bail card",
    # --- buying and auctions
    "markers-full": "All your ownership houses are in use: sell a lot to the bank first",
    "buy-cash": "{place} costs {cost}; you have {cash}",
    "bid-not-whole": "A bid should be a whole number, not {amount!r}",
    "bid-too-low": "The lowest bid now is {low}",
    "bid-too-high": "You can raise at most {high}, so you can't bid {amount}",
    # --- building and the bank's supply
    "not-buildable": "Nothing can be built on {place}",
    "build-after-lap": "Go once round the board before building",
    "build-needs-group": "You need the whole group to build",
    "build-needs-sites": "You need {need} places of this group to build",
    "build-group-mortgaged": "Lift the mortgages in this group before building",
    "fully-built": "{place} is fully built",
    "build-evenly": "Build evenly: the other places in the group come first",
    "build-cash": "Building on square {square} costs {cost}",
    "bank-no-hotels": "The bank has no hotels left",
    "bank-no-houses": "The bank has no houses left",
    "no-room": "{place} has no room for more houses",
    "nothing-to-sell": "There is nothing built on {place} to sell",
    "lot-house": "The first house on {place} comes with the lot and stays",
    "group-nothing-built": "Nothing is built in this group to sell",
    "round-cash": "A round on this group costs {cost}; there is only {cash}",
    "round-bank": "The bank has {left} of those buildings left; a round on this group needs {need}",
    "round-auction": "The bank is down to its last buildings: build them one at a time, each goes to auction",
    "round-level": "Build to a level from 1 to {top}, not {level}",
    "round-built": "Every place in this group already stands at {level} or more",
    "round-built-own": "Each of your places in this group already stands at {level} or more",
    "place-built": "{place} already stands at {level} or more",
    "sell-evenly": "Sell evenly: the most built place in the group goes first",
    # --- mortgages, loans and sales to the bank
    "no-mortgages": "There are no mortgages in this edition: sell to the bank or to a player",
    "already-mortgaged": "{place} is already mortgaged",
    "mortgage-buildings": "Nothing in a group with houses on it can be mortgaged: sell the houses first",
    "not-mortgaged": "{place} is not mortgaged",
    "lift-cash": "Lifting the mortgage costs {cost}",
    "lift-mortgage-first": "Lift the mortgage on {place} first",
    "no-place-sales": "The bank doesn't buy places back in this edition",
    "sell-buildings-first": "Sell your buildings in its group first",
    "no-loans": "The bank gives no loans in this edition",
    "loan-held": "Repay your bank loan before taking another",
    "loan-markers-full": "All your ownership houses are in use",
    "loan-gst": "You need {gst} for the GST",
    "no-loan": "You have no bank loan",
    "repay-cash": "Repaying the loan costs {cost}",
    # --- trades
    "offers-used": "You may make up to {limit} offers a turn",
    "offer-time": "Offers are made before you throw, up to three a turn",
    "offer-time-turn": "Offers are made in your own turn, before you throw or after your move, up to three a turn",
    "offer-time-any": "Offers are made while a decision other than a bid or a trade answer waits, "
                      "up to three a turn",
    "counter-time": "A counter-offer answers an offer, and is one of your {limit} offers this turn",
    "trade-partner": "Choose another player who is still in the game",
    "trade-empty": "A trade needs something on at least one side",
    "trade-malformed": "A trade lists places by number, cash as a whole amount and cards by deck",
    "trade-place-twice": "A place is listed twice",
    "trade-not-owner": "{who} doesn't own square {square}",
    "trade-buildings": "{place} is in a group with buildings; sell them before trading it",
    "trade-cash": "{who} doesn't have {amount} in cash",
    "trade-card": "{who} has no {deck} bail card to trade",
    "trade-gst": "{who} can't pay {amount} and its GST",
    "trade-fees": "{who} can't pay the {amount} fee on the mortgaged places",
    "trade-markers": "Ownership houses left to {who}: {left}, one for each lot; lots this trade brings: {lots}",
    "house-trade-edition": "Houses change hands between players only where private trading goes on at any time",
    "house-trade-supply": "Houses are bought from another player only when the bank has none left",
    "house-trade-move": "A house moves from one lot to another on the board",
    "house-trade-lot": "{who} doesn't keep a lot at square {square}",
    "house-trade-count": "{place} hasn't that many houses to sell",
    # --- debts, bankruptcy and the end
    "keep-choice": "Choose one of the bankrupt's lots",
    "end-proposed": "An ending has been proposed this turn already",
    # --- action text (ActionTextError)
    "action-type": "An action should be text or an Action, not {kind}",
    "action-empty": "An empty action: say what to do, e.g. 'roll'",
    "action-unknown": "Not an action I know: {text!r}",
    "not-an-action": "Not an action: {action!r}",
    "number-cash": "A cash amount should be a whole number, not {word!r}",
    "number-lot": "A lot should be a whole number, not {word!r}",
    "number-square": "A square should be a whole number, not {word!r}",
    "number-bid": "A bid should be a whole number, not {word!r}",
    "number-player": "A player should be a whole number, not {word!r}",
    "number-level": "A building level should be a whole number, not {word!r}",
    # --- setting up a game (SetupError)
    "player-count": "{edition} is for {low} to {high} players, not {count}",
    "player-name": "Every player needs a name of letters, digits and signs (no control characters)",
    "dice-script": "Scripted dice must be pairs of 1 to 6, not {pair!r}",
    "humans": "Say for each of the {count} seats whether it is a person (True or False)",
    # --- settings (SettingsError)
    "setting-difficulty": "Difficulty must be one of {choices}, not {value!r}",
    "setting-rounds": "Game length must be 0 (last player) to 1000 rounds, not {value!r}",
    "setting-money": "Starting money must be a whole amount above 0, not {value!r}",
    "setting-money-steps": "Starting money is {own} or from {low} to {high} in steps of {step}, not {value!r}",
    "setting-dealt": "Places dealt must be none, 2, 3 or 4, not {value!r}",
    "setting-bot-offers": "Bots may offer trades must be one of {choices}, not {value!r}",
    "setting-opening": "Who starts must be one of {choices}, not {value!r}",
    "setting-switch": "Setting {name} must be on or off, not {value!r}",
    "settings-type": "Settings must be a Settings or a dict, not {kind}",
    "setting-unknown": "Unknown setting {name!r}; known: {choices}",
    # --- scripted dice (DiceRunOut)
    "dice-run-out": "The scripted dice have run out",
    # --- board files (BoardError). `where` is the file, `what` the thing in it (the map, a
    # square, a card, a layer), `field` the property: as written, so a contributor finds them.
    "board-maps": "{where}: holds {count} .tmx maps; keep exactly one",
    "board-no-edition": "{where}: no such edition (looked for a .tmx map in {folder})",
    "board-outside": "{where}: refers to {ref!r}, outside the board's folder",
    "board-element-outside": "{where}: <{element}> refers to {ref!r}, outside the board's folder",
    "board-link-outside": "{where}: {name} leads outside the board's folder",
    "board-file-open": "{where}: {name} can't be opened ({problem})",
    "board-not-plain": "{where}: {name} is not a plain file",
    "board-file-size": "{where}: {name} is larger than {limit:,} bytes",
    "board-xml": "{where}: not a readable {what} (XML error: {problem})",
    "board-unreadable": "{where}: not a readable Tiled map ({problem})",
    "board-not-map": "{where}: not a Tiled map (the top element is <{tag}>, not <map>)",
    "board-not-tileset": "{where}: not a Tiled tileset (the top element is <{tag}>)",
    "board-tileset-source": "{where}: a tileset file can't refer to another tileset",
    "board-image-source": "{where}: <image> names no file",
    "board-pixels": "{where}: map: {width} x {height} pixels is larger than {limit} on a side",
    "board-image-size": "{where}: <image> of {width} x {height} pixels is larger than a tileset may be "
                        "({pixels:,} pixels, {tiles:,} tiles)",
    "board-compression": "{where}: {what}: compression {found!r} is not supported",
    "board-tile-data": "{where}: {what}: the tile data is damaged ({problem})",
    "board-tile-data-size": "{where}: {what}: the tile data inflates to more than its {limit} bytes",
    "board-property-type": "{where}: {what}: field {field!r} should be {want} but is {found!r}",
    "board-cards-path": "{where}: map: field 'cards' should name a file beside the map, not {found!r}",
    "board-with-map": "{problem} (with the map {where}, {squares} squares)",
    "board-missing": "{where}: {what}: missing field {field!r}",
    "board-type": "{where}: {what}: field {field!r} should be {want}, not {kind} {found!r}",
    "board-number": "{where}: {what}: field {field!r} should be a whole number from {low} to {high}, not {found!r}",
    "board-numbers": "{where}: {what}: field {field!r} should be whole numbers separated by commas",
    "board-numbers-found": "{where}: {what}: field {field!r} should be whole numbers separated by commas, "
                           "not {found!r}",
    "board-numbers-range": "{where}: {what}: field {field!r} has a number out of range: {found!r}",
    "board-range": "{where}: {what}: field {field!r} is out of range: {found}",
    "board-at-least": "{where}: {what}: field {field!r} must be at least {low}",
    "board-between": "{where}: {what}: field {field!r} must be from {low} to {high}",
    "board-positive": "{where}: {what}: field {field!r} must be more than 0",
    "board-empty": "{where}: {what}: field {field!r} is empty",
    "board-players": "{where}: map: players must be between 2 and 8 (min_players {low}, max_players {high})",
    "board-opening": "{where}: map: field 'opening' is {found!r}; one of {choices}",
    "board-jail-doubles": "{where}: map: field 'jail_doubles' must be from 0 (any) to 6",
    "board-markers-hotel": "{where}: map: 'ownership_markers' needs 'hotel' false (a marker is the first house)",
    "board-no-squares": "{where}: no object layer named 'squares'",
    "board-square-count": "{where}: layer 'squares' has {count} squares; a board has {low} to {high}",
    "board-kind": "{where}: {what}: field 'kind' is {found!r}; known kinds: {choices}",
    "board-index-twice": "{where}: {what}: field 'index' {index} is used twice",
    "board-unnamed": "{where}: {what}: the object has no name",
    "board-rents": "{where}: {what}: field 'rents' needs {need} numbers (unbuilt, then each building step), "
                   "not {count}",
    "board-rect": "{where}: {what}: field {field!r} is not a sensible size: {found!r}",
    "board-numbering": "{where}: squares must be numbered 0 to {high}; missing index {index}",
    "board-group-kinds": "{where}: {what}: field 'group' {group!r} mixes {kind} and {other} squares",
    "board-group-numbers": "{where}: {what}: field {field!r} needs {need} numbers, one for each count owned",
    "board-cards-missing": "{where}: the card file is missing (the map's 'cards' property names it)",
    "board-json": "{where}: not readable JSON ({problem})",
    "board-decks": "{where}: needs an object with a 'decks' object",
    "board-deck-cards": "{where}: deck {deck!r}: needs a non-empty 'cards' list",
    "board-deck-titles": "{where}: deck {deck!r}: 'title' and 'title_ne' must be text",
    "board-deck-chart": "{where}: deck {deck!r}: 'chart' must be true or false",
    "board-chart": "{where}: deck {deck!r}: a chart has 11 cards, one for each total from 2 to 12, "
                   "and no bail card to keep",
    "board-card-object": "{where}: {what}: should be an object",
    "board-effect": "{where}: {what}: field 'effect' is {found!r}; known effects: {choices}",
    "board-off-board": "{where}: {what}: field {field!r} {index} is not on the board",
    "board-no-such-kind": "{where}: {what}: field 'kind' {found!r}: no such square on the board",
    "board-start-first": "{where}: {what}: field 'kind' must be 'start'",
    "board-start-jail": "{where}: a board needs exactly one 'start' square and at most one 'jail'",
    "board-no-jail": "{where}: the board sends players to jail (a 'police' square, a 'jail' card "
                     "or 'doubles_to_jail') but has no 'jail' square",
    "board-ferry-loop": "{where}: {what}: field 'target' makes a loop of ferries",
    "board-free": "{where}: a board may have at most one 'free' square",
    "board-deck-unknown": "{where}: {what}: field 'deck' {found!r} is not in the card file",
    # --- saves (SaveError). A `problem` is the error found inside (itself a code and fields, or
    # a plain exception's text); `found` is the value read, `field` the save's key.
    "save-number": "expected a whole number from {low} to {high}, found {found!r}",
    "save-bool": "expected true or false, found {found!r}",
    "save-text": "expected text, found {kind}",
    "save-list": "expected a list, found {kind}",
    "save-list-length": "expected a list of {length}, found {kind}",
    "save-name": "a player's name must be printable text, not {found!r}",
    "save-player": "a player record has the wrong fields",
    "save-pending": "the pending decision is not one the game knows: {found!r}",
    "save-task-unknown": "an unknown task in the queue: {found!r}",
    "save-task-parts": "a task with the wrong number of parts: {found!r}",
    "save-task-type": "a task with a part of the wrong type: {found!r}",
    "save-offer-unreadable": "the open trade offer can't be read: {problem}",
    "save-offer-kind": "the open trade offer is not an offer: {found!r}",
    "save-dice-state": "the dice's random state is damaged ({problem})",
    "save-decks": "the decks should be an object of lists",
    "save-unsavable": "don't know how to save {names}",
    "save-not-byapar": "This is not a Byapar save",
    "save-no-version": "The save has no format version",
    "save-too-new": "The save is from a newer Byapar (format {version}; this one reads {reads})",
    "save-missing": "The save is incomplete: {field!r} is missing",
    "save-board": "The save's board can't be loaded: {problem}",
    "save-settings": "The save's settings are damaged: {problem}",
    "save-field": "The save's {field!r} is damaged: {problem}",
    "save-field-error": "The save's {field!r} is damaged ({problem})",
    "save-player-count": "The save has {count} players; this board takes {low} to {high}",
    "save-squares": "The save's {field!r} doesn't match a board of {squares} squares",
    "save-seats": "The save's {field!r} doesn't match its {count} players",
    "save-owner-seat": "The save gives a place to a player who isn't in the game",
    "save-seat": "The save names a player who isn't in the game",
    "save-deck-names": "The save's decks don't match the board's decks",
    "save-deck-whole": "The save's {deck!r} deck is not a whole deck",
    "save-bail-deck": "{name} holds a bail card from a deck this board doesn't have",
    "save-past-last-round": "The save is past its own last round",
    "save-open-deal": "The save's open auction or trade doesn't match the decision it waits for",
    "save-agree": "The save waits for an answer to ending the game, but nothing was proposed",
    "save-voters": "The save's seats still to answer the proposal to end the game are impossible",
    "save-estate": "The save's estate awaiting a creditor's choice doesn't match the decision it waits for",
    "save-raise": "The save waits for money to be raised but owes nothing",
    "save-task-part": "The save's queued {task!r} task is impossible: part {part} is {found!r}",
    "save-auction-square": "The save's open auction is impossible: square {square} can't be auctioned",
    "save-auction-owned": "The save's open auction is impossible: square {square} already has an owner",
    "save-auction-bidders": "The save's open auction is impossible: the bidders {bidders} aren't distinct "
                            "players still in the game",
    "save-auction-leader": "The save's open auction is impossible: the highest bidder isn't among the bidders",
    "save-auction-turn": "The save's open auction is impossible: the player asked to bid isn't bidding on it",
    "save-throws": "The save counts {rolls} throws in {round} rounds of {count} players",
    "save-landings": "The save counts {landed} landings from {rolls} throws",
    "save-tasks": "The save queues {tasks} tasks; a turn on this board queues far fewer",
    "save-table": "The save describes an impossible table: {problem}",
    "save-table-error": "The save describes an impossible table ({problem})",
    # the app's own file around the engine's save, and a friend's table saved by its host
    "save-unreadable": "not a readable save ({problem})",
    "save-app-not-byapar": "not a Byapar save",
    "save-app-too-new": "made by a newer Byapar (save version {version}; this one reads {reads})",
    "save-dice-run-out": "its scripted dice have run out: the next throw can't be made",
    "save-seat-count": "the seats don't match the players",
    "save-seat-kind": "seat {seat} is of no kind the app knows",
    "save-not-renamable": "not a save this app may rename",
    "save-host-decks": "the host's table has no decks",
    "save-not-table": "This is not a saved table",
    "save-table-seats": "the table's seats don't match its game",
    "save-table-damaged": "the saved table is damaged ({problem})",
    # --- the table's rules broken (InvariantBroken): each names what is wrong, with its figures
    "money-not-conserved": "money not conserved: table holds {held}, started with {started}",
    "negative-cash": "{who} has negative cash {cash}",
    "off-board": "{who} is off the board at {position}",
    "bankrupt-holds": "{who} is bankrupt but still holds something",
    "too-many-lots": "{who} holds more lots than their {markers} ownership houses",
    "negative-pot": "the pot is negative: {pot}",
    "owner-mismatch": "square {index} has owner {owner} but is held by {holders}",
    "not-ownable": "square {index} ({kind}) can't be owned",
    "mortgage-unowned-or-built": "square {index} is mortgaged but unowned or built on",
    "bad-level": "square {index} has {level} buildings",
    "built-unowned": "square {index} has {level} buildings but no owner",
    "built-without-group": "square {index} is built on without its whole group",
    "built-unevenly": "group {group} is built unevenly: {levels}",
    "lot-without-marker": "lot {index} has {level} houses with owner {owner}: an owned lot carries its ownership house",
    "bank-overdrawn": "the bank has given out more buildings than it holds: houses {houses}, hotels {hotels}",
    "past-round-limit": "round {round} is past the limit of {limit}",
    "over-and-waiting": "the game is over but still waits on a decision, or the other way round",
    "no-legal-action": "the pending decision {pending} has no legal action",
    "bankrupt-asked": "a bankrupt player is asked to decide",
}


class Refusal(ValueError):
    """A code and its fields; the English sentence is rendered from TEMPLATES when asked."""

    def __init__(self, code: str, **fields: Any) -> None:
        super().__init__(code)
        self.code = code
        self.fields = fields

    def __str__(self) -> str:
        return TEMPLATES[self.code].format_map(self.fields)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.code!r}, {self.fields!r})"

    def __reduce__(self):  # pickles (a sim worker's error) with its fields, not just the code
        return _rebuild, (type(self), self.code, self.fields)


def _rebuild(cls: type[Refusal], code: str, fields: dict[str, Any]) -> Refusal:
    return cls(code, **fields)


class IllegalAction(Refusal):
    """An action the rules don't allow now."""


class ActionTextError(IllegalAction):
    """Text (or an object) that is no action: malformed notation, an unknown verb."""


class SetupError(Refusal):
    """A game that can't be set up as asked: player count, names, scripted dice, human seats."""


class SettingsError(SetupError):
    """A setting with an impossible value, or one the engine doesn't know."""


class DiceRunOut(Refusal):
    """A script of dice (tests, tutorials) is used up; real dice never run out."""


class BoardError(Refusal):
    """A board file that can't be played: the message names the file, the square and the field."""


class SaveError(Refusal):
    """A saved game that can't be restored exactly: corrupt, truncated, too new or impossible."""


class InvariantBroken(Refusal, AssertionError):
    """A rule of the table that doesn't hold after an action: an engine bug, never a player's."""
