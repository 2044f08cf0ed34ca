"""``cpsat-cut`` under every group criterion and their conjunctions (issue 15) equals brute-force
enumeration of every cut combination (tests/reference.py: its own plain-Python group verdicts, exact
fractions), infeasibility both ways; the release suppresses exactly the rows of the violating groups
within the budget (the reference's check) and, on a third of the tables, passes ``verify_release``.

Through ``cpsat-cut`` (the branch and bound with a tree DP of solvers/enumeration/cut_search.py,
started from the full-domain optimum) and, for the same instances, the search alone without a start
(:func:`search_cuts`), so its own bounds (valid lower bounds also for the conjunctions that are not
monotone with a budget) must find and prove the optimum. At least 200 random small tables per kind
and 250 random conjunctions of two or three kinds, each with a suppression budget or none (the
strategy of tests/property/test_criteria_full_domain_bruteforce.py). A table where a bound that
charges a violating open group as suppressed whole (valid only for downward-closed criteria) would
declare every cut infeasible; the refusals of what neither engine solves exactly.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from seqanon_opt.data.taxonomy import cut_map
from seqanon_opt.errors import UnsupportedProblem
from seqanon_opt.solvers.base import unsupported_reason
from seqanon_opt.solvers.cpsat.export import final_model
from seqanon_opt.solvers.criteria import conjunction_for
from seqanon_opt.solvers.cut_costs import cut_costs
from seqanon_opt.solvers.enumeration.cut_search import integer_cost, search_cuts
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.solvers.tuples import tuple_table

from test_criteria_full_domain_bruteforce import KINDS, SETTINGS, check_against_brute_force, criteria_instance


def check_search_alone(problem, expected) -> None:
    """The search with no incumbent proves the brute-force optimum (EM: costs rounded to 1e-6 a cell); its
    bound at the root state is a lower bound."""
    conjunction = conjunction_for(problem)
    attrs = problem.quasi_identifiers
    table = tuple_table(attrs, [problem.taxonomies[a] for a in attrs], [problem.codes[a] for a in attrs])
    costs = cut_costs(problem)
    found = search_cuts(table, costs, conjunction)
    assert found.complete
    if expected is None:
        assert found.cuts is None
        return
    root = search_cuts(table, costs, conjunction, work_limit=0)  # stops after the root state's bound
    assert root.bound <= found.cost + 1e-9 and (root.cuts is None or root.cost >= found.cost)
    assert found.cuts is not None
    tolerance = 1e-9 if costs.exact else 1e-4
    assert abs(found.cost / costs.scale - float(expected)) < tolerance, (found.cost / costs.scale, float(expected))
    assert abs(found.bound - found.cost) < 1e-9
    maps = [cut_map(problem.taxonomies[a], found.cuts[a]) for a in attrs]
    cost, suppressed = integer_cost(table, costs, conjunction, maps)
    assert cost == found.cost and suppressed <= conjunction.budget


@pytest.mark.parametrize("kind", KINDS)
def test_cut_optimum_equals_brute_force_per_kind(kind):
    @SETTINGS
    @given(criteria_instance("cut", kinds=(kind,)))
    def run(spec):
        check_search_alone(*check_against_brute_force(spec))

    run()


@settings(SETTINGS, max_examples=250)
@given(criteria_instance("cut", conjunction=True))
def test_cut_optimum_equals_brute_force_for_conjunctions(spec):
    check_search_alone(*check_against_brute_force(spec))


def test_search_alone_splits_a_violating_group_of_an_open_node():
    """Entropy 2-diversity with a budget of 3 rows of 9: under each value of a (the DP attribute) the
    rows (x, y) of b1 and (x) of b2 together break it, 9 rows to suppress whatever a's cut, but b's
    split publishes every (x, y) and suppresses the three lone x. The root state of the search has b's
    root open: its coarse groups break a criterion that is not downward closed, so they must not be
    charged as suppressed whole (the bound of a monotone conjunction declares every cut infeasible)."""
    rows = [[a, b, s] for a in ("a1", "a2", "a3") for b, s in (("b1", "10"), ("b1", "20"), ("b2", "10"))]
    spec = {
        "name": "split", "data": {"columns": ["a", "b", "s"], "rows": rows},
        "roles": {"quasi_identifiers": ["a", "b"], "sensitive": "s"},
        "taxonomies": {"a": {"tree": {"a*": [{"n1": ["a1", "a2"]}, "a3"]}}, "b": {"tree": {"b*": ["b1", "b2"]}}},
        "requirements": [{"kind": "entropy-l-diversity", "l": 2, "suppression": 0.34}],
        "objective": "LM", "generalization": "cut", "solver": {"name": "cpsat-cut", "time_limit": 20, "workers": 1},
    }
    problem, expected = check_against_brute_force(spec)
    assert expected == 6  # every leaf published, the three suppressed rows' two cells at the roots
    check_search_alone(problem, expected)


def test_what_no_engine_solves_exactly_is_refused_before_work(make_problem):
    """The lazy CP-SAT model (discernibility, ``seqanon compile``) takes one of its four kinds, with a
    budget only for the downward-closed ones: the rest is refused by the capability condition (solve)
    or with a clear UnsupportedProblem (compile); the cut search takes the conjunctions under LM."""
    rows = [[a, b, s] for a in ("a1", "a2", "a3") for b, s in (("b1", "10"), ("b1", "20"), ("b2", "10"))]
    base = {"name": "refuse", "data": {"columns": ["a", "b", "s"], "rows": rows},
            "roles": {"quasi_identifiers": ["a", "b"], "sensitive": "s"},
            "taxonomies": {"a": {"tree": {"a*": [{"n1": ["a1", "a2"]}, "a3"]}}, "b": {"tree": {"b*": ["b1", "b2"]}}},
            "generalization": "cut"}
    solver = get_solver("cpsat-cut")
    cases = [([{"kind": "entropy-l-diversity", "l": 2}], "discernibility", "entropy-l-diversity"),
             ([{"kind": "l-diversity", "l": 2, "suppression": 0.2}], "discernibility", "suppression budget"),
             ([{"kind": "k-anonymity", "k": 2}, {"kind": "l-diversity", "l": 2}], "discernibility", "2 requirements"),
             ([{"kind": "k-anonymity", "k": 2, "suppression": 0.2}, {"kind": "t-closeness", "t": 0.2}], "LM", None),
             ([{"kind": "l-diversity", "l": 2, "suppression": 0.2}], "LM", None)]
    for requirements, objective, refused in cases:
        problem = make_problem({**base, "requirements": requirements, "objective": objective})
        reason = unsupported_reason(solver.capabilities, problem)
        assert (reason is None) if refused is None else (refused in reason), (requirements, objective, reason)
        if refused is not None:
            with pytest.raises(UnsupportedProblem, match="does not support"):
                solver.solve(problem)
    problem = make_problem({**base, "requirements": [{"kind": "entropy-l-diversity", "l": 2}], "objective": "LM"})
    with pytest.raises(UnsupportedProblem, match="no exportable model"):
        final_model(problem, time_limit=5)
