"""``tds4sa``: Top-Down Specialization for Sequential Anonymization (Wang & Fung 2006, Algorithm 1).

The previous releases T2..Tp are fixed; the release T1 publishes
``settings["release_attributes"]``. T1 starts most generalized and is
specialized greedily while every (X,Y)-anonymity / (X,Y)-linkability
requirement of the conjunction (any number of templates, each with its own X
and Y) still holds on the join of T1 with the previous releases; what the
join cannot judge (an X or Y attribute no release publishes, X and Y sharing
a join column, value-level thresholds on a Y that several releases publish)
is refused before solving (``xy_join_reason``):

1. Corollary 4.2 first: when the most generalized T1 violates a requirement
   that is anti-monotone here (same test as ``cpsat-sequential-cut``: the
   releases are population related, X holds every copy of every join /
   inconsistency-named attribute, Y comes from one release, and the
   requirement depends on no generalized T1 attribute outside X), no release
   can satisfy it: status INFEASIBLE. When the requirement is not anti-monotone
   the most general T1 proves nothing: status UNKNOWN ("no valid
   specialization found").
2. While some candidate v (a non-leaf node of a current cut) is *valid*
   (specializing it keeps every requirement satisfied on the join), perform the
   one of highest

       Score(v) = InfoGain(v) / (PrivLoss(v) + 1)                         (eq. 1)

   InfoGain: class-entropy gain (eq. 2), or the decrease of the LM /
   distortion loss (eq. 3 for categorical distortion), computed on T1 alone
   (node_stats / splits, shared with ``top-down``). PrivLoss: ``A_Y(X) -
   A_Y(X_v)`` for anonymity, ``L_Y(X_v) - L_Y(X)`` for linkability; with
   several requirements the **sum** over the requirements, each clamped at 0
   (a requirement that is not anti-monotone may improve). Ties: larger
   InfoGain, earlier attribute, lower node id. Candidates of InfoGain 0 stay
   eligible (Algorithm 1 runs while a valid candidate exists).

Starting state: a generalized release attribute (one with a taxonomy) starts
at its root when some requirement's X holds it or it is a join / named
attribute; the others (only in Y, or in no requirement) are published at their
leaves -- the paper generalizes X ∩ att(T1) only, and specializing an
attribute no requirement looks at never changes the join's privacy, so the
loop would specialize it all the way anyway. Continuous attributes (flat
interval taxonomy) in X that are not join attributes are split on the fly
(splits.py; refined taxonomies in ``Solution.taxonomies``).

The search state and its greedy loop: :mod:`.tds4sa_search`. Join statistics:
:mod:`.tds4sa_join` (Tree1 partitions matched against the
history's partitions through join-attribute combos; never a record-level join).
For a requirement in Case 1 of section 5.4 (X holds all join attributes)
evaluating a candidate v touches only the T1 tuples on Link[v] (their new
partitions) plus per-combo extremes of the other partitions; the new
partitions' statistics are cached until a performed winner changes the tuples
of Link[v]. Other requirements are evaluated on the partition-level join.

Suppression budget (an extension, as ``top-down``'s in suppression.py; budget 0
is the paper and runs the code above unchanged): (X,Y)-anonymity is downward
closed, so T1's records in an X1 group (a Tree1 partition) that takes part in
a join x group with ``a_Y(x) < k`` may be suppressed, as ARX and Datafly
suppress the groups still below k. The x groups of the join are keyed by
their X1 value, so suppressing every T1 record of an X1 value removes exactly
the x groups with that value and leaves the others as they are. The budget
``B`` is the release's one suppression budget, the ``max_suppressed`` every
(X,Y)-anonymity requirement of the conjunction shares (the smallest
``suppression`` the spec gives). With ``B > 0``:

* the *released* T1 of a state: suppress the violating X1 groups of every
  anonymity requirement; with several requirements that removes records from
  the others' groups, so repeat on what is left until nothing more violates
  (a fixpoint; one pass with a single requirement);
* a candidate is *valid* when its released T1 suppresses at most ``B`` rows
  and satisfies every linkability requirement; ``A_Y(X)`` is taken over the
  released x groups (PrivLoss as above, skipped when no group is left);
* one anonymity requirement in Case 1: the partitions of the whole T1 are
  recomputed per candidate (no Link[v] cache) and matched with the cached
  history extremes; otherwise every state is evaluated on the partition-level
  join (:func:`generic_value` and :func:`anonymity_groups`), which is slower;
* the most general T1 over the budget proves nothing (a specialization can
  move records out of a violating group through the join): status UNKNOWN;
* at the end the released T1's suppressed records are ``Solution.suppressed``
  (every generalized attribute at its root in the loss).

Output: status FEASIBLE, bound None, cuts of the generalized release
attributes, the objective from ``metrics.table_loss`` (suppressed rows at the
root); on time-out the current (valid) T1 with ``statistics["stopped"]``.
Deterministic.
"""

from __future__ import annotations

import dataclasses
import logging
import time

import numpy as np

