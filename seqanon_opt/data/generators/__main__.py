"""``python -m seqanon_opt.data.generators song|temporal <csv>``: see :mod:`.committed`."""

from .committed import main

raise SystemExit(main())
