"""The runs of the cell-model optimality study (:mod:`.cell_bound`): its problems, its methods, one measured run.

Problems. ARX's Adult (:func:`~..adult.adult_problem`, 30,162 rows, 8 QIs, ARX's hierarchies, LM) switched to
the cell model (``Problem.model = "cell"``: every cell may publish any ancestor of its value, the spec's
``generalization: cell``) under plain k-anonymity without suppression, and its slices of the first n rows
(:func:`adult_slice`: rows 0..n-1 of the cleaned table in file order, every per-row array cut to them, the
taxonomies whole so that LM prices every node as on the full table).

Methods (:data:`METHODS`), each returning a :class:`~...solution.Solution` whose ``objective`` is the LM
table total ``sum over rows i and QIs a of (leaves(node) - 1) / (leaves(root of a) - 1)``:

* ``personalized-clustering`` (Song et al. 2015) with the personalized limits off: the problem carries only
  the k-anonymity requirement, so there is no per-record limit (``record_limits`` is None), the group size of
  the adaptive clustering is the requirement's k (``group_size``), and SA_Generalization never runs (no
  sensitive attribute): the method is the sorted adaptive clustering published as per-group LCAs;
* ``mondrian`` (LeFevre et al. 2006, strict multidimensional partitioning on the taxonomies);
* ``two-stage-s2``: Shmueli-Tassa et al.'s Algorithm 3 on ONE release (:func:`two_stage_single`). The paper
  runs stage 2 after stage 1 for every release, the first one included (steps 23-36 start from the cut
  stage 1 returns), so this does the same: stage 1 (cut specialization from the fully generalized table by the
  information-gain / privacy-loss ratio) then stage 2 (randomised bucketed cell specialization, then the
  singleton rounds per move class), both of the ``two-stage`` solver's own code
  (:mod:`~...solvers.heuristics.two_stage`, :mod:`~...solvers.heuristics.two_stage_cells`), with the join
  check replaced by k-anonymity (:class:`KAnonymityCheck`: there is no previous release to join with);
* ``colgen-cell``: the column-generation solver (objective, proven ``bound``), when it is registered.

Every release is verified (``verify_release(problem, publish(problem, solution))``); a release that fails is
an error (:class:`ReleaseRejected`).
"""

from __future__ import annotations

import dataclasses
import math
import resource
import time
import tracemalloc
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

import numpy as np

from ...problem import Problem
from ...solution import Solution, Status
from ...solvers.heuristics.two_stage_join import Evaluation, JoinEvaluator

COLGEN = "colgen-cell"
TWO_STAGE = "two-stage-s2"
HEURISTICS = ("personalized-clustering", "mondrian", TWO_STAGE)
METHODS = (*HEURISTICS, COLGEN)
FULL = 0  # the size that stands for the whole table

ProblemSource = Callable[[int, int], Problem]  # (size, k) -> problem; size FULL: the whole table


class ReleaseRejected(AssertionError):
    """A method's release failed verification."""


# ----------------------------------------------------------------- problems
def adult_slice(problem: Problem, n: int) -> Problem:
    """The first ``n`` rows of a single-table problem (all of it when ``n`` is 0 or at least its rows).

    Cuts ``table`` (re-indexed 0..n-1), every ``codes`` array and ``weight``; taxonomies, requirements and
    everything else are kept (a requirement's suppression budget is an absolute count: set it again for the
    slice when it is not 0). Sequential and temporal problems carry other per-row inputs: ValueError.
    """
    if problem.kind != "single":
        raise ValueError(f"adult_slice: only single-table problems are sliced, not {problem.kind!r}")
    if n <= 0 or n >= problem.n_rows:
        return problem
    return table_rows(problem, np.arange(n), f"{problem.name}-first-{n}")


def table_rows(problem: Problem, rows: np.ndarray, name: str) -> Problem:
    """The single-table ``problem`` cut to ``rows`` (in that order, re-indexed 0..len-1), named ``name``: the
    table, every ``codes`` array and ``weight``; taxonomies, requirements and everything else kept (as
    :func:`adult_slice`). Sequential and temporal problems carry other per-row inputs: ValueError."""
    if problem.kind != "single":
        raise ValueError(f"table_rows: only single-table problems are cut, not {problem.kind!r}")
    codes = {}
    for a, column in problem.codes.items():
        cut = np.array(column)[rows]
        cut.setflags(write=False)
        codes[a] = cut
    return dataclasses.replace(
        problem,
        name=name,
        table=problem.table.iloc[rows].reset_index(drop=True),
        codes=MappingProxyType(codes),
        weight=None if problem.weight is None else problem.weight[rows].copy(),
        rows_read=len(rows),
        rows_dropped_missing=0,
    )


