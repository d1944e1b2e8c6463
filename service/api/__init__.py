"""The blueprints, one per game or job, each a thin layer of views over its
game's package in ``solver``: ``tictactoe`` (Graham's, Nygaard's and
variants), ``pick15``, ``mathscrabble``, ``sum15``; ``batches`` (many
positions in one request), ``solves`` (variant solves), ``health``,
``docs`` (OpenAPI and Swagger UI) and ``play`` (the browser play page)."""
