"""The `seqanon` command line.

Exit codes: 0 success; 1 no release (infeasible or no solution in time);
2 bad input (one line naming the file or flag, field and value); 3 privacy
violation; 4 a solver that does not support the problem; 5 an internal error
(a bug: please report it with the --debug traceback); 130 interrupted (SIGINT),
143 terminated (SIGTERM), nothing half-written. ``--debug`` (before or after
the command) shows tracebacks.
"""

from __future__ import annotations

import os
import signal
import sys
from collections.abc import Sequence
from typing import NoReturn

from ..errors import SeqanonError, SpecError
from ..spec.load import with_line
from .parser import build_parser

INTERNAL_ERROR = 5


class Terminated(BaseException):
    """SIGTERM, raised in the main thread so that every ``finally`` and staging clean-up runs."""


def _raise_terminated(signum, frame) -> NoReturn:
    # once: a second SIGTERM (e.g. `pkill` reaching the process again) must not interrupt the clean-up
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    raise Terminated()


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # usage errors (one line, exit 2), --help and --version (exit 0)
        return exc.code if isinstance(exc.code, int) else 2
    args.command_line = ["seqanon", *argv]  # what report.json records (main's argv, not the process's)
    previous = signal.signal(signal.SIGTERM, _raise_terminated) if _in_main_thread() else None
    try:
        return args.func(args)
    except SeqanonError as exc:
        if args.debug:
            raise
        if isinstance(exc, SpecError):  # found after the spec was read: name its line too
            exc = with_line(exc)
        print(f"seqanon: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        if args.debug:
            raise
        print("seqanon: interrupted (SIGINT); nothing half-written", file=sys.stderr)
        return 130
    except Terminated:
        if args.debug:
            raise
        print("seqanon: terminated (SIGTERM); nothing half-written", file=sys.stderr)
        return 143
    except BrokenPipeError:  # output piped into e.g. `head`: stop quietly
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115  (stdout for the rest of the process)
        return 0
    except RecursionError:
        if args.debug:
            raise
        print("seqanon: error: input nested too deeply to read", file=sys.stderr)
        return 2
    except Exception as exc:  # a bug: one line, never a traceback without --debug, never exit 1
        if args.debug:
            raise
        text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
        print(
            f"seqanon: internal error: {type(exc).__name__}{': ' + text if text else ''} "
            "(a bug; run with --debug for the traceback and please report it)",
            file=sys.stderr,
        )
        return INTERNAL_ERROR
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _in_main_thread() -> bool:
    import threading

    return threading.current_thread() is threading.main_thread()


__all__ = ["INTERNAL_ERROR", "main"]
