"""The second worker of ``colgen-cell`` (``solvers/colgen/side.py``) on random tables of 40-400 rows.

* with an ascent's work it sends the dual ascent's result from the duals it is given (the cover duals), the
  same as the ascent run here with the same work,
  then a climb whose bound is a complete evaluation of the compact Lagrangian (so never above the LP value
  the column-generation loop reaches) and depends on the work alone;
* from given duals it climbs alone (no ascent);
* in the solver (the chunked path) the reported bound is at least the worker's ascent and climb bounds, and
  the solve's work when it reads the ascent is at least the ascent's work clock (waiting is work);
* the climb does not wait for the solver to read the ascent (a pipe holds 64 KiB; a large table's
  duals do not fit);
* a worker that dies reads as None, and the solver then reports the bound it has, with ``climb_worker_died``.
"""

from __future__ import annotations

import dataclasses
import math
import os
import threading
import time

import numpy as np
import pytest

from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.solvers.colgen import side
from seqanon_opt.solvers.colgen import solver as colgen_solver
from seqanon_opt.solvers.colgen.ascent import dual_ascent
from seqanon_opt.solvers.colgen.generation import ASCENT_MIN_GAIN, ASCENT_PASSES, charge_pricing, generate
from seqanon_opt.solvers.colgen.instance import grouping_instance
from seqanon_opt.solvers.colgen.lagrangian import compact_lagrangian, counted_classes
from seqanon_opt.solvers.colgen.pricing import Pricer
from seqanon_opt.solvers.cpsat.run import Budget

pytestmark = pytest.mark.skipif(not side.can_fork(), reason="the second worker needs fork")
SEEDS = range(4)
WORK, ASCENT_WORK = 0.5, 0.05  # work seconds: a few ascent passes and climb iterations on these tables


def _problem(seed: int):
    return dataclasses.replace(random_problem(seed, "LM"), model="cell")


def _instance(seed: int):
    problem = _problem(seed)
    inst = grouping_instance(problem, problem.requirements[0])
    return inst, Pricer(inst)


def _worker(inst, duals, ascent_work=None):
    return side.BoundWorker(inst, duals, 1e9, WORK, time.perf_counter() + 120, ascent_work)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_worker_sends_the_ascent_then_a_climb_that_stays_below_the_lp(seed):
    inst, pricer = _instance(seed)
    cover, _ = pricer.cover_duals()
    worker = _worker(inst, cover, ASCENT_WORK)
    ascent, climb = worker.ascent(), worker.climb()
    assert ascent is not None and climb is not None and not worker.died

    budget = Budget(WORK, 120)

    def ascending(evaluations: int) -> bool:
        charge_pricing(budget, side.SIDE_SLOWDOWN * evaluations)  # the worker's charges, slowed by sharing
        return budget.spent < ASCENT_WORK

    duals, bound = dual_ascent(inst, pricer, cover, ASCENT_PASSES, ASCENT_MIN_GAIN, ascending)
    assert ascent.bound == bound and np.array_equal(ascent.duals, duals)
    assert ascent.work == budget.spent > 0  # the worker's work clock when the ascent ended
    assert worker.arrives_at(ascent) == ascent.work  # a worker started at the solve's work 0

    counted, _ = counted_classes(inst, pricer)
    assert climb.bound == compact_lagrangian(inst, pricer, counted, climb.duals).value  # a complete point
    lp = generate(inst, pricer, [], Budget.for_time_limit(30.0), seed)
    if lp.converged:
        assert climb.bound <= lp.bound + 1e-6 * max(1.0, abs(lp.bound))
    again = _worker(inst, cover, ASCENT_WORK).climb()  # the work alone decides
    assert again is not None and (again.bound, again.iterations) == (climb.bound, climb.iterations)
    assert np.array_equal(again.duals, climb.duals)


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_given_duals_the_worker_climbs_alone(seed):
    inst, pricer = _instance(seed)
    cover, _ = pricer.cover_duals()
    worker = _worker(inst, cover)
    assert worker.ascent() is None
    climb = worker.climb()
    assert climb is not None and climb.iterations >= 1 and not worker.died


