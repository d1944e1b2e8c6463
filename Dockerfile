# fifteen: the move engine for four numeric games, over REST/JSON.
# Build: docker build -t fifteen .   Deploy: docker compose up (nginx in front, the
# only public door). A local trial: docker run -p 127.0.0.1:8000:8000 fifteen

ARG PYTHON_IMAGE=python:3.11-slim-bookworm

# --- build: a virtual environment with the service, and the game tables ------
FROM ${PYTHON_IMAGE} AS build

ENV PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PIP_NO_CACHE_DIR=1 \
    PYTHONDONTWRITEBYTECODE=1

WORKDIR /src
RUN python -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH

COPY pyproject.toml README.md ./
COPY solver ./solver
COPY service ./service
RUN pip install --no-cache-dir . \
    && FIFTEEN_TABLES=/opt/tables python -m solver build

# --- runtime: the venv and the tables, a non-root user, gunicorn -------------
FROM ${PYTHON_IMAGE}

LABEL org.opencontainers.image.title="fifteen" \
      org.opencontainers.image.description="A move engine for four numeric games over REST/JSON: numeric tic-tac-toe (Graham's, Nygaard's and any variant), Number Scrabble, Math Scrabble and Sum 15" \
      org.opencontainers.image.licenses="MIT" \
      org.opencontainers.image.version="3.0.0"

ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    FIFTEEN_TABLES=/opt/tables \
    FIFTEEN_VARIANTS_DIR=/var/lib/fifteen/variants \
    FIFTEEN_BIND=0.0.0.0:8000 \
    FIFTEEN_WORKERS=2 \
    PROMETHEUS_MULTIPROC_DIR=/tmp/fifteen-metrics

RUN groupadd --system --gid 10001 fifteen \
    && useradd --system --uid 10001 --gid 10001 --no-log-init --no-create-home \
       --shell /usr/sbin/nologin fifteen \
    && install -d -o 10001 -g 10001 /var/lib/fifteen/variants

COPY --from=build /opt/venv /opt/venv
COPY --from=build /opt/tables /opt/tables
WORKDIR /app
COPY gunicorn.conf.py ./

USER 10001:10001
EXPOSE 8000

HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
    CMD ["python", "-c", "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz', timeout=2)"]

CMD ["gunicorn", "--config", "gunicorn.conf.py", "service.wsgi:app"]
