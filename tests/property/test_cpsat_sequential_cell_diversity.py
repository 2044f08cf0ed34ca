"""The optimal second release under cell generalization and [J, k]-diversity equals brute force.

The brute force enumerates every cell generalization of the new release and
judges each with the independent verifier (seqanon_opt.privacy.linkability),
so the solver's own join and counting are checked against separate code.
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seqanon_opt.data.taxonomy import ancestors
from seqanon_opt.privacy.linkability import check_k_diversity
from seqanon_opt.release import publish
from seqanon_opt.solution import Status
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from property.test_cpsat_cell_sequential_bruteforce import _problem, sequential_instance


def brute_force_diversity(problem) -> Fraction | None:
    """Least LM over every cell generalization of the release whose [J, k]-diversity holds: every assignment
    with its LM, cheapest first; the first one the verifier accepts gives the optimum (those after it cost at
    least as much)."""
    req = problem.requirements[0]
    release = list(problem.release_attributes)
    generalized = [a for a in release if a in problem.quasi_identifiers and a in problem.taxonomies]
    choices = [list(product(*(ancestors(problem.taxonomies[a], int(problem.codes[a][i])) for a in generalized)))
               for i in range(problem.n_rows)]

    def node_loss(a: str, v: int) -> Fraction:
        tax = problem.taxonomies[a]
        return Fraction(int(tax.leaf_count[v]) - 1, tax.n_leaves - 1) if tax.n_leaves > 1 else Fraction(0)

    def loss(assignment) -> Fraction:
        return sum((node_loss(a, combo[j]) for combo in assignment for j, a in enumerate(generalized)), Fraction(0))

    for cost, assignment in sorted(((loss(x), x) for x in product(*choices)), key=lambda c: c[0]):
        frame = problem.table[release].copy()
        for j, a in enumerate(generalized):
            frame[a] = [problem.taxonomies[a].labels[combo[j]] for combo in assignment]
        check = check_k_diversity([*problem.previous, frame], problem.table, req.quasi_identifiers,
                                  req.sensitive, req.k, join=req.join, taxonomies=dict(problem.taxonomies))
        if check.satisfied:
            return cost
    return None


@st.composite
def diversity_instance(draw):
    spec, previous = draw(sequential_instance())
    spec["requirements"] = [{"kind": "k-diversity", "k": draw(st.sampled_from([1.5, 2, 2, 3])),
                             "join": draw(st.sampled_from(["MJ", "FMJ"]))}]
    return spec, previous


@settings(max_examples=200, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(diversity_instance())
def test_sequential_cell_diversity_optimum_equals_brute_force(instance):
    spec, previous = instance
    problem = _problem(spec, previous)
    expected = brute_force_diversity(problem)
    solution = get_solver("cpsat-sequential-cell").solve(problem, workers=1, time_limit=60)
    if expected is None:
        assert solution.status is Status.INFEASIBLE
        return
    assert solution.status is Status.OPTIMAL
    assert abs(solution.objective - float(expected)) < 1e-9, (solution.objective, expected)
    verification = verify_release(problem, publish(problem, solution))
    assert verification.ok, verification.failures()
    assert not solution.suppressed.any()
