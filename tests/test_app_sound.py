"""Sound effects: synthesised by us, and silent without error where there is no audio device."""

from __future__ import annotations

import pygame

from byapar.app import sound


def test_effects_are_synthesised_short_and_soft():
    effects = sound._recipes()
    assert {"dice", "coin", "card", "jail", "hammer"} <= set(effects)
    for samples in effects.values():
        assert 0 < len(samples) <= sound.RATE // 2  # half a second at most
        assert max(abs(v) for v in samples) < 32767 * 0.6


def test_no_audio_device_means_silence_not_errors(monkeypatch):
    def no_device(*_args, **_kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    s = sound.Sounds()
    s.play("dice")
    s.play("coin")
    assert s._sounds == {}


def test_sound_off_plays_nothing():
    s = sound.Sounds(enabled=False)
    s.play("dice")
    assert s._sounds is None


def test_the_shipped_effects_are_the_recipes_as_they_stand(tmp_path):
    shipped = sound.read_files(sound.sound_folder())
    assert shipped is not None, "run `python -m byapar.app.sound` to write the effects"
    assert shipped == sound._recipes()  # a changed recipe needs its file written again
    sound.write_files(tmp_path)
    assert sound.read_files(tmp_path) == shipped


def test_a_missing_or_foreign_file_falls_back_to_synthesis(tmp_path):
    sound.write_files(tmp_path)
    (tmp_path / "coin.wav").write_bytes(b"not a wave")
    assert sound.read_files(tmp_path) is None
    (tmp_path / "coin.wav").unlink()
    assert sound.read_files(tmp_path) is None


def test_the_header_says_whether_sound_is_on_and_its_tooltip_what_a_click_does(each_language):
    """The button says what a click does (Mute while sound is on, never "Sound on", which reads
    as a state or an order alike); its tooltip says the state; a click switches both."""
    from app_helpers import app_in, button, click, table

    from byapar.app import i18n

    app = app_in((1280, 800), each_language)
    app.prefs["sound"] = True
    table(app, "byapar", ("human", "human"))
    for on in (True, False):
        b = button(app, "sound")
        state, other = ("on", "off") if on else ("off", "on")
        assert app.prefs["sound"] is on
        assert b.label == i18n.t(f"btn_sound_{state}") != i18n.t(f"btn_sound_{other}"), b.label
        assert b.tooltip == i18n.t(f"tip_sound_{state}"), b.tooltip
        click(app, "sound")