def cell_k_anonymity(problem: Problem, k: int) -> Problem:
    """``problem`` in the cell model under k-anonymity on its QIs alone, nothing suppressed."""
    from ...requirements import KAnonymity

    return dataclasses.replace(problem, model="cell", requirements=(KAnonymity(k, problem.quasi_identifiers, 0),))


def adult_cell_problem(size: int, k: int) -> Problem:
    """ARX's Adult, its first ``size`` rows (FULL: all), cell model, k-anonymity (the study's problem)."""
    from ..adult import adult_problem

    return cell_k_anonymity(adult_slice(adult_problem(k, 0.0), size), k)


# ----------------------------------------------------------------- two-stage on one release
class KAnonymityCheck(JoinEvaluator):
    """Algorithm 3's privacy check (steps 10 and 28) for one release under k-anonymity: a trial release (its
    groups' packed keys and counts) passes when every non-empty group has at least k records.

    Stage 1's privacy level (the ``mean_level`` its ratio rho = (IL_B - IL_A) / (max(PL_B - PL_A, 0) + 1)
    reads) is the mean over records of |group| / k, ``sum c^2 / (k sum c)``: the anonymity-set analogue of
    the paper's mean of gamma(S(a)) / k. There is no previous release to join with, so none of
    JoinEvaluator's join state is built."""

    def __init__(self, k: int) -> None:  # no super().__init__(): nothing to join
        self.k = k
        self.evaluations = 0

    def evaluate(self, keys: np.ndarray, counts: np.ndarray, *, levels: bool = False) -> Evaluation:
        self.evaluations += 1
        c = counts[counts > 0].astype(np.float64)
        low = float(c.min()) if len(c) else math.inf
        mean = float((c * c).sum() / (self.k * c.sum())) if len(c) else 0.0
        return Evaluation(low >= self.k, [low], mean)


def two_stage_single(
    problem: Problem,
    *,
    seed: int = 0,
    time_limit: float = 600.0,
    initial_buckets: int = 4,
    shrink: int = 4,
    max_buckets: int = 64,
) -> Solution:
    """Algorithm 3 (Shmueli-Tassa et al.) on one release of ``problem`` under its k-anonymity requirement:
    stage 1 from the fully generalized table, then stage 2 from its cut (module docstring). The bucket
    sizes are the ``two-stage`` solver's defaults; the time limit covers both stages (stage 2 stopped by it
    publishes the cells moved so far, which keep k-anonymity)."""
    from ...data.taxonomy import ancestor_table
    from ...metrics import table_loss
    from ...metrics.cell_loss import lm_node_loss
    from ...requirements import KAnonymity
    from ...solvers.heuristics.two_stage import _Atoms, _cut_specialization
    from ...solvers.heuristics.two_stage_cells import CellSpecialization, ReleaseState
    from ...solvers.heuristics.two_stage_input import RequirementSpec, TwoStageInput

    start = time.perf_counter()
    (req,) = problem.requirements
    assert isinstance(req, KAnonymity) and req.max_suppressed == 0, "two_stage_single: plain k-anonymity only"
    qis = tuple(problem.quasi_identifiers)
    taxes = {a: problem.taxonomies[a] for a in qis}
    inp = TwoStageInput(
        taxonomies=taxes,
        leaves={a: np.asarray(problem.codes[a], dtype=np.int64) for a in qis},
        fixed={},
        previous=[],
        release_attributes=qis,
        generalized=qis,
        requirements=[RequirementSpec("k-anonymity", req.k, "", qis)],  # not k-linkability: no monotone skip
        sensitive="",
        node_loss={a: lm_node_loss(taxes[a]) for a in qis},
    )
    check = KAnonymityCheck(req.k)
    stats: dict[str, Any] = {"stage1_specializations": 0, "stage2_specializations": 0}
    atoms = _Atoms(inp, check)
    cmap = {a: np.full(taxes[a].n_nodes, taxes[a].root, dtype=np.int64) for a in qis}
    ev = atoms.evaluate(cmap)
    if not ev.ok:  # fewer than k rows: no k-anonymous release without suppression
        return Solution(TWO_STAGE, Status.INFEASIBLE, message=f"{problem.n_rows} rows < k = {req.k}")
    anc = {a: ancestor_table(taxes[a]) for a in qis}
    deadline = start + time_limit
    cmap, ev, stopped = _cut_specialization(atoms, cmap, ev, anc, deadline, stats)
    stats["stage1_loss"] = atoms.loss(cmap)
    stats["stage1_s"] = time.perf_counter() - start
    state = ReleaseState(inp, {a: cmap[a][inp.leaves[a]].astype(np.int64) for a in qis})
    if not stopped:
        cells = CellSpecialization(inp, state, check, anc, np.random.default_rng(seed), deadline, stats)
        stats["buckets_tried"], stopped = cells.bucket_rounds(initial_buckets, shrink, max_buckets)
        if not stopped:
            stopped = cells.singleton_rounds()
    stats.update(stopped=stopped, evaluations=check.evaluations, groups=len(state.counts))
    generalized = {a: state.nodes[a] for a in qis}
    suppressed = np.zeros(problem.n_rows, dtype=bool)
    return Solution(
        TWO_STAGE,
        Status.FEASIBLE,
        objective=table_loss(problem, generalized, suppressed, "LM"),
        runtime_s=time.perf_counter() - start,
        generalized=generalized,
        suppressed=suppressed,
        statistics=stats,
        message="time limit reached" if stopped else "",
    )


