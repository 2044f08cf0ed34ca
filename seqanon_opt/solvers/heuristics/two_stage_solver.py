"""The ``two-stage`` solver (Shmueli-Tassa et al., Algorithm 3): the registered Solver around
:func:`.two_stage.two_stage`, which it runs on a static table, or through :mod:`.dynamic` on a table that grew
since its previous releases (section 6)."""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass

import numpy as np

from ...errors import SpecError
from ...metrics import table_loss
from ...problem import Problem
from ...solution import Solution
from ..base import Capabilities, Limits, SolverBase, is_bool, option, positive_int
from ..sequential_conditions import fmj_of_many_releases, needs_sensitive, unifying_mixed_stars
from .dynamic import solve_dynamic
from .two_stage import two_stage
from .two_stage_input import starred_table, two_stage_input
from .two_stage_join import NoPerfectMatching


class TwoStageSolver(SolverBase):
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
        conditions=(needs_sensitive, fmj_of_many_releases, starred_table, unifying_mixed_stars),
    )

    @dataclass(frozen=True)
    class Options:
        """Stage 2's bucket sizes (section 5.2: start with ``initial_buckets`` buckets per attribute, divide
        by ``shrink`` when no bucket passes, stop above ``max_buckets``) and ``stage2`` (false: the stage-1 cut
        release alone, section 7's Test (a))."""

        initial_buckets: int = option(4, positive_int, "a positive integer")
        shrink: int = option(4, positive_int, "a positive integer")
        max_buckets: int = option(64, positive_int, "a positive integer")
        stage2: bool = option(True, is_bool, "true (both stages) or false (the stage-1 cut release alone)")

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        limit, seed = limits.time_limit, limits.seed
        start = time.perf_counter()
        tuning = dataclasses.asdict(self.options)
        sizes = {len(f) for f in problem.previous}
        try:
            if sizes and sizes != {problem.n_rows}:
                result = solve_dynamic(  # records were added since the previous releases
                    problem,
                    approach=problem.dynamic,
                    new_records=problem.new_records,
                    seed=seed,
                    time_limit=limit,
                    **tuning,
                )
            else:
                result = two_stage(two_stage_input(problem), seed=seed, time_limit=limit, **tuning)
        except NoPerfectMatching as exc:  # bad input, found when the releases are first joined
            raise SpecError(
                f"the previous releases are no views of the records they held ({exc})",
                field="problem.new_records" if problem.new_records is not None else "problem.previous",
                file=problem.source or None,
            ) from None
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
