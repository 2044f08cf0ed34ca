"""``top-down``: Top-Down Specialization for k-anonymity (Fung, Wang, Yu 2005).

TDS is the single-release base of Wang-Fung 2006's TDS4SA (section 5,
Algorithm 1): start from the most general table, every quasi-identifier at
the root of its taxonomy, and repeatedly perform the best specialization
``v -> {v_1, ..., v_c}`` of a node v in the current cuts:

    Score(v)    = InfoGain(v) / (PrivLoss(v) + 1)                    (eq. 1)
    PrivLoss(v) = A(QID) - A_v(QID)                                  (k-anonymity)

where ``A(QID)`` is the anonymity of the table (its smallest QID group) and
``A_v(QID)`` the anonymity after specializing v. A candidate is *valid* when
``A_v(QID) >= K`` (the table stays k-anonymous) and *beneficial* when
``InfoGain(v) > 0``; the valid, beneficial candidate of highest Score wins
(ties: larger InfoGain, then earlier attribute, then lower node id).

Specializations the score cannot see. A node whose records all fall into one
child (a unary node, e.g. ARX's ``Secondary education -> High School``) has
InfoGain 0 under LM and class-entropy, so eq. 1 never picks it and nothing
below it is ever specialized, although it splits no group: it costs no
privacy at all. Two rules complete the paper's loop, which keeps its order for
positive scores:

1. *free* specializations (InfoGain 0, every record of v goes to one child:
   no group changes, so the table stays k-anonymous) are taken at once, before
   the next scored choice;
2. when no valid, beneficial candidate is left, a valid candidate with
   InfoGain 0 whose specialization still lowers the objective is taken (the
   largest ``Delta / (PrivLoss + 1)`` first, ``Delta`` the decrease of the
   table loss; ties as above). InfoGain is the exact loss decrease for the
   per-cell metrics (LM, distortion), so this only fires for class-entropy,
   where the static InfoGain of T[v] can be 0 while the class entropy given
   the current groups still falls.

The loop ends when none of the three applies (or at the time limit, returning
the current table, which is k-anonymous after every step).

Suppression budget (an extension, suppression.py; budget 0 is the paper): a
candidate is valid when the rows left in groups smaller than K after it are
at most ``max_suppressed``; A and A_v are taken over the groups of at least
K rows (PrivLoss clamped at 0), and the groups still below K at the end are
suppressed.

Any other conjunction of group criteria (l-diversity variants, t-closeness,
delta-disclosure, beta-likeness, with or without k-anonymity) runs the same
loop with candidates judged through the conjunction and scored by the mean
relative drop of every criterion's achieved level (top_down_criteria.py,
criteria_scoring.py); k-anonymity alone keeps the size-only path here.

InfoGain by objective (section 5.2):

* class-entropy: ``InfoGain(v) = Ent(T[v]) - sum_i |T[v_i]|/|T[v]| Ent(T[v_i])`` (eq. 2);
* LM / distortion: the decrease of the table loss, ``sum_i |T[v_i]| (f(v) - f(v_i))``
  for the metric's cell loss ``f(published) - f(leaf)``; for categorical
  distortion this is ``|T[v]|`` (eq. 3).

``T[v]`` holds every record whose value lies below v, whatever its other
values, so InfoGain is static per taxonomy node (node_stats.py) and per
on-the-fly interval (splits.py). Continuous attributes (a flat interval
taxonomy, ``intervals: []``) are split on the fly into the binary split that
maximizes InfoGain; interval taxonomies with predetermined levels are
specialized like categorical ones (their children are fixed). The grown
interval trees are returned in ``Solution.taxonomies``.

Data structures (Wang-Fung 2006 section 5.3, "Tree1" and "Link[v]"): the
rows are grouped once into distinct QI tuples with weights and class counts.
The tuples are partitioned by their current generalized vid (a *group*: the
tuple of cut nodes); ``Link_a[v]`` lists the tuples whose attribute a is at
cut node v. For each group g and attribute a, ``r_a(g)`` is the size of the
smallest part of g after specializing a's node of g. Then for a candidate v
of attribute a,

    A_v = min( min{|g| : a-node of g != v},  min{r_a(g) : a-node of g = v} ).

Performing the winner w changes only the groups on ``Link[w]``: they are
split, and ``r`` is computed for the new groups only, in time proportional to
the tuples on ``Link[w]`` (each tuple is touched at most sum_a height_a times
over the run). The per-node minima above are then one pass over the live
groups, at most N / K of them since every group has at least K records.

The search state and its loop: :mod:`.top_down_search`.

Output: status FEASIBLE (never a bound), the rows of groups below K
suppressed, ``cuts`` and ``generalized`` per QI (QIs outside the requirement
at their leaves; continuous ones in node ids of ``Solution.taxonomies``);
the objective is ``metrics.table_loss`` on the refined problem.
"""

