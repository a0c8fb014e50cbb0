"""The kinds of decision a game waits for (`game.pending.kind`): plain strings, so saves keep them as text.

Import these rather than spelling the strings: `from byapar.engine import kinds as K; pend.kind == K.BUY`.
"""

from __future__ import annotations

ROLL = "roll"  # before a throw: roll, build, sell, mortgage, lift, offer a trade
JAIL = "jail"  # in jail before the throw: also pay the fine, use a bail card
BUY = "buy"  # stopped on a place nobody owns
BID = "bid"  # an auction's turn to bid
TRADE = "trade"  # answer a trade offer
RAISE = "raise"  # owes more than cash: sell and mortgage until it is covered
END = "end"  # after the move: build, sell, mortgage, lift, then end the turn
LEAVE = "leave"  # a third failed throw in jail with a bail card held: pay or use the card, then move
AGREE = "agree"  # answer a proposal to end the game now (other = who proposed it)
KEEP = "keep"  # a creditor short of ownership houses chooses the bankrupt's lots to keep
DONE = "over"  # the game is over
RUNNING = "running"  # no decision yet: the game's task queue goes on (never seen between actions)

DECISIONS = (ROLL, JAIL, BUY, BID, TRADE, RAISE, END, LEAVE, AGREE, KEEP, DONE)  # every kind a player may see
