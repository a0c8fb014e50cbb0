"""A trade's price ladder (bots/rungs.py): one rung per refusal, then a wait that doubles."""

from __future__ import annotations

from byapar.bots.rungs import RETRY_ROUNDS, Rungs

SWAP = (1, (3,), (6,))  # (partner, places given, places got)
SALE = (1, (3,), ())


def test_a_swap_climbs_its_ladder_and_a_sale_its_asks() -> None:
    rungs = Rungs((-1.0, 0.0, 0.5), (2.0, 1.6))
    assert rungs.rungs(SWAP) == (-1.0, 0.0, 0.5) and rungs.rungs(SALE) == (2.0, 1.6)
    assert rungs.next(SWAP, 1) == 0
    rungs.offered(SWAP, 1)
    assert rungs.next(SWAP, 1) == 1
    rungs.offered(SWAP, 2)
    rungs.offered(SWAP, 3)
    assert rungs.next(SWAP, 3) is None  # the top rung refused: it waits
    assert rungs.next(SALE, 3) == 0  # each trade its own ladder


def test_a_passed_rung_is_skipped_without_an_offer() -> None:
    rungs = Rungs((-1.0, 0.0, 0.5), ())
    rungs.passed(SWAP, 0)
    assert rungs.next(SWAP, 1) == 1


def test_a_shelved_trade_waits_twice_as_long_after_each_failure() -> None:
    rungs = Rungs((-1.0, 0.0), ())
    rungs.shelve(SWAP, 10)
    assert rungs.next(SWAP, 10 + 2 * RETRY_ROUNDS - 1) is None
    assert rungs.next(SWAP, 10 + 2 * RETRY_ROUNDS) == 0  # one failure: twice the wait, then the first rung
    rungs.shelve(SWAP, 20)
    assert rungs.next(SWAP, 20 + 4 * RETRY_ROUNDS - 1) is None
    assert rungs.next(SWAP, 20 + 4 * RETRY_ROUNDS) == 0
    rungs.clear()
    assert rungs.next(SWAP, 0) == 0


def test_a_restarted_trade_starts_again_at_its_first_rung_at_once_its_failures_kept() -> None:
    rungs = Rungs((-1.0, 0.0), ())
    rungs.shelve(SWAP, 10)
    rungs.restart(SWAP)
    assert rungs.next(SWAP, 10) == 0
    rungs.offered(SWAP, 10)
    rungs.offered(SWAP, 11)
    assert rungs.next(SWAP, 11 + 2 * RETRY_ROUNDS - 1) is None  # the failure before still doubles the wait
    rungs.restart((2, (3,), (6,)))  # a trade never offered: nothing to restart
    assert rungs.next((2, (3,), (6,)), 0) == 0
