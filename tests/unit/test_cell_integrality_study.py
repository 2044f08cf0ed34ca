"""The integrality-gap study (bench/studies/cell_integrality.py) on tiny random samples, no Adult: the LP
below the MIP's bound and release, the MIP over the closed combinations at cpsat-cell's proven optimum,
colgen-cell's release never below it, and a printable row."""

from __future__ import annotations

import numpy as np
import pytest

from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.bench.studies import cell_integrality as study
from seqanon_opt.bench.studies.cell_bound_runs import cell_k_anonymity
from seqanon_opt.solution import Status
from seqanon_opt.solvers.registry import get_solver

BASE = random_problem(3, "LM")  # 70 rows, 4 QIs with random taxonomies
TOL = 1e-6


@pytest.mark.parametrize("seed, k", [(0, 2), (1, 3), (2, 4)])
def test_lp_mip_and_colgen_bracket_the_proven_optimum(seed, k):
    sample = study.random_sample(cell_k_anonymity(BASE, k), 12, seed)
    assert sample.n_rows == 12 and sample.name.endswith(f"sample-12-{seed}")
    exact = get_solver("cpsat-cell", time_limit=60, seed=0).solve(sample)
    assert exact.status is Status.OPTIMAL
    m = study.measure(sample, mip_seconds=60, colgen_seconds=5)
    assert m.proven and m.mip is not None
    assert abs(m.mip - exact.objective) <= TOL * max(1.0, exact.objective)
    assert m.lp <= m.mip_bound + TOL and m.mip_bound <= m.mip + TOL
    assert m.colgen is not None and m.colgen >= exact.objective - TOL
    assert m.best == min(m.mip, m.colgen)
    assert study.row(m).startswith("| 12 | ") and "(optimal)" in study.row(m)


def test_samples_are_drawn_rows_in_file_order():
    sample = study.random_sample(BASE, 20, 7)
    rows = np.sort(np.random.default_rng(7).choice(BASE.n_rows, 20, replace=False))
    for a, column in BASE.codes.items():
        assert np.array_equal(sample.codes[a], np.asarray(column)[rows])
