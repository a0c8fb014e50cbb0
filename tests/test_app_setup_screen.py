"""The New game screen, played through its buttons: the add buttons stand where they stood
whatever the edition, nothing on the screen runs into anything else, and a new bot seat starts
at Medium whatever strength was chosen for another seat."""

from __future__ import annotations

import pytest
from app_helpers import FRAME, app_in, button, click, drawn, drawn_on_top, drawn_texts, settle

from byapar.app import lang, widgets
from byapar.app import theme as th
from byapar.app.app import REACTION, App
from byapar.app.i18n import t

SIZES = [(1280, 800), (800, 600)]
LOOKS = [(size, language, percent) for size in SIZES for language in ("en", "ne") for percent in th.TEXT_SIZES]


@pytest.fixture
def looking(home, request):
    """The app at a window size, in a language, at a text size (put back afterwards)."""
    size, language, percent = request.param
    app = App(size)
    app.prefs.update(bot_speed="instant", language=language, text_size=percent)
    lang.use(language)
    th.set_text_size(percent)
    yield app
    th.set_text_size(100)
    lang.use("en")


def wait_a_moment(app: App) -> None:
    """Long enough apart that the next click is no double-click's second."""
    for _ in range(int(REACTION / FRAME) + 1):
        app.frame(FRAME)


def add_spots(app: App) -> tuple:
    return button(app, "add_human").rect.copy(), button(app, "add_bot").rect.copy()


def run_into(app: App) -> list[str]:
    """Texts drawn straight on the screen whose ink meets another's or lies under a button."""
    screen = app.screen.get_size()
    texts = [d for d in drawn_on_top(app) if d.surface.size == screen and d.ink and d.text.strip()]
    out = [f"{a.text!r} runs into {b.text!r}" for i, a in enumerate(texts) for b in texts[i + 1:]
           if any(ra.colliderect(rb) for ra in a.ink for rb in b.ink)]
    return out + [f"{d.text!r} runs under {b.id}" for d in texts for b in app.top.panel.buttons
                  if any(r.colliderect(b.rect) for r in d.ink)]


@pytest.mark.parametrize("looking", LOOKS, indirect=True, ids=[f"{w}x{h}-{lg}-{p}" for (w, h), lg, p in LOOKS])
def test_the_add_buttons_stay_put_across_editions_and_nothing_runs_into_anything(looking):
    app = looking
    app.push("setup")
    app.frame(FRAME)
    click(app, "edition_business_gst")
    spots = add_spots(app)
    click(app, "edition_classic")  # up to 8 players
    assert add_spots(app) == spots, "choosing Classic moved the add buttons"
    setup = app.top
    while len(setup.seats) < setup.edition.rules.max_players - 1:
        wait_a_moment(app)
        click(app, "add_bot")
    assert add_spots(app) == spots
    strengths = [t(f"strength_{k}") for k in ("easy", "medium", "hard")]
    drawn = [d.text for d in drawn_on_top(app)]
    assert all(text in drawn for text in strengths), "a strength's line is missing"
    assert not run_into(app)
    click(app, "edition_business_gst")  # 6 seats at most: the last bot goes, the table is full
    assert len(setup.seats) == 6 and app.top.panel.get("add_bot") is None
    assert not run_into(app)
    click(app, "remove_5")
    assert add_spots(app) == spots


def test_a_new_bot_seat_starts_at_medium_whatever_another_seat_was_set_to(home):
    app = App((1280, 800))
    app.prefs["difficulty"] = "easy"  # as an earlier version of the screen left it
    app.push("setup")
    app.frame(FRAME)
    setup = app.top
    assert setup.seats[1]["kind"] == "medium"
    click(app, "kind_1_easy")
    click(app, "add_bot")
    wait_a_moment(app)
    click(app, "add_bot")
    assert [s["kind"] for s in setup.seats] == ["human", "easy", "medium", "medium"]
    click(app, "kind_3_hard")
    wait_a_moment(app)
    click(app, "add_bot")
    assert setup.seats[-1]["kind"] == "medium"
    assert "Medium" in button(app, "add_bot").tooltip  # the button says so before it is clicked


