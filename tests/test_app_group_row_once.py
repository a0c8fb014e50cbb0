"""A group's row of round buttons on an open deed (Build one on each, Build to N houses, Build to
hotels, Sell one from each) is made once a layout, also where it reads without its sums because
one of them has no room for its own: each button then drops its sum, none is made again."""

from __future__ import annotations

from app_helpers import app_in, click_at, family, settle

from byapar.app.scenes import deed_buttons

LIGHT_BLUES = (6, 8, 9)  # Byapar's three-place group: four round buttons under its deed
ROUNDS = ("deed_build-round", "deed_build-to", "deed_build-to-hotel", "deed_sell-round")


def test_a_groups_row_read_without_its_sums_makes_each_button_once(lang_back, monkeypatch):
    app = app_in((800, 600), "en", 150)  # the rounds' sums have no room beside the board
    board = family(app, ["Asha", "Bikash"], holding={0: LIGHT_BLUES})
    settle(app)
    made: list[str] = []  # each round button made, by its id
    rows: list[int] = []  # each row laid out, by its count of buttons
    real_button, real_row = deed_buttons.Button, deed_buttons.group_buttons

    def making(button_id, *args, **kwargs):
        if button_id in ROUNDS:
            made.append(button_id)
        return real_button(button_id, *args, **kwargs)

    def laying_out(scene, p, s, names, *args, **kwargs):
        rows.append(len(names))
        return real_row(scene, p, s, names, *args, **kwargs)

    monkeypatch.setattr(deed_buttons, "Button", making)
    monkeypatch.setattr(deed_buttons, "group_buttons", laying_out)
    click_at(app, board.board.squares[LIGHT_BLUES[0]].center)  # Asha opens Dadeldhura's deed
    settle(app)
    live = [b for b in board.panel.buttons if b.id in ROUNDS and b.enabled]
    assert len(live) == 3, [(b.id, b.label) for b in board.panel.buttons]
    assert not any("Rs" in b.label for b in live), [b.label for b in live]  # the row reads without its sums
    assert all("Rs" in b.tooltip for b in live), [b.tooltip for b in live]  # each tooltip says its own
    assert rows and len(made) == sum(rows), f"{len(made)} round buttons made for {sum(rows)} laid out"
