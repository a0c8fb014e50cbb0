"""Shared test setup: no window, no sound card, in CI or anywhere."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pytest  # noqa: E402  (after the SDL settings, which must come before any pygame import)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh data folder for the app (saves, preferences), in English before and after."""
    from byapar.app import lang  # here, so engine-only test runs never import the app

    monkeypatch.setenv("BYAPAR_HOME", str(tmp_path))
    lang.use("en")
    yield tmp_path
    lang.use("en")


@pytest.fixture(autouse=True)
def no_window_floor():
    """Each window sets the least text size for its own size; a test after it starts afresh."""
    yield
    import sys

    fonts = sys.modules.get("byapar.app.fonts")
    if fonts is not None:
        fonts.set_floor(fonts.NO_WINDOW_FLOOR)


@pytest.fixture(params=["en", "ne"])
def each_language(home, request):
    """The test once in each language, English again after it."""
    from byapar.app import lang

    lang.use(request.param)
    yield request.param
    lang.use("en")


@pytest.fixture
def lang_back(home):
    """English and the 100% text size again after a test that set others."""
    from byapar.app import lang
    from byapar.app import theme as th

    yield
    lang.use("en")
    th.set_text_size(100)
