"""verify_release(problem, release) -> Verification: a release judged on its content alone.

Shares no code with ``seqanon_opt.solvers``. The verdict never depends on the
release's row order:

1. columns: the release holds exactly the columns the spec publishes
   (:func:`expected_columns`, derived here, not taken from the publisher);
   an undeclared column, a missing one or the record key is a failure;
2. labels: every cell of a column with a taxonomy is a node of it (a blank
   cell or an unknown label is a failure); a temporal timestamp is a snapshot
   of the stream;
3. records: the rows are matched to the input records as multisets
   (:mod:`seqanon_opt.privacy.matching`): row r can stand for record t when
   each taxonomy cell of r is at or above t's value, every other published cell
   equals t's (a sensitive ``*`` hides its value) and, temporal, r's snapshot
   is t's own or later. Rows no record is left for are a failure (extra or
   duplicated rows, values moved to a non-ancestor, records moved back in
   time); records left out beyond the largest suppression budget of the
   requirements are a failure. For the cut and full-domain models each
   original value is published as one node;
4. requirements: each requirement's checker from :mod:`seqanon_opt.privacy`
   judges the published rows; per-record requirements see them re-indexed by
   their matched records; requirements over sequences of releases see
   ``problem.previous`` followed by this release.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import pandas as pd

from .errors import SpecError
from .privacy import (
    Check,
    check_k_anonymity,
    check_k_diversity,
    check_k_linkability,
    check_l_diversity,
    check_l_eligibility_per_timestamp,
    check_personalized,
    check_xy_anonymity,
    check_xy_anonymity_join,
    check_xy_linkability,
    check_xy_linkability_join,
)
from .privacy.matching import Layout, match_records
from .problem import Problem
from .requirements import (
    KAnonymity,
    KDiversity,
    KLinkability,
    LDiversity,
    LEligibility,
    Personalized,
    Requirement,
    XYAnonymity,
    XYLinkability,
)


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
def expected_columns(problem: Problem) -> list[str]:
    """The columns a release of ``problem`` holds, derived here on their own (not from the publisher).

    Sequential: the spec's ``release_attributes``. Otherwise the quasi-identifiers,
    the sensitive and class attributes, ``roles.insensitive``, the X and Y of
    (X,Y)-requirements and, temporal, the timestamp. Never the record key.
    """
    if problem.kind == "sequential":
        wanted = set(problem.settings["release_attributes"])
    else:
        wanted = {*problem.quasi_identifiers, *problem.insensitive}
        wanted |= {c for c in (problem.sensitive, problem.class_attribute) if c}
        for req in problem.requirements:
            if isinstance(req, (XYAnonymity, XYLinkability)):
                wanted |= {*req.x, *req.y}
        if problem.kind == "temporal" and problem.timestamp:
            wanted.add(problem.timestamp)
    wanted.discard(problem.key)
    return [c for c in problem.table.columns if c in wanted]


def column_errors(problem: Problem, release: pd.DataFrame) -> list[str]:
    """Columns the release carries but the spec does not publish, and expected columns it lacks."""
    expected = expected_columns(problem)
    errors = []
    for column in release.columns:
        if column == problem.key:
            errors.append(f"the record key '{column}' is published")
        elif column not in expected:
            errors.append(f"release carries column '{column}', which the spec does not publish")
    errors += [f"release has no column '{c}'" for c in expected if c not in release.columns]
    return errors


@dataclass(frozen=True)
class Matched:
    """The record of every release row (-1: none) and what the matching found wrong."""

    record_of_row: np.ndarray
    errors: list[str]


def _layout(problem: Problem, columns: list[str]) -> Layout:
    timestamp = problem.timestamp if problem.kind == "temporal" else None
    tax_columns = tuple(c for c in columns if c in problem.codes and c != timestamp)
    exact = tuple(c for c in columns if c not in tax_columns and c != timestamp)
    sensitive = problem.sensitive if problem.sensitive in exact else None
    return Layout(problem.taxonomies, tax_columns, exact, sensitive, timestamp)


def _row(release: pd.DataFrame, i: int) -> str:
    return f"row {i + 1} {dict(release.iloc[i].astype(str))}"


def match_release(problem: Problem, release: pd.DataFrame) -> Matched:
    """Match release rows to records by content (:mod:`seqanon_opt.privacy.matching`).

    Labels are checked first (a blank or unknown QI label, a timestamp that is
    not a snapshot); such rows match no record. The release's index is used as
    the matching when it names distinct records each row can stand for (a
    release made in this process); otherwise a maximum matching is computed,
    so the verdict never depends on the row order.
    """
    columns = [c for c in expected_columns(problem) if c in release.columns]
    layout = _layout(problem, columns)
    errors: list[str] = []
    n = len(release)
    valid = np.ones(n, dtype=bool)
    nodes: dict[str, np.ndarray] = {}
    for column in layout.tax_columns:
        tax = problem.taxonomies[column]
        labels = release[column].astype(str).str.strip()
        blank = (labels == "").to_numpy()
        codes = labels.map(tax.index).to_numpy(dtype=float, na_value=np.nan)
        unknown = np.isnan(codes) & ~blank
        if blank.any():
            errors.append(f"column '{column}': {int(blank.sum())} blank cell(s), e.g. row "
                          f"{int(np.flatnonzero(blank)[0]) + 1}")
        if unknown.any():
            i = int(np.flatnonzero(unknown)[0])
            errors.append(f"column '{column}': label {labels.iloc[i]!r} (row {i + 1}) is not a node of its "
                          f"taxonomy")
        valid &= ~(blank | unknown)
        nodes[column] = np.where(np.isnan(codes), tax.root, codes).astype(np.int64)
    text = {c: release[c].astype(str).to_numpy() for c in layout.exact_columns}
    record_text = {c: problem.table[c].astype(str).to_numpy() for c in layout.exact_columns}
    times = record_times = None
    if layout.timestamp:
        labels = [str(v) for v in problem.settings["snapshots"]]
        published = release[layout.timestamp].astype(str).map({lab: p for p, lab in enumerate(labels)})
        bad = published.isna().to_numpy()
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            errors.append(f"column '{layout.timestamp}': {release[layout.timestamp].iloc[i]!r} (row {i + 1}) "
                          f"is not a snapshot of the stream")
        valid &= ~bad
        times = published.fillna(-1).to_numpy(dtype=np.int64)
        record_times = np.asarray(problem.settings["snapshot_of_row"], dtype=np.int64)
    leaves = {c: np.asarray(problem.codes[c], dtype=np.int64) for c in layout.tax_columns}
    record_of_row = _index_matching(problem, release, layout, nodes, text, times, valid)
    if record_of_row is None:
        sub = np.flatnonzero(valid)
        matched = match_records(layout, {c: v[sub] for c, v in nodes.items()}, {c: v[sub] for c, v in text.items()},
                                None if times is None else times[sub], leaves, record_text, record_times)
        record_of_row = np.full(n, -1, np.int64)
        record_of_row[sub] = matched
        unmatched = np.flatnonzero(valid & (record_of_row < 0))
        if len(unmatched):
            errors.append(_unmatched_reason(problem, release, layout, unmatched, nodes, text, times, leaves,
                                            record_text, sub))
    return Matched(record_of_row, errors)


def _index_matching(problem, release, layout, nodes, text, times, valid) -> np.ndarray | None:
    """The release's index as the matching, when it is one (distinct records each row can stand for)."""
    index = release.index
    if not valid.all() or not pd.api.types.is_integer_dtype(index) or not index.is_unique:
        return None
    rows = index.to_numpy(dtype=np.int64)
    if len(rows) and (rows.min() < 0 or rows.max() >= problem.n_rows):
        return None
    for column in layout.tax_columns:
        tax, leaf, v = problem.taxonomies[column], np.asarray(problem.codes[column])[rows], nodes[column]
        if not ((tax.tin[v] <= tax.tin[leaf]) & (tax.tin[leaf] < tax.tout[v])).all():
            return None
    for column in layout.exact_columns:
        own = problem.table[column].astype(str).to_numpy()[rows]
        same = text[column] == own
        if column == layout.sensitive:
            same |= text[column] == "*"
        if not same.all():
            return None
    if times is not None and (times < np.asarray(problem.settings["snapshot_of_row"])[rows]).any():
        return None
    return rows


