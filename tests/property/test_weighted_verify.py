"""The verifier on weighted forms: verify_release(weighted problem, distinct release rows, weight=counts)
gives the verdict of verify_release(expanded problem, expanded release), check by check.

Releases are drawn on the expanded problem: every leaf of every QI published as a random ancestor-or-self
(consistently per leaf, sometimes not), random suppression of whole tuples and of single records, and
sometimes a corrupted release (an unknown label, a sensitive value moved, a duplicated row) so that
violations and structure errors occur. The weighted release is the expanded one grouped by all its columns
(distinct rows + counts, in a shuffled order, as text).
"""

from __future__ import annotations

import math
import re
import tempfile
from pathlib import Path

import numpy as np
import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.data.taxonomy import ancestor_table
from seqanon_opt.errors import SpecError
from seqanon_opt.privacy import check_k_anonymity, check_l_diversity, check_t_closeness
from seqanon_opt.privacy.distribution_checks import Weights
from seqanon_opt.requirements import KAnonymity, LDiversity, TCloseness
from seqanon_opt.release import publish
from seqanon_opt.solution import Solution, Status
from seqanon_opt.verify import Verification, verify_release
from tests.helpers import weighted_pair
from tests.strategies import cut_instance

SETTINGS = settings(max_examples=70, deadline=None, suppress_health_check=[HealthCheck.too_slow])
GROUP_KINDS = ("k-anonymity", "l-diversity")
XY_KINDS = ("xy-anonymity", "xy-linkability")
DISTRIBUTIONS = [{"kind": "t-closeness", "t": 0.2}, {"kind": "t-closeness", "t": 0.4},
                 {"kind": "delta-disclosure", "delta": 1.0}, {"kind": "beta-likeness", "beta": 0.5},
                 {"kind": "beta-likeness", "beta": 1.0, "enhanced": True}]
L_VARIANTS = [{"kind": "distinct-l-diversity", "l": 2}, {"kind": "entropy-l-diversity", "l": 1.5},
              {"kind": "recursive-cl-diversity", "l": 2, "c": 2.0}]
WORST = 5


# ---------------------------------------------------------------- building the pair
def _pair(spec: dict):
    """(expanded, weighted, row_tuple), or None when the spec is refused (e.g. one sensitive value)."""
    with tempfile.TemporaryDirectory() as tmp:
        try:
            return weighted_pair(Path(tmp), spec)
        except SpecError:
            return None


def random_release(problem, rng: np.random.Generator, row_tuple: np.ndarray) -> pd.DataFrame:
    """A release of ``problem`` (expanded): random ancestors per leaf, random suppression, maybe corrupted."""
    generalized = {}
    for attr in problem.quasi_identifiers:
        tax = problem.taxonomies[attr]
        table = ancestor_table(tax)
        node_of = table[np.arange(tax.n_nodes), rng.integers(0, table.shape[1], tax.n_nodes)]
        nodes = node_of[np.asarray(problem.codes[attr], np.int64)]
        if rng.random() < 0.1:  # inconsistent: some rows publish another ancestor of their value
            moved = rng.random(len(nodes)) < 0.3
            leaves = np.asarray(problem.codes[attr], np.int64)
            nodes = np.where(moved, table[leaves, rng.integers(0, table.shape[1], len(nodes))], nodes)
        generalized[attr] = nodes
    n_tuples = int(row_tuple.max()) + 1
    suppressed = (rng.random(n_tuples) < rng.choice([0.0, 0.0, 0.2, 0.5]))[row_tuple]  # whole tuples
    suppressed |= rng.random(problem.n_rows) < rng.choice([0.0, 0.0, 0.0, 0.15])  # single records
    solution = Solution("random", Status.FEASIBLE, generalized=generalized, suppressed=suppressed)
    release = publish(problem, solution)
    return corrupt(release, rng) if rng.random() < 0.15 and len(release) else release


