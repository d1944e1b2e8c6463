"""The OpenAPI document, rendered from the code.

``python -m service.openapi [path]`` writes it to ``openapi.yaml`` at the
repository root, where it is committed; a test fails when that file is stale.
"""

from __future__ import annotations

import sys
from pathlib import Path

from service.api.docs import spec_dict, to_yaml

DEFAULT_PATH = Path(__file__).resolve().parent.parent / "openapi.yaml"


def render() -> str:
    """The OpenAPI document as YAML, exactly as the app serves it."""
    from service import create_app

    return to_yaml(spec_dict(create_app({"TESTING": True})))


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_PATH
    path.write_text(render())
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
