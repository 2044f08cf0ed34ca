"""The cut branch and bound with a tree DP (solvers/enumeration/cut_search.py) on its own, with no
incumbent to start from, equals brute-force enumeration of every cut combination (tests/reference.py)
under k-anonymity with a suppression budget, LM: 300 random tables of up to 30 rows and 3 QIs.
Through ``cpsat-cut`` the full-domain optimum is its start and often already optimal; here the search
must find the optimum itself, and its bound must equal it."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from seqanon_opt.data.taxonomy import cut_map
from seqanon_opt.errors import SpecError
from seqanon_opt.solvers.cut_costs import cut_costs
from seqanon_opt.solvers.enumeration.cut_search import integer_cost, search_cuts
from seqanon_opt.solvers.tuples import tuple_table

from helpers import problem_from_dict
from reference import brute_force_optimum
from strategies import cut_instance


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(cut_instance(suppression=True, objectives=("LM",), max_rows=30))
def test_search_alone_equals_brute_force(spec):
    expected = brute_force_optimum(spec, "cut")
    with tempfile.TemporaryDirectory() as tmp:
        try:
            problem = problem_from_dict(Path(tmp), spec)
        except SpecError:
            assert expected is None
            return
    requirement = problem.requirements[0]
    attrs = problem.quasi_identifiers
    table = tuple_table(attrs, [problem.taxonomies[a] for a in attrs], [problem.codes[a] for a in attrs])
    costs = cut_costs(problem)
    found = search_cuts(table, costs, requirement.k, requirement.max_suppressed)
    assert found.complete
    if expected is None:
        assert found.cuts is None
        return
    assert found.cuts is not None
    assert abs(found.cost / costs.scale - float(expected)) < 1e-9, (found.cost / costs.scale, expected)
    assert abs(found.bound - found.cost) < 1e-9
    # the cuts it returns are complete cuts that reach that cost within the budget
    maps = [cut_map(problem.taxonomies[a], found.cuts[a]) for a in attrs]
    cost, suppressed = integer_cost(table, costs, requirement.k, maps)
    assert cost == found.cost and suppressed <= requirement.max_suppressed
