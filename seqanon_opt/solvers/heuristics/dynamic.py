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
  ``*`` for others is refused (the capability condition ``unifying_mixed_stars``): the paper's releases
  publish the sensitive attribute for every record or for none (section 2.2).

Precondition (both approaches, as in [8, 46]): the multiset A of the new
records' sensitive values must itself satisfy the requirement: γ(A) >= k for
k-linkability, δ(A) >= k for k-diversity; otherwise an adversary comparing
the releases before and after the addition learns A. It is checked and
reported (statistics ``precondition``); the separative approach cannot meet
the requirement at all then (S(a) of a new record is a sub-multiset of A), the
unifying one may pass the join check yet leaks A: its message says so.

Several additions (Figures 6, 7): release j held the table's first ``len(T_j)``
records, the lengths never decreasing (T_1 of N, T_2 of N', the table N''
records). The separative approach then runs one sequential release per
cohort of records that arrived together, each against the releases that held
it (:func:`arrival_cohorts`); the unifying one augments every release to the
table's N'' records. ``problem.new_records`` names the added records
by row position instead of the table's last rows (releases of equal length
only). The verifier (:mod:`seqanon_opt.verify`) judges a release the same
way, with its own code.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import pandas as pd

from ...problem import Problem
from ...problem.sequential import SUPPRESSED_CELLS, release_coding
from ...requirements import KDiversity, KLinkability
from ...solution import Status
from .two_stage import two_stage
from .two_stage_input import TwoStageResult, two_stage_input

APPROACHES = ("separative", "unifying")


@dataclass(frozen=True)
class Cohort:
    """Records that arrived together: their row positions, and ``held``: (j, positions in previous release j)
    for every previous release that held them (none for the records added since the last release)."""

    rows: np.ndarray
    held: tuple[tuple[int, np.ndarray], ...]


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
        # the capabilities admit k-linkability and k-diversity only
        assert isinstance(req, (KLinkability, KDiversity)), req.kind
        level = gamma if req.kind == "k-linkability" else delta
        out.append({"requirement": req.kind, "k": req.k, "level": level, "holds": bool(level >= req.k - 1e-12)})
    return out


def publishes_sensitive(frame: pd.DataFrame, sensitive: str) -> bool:
    """Does the release publish the sensitive attribute? A column of '*' (or empty) cells does not;
    ValueError when it publishes some records' values and '*' for others (the capability condition
    ``unifying_mixed_stars`` rules such a release out)."""
    if sensitive not in frame.columns:
        return False
    suppressed = frame[sensitive].astype(str).str.strip().isin(SUPPRESSED_CELLS)
    if suppressed.all():
        return False
    if suppressed.any():
        raise ValueError(
            f"dynamic unifying approach: a previous release publishes '{sensitive}' for "
            f"some records and '*' for {int(suppressed.sum())} others; whether its new "
            "records publish their sensitive value is undefined (section 6)"
        )
    return True


def augment_unifying(
    previous: Sequence[pd.DataFrame], new_sensitive: Sequence[object], sensitive: str
) -> list[pd.DataFrame]:
    """Each earlier release plus one ``(*, ..., *, s)`` record per new record (s only where the release
    publishes the sensitive attribute: :func:`publishes_sensitive`)."""
    out = []
    for frame in previous:
        published = publishes_sensitive(frame, sensitive)
        extra = pd.DataFrame(
            {
                c: (list(map(str, new_sensitive)) if c == sensitive and published else ["*"] * len(new_sensitive))
                for c in frame.columns
            },
            dtype=object,
        )
        out.append(pd.concat([frame.astype(object), extra], ignore_index=True))
    return out


def arrival_cohorts(problem: Problem, new_records: Sequence[int] | None = None) -> list[Cohort]:
    """The table's records grouped by the previous releases that held them, oldest first.

    Release j held the table's first ``len(T_j)`` records (records are added at the end; the lengths never
    decrease, build_problem checks), so the cohorts are the runs between consecutive lengths: with
    T_1 of N, T_2 of N' records and a table of N'', the records 0..N-1 (in T_1 and T_2), N..N'-1 (in T_2)
    and N'..N''-1 (in none). ``new_records`` (row positions) names the records added since releases of
    equal length instead of the table's last rows.
    """
    sizes = [len(f) for f in problem.previous]
    if any(b < a for a, b in zip(sizes, sizes[1:])) or (sizes and sizes[-1] > problem.n_rows):
        raise ValueError(
            f"the previous releases hold {sizes} records for a table of {problem.n_rows}: each holds "
            "at least as many as the one before and at most the table (deleting records is not "
            "supported, section 8: critical absence)"
        )
    n = problem.n_rows
    if new_records is not None:
        if len(set(sizes)) > 1:
            raise ValueError("new_records names the records added since previous releases of equal length")
        new = np.unique(np.asarray(list(new_records), dtype=np.int64))
        n_old = sizes[0] if sizes else n
        if len(new) != n - n_old or (len(new) and (new.min() < 0 or new.max() >= n)):
            raise ValueError(f"new_records must list {n - n_old} distinct row positions")
        old = np.setdiff1d(np.arange(n), new)
        held = tuple((j, np.arange(len(old))) for j in range(len(sizes)))
        return [c for c in (Cohort(old, held), Cohort(new, ())) if len(c.rows)]
    bounds = sorted({0, *sizes, n})
    cohorts = []
    for lo, hi in zip(bounds, bounds[1:]):
        rows = np.arange(lo, hi)
        cohorts.append(Cohort(rows, tuple((j, rows) for j, size in enumerate(sizes) if size >= hi)))
    return cohorts


