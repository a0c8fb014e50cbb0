"""The C heap under the pictures. glibc keeps a big block freed in its heap for reuse, and after
the first few frees it raises its bar for giving big blocks their own pages, so pictures made and
dropped over a game (a log's page, a deed, a scene's background) leave the process's memory at
its high-water mark. Here big blocks always get pages of their own, which go back to the system
when freed, and when a game closes what it freed is handed back. Elsewhere than glibc: nothing."""

from __future__ import annotations

import ctypes
import gc
import sys

M_MMAP_THRESHOLD = -3  # mallopt's parameter (malloc.h); setting it also stops the bar moving
BIG = 128 * 1024  # a block this big or more has pages of its own (glibc's own first bar)


def _libc() -> ctypes.CDLL | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt  # noqa: B018 - musl and others have no mallopt: leave them be
        libc.malloc_trim  # noqa: B018
    except (OSError, AttributeError):
        return None
    return libc


_LIBC = _libc()


def big_blocks_apart() -> None:
    """From now on, each big block (a picture) has pages of its own, given back when freed."""
    if _LIBC is not None:
        _LIBC.mallopt(M_MMAP_THRESHOLD, BIG)


def give_back() -> None:
    """Collect what a closed game left in cycles and hand the heap's free pages to the system
    (about 10 ms after a 30-round game; call it where a frame may take that)."""
    gc.collect()
    if _LIBC is not None:
        _LIBC.malloc_trim(0)