# ----------------------------------------------------------------- one measured run
def colgen_registered() -> bool:
    """Whether the solver registry knows ``colgen-cell``."""
    from ...solvers.registry import solver_names

    return COLGEN in solver_names()


def solve(problem: Problem, method: str, time_limit: float, workers: int, seed: int = 0) -> Solution:
    """``method`` (one of :data:`METHODS`) on ``problem`` with ``seed``."""
    from ...solvers.registry import get_solver

    if method == TWO_STAGE:
        return two_stage_single(problem, seed=seed, time_limit=time_limit)
    return get_solver(method, time_limit=time_limit, seed=seed, workers=workers).solve(problem)


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run_one(
    source: ProblemSource,
    size: int,
    k: int,
    method: str,
    time_limit: float,
    workers: int = 1,
    trace_memory: bool = False,
    seed: int = 0,
) -> dict[str, Any]:
    """Build the problem, solve it with ``method`` and ``seed``, verify the release; the run's figures.

    ``peak_mb``: with ``trace_memory``, tracemalloc's peak of the allocations made while solving (Python and
    NumPy; not a C++ solver's own memory); else the process's peak resident set (``ru_maxrss``), meant for a
    fresh process per run (:func:`.runner.measure_in_fresh_process`) whose peak covers the interpreter, the
    problem and the solve. Raises :class:`ReleaseRejected` when the release fails verification.
    """
    from ...release import publish
    from ...verify import verify_release

    problem = source(size, k)
    if trace_memory:
        tracemalloc.start()
    start = time.perf_counter()
    try:
        solution = solve(problem, method, time_limit, workers, seed=seed)
    finally:
        seconds = time.perf_counter() - start
        peak = tracemalloc.get_traced_memory()[1] / 2**20 if trace_memory else _peak_rss_mb()
        if trace_memory:
            tracemalloc.stop()
    verified = None
    if solution.status.has_solution:
        verification = verify_release(problem, publish(problem, solution))
        if not verification.ok:
            raise ReleaseRejected(
                f"{method} on {problem.name} (k={k}): release rejected: {'; '.join(verification.failures()[:3])}"
            )
        verified = True
    return _figures(problem, solution, method, size, k, seconds, peak, verified)


def _figures(
    problem: Problem,
    solution: Solution,
    method: str,
    size: int,
    k: int,
    seconds: float,
    peak: float,
    verified: bool | None,
) -> dict[str, Any]:
    cells = problem.n_records * len(problem.quasi_identifiers)
    lm = None if solution.objective is None or not solution.status.has_solution else float(solution.objective)
    stats: Mapping[str, Any] = solution.statistics or {}
    lp = stats.get("lp_bound")
    return {
        "size": size,
        "rows": problem.n_records,
        "qis": len(problem.quasi_identifiers),
        "k": k,
        "method": method,
        "status": solution.status.value,
        "lm": lm,
        "lm_per_cell": None if lm is None or not cells else lm / cells,
        "bound": None if solution.bound is None else float(solution.bound),
        "lp_bound": None if lp is None else float(lp),
        "seconds": seconds,
        "peak_mb": peak,
        "verified": verified,
        "note": solution.message[:120].replace("\n", " "),
    }
