"""Dynamic tables: records added between releases (Shmueli-Tassa et al., section 6).

After T_1..T_R of N records were published, records S_{N+1}..S_{N'} join T.
Two ways to compute the next release with the two-stage algorithm:

* **separative**: the old N records continue their sequential release (the
  new release of them is computed against T_1..T_R), and the new N' - N
  records start a sequential release of their own (their first release,
  R = 1, judged alone). Each part meets the requirement on its own, so the
  union does even if the adversary knew which records are new.
* **unifying**: every earlier release is augmented with one record per new
  record that publishes nothing but its sensitive value, ``(*, ..., *, S_n(M))``
  (only in releases that publish the sensitive attribute; elsewhere all '*'),
  and the next release is computed on all N' records as usual. A release
  whose sensitive column is all ``*`` does not publish the attribute (its new
  records get ``*`` too); one that publishes the value of some records and
  ``*`` for others is refused (UnsupportedProblem): the paper's releases
  publish the sensitive attribute for every record or for none (section 2.2).

Precondition (both approaches, as in [8, 46]): the multiset A of the new
records' sensitive values must itself satisfy the requirement: γ(A) >= k for
k-linkability, δ(A) >= k for k-diversity; otherwise an adversary comparing
the releases before and after the addition learns A. It is checked and
reported (statistics ``precondition``); the separative approach cannot meet
the requirement at all then (S(a) of a new record is a sub-multiset of A), the
unifying one may pass the join check yet leaks A: its message says so.

In a Problem, new records are representable as previous releases with fewer
rows than the table: the new records are the table's last N' - N rows unless
``solver.options.new_records`` lists their row positions. The verifier
(:mod:`seqanon_opt.verify`) needs releases of equal length: judge a unifying
release against :func:`augment_unifying` of the previous releases, and a
separative one part by part.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
import pandas as pd

from ...errors import UnsupportedProblem
from ...problem import Problem
from ...solution import Status
from .two_stage import SUPPRESSED, TwoStageResult, two_stage, two_stage_input

APPROACHES = ("separative", "unifying")


def gamma_delta_of(values: Sequence[object]) -> tuple[int, float]:
    """(γ(A), δ(A)) of a multiset: distinct values, and size over the largest multiplicity."""
    counts = pd.Series(list(values), dtype=object).value_counts()
    if counts.empty:
        return 0, 0.0
    return int(len(counts)), float(counts.sum() / counts.max())


def precondition(problem: Problem, new_rows: np.ndarray) -> list[dict]:
    """Per requirement: does the new records' sensitive multiset A meet it (section 6)?"""
    values = problem.table[problem.sensitive].astype(str).to_numpy()[new_rows]
    gamma, delta = gamma_delta_of(values)
    out = []
    for req in problem.requirements:
        level = gamma if req.kind == "k-linkability" else delta
        out.append({"requirement": req.kind, "k": req.k, "level": level, "holds": bool(level >= req.k - 1e-12)})
    return out


def publishes_sensitive(frame: pd.DataFrame, sensitive: str) -> bool:
    """Does the release publish the sensitive attribute? A column of '*' (or empty) cells does not;
    UnsupportedProblem when it publishes some records' values and '*' for others."""
    if sensitive not in frame.columns:
        return False
    suppressed = frame[sensitive].astype(str).str.strip().isin(SUPPRESSED)
    if suppressed.all():
        return False
    if suppressed.any():
        raise UnsupportedProblem(f"dynamic unifying approach: a previous release publishes '{sensitive}' for "
                                 f"some records and '*' for {int(suppressed.sum())} others; whether its new "
                                 "records publish their sensitive value is undefined (section 6)")
    return True


def augment_unifying(previous: Sequence[pd.DataFrame], new_sensitive: Sequence[object],
                     sensitive: str) -> list[pd.DataFrame]:
    """Each earlier release plus one ``(*, ..., *, s)`` record per new record (s only where the release
    publishes the sensitive attribute: :func:`publishes_sensitive`)."""
    out = []
    for frame in previous:
        published = publishes_sensitive(frame, sensitive)
        extra = pd.DataFrame({c: (list(map(str, new_sensitive)) if c == sensitive and published
                                  else ["*"] * len(new_sensitive))
                              for c in frame.columns}, dtype=object)
        out.append(pd.concat([frame.astype(object), extra], ignore_index=True))
    return out


