"""gunicorn settings for fifteen: ``gunicorn -c gunicorn.conf.py service.wsgi:app``.

Each setting can be overridden from the environment; see the README.
"""

import os

# Where to listen: loopback by default, "0.0.0.0:8000" in a container.
bind = os.environ.get("FIFTEEN_BIND", "127.0.0.1:8000")

# Load the app, and with it the mmap'd tables, once in the master before
# forking: every worker shares the same table pages.
preload_app = True

# Answers take microseconds of CPU, so one process per core keeps the cores
# busy; threads only serve keep-alive connections while others are parsed.
workers = int(os.environ.get("FIFTEEN_WORKERS", "2"))
worker_class = "gthread"
threads = int(os.environ.get("FIFTEEN_THREADS", "4"))
keepalive = 5

# No request takes more than milliseconds; a worker silent this long is stuck.
timeout = 30
# Shorter than the 10 s a container runtime waits before SIGKILL.
graceful_timeout = 8

# Logs go to stdout/stderr for the container runtime to collect.
accesslog = "-"
errorlog = "-"
loglevel = os.environ.get("FIFTEEN_LOG_LEVEL", "info")
