"""The neighbourhood study (bench/studies/cell_neighbourhoods.py) on tiny random samples, no Adult: the
neighbourhood holds exactly its groups' records, its LP, MIP bound, optimum and release come in that order, the
optimum is cpsat-cell's proven one, and the prices' bound is never above the whole table's optimum."""

from __future__ import annotations

import numpy as np
import pytest

from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.bench.studies import cell_neighbourhoods as study
from seqanon_opt.bench.studies.cell_bound_runs import cell_k_anonymity, table_rows
from seqanon_opt.bench.studies.cell_integrality import k_anonymity, random_sample
from seqanon_opt.solution import Status
from seqanon_opt.solvers.colgen.groups import grouping_of
from seqanon_opt.solvers.colgen.instance import grouping_instance, lca_index
from seqanon_opt.solvers.colgen.pricing import Pricer
from seqanon_opt.solvers.registry import get_solver

BASE = random_problem(3, "LM")  # 70 rows, 4 QIs with random taxonomies
TOL = 1e-6


@pytest.mark.parametrize("seed, k", [(0, 2), (1, 3)])
def test_a_neighbourhood_brackets_its_proven_optimum(seed, k):
    problem = random_sample(cell_k_anonymity(BASE, k), 24, seed)
    inst = grouping_instance(problem, k_anonymity(problem))
    pricer = Pricer(inst)
    release = get_solver("colgen-cell", time_limit=5, seed=0, workers=1).solve(problem)
    grouping = grouping_of(inst, pricer, release)
    assert grouping is not None
    bound, duals = study.record_prices(inst, pricer, grouping, 2.0, 0)
    exact = get_solver("cpsat-cell", time_limit=60, seed=0).solve(problem)
    assert exact.status is Status.OPTIMAL and bound <= exact.objective + TOL
    excess = study.group_excess(grouping, duals)
    members = study.neighbourhood(inst, lca_index(inst), grouping, excess, int(np.argmax(excess)), 10, 0.5)
    assert int(np.argmax(excess)) in members and len(set(members.tolist())) == len(members)
    rows = study.neighbourhood_rows(inst, grouping, members)
    held = np.bincount(inst.table.row_tuple[rows], minlength=inst.table.n_tuples)
    wanted = np.zeros_like(held)
    for i in members:
        np.add.at(wanted, grouping.groups[i].tuples, grouping.groups[i].counts)
    assert np.array_equal(held, wanted) and (len(rows) >= 10 or len(members) == len(grouping.groups))
    n = study.measure(problem, inst, grouping, duals, members, mip_seconds=60)
    assert n.records == len(rows) and n.proven and n.optimum is not None
    assert n.lp <= n.optimum_bound + TOL <= n.optimum + 2 * TOL <= n.release + 3 * TOL
    part = get_solver("cpsat-cell", time_limit=60, seed=0).solve(table_rows(problem, rows, "part"))
    assert part.status is Status.OPTIMAL and abs(part.objective - n.optimum) <= TOL * max(1.0, n.optimum)
    both = study.total([n, n])
    assert both.records == 2 * n.records and both.optimum == pytest.approx(2 * n.optimum)
    assert study.row(both, "all").startswith("| all | ")
