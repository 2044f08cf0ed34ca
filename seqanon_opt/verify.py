"""verify_release(problem, release) -> Verification: a release judged on its content alone.

Shares no code with ``seqanon_opt.solvers``. The verdict never depends on the
release's row order, and its structure never on the index:

1. columns: the release holds exactly the columns the spec publishes
   (:func:`expected_columns`, derived here, not taken from the publisher);
   an undeclared column, a missing one or the record key is a failure;
2. labels: every cell of a column with a taxonomy is a node of it (a blank
   cell or an unknown label is a failure; ``*`` reads as the root); a
   temporal timestamp is a snapshot of the stream. Requirements are not
   judged on a release with such labels;
3. records: the rows are matched to the input records as multisets
   (:mod:`seqanon_opt.privacy.matching`). Row r can stand for record t when::

       for every column A with a taxonomy:  tin(r[A]) <= tin(leaf(t[A])) < tout(r[A])
       for every other published column B:  r[B] == t[B]   (a sensitive r[B] == '*' hides it: any t)
       temporal:                            snapshot(r[time]) >= snapshot_of_row(t)

   A maximum matching (max flow on the distinct tuples of both sides, each
   record used once) assigns rows to records. Rows it leaves without a
   record are a failure (extra or duplicated rows, values moved to a
   non-ancestor, records moved back in time); records it leaves out beyond
   the largest suppression budget of the requirements are a failure (no
   budget: none may be left out; temporal streams have no budget, the relay
   suppresses at a cost and l-eligibility judges what is published). For
   the cut and full-domain models each original value is published as one
   node (judged on the matching);
4. requirements: each requirement's checker from :mod:`seqanon_opt.privacy`
   judges the published rows; per-record requirements (personalized limits,
   linkability of a dynamic sequential release) see them re-indexed by their
   matched records, on a witness matching that makes them hold when the
   verifier finds one (:mod:`seqanon_opt.privacy.records`: exact for
   personalized limits, a bounded search for the separative approach; the
   index is one more candidate, never needed for a limit). Requirements over
   sequences of releases see ``problem.previous`` followed by this release;
   their checkers (joins of Wang-Fung and Shmueli-Tassa et al.) match the
   releases' records by consistency, never by row position.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import pandas as pd

from .errors import SpecError
from .privacy import (
    Check,
    check_beta_likeness,
    check_delta_disclosure,
    check_k_anonymity,
    check_k_diversity,
    check_k_linkability,
    check_l_diversity,
    check_l_eligibility_per_timestamp,
    check_personalized,
    check_t_closeness,
    check_xy_anonymity,
    check_xy_anonymity_join,
    check_xy_linkability,
    check_xy_linkability_join,
)
from .privacy.consistency import build_consistency_graph
from .privacy.joins import compute_join
from .privacy.k_anonymity import coded_group_sizes
from .privacy.linkability import linkability_table
from .privacy.records import (
    Encoded,
    Matched,
    arrival_cohort,
    encode,
    expected_columns,
    held_rows,
    holders,
    match_release,
    separative,
)
from .problem import Problem
from .requirements import (
    BetaLikeness,
    DeltaDisclosure,
    KAnonymity,
    KDiversity,
    KLinkability,
    LDiversity,
    LEligibility,
    Personalized,
    Requirement,
    TCloseness,
    XYAnonymity,
    XYLinkability,
)


@dataclass
class Verification:
    """Per requirement: satisfied, achieved level, worst groups; plus structural problems."""

    checks: list[Check]
    structure_errors: list[str] = field(default_factory=list)
    risk: dict[str, Any] | None = None
    """The re-identification risk of the input and the release, when the caller computed it
    (:func:`seqanon_opt.api.verify`, ``seqanon verify``)."""

    @property
    def ok(self) -> bool:
        return not self.structure_errors and all(c.satisfied for c in self.checks)

    def failures(self) -> list[str]:
        out = list(self.structure_errors)
        out += [f"{c.kind} {c.parameters}: {c.detail or 'not satisfied'}" for c in self.checks if not c.satisfied]
        return out


# ---------------------------------------------------------------- structure
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


def _suppression_budget(problem: Problem) -> int | None:
    """Records a release may leave out: the largest budget of its requirements; None: not judged here."""
    if problem.kind == "temporal":
        return None  # the relay suppresses what it cannot reposition; l-eligibility judges what is published
    budgets = [getattr(req, "max_suppressed", 0) for req in problem.requirements]
    return max(budgets, default=0)


def structure_errors(problem: Problem, release: pd.DataFrame, matched: Matched) -> list[str]:
    """Ways in which ``release`` is not a publication of ``problem.table`` (module docstring)."""
    errors = column_errors(problem, release) + matched.errors
    missing = problem.n_records - matched.matched_rows  # records (= rows when unweighted)
    budget = _suppression_budget(problem)
    if budget is not None and missing > budget:
        errors.append(f"{missing} input record(s) are not in the release, the suppression budget is {budget}")
    if problem.model in ("cut", "full-domain"):
        for attr in problem.quasi_identifiers:
            if attr not in matched.nodes:
                continue
            tax = problem.taxonomies[attr]
            pairs = matched.published(attr)  # distinct (value, node) over the matched rows
            leaves, seen = np.unique(pairs // tax.n_nodes, return_counts=True)
            if (seen > 1).any():
                leaf = int(leaves[seen > 1][0])
                errors.append(
                    f"column '{attr}': value {tax.labels[leaf]!r} is published as several "
                    f"nodes, which a {problem.model} generalization cannot do"
                )
    return errors


# ---------------------------------------------------------------- one checker per requirement kind
def _k_anonymity(problem: Problem, req: KAnonymity, release: pd.DataFrame) -> Check:
    return check_k_anonymity(release, req, problem.n_rows)


def _l_diversity(problem: Problem, req: LDiversity, release: pd.DataFrame) -> Check:
    return check_l_diversity(release, req, problem.n_rows)


def _distribution(problem: Problem, req: TCloseness | DeltaDisclosure | BetaLikeness, release: pd.DataFrame) -> Check:
    """t-closeness, delta-disclosure, beta-likeness: each group against the whole input's sensitive distribution."""
    check = {TCloseness: check_t_closeness, DeltaDisclosure: check_delta_disclosure, BetaLikeness: check_beta_likeness}[
        type(req)
    ]
    return check(release, req, problem.table[req.sensitive], problem.taxonomies.get(req.sensitive))


