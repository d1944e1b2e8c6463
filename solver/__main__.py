"""Run the solver's command line: ``python -m solver --help``."""

import sys

from solver.cli import main

sys.exit(main())
