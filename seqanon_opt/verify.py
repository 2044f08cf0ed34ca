"""verify(problem, release) -> Verification: every requirement judged on the published data.

Shares no code with ``seqanon_opt.solvers``. First checks that the release is
a generalization of the original table: every published QI label is a node of
its taxonomy and, when the release's rows line up with the table (its index
holds row positions), a node at or above the row's original value; for the cut
and full-domain models each original value is published as one node. Then each
requirement's checker from :mod:`seqanon_opt.privacy` judges it; requirements
over sequences of releases see ``problem.previous`` followed by this release.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

import numpy as np
import pandas as pd

from .errors import SpecError
from .privacy import (Check, check_k_anonymity, check_k_diversity, check_k_linkability, check_l_diversity,
                      check_l_eligibility_per_timestamp, check_personalized, check_xy_anonymity,
                      check_xy_anonymity_join, check_xy_linkability, check_xy_linkability_join)
from .problem import Problem
from .requirements import (KAnonymity, KDiversity, KLinkability, LDiversity, LEligibility, Personalized,
                           Requirement, XYAnonymity, XYLinkability)


@dataclass
class Verification:
    """Per requirement: satisfied, achieved level, worst groups; plus structural problems."""

    checks: list[Check]
    structure_errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.structure_errors and all(c.satisfied for c in self.checks)

    def failures(self) -> list[str]:
        out = list(self.structure_errors)
        out += [f"{c.kind} {c.parameters}: {c.detail or 'not satisfied'}" for c in self.checks if not c.satisfied]
        return out


# ---------------------------------------------------------------- structure
def _nodes(problem: Problem, attr: str, labels: np.ndarray) -> np.ndarray:
    tax = problem.taxonomies[attr]
    return np.fromiter((tax.index.get(x, -1) for x in labels), dtype=np.int64, count=len(labels))


def structure_errors(problem: Problem, release: pd.DataFrame, aligned: bool = True) -> list[str]:
    """Ways in which ``release`` is not a generalization of ``problem.table``.

    With ``aligned`` False (a release whose rows cannot be matched to the
    table's rows) only the labels are checked.
    """
    errors: list[str] = []
    rows = release.index.to_numpy()
    if aligned and len(rows) and (rows.min() < 0 or rows.max() >= problem.n_rows
                                  or len(np.unique(rows)) != len(rows)):
        return ["release rows do not line up with the original table"]
    generalizable = [a for a in problem.taxonomies if a in release.columns]
    expected = problem.settings.get("release_attributes", problem.quasi_identifiers)
    for attr in expected:
        if attr not in release.columns:
            errors.append(f"release has no column '{attr}'")
    for attr in generalizable:
        tax = problem.taxonomies[attr]
        labels = release[attr].astype(str).to_numpy()
        nodes = _nodes(problem, attr, labels)
        if (nodes < 0).any():
            errors.append(f"column '{attr}': label {labels[nodes < 0][0]!r} is not a node of its taxonomy")
            continue
        if not aligned:
            continue
        original = problem.codes[attr][rows]
        above = (tax.tin[nodes] <= tax.tin[original]) & (tax.tin[original] < tax.tout[nodes])
        if not above.all():
            i = int(np.flatnonzero(~above)[0])
            errors.append(f"column '{attr}': row {int(rows[i])} publishes {labels[i]!r}, "
                          f"which does not generalize {tax.labels[original[i]]!r}")
            continue
        if attr in problem.quasi_identifiers and problem.model in ("cut", "full-domain"):
            pairs = pd.DataFrame({"leaf": original, "node": nodes}).drop_duplicates()
            if pairs["leaf"].duplicated().any():
                leaf = int(pairs.loc[pairs["leaf"].duplicated(), "leaf"].iloc[0])
                errors.append(f"column '{attr}': value {tax.labels[leaf]!r} is published as several "
                              f"nodes, which a {problem.model} generalization cannot do")
    if aligned:
        for column in problem.settings.get("release_attributes", problem.table.columns):
            if column in generalizable or column in problem.quasi_identifiers or column == problem.key:
                continue
            if problem.kind == "temporal" and column == problem.timestamp and column in release.columns:
                errors += _timestamp_errors(problem, release, rows)
                continue
            if column not in release.columns:
                errors.append(f"release has no column '{column}'")
            elif not (release[column].astype(str).to_numpy()
                      == problem.table[column].astype(str).to_numpy()[rows]).all():
                errors.append(f"column '{column}' is not published as in the original")
    if problem.key and problem.key in release.columns:
        errors.append(f"the record key '{problem.key}' is published")
    return errors


def _timestamp_errors(problem: Problem, release: pd.DataFrame, rows: np.ndarray) -> list[str]:
    """A temporal release repositions records forward (Wang-Xu-Wong-Fu 2010, section II.C): each row
    publishes a snapshot of the stream at or after its own."""
    labels = [str(v) for v in problem.settings["snapshots"]]
    position = {label: p for p, label in enumerate(labels)}
    published = release[problem.timestamp].astype(str).map(position)
    if published.isna().any():
        bad = release[problem.timestamp].to_numpy()[published.isna().to_numpy()][0]
        return [f"column '{problem.timestamp}': {bad!r} is not a snapshot of the stream"]
    own = np.asarray(problem.settings["snapshot_of_row"])[rows]
    back = np.flatnonzero(published.to_numpy(dtype=np.int64) < own)
    if len(back):
        i = int(back[0])
        return [f"row {int(rows[i])} is published at {labels[int(published.iloc[i])]!r}, before its own "
                f"snapshot {labels[int(own[i])]!r}"]
    return []


# ---------------------------------------------------------------- one checker per requirement kind
def _k_anonymity(problem: Problem, req: KAnonymity, release: pd.DataFrame) -> Check:
    return check_k_anonymity(release, req, problem.n_rows)


def _l_diversity(problem: Problem, req: LDiversity, release: pd.DataFrame) -> Check:
    return check_l_diversity(release, req, problem.n_rows)


def _xy_anonymity(problem: Problem, req: XYAnonymity, release: pd.DataFrame) -> Check:
    if problem.previous:
        return check_xy_anonymity_join(release, list(problem.previous), req.x, req.y, req.k,
                                       dict(problem.taxonomies), problem.inconsistent)
    return check_xy_anonymity(release, req.x, req.y, req.k)


def _xy_linkability(problem: Problem, req: XYLinkability, release: pd.DataFrame) -> Check:
    threshold = dict(req.threshold) if not isinstance(req.threshold, float) else req.threshold
    if problem.previous:
        return check_xy_linkability_join(release, list(problem.previous), req.x, req.y, threshold,
                                         dict(problem.taxonomies), problem.inconsistent)
    return check_xy_linkability(release, req.x, req.y, threshold)


def _linkability(problem: Problem, req: KLinkability | KDiversity, release: pd.DataFrame) -> Check:
    check = check_k_linkability if isinstance(req, KLinkability) else check_k_diversity

    def judge(previous: list[pd.DataFrame], current: pd.DataFrame, table: pd.DataFrame) -> Check:
        return check([*previous, current], table, req.quasi_identifiers, req.sensitive, req.k, join=req.join,
                     taxonomies=dict(problem.taxonomies))

    previous = list(problem.previous)
    n_old = len(previous[0]) if previous else problem.n_rows
    if n_old == problem.n_rows:
        return judge(previous, release, problem.table)
    return _dynamic_linkability(problem, previous, release, judge)


def _dynamic_linkability(problem: Problem, previous: list[pd.DataFrame], release: pd.DataFrame,
                         judge: Callable[[list[pd.DataFrame], pd.DataFrame, pd.DataFrame], Check]) -> Check:
    """Records added since the previous releases (Shmueli-Tassa et al. section 6).

    The new records are ``solver.options.new_records`` (row positions) or the
    table's last N' - N rows. Unifying approach (the default): each previous
    release is augmented with ``(*, ..., *, s)`` for every new record, its
    sensitive value s published where the release publishes it, and the whole
    sequence is judged. Separative approach: the old records' sequence and the
    new records' first release are judged apart; both must hold.
    """
    options = dict(problem.solver.options or {})
    n = problem.n_rows
    listed = options.get("new_records")
    new = np.unique(np.asarray(listed, dtype=np.int64)) if listed is not None else np.arange(len(previous[0]), n)
    old = np.setdiff1d(np.arange(n), new)
    if options.get("dynamic", "unifying") == "separative":
        old_check = judge(previous, release.loc[release.index.isin(old)], problem.table.iloc[old])
        new_check = judge([], release.loc[release.index.isin(new)], problem.table.iloc[new])
        satisfied = old_check.satisfied and new_check.satisfied
        achieved = min(a for a in (old_check.achieved, new_check.achieved) if a is not None) \
            if old_check.achieved is not None or new_check.achieved is not None else None
        worst = old_check.worst_groups if not old_check.satisfied else new_check.worst_groups
        return Check(old_check.kind, old_check.parameters, satisfied, achieved, worst,
                     "separative: old records " + (old_check.detail or "ok") + "; new records "
                     + (new_check.detail or "ok"))
    sensitive = problem.table[problem.sensitive].astype(str).to_numpy()
    augmented = []
    for frame in previous:
        full = pd.DataFrame({c: np.full(n, "*", dtype=object) for c in frame.columns})
        full.iloc[old] = frame.astype(object).to_numpy()
        if problem.sensitive in frame.columns:
            full.loc[new, problem.sensitive] = sensitive[new]
        augmented.append(full)
    return judge(augmented, release, problem.table)


def _l_eligibility(problem: Problem, req: LEligibility, release: pd.DataFrame) -> Check:
    return check_l_eligibility_per_timestamp(release, req.timestamp, req.sensitive, req.l)


def _personalized(problem: Problem, req: Personalized, release: pd.DataFrame) -> Check:
    sensitive = problem.sensitive
    limits = (problem.table[req.limit_column].astype(float) if req.limit_column else req.default_limit)
    return check_personalized(release, problem.table[sensitive], problem.quasi_identifiers, sensitive, limits,
                              problem.taxonomies[sensitive], default_limit=req.default_limit)


CHECKERS: dict[type, Callable[[Problem, Requirement, pd.DataFrame], Check]] = {
    KAnonymity: _k_anonymity, LDiversity: _l_diversity, XYAnonymity: _xy_anonymity,
    XYLinkability: _xy_linkability, KLinkability: _linkability, KDiversity: _linkability,
    LEligibility: _l_eligibility, Personalized: _personalized,
}


def verify_release(problem: Problem, release: pd.DataFrame, *, aligned: bool = True) -> Verification:
    """Judge ``release`` against every requirement of ``problem``.

    ``aligned``: the release's index holds each row's position in
    ``problem.table`` (as :func:`seqanon_opt.release.publish` makes it).
    """
    errors = structure_errors(problem, release, aligned)
    checks = []
    for req in problem.requirements:
        needs_rows = isinstance(req, Personalized)
        if needs_rows and not aligned:
            raise SpecError(f"{req.kind} is judged per record: the release must list the table's rows in "
                            f"order ({problem.n_rows} rows)")
        checks.append(CHECKERS[type(req)](problem, req, release))
    return Verification(checks, errors)