def _xy_anonymity(problem: Problem, req: XYAnonymity, release: pd.DataFrame) -> Check:
    if problem.previous:
        check = check_xy_anonymity_join(
            release, list(problem.previous), req.x, req.y, req.k, dict(problem.taxonomies), problem.inconsistent
        )
    else:
        check = check_xy_anonymity(release, req.x, req.y, req.k)
    return with_budget(check, problem.n_rows - len(release), req.max_suppressed)


def with_budget(check: Check, suppressed: int, budget: int) -> Check:
    """``check`` also judging the requirement's own suppression budget (as k-anonymity does): the suppressed
    records in its parameters, and a failure when they exceed ``budget``."""
    if budget or suppressed:
        check.parameters = check.parameters | {"max_suppressed": budget, "suppressed": suppressed}
    if suppressed > budget:
        check.satisfied = False
        check.detail = "; ".join(d for d in (check.detail, f"{suppressed} rows suppressed, budget {budget}") if d)
    return check


def _xy_linkability(problem: Problem, req: XYLinkability, release: pd.DataFrame) -> Check:
    threshold = dict(req.threshold) if not isinstance(req.threshold, float) else req.threshold
    if problem.previous:
        return check_xy_linkability_join(
            release, list(problem.previous), req.x, req.y, threshold, dict(problem.taxonomies), problem.inconsistent
        )
    return check_xy_linkability(release, req.x, req.y, threshold)


