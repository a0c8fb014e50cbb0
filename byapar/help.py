"""How to play: each edition's page, in each language, as data under assets/help/.

A page is light markdown written for the edition (`<edition>.<lang>.md`):
`# title`, `## heading`, `- bullet`, `| a | b |` table rows, other lines paragraphs.
`{name}` fields are filled at run time from the edition's rules and the game's settings,
so the page always quotes the numbers the game actually plays. An edition's glossary of its
own words (`<edition>.glossary.json`: Byapar's alone) follows its page. Pure Python: the help
scene only lays these out.
"""

from __future__ import annotations

import json
import string
from collections.abc import Callable
from typing import NamedTuple

from byapar.engine.edition import Edition, map_path
from byapar.engine.money import gst
from byapar.engine.settings import Settings
from byapar.locale import digits, money
from byapar.paths import data_path

HELP_DIR = data_path("assets") / "help"

Translate = Callable[..., str]  # the catalogue lookup, i18n.t


class Block(NamedTuple):
    kind: str  # "title", "heading", "para", "bullet", "row" (a table row), "term" (glossary)
    cells: tuple[str, ...]  # the text; a table row or glossary entry has several cells


def edition_key(edition: Edition) -> str:
    """The edition's folder name under boards/ (byapar, classic, business_gst, finance)."""
    return map_path(edition).parent.name


def page_text(key: str, lang: str) -> str:
    """The raw page for an edition, falling back to English, then to Byapar's page."""
    for name in (f"{key}.{lang}.md", f"{key}.en.md", f"byapar.{lang}.md", "byapar.en.md"):
        path = HELP_DIR / name
        if path.is_file():
            return path.read_text(encoding="utf-8")
    return ""


def glossary(key: str = "byapar") -> list[dict[str, str]]:
    """The words of the edition under boards/`key`, or none where its board uses no words of its
    own (Byapar's Bhagya and Chautari mean nothing on the other boards)."""
    path = HELP_DIR / f"{key}.glossary.json"
    return json.loads(path.read_text(encoding="utf-8"))["words"] if path.is_file() else []


def values(edition: Edition, settings: Settings | None, lang: str, t: Translate) -> dict[str, str]:
    """Every `{field}` a page may use: the edition's numbers, and each setting's standard
    value (std_...) and this game's value (now_...)."""
    rules = edition.rules
    out = {
        "players": digits(f"{rules.min_players}-{rules.max_players}", lang),
        "squares": digits(str(len(edition.squares)), lang),
        "salary": money(rules.salary, edition, lang),
        "jail_fine": money(rules.jail_fine, edition, lang),
        "starting_money": money(rules.starting_money, edition, lang),
        "bid_step": money(rules.bid_step, edition, lang),
        "gst_percent": digits(str(getattr(rules, "gst_percent", 0)), lang),
        "gst_step": money(getattr(rules, "gst_step", 0), edition, lang),
        "loan_button": t("btn_loan_name"),  # named as the button under Buy reads
        "repay_button": t("btn_repay_short"),  # and as the bar's repayment reads
        **_gst_example(rules, edition, lang),
        **{kind: _corner_name(edition, kind, lang) for kind in ("start", "free", "police")},
    }
    standard = Settings().resolved(edition)
    current = (settings or Settings()).resolved(edition)
    for prefix, chosen in (("std", standard), ("now", current)):
        for name, text in setting_words(chosen, edition, lang, t).items():
            out[f"{prefix}_{name}"] = text
    out["now_difficulty"] = t("help_difficulty_seats")  # a game's bots each play at their own seat's strength
    return out


def _gst_example(rules, edition: Edition, lang: str) -> dict[str, str]:
    """A price whose tax is a tie, worked out: Rs 2,500 pays Rs 150 (5% is Rs 125, rounded up)."""
    percent, step = getattr(rules, "gst_percent", 0), getattr(rules, "gst_step", 0)
    price = 50 * step  # 5% of it is half a step: the tie
    return {"gst_example_price": money(price, edition, lang),
            "gst_example": money(gst(price, percent, step) if percent else 0, edition, lang),
            "gst_example_exact": money(price * percent // 100, edition, lang)}


def _corner_name(edition: Edition, kind: str, lang: str) -> str:
    """The board's own name for its corner of that kind (Free Parking: निःशुल्क पार्किङ in Nepali)."""
    sq = next((q for q in edition.squares if q.kind == kind), None)
    if sq is None:
        return ""
    return (sq.name_ne or sq.name) if lang == "ne" else sq.name


def setting_words(s: Settings, edition: Edition, lang: str, t: Translate) -> dict[str, str]:
    """Each setting's value in words: 'Medium', '30 rounds', 'Rs 15,000', 'On'."""
    def on_off(v: bool | None) -> str:
        return t("help_on") if v else t("help_off")

    rounds = (t("help_rounds", n=digits(str(s.rounds), lang)) if s.rounds
              else t("help_last_player"))
    dealt = (t("help_dealt", n=digits(str(s.dealt_places), lang)) if s.dealt_places
             else t("help_dealt_none"))
    return {
        "difficulty": t(f"help_difficulty_{s.difficulty}"),
        "rounds": rounds,
        "starting_money": money(s.starting_money or 0, edition, lang),
        "dealt_places": dealt,
        "auction": t("help_auction_on") if s.auction else t("help_auction_off"),
        "chautari_pot": on_off(s.chautari_pot),
        "start_double": on_off(s.start_double),
        "bot_offers": t(f"offers_{s.bot_offers}"),
        "bots_agree_end": t("end_vote_people" if s.bots_agree_end else "end_vote_suits"),
        "opening": t(f"opening_{s.opening}"),  # a row only where the board offers two ways
    }


class _Keep(dict):
    """Leaves an unknown {field} as it is, so a typo shows on the page instead of crashing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def fill(text: str, fields: dict[str, str]) -> str:
    return string.Formatter().vformat(text, (), _Keep(fields))


def parse(text: str) -> list[Block]:
    blocks: list[Block] = []
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("## "):
            blocks.append(Block("heading", (line[3:],)))
        elif line.startswith("# "):
            blocks.append(Block("title", (line[2:],)))
        elif line.startswith("- "):
            blocks.append(Block("bullet", (line[2:],)))
        elif line.startswith("|"):
            cells = tuple(c.strip() for c in line.strip("|").split("|"))
            if not all(set(c) <= set("-: ") for c in cells):  # skip a |---| rule
                blocks.append(Block("row", cells))
        else:
            blocks.append(Block("para", (line,)))
    return blocks


def page(edition: Edition, settings: Settings | None, lang: str, t: Translate,
         glossary_heading: str | None = None) -> list[Block]:
    """The whole How to play page for this edition and game, ready to lay out."""
    key = edition_key(edition)
    blocks = parse(fill(page_text(key, lang), values(edition, settings, lang, t)))
    words = glossary(key)
    if words:
        blocks.append(Block("heading", (glossary_heading or t("help_words"),)))
    for word in words:
        blocks.append(Block("term", (word["latin"], word["deva"], word.get(lang) or word["en"])))
    return blocks
