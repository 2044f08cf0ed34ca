"""The verifier judges a release by its content: random small problems, solved by the exact and the greedy
single-table solvers, published and shuffled, verify; a dropped record (no suppression budget) or a QI label
no record of the row could be published as fails; and the "rows stand for no record" verdict equals a naive
search for an assignment of rows to distinct records (tests/reference-style: plain Python, tiny sizes).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np
import pandas as pd
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from seqanon_opt.errors import SeqanonError
from seqanon_opt.release import publish
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from helpers import problem_from_dict
from strategies import cut_instance

SOLVERS = {"cut": ("cpsat-cut", "bottom-up", "top-down"), "full-domain": ("full-domain",), "cell": ("cpsat-cell",)}
SETTINGS = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])


@st.composite
def solved(draw):
    """(problem, release) of a random small spec, solved by one fitting solver; None when it gives none."""
    model = draw(st.sampled_from(sorted(SOLVERS)))
    spec = draw(cut_instance(suppression=draw(st.booleans()), model="cut" if model == "cell" else model,
                             kinds=("k-anonymity", "l-diversity")))
    spec["generalization"] = model
    spec["solver"] = {**spec["solver"], "name": draw(st.sampled_from(SOLVERS[model]))}
    seed = draw(st.integers(0, 2**16))
    with tempfile.TemporaryDirectory() as tmp:
        try:
            problem = problem_from_dict(Path(tmp), spec)
        except SeqanonError:  # refused at validation (no release can meet it)
            return None
    try:
        solution = get_solver(spec["solver"]["name"]).solve(problem, workers=1)
    except SeqanonError:  # a solver outside its capabilities, or a heuristic that finds nothing
        return None
    if not solution.status.has_solution:
        return None
    return problem, publish(problem, solution), np.random.default_rng(seed)


def shuffled(release: pd.DataFrame, rng: np.random.Generator) -> pd.DataFrame:
    return release.iloc[rng.permutation(len(release))].reset_index(drop=True)


def can_stand_for(problem, row: pd.Series, record: int, skip: str | None = None) -> bool:
    """Naive: every QI label (but ``skip``) an ancestor-or-self of the record's value (parent links), the
    sensitive text equal."""
    for attr in problem.quasi_identifiers:
        if attr == skip:
            continue
        tax = problem.taxonomies[attr]
        node, target = int(problem.codes[attr][record]), tax.index[row[attr]]
        while node != target and tax.parent[node] >= 0:
            node = int(tax.parent[node])
        if node != target:
            return False
    return row[problem.sensitive] in ("*", str(problem.table[problem.sensitive].iloc[record]))


def every_row_has_a_record(problem, release: pd.DataFrame) -> bool:
    """A naive augmenting-path matching (Kuhn) on the row x record compatibility table."""
    options = [[t for t in range(problem.n_rows) if can_stand_for(problem, release.iloc[r], t)]
               for r in range(len(release))]
    owner: dict[int, int] = {}

    def place(r: int, seen: set[int]) -> bool:
        for t in options[r]:
            if t not in seen:
                seen.add(t)
                if t not in owner or place(owner[t], seen):
                    owner[t] = r
                    return True
        return False

    return all(place(r, set()) for r in range(len(release)))


@SETTINGS
@given(solved())
def test_a_shuffled_release_verifies_as_the_original(case):
    assume(case is not None)
    problem, release, rng = case
    verdict = verify_release(problem, release)
    assert verdict.ok, verdict.failures()
    for _ in range(3):
        again = verify_release(problem, shuffled(release, rng))
        assert again.ok, again.failures()


@SETTINGS
@given(solved())
def test_a_dropped_record_fails_without_a_suppression_budget(case):
    assume(case is not None)
    problem, release, rng = case
    assume(all(getattr(r, "max_suppressed", 0) == 0 for r in problem.requirements) and len(release))
    dropped = shuffled(release, rng).iloc[1:]
    verdict = verify_release(problem, dropped)
    assert not verdict.ok
    assert any("not in the release, the suppression budget is 0" in e for e in verdict.structure_errors)


@SETTINGS
@given(solved(), st.data())
def test_a_label_no_record_can_have_fails(case, data):
    assume(case is not None)
    problem, release, rng = case
    assume(len(release))
    release = shuffled(release, rng)
    r = data.draw(st.integers(0, len(release) - 1))
    attr = data.draw(st.sampled_from(problem.quasi_identifiers))
    tax = problem.taxonomies[attr]
    # the records the row could still stand for on every other column; a label above none of their values
    candidates = [t for t in range(problem.n_rows) if can_stand_for(problem, release.iloc[r], t, skip=attr)]
    leaves = {int(problem.codes[attr][t]) for t in candidates}
    foreign = [v for v in range(tax.n_nodes)
               if not any(tax.tin[v] <= tax.tin[leaf] < tax.tout[v] for leaf in leaves)]
    assume(foreign)
    moved = release.copy()
    moved.loc[r, attr] = tax.labels[data.draw(st.sampled_from(foreign))]
    verdict = verify_release(problem, moved)
    assert not verdict.ok
    assert any("stand for no input record" in e for e in verdict.structure_errors), verdict.failures()


@SETTINGS
@given(solved(), st.data())
def test_rows_stand_for_records_exactly_when_a_naive_assignment_exists(case, data):
    """Random label edits (any node, ancestors included), duplicated and dropped rows, on a shuffled release."""
    assume(case is not None)
    problem, release, rng = case
    assume(len(release))
    edited = shuffled(release, rng)
    for _ in range(data.draw(st.integers(1, 3))):
        r = data.draw(st.integers(0, len(edited) - 1))
        attr = data.draw(st.sampled_from(problem.quasi_identifiers))
        tax = problem.taxonomies[attr]
        edited.loc[r, attr] = tax.labels[data.draw(st.integers(0, tax.n_nodes - 1))]
    if data.draw(st.booleans()):
        edited = pd.concat([edited, edited.iloc[[data.draw(st.integers(0, len(edited) - 1))]]], ignore_index=True)
    verdict = verify_release(problem, edited)
    unmatched = any("stand for no input record" in e for e in verdict.structure_errors)
    assert unmatched == (not every_row_has_a_record(problem, edited)), verdict.failures()
    assert verify_release(problem, shuffled(edited, rng)).ok == verdict.ok
