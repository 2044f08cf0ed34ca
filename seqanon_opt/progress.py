"""Progress of a run, shown while it works: phases, the solver's incumbent and bound, messages.

A run goes through the phases of the data flow (``load``: spec, data and
problem; ``solve``: grouping and search, with the incumbent and the bound as
the solver finds them; ``verify``; ``write``). The pipeline announces the
phases, solvers report incumbents and bounds through :func:`report_incumbent`
(every CP-SAT call does, from :func:`seqanon_opt.solvers.cpsat.run.run_cpsat`),
and log records of the package (the heuristics' rounds) become messages. Where
they go is the :class:`Progress` in force (:func:`reporting`):

* :class:`Progress`: nowhere (the default: the API and the tests);
* :class:`PlainProgress`: one timestamped line per event on a stream, for logs
  and CI (``--progress plain``, or ``--verbose`` when stderr is no terminal);
* :class:`RichProgress`: a live display on a terminal (``--progress rich``, the
  default on a terminal), one line per phase with its time, the solve line
  showing incumbent, bound and gap.

Progress never changes a result: a solver's reports are read-only, the CP-SAT
callbacks only copy numbers out, and nothing is shown when no display is in force.
"""

from __future__ import annotations

import contextvars
import logging
import math
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from rich.progress import TaskID


def gap(objective: float | None, bound: float | None) -> float | None:
    """The relative gap ``(objective - bound) / |objective|`` (0 when both are 0); None when one is unknown."""
    if objective is None or bound is None or not (math.isfinite(objective) and math.isfinite(bound)):
        return None
    if objective == 0:
        return 0.0 if bound >= 0 else None
    return max(objective - bound, 0.0) / abs(objective)


def describe_incumbent(objective: float | None, bound: float | None) -> str:
    """``incumbent 4.21, bound 3.9, gap 7.3%`` (the parts that are known)."""
    parts = []
    if objective is not None:
        parts.append(f"incumbent {objective:.6g}")
    if bound is not None and math.isfinite(bound):
        parts.append(f"bound {bound:.6g}")
    g = gap(objective, bound)
    if g is not None:
        parts.append(f"gap {100 * g:.3g}%")
    return ", ".join(parts)


class Progress:
    """Where progress goes: this base shows nothing. Calling it with a text is :meth:`note`."""

    best_objective: float | None = None
    best_bound: float | None = None

    def _merge(self, objective: float | None, bound: float | None) -> str:
        """Keep the best objective (lowest) and bound (highest) reported in this phase: a solver may
        report a relaxation's bound without an objective, or a later call's weaker bound."""
        if objective is not None and (self.best_objective is None or objective < self.best_objective):
            self.best_objective = objective
        if bound is not None and math.isfinite(bound) and (self.best_bound is None or bound > self.best_bound):
            self.best_bound = bound
        return describe_incumbent(self.best_objective, self.best_bound)

    def _reset(self) -> None:
        self.best_objective = self.best_bound = None

    def phase(self, name: str, detail: str = "") -> None:
        """A new phase starts (the previous one ends)."""

    def incumbent(self, objective: float | None, bound: float | None = None) -> None:
        """The solver's best objective so far and its proven lower bound (minimisation)."""

    def note(self, text: str) -> None:
        """A free message (a solver's round, a warning)."""

    def close(self) -> None:
        """The run is over (the last phase ends)."""

    def __call__(self, text: str) -> None:
        self.note(text)

    @property
    def active(self) -> bool:
        return False


