"""The ``two-stage`` solver (Shmueli-Tassa et al., Algorithm 3): the registered Solver around
:func:`.two_stage.two_stage`, which it runs on a static table, or through :mod:`.dynamic` on a table that grew
since its previous releases (section 6)."""

from __future__ import annotations

import time

import numpy as np

from ...errors import SpecError
from ...metrics import table_loss
from ...problem import Problem
from ...solution import Solution
from ..base import Capabilities, check_supported
from ..registry import register
from ..sequential_conditions import fmj_of_many_releases, needs_sensitive, unifying_mixed_stars
from .dynamic import solve_dynamic
from .two_stage import two_stage
from .two_stage_input import starred_table, two_stage_input


def _options(problem: Problem) -> dict:
    """The spec's ``solver.options``, checked: known names, ``stage2`` a boolean, bucket sizes positive ints."""
    opts = dict(problem.solver.options or {})
    allowed = {"initial_buckets", "shrink", "max_buckets", "stage2", "dynamic", "new_records"}
    unknown = set(opts) - allowed
    if unknown:
        raise SpecError(
            f"two-stage: unknown solver option(s) {sorted(unknown)}; known: {sorted(allowed)}",
            field=f"solver.options.{sorted(unknown)[0]}",
        )
    if "stage2" in opts and not isinstance(opts["stage2"], (bool, np.bool_)):
        raise SpecError(
            "two-stage: must be true (both stages) or false (the stage-1 cut release alone)",
            field="solver.options.stage2",
            value=opts["stage2"],
        )
    for name in ("initial_buckets", "shrink", "max_buckets"):
        value = opts.get(name, 1)
        if isinstance(value, (bool, np.bool_)) or not isinstance(value, (int, np.integer)) or value < 1:
            raise SpecError("two-stage: must be a positive integer", field=f"solver.options.{name}", value=value)
    if "stage2" in opts:
        opts["stage2"] = bool(opts["stage2"])
    return opts


@register("two-stage")
class TwoStageSolver:
    """Shmueli-Tassa et al.'s two-stage top-down algorithm: cut specialization by the
    information-gain / privacy-loss ratio, then randomised bucketed cell specialization
    (skipped with solver option ``stage2: false``: the cut release alone, section 7's Test (a))."""

    name = "two-stage"
    capabilities = Capabilities(
        exact=False,
        kinds=frozenset({"sequential"}),
        models=frozenset({"cell"}),
        requirements=frozenset({"k-linkability", "k-diversity"}),
        objectives=frozenset({"LM", "EM"}),
        suppression=False,
        max_requirements=16,
        options=frozenset({"initial_buckets", "shrink", "max_buckets", "stage2", "dynamic", "new_records"}),
        conditions=(needs_sensitive, fmj_of_many_releases, starred_table, unifying_mixed_stars),
    )

    def solve(
        self,
        problem: Problem,
        *,
        time_limit: float | None = None,
        seed: int | None = None,
        workers: int | None = None,
        hint: Solution | None = None,
    ) -> Solution:
        check_supported(self, problem)
        opts = _options(problem)
        limit = float(time_limit if time_limit is not None else problem.solver.time_limit)
        seed = int(seed if seed is not None else problem.solver.seed)
        start = time.perf_counter()
        tuning = {k: opts[k] for k in ("initial_buckets", "shrink", "max_buckets", "stage2") if k in opts}
        sizes = {len(f) for f in problem.previous}
        if sizes and sizes != {problem.n_rows}:
            result = solve_dynamic(  # records were added since the previous releases
                problem,
                approach=str(opts.get("dynamic", "unifying")),
                new_records=opts.get("new_records"),
                seed=seed,
                time_limit=limit,
                **tuning,
            )
        else:
            result = two_stage(two_stage_input(problem), seed=seed, time_limit=limit, **tuning)
        solution = Solution(
            self.name,
            result.status,
            runtime_s=time.perf_counter() - start,
            statistics=dict(result.statistics),
            message=result.message,
        )
        if result.nodes is not None:
            solution.generalized = {
                a: result.nodes[a] for a in result.nodes if a in problem.quasi_identifiers and a in problem.taxonomies
            }
            solution.suppressed = np.zeros(problem.n_rows, dtype=bool)
            solution.objective = table_loss(problem, solution.generalized, solution.suppressed, problem.objective)
        return solution
