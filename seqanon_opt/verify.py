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
from .privacy.encoding import expected_columns
from .privacy.k_anonymity import coded_group_sizes
from .privacy.records import (
    arrival_cohort,
    separative,
)
from .privacy.registered import registered_check
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
    TCloseness,
    XYAnonymity,
    XYLinkability,
)
from .verify_dynamic import dynamic_linkability, separative_search
from .verify_structure import (
    Verification,
    column_errors,
    matched_release,
    structure_errors,
    unjudgeable,
    unjudged_structure,
    with_budget,
)
from .verify_weighted import verify_weighted

__all__ = ["Verification", "column_errors", "structure_errors", "verify_release", "verify_releases"]


# ---------------------------------------------------------------- one checker per requirement kind
def _k_anonymity(problem: Problem, req: KAnonymity, release: pd.DataFrame) -> Check:
    return check_k_anonymity(release, req, problem.n_rows)


def _l_diversity(problem: Problem, req: LDiversity, release: pd.DataFrame) -> Check:
    return check_l_diversity(release, req, problem.n_rows)


def _distribution(problem: Problem, req: TCloseness | DeltaDisclosure | BetaLikeness, release: pd.DataFrame) -> Check:
    """t-closeness, delta-disclosure, beta-likeness: each group against the whole input's sensitive distribution."""
    checkers: dict[type, Callable[..., Check]] = {
        TCloseness: check_t_closeness,
        DeltaDisclosure: check_delta_disclosure,
        BetaLikeness: check_beta_likeness,
    }
    check = checkers[type(req)]
    return check(release, req, problem.table[req.sensitive], problem.taxonomies.get(req.sensitive))


def _xy_anonymity(problem: Problem, req: XYAnonymity, release: pd.DataFrame) -> Check:
    if problem.previous:
        check = check_xy_anonymity_join(
            release, list(problem.previous), req.x, req.y, req.k, dict(problem.taxonomies), problem.inconsistent
        )
    else:
        check = check_xy_anonymity(release, req.x, req.y, req.k)
    return with_budget(check, problem.n_rows - len(release), req.max_suppressed)


def _xy_linkability(problem: Problem, req: XYLinkability, release: pd.DataFrame) -> Check:
    threshold = dict(req.threshold) if not isinstance(req.threshold, float) else req.threshold
    if problem.previous:
        return check_xy_linkability_join(
            release, list(problem.previous), req.x, req.y, threshold, dict(problem.taxonomies), problem.inconsistent
        )
    return check_xy_linkability(release, req.x, req.y, threshold)


def _linkability(problem: Problem, req: KLinkability | KDiversity, release: pd.DataFrame) -> Check:
    check: Callable[..., Check] = check_k_linkability if isinstance(req, KLinkability) else check_k_diversity

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
    return dynamic_linkability(problem, previous, release, judge)


def _l_eligibility(problem: Problem, req: LEligibility, release: pd.DataFrame) -> Check:
    return check_l_eligibility_per_timestamp(release, req.timestamp, req.sensitive, req.l)


def _personalized(problem: Problem, req: Personalized, release: pd.DataFrame) -> Check:
    sensitive = problem.sensitive
    assert sensitive is not None  # a personalized requirement needs one (problem building refuses otherwise)
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


# each checker takes the requirements of its key's type
CHECKERS: dict[type, Callable[[Problem, Any, pd.DataFrame], Check]] = {
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


def checker_of(req: Any) -> Callable[[Problem, Any, pd.DataFrame], Check]:
    """The checker of ``req``: :data:`CHECKERS` by type, else the check registered for its kind
    (:mod:`seqanon_opt.privacy.registered`); with none, a check that fails closed ("not judged")."""
    checker = CHECKERS.get(type(req))
    if checker is not None:
        return checker
    try:
        return registered_check(req.kind)
    except KeyError as exc:
        reason = str(exc.args[0])
        return lambda problem, r, release: Check(r.kind, r.parameters(), False, None, [], f"not judged: {reason}")


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
                sizes = coded_group_sizes(encoded.codes, encoded.labels, list(req.quasi_identifiers), encoded.units)
                checks.append(check_k_anonymity(published, req, problem.n_rows, sizes=sizes))
                continue
            if not per_record:
                checks.append(checker_of(req)(problem, req, published))
                continue
            # the first witness on which req holds, else the verdict on the first witness (there is one)
            judged: Check | None = None
            for witness in matched.witnesses:
                check = checker_of(req)(problem, req, _by_record(published, witness))
                judged = check if judged is None or check.satisfied else judged
                if check.satisfied:
                    break
            assert judged is not None
            if not judged.satisfied and separative(problem) and isinstance(req, (KLinkability, KDiversity)):
                better = separative_search(problem, req, published, matched)
                if better is not None:
                    judged = checker_of(req)(problem, req, _by_record(published, better))
            checks.append(judged)
        except (ValueError, KeyError) as exc:
            checks.append(unjudgeable(req, exc, errors))
    return Verification(checks, errors)


def _by_record(published: pd.DataFrame, witness: np.ndarray) -> pd.DataFrame:
    """The rows re-indexed by the records a witness matches them to, in record order."""
    return published.set_axis(witness, axis=0).sort_index()


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
            file = names[i] if names else None
            odd = next((c for c in frame.columns if c not in problem.table.columns or c == problem.key), None)
            if odd is not None:
                what = "the record key" if odd == problem.key else "a column the table does not have"
                raise SpecError(f"earlier release {i + 1} holds {what}", field="--release", value=odd, file=file)
            if len(frame) < size or len(frame) > problem.n_rows:
                raise SpecError(
                    f"earlier release {i + 1} has {len(frame)} records; each release holds at least "
                    f"as many as the one before ({size}) and at most the table's {problem.n_rows}",
                    field="--release",
                    value=len(frame),
                    file=file,
                )
            size = len(frame)
        problem = dataclasses.replace(problem, previous=(*problem.previous, *earlier))
    return verify_release(problem, releases[-1])
