"""The verifier's linkability on dynamic tables: records added since (some of) the previous releases.

Shmueli-Tassa et al. section 6 (Figures 6, 7, 16(b)): the unifying approach pads every previous release with
the records it did not hold, the separative approach judges each arrival cohort with the releases that held it.
Used by :mod:`seqanon_opt.verify` and, like it, independent of the solvers.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pandas as pd

from .privacy import Check
from .privacy.consistency import build_consistency_graph
from .privacy.joins import compute_join
from .privacy.linkability import linkability_table
from .privacy.records import Matched, arrival_cohort, record_cohorts
from .problem import Problem
from .requirements import KDiversity, KLinkability


def dynamic_linkability(
    problem: Problem,
    previous: list[pd.DataFrame],
    release: pd.DataFrame,
    judge: Callable[[list[pd.DataFrame], pd.DataFrame, pd.DataFrame], Check],
) -> Check:
    """Records added since (some of) the previous releases (Shmueli-Tassa et al. section 6, Figures 6, 7).

    Release j held the table's first ``len(T_j)`` records (or all but ``problem.new_records``).
    Unifying approach (the default): each previous release is augmented with ``(*, ..., *, s)`` for every
    record it did not hold, its sensitive value s published where the release publishes it, and the whole
    sequence is judged. Separative approach: each cohort of records that arrived together is judged with
    the releases that held it (the newest alone); all must hold.
    """
    cohorts = record_cohorts(problem)
    assert cohorts is not None  # called on a dynamic table only
    if problem.dynamic == "separative":
        checks = []
        for cohort in cohorts:
            earlier = [previous[j].iloc[rows] for j, rows in cohort.held]
            records = cohort.records
            checks.append(judge(earlier, release.loc[release.index.isin(records)], problem.table.iloc[records]))
        satisfied = all(check.satisfied for check in checks)
        levels = [check.achieved for check in checks if check.achieved is not None]
        worst = next((check.worst_groups for check in checks if not check.satisfied), checks[0].worst_groups)
        detail = "; ".join(
            f"records arrived {'first' if c == 0 else f'{c + 1}.'} ({len(cohorts[c].held)} earlier "
            f"release(s)) {check.detail or 'ok'}"
            for c, check in enumerate(checks)
        )
        return Check(
            checks[0].kind,
            checks[0].parameters,
            satisfied,
            min(levels) if levels else None,
            worst,
            "separative: " + detail,
        )
    n = problem.n_rows
    sensitive = problem.table[problem.sensitive].astype(str).to_numpy()
    augmented = []
    for j, frame in enumerate(previous):
        mine = np.zeros(n, dtype=bool)
        full = pd.DataFrame({c: np.full(n, "*", dtype=object) for c in frame.columns})
        values = frame.astype(object).to_numpy()
        for cohort in cohorts:
            for held_by, rows in cohort.held:
                if held_by == j:
                    full.iloc[cohort.records] = values[rows]
                    mine[cohort.records] = True
        # a release that hides some sensitive cells ('*') shows the records it did not hold hidden too
        if problem.sensitive in frame.columns and not (frame[problem.sensitive].astype(str) == "*").any():
            full.loc[~mine, problem.sensitive] = sensitive[~mine]
        augmented.append(full)
    return judge(augmented, release, problem.table)


SEARCH_PAIRS = 2_000_000  # old rows x new rows compared for swaps, at most
SEARCH_STEPS = 400  # evaluations of a swap, at most


def separative_search(
    problem: Problem, req: KLinkability | KDiversity, published: pd.DataFrame, matched: Matched
) -> np.ndarray | None:
    """A witness on which the separative approach holds, by local search from each witness; None if none found.

    Which rows are the new records' own release is not published. Moves swap
    the records of an old-record row and a new-record row that can each stand
    for the other's record (the matching stays one); a swap is kept when it
    lowers the shortfall ``sum_a max(0, k - level(a))`` of the two parts.
    Bounded (``SEARCH_PAIRS``, ``SEARCH_STEPS``): a release it finds no
    witness for fails.
    """
    cohort = arrival_cohort(problem)
    cohorts = record_cohorts(problem)
    assert cohort is not None and cohorts is not None  # separative: a dynamic table
    assert matched.compatible is not None  # an unweighted matching gives it
    # a witness is one-to-one on a complete release, so each cohort's rows stand for all its records:
    # the earlier releases each part is judged with do not depend on the witness
    earlier_of = [[problem.previous[j].iloc[rows] for j, rows in c.held] for c in cohorts]
    column = "linkability" if isinstance(req, KLinkability) else "diversity"
    taxonomies = dict(problem.taxonomies)

    def shortfall(previous: list[pd.DataFrame], part: pd.DataFrame, records: np.ndarray) -> float:
        try:
            join = compute_join(build_consistency_graph([*previous, part], taxonomies), req.join)
        except ValueError:  # the part is no view of the previous releases' records
            return float("inf")
        result = linkability_table(join, problem.table.iloc[records], req.quasi_identifiers, req.sensitive)
        return 0.0 if result is None else float(np.maximum(0.0, req.k - result[0][column]).sum())

    def score(witness: np.ndarray) -> float:
        total = 0.0
        for c, earlier in enumerate(earlier_of):
            mine = cohort[witness] == c
            total += shortfall(earlier, published.loc[mine], witness[mine])
        return total

    steps = 0
    for start in matched.witnesses:
        witness = start.copy()
        best = score(witness)
        improved = True
        while improved and best > 0 and steps < SEARCH_STEPS:
            improved = False
            rows_of = [np.flatnonzero(cohort[witness] == c) for c in range(len(cohorts))]
            pairs = [(x, y) for i, x in enumerate(rows_of) for y in rows_of[i + 1 :]]
            if sum(len(x) * len(y) for x, y in pairs) > SEARCH_PAIRS:
                return None
            a = np.concatenate([np.repeat(x, len(y)) for x, y in pairs] or [np.zeros(0, np.int64)])
            b = np.concatenate([np.tile(y, len(x)) for x, y in pairs] or [np.zeros(0, np.int64)])
            swap = matched.compatible(a, witness[b]) & matched.compatible(b, witness[a])
            for i, j in zip(a[swap], b[swap]):
                steps += 1
                trial = witness.copy()
                trial[[i, j]] = witness[[j, i]]
                value = score(trial)
                if value < best:
                    witness, best, improved = trial, value, True
                    break
                if steps >= SEARCH_STEPS:
                    break
        if best == 0:
            return witness
    return None