def corrupt(release: pd.DataFrame, rng: np.random.Generator) -> pd.DataFrame:
    """An unknown label, a sensitive value changed, or a row published twice."""
    release = release.astype(object)
    i = int(rng.integers(len(release)))
    how = rng.integers(3)
    if how == 0:
        column = release.columns[int(rng.integers(len(release.columns)))]
        release.iloc[i, release.columns.get_loc(column)] = "no-such-label" if rng.random() < 0.7 else " "
    elif how == 1 and "s" in release.columns:
        release.iloc[i, release.columns.get_loc("s")] = {"a": "b", "b": "c", "c": "a"}.get(release["s"].iloc[i], "a")
    else:
        release = pd.concat([release, release.iloc[[i]]])
    return release


def collapse(release: pd.DataFrame, rng: np.random.Generator) -> tuple[pd.DataFrame, np.ndarray]:
    """(distinct rows of ``release`` as text, in a shuffled order; the number of rows of each)."""
    text = release.astype(str)
    codes, distinct = pd.MultiIndex.from_frame(text).factorize()
    counts = np.bincount(codes, minlength=len(distinct)).astype(np.int64)
    frame = pd.DataFrame(list(distinct), columns=release.columns) if len(distinct) \
        else pd.DataFrame({c: pd.Series(dtype=object) for c in release.columns})
    order = rng.permutation(len(frame))
    return frame.iloc[order].reset_index(drop=True), counts[order]


# ---------------------------------------------------------------- comparing verdicts
def _plain_error(error: str) -> str:
    """An error without its example row (row positions and example rows depend on the row order)."""
    return re.sub(r"row \d+.*", "row ...", error)


def _close(a, b) -> bool:
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, float) or isinstance(b, float):
        a, b = float(a), float(b)
        return a == b or (math.isfinite(a) and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-12))
    return a == b


def _rounded(value):
    if isinstance(value, float):
        return value if not math.isfinite(value) else round(value, 9)
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_rounded(v) for v in value]
    return value


def _groups(worst: list[dict]) -> list[str]:
    return sorted(repr(sorted(_rounded(entry).items())) for entry in worst)


def assert_same_verdict(full: Verification, weighted: Verification) -> None:
    assert [_plain_error(e) for e in full.structure_errors] == [_plain_error(e) for e in weighted.structure_errors]
    assert len(full.checks) == len(weighted.checks)
    for a, b in zip(full.checks, weighted.checks):
        assert (a.kind, a.parameters, a.satisfied, a.detail) == (b.kind, b.parameters, b.satisfied, b.detail)
        assert _close(a.achieved, b.achieved), (a.achieved, b.achieved)
        if len(a.worst_groups) < WORST and len(b.worst_groups) < WORST:  # all offending groups listed
            assert _groups(a.worst_groups) == _groups(b.worst_groups)
        else:
            assert len(a.worst_groups) == len(b.worst_groups)
    assert full.ok == weighted.ok


def check_pair(spec: dict, seed: int) -> None:
    pair = _pair(spec)
    if pair is None:
        return
    expanded, weighted, row_tuple = pair
    rng = np.random.default_rng(seed)
    release = random_release(expanded, rng, row_tuple)
    full = verify_release(expanded, release)
    distinct, counts = collapse(release, rng)
    assert counts.sum() == len(release)
    assert_same_verdict(full, verify_release(weighted, distinct, weight=counts))


# ---------------------------------------------------------------- properties
SEEDS = st.integers(0, 2**32 - 1)


@SETTINGS
@given(st.booleans().flatmap(lambda sup: cut_instance(suppression=sup, kinds=GROUP_KINDS, max_rows=12)), SEEDS)
def test_k_anonymity_and_l_diversity_agree(spec, seed):
    check_pair(spec, seed)


@SETTINGS
@given(st.booleans().flatmap(lambda sup: cut_instance(suppression=sup, kinds=XY_KINDS, max_rows=12,
                                                      xy_suppression=True)), SEEDS)
def test_xy_requirements_agree(spec, seed):
    check_pair(spec, seed)


@SETTINGS
@given(st.booleans().flatmap(lambda sup: cut_instance(suppression=sup, kinds=("k-anonymity",), max_rows=12)),
       st.sampled_from(DISTRIBUTIONS + L_VARIANTS), SEEDS)
