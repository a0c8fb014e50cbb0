"""A seat the setup named in one language is named again in the language chosen now; a name
someone typed stays. Each language's catalogue is read from its file once for all the seats."""

from __future__ import annotations

import pytest

from byapar.app import i18n
from byapar.app.scenes.setup import in_this_language


@pytest.fixture
def nepali():
    i18n.load("ne")
    yield
    i18n.load("en")


def named(name: str) -> dict:
    return {"name": name, "kind": "human", "shape": "circle", "colour": 0}


def test_names_the_setup_gave_follow_the_language_and_typed_names_stay(nepali):
    got = [in_this_language(named(n))["name"] for n in ("Bot A", "Player 2", "Bot C", "Asha")]
    assert got == ["बोट क", "खेलाडी २", "बोट ग", "Asha"]


def test_each_catalogue_is_read_once_for_every_seat(nepali, monkeypatch):
    reads: list[str] = []
    real = i18n._read
    monkeypatch.setattr(i18n, "_read", lambda lang: reads.append(lang) or real(lang))
    for name in ("Asha", "Bimala", "Player 3", "Bot D"):
        in_this_language(named(name))
    assert sorted(reads) == sorted(i18n.languages())
    i18n.load("en")  # choosing a language reads the files afresh
    assert in_this_language(named("बोट ख"))["name"] == "Bot B"
    assert len(reads) == 2 * len(i18n.languages()) + 1  # (English read once more by `load`)