def _unmatched_reason(problem, release, layout, unmatched, nodes, text, times, leaves, record_text, sub) -> str:
    """Why some rows stand for no record: moved back in time (temporal), or no such record is left."""
    count = f"{len(unmatched)} release row(s) stand for no input record"
    if times is not None:
        untimed = Layout(layout.taxonomies, layout.tax_columns, layout.exact_columns, layout.sensitive, None)
        again = match_records(untimed, {c: v[sub] for c, v in nodes.items()}, {c: v[sub] for c, v in text.items()},
                              None, leaves, record_text, None)
        if (again >= 0).all():
            return (f"{count}: records only move forward in time, and these would have to move back "
                    f"(e.g. {_row(release, int(unmatched[0]))})")
    return f"{count} (a row no record generalizes to, or more rows than such records), e.g. " \
           f"{_row(release, int(unmatched[0]))}"


def _suppression_budget(problem: Problem) -> int | None:
    """Records a release may leave out: the largest budget of its requirements; None: not judged here."""
    if problem.kind == "temporal":
        return None  # the relay suppresses what it cannot reposition; l-eligibility judges what is published
    budgets = [getattr(req, "max_suppressed", 0) for req in problem.requirements]
    return max(budgets, default=0)


def structure_errors(problem: Problem, release: pd.DataFrame, matched: Matched) -> list[str]:
    """Ways in which ``release`` is not a publication of ``problem.table`` (module docstring)."""
    errors = column_errors(problem, release) + matched.errors
    records = matched.record_of_row[matched.record_of_row >= 0]
    missing = problem.n_rows - len(records)
    budget = _suppression_budget(problem)
    if budget is not None and missing > budget:
        errors.append(f"{missing} input record(s) are not in the release, the suppression budget is {budget}")
    if problem.model in ("cut", "full-domain"):
        rows = np.flatnonzero(matched.record_of_row >= 0)
        for attr in problem.quasi_identifiers:
            if attr not in release.columns or attr not in problem.codes:
                continue
            tax = problem.taxonomies[attr]
            nodes = release[attr].astype(str).map(tax.index).to_numpy()[rows]
            pairs = pd.DataFrame({"leaf": np.asarray(problem.codes[attr])[records], "node": nodes}).drop_duplicates()
            if pairs["leaf"].duplicated().any():
                leaf = int(pairs.loc[pairs["leaf"].duplicated(), "leaf"].iloc[0])
                errors.append(f"column '{attr}': value {tax.labels[leaf]!r} is published as several "
                              f"nodes, which a {problem.model} generalization cannot do")
    return errors


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
        # a release that hides some sensitive cells ('*') shows the new records hidden too
        if problem.sensitive in frame.columns and not (frame[problem.sensitive].astype(str) == "*").any():
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