class PlainProgress(Progress):
    """One line per event, ``HH:MM:SS  +elapsed  phase  text``; incumbent lines at most every
    ``every`` seconds (the last one is shown when its phase ends)."""

    def __init__(
        self, stream: TextIO | None = None, every: float = 1.0, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.every = every
        self.clock = clock
        self.start = clock()
        self.current = ""
        self.phase_start = self.start
        self.pending: str | None = None
        self.last_shown = -math.inf

    @property
    def active(self) -> bool:
        return True

    def _line(self, text: str) -> None:
        now = self.clock()
        stamp = time.strftime("%H:%M:%S")
        print(f"{stamp}  +{now - self.start:7.2f}s  {self.current or '-':7s} {text}", file=self.stream, flush=True)

    def _end_phase(self) -> None:
        if self.pending is not None:
            self._line(self.pending)
            self.pending = None
        if self.current:
            self._line(f"done in {self.clock() - self.phase_start:.2f} s")

    def phase(self, name: str, detail: str = "") -> None:
        self._end_phase()
        self._reset()
        self.current, self.phase_start = name, self.clock()
        self.last_shown = -math.inf
        self._line(detail or "...")

    def incumbent(self, objective: float | None, bound: float | None = None) -> None:
        text = self._merge(objective, bound)
        if not text:
            return
        if self.clock() - self.last_shown >= self.every:
            self._line(text)
            self.last_shown, self.pending = self.clock(), None
        else:
            self.pending = text

    def note(self, text: str) -> None:
        self._line(text)

    def close(self) -> None:
        self._end_phase()
        self.current = ""


class RichProgress(Progress):
    """A live display on a terminal (rich): one row per phase with a spinner while it runs and its time
    when done; the solve row shows the incumbent, bound and gap; messages print above the rows."""

    def __init__(self, stream: TextIO | None = None) -> None:
        from rich.console import Console
        from rich.progress import Progress as Bars
        from rich.progress import SpinnerColumn, TextColumn, TimeElapsedColumn

        self.console = Console(file=stream if stream is not None else sys.stderr)
        self.bars = Bars(
            SpinnerColumn(finished_text="[green]✓"),
            TextColumn("{task.description}"),
            TimeElapsedColumn(),
            console=self.console,
            transient=False,
        )
        self.bars.start()
        self.task: TaskID | None = None
        self.label = ""

    @property
    def active(self) -> bool:
        return True

    def _finish(self) -> None:
        if self.task is not None:
            self.bars.update(self.task, total=1, completed=1)
            self.bars.stop_task(self.task)
            self.task = None

    def phase(self, name: str, detail: str = "") -> None:
        self._finish()
        self._reset()
        from rich.markup import escape  # a path or a label may hold brackets: text, not markup

        self.label = f"[bold]{escape(f'{name:7s}')}[/bold] {escape(detail)}".rstrip()
        self.task = self.bars.add_task(self.label, total=None)

    def incumbent(self, objective: float | None, bound: float | None = None) -> None:
        text = self._merge(objective, bound)
        if self.task is not None and text:
            self.bars.update(self.task, description=f"{self.label}  [cyan]{text}[/cyan]")

    def note(self, text: str) -> None:
        self.bars.console.print(f"  {text}", markup=False, highlight=False)

    def close(self) -> None:
        self._finish()
        self.bars.stop()


class PhaseTimes(Progress):
    """Shows nothing; records each phase's wall seconds in ``seconds`` (benchmarks time a run's phases
    through the same code path as ``seqanon run``)."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.clock = clock
        self.seconds: dict[str, float] = {}
        self.current = ""
        self.start = clock()

    @property
    def active(self) -> bool:
        return True

    def _end(self) -> None:
        if self.current:
            now = self.clock()
            self.seconds[self.current] = self.seconds.get(self.current, 0.0) + now - self.start

    def phase(self, name: str, detail: str = "") -> None:
        self._end()
        self.current, self.start = name, self.clock()

    def close(self) -> None:
        self._end()
        self.current = ""


# the default reports nothing and holds no state worth sharing by mistake
_CURRENT: contextvars.ContextVar[Progress] = contextvars.ContextVar("seqanon_progress", default=Progress())  # noqa: B039


def current() -> Progress:
    """The progress display in force (a silent one outside :func:`reporting`)."""
    return _CURRENT.get()


def report_incumbent(objective: float | None, bound: float | None = None) -> None:
    """For solvers: the best objective found so far and the proven bound, in the objective's units."""
    _CURRENT.get().incumbent(objective, bound)


def report_phase(name: str, detail: str = "") -> None:
    _CURRENT.get().phase(name, detail)


class _LogToProgress(logging.Handler):
    """The package's INFO log records (the heuristics' rounds) as progress messages."""

    def __init__(self, progress: Progress) -> None:
        super().__init__(logging.INFO)
        self.progress = progress

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.progress.note(record.getMessage())
        except Exception:  # a display error never stops a run
            self.handleError(record)


@contextmanager
def reporting(progress: Progress | None) -> Iterator[Progress]:
    """Make ``progress`` the display in force for the block (None: keep the one in force), route the
    package's INFO log records to it, and close it at the end, also on an error."""
    if progress is None or not progress.active:
        yield current()
        return
    token = _CURRENT.set(progress)
    package_log = logging.getLogger("seqanon_opt")
    handler = _LogToProgress(progress)
    old_level = package_log.level
    package_log.addHandler(handler)
    if package_log.getEffectiveLevel() > logging.INFO:
        package_log.setLevel(logging.INFO)
    try:
        yield progress
    finally:
        package_log.removeHandler(handler)
        package_log.setLevel(old_level)
        _CURRENT.reset(token)
        progress.close()


def for_terminal(mode: str, *, verbose: bool = False, quiet: bool = False, stream: TextIO | None = None) -> Progress:
    """The display the command line asks for: ``mode`` is ``auto`` (rich on a terminal; plain lines
    when stderr is no terminal and ``verbose``; else none), ``rich``, ``plain`` or ``none``; ``quiet``
    wins over everything."""
    stream = stream if stream is not None else sys.stderr
    if quiet or mode == "none":
        return Progress()
    if mode == "auto":
        mode = "rich" if _is_terminal(stream) else ("plain" if verbose else "none")
    if mode == "rich":
        return RichProgress(stream)
    if mode == "plain":
        return PlainProgress(stream)
    return Progress()


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