def test_distribution_and_l_variants_agree(spec, requirement, seed):
    """t-closeness (equal), delta-disclosure, beta-likeness and the l-diversity variants, with the
    k-anonymity instance's suppression budget, next to its k-anonymity requirement."""
    budget = spec["requirements"][0].get("suppression", 0.0)
    spec = {**spec, "requirements": [spec["requirements"][0], {**requirement, "suppression": budget}]}
    check_pair(spec, seed)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.booleans().flatmap(lambda sup: cut_instance(suppression=sup, kinds=GROUP_KINDS + XY_KINDS, max_rows=12)),
       SEEDS)
def test_weighted_verdict_ignores_row_order(spec, seed):
    """The weighted path alone: the same distinct rows in two orders (and split into several rows of smaller
    weight) give the same verdict."""
    pair = _pair(spec)
    if pair is None:
        return
    expanded, weighted, row_tuple = pair
    rng = np.random.default_rng(seed)
    distinct, counts = collapse(random_release(expanded, rng, row_tuple), rng)
    first = verify_release(weighted, distinct, weight=counts)
    order = rng.permutation(len(distinct))
    assert_same_verdict(first, verify_release(weighted, distinct.iloc[order], weight=counts[order]))
    split = np.repeat(np.arange(len(distinct)), np.minimum(counts, 2))  # rows of weight >= 2 in two rows
    parts = np.where(np.r_[True, split[1:] != split[:-1]], counts[split] - (np.minimum(counts, 2)[split] - 1), 1)
    assert parts.sum() == counts.sum() and parts.min(initial=1) >= 1
    assert_same_verdict(first, verify_release(weighted, distinct.iloc[split], weight=parts))


TUPLES = st.lists(st.tuples(st.sampled_from(["x", "y"]), st.sampled_from(["u", "v", None]), st.sampled_from("abc"),
                            st.integers(1, 4)), min_size=1, max_size=8)


@settings(max_examples=40, deadline=None)
@given(TUPLES, st.integers(1, 6), st.sampled_from(["frequency", "distinct", "entropy", "recursive"]),
       st.integers(0, 3))
def test_group_checkers_count_by_weight(rows, k, variant, suppressed):
    """The checkers on (rows, weight) equal them on the rows repeated (pandas grouping, missing values too)."""
    frame = pd.DataFrame([r[:3] for r in rows], columns=["q0", "q1", "s"])
    weight = np.array([r[3] for r in rows], np.int64)
    expanded = frame.loc[frame.index.repeat(weight)].reset_index(drop=True)
    n = int(weight.sum()) + suppressed
    qis = ("q0", "q1")
    pairs = [(check_k_anonymity(expanded, KAnonymity(k, qis, 1), n),
              check_k_anonymity(frame, KAnonymity(k, qis, 1), n, weight=weight)),
             (check_l_diversity(expanded, LDiversity(2, qis, "s", 1, variant, 2.0), n),
              check_l_diversity(frame, LDiversity(2, qis, "s", 1, variant, 2.0), n, weight=weight))]
    original = pd.Series(list("aabcc"))
    original_weight = np.array([1, 2, 3, 1, 2])
    t = TCloseness(0.3, qis, "s", max_suppressed=2)
    pairs.append((check_t_closeness(expanded, t, original.repeat(original_weight)),
                  check_t_closeness(frame, t, original, None, Weights(weight, original_weight))))
    for a, b in pairs:
        assert_same_verdict(Verification([a]), Verification([b]))


# ---------------------------------------------------------------- unit tests
SPEC = {
    "name": "personalized",
    "data": {"columns": ["q0", "s"], "rows": [["x1", "a"], ["x1", "b"], ["x2", "a"], ["x2", "a"], ["x1", "b"]]},
    "roles": {"quasi_identifiers": ["q0"], "sensitive": "s"},
    "taxonomies": {"q0": {"tree": {"q*": ["x1", "x2"]}}, "s": {"tree": {"s*": ["a", "b"]}}},
    "requirements": [{"kind": "personalized", "default_limit": 1.0}, {"kind": "k-anonymity", "k": 2}],
    "generalization": "cut",
}


