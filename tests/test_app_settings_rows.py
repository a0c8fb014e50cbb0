"""Each row of the settings has room for its label: a label on two lines stands inside its own
row with a gap above and below, never reaching the rows beside it, whole and at the labels'
size where the window has the room, in every edition, language and text size."""

from __future__ import annotations

import pygame
import pytest
from app_helpers import click, drawn_on_top, each_settings_page, settle

from byapar.app import fonts, lang, widgets
from byapar.app import theme as th
from byapar.app.app import App
from byapar.app.scenes.settings import CHIP_PAD, LABEL_GAP, SettingsScene, row_label_size


@pytest.fixture(autouse=True)
def plain_after():
    yield
    th.set_text_size(100)
    lang.use("en")


@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_every_settings_label_stands_inside_its_own_row(home, size, language, percent):
    app = App(size)
    lang.use(language)
    th.set_text_size(percent)
    app.push(SettingsScene(app))
    for edition in ("byapar", "classic", "finance", "business_gst"):
        app.top.choose_edition(edition)
        settle(app, 2)
        for _page in each_settings_page(app):
            scene = app.top
            done = scene.panel.get("done").rect
            drawn = {d.text: d for d in drawn_on_top(app)}
            for (label, _help), y, h in zip(scene.rows, scene.row_ys, scene.row_hs, strict=True):
                shown = drawn[label]
                assert not shown.cut, (edition, label)
                if max(scene.row_hs) > scene.row_h:  # the room taken: every label at the labels' size
                    assert shown.size == row_label_size(app.screen), (edition, label)
                ink = shown.ink[0].unionall(shown.ink)
                gap = scene.label_gap()  # LABEL_GAP, or as close as the chips stand at a larger text size
                assert 1 <= gap <= LABEL_GAP
                assert y + gap - 1 <= ink.top and ink.bottom <= y + h - gap + 1, (edition, label, ink, y, h)
                assert y + h <= done.y  # every row above the Done button


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_a_row_of_choices_reads_at_its_full_size_its_longest_label_given_the_room(home, size, language, percent):
    """The game's length ("15 rounds" .. "Last player") and the bots' offers: every chip's words at
    the size its height gives (as on a chip as wide as the whole row), none shrunk to fit a share
    of the row equal to the others'."""
    app, scene, drawn = settings_drawn(size, language, percent)
    for name in ("rounds", "bot_offers"):
        row = [b for b in scene.panel.buttons if b.id.startswith(name + "_")]
        assert len(row) >= 3
        sizes = {b.label: min(d.size for d in drawn if d.text == widgets.held_label(b.label)
                              and d.surface.size == b.rect.size) for b in row}
        span = row[-1].rect.right - row[0].rect.left
        alone = min(widgets.natural_size(widgets.Button(b.id, pygame.Rect(0, 0, span, b.rect.h), b.label, size=b.size))
                    for b in row)
        need = sum(fonts.width(b.label, alone, bold=True) + CHIP_PAD for b in row) + 6 * (len(row) - 1)
        if need <= span:  # the row has the room for every label at that size
            assert set(sizes.values()) == {alone}, (name, sizes)
        else:  # the shorter labels give the longest room: no smaller than on equal shares
            share = (span - 6 * (len(row) - 1)) // len(row)
            equal = min(widgets.natural_size(widgets.Button(b.id, pygame.Rect(0, 0, share, b.rect.h), b.label,
                                                            size=b.size)) for b in row)
            assert len(set(sizes.values())) == 1 and min(sizes.values()) >= equal, (name, sizes, equal)
        assert all(a.rect.right < b.rect.left for a, b in zip(row, row[1:], strict=False)), name  # side by side