@pytest.mark.parametrize("language", ["en", "ne"])
def test_removing_a_seat_leaves_the_given_names_in_seat_order(lang_back, language):
    """Asha, Bot A, Bot B, Bot C and Player 5: the Bot A seat removed, the bots read Bot A and Bot B
    and the last person Player 4, where Bot B, Bot C and Player 5 were left; Asha stays Asha."""
    app = app_in((1280, 800), language)
    app.push("setup")
    app.frame(FRAME)
    setup = app.top
    setup.seats[0]["name"] = "Asha"
    for kind in ("add_bot", "add_bot", "add_human"):
        click(app, kind)
        wait_a_moment(app)
    bots = [s["name"] for s in setup.seats if s["kind"] != "human"]
    assert len(bots) == 3 and len(setup.seats) == 5
    click(app, "remove_1")
    names = [s["name"] for s in setup.seats]
    assert names == ["Asha", bots[0], bots[1], t("default_player", n=4)], names


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_new_game_screen_says_how_long_the_game_will_be(home, language):
    """Byapar plays 30 rounds, Business GST and Finance to the last player: the New game screen
    says which under the edition's name, and follows a length chosen in Settings."""
    app = app_in((1280, 800), language)
    try:
        app.push("setup")
        app.frame(FRAME)
        said = {}
        for edition in ("byapar", "business_gst", "finance"):
            click(app, f"edition_{edition}")
            said[edition] = drawn_texts(app)
        click(app, "settings")
        click(app, "rounds_15")  # Finance's length, for its next game
        click(app, "done")
        said["finance in 15"] = drawn_texts(app)
        thirty, last, fifteen = (t("setup_length_rounds", n=30), t("setup_length_last"),
                                 t("setup_length_rounds", n=15))
    finally:
        lang.use("en")
    assert thirty in said["byapar"] and last not in said["byapar"], said["byapar"]
    assert last in said["business_gst"] and last in said["finance"], said["finance"]
    assert fifteen in said["finance in 15"] and last not in said["finance in 15"]


@pytest.mark.parametrize("language", ["en", "ne"])
def test_a_game_to_the_last_player_says_so_beside_its_round(home, language):
    app = app_in((1280, 800), language)
    try:
        app.push("setup")
        app.frame(FRAME)
        click(app, "edition_business_gst")
        click(app, "start")
        settle(app)
        texts = drawn_texts(app)
        round_line = t("round_last_player", n=1)
    finally:
        lang.use("en")
    assert round_line in texts, texts
    assert language == "ne" or round_line == "Round 1 · to the last player"


@pytest.mark.parametrize("percent", [100, 150])
@pytest.mark.parametrize("language", ["en", "ne"])
@pytest.mark.parametrize("size", SIZES, ids=["1280x800", "800x600"])
def test_the_preview_s_game_length_reads_at_the_screen_s_size(lang_back, size, language, percent):
    """Inside the previewed board, under its name, how long the game is reads at least at the
    size of the screen's own words (16 px at 800x600 and 150%, where it was squeezed to 15 on
    two lines): whole, on as many lines as it takes, inside the board's middle a twelfth of its
    width in from its sides (a line as wide as the middle read as touching the squares), and
    clear of the name."""
    from byapar.app import lang as L
    from byapar.app.scenes.setup import SetupScene, preview_margin

    app = app_in(size, language, percent)
    setup = SetupScene(app)
    app.replace(setup)
    app.frame(FRAME)
    texts = drawn_on_top(app)
    length = next(d for d in texts if d.text == setup.game_length())
    name = next(d for d in texts if d.text == t("setup_name_preview", name=L.edition_titles(setup.edition)[0]))
    assert length.size * length.squeeze >= th.size(14, size), (length.size, length.lines)
    assert not length.cut and " ".join(length.lines).split() == length.text.split(), length.lines
    middle = setup._preview_middle()
    inside = middle.inflate(-2 * preview_margin(middle), 0)  # clear of the squares' ring round it
    for d in (length, name):
        assert not d.cut and all(inside.contains(ink) for ink in d.ink if ink.w), (d.text, d.ink, inside)
    assert not any(a.colliderect(b) for a in length.ink for b in name.ink if a.w and b.w)


def label_sizes(app: App) -> dict[str, int]:
    """Each worded button's label on the screen, the size it was drawn at."""
    widgets._button_cache.clear()  # each label painted afresh, its size noted
    seen = drawn(app)
    return {b.id: min(d.size for d in seen if d.text == widgets.held_label(b.label) and d.surface.size == b.rect.size)
            for b in app.top.panel.buttons if widgets.is_word(b.label)}


@pytest.mark.parametrize("language", ["en", "ne"])
def test_the_add_buttons_read_as_large_as_back_at_800x600_and_150_percent(lang_back, language):
    """"+ Add a player" and "+ Add a bot" have their row to themselves: at the smallest window
    with large text their labels read as large as Back's, or a size under it (in Nepali they
    were set two sizes under it, in a chip as low as a seat's)."""
    app = app_in((800, 600), language, 150)
    app.push("setup")
    app.frame(FRAME)
    sizes = label_sizes(app)
    assert min(sizes["add_human"], sizes["add_bot"]) >= sizes["back"] - 1, sizes
    assert not run_into(app)
