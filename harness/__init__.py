"""Real servers for the tests and the benchmarks: gunicorn with the app, a
redis-server, RQ workers, nginx with the repository's config."""