@pytest.mark.parametrize("seed", SEEDS[:2])
def test_the_solver_reports_at_least_the_workers_bounds(seed, monkeypatch):
    monkeypatch.setattr(colgen_solver, "CHUNK_TUPLES", 0)  # the chunked path: the ascent on the worker
    solution = get_solver("colgen-cell", time_limit=5, workers=2, options={"close_small": False}).solve(_problem(seed))
    stats = solution.statistics
    assert stats["chunks"] and not stats["climb_worker_died"]
    assert stats["ascent_bound"] is not None and stats["climb_bound"] is not None
    assert solution.bound >= max(stats["ascent_bound"], stats["climb_bound"]) - 1e-9
    assert solution.objective >= solution.bound - 1e-9


def test_the_solver_charges_its_wait_for_the_ascent(monkeypatch):
    """The first worker reads the ascent no earlier than the ascent's work clock (the solve's work when the
    worker started plus the ascent's work), so the wait counts as work and the wall time stays the limit's."""
    monkeypatch.setattr(colgen_solver, "CHUNK_TUPLES", 0)
    monkeypatch.setattr(colgen_solver, "chunked_release", lambda *args, **kwargs: None)  # no work: it waits
    workers, read_at = [], []

    class Recording(side.BoundWorker):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            workers.append(self)

    def closable(inst, pricer, budget):
        read_at.append(budget.spent)  # right after the ascent is read
        return None

    monkeypatch.setattr(colgen_solver, "BoundWorker", Recording)
    monkeypatch.setattr(colgen_solver, "closable", closable)
    get_solver("colgen-cell", time_limit=5, workers=2).solve(_problem(0))
    (worker,) = workers
    ascent = worker.ascent()  # kept from the solve
    assert ascent is not None and worker.clock > 0
    assert read_at[0] >= worker.arrives_at(ascent) - 1e-9


def _die(*args, **kwargs):
    os._exit(3)


def test_a_dead_worker_reads_as_none(monkeypatch):
    inst, _ = _instance(0)
    monkeypatch.setattr(side, "_bound_side", _die)
    worker = _worker(inst, np.zeros(inst.table.n_tuples), ASCENT_WORK)
    assert worker.ascent() is None and worker.climb() is None and worker.died


def test_the_solver_keeps_its_bound_when_the_worker_dies(monkeypatch):
    """The chunked path forced on a small table: the worker dies before its ascent, so the bound is the
    cover duals', reported, and the release is still verified-shaped (a release at or above the bound)."""
    monkeypatch.setattr(colgen_solver, "CHUNK_TUPLES", 0)
    monkeypatch.setattr(side, "_bound_side", _die)
    solution = get_solver("colgen-cell", time_limit=5, workers=2, options={"close_small": False}).solve(_problem(1))
    stats = solution.statistics
    assert stats["chunks"] and stats["climb_worker_died"] and stats["ascent_bound"] is None
    assert stats["climb_bound"] is None
    assert solution.bound is not None and math.isfinite(solution.bound)
    assert solution.objective >= solution.bound - 1e-9


class _FullPipe:
    """A sender whose first message (the ascent) waits until the climb has been computed, as a pipe does
    when the duals exceed its buffer and the solver is still releasing; it records what was sent."""

    def __init__(self, climbed):
        self.climbed, self.sent, self.climbed_first = climbed, [], None

    def send(self, message):
        if not self.sent and self.climbed_first is None:
            self.climbed_first = self.climbed.wait(timeout=20)
        self.sent.append(message)

    def close(self):
        pass


def test_the_climb_does_not_wait_for_the_solver_to_read_the_ascent(monkeypatch):
    inst, pricer = _instance(0)
    cover, _ = pricer.cover_duals()
    climbed = threading.Event()
    climb = side.subgradient_ascent

    def climbing(*args):
        result = climb(*args)
        climbed.set()
        return result

    monkeypatch.setattr(side, "subgradient_ascent", climbing)
    pipe = _FullPipe(climbed)
    side._bound_side(pipe, inst, cover, 1e9, WORK, ASCENT_WORK, 120.0)
    assert pipe.climbed_first  # the climb ran while the ascent's message was still being sent
    assert [type(m) for m in pipe.sent] == [side.Ascent, side.Climb]  # the ascent first
