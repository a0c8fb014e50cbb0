"""Bake each edition's board art into its Tiled map: a tileset image and a tile layer.

    python boards/make_art.py            # every edition under boards/
    python boards/make_art.py byapar     # just one

The art comes from the edition's own data (square rectangles, kinds, band colours) via
byapar.app.art. The picture is cut into the map's tiles, identical tiles are kept once,
and the tileset (<edition>_art.png) and the tile layer "art" are written into the .tmx.
The map's properties and its `squares` object layer are left exactly as they were.
Re-running the script reproduces the same image and the same layer.
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from byapar.app import art  # noqa: E402
from byapar.engine import available_editions, load_edition  # noqa: E402
from byapar.engine.edition import map_path  # noqa: E402

LAYER_NAME = "art"
COLUMNS = 32  # tiles per row in the tileset image
_OLD_ART = re.compile(r' <tileset firstgid="1" name="art".*?</tileset>\n'
                      r'| <layer id="\d+" name="art".*?</layer>\n', re.S)


def tile_size(tmx_text: str) -> tuple[int, int, int, int]:
    """The map's width and height in tiles, and its tile size, from the <map> element."""
    head = re.search(r"<map [^>]*>", tmx_text).group(0)
    get = {k: int(re.search(rf' {k}="(\d+)"', head).group(1))
           for k in ("width", "height", "tilewidth", "tileheight")}
    return get["width"], get["height"], get["tilewidth"], get["tileheight"]


def cut(picture: pygame.Surface, cols: int, rows: int, tw: int, th: int):
    """Cut into tiles; return the distinct tiles and each cell's 1-based tile id."""
    tiles: list[pygame.Surface] = []
    seen: dict[bytes, int] = {}
    gids: list[int] = []
    for ty in range(rows):
        for tx in range(cols):
            tile = picture.subsurface((tx * tw, ty * th, tw, th)).copy()
            key = pygame.image.tobytes(tile, "RGB")
            if key not in seen:
                seen[key] = len(tiles) + 1
                tiles.append(tile)
            gids.append(seen[key])
    return tiles, gids


def sheet(tiles: list[pygame.Surface], tw: int, th: int) -> pygame.Surface:
    rows = -(-len(tiles) // COLUMNS)
    out = pygame.Surface((COLUMNS * tw, rows * th))
    out.fill((0, 0, 0))
    for i, tile in enumerate(tiles):
        out.blit(tile, ((i % COLUMNS) * tw, (i // COLUMNS) * th))
    return out


def write_map(tmx_text: str, image_name: str, image_size: tuple[int, int], count: int,
              gids: list[int], cols: int, rows: int, tw: int, th: int) -> str:
    text = _OLD_ART.sub("", tmx_text)
    used = [int(i) for i in re.findall(r'<(?:layer|objectgroup) id="(\d+)"', text)]
    layer_id = max(used, default=0) + 1
    next_id = int(re.search(r'nextlayerid="(\d+)"', text).group(1))
    csv_rows = [",".join(str(g) for g in gids[r * cols:(r + 1) * cols]) for r in range(rows)]
    block = (
        f' <tileset firstgid="1" name="art" tilewidth="{tw}" tileheight="{th}" '
        f'tilecount="{count}" columns="{COLUMNS}">\n'
        f'  <image source="{image_name}" width="{image_size[0]}" height="{image_size[1]}"/>\n'
        f' </tileset>\n'
        f' <layer id="{layer_id}" name="{LAYER_NAME}" width="{cols}" height="{rows}">\n'
        f'  <data encoding="csv">\n' + ",\n".join(csv_rows) + "\n  </data>\n </layer>\n"
    )
    text = text.replace(f'nextlayerid="{next_id}"', f'nextlayerid="{max(next_id, layer_id + 1)}"', 1)
    end_of_props = text.index(" </properties>\n") + len(" </properties>\n")
    return text[:end_of_props] + block + text[end_of_props:]


def make(name: str) -> Path:
    edition = load_edition(name)
    path = map_path(edition)
    tmx_text = path.read_text(encoding="utf-8")
    cols, rows, tw, th = tile_size(tmx_text)
    picture = pygame.Surface((cols * tw, rows * th))
    picture.fill(art.BOARD_BG)
    picture.blit(art.paint(edition), (0, 0))
    tiles, gids = cut(picture, cols, rows, tw, th)
    image = sheet(tiles, tw, th)
    image_name = f"{path.parent.name}_art.png"
    pygame.image.save(image, str(path.parent / image_name))
    path.write_text(write_map(tmx_text, image_name, image.get_size(), len(tiles), gids,
                              cols, rows, tw, th), encoding="utf-8")
    load_edition(path)  # the engine must still read the map
    return path


def main(names: list[str]) -> None:
    for name in names or available_editions():
        print("wrote", make(name))


if __name__ == "__main__":
    main(sys.argv[1:])
