"""Business GST: a loan taken is told with its terms in the log beside the bar where it was
taken: what was borrowed, what is repaid (the loan and its interest, a tenth) and when (in the
borrower's own turn, before the throw or after the move)."""

from __future__ import annotations

import pytest
from app_helpers import app_in, click, settle, table
from helpers import set_cash

from byapar.app import lang
from byapar.app import theme as th
from byapar.app.words import plain

RAILWAYS = 3  # a throw of 1+2 from Start; its price is 9,500

SAID = {
    "en": "Asha borrowed {lent} from the bank: {repay} to repay (10% interest), before their throw or after their move",
    "ne": "Asha ले बैंकबाट {lent} ऋण लिनुभयो: {repay} (१०% ब्याजसहित) आफ्नै पालोमा पासा फाल्नुअघि वा चालपछि "
          "तिर्नुपर्छ",
}


@pytest.fixture
def restored(home):
    yield
    lang.use("en")
    th.set_text_size(100)


@pytest.mark.parametrize(("size", "percent"), [((1280, 800), 100), ((800, 600), 150)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_loan_taken_is_logged_with_its_terms(restored, language, size, percent):
    app = app_in(size, language, percent)
    board = table(app, "business_gst", ("human", "medium"), dice=[(1, 2)] + [(2, 3)] * 40, names=["Asha", "Bina"])
    g = board.game
    g.lapped[0] = True  # has passed Start once: free to buy
    set_cash(g, 0, 3000)
    settle(app)
    click(app, "roll")
    settle(app)
    assert g.pending.kind == "buy" and g.pending.square == RAILWAYS
    click(app, "loan")
    settle(app)
    assert g.owner(RAILWAYS) == 0 and g.loans[0] == 9500
    lines = [plain(line) for line in board.presenter.log]
    said = SAID[language].format(lent=lang.money(9500, g.edition), repay=lang.money(10450, g.edition))
    assert said in lines, lines[-4:]
