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