def _linkability(problem: Problem, req: KLinkability | KDiversity, release: pd.DataFrame) -> Check:
    check = check_k_linkability if isinstance(req, KLinkability) else check_k_diversity

    def judge(previous: list[pd.DataFrame], current: pd.DataFrame, table: pd.DataFrame) -> Check:
        return check(
            [*previous, current],
            table,
            req.quasi_identifiers,
            req.sensitive,
            req.k,
            join=req.join,
            taxonomies=dict(problem.taxonomies),
        )

    previous = list(problem.previous)
    if arrival_cohort(problem) is None:
        return judge(previous, release, problem.table)
    return _dynamic_linkability(problem, previous, release, judge)


def _dynamic_linkability(
    problem: Problem,
    previous: list[pd.DataFrame],
    release: pd.DataFrame,
    judge: Callable[[list[pd.DataFrame], pd.DataFrame, pd.DataFrame], Check],
) -> Check:
    """Records added since (some of) the previous releases (Shmueli-Tassa et al. section 6, Figures 6, 7).

    Release j held the table's first ``len(T_j)`` records (or all but ``solver.options.new_records``).
    Unifying approach (the default): each previous release is augmented with ``(*, ..., *, s)`` for every
    record it did not hold, its sensitive value s published where the release publishes it, and the whole
    sequence is judged. Separative approach: each cohort of records that arrived together is judged with
    the releases that held it (the newest alone); all must hold.
    """
    options = dict(problem.solver.options or {})
    cohort = arrival_cohort(problem)
    held = holders(problem)
    if options.get("dynamic", "unifying") == "separative":
        checks = []
        for c, releases in enumerate(held):
            records = np.flatnonzero(cohort == c)
            earlier = [previous[j].iloc[held_rows(problem, records)] for j in releases]
            checks.append(judge(earlier, release.loc[release.index.isin(records)], problem.table.iloc[records]))
        satisfied = all(check.satisfied for check in checks)
        levels = [check.achieved for check in checks if check.achieved is not None]
        worst = next((check.worst_groups for check in checks if not check.satisfied), checks[0].worst_groups)
        detail = "; ".join(
            f"records arrived {'first' if c == 0 else f'{c + 1}.'} ({len(held[c])} earlier "
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
        mine = np.isin(cohort, [c for c, releases in enumerate(held) if j in releases])
        records = np.flatnonzero(mine)
        full = pd.DataFrame({c: np.full(n, "*", dtype=object) for c in frame.columns})
        full.iloc[records] = frame.astype(object).to_numpy()[held_rows(problem, records)]
        # a release that hides some sensitive cells ('*') shows the records it did not hold hidden too
        if problem.sensitive in frame.columns and not (frame[problem.sensitive].astype(str) == "*").any():
            full.loc[~mine, problem.sensitive] = sensitive[~mine]
        augmented.append(full)
    return judge(augmented, release, problem.table)


def _l_eligibility(problem: Problem, req: LEligibility, release: pd.DataFrame) -> Check:
    return check_l_eligibility_per_timestamp(release, req.timestamp, req.sensitive, req.l)


def _personalized(problem: Problem, req: Personalized, release: pd.DataFrame) -> Check:
    sensitive = problem.sensitive
    limits = problem.table[req.limit_column].astype(float) if req.limit_column else req.default_limit
    return check_personalized(
        release,
        problem.table[sensitive],
        problem.quasi_identifiers,
        sensitive,
        limits,
        problem.taxonomies[sensitive],
        default_limit=req.default_limit,
    )


CHECKERS: dict[type, Callable[[Problem, Requirement, pd.DataFrame], Check]] = {
    KAnonymity: _k_anonymity,
    LDiversity: _l_diversity,
    TCloseness: _distribution,
    DeltaDisclosure: _distribution,
    BetaLikeness: _distribution,
    XYAnonymity: _xy_anonymity,
    XYLinkability: _xy_linkability,
    KLinkability: _linkability,
    KDiversity: _linkability,
    LEligibility: _l_eligibility,
    Personalized: _personalized,
}


def verify_release(problem: Problem, release: pd.DataFrame, weight: np.ndarray | None = None) -> Verification:
    """Judge ``release`` against ``problem``: its columns, its match to the records, every requirement.

    ``weight[i]`` (>= 1): the records release row i stands for; ``problem.weight``
    the records of every table row (None: one each). Either given, the verdict
    is that on both sides expanded to one row per record (:func:`verify_weighted`).

    The verdict depends on the release's content only, never on its row order
    (module docstring). Requirements judged per record (personalized limits,
    the separative approach of a dynamic sequential release) see the rows
    re-indexed by their matched records (for personalized limits, a matching
    meeting every limit when there is one); when the structure is broken (a
    missing column, rows standing for no record) those requirements are not
    judged and the structure errors say why.
    """
    if weight is not None or problem.weight is not None:
        from .verify_weighted import verify_weighted  # it imports this module's shared steps

        return verify_weighted(problem, release, weight)
    hint = release.index.to_numpy()  # a candidate witness for per-record requirements only (module docstring)
    release, encoded, matched, errors = matched_release(problem, release, hint=hint)
    unjudged = unjudged_structure(problem, release, matched, errors)
    if unjudged is not None:
        return unjudged
    published = release[[c for c in release.columns if c in expected_columns(problem)]]
    complete = matched.matched_rows == len(release)
    checks = []
    for req in problem.requirements:
        per_record = isinstance(req, Personalized) or (
            isinstance(req, (KLinkability, KDiversity)) and arrival_cohort(problem) is not None
        )
        if per_record and not complete:
            checks.append(
                Check(req.kind, req.parameters(), False, None, [], "not judged: some release rows stand for no record")
            )
            continue
        try:
            if isinstance(req, KAnonymity) and all(
                q in encoded.codes and q in matched.nodes for q in req.quasi_identifiers
            ):
                # groups of the columns already factorized (taxonomy labels: text, never missing)
                units = None if encoded.unit is None else (encoded.unit_first, encoded.unit_count)
                sizes = coded_group_sizes(encoded.codes, encoded.labels, list(req.quasi_identifiers), units)
                checks.append(check_k_anonymity(published, req, problem.n_rows, sizes=sizes))
                continue
            if not per_record:
                checks.append(CHECKERS[type(req)](problem, req, published))
                continue
            judged = None  # the first witness on which req holds, else the verdict on the first witness
            for witness in matched.witnesses:
                check = CHECKERS[type(req)](problem, req, _by_record(published, witness))
                judged = check if judged is None or check.satisfied else judged
                if check.satisfied:
                    break
            if not judged.satisfied and separative(problem):
                better = _separative_search(problem, req, published, matched)
                if better is not None:
                    judged = CHECKERS[type(req)](problem, req, _by_record(published, better))
            checks.append(judged)
        except (ValueError, KeyError) as exc:
            checks.append(_unjudgeable(req, exc, errors))
    return Verification(checks, errors)


def matched_release(
    problem: Problem, release: pd.DataFrame, *, hint: np.ndarray | None = None, weight: np.ndarray | None = None
) -> tuple[pd.DataFrame, Encoded, Matched, list[str]]:
    """``release`` normalised and re-indexed 0..n-1, its encoded columns, its match to the records
    (``weight``: records per release row) and the structure errors. Every column is hashed once, for the
    matching and the groups; categorical columns are kept as they are when every requirement is judged
    on the codes (k-anonymity on taxonomy columns)."""
    coded_only = all(
        isinstance(req, KAnonymity)
        and all(q in problem.codes and q != problem.timestamp for q in req.quasi_identifiers)
        for req in problem.requirements
    )
    release, encoded = encode(problem, release, keep_categorical=coded_only, weight=weight)
    release = release.reset_index(drop=True)
    matched = match_release(problem, release, hint=hint, encoded=encoded, weight=weight)
    return release, encoded, matched, structure_errors(problem, release, matched)


def unjudged_structure(
    problem: Problem, release: pd.DataFrame, matched: Matched, errors: list[str]
) -> Verification | None:
    """The verdict when the requirements cannot be judged: a release without their columns, or with labels
    that are no nodes; None when they can."""
    if any(c not in release.columns for c in expected_columns(problem)):
        return Verification([], errors)
    if not matched.labels_ok:
        return Verification(
            [
                Check(
                    req.kind,
                    req.parameters(),
                    False,
                    None,
                    [],
                    "not judged: the release holds labels that are not nodes of their taxonomies "
                    "or timestamps that are not snapshots",
                )
                for req in problem.requirements
            ],
            errors,
        )
    return None


def _unjudgeable(req: Requirement, exc: Exception, errors: list[str]) -> Check:
    """The failing check of a requirement whose checker raised on a broken release (re-raised on a sound one)."""
    if not errors:  # a sound release the checker cannot judge: a bug, not the release's fault
        raise exc
    reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return Check(
        req.kind,
        req.parameters(),
        False,
        None,
        [],
        f"not judged on a release that is not a publication of the table ({reason})",
    )


def _by_record(published: pd.DataFrame, witness: np.ndarray) -> pd.DataFrame:
    """The rows re-indexed by the records a witness matches them to, in record order."""
    return published.set_axis(witness, axis=0).sort_index()


SEARCH_PAIRS = 2_000_000  # old rows x new rows compared for swaps, at most
SEARCH_STEPS = 400  # evaluations of a swap, at most


def _separative_search(
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
    held = holders(problem)
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
        for c, releases in enumerate(held):
            mine = cohort[witness] == c
            records = np.sort(witness[mine])
            earlier = [problem.previous[j].iloc[held_rows(problem, records)] for j in releases]
            total += shortfall(earlier, published.loc[mine], witness[mine])
        return total

    steps = 0
    for start in matched.witnesses:
        witness = start.copy()
        best = score(witness)
        improved = True
        while improved and best > 0 and steps < SEARCH_STEPS:
            improved = False
            rows_of = [np.flatnonzero(cohort[witness] == c) for c in range(len(held))]
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


def verify_releases(problem: Problem, releases: list[pd.DataFrame], names: list[str] | None = None) -> Verification:
    """Judge the last of ``releases``; a sequential problem's earlier ones follow its previous releases.

    The earlier releases are inputs, not judged: SpecError (naming ``names[i]``,
    e.g. the files) when one holds a column the table does not have, the record
    key, or another number of records than the previous releases.
    """
    if not releases:
        raise SpecError("no release to verify", field="--release")
    if problem.kind != "sequential" and len(releases) != 1:
        raise SpecError(
            f"a {problem.kind} problem is verified on one --release, got {len(releases)}", field="--release"
        )
    if problem.kind == "sequential":
        earlier = releases[:-1]
        size = len(problem.previous[-1]) if problem.previous else 0
        for i, frame in enumerate(earlier):
            where = {"file": names[i]} if names else {}
            odd = next((c for c in frame.columns if c not in problem.table.columns or c == problem.key), None)
            if odd is not None:
                what = "the record key" if odd == problem.key else "a column the table does not have"
                raise SpecError(f"earlier release {i + 1} holds {what}", field="--release", value=odd, **where)
            if len(frame) < size or len(frame) > problem.n_rows:
                raise SpecError(
                    f"earlier release {i + 1} has {len(frame)} records; each release holds at least "
                    f"as many as the one before ({size}) and at most the table's {problem.n_rows}",
                    field="--release",
                    value=len(frame),
                    **where,
                )
            size = len(frame)
        problem = dataclasses.replace(problem, previous=(*problem.previous, *earlier))
    return verify_release(problem, releases[-1])
