"""The engine's named vocabulary: the kinds of decision a game waits for (`game.pending.kind`),
why money moves (`Paid.reason`), why a player goes to jail and how they leave, and why a game
ends. Each is a `Literal` type a checker holds code to, with a constant per word. The values
are plain strings, so saves and events keep them as text.

Import these rather than spelling the strings: `from byapar.engine import kinds as K; pend.kind == K.BUY`.
"""

from __future__ import annotations

from typing import Final, Literal, get_args

DecisionKind = Literal["roll", "jail", "buy", "bid", "trade", "raise", "end", "leave", "agree", "keep",
                       "throw", "over", "running"]
ROLL: Final = "roll"  # before a throw: roll, build, sell, mortgage, lift, offer a trade
JAIL: Final = "jail"  # in jail before the throw: also pay the fine, use a bail card
BUY: Final = "buy"  # stopped on a place nobody owns
BID: Final = "bid"  # an auction's turn to bid
TRADE: Final = "trade"  # answer a trade offer
RAISE: Final = "raise"  # owes more than cash: sell and mortgage until it is covered
END: Final = "end"  # after the move: build, sell, mortgage, lift, then end the turn
LEAVE: Final = "leave"  # a third failed throw in jail with a bail card held: pay or use the card, then move
AGREE: Final = "agree"  # answer a proposal to end the game now (other = who proposed it)
KEEP: Final = "keep"  # a creditor short of ownership houses chooses the bankrupt's lots to keep
THROW: Final = "throw"  # a throw asked of its player: a square's (Finance), or the throw-off's (square None)
DONE: Final = "over"  # the game is over
RUNNING: Final = "running"  # no decision yet: the game's task queue goes on (never seen between actions)

DECISIONS = (ROLL, JAIL, BUY, BID, TRADE, RAISE, END, LEAVE, AGREE, KEEP, THROW, DONE)  # every kind a player may see


# Why money moves: Paid.reason, and a debt's reason.
PayReason = Literal["rent", "tax", "salary", "pot", "buy", "gst", "build", "sell", "mortgage", "unmortgage",
                    "sell-place", "loan", "repay", "fine", "card", "repairs", "bonus", "square", "fare",
                    "sweepstakes", "auction", "trade", "bankrupt", "mortgage-fee"]
PAY_REASONS: Final = frozenset(get_args(PayReason))


class Pay:
    """Each payment reason by name: `Pay.RENT`."""

    RENT: Final = "rent"  # stopped on another's property
    TAX: Final = "tax"  # a tax square, to the bank or the pot
    SALARY: Final = "salary"  # passing or landing on Start
    POT: Final = "pot"  # the pot taken on the free square
    BUY: Final = "buy"  # a place bought from the bank
    GST: Final = "gst"  # the goods and services tax on a deal (Business GST)
    BUILD: Final = "build"  # a building bought from the bank
    SELL: Final = "sell"  # a building sold back to the bank
    MORTGAGE: Final = "mortgage"  # the bank's loan on a place
    UNMORTGAGE: Final = "unmortgage"  # a mortgage lifted, with its interest
    SELL_PLACE: Final = "sell-place"  # a place sold back to the bank (with its buildings)
    LOAN: Final = "loan"  # the bank's loan for a purchase (Business GST)
    REPAY: Final = "repay"  # that loan repaid with its interest
    FINE: Final = "fine"  # the jail fine
    CARD: Final = "card"  # a card's payment, either way
    REPAIRS: Final = "repairs"  # a card's repairs, per house and hotel
    BONUS: Final = "bonus"  # a square that pays the player (Finance)
    SQUARE: Final = "square"  # a square that makes players pay each other (Finance)
    FARE: Final = "fare"  # a railroad's or ferry's fare (Finance)
    SWEEPSTAKES: Final = "sweepstakes"  # the sweepstakes square's throw (Finance)
    AUCTION: Final = "auction"  # a place won at auction
    TRADE: Final = "trade"  # cash in a trade
    BANKRUPT: Final = "bankrupt"  # a bankrupt's last cash, to the creditor
    MORTGAGE_FEE: Final = "mortgage-fee"  # the fee on a mortgaged place received


# Why a player goes to jail (Jailed.reason) and how they leave it (LeftJail.how).
JailReason = Literal["police", "card", "doubles"]
SENT_POLICE: Final = "police"  # stopped on the police square
SENT_CARD: Final = "card"  # a card sent them
SENT_DOUBLES: Final = "doubles"  # too many doubles in a row

LeaveHow = Literal["fine", "card", "doubles", "third-throw"]
LEFT_FINE: Final = "fine"  # paid the fine before throwing
LEFT_CARD: Final = "card"  # used a bail card
LEFT_DOUBLES: Final = "doubles"  # threw doubles
LEFT_THIRD_THROW: Final = "third-throw"  # the last failed throw: fine paid, the throw walked


# Why a game ended (GameOver.reason).
OverReason = Literal["rounds", "last-player", "agreement", "round-limit", "no-people"]
OVER_ROUNDS: Final = "rounds"  # the rounds set were played
OVER_LAST_PLAYER: Final = "last-player"  # everyone else went bankrupt or resigned
OVER_AGREEMENT: Final = "agreement"  # the players agreed to end it, the richest winning
OVER_ROUND_LIMIT: Final = "round-limit"  # a game to the last player reached its round limit
OVER_NO_PEOPLE: Final = "no-people"  # every person at the table went bankrupt or resigned: bots alone remain


# Who starts a game (Settings.opening).
Opening = Literal["seat", "throw", "twelve"]
OPEN_SEAT: Final = "seat"  # the first seat
OPEN_THROW: Final = "throw"  # the highest throw-off
OPEN_TWELVE: Final = "twelve"  # the first seat, each player leaving Start only on a twelve (Business GST)
OPENINGS = (OPEN_SEAT, OPEN_THROW, OPEN_TWELVE)  # who starts: the seat order, a throw-off, or a twelve to leave Start
