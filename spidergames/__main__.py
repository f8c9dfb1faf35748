"""`python -m spidergames` starts the app."""

import sys

from spidergames.cli import main

sys.exit(main())
