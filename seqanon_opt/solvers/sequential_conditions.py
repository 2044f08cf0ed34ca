"""Capability conditions of the sequential solvers (``Capabilities.conditions``, solvers/base.py).

Each takes a Problem and returns why the solver cannot take it, or None; they depend on the problem
alone and run before any work, so a solver never refuses inside ``solve`` after the capability check
said yes. Shared by ``cpsat-sequential-cell`` and ``two-stage`` (k-linkability / k-diversity,
Shmueli-Tassa et al.) and ``cpsat-sequential-cut`` and ``tds4sa`` ((X,Y)-privacy on the join,
Wang & Fung 2006).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from ..problem import Problem
from ..problem.sequential import SUPPRESSED_CELLS
from ..requirements import KDiversity, KLinkability, XYAnonymity, XYLinkability


def release_attributes(problem: Problem) -> tuple[str, ...]:
    """The attributes the release to compute publishes, ``problem.release_attributes`` (every sequential
    problem has them: the spec requires the field); () for a problem without them."""
    return problem.release_attributes or ()


def one_previous_release(problem: Problem) -> str | None:
    """The exact cell model joins two releases (R = 2)."""
    if len(problem.previous) != 1:
        return f"{len(problem.previous)} previous releases (the exact cell model needs exactly one)"
    return None


def previous_sizes_equal_table(problem: Problem) -> str | None:
    """Records added since the previous release (a dynamic table) are not modelled."""
    sizes = sorted({len(f) for f in problem.previous} - {problem.n_rows})
    if sizes:
        return (
            f"a previous release of {sizes[0]} records for a table of {problem.n_rows} (records added "
            "since: use two-stage and its dynamic approaches)"
        )
    return None


def starred_table_reason(problem: Problem, attributes: Iterable[str]) -> str | None:
    """A column without a taxonomy whose table value is ``*`` or empty: a release reads those cells as
    suppressed, so the table's own value could not be told apart."""
    for a in attributes:
        if a in problem.taxonomies or a not in problem.table.columns:
            continue
        if problem.table[a].astype(str).str.strip().isin(SUPPRESSED_CELLS).any():
            return f"column '{a}' of the table holds '*' or an empty value, which a release reads as a suppressed cell"
    return None


def fmj_of_many_releases(problem: Problem) -> str | None:
    """The FMJ of more than two releases is NP-hard (Shmueli-Tassa et al., Theorem 3.4)."""
    if len(problem.previous) > 1:
        for r in problem.requirements:
            if isinstance(r, (KLinkability, KDiversity)) and r.join.upper() == "FMJ":
                return (
                    f"{r.kind} over the FMJ of {len(problem.previous) + 1} releases (NP-hard, "
                    "Theorem 3.4): use join KMJ"
                )
    return None


def unifying_mixed_stars(problem: Problem) -> str | None:
    """The dynamic unifying approach (section 6) on a previous release publishing the sensitive value
    of some records and '*' for others: whether its new records publish theirs is undefined."""
    if not problem.previous or {len(f) for f in problem.previous} == {problem.n_rows}:
        return None
    if problem.dynamic != "unifying":
        return None
    s = problem.sensitive
    for frame in problem.previous:
        if s in frame.columns:
            stars = frame[s].astype(str).str.strip().isin(SUPPRESSED_CELLS)
            if stars.any() and not stars.all():
                return (
                    f"the dynamic unifying approach on a previous release that publishes '{s}' for some "
                    f"records and '*' for {int(stars.sum())} others (section 6)"
                )
    return None


def needs_sensitive(problem: Problem) -> str | None:
    if problem.sensitive is None:
        return "a problem without roles.sensitive"
    return None


# ---------------------------------------------------------------- (X,Y)-privacy on the join
def needs_release_attributes(problem: Problem) -> str | None:
    if problem.release_attributes is None:
        return "a sequential problem without release_attributes"
    return None


def _holders(problem: Problem) -> tuple[dict[str, list[int]], set[str]]:
    """Which releases (0 = the one to compute) publish each attribute; the join column names."""
    held = [list(release_attributes(problem))] + [[str(c) for c in f.columns] for f in problem.previous]
    holders: dict[str, list[int]] = {}
    for i, attrs in enumerate(held):
        for a in attrs:
            holders.setdefault(a, []).append(i)
    columns = {a if len(where) == 1 else f"T{i + 1}.{a}" for a, where in holders.items() for i in where}
    return holders, columns


def xy_join_reason(problem: Problem) -> str | None:
    """What the solvers' join (solvers/sequential_join.py) cannot judge: an X or Y attribute no release
    publishes, X and Y sharing a join column (a plain common attribute means all its copies), or
    value-level thresholds on a Y attribute several releases publish (a value would need one entry per
    copy)."""
    if needs_release_attributes(problem):
        return needs_release_attributes(problem)
    holders, columns = _holders(problem)

    def expand(attrs) -> list[str] | str:
        out: list[str] = []
        for a in attrs:
            if a in holders:
                out += [a if len(holders[a]) == 1 else f"T{i + 1}.{a}" for i in holders[a]]
            elif a in columns:
                out.append(a)
            else:
                return a
        return list(dict.fromkeys(out))

    for r in problem.requirements:
        if not isinstance(r, (XYAnonymity, XYLinkability)):
            continue
        xs, ys = expand(r.x), expand(r.y)
        for part in (xs, ys):
            if isinstance(part, str):
                return f"{r.kind} on '{part}', which none of the releases publishes"
        shared = sorted(set(xs) & set(ys))
        if shared:
            return f"{r.kind} whose X and Y share {shared}"
        if isinstance(r, XYLinkability) and isinstance(r.threshold, Mapping) and len(ys) != 1:
            return f"value-level thresholds of {r.kind} on Y = {ys}: the attribute is published by several releases"
    return None