from __future__ import annotations

import logging
import time

from ...problem import Problem
from ...requirements import GROUP_KINDS
from ...solution import Solution, Status
from ..base import Capabilities, Limits, SolverBase
from .criteria_scoring import heuristic_reason, k_anonymity_requirements, uses_conjunction
from .node_stats import static_gain
from .suppression import infeasible_at_root
from .top_down_search import TopDownSearch

__all__ = ["TopDownSearch", "TopDownSolver", "static_gain"]  # TopDownSearch, static_gain: where tests import them

logger = logging.getLogger(__name__)


class TopDownSolver(SolverBase):
    """Heuristic: Top-Down Specialization (Fung-Wang-Yu 2005) under a cut, for k-anonymity or any
    conjunction of group criteria (top_down_criteria.py)."""

    name = "top-down"
    capabilities = Capabilities(
        exact=False,
        kinds=frozenset({"single"}),
        models=frozenset({"cut"}),
        requirements=GROUP_KINDS,
        objectives=frozenset({"class-entropy", "LM", "distortion"}),
        suppression=True,
        max_requirements=16,
        weighted=True,
        conditions=(heuristic_reason,),
    )

    def _solve(self, problem: Problem, limits: Limits, hint: Solution | None) -> Solution:
        """Run TDS (deterministic: the seed, the workers and a hint are not used)."""
        start = time.perf_counter()
        limit = limits.time_limit
        if uses_conjunction(problem):
            from .top_down_criteria import solve_conjunction

            return solve_conjunction(self.name, problem, start, limit)
        reqs = k_anonymity_requirements(problem)
        k = max(req.k for req in reqs)
        budget = reqs[0].max_suppressed
        if infeasible_at_root(problem.n_records, k, budget):
            return Solution(
                self.name,
                Status.INFEASIBLE,
                runtime_s=time.perf_counter() - start,
                message=f"the table has {problem.n_records} rows, fewer than k = {k}: "
                "even the most general table is not k-anonymous"
                + (f", and more than the {budget} that may be suppressed" if budget else ""),
            )
        search = TopDownSearch(problem, k, tuple(reqs[0].quasi_identifiers), budget)
        logger.info(
            "top-down: %d rows, %d distinct tuples, k = %d, objective %s",
            problem.n_records,
            search.n_tuples,
            k,
            problem.objective,
        )
        finished = search.run(start + limit)
        release = search.generalization()
        suppressed = (search.g_size[search.group_of_tuple] < k)[search.row_tuple]
        statistics = {
            "iterations": len(search.specializations),
            "specializations": search.specializations,
            "distinct_tuples": search.n_tuples,
            "groups": len(search.alive),
            "anonymity": int(search.anonymity),
            "suppressed": problem.count_records(suppressed),
            "rules": dict(search.rules),
        }
        if not finished:
            statistics["stopped"] = "time limit"
        return search.solution(self.name, release, suppressed, statistics, finished, start)
