"""The scenes: menu, new game, settings, load, board, auction, trade, game over."""
