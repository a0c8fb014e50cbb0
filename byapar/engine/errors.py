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
    "build-cash": "Building here costs {cost}",
    "bank-no-hotels": "The bank has no hotels left",
    "bank-no-houses": "The bank has no houses left",
    "no-room": "{place} has no room for more houses",
    "nothing-to-sell": "There is nothing built on {place} to sell",
    "round-cash": "A round on this group costs {cost}; there is only {cash}",
    "round-bank": "The bank has {left} of those buildings left; a round on this group needs {need}",
    "round-auction": "The bank is down to its last buildings: build them one at a time, each goes to auction",
    "round-level": "Build to a level from 1 to {top}, not {level}",
    "round-built": "Every place in this group already stands at {level} or more",
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
    "trade-markers": "{who} has no ownership house left for another lot",
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


class BoardError(ValueError):
    """A board file that can't be played: the message names the file, the square and the field."""


class SaveError(ValueError):
    """A saved game that can't be restored exactly: corrupt, truncated, too new or impossible."""
