"""Bots as they were or might be, for paired runs and timings beside today's (`module:Class` names,
found from `bench/` when a script there is run):

    python bench/paired.py variants:HardFullLook hard medium --games 400 --seed 5 --jobs 1
    python bench/bots.py --kinds variants:HardFullLook --four --games 8 --edition classic
"""

from __future__ import annotations

from byapar.bots.strategy import HardBot


class HardFullLook(HardBot):
    """Hard playing every one of twelve copies a look, as before its looks stopped once settled."""

    copies = 12
    settled_after = 12


class HardTenCopies(HardBot):
    """Hard with at most ten copies a look (the budget before seven; as strong, a third slower at worst)."""

    copies = 10


class HardEightCopies(HardBot):
    """Hard with at most eight copies a look (cheaper, and weaker against Medium)."""

    copies = 8
