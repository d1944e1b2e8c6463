"""The HTTP machinery every blueprint shares: strict JSON bodies
(``bodies``), answers (``render``), problem documents (``problems``),
conditional GETs (``caching``), rate limits (``limits``), room for searches
(``search_slots``), request ids, logs and metrics (``observability``), and
gunicorn's own errors as problem documents (``server_errors``)."""