def split_rows(problem: Problem, new_records: Sequence[int] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """(rows some previous release held, rows none held: the records added since the last release)."""
    new = added_records(arrival_cohorts(problem, new_records))
    return np.setdiff1d(np.arange(problem.n_rows), new), new


def added_records(cohorts: Sequence[Cohort]) -> np.ndarray:
    """The rows no previous release held (the newest cohort, when no release holds it)."""
    return np.concatenate([c.rows for c in cohorts if not c.held] or [np.zeros(0, np.int64)])


def aligned_previous(problem: Problem, cohorts: Sequence[Cohort]) -> list[dict[str, np.ndarray]]:
    """Each previous release as one row per record of the table, in table order, as node ids (the unifying
    approach): its own nodes (``problem.previous_nodes``: :func:`release_coding`) where it held the record,
    else ``(*, ..., *, s)``: the root, and s the record's sensitive value where the release publishes the
    sensitive attribute (:func:`publishes_sensitive`)."""
    sensitive = problem.sensitive
    assert sensitive is not None, "two-stage needs roles.sensitive (capability condition needs_sensitive)"
    coding = release_coding(problem)
    out = []
    for j, (frame, nodes) in enumerate(zip(problem.previous, coding.previous_nodes)):
        published = publishes_sensitive(frame, sensitive)
        full = {c: np.full(problem.n_rows, coding.release_taxonomies[c].root, dtype=np.int64) for c in nodes}
        for cohort in cohorts:
            positions = dict(cohort.held).get(j)
            if positions is not None:
                for c, v in nodes.items():
                    full[c][cohort.rows] = v[positions]
            elif published:
                full[sensitive][cohort.rows] = coding.release_codes[sensitive][cohort.rows]
        out.append(full)
    return out


def solve_unifying(problem: Problem, new_records: Sequence[int] | None = None, **kwargs) -> TwoStageResult:
    cohorts = arrival_cohorts(problem, new_records)
    new = added_records(cohorts)
    pre = precondition(problem, new)
    result = two_stage(two_stage_input(problem, previous=aligned_previous(problem, cohorts)), **kwargs)
    result.statistics.update(dynamic="unifying", new_records=int(len(new)), precondition=pre)
    if not all(p["holds"] for p in pre):
        result.message = (
            "precondition of section 6 fails: the new records' sensitive values alone do not meet "
            "the requirement, so comparing releases before and after the addition leaks them. " + result.message
        ).strip()
    return result


def solve_separative(problem: Problem, new_records: Sequence[int] | None = None, **kwargs) -> TwoStageResult:
    """One sequential release per cohort, each judged with the previous releases that held it (Figure 6)."""
    cohorts = arrival_cohorts(problem, new_records)
    new = added_records(cohorts)
    pre = precondition(problem, new)
    parts = []
    coded = release_coding(problem).previous_nodes
    for cohort in cohorts:
        previous = [{c: v[positions] for c, v in coded[j].items()} for j, positions in cohort.held]
        parts.append(two_stage(two_stage_input(problem, previous=previous, rows=cohort.rows), **kwargs))
    stats = {
        "dynamic": "separative",
        "new_records": int(len(new)),
        "precondition": pre,
        "cohorts": [
            {"records": int(len(c.rows)), "releases": len(c.held), **r.statistics} for c, r in zip(cohorts, parts)
        ],
    }
    if len(cohorts) == 2 and not cohorts[1].held:  # one addition since releases of equal length
        stats["old"], stats["new"] = parts[0].statistics, parts[1].statistics
    for key in ("stage1_specializations", "stage2_specializations"):
        stats[key] = sum(r.statistics.get(key, 0) for r in parts)
    stats["join"] = parts[0].statistics.get("join")
    achieved = [r.statistics.get("achieved_k") for r in parts]
    stats["achieved_k"] = min((a for a in achieved if isinstance(a, (int, float))), default=None)
    stats["stopped"] = any(r.statistics.get("stopped") for r in parts)
    for cohort, part in zip(cohorts, parts):
        if part.status is not Status.FEASIBLE:
            which = (
                f"records {int(cohort.rows[0])}..{int(cohort.rows[-1])} ({len(cohort.held)} earlier release(s))"
                if cohort.held
                else "new records (their first release)"
            )
            msg = f"separative approach, {which}: {part.message}"
            if not all(p["holds"] for p in pre):
                msg += " (the section-6 precondition on the new records' sensitive values fails)"
            return TwoStageResult(part.status, None, stats, msg)
    part_nodes = []
    for part in parts:
        assert part.nodes is not None, "every part is FEASIBLE here, and a feasible result carries its nodes"
        part_nodes.append(part.nodes)
    nodes = {}
    for a in part_nodes[0]:
        col = np.empty(problem.n_rows, dtype=np.int64)
        for cohort, held in zip(cohorts, part_nodes):
            col[cohort.rows] = held[a]
        nodes[a] = col
    return TwoStageResult(Status.FEASIBLE, nodes, stats)


def solve_dynamic(
    problem: Problem, *, approach: str = "unifying", new_records: Sequence[int] | None = None, **kwargs
) -> TwoStageResult:
    """The next release of a table that grew since ``problem.previous`` (see the module docstring)."""
    if approach not in APPROACHES:
        raise ValueError(f"solver option dynamic must be one of {APPROACHES}, not {approach!r}")
    solve = solve_unifying if approach == "unifying" else solve_separative
    return solve(problem, new_records, **kwargs)
