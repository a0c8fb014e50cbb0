"""The build view says why its greyed buttons are greyed one reason a line, each marked, set at
the reading size and whole: at 800x600 with text at 150% and at 1280x800, in both languages."""

from __future__ import annotations

import pytest
from app_helpers import app_in, build_page_opened, drawn, settle, table
from helpers import give

from byapar.app import fonts
from byapar.app import theme as th


def build_view(app, edition: str):
    """A person holding two whole groups, cash for a round on the first but not two, in the build view."""
    board = table(app, edition, ("human", "human", "human", "medium"))
    g = board.game
    settle(app)
    p = g.pending.player
    groups = list(g.edition.groups.values())
    give(g, p, *groups[0])
    give(g, p, *groups[1])
    g.players[p].cash = int(max(g.squares[s].house_cost for s in groups[0]) * 1.2 * len(groups[0])) + 70
    g.lapped[p] = True
    return build_page_opened(app, board), groups[0][0]


@pytest.mark.parametrize(("size", "percent"), [((800, 600), 150), ((800, 600), 100), ((1280, 800), 100)])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("edition", ["classic", "business_gst"])
def test_each_reason_stands_on_lines_of_its_own(lang_back, edition, language, size, percent):
    app = app_in(size, language, percent)
    view, first = build_view(app, edition)
    reasons = [r for r in view.notes[first].split("\n") if r]  # one a line
    assert len(reasons) >= 2, view.notes[first]
    seen = drawn(app)
    least = max(th.reading_size(15, app.screen), round(th.READING_LEAST * percent / 100))
    boxes = []
    for reason in reasons:
        mine = [d for d in seen if d.text == reason]
        assert mine, f"{reason!r} is not drawn as a text of its own"
        d = mine[0]
        assert not d.cut and d.squeeze == 1.0 and d.size >= least, (reason, d.size, d.lines)
        ink = d.ink[0].unionall(d.ink[1:])
        assert fonts.width(d.lines[0], d.size) <= d.box.w
        boxes.append(ink)
    for above, below in zip(boxes, boxes[1:], strict=False):
        assert above.bottom <= below.top, "each reason starts below the last"
    buttons = [b.rect for b in view.panel.buttons]
    assert not [r for r in boxes for b in buttons if r.colliderect(b)], "no reason under a button"
