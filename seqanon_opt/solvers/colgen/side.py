"""The bound on the side: a forked second worker raises the bound while the solver releases.

On two cores the bound and the release need not take turns. :class:`BoundWorker` runs in a forked process
(spawn would re-run an unguarded ``__main__``; where processes cannot fork there is no second worker) and
sends what it finds down a pipe:

* with ``ascent_work`` (the chunked path of large tables, where the ascent is the loop; ``duals`` the cover
  duals): the dual ascent (:mod:`.ascent`) within ``ascent_work``, sent as soon as it ends (the polish reads
  the pairs within reach at its duals), then the climb of the compact Lagrangian (:mod:`.lagrangian`) from
  them with the rest of ``work``;
* without (the whole table's loop has run and its LP has not converged): the climb alone from ``duals``.

Its results depend on the work alone (every spend is counted, :mod:`.generation`, times ``SIDE_SLOWDOWN``), so a
solve stays deterministic; the wall clock is only its safety net. A worker that dies (killed, out of memory) gives
None, and the solver keeps the bound it has.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection

import numpy as np

from ..cpsat.run import Budget
from .ascent import dual_ascent
from .generation import ASCENT_MIN_GAIN, ASCENT_PASSES, charge_pricing
from .instance import GroupingInstance
from .lagrangian import Climb, counted_classes, subgradient_ascent
from .pricing import Pricer

POLL_SECONDS = 1.0  # how often the solver checks that a worker it waits for is still alive
# the worker's charges are its counted work times this: beside the releasing worker (both stream memory on two cores)
# its pricing passes take longer than alone. All of Adult at k = 25, 600 s: the ascent 190.4 s of wall time for 153.8
# charged, the climb's core evaluations 157.9 for 128.4, its complete evaluations 230.3 for 232.2; the worker ended
# 165 s after the solver's own work before its charges were corrected (core.SORT_EVALUATIONS)
SIDE_SLOWDOWN = 1.2


@dataclass(frozen=True)
class Ascent:
    """The dual ascent's proven bound, its duals and the work its worker had spent when it ended."""

    bound: float
    duals: np.ndarray
    work: float


def can_fork() -> bool:
    """Whether this platform starts processes by fork (the only start method the worker uses)."""
    return "fork" in multiprocessing.get_all_start_methods()


class BoundWorker:
    """The second worker (module docstring): ``ascent()`` and ``climb()`` wait for its two results."""

    def __init__(
        self,
        inst: GroupingInstance,
        duals: np.ndarray,
        upper: float,
        work: float,
        deadline: float,
        ascent_work: float | None = None,
        clock: float = 0.0,
    ) -> None:
        """``clock``: the solve's work spent when the worker starts, so a result arrives at ``clock`` plus the
        work the worker spent on it (:meth:`arrives_at`)."""
        context = multiprocessing.get_context("fork")
        self._receiver, sender = context.Pipe(duplex=False)
        args = (sender, inst, duals, upper, work, ascent_work, deadline - time.perf_counter())
        self._process = context.Process(target=_bound_side, args=args, daemon=True)
        self._process.start()
        sender.close()  # the child holds its end: a dead child reads as end of file
        self.ascends = ascent_work is not None
        self.clock = clock
        self.died = False
        self._ascent: Ascent | None = None
        self._climb: Climb | None = None
        self._received = 0

    def ascent(self) -> Ascent | None:
        """The ascent's result (None when the worker climbs alone, or died)."""
        if self.ascends and self._received == 0:
            self._ascent = self._next()
        return self._ascent

    def arrives_at(self, ascent: Ascent) -> float:
        """The solve's work clock when ``ascent`` ended: a solver that waited for it has spent at least this."""
        return self.clock + ascent.work

    def climb(self) -> Climb | None:
        """The climb's result (None when the worker died); ends the worker."""
        self.ascent()
        if self._received < (2 if self.ascends else 1) and not self.died:
            self._climb = self._next()
        self.close()
        return self._climb

    def close(self) -> None:
        """End the worker (killed when its climb was not read: the solve stopped early) and its pipe."""
        if self._process.is_alive() and self._climb is None:
            self._process.kill()
        self._process.join()
        self._receiver.close()

    def _next(self):
        """The worker's next message, waiting as long as it lives (its own work and wall limits end it)."""
        if self.died:
            return None
        while not self._receiver.poll(POLL_SECONDS):
            if not self._process.is_alive() and not self._receiver.poll(0):
                self.died = True
                return None
        try:
            message = self._receiver.recv()
        except (EOFError, OSError):
            self.died = True
            return None
        self._received += 1
        return message


def _bound_side(
    sender: Connection,
    inst: GroupingInstance,
    duals: np.ndarray,
    upper: float,
    work: float,
    ascent_work: float | None,
    wall: float,
) -> None:
    """The worker's body: (the ascent, sent), the counted classes, the climb (sent), within ``work`` work
    seconds (the ascent within ``ascent_work`` of them) and ``wall`` seconds of wall clock."""
    deadline = time.perf_counter() + wall
    pricer = Pricer(inst)
    budget = Budget(work, wall)
    sending = None
    if ascent_work is not None:

        def ascending(evaluations: int) -> bool:
            charge_pricing(budget, SIDE_SLOWDOWN * evaluations)
            return budget.spent < ascent_work and time.perf_counter() < deadline

        duals, bound = dual_ascent(inst, pricer, duals, ASCENT_PASSES, ASCENT_MIN_GAIN, ascending)
        # a pipe holds 64 KiB: sent from here, the duals of a large table would stop the climb until the
        # solver reads them (after its chunks: 350 s on all of Adult at k = 100)
        sending = threading.Thread(target=sender.send, args=(Ascent(bound, duals.copy(), budget.spent),), daemon=True)
        sending.start()
    counted, evaluations = counted_classes(inst, pricer)
    charge_pricing(budget, SIDE_SLOWDOWN * evaluations)

    def climbing(evaluations: int) -> bool:
        charge_pricing(budget, SIDE_SLOWDOWN * evaluations)
        return not budget.exhausted and time.perf_counter() < deadline

    climbed = subgradient_ascent(inst, pricer, counted, duals, upper, climbing)
    if sending is not None:
        sending.join()  # the ascent first
    sender.send(climbed)
    sender.close()
