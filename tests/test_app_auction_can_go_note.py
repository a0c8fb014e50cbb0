"""The auction's note on what "can go to" counts names the edition's own ways of raising money:
mortgages where the edition has them; in Finance, which has none, houses and lots sold back to
the bank."""

from __future__ import annotations

import pytest
from app_helpers import app_in, auction_opened, drawn_on_top

from byapar.app.i18n import t

MORTGAGE = {"en": "mortgage", "ne": "धितो"}
SOLD_BACK = {"en": "sold back to the bank", "ne": "बैंकलाई फिर्ता बेच्दा"}


def note(edition: str, size, language: str) -> str:
    """The can-go-to note an auction of `edition` draws, opened by people at `size` in `language`."""
    app = app_in(size, language)
    auction_opened(app, edition)
    said = [d.text for d in drawn_on_top(app) if d.text.startswith(t("auction_can_go_key").split(":")[0])]
    assert len(said) == 1, [d.text for d in drawn_on_top(app)]
    return said[0]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_finance_s_note_names_sales_to_the_bank_not_mortgages(lang_back, size, language):
    said = note("finance", size, language)
    assert MORTGAGE[language] not in said.lower(), said
    assert SOLD_BACK[language] in said, said


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", ["byapar", "classic", "business_gst"])
def test_where_places_are_mortgaged_the_note_says_so(lang_back, edition, language):
    assert MORTGAGE[language] in note(edition, (1280, 800), language).lower()
