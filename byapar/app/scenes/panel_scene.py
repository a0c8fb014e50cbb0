"""What the scenes made of a Panel of buttons do alike, in one place.

Menu, load, settings, game over, trade, auction, help, statistics and setup each hold a
Panel: every update goes to it, Esc goes back, and a frame is drawn as the scene's own
picture, then the buttons, then the hovered button's tooltip on top of everything.
"""

from __future__ import annotations

import pygame

from .. import fonts
from .. import theme as th
from ..app import Scene
from ..i18n import t
from ..widgets import Button, Panel


class PanelScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.panel = Panel()

    def back(self) -> None:
        """What Esc does: close this scene (the menu quits, game over goes to the menu)."""
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.panel.handle(event)

    def update(self, dt: float) -> None:
        self.panel.update(dt)

    def wake_in(self) -> float | None:
        return self.panel.wake_in()  # buttons are still; only a tooltip's delay needs a frame

    # A scene whose picture changes only by input (its wake_in never says 0 at rest) keeps its own
    # picture while no input comes; the buttons are drawn over it each frame (the mouse lights them).
    keeps_picture = True
    # A scene keeps its buttons in its picture too, unlit; the button under the mouse is lit over
    # it each frame (`draw_lit`), so moving onto another one redraws nothing kept. What the scene
    # draws over its buttons (`draw_over`: a notice, a refusal, tokens) and the tooltip go over
    # them each frame, where a change with no input here (a game refused) shows at once. The
    # buttons as drawn are part of the key: an overlay's change with the table beneath.
    keeps_buttons = True
    # A scene drawing much over its buttons (the load list's rows, which change only by input)
    # keeps that in its picture too, and draws it again only within the button lit.
    keeps_over = False

    def picture_key(self) -> object | None:
        if not self.keeps_picture or type(self).draw is not PanelScene.draw or self.wake_in() == 0.0:
            return None  # (a scene drawing itself its own way is drawn afresh)
        return self.app.inputs, self.outside_key(), self._buttons_key()

    def _buttons_key(self) -> tuple:
        """The buttons as they are drawn (a button greyed or reworded with no input here)."""
        return tuple((tuple(b.rect), b.label, b.style, b.enabled, b.colour) for b in self.panel.buttons)

    def outside_key(self) -> object:
        """What the picture shows that may change with no input here (an overlay: the game beneath)."""
        return None

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_still(surf)
        self.draw_live(surf)

    def draw_still(self, surf: pygame.Surface) -> None:
        self.draw_content(surf)
        if self.keeps_buttons:
            self.panel.draw(surf, lit=False)
            if self.keeps_over:
                self.draw_over(surf)

    def draw_live(self, surf: pygame.Surface) -> None:
        if not self.keeps_buttons:
            self.panel.draw(surf)
        else:
            self.draw_lit(surf)
        if not (self.keeps_buttons and self.keeps_over):
            self.draw_over(surf)
        self.panel.draw_tooltip(surf)

    def draw_lit(self, surf: pygame.Surface) -> None:
        """With `keeps_buttons`: the button under the mouse lit over the kept picture, as the
        panel would have drawn it; with `keeps_over`, what the scene draws over it with it."""
        lit = self.panel.draw_lit(surf)
        if lit is not None and self.keeps_over:
            clip = surf.get_clip()
            surf.set_clip(lit.clip(clip))
            self.draw_over(surf)
            surf.set_clip(clip)

    def draw_content(self, surf: pygame.Surface) -> None:
        """The scene's own picture, under its buttons."""

    def draw_over(self, surf: pygame.Surface) -> None:
        """Anything over the buttons but under their tooltip (the menu's notice)."""


class OverlayScene(PanelScene):
    """A panel over the board (auction, trade, an answer to an offer): the board beneath keeps
    running, and the overlay acts on its game through it."""

    overlay = True

    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        self.game = board.game
        self.session = board.session

    def decision(self) -> object:
        """Each move at the table (a bid, an offer) asks the person afresh."""
        return self, self.game.pending, len(self.game.history), self.board.gate.at_laptop

    def outside_key(self) -> object:
        """The table beneath moves on with no input here: bids, answers, what the log says."""
        p = self.board.presenter
        return len(self.game.history), self.game.pending, p.log_version, p.busy

    def fill_window(self, size: tuple[int, int]) -> pygame.Rect:
        """Lay the overlay over the whole window but a margin, its buttons cleared, with a Close
        button at its foot on the right; returns that button's box, the row other buttons share."""
        w, h = size
        s = th.scale_of(size)
        self.rect = pygame.Rect(10, 10, w - 20, h - 20)
        self.panel.clear()
        bh, bw = max(40, int(44 * s)), max(120, int(160 * s))
        close = pygame.Rect(self.rect.right - bw - 16, self.rect.bottom - bh - 12, bw, bh)
        self.panel.add(Button("close", close, t("btn_close"), self.app.pop, "primary", tooltip=t("tip_close"),
                              key=pygame.K_RETURN))
        return close



def title(surf: pygame.Surface, text: str, size: int, y: int, x: int | None = None,
          colour: tuple[int, int, int] = th.LIGHT_TEXT, right: int | None = None) -> pygame.Rect:
    """A scene's bold title at the design size `size` (scaled to the window), centred unless
    x is given, on one line within the window (left of `right` when given: buttons beside it);
    returns its box, for what goes under it."""
    size = th.size(size, surf)
    w = surf.get_width()
    left = (x if x is not None else 0)
    end = right if right is not None else w - (x if x is not None else 0)
    box = pygame.Rect(left, y, end - left, fonts.line_height(size))
    fonts.line(surf, text, box, size, colour, bold=True, align="center" if x is None else "left", min_size=12)
    return box


def below_title(size: tuple[int, int], title_size: int, note_size: int = 0, least: int = 0) -> int:
    """Where a scene's content may start: under its title (set by `title` at the design size
    `title_size`, at 24 px scaled from the top) and the note under it, if any; at least `least`.
    A larger text size pushes the content down rather than the title and note into it."""
    s = th.scale_of(size)
    bottom = int(24 * s) + fonts.line_height(th.size(title_size, size))
    if note_size:
        bottom += 2 + fonts.line_height(th.size(note_size, size))
    return max(least, bottom + int(8 * s))
