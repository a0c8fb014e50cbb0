"""The bots' ladders (`byapar.ladders`, played by `bench/ladders.py`): the verdicts on the
strengths' targets, and a measured row.

The full run takes half an hour; here the verdicts are checked on made-up rates (each target
met, then just missed), and one small pairing is played to see a row is the runner's own figure.
"""

from __future__ import annotations

from byapar import ladders as lad
from byapar import sim


def _table(hard: float, medium: float, easy: float, edition: str = "byapar"):
    """Every strength at one rate against every opponent (Medium's own pairing left out)."""
    table = {}
    for rounds in lad.KINDS:
        for strength, rate in (("hard", hard), ("medium", medium), ("easy", easy)):
            for opponent in lad.OPPONENTS:
                if strength != opponent:
                    table[edition, rounds, strength, opponent] = lad.Rate(rate, rate - 0.03, rate + 0.03)
    return table


def _missed(verdicts) -> list[str]:
    return [text for text, met in verdicts if not met]


def test_every_target_met_reads_met() -> None:
    verdicts = lad.verdicts(_table(hard=0.75, medium=0.62, easy=0.3), lad.Rate(0.45, 0.41, 0.49))
    assert not _missed(verdicts)
    # Hard: 4 opponents x 2 kinds; Medium: 3 yardsticks x 2; the order: 4 x 2; the crowd: 1
    assert len(verdicts) == 8 + 6 + 8 + 1


def test_each_target_just_missed_is_named() -> None:
    table = _table(hard=0.75, medium=0.62, easy=0.3)
    table["byapar", 30, "hard", "medium"] = lad.Rate(0.699, 0.68, 0.72)  # under 70% over 30 rounds
    table["byapar", 0, "medium", "gnome"] = lad.Rate(0.599, 0.57, 0.63)  # under 60%
    table["byapar", 0, "easy", "trader"] = lad.Rate(0.7, 0.67, 0.73)  # Easy above Medium there
    missed = _missed(lad.verdicts(table, lad.Rate(0.42, 0.399, 0.45)))  # the low end under 40%
    assert len(missed) == 4, missed
    assert any(m.startswith("Hard vs medium (byapar, 30 rounds)") for m in missed)
    assert any(m.startswith("Medium vs gnome (byapar, last player)") for m in missed)
    assert any(m.startswith("Easy < Medium < Hard vs trader (byapar, last player)") for m in missed)
    assert any(m.startswith("one Hard among three Medium") for m in missed)
    # the order against Medium is judged with Medium's own rate at one half: Hard under half breaks it
    assert not any(m.startswith("Easy < Medium < Hard vs medium") for m in missed)
    table["byapar", 30, "hard", "medium"] = lad.Rate(0.49, 0.46, 0.52)
    assert any(m.startswith("Easy < Medium < Hard vs medium (byapar, 30 rounds)")
               for m in _missed(lad.verdicts(table, None)))


def test_classic_is_held_to_the_order_only() -> None:
    table = _table(hard=0.55, medium=0.52, easy=0.3, edition="classic")  # under every rate target
    verdicts = lad.verdicts(table, None)
    assert not _missed(verdicts)
    assert all(text.startswith("Easy < Medium < Hard") for text, _ in verdicts)


def test_a_measured_row_is_the_runners_own_figure() -> None:
    rate = lad.measure("byapar", 30, ("medium", "buyall"), games=6, seed=3, jobs=1)
    args = sim.parse_args(["--players", "medium,buyall", "--games", "6", "--seed", "3", "--rounds", "30"])
    results, wall = sim.run(args)
    entry = sim.summarise(results, wall, args)["bots"]["medium"]
    assert (rate.rate, rate.low, rate.high) == (entry["win_rate"], *entry["ci95"])
    assert rate.low <= rate.rate <= rate.high
    table = {("byapar", 30, "medium", "buyall"): rate}
    assert f"| medium |  | {rate} |" in lad.markdown(table, "byapar", 30)
