"""Business GST: a loan taken is told with its terms in the log beside the bar where it was
taken: what was borrowed, what is repaid (the loan and its interest, a tenth) and when (in the
borrower's own turn, before the throw or after the move)."""

from __future__ import annotations

import pytest
from test_app_loan_repay import borrowed_for_railways

from byapar.app import lang
from byapar.app.words import plain

RAILWAYS = 3  # a throw of 1+2 from Start; its price is 9,500

SAID = {
    "en": "Asha borrowed {lent} from the bank: {repay} to repay (10% interest), before their throw or after their move",
    "ne": "Asha ले बैंकबाट {lent} ऋण लिनुभयो: {repay} (१०% ब्याजसहित) आफ्नै पालोमा पासा फाल्नुअघि वा चालपछि "
          "तिर्नुपर्छ",
}


@pytest.mark.parametrize(("size", "percent"), [((1280, 800), 100), ((800, 600), 150)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_loan_taken_is_logged_with_its_terms(lang_back, language, size, percent):
    app, board = borrowed_for_railways(size, language, percent, cash=3_000)
    g = board.game
    lines = [plain(line) for line in board.presenter.log]
    said = SAID[language].format(lent=lang.money(9500, g.edition), repay=lang.money(10450, g.edition))
    assert said in lines, lines[-4:]