@pytest.mark.parametrize("language", ["en", "ne"])
def test_at_800x600_and_150_percent_the_rules_labels_read_at_one_size(home, language):
    """No rule's label is set smaller than the rest to fit ("A place nobody buys goes to auction"
    and "Stopping on Cash Here pays double" once were): the words are short enough, in every edition."""
    app = App((800, 600))
    lang.use(language)
    th.set_text_size(150)
    app.push(SettingsScene(app))
    for edition in ("byapar", "classic", "finance", "business_gst"):
        app.top.choose_edition(edition)
        settle(app, 2)
        drawn = {d.text: d for d in drawn_on_top(app)}
        sizes = {label: drawn[label].size * drawn[label].squeeze for label, _help in app.top.rows}
        assert len(set(sizes.values())) == 1, (edition, sizes)


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_no_starting_money_chip_moves_as_an_amount_is_picked_or_stepped(home, size, percent):
    app = App(size)
    th.set_text_size(percent)
    app.prefs.update(edition="classic", starting_money=1500)
    app.push(SettingsScene(app))
    settle(app, 2)
    places, amount_at = money_chips(app), set()
    for chip in ("money_down", "money_down", "money_up", "starting_money_1000", "money_up", "starting_money_2000"):
        spot = places[chip].center
        click(app, chip)
        under = app.top.panel.at(spot)
        assert under is not None and under.id == chip, f"after {chip}, {under and under.id} stands where it was"
        now = money_chips(app)
        amount_at |= {tuple(now.pop("money_now"))} if "money_now" in now else set()
        assert now == places
    assert app.prefs["starting_money"] == 2000 and len(amount_at) == 1, "an amount no preset holds moved"


def money_chips(app) -> dict:
    """The starting money's presets and steps, and where each stands."""
    return {b.id: b.rect.copy() for b in app.top.panel.buttons if b.id.startswith(("money_", "starting_money_"))}


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_at_150_percent_every_choice_reads_at_the_rows_size_grown(home, size, language):
    """The choices take the text size: at 150% every chip's words read at least 1.3 times the
    size the rows' names are read at by default (17 px at 800x600, not the 16 px a chip's own
    short height gave), whole on their chip, the chips grown taller to hold them."""
    app = App(size)
    lang.use(language)
    th.set_text_size(150)
    app.push(SettingsScene(app))
    settle(app, 2)
    pages = []
    for _page in each_settings_page(app):
        widgets._button_cache.clear()  # each label painted afresh, its size noted
        pages.append((list(app.top.panel.buttons), drawn_on_top(app)))
    chips = [(b, drawn) for buttons, drawn in pages for b in buttons
             if widgets.is_word(b.label) and not b.id.startswith(("edition_", "done", "settings_page"))]
    assert len(chips) >= 25
    least = 1.3 * th.reading_size(16, size, grown=1.0)
    for b, drawn in chips:
        shown = [d for d in drawn if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size]
        assert shown, b.id
        for d in shown:
            assert d.size * d.squeeze >= least, (b.id, b.label, d.size, least)
            assert not d.cut and " ".join(d.lines).split() == b.label.split(), (b.id, d.lines)
            assert all(pygame.Rect((0, 0), b.rect.size).contains(ink) for ink in d.ink if ink.w), (b.id, d.ink)


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_gold_dot_stands_inside_its_own_chip_where_the_label_leaves_room(home, language, percent):
    """A dot on a chip's very corner sat between it and its neighbour, and read as either's."""
    app = App((800, 600))
    lang.use(language)
    th.set_text_size(percent)
    app.push(SettingsScene(app))
    settle(app, 2)
    scene = app.top
    chips = {b.id: b for b in scene.panel.buttons if b.id in scene.standard}
    roomy = 0
    for (centre, r), b in zip(scene.standard_marks(app.screen), chips.values(), strict=True):
        label = fonts.width(b.label, b.font_size(), bold=True)
        if label + 4 * r + 24 < b.rect.w:  # room beside the label for the dot
            roomy += 1
            assert b.rect.inflate(-2 * r, -2 * r).collidepoint(centre), (b.id, centre, b.rect)
    assert roomy >= 3


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_gold_dot_stands_clear_of_its_chips_words(home, size, language, percent):
    """Every gold dot keeps two pixels from the letters of every chip's label, as drawn ("३० चरण"
    at 800x600 and 150% met its dot)."""
    app, scene, texts = settings_drawn(size, language, percent)
    ink = [box.move(b.rect.topleft) for b in scene.panel.buttons for d in texts
           if d.surface.size == b.rect.size and d.text == widgets.held_label(b.label) for box in d.ink if box.w]
    marks = scene.standard_marks(app.screen)
    assert len(marks) >= 5 and ink
    for (x, y), r in marks:
        dot = pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1).inflate(4, 4)
        assert dot.collidelist(ink) == -1, ((x, y), r, ink[dot.collidelist(ink)])


def settings_drawn(size, language: str, percent: int):
    """The settings screen at `size`, in `language` and text size `percent`: the app, the scene and
    what its top layer draws, each label painted afresh so its size is noted."""
    app = App(size)
    lang.use(language)
    th.set_text_size(percent)
    app.push(SettingsScene(app))
    settle(app, 2)
    widgets._button_cache.clear()
    return app, app.top, drawn_on_top(app)