def verify_release(problem: Problem, release: pd.DataFrame) -> Verification:
    """Judge ``release`` against ``problem``: its columns, its match to the records, every requirement.

    The verdict depends on the release's content only, never on its row order
    (module docstring). Requirements judged per record (personalized limits,
    the separative approach of a dynamic sequential release) see the rows
    re-indexed by their matched records; when the structure is broken (a
    missing column, rows standing for no record) those requirements are not
    judged and the structure errors say why.
    """
    matched = match_release(problem, release)
    errors = structure_errors(problem, release, matched)
    missing = [c for c in expected_columns(problem) if c not in release.columns]
    checks = []
    if missing:  # the requirements cannot be judged on a release without their columns
        return Verification(checks, errors)
    published = release[[c for c in release.columns if c in expected_columns(problem)]]
    by_record = published.loc[matched.record_of_row >= 0].set_axis(
        matched.record_of_row[matched.record_of_row >= 0], axis=0)
    for req in problem.requirements:
        per_record = isinstance(req, Personalized) or (
            isinstance(req, (KLinkability, KDiversity)) and problem.previous
            and len(problem.previous[0]) != problem.n_rows)
        if per_record and len(by_record) != len(release):
            checks.append(Check(req.kind, req.parameters(), False, None, [],
                                "not judged: some release rows stand for no record"))
            continue
        checks.append(CHECKERS[type(req)](problem, req, by_record if per_record else published))
    return Verification(checks, errors)


def verify_releases(problem: Problem, releases: list[pd.DataFrame]) -> Verification:
    """Judge the last of ``releases``; a sequential problem's earlier ones follow its previous releases."""
    if not releases:
        raise SpecError("no release to verify", field="--release")
    if problem.kind != "sequential" and len(releases) != 1:
        raise SpecError(f"a {problem.kind} problem is verified on one --release, got {len(releases)}",
                        field="--release")
    if problem.kind == "sequential":
        problem = dataclasses.replace(problem, previous=(*problem.previous, *releases[:-1]))
    return verify_release(problem, releases[-1])