def test_personalized_fails_closed_on_weights(tmp_path):
    expanded, weighted, row_tuple = weighted_pair(tmp_path, SPEC)
    release = publish(expanded, Solution("all", Status.FEASIBLE,
                                         generalized={a: np.asarray(expanded.codes[a]) for a in ("q0", "s")},
                                         suppressed=np.zeros(expanded.n_rows, bool)))
    full = verify_release(expanded, release)
    assert full.ok  # a limit of 1 is always met, and both groups hold 2 or more records
    distinct, counts = collapse(release, np.random.default_rng(0))
    result = verify_release(weighted, distinct, weight=counts)
    personalized, k_anonymity = result.checks
    assert not personalized.satisfied and "not judged" in personalized.detail
    assert "needs every record" in personalized.detail
    assert k_anonymity.satisfied and k_anonymity.achieved == full.checks[1].achieved
    assert not result.ok and not result.structure_errors
    # also with only the problem weighted (release rows one per record)
    assert not verify_release(weighted, release.astype(str)).checks[0].satisfied


def test_unweighted_release_on_weighted_problem(tmp_path):
    """weight=None on a weighted problem: one record per release row; the expanded release is judged as is."""
    spec = {**SPEC, "requirements": [{"kind": "k-anonymity", "k": 2, "suppression": 0.2}]}
    expanded, weighted, row_tuple = weighted_pair(tmp_path, spec)
    release = publish(expanded, Solution("all", Status.FEASIBLE,
                                         generalized={"q0": np.asarray(expanded.codes["q0"])},
                                         suppressed=np.arange(expanded.n_rows) == 2))
    assert_same_verdict(verify_release(expanded, release), verify_release(weighted, release))
    assert verify_release(weighted, release).checks[0].parameters["suppressed"] == 1


def test_weights_count_suppressed_records(tmp_path):
    """One distinct row of weight 2 standing for two records: nothing suppressed; with weight 1, one record is
    missing (beyond a zero budget) and the group is below k."""
    spec = {**SPEC, "requirements": [{"kind": "k-anonymity", "k": 2}]}
    _, weighted, _ = weighted_pair(tmp_path, spec)
    release = pd.DataFrame({"q0": ["q*"] * 2, "s": ["a", "b"]})
    ok = verify_release(weighted, release, weight=np.array([3, 2]))
    assert ok.ok and ok.checks[0].achieved == 5
    short = verify_release(weighted, release, weight=np.array([3, 1]))
    assert not short.ok and short.checks[0].parameters["suppressed"] == 1
    assert any("1 input record(s) are not in the release" in e for e in short.structure_errors)
    extra = verify_release(weighted, release, weight=np.array([4, 2]))
    assert any(e.startswith("1 release row(s) stand for no input record") for e in extra.structure_errors)


def test_weights_are_checked(tmp_path):
    _, weighted, _ = weighted_pair(tmp_path, SPEC)
    release = pd.DataFrame({"q0": ["q*"], "s": ["a"]})
    with pytest.raises(ValueError):
        verify_release(weighted, release, weight=np.array([0]))
    with pytest.raises(ValueError):
        verify_release(weighted, release, weight=np.array([1, 2]))


def test_other_problem_kinds_fail_closed(tmp_path):
    """A problem that is not a single table (here: the weighted one relabelled) is not judged on weights."""
    import dataclasses

    spec = {**SPEC, "requirements": [{"kind": "k-anonymity", "k": 2}]}
    _, weighted, _ = weighted_pair(tmp_path, spec)
    release = pd.DataFrame({"q0": ["q*"] * 2, "s": ["a", "b"]})
    assert verify_release(weighted, release, weight=np.array([3, 2])).ok
    for kind in ("sequential", "temporal"):
        result = verify_release(dataclasses.replace(weighted, kind=kind), release, weight=np.array([3, 2]))
        assert not result.ok and all("needs every record" in c.detail and not c.satisfied for c in result.checks)
