"""The release of a complete cut under a conjunction of group criteria (ARX's model: every group that
breaks a criterion is suppressed whole, at most the budget in rows), as the exact cut solvers report it."""

from __future__ import annotations

import numpy as np
import pandas as pd

from ...data.taxonomy import cut_map
from ...metrics import table_loss
from ...problem import Problem
from ...solution import Solution, Status
from ..criteria import Conjunction, TupleStats
from ..tuples import TupleTable, combination_keys


def release_of_cut(
    problem: Problem,
    conjunction: Conjunction,
    tuples: TupleStats,
    table: TupleTable,
    cuts: dict[str, list[int]],
    source: str,
) -> Solution | None:
    """The solution of a complete cut (``cuts[a]``: node ids of every QI's cut), or None when its
    violating groups hold more rows than the budget; ``tuples``: the conjunction's statistics of
    ``table``'s tuples (every QI, :meth:`Conjunction.tuple_stats`)."""
    maps = [cut_map(problem.taxonomies[a], cuts[a]) for a in problem.quasi_identifiers]
    nodes = np.column_stack([maps[j][table.leaves[:, j]] for j in range(len(maps))])
    group_of_tuple = pd.factorize(combination_keys(nodes, table.taxonomies))[0]
    suppressed = conjunction.suppressed_tuples(tuples, group_of_tuple)[table.row_tuple]
    if problem.count_records(suppressed) > conjunction.budget:
        return None
    return cut_solution(problem, cuts, suppressed, source)


def cut_solution(problem: Problem, cuts: dict[str, list[int]], suppressed: np.ndarray, source: str) -> Solution:
    """The FEASIBLE solution (credited to ``source``) publishing every QI's value at its ancestor in
    ``cuts[a]``, the ``suppressed`` rows hidden; the objective is :func:`seqanon_opt.metrics.table_loss`.
    Each exact cut solver's way of judging a cut ends here (:func:`release_of_cut`, cpsat's lazy
    model's :func:`~seqanon_opt.solvers.cpsat.cut_lazy.evaluate_cuts`)."""
    generalized = {a: cut_map(problem.taxonomies[a], cuts[a])[problem.codes[a]] for a in problem.quasi_identifiers}
    return Solution(
        source,
        Status.FEASIBLE,
        objective=table_loss(problem, generalized, suppressed, problem.objective),
        generalized=generalized,
        suppressed=suppressed,
        cuts={a: list(c) for a, c in cuts.items()},
    )
