"""The bots' ladders: the targets each strength is held to, a pairing's measured win rate, and the
verdict on each target. `python bench/ladders.py` plays the whole ladder and prints them; the
tests check the verdicts on made-up rates and that a measured row is the runner's own figure.
"""

from __future__ import annotations

from dataclasses import dataclass

from byapar import sim

STRENGTHS = ("hard", "medium", "easy")
OPPONENTS = ("medium", "buyall", "trader", "gnome")
YARDSTICKS = OPPONENTS[1:]
KINDS = {30: "30 rounds", 0: "last player"}
HARD_TARGET = {30: 0.70, 0: 0.65}
MEDIUM_TARGET = 0.60
CROWD_TARGET = 0.40  # one Hard among three Medium, at the interval's low end
CROWD = ("hard", "medium", "medium", "medium")


@dataclass(frozen=True)
class Rate:
    rate: float
    low: float
    high: float

    def __str__(self) -> str:
        return f"{100 * self.rate:.1f}% [{100 * self.low:.1f}, {100 * self.high:.1f}]"


def measure(edition: str, rounds: int, players: tuple[str, ...], games: int, seed: int, jobs: int) -> Rate:
    """The first player's win rate (a share of a shared win counts) over `games` seeded games."""
    args = sim.parse_args(["--players", ",".join(players), "--games", str(games), "--seed", str(seed),
                           "--rounds", str(rounds), "--edition", edition, "--jobs", str(jobs)])
    results, wall = sim.run(args)
    entry = sim.summarise(results, wall, args)["bots"][players[0]]
    return Rate(entry["win_rate"], *entry["ci95"])


Table = dict[tuple[str, int, str, str], Rate]  # (edition, rounds, strength, opponent) -> its rate


def verdicts(table: Table, crowd: Rate | None) -> list[tuple[str, bool]]:
    """Each target the table answers, and whether it is met."""
    out = []
    for (edition, rounds, strength, opponent), rate in sorted(table.items()):
        game = f"{edition}, {KINDS[rounds]}"
        if edition == "byapar" and strength == "hard":
            need = HARD_TARGET[rounds]
            out.append((f"Hard vs {opponent} ({game}) {rate} >= {100 * need:.0f}%", rate.rate >= need))
        if edition == "byapar" and strength == "medium" and opponent in YARDSTICKS:
            out.append((f"Medium vs {opponent} ({game}) {rate} >= {100 * MEDIUM_TARGET:.0f}%",
                        rate.rate >= MEDIUM_TARGET))
    for edition, rounds, opponent in sorted({(e, r, o) for e, r, _, o in table}):
        # against Medium itself, Medium's own rate is one half by symmetry
        rates = [table.get((edition, rounds, s, opponent)) if s != "medium" or opponent != "medium"
                 else Rate(0.5, 0.5, 0.5) for s in ("easy", "medium", "hard")]
        if None in rates:
            continue
        easy, medium, hard = (r.rate for r in rates)
        out.append((f"Easy < Medium < Hard vs {opponent} ({edition}, {KINDS[rounds]}): "
                    f"{100 * easy:.1f} < {100 * medium:.1f} < {100 * hard:.1f}", easy < medium < hard))
    if crowd is not None:
        out.append((f"one Hard among three Medium (byapar, 30 rounds) {crowd}, low end >= "
                    f"{100 * CROWD_TARGET:.0f}%", crowd.low >= CROWD_TARGET))
    return out


def markdown(table: Table, edition: str, rounds: int) -> str:
    """One edition's and kind of game's rates: a row per strength, a column per opponent."""
    lines = [f"| {edition}, {KINDS[rounds]} | " + " | ".join(f"vs {o}" for o in OPPONENTS) + " |",
             "|---" * (len(OPPONENTS) + 1) + "|"]
    for strength in STRENGTHS:
        cells = [str(table[edition, rounds, strength, o]) if (edition, rounds, strength, o) in table else ""
                 for o in OPPONENTS]
        lines.append(f"| {strength} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
