"""Short, soft effects synthesised in pure Python: no recordings to license.

The synthesis is run once, ahead of time, into `assets/sounds/*.wav` (`python -m
byapar.app.sound` writes them again after a recipe changes; a test keeps them equal), so the
app reads a few kilobytes instead of computing for a tenth of a second beside its frames.
Without those files it synthesises them itself. Without an audio device (or with sound
off) every call is a silent no-op.
"""

from __future__ import annotations

import math
import random
import sys
import threading
import wave
from array import array
from functools import lru_cache
from pathlib import Path

import pygame

from byapar.paths import data_path

RATE = 22050


def _tone(freqs: list[float], ms: int, decay: float, volume: float = 0.4) -> array:
    n = RATE * ms // 1000
    out = array("h", bytes(2 * n))
    for i in range(n):
        t = i / RATE
        env = math.exp(-t * decay) * min(1.0, i / 60)
        v = sum(math.sin(math.tau * f * t) for f in freqs) / len(freqs)
        out[i] = int(32767 * volume * env * v)
    return out


def _clicks(count: int, ms: int, volume: float = 0.35) -> array:
    """Dice on a wooden board: a few short knocks of filtered noise."""
    rng = random.Random(7)
    n = RATE * ms // 1000
    out = array("h", bytes(2 * n))
    for k in range(count):
        start = int(n * k / count) + rng.randrange(200)
        last = 0.0
        for i in range(min(900, n - start)):
            last = last * 0.6 + rng.uniform(-1, 1) * 0.4
            out[start + i] = int(32767 * volume * last * math.exp(-i / 160))
    return out


def _swish(ms: int, volume: float = 0.25) -> array:
    """A card turned over: noise that rises and falls."""
    rng = random.Random(3)
    n = RATE * ms // 1000
    out = array("h", bytes(2 * n))
    last = 0.0
    for i in range(n):
        last = last * 0.85 + rng.uniform(-1, 1) * 0.15
        out[i] = int(32767 * volume * last * math.sin(math.pi * i / n) * 3)
    return out


@lru_cache(maxsize=1)
def _recipes() -> dict[str, array]:
    return {
        "dice": _clicks(4, 380),
        "coin": _tone([1568, 2093], 260, 14, 0.3),
        "card": _swish(200),
        "jail": _tone([110, 165, 220], 420, 7, 0.45),
        "hammer": _tone([196, 98], 300, 16, 0.5),
        "build": _tone([523, 659, 784], 240, 12, 0.3),
        "turn": _tone([880], 120, 30, 0.2),
    }


_NAMES = ("dice", "coin", "card", "jail", "hammer", "build", "turn")


def sound_folder() -> Path:
    return data_path("assets") / "sounds"


def write_files(folder: Path) -> None:
    """Each effect as a mono 16-bit WAV file at RATE, named after it."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, samples in _recipes().items():
        with wave.open(str(folder / f"{name}.wav"), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(RATE)
            out.writeframes(_little_endian(samples))


def read_files(folder: Path) -> dict[str, array] | None:
    """The effects written by `write_files`, or None when any is missing or not as written."""
    out: dict[str, array] = {}
    try:
        for name in _NAMES:
            with wave.open(str(folder / f"{name}.wav"), "rb") as f:
                if (f.getnchannels(), f.getsampwidth(), f.getframerate()) != (1, 2, RATE):
                    return None
                samples = array("h", f.readframes(f.getnframes()))
            if sys.byteorder == "big":
                samples.byteswap()
            out[name] = samples
    except (OSError, EOFError, wave.Error):
        return None
    return out


def _little_endian(samples: array) -> bytes:
    if sys.byteorder == "big":
        samples = array("h", samples)
        samples.byteswap()
    return samples.tobytes()


class Sounds:
    """Plays named effects; silent when there is no mixer or sound is off.

    The samples are read from their files (or, without them, synthesised: about 0.1 s of
    pure Python) on a background thread that the app starts once its first frame is on
    screen (`start`), so nothing of it delays that frame.
    """

    def __init__(self, enabled: bool = True) -> None:
        self.enabled = enabled
        self._sounds: dict[str, pygame.mixer.Sound] | None = None
        self._samples: dict[str, array] = {}
        self._maker = threading.Thread(target=self._synthesise, name="sounds", daemon=True)

    def start(self) -> None:
        """Begin synthesising the samples (once)."""
        if self._maker.ident is None:
            self._maker.start()

    def _synthesise(self) -> None:
        self._samples = read_files(sound_folder()) or _recipes()

    def _prepare(self) -> dict[str, pygame.mixer.Sound]:
        self.start()
        self._maker.join()
        sounds: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(RATE, -16, 1, 512)
            for name, samples in self._samples.items():
                sounds[name] = pygame.mixer.Sound(buffer=samples.tobytes())
        except (pygame.error, NotImplementedError, OSError):
            sounds = {}  # no audio device: play nothing, quietly
        return sounds

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        if self._sounds is None:
            self._sounds = self._prepare()
        s = self._sounds.get(name)
        if s is not None:
            s.play()


if __name__ == "__main__":
    write_files(sound_folder())
    print(f"wrote {len(_NAMES)} effects to {sound_folder()}")
