"""Every file a board opens is held to the map's own rules: the tileset (inline or a `.tsx`),
its image and the card file stay inside the board's folder, are plain files of a bounded size,
and an image is checked by its header before anything decodes it.

Each case damages a copy of Byapar's folder and must be refused with a BoardError naming
the file, within a few processor seconds; a FIFO or a device must not be waited on.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest
from hostile import png_header, to_tsx
from test_fuzz_boards import CPU_LIMIT, copy_edition

from byapar.engine import BoardError, load_edition
from byapar.engine.edition import art_problem


def board(tmp_path: Path) -> tuple[Path, Path]:
    tmx, cards = copy_edition("byapar", tmp_path)
    return tmx, cards


def set_image(tmx: Path, attrs: bytes) -> None:
    tmx.write_bytes(re.sub(rb"<image [^>]*/>", b"<image " + attrs + b"/>", tmx.read_bytes(), count=1))


def refused_quickly(tmx: Path, names: str) -> BoardError:
    start = time.process_time()
    with pytest.raises(BoardError) as caught:
        load_edition(tmx)
    assert time.process_time() - start < CPU_LIMIT
    assert re.search(names, str(caught.value)), caught.value
    return caught.value


def test_a_tileset_in_a_tsx_file_loads(tmp_path):
    tmx, _ = board(tmp_path)
    to_tsx(tmx)
    assert load_edition(tmx).squares == load_edition("byapar").squares


@pytest.mark.timeout(60)
@pytest.mark.parametrize("size", [b"2000000", b"20000", b"16385"])
def test_a_tileset_image_of_absurd_size_is_refused(tmp_path, size):
    tmx, _ = board(tmp_path)
    set_image(tmx, b'source="byapar_art.png" width="' + size + b'" height="' + size + b'"')
    refused_quickly(tmx, tmx.name)


@pytest.mark.timeout(60)
def test_a_tsx_image_of_absurd_size_is_refused(tmp_path):
    tmx, _ = board(tmp_path)
    to_tsx(tmx, b'source="byapar_art.png" width="2000000" height="2000000"')
    refused_quickly(tmx, "art.tsx")


def never_decoded(tmx: Path, monkeypatch, names: str) -> None:
    """The board loads, its picture is refused by its header, and the board is painted
    without anything decoding the picture."""
    import pygame

    from byapar.app import board_view

    edition = load_edition(tmx)
    problem = art_problem(edition)
    assert problem is not None and re.search(names, problem), problem

    def no_decoding(*args, **kwargs):
        raise AssertionError("the picture was decoded")

    monkeypatch.setattr(pygame.image, "load", no_decoding)
    picture = board_view.load_art(edition)
    assert picture.get_size() == edition.size


def test_an_image_whose_header_claims_a_huge_picture_is_never_decoded(tmp_path, monkeypatch):
    tmx, _ = board(tmp_path)
    (tmx.parent / "byapar_art.png").write_bytes(png_header(30_000, 30_000) + b"\0" * 64)
    never_decoded(tmx, monkeypatch, "byapar_art.png")


def test_an_image_that_differs_from_its_declared_size_is_never_decoded(tmp_path, monkeypatch):
    tmx, _ = board(tmp_path)
    (tmx.parent / "byapar_art.png").write_bytes(png_header(4000, 4000) + b"\0" * 64)
    never_decoded(tmx, monkeypatch, "byapar_art.png")


def test_an_image_that_is_not_a_picture_is_never_decoded(tmp_path, monkeypatch):
    tmx, _ = board(tmp_path)
    (tmx.parent / "byapar_art.png").write_bytes(b"GIF89a" + b"\0" * 100)
    never_decoded(tmx, monkeypatch, "byapar_art.png")


def test_the_shipped_boards_art_is_drawn():
    for name in ("byapar", "classic", "finance", "business_gst"):
        assert art_problem(load_edition(name)) is None


def test_a_tsx_image_outside_the_folder_is_refused(tmp_path):
    tmx, _ = board(tmp_path)
    (tmp_path / "x.png").write_bytes((tmx.parent / "byapar_art.png").read_bytes())
    to_tsx(tmx, b'source="../x.png" width="384" height="312"')
    refused_quickly(tmx, "art.tsx")


def test_a_tsx_larger_than_a_map_may_be_is_refused(tmp_path):
    tmx, _ = board(tmp_path)
    tsx = to_tsx(tmx)
    text = tsx.read_bytes()
    tsx.write_bytes(text.replace(b"</tileset>", b"<!--" + b"x" * 30_000_000 + b"--></tileset>"))
    refused_quickly(tmx, "art.tsx")


@pytest.mark.timeout(30)
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_tsx_that_is_a_fifo_is_refused_without_waiting(tmp_path):
    tmx, _ = board(tmp_path)
    tsx = to_tsx(tmx)
    tsx.unlink()
    os.mkfifo(tsx)
    refused_quickly(tmx, "art.tsx")


@pytest.mark.timeout(30)
@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs a device file")
def test_a_card_file_that_is_a_link_to_a_device_is_refused(tmp_path):
    tmx, cards = board(tmp_path)
    cards.unlink()
    cards.symlink_to("/dev/zero")
    refused_quickly(tmx, cards.name)


@pytest.mark.parametrize("which", ["cards", "tsx", "image"])
def test_links_out_of_the_board_folder_are_refused(tmp_path, which):
    tmx, cards = board(tmp_path)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    if which == "cards":
        target = cards
    elif which == "tsx":
        target = to_tsx(tmx)
    else:
        target = tmx.parent / "byapar_art.png"
    moved = outside / target.name
    os.replace(target, moved)
    target.symlink_to(moved)
    refused_quickly(tmx, target.name)


def test_a_link_inside_the_board_folder_is_followed(tmp_path):
    tmx, cards = board(tmp_path)
    kept = cards.with_name("cards-real.json")
    os.replace(cards, kept)
    cards.symlink_to(kept.name)
    assert load_edition(tmx).decks.keys() == load_edition("byapar").decks.keys()


HEADER_CASES = dict(__import__("hostile").header_cases())


@pytest.mark.timeout(60)
@pytest.mark.parametrize("case", sorted(HEADER_CASES))
def test_every_tileset_and_image_header_attack_is_refused(tmp_path, monkeypatch, case):
    """Declared sizes and tileset files are refused with the board; a picture whose header
    lies, or that is none, leaves the board painted, never decoded."""
    tmx, _ = board(tmp_path / "boards")
    HEADER_CASES[case](tmx)
    if " header says " in case or ": image " in case and "folder" not in case and "absolute" not in case:
        never_decoded(tmx, monkeypatch, r"\.(tmx|tsx|png)")
        return
    refused_quickly(tmx, r"\.(tmx|tsx|png)")  # named by the file at fault


@pytest.mark.timeout(60)
@pytest.mark.parametrize(("which", "kind"), [(w, k) for _, w, k in __import__("hostile").special_file_cases()
                                             if w in ("cards", "tsx", "image")])
def test_a_board_file_that_is_a_fifo_or_a_device_is_refused_without_waiting(tmp_path, which, kind):
    import hostile

    tmx, cards = board(tmp_path / "boards")
    target = {"cards": cards, "image": tmx.parent / "byapar_art.png"}.get(which) or hostile.to_tsx(tmx)
    if not hostile.make_special(target, kind):
        pytest.skip("this system has no such file")
    refused_quickly(tmx, target.name)