EDITIONS = ("byapar", "classic", "finance", "business_gst")


def label_sizes(size, language: str, percent: int) -> dict[tuple[str, str], float]:
    """Each row's label as drawn, by edition and label: its size (squeezed where it is)."""
    app = App(size)
    lang.use(language)
    th.set_text_size(percent)
    app.push(SettingsScene(app))
    out = {}
    for edition in EDITIONS:
        app.top.choose_edition(edition)
        settle(app, 2)
        for _page in each_settings_page(app):
            drawn = {d.text: d for d in drawn_on_top(app)}
            out.update({(edition, label): drawn[label].size * drawn[label].squeeze for label, _help in app.top.rows})
    return out


@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_the_rows_names_grow_with_the_text_size_as_the_choices_do(home, size, language):
    """At 150% a row's name reads as large as its choices' words do (one and a half times its
    size at 100%, a step less where its row holds no more): never held near the usual size
    while the chips beside it grow ("Taxes and fines wait on Free Parking" held Classic's at 15 px
    beside chips at 20 px, 800x600)."""
    usual, large = label_sizes(size, language, 100), label_sizes(size, language, 150)
    held = {key: (usual[key], large[key]) for key in usual.keys() & large.keys() if large[key] < 1.4 * usual[key]}
    assert not held, held


def each_editions_settings(size, language: str, percent: int):
    """Settings at `size`, in `language` and text size, shown for each edition in turn: the
    edition, the app, the scene and the texts drawn on top, each label painted afresh."""
    app = App(size)
    lang.use(language)
    th.set_text_size(percent)
    app.push(SettingsScene(app))
    for edition in EDITIONS:
        app.top.choose_edition(edition)
        settle(app, 2)
        widgets._button_cache.clear()  # each label painted afresh, its ink noted
        yield edition, app, app.top, drawn_on_top(app)



@pytest.mark.parametrize("percent", [100, 125, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["800x600", "1280x800"])
def test_every_gold_dot_sits_on_its_own_chip_clear_of_the_others_and_of_every_label(home, size, language, percent):
    """A dot on a chip's corner reached over the chip above and its neighbour at 150%, and one
    squeezed beside a long label sat on its letters: each now stands inside its own chip's edge,
    on no other chip, two pixels clear of every label's letters, in every edition."""
    for edition, app, scene, texts in each_editions_settings(size, language, percent):
        ink = [box.move(b.rect.topleft) for b in scene.panel.buttons for d in texts
               if d.surface.size == b.rect.size and d.text == widgets.held_label(b.label) for box in d.ink if box.w]
        chips = [b for b in scene.panel.buttons if b.id in scene.standard]
        marks = scene.standard_marks(app.screen)
        assert len(marks) == len(chips) >= 5 and ink
        for ((x, y), r), chip in zip(marks, chips, strict=True):
            dot = pygame.Rect(x - r, y - r, 2 * r + 1, 2 * r + 1)
            assert chip.rect.inflate(-2, -2).contains(dot), (edition, chip.id, dot, chip.rect)
            others = [b.rect for b in scene.panel.buttons if b is not chip]
            assert dot.collidelist(others) == -1, (edition, chip.id, dot, others[dot.collidelist(others)])
            assert dot.inflate(4, 4).collidelist(ink) == -1, (edition, chip.id, dot, ink[dot.inflate(4, 4).collidelist(ink)])


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_gold_dot_stands_beside_its_chips_words_never_over_them(home, size, language):
    """At 150% a dot in a chip's top right corner all but touched the last figure of "१,९२५": each
    dot stands right of its chip's words or left of them, a clear gap (`MARK_CLEAR`) from their
    letters, never above or below them."""
    for edition, app, scene, texts in each_editions_settings(size, language, 150):
        chips = [b for b in scene.panel.buttons if b.id in scene.standard]
        for ((x, y), r), chip in zip(scene.standard_marks(app.screen), chips, strict=True):
            words = [box.move(chip.rect.topleft) for d in texts if d.surface.size == chip.rect.size
                     and d.text == widgets.held_label(chip.label) for box in d.ink if box.w]
            assert words, (edition, chip.id)
            left, right = min(w.left for w in words), max(w.right for w in words)
            assert x - r >= right + 4 or x + r < left - 4, (edition, chip.id, (x, y), r, (left, right))
