"""The cell model's candidates (``cell_candidates``, vectorised) equal the plain enumeration they replaced.

The reference walks parent links in Python and enumerates each tuple's combinations with
``itertools.product`` over its paths from leaf to root, keeping the combinations with at least k rows
below (and those a ``keep`` rule accepts). The vectorised version must give the same candidates *in the
same order* (CP-SAT's variables are created in that order, so a solve's result depends on it), the same
tuples below and above each, and the same costs.
"""

from __future__ import annotations

import dataclasses
import tempfile
from itertools import product
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.solvers.cpsat.cell_model import cell_candidates
from seqanon_opt.solvers.cut_costs import cut_costs
from seqanon_opt.solvers.tuples import tuple_table

from helpers import problem_from_dict
from strategies import cell_k_anonymity_spec, nested_tree, tree_leaves


@st.composite
def cell_spec(draw) -> dict:
    """A small cell k-anonymity spec: up to 12 rows, up to 3 QIs of height up to 3."""
    n_qi = draw(st.integers(1, 3))
    trees = {f"q{j}": draw(nested_tree(prefix=f"q{j}", max_height=3, max_leaves=5)) for j in range(n_qi)}
    n_rows = draw(st.integers(1, 12))
    rows = [[draw(st.sampled_from(tree_leaves(trees[a]))) for a in trees] for _ in range(n_rows)]
    return cell_k_anonymity_spec(trees, rows, draw(st.integers(1, n_rows)))


def reference_candidates(problem, requirement, keep):
    """(below, above, cost) by the plain enumeration (module docstring)."""
    attrs = requirement.quasi_identifiers
    taxes = [problem.taxonomies[a] for a in attrs]
    table = tuple_table(attrs, taxes, [problem.codes[a] for a in attrs])

    def path(tax, node):
        nodes = [int(node)]
        while tax.parent[nodes[-1]] >= 0:
            nodes.append(int(tax.parent[nodes[-1]]))
        return nodes

    below: dict = {}
    for t in range(table.n_tuples):
        for combo in product(*[path(tax, leaf) for tax, leaf in zip(taxes, table.leaves[t])]):
            below.setdefault(combo, []).append(t)
    below = {
        c: ts
        for c, ts in below.items()
        if int(table.weight[ts].sum()) >= requirement.k and (keep is None or keep(table, ts))
    }
    above: dict = {t: [] for t in range(table.n_tuples)}
    for combo, ts in below.items():
        for t in ts:
            above[t].append(combo)
    lm = cut_costs(problem, "LM")
    cost = {c: sum(int(lm.step_cost[a][v, 0]) for a, v in zip(attrs, c)) for c in below}
    return below, above, cost


def odd_tuples(table, tuples) -> bool:
    return len(tuples) % 2 == 1


@settings(max_examples=60, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(spec=cell_spec(), with_rule=st.booleans(), too_large=st.booleans())
def test_vectorised_candidates_equal_the_plain_enumeration_in_order(spec, with_rule, too_large):
    with tempfile.TemporaryDirectory() as tmp:
        problem = problem_from_dict(Path(tmp), spec)
    requirement = problem.requirements[0]
    if too_large:  # no combination holds k rows: no candidate at all
        requirement = dataclasses.replace(requirement, k=problem.n_rows + 1)
    keep = odd_tuples if with_rule else None
    found = cell_candidates(problem, requirement, keep=keep)
    below, above, cost = reference_candidates(problem, requirement, keep)
    assert list(found.below.items()) == list(below.items())
    assert list(found.above.items()) == list(above.items())
    assert list(found.cost.items()) == list(cost.items())
    assert not (too_large and below)
