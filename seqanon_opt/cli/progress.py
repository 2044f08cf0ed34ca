"""The progress flags shared by the long-running commands (:mod:`seqanon_opt.progress`)."""

from __future__ import annotations

import argparse

from ..progress import Progress, for_terminal


def add_progress_flags(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--progress",
        choices=["auto", "rich", "plain", "none"],
        default="auto",
        help="how progress is shown on stderr: auto (a live display on a terminal; plain lines "
        "otherwise when --verbose), rich, plain (timestamped lines), none",
    )
    parser.add_argument(
        "--verbose", action="store_true", help="plain progress lines even when stderr is not a terminal (logs, CI)"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")


def display(args: argparse.Namespace) -> Progress:
    """The progress display the flags ask for."""
    return for_terminal(
        getattr(args, "progress", "auto"), verbose=getattr(args, "verbose", False), quiet=getattr(args, "quiet", False)
    )
