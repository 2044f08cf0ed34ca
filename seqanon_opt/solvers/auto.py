"""`auto`: the best heuristic for the problem, then the exact solver warm-started from it.

Selection is a policy over declared capabilities (:func:`pick`): auto is built
over the registry's solvers (its candidates, in the registry's order) and runs

* the first heuristic whose capabilities take the problem (the registry lists
  top-down before bottom-up: single cut; personalized-clustering: single cell;
  tds4sa: sequential cut; two-stage: sequential cell; relay: temporal);
* the first exact solver whose capabilities take it, unless the instance is
  beyond exact reach by the size rule.

Each candidate is built once, when auto first runs it, with auto's limits and
the options it declares; auto's capabilities are the union of its candidates'
with one condition: some candidate takes the problem, and the solvers it would
run there read every option it was given.

Size rule (:func:`exact_out_of_reach`), from ``Problem.features()`` plus the
taxonomies: a cell-model problem (one variable per row and candidate node) is
left to the heuristic above ``CELL_MAX_ROWS`` rows; a cut / full-domain problem
when its distinct quasi-identifier tuples (the tuple table the exact cut models
are built on) exceed ``CUT_MAX_DISTINCT`` or its lattice (the product of
``height + 1`` over the quasi-identifiers) exceeds ``CUT_MAX_LATTICE``. Adult
(30,162 rows, 18,109 distinct tuples, 8 QIs, a lattice of 6,480) stays within
exact reach; the enlarged Adult of the scale benchmark (465,872 distinct tuples)
does not. The rule only applies when a heuristic exists: without one the exact
solver always runs.

The thresholds are where the exact solvers stop proving optimality (cut) or
stop improving on the heuristic's release (cell) within 60 s on 2 workers, as
measured by ``python -m seqanon_opt.experiments.auto_reach``
(docs/results/auto-reach.txt: two runs on a shared machine, so times are noisy).
``cpsat-cell`` proved every random 4-QI table of up to 300 rows (k = 3) and none
of 400 or 600; unproven at 400 rows it still ends 4-8% from its bound where the
heuristic's release is 80% above it, so the cell rule stops at 400. ``cpsat-cut`` (k-anonymity, no suppression)
proved every table of
100,000 distinct tuples in about 30 s (1.4 GB) but one in three of 200,000; the
earlier guess of 50,000 took 11-21 s. Of three 1,000-row tables with a lattice of
1.05e6 level vectors one was proven; on one of 9.8e6 the exact solver did not
improve on the heuristic in either run, after some 20 s and 1.8 GB spent listing
the lattice for its full-domain start (the earlier guess was 1e7). The rule ignores the
suppression budget, with which the cut model is much harder (Adult at 5% is not
proven in 60 s: docs/results/exact-adult-5pct-60s.txt).

Time: the heuristic gets ``HEURISTIC_SHARE`` of the limit (at least half of a
limit under 2 s, at least 1 s otherwise) as a cap, the exact solver the rest of
the limit, ``limit - share``, whatever the heuristic used (with the heuristic's
release as hint when it takes hints). The exact solver's limit is thus a
function of the limit alone, and being deterministic (solvers/cpsat/run.py) the
same seed gives the same release. The release with the lower objective is
returned (the exact one on ties); it carries the exact solver's bound, status
OPTIMAL when that bound is met.

Credit: ``statistics["auto"]["produced_by"]`` names the solver whose algorithm
produced the released generalization: the heuristic when its release is
returned, *also* when the exact solver returned the heuristic's hint
unimproved (the exact solver's ``statistics["found_by"] == "hint"``; it may
then have proved it optimal), else the exact solver;
``statistics["auto"]["exact_found_by"]`` keeps the exact solver's own
``found_by`` (e.g. ``full-domain`` for cpsat-cut's full-domain start).
``statistics["auto"]`` also records the plan and the reason.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping, Sequence
from functools import reduce
from typing import Any

import numpy as np

from ..data.grouping import group_rows
from ..problem import Problem
from ..solution import Solution, Status, objectives_match
from .base import (
    DEFAULT_TIME_LIMIT,
    DEFAULT_WORKERS,
    Capabilities,
    Limits,
    SolverBase,
    option_names,
    parse_options,
    unsupported_reason,
)

HEURISTIC_SHARE = 0.2
CELL_MAX_ROWS = 400
CUT_MAX_DISTINCT = 100_000
CUT_MAX_LATTICE = 10**6
MIN_EXACT_TIME = 0.05  # seconds: below this the exact solver is not started after a heuristic release


def union_capabilities(candidates: Sequence[type[SolverBase]], conditions: tuple = ()) -> Capabilities:
    """What at least one candidate covers (a problem inside may still fit none: ``conditions`` say so)."""
    caps = [c.capabilities for c in candidates]

    def union(field: str) -> frozenset[str]:
        return frozenset(reduce(frozenset.union, (getattr(c, field) for c in caps), frozenset()))

    return Capabilities(
        exact=False,
        kinds=union("kinds"),
        models=union("models"),
        requirements=union("requirements"),
        objectives=union("objectives"),
        suppression=any(c.suppression for c in caps),
        hints=False,
        max_requirements=max((c.max_requirements for c in caps), default=0),
        weighted=any(c.weighted for c in caps),
        conditions=conditions,
    )


def pick(candidates: Sequence[type[SolverBase]], problem: Problem, exact: bool) -> type[SolverBase] | None:
    """The first candidate (the registry's order) of the kind asked for whose capabilities take ``problem``."""
    return next(
        (
            c
            for c in candidates
            if c.capabilities.exact == exact and unsupported_reason(c.capabilities, problem) is None
        ),
        None,
    )


def size_features(problem: Problem) -> dict[str, int]:
    """rows, distinct quasi-identifier tuples and lattice size (product of height + 1)."""
    attrs = [a for a in problem.quasi_identifiers if a in problem.codes] or list(problem.codes)
    distinct = problem.n_rows
    if attrs and problem.n_rows:  # counted on packed keys: a 2-D np.unique took 40 s on 10M rows
        _, sizes, _ = group_rows(
            [np.asarray(problem.codes[a], dtype=np.int64) for a in attrs],
            [problem.taxonomies[a].n_nodes for a in attrs],
            values=False,
        )
        distinct = len(sizes)
    lattice = 1
    for a in attrs:
        lattice *= problem.taxonomies[a].height + 1
    return {"rows": int(problem.n_records), "distinct_tuples": distinct, "lattice": int(lattice)}


def exact_out_of_reach(problem: Problem, size: dict[str, int]) -> str | None:
    """Why the instance is beyond exact reach by the documented size rule, or None."""
    if problem.model == "cell":
        if size["rows"] > CELL_MAX_ROWS:
            return f"cell model with {size['rows']} rows (exact up to {CELL_MAX_ROWS})"
        return None
    if size["distinct_tuples"] > CUT_MAX_DISTINCT:
        return f"{size['distinct_tuples']} distinct quasi-identifier tuples (exact up to {CUT_MAX_DISTINCT})"
    if size["lattice"] > CUT_MAX_LATTICE:
        return f"generalization lattice of {size['lattice']} level vectors (exact up to {CUT_MAX_LATTICE})"
    return None


def _options_type(names: Sequence[str]) -> type:
    """A dataclass with fields ``names``: what auto's candidates read together."""
    return dataclasses.make_dataclass("AutoOptions", [(n, object, dataclasses.field(default=None)) for n in names])


def _better(candidate: Solution, incumbent: Solution | None) -> bool:
    """Lower objective wins; ties go to the candidate (the exact solver is tried second)."""
    if not candidate.status.has_solution or candidate.objective is None:
        return False
    if incumbent is None or incumbent.objective is None:
        return True
    return candidate.objective < incumbent.objective or objectives_match(candidate.objective, incumbent.objective)


class AutoSolver(SolverBase):
    """Heuristic first, then the exact solver with the heuristic's release as hint (module docstring)."""

    name = "auto"

    def __init__(
        self,
        *,
        candidates: Sequence[type[SolverBase]] = (),
        time_limit: float = DEFAULT_TIME_LIMIT,
        seed: int = 0,
        workers: int = DEFAULT_WORKERS,
        options: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(time_limit=time_limit, seed=seed, workers=workers)
        self.candidates = tuple(candidates)
        given = dict(options or {})
        read = {o for c in self.candidates for o in option_names(c.Options)}
        parse_options(self.name, _options_type(sorted(read)), given)  # a key no candidate reads
        for c in self.candidates:  # each candidate's own test of the values it reads
            parse_options(c.name, c.Options, {k: v for k, v in given.items() if k in option_names(c.Options)})
        self.given_options = given
        self.capabilities = union_capabilities(self.candidates, (self._fits,))
        self._built: dict[str, SolverBase] = {}

    def get_params(self) -> dict[str, object]:
        return {**super().get_params(), "options": dict(self.given_options)}

    def plan(self, problem: Problem) -> tuple[type[SolverBase] | None, type[SolverBase] | None]:
        """The heuristic and the exact solver auto considers for ``problem`` (before the size rule)."""
        return pick(self.candidates, problem, exact=False), pick(self.candidates, problem, exact=True)

    def unread_options(self, problem: Problem) -> tuple[str, str] | None:
        """An option given to auto that none of the solvers it runs on ``problem`` reads, and why, or None."""
        runs = [c for c in self.plan(problem) if c is not None]
        read = {o for c in runs for o in option_names(c.Options)}
        unread = sorted(set(self.given_options) - read)
        if not runs or not unread:
            return None
        names = " and ".join(c.name for c in runs)
        return unread[0], f"solver 'auto' (running {names} here) has no option '{unread[0]}'"

    def _fits(self, problem: Problem) -> str | None:
        if all(c is None for c in self.plan(problem)):
            return "this problem: no registered solver takes it (see `seqanon solvers`)"
        unread = self.unread_options(problem)
        return None if unread is None else unread[1]

    def _candidate(self, cls: type[SolverBase]) -> SolverBase:
        """The candidate's instance, built on first use with auto's limits and the options it reads."""
        if cls.name not in self._built:
            mine = {k: v for k, v in self.given_options.items() if k in option_names(cls.Options)}
            self._built[cls.name] = cls(**dataclasses.asdict(self.limits), options=mine)
        return self._built[cls.name]

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        start = time.perf_counter()
        heuristic_cls, exact_cls = self.plan(problem)
        heuristic = self._candidate(heuristic_cls) if heuristic_cls is not None else None
        exact = self._candidate(exact_cls) if exact_cls is not None else None
        limit, seed, workers = limits.time_limit, limits.seed, limits.workers
        size = size_features(problem)
        info: dict[str, Any] = {  # the run's record, statistics["auto"]
            "heuristic": heuristic.name if heuristic else None,
            "exact": exact.name if exact else None,
            "size": size,
            "reason": None,
        }
        reason = None
        if exact is None:
            reason = "no registered exact solver supports this problem"
        elif heuristic is not None:
            beyond = exact_out_of_reach(problem, size)
            if beyond:
                reason = f"beyond exact reach: {beyond}"
                exact = None
                info["exact"] = None

        first: Solution | None = None
        share = 0.0
        if heuristic is not None:
            # a cap: the exact solver gets limit - share whatever the heuristic used (repeatable)
            share = limit if exact is None else max(limit * HEURISTIC_SHARE, min(limit / 2, 1.0))
            first = heuristic.solve(problem, time_limit=share, seed=seed, workers=workers)
            info["heuristic_status"] = first.status.value
            info["heuristic_objective"] = first.objective
            info["heuristic_s"] = round(time.perf_counter() - start, 6)

        second: Solution | None = None
        if exact is not None:
            remaining = limit - share if heuristic is not None else limit
            if heuristic is not None and first is not None and first.status.has_solution and remaining < MIN_EXACT_TIME:
                reason = f"no time left for {exact.name} after {heuristic.name}"
            else:
                usable = first if first is not None and first.status.has_solution and not first.taxonomies else None
                exact_hint = usable if exact.capabilities.hints else None
                info["hinted"] = exact_hint is not None
                t0 = time.perf_counter()
                second = exact.solve(
                    problem, time_limit=max(remaining, MIN_EXACT_TIME), seed=seed, workers=workers, hint=exact_hint
                )
                info["exact_status"] = second.status.value
                info["exact_objective"] = second.objective
                info["exact_bound"] = second.bound
                info["exact_found_by"] = second.statistics.get("found_by")
                info["exact_s"] = round(time.perf_counter() - t0, 6)
        info["reason"] = reason
        return self._combine(problem, first, second, info, start)

    def _combine(
        self, problem: Problem, first: Solution | None, second: Solution | None, info: dict[str, Any], start: float
    ) -> Solution:
        chosen: Solution | None = None
        for candidate in (first, second):
            if candidate is not None and _better(candidate, chosen):
                chosen = candidate
        reason = info["reason"]
        if chosen is None:  # no release: report the most informative status (a proof of infeasibility)
            last = second if second is not None else first
            assert last is not None, "solve() ran the heuristic, the exact solver or both"
            info["produced_by"] = None
            message = "; ".join(
                m
                for m in (
                    f"auto: no release from {', '.join(n for n in (info['heuristic'], info['exact']) if n)}",
                    reason,
                    last.message,
                )
                if m
            )
            return Solution(
                solver=self.name,
                status=last.status,
                bound=last.bound,
                runtime_s=time.perf_counter() - start,
                statistics={**last.statistics, "auto": info},
                message=message,
            )
        hint_returned = chosen is second and info.get("hinted") and info.get("exact_found_by") == "hint"
        producer = info["heuristic"] if chosen is first or hint_returned else info["exact"]
        info["produced_by"] = producer
        status, bound = chosen.status, chosen.bound
        objective = chosen.objective
        assert objective is not None, "_better chooses only a solution with an objective"
        # the exact bound is a bound on the release space of the original taxonomies
        if (
            second is not None
            and second.bound is not None
            and chosen is not second
            and second.bound <= objective + 1e-9 * max(1.0, abs(objective))
        ):
            bound = second.bound
            status = Status.OPTIMAL if objectives_match(bound, objective) and not chosen.taxonomies else Status.FEASIBLE
        if status is Status.OPTIMAL and bound is None:
            bound = objective
        parts = [f"auto: release produced by {producer}"]
        if hint_returned:
            assert second is not None  # hint_returned: the chosen release is the exact solver's
            verdict = "proved it optimal" if status is Status.OPTIMAL else "did not improve on it"
            parts.append(f"{info['exact']} ({second.status.value}, bound {second.bound}), given it as hint, {verdict}")
        elif chosen is second and first is not None:
            parts.append(
                f"{info['heuristic']} ({first.status.value}, objective {first.objective}) "
                f"{'given as hint' if info.get('hinted') else 'run first'}"
            )
        elif chosen is first and second is not None:
            parts.append(
                f"{info['exact']} ({second.status.value}, objective {second.objective}, "
                f"bound {second.bound}) did not improve on it"
            )
        if reason:
            parts.append(f"exact solver not run: {reason}")
        if chosen.message and not hint_returned:
            parts.append(f"{producer}: {chosen.message}")
        return dataclasses.replace(
            chosen,
            solver=self.name,
            status=status,
            bound=bound,
            runtime_s=time.perf_counter() - start,
            statistics={**chosen.statistics, "auto": info},
            message="; ".join(parts),
        )
