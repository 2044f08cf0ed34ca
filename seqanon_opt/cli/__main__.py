"""``python -m seqanon_opt.cli``: the `seqanon` command."""

import sys

from . import main

sys.exit(main())