from ...metrics import table_loss
from ...problem import Problem, refine_taxonomies
from ...requirements import XYAnonymity, XYLinkability
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase
from ..sequential_conditions import xy_join_reason
from .tds4sa_join import RequirementPlan
from .tds4sa_search import Tds4saSearch

__all__ = ["Tds4saSearch", "Tds4saSolver", "solve_tds4sa"]

logger = logging.getLogger(__name__)


class Tds4saSolver(SolverBase):
    """Heuristic: TDS4SA (Wang-Fung 2006) for (X,Y)-privacy on the join with previous releases."""

    name = "tds4sa"
    capabilities = Capabilities(
        exact=False,
        kinds=frozenset({"sequential"}),
        models=frozenset({"cut"}),
        requirements=frozenset({"xy-anonymity", "xy-linkability"}),
        objectives=frozenset({"class-entropy", "distortion", "LM"}),
        suppression=True,
        max_requirements=16,
        conditions=(xy_join_reason,),
    )

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        """Run TDS4SA (deterministic: the seed, the workers and a hint are not used)."""
        return solve_tds4sa(problem, limits.time_limit, self.name)


def _describe(r: XYAnonymity | XYLinkability) -> str:
    return f"{r.kind} {r.parameters()}"


def solve_tds4sa(problem: Problem, time_limit: float, name: str = "tds4sa") -> Solution:
    """Run TDS4SA within ``time_limit`` seconds (module docstring): refuse the most generalized T1 when it
    violates a requirement (Corollary 4.2), else specialize greedily and publish the last valid T1."""
    start = time.perf_counter()
    search = Tds4saSearch(problem)
    stats: dict = {
        "population_related": search.population_related,
        "anti_monotone": [p.anti_monotone for p in search.plans],
        "case1": [p.case1 for p in search.plans],
        "distinct_tuples": search.n_tuples,
        "history_partitions": int(len(search.index.history)),
        "history_match_combos": int(len(search.index.hm_combos)),
        "privacy_loss": "sum over requirements",
    }
    logger.info(
        "tds4sa: %d rows, %d tuples, %d history rows, requirements %s",
        problem.n_rows,
        search.n_tuples,
        len(search.index.history),
        [p.requirement.kind for p in search.plans],
    )

    def finish(status: Status, message: str = "", solution: tuple | None = None) -> Solution:
        stats.update(
            iterations=len(search.specializations),
            specializations=list(search.specializations),
            evaluations=search.evaluations,
            cache_hits=search.cache_hits,
            join_combos=search.index.size,
            setup_s=search.setup_s,
        )
        out = Solution(name, status, runtime_s=time.perf_counter() - start, statistics=stats, message=message)
        if solution is not None:
            out.objective, out.generalized, out.suppressed, out.cuts, out.taxonomies = solution
        return out

    values = search.prepare()
    stats["initial_privacy"] = [float(v) for v, _ in values]
    for p, (value, ok) in zip(search.plans, values):
        if not ok:
            status, message = _violated_at_start(p, value, search.budget)
            return finish(status, message)
    finished = search.run(start + time_limit)
    generalized, cuts, refined = search.generalization()
    suppressed = ~search.keep[search.row_tuple] if search.budget else np.zeros(problem.n_rows, dtype=bool)
    loss_problem = refine_taxonomies(problem, refined) if refined else problem
    cost_problem = dataclasses.replace(loss_problem, quasi_identifiers=search.attrs)
    objective = table_loss(cost_problem, generalized, suppressed, problem.objective) if search.attrs else 0.0
    stats["privacy"] = [float(v) for v, _ in search.values]
    stats["t1_partitions"] = search.t1_partitions()
    if search.budget:
        stats["suppression_budget"] = search.budget
        stats["suppressed"] = int(suppressed.sum())
    if not finished:
        stats["stopped"] = "time limit"
    logger.info(
        "tds4sa: done, %d specializations in %.2f s, %s = %.6g",
        len(search.specializations),
        time.perf_counter() - start,
        problem.objective,
        objective,
    )
    return finish(
        Status.FEASIBLE,
        "" if finished else "time limit reached: the last valid T1",
        (objective, generalized, suppressed, cuts, refined or None),
    )


def _violated_at_start(plan: RequirementPlan, value: float, budget: int) -> tuple[Status, str]:
    """Status and message when the most generalized T1 violates ``plan``'s requirement (module docstring,
    step 1): INFEASIBLE when the requirement is anti-monotone here (Corollary 4.2), else UNKNOWN."""
    r = plan.requirement
    if budget:
        return (
            Status.UNKNOWN,
            f"no valid specialization found: the most generalized T1 violates "
            f"{_describe(r)} (achieved {value:g} on the released groups) or "
            f"suppresses more than the {budget} rows of the budget",
        )
    if plan.anti_monotone:
        return (
            Status.INFEASIBLE,
            f"no release can satisfy {_describe(r)}: even the most generalized "
            f"T1 violates it (Corollary 4.2; achieved {value:g})",
        )
    return (
        Status.UNKNOWN,
        f"no valid specialization found: the most generalized T1 violates "
        f"{_describe(r)} (achieved {value:g}); the requirement is not anti-monotone "
        "here, so a more specific T1 might satisfy it",
    )
