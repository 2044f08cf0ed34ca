"""Exceptions with a fixed meaning for the command line.

Each error class carries the exit code the CLI uses for it, so the mapping
from failure to exit status lives in one place.
"""

from __future__ import annotations

from typing import Any


class SeqanonError(Exception):
    """Base class of every error the CLI reports as one line."""

    exit_code = 1


class SpecError(SeqanonError):
    """The user's input is wrong: a spec field, a data file, a taxonomy.

    The message names the file, the field (as a dotted path) and the
    offending value, and the line where it is known.
    """

    exit_code = 2

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        field: str | None = None,
        value: object = None,
        line: int | None = None,
    ) -> None:
        self.file = file
        self.field = field
        self.value = value
        self.line = line
        self.detail = message
        super().__init__(self._format())

    def _format(self) -> str:
        """``file:line: field 'f': message (value: v)``; without a file, a flag names itself
        (``--release: ...``), a spec field is named as a field, and nothing is named ``<spec>``."""
        parts = []
        if self.file:
            parts.append(self.file + (f":{self.line}" if self.line is not None else ""))
        if self.field and not self.file and self.field.startswith("-"):
            parts.append(self.field)
        elif self.field:
            parts.append(f"field '{self.field}'")
        text = ": ".join([*parts, self.detail])
        if self.value is not None:
            shown = repr(self.value)
            if len(shown) > 80:
                shown = shown[:77] + "..."
            text += f" (value: {shown})"
        # one line, whatever a file or key holds: control characters are shown escaped
        return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


class PrivacyViolation(SeqanonError):
    """A release does not satisfy a requirement; nothing is written."""

    exit_code = 3
    result: Any = None
    """The judged run (:class:`seqanon_opt.pipeline.RunResult`) when a run raised it after judging."""


class UnsupportedProblem(SeqanonError):
    """A solver was asked for a problem outside its declared capabilities."""

    exit_code = 4