def split_rows(problem: Problem, new_records: Sequence[int] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(old rows, new rows) of the table; by default the new records are its last N' - N rows."""
    sizes = {len(f) for f in problem.previous}
    if len(sizes) != 1:
        raise ValueError(f"the previous releases hold different numbers of records: {sorted(sizes)}")
    n_old = sizes.pop()
    if n_old > problem.n_rows:
        raise ValueError(f"the previous releases hold {n_old} records, the table only {problem.n_rows}: "
                         "deleting records is not supported (section 8, critical absence)")
    if new_records is None:
        new = np.arange(n_old, problem.n_rows)
    else:
        new = np.unique(np.asarray(list(new_records), dtype=np.int64))
        if len(new) != problem.n_rows - n_old or (len(new) and (new.min() < 0 or new.max() >= problem.n_rows)):
            raise ValueError(f"new_records must list {problem.n_rows - n_old} distinct row positions")
    old = np.setdiff1d(np.arange(problem.n_rows), new)
    return old, new


def solve_unifying(problem: Problem, new_records: Sequence[int] | None = None, **kwargs) -> TwoStageResult:
    old, new = split_rows(problem, new_records)
    pre = precondition(problem, new)
    values = problem.table[problem.sensitive].astype(str).to_numpy()[new]
    augmented = augment_unifying(problem.previous, values, problem.sensitive)
    order = np.concatenate([old, new])  # the augmented records follow the old ones
    result = two_stage(two_stage_input(problem, previous=augmented, rows=order), **kwargs)
    result = _reorder(result, order, problem.n_rows)
    result.statistics.update(dynamic="unifying", new_records=int(len(new)), precondition=pre)
    if not all(p["holds"] for p in pre):
        result.message = ("precondition of section 6 fails: the new records' sensitive values alone do not meet "
                          "the requirement, so comparing releases before and after the addition leaks them. "
                          + result.message).strip()
    return result


def solve_separative(problem: Problem, new_records: Sequence[int] | None = None, **kwargs) -> TwoStageResult:
    old, new = split_rows(problem, new_records)
    pre = precondition(problem, new)
    first = two_stage(two_stage_input(problem, rows=old), **kwargs)
    second = two_stage(two_stage_input(problem, previous=[], rows=new), **kwargs) if len(new) else None
    stats = {"dynamic": "separative", "new_records": int(len(new)), "precondition": pre,
             "old": first.statistics, "new": second.statistics if second else None}
    for key in ("stage1_specializations", "stage2_specializations"):
        stats[key] = first.statistics.get(key, 0) + (second.statistics.get(key, 0) if second else 0)
    stats["join"] = first.statistics.get("join")
    achieved = [r.statistics.get("achieved_k") for r in (first, second) if r is not None]
    stats["achieved_k"] = min((a for a in achieved if isinstance(a, (int, float))), default=None)
    stats["stopped"] = any(r.statistics.get("stopped") for r in (first, second) if r is not None)
    parts = [r for r in (first, second) if r is not None]
    if any(r.status is not Status.FEASIBLE for r in parts):
        bad = next(r for r in parts if r.status is not Status.FEASIBLE)
        which = "old records" if bad is first else "new records (their first release)"
        msg = f"separative approach, {which}: {bad.message}"
        if not all(p["holds"] for p in pre):
            msg += " (the section-6 precondition on the new records' sensitive values fails)"
        return TwoStageResult(bad.status, None, stats, msg)
    nodes = {}
    for a in first.nodes:
        col = np.empty(problem.n_rows, dtype=np.int64)
        col[old] = first.nodes[a]
        if second is not None:
            col[new] = second.nodes[a]
        nodes[a] = col
    return TwoStageResult(Status.FEASIBLE, nodes, stats)


def _reorder(result: TwoStageResult, order: np.ndarray, n: int) -> TwoStageResult:
    if result.nodes is None:
        return result
    nodes = {}
    for a, v in result.nodes.items():
        col = np.empty(n, dtype=np.int64)
        col[order] = v
        nodes[a] = col
    result.nodes = nodes
    return result


def solve_dynamic(problem: Problem, *, approach: str = "unifying", new_records: Sequence[int] | None = None,
                  **kwargs) -> TwoStageResult:
    """The next release of a table that grew since ``problem.previous`` (see the module docstring)."""
    if approach not in APPROACHES:
        raise ValueError(f"solver option dynamic must be one of {APPROACHES}, not {approach!r}")
    solve = solve_unifying if approach == "unifying" else solve_separative
    return solve(problem, new_records, **kwargs)
