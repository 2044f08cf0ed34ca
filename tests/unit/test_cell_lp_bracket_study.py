"""The LP bracket study (bench/studies/cell_lp_bracket.py, compact_lp.py) on tiny random samples, no Adult: boxstep
proves the compact LP HiGHS finds over every closed combination (also with every pair priced in rather than started
within reach), never above HiGHS's proven optimum of the closed model (the cell optimum:
tests/unit/test_cell_neighbourhoods_study.py holds it to cpsat-cell's), and the blocks partition the tuples with LPs
that sum to at least the whole table's."""

from __future__ import annotations

import numpy as np
import pytest

from seqanon_opt.bench.heuristics import random_problem
from seqanon_opt.bench.studies import cell_lp_bracket as study
from seqanon_opt.bench.studies import compact_lp as compact_lp_module
from seqanon_opt.bench.studies.cell_bound_runs import cell_k_anonymity
from seqanon_opt.bench.studies.cell_integrality import closed_lp_and_mip, k_anonymity, random_sample
from seqanon_opt.bench.studies.compact_lp import compact_lp
from seqanon_opt.solvers.colgen.instance import grouping_instance

BASE = random_problem(3, "LM")  # 70 rows, 4 QIs with random taxonomies
TOL = 1e-6


@pytest.mark.parametrize("seed, k", [(0, 2), (1, 3), (2, 4), (3, 2), (4, 5), (5, 3)])
@pytest.mark.parametrize("priced_in", [False, True])
def test_boxstep_proves_the_compact_lp(seed, k, priced_in, monkeypatch):
    if priced_in:  # no pair starts within reach: the LP's pricing must bring in every one it needs
        monkeypatch.setattr(compact_lp_module, "REACH", -1e9)
        monkeypatch.setattr(compact_lp_module, "TOP", 0.0)
    problem = random_sample(cell_k_anonymity(BASE, k), 30, seed)
    inst = grouping_instance(problem, k_anonymity(problem))
    lp = compact_lp(inst)
    _, highs_lp, optimum, _, proven = closed_lp_and_mip(problem, 60)
    assert lp.proven and lp.upper is not None
    assert abs(lp.lower - highs_lp) <= TOL * max(1.0, highs_lp) and abs(lp.upper - highs_lp) <= TOL * max(1.0, highs_lp)
    assert proven and optimum is not None and lp.lower <= optimum + TOL


@pytest.mark.parametrize("seed, k, records", [(0, 2, 12), (1, 3, 20)])
def test_the_blocks_bracket_the_whole_lp_from_above(seed, k, records):
    problem = random_sample(cell_k_anonymity(BASE, k), 60, seed)
    inst = grouping_instance(problem, k_anonymity(problem))
    blocks = study.blocks_of(problem, inst, records)
    every = np.sort(np.concatenate(blocks))
    assert len(blocks) > 1 and np.array_equal(every, np.arange(inst.table.n_tuples))
    result = study.bracket(study.block_lps(inst, blocks))
    whole = compact_lp(inst)
    assert result.blocks == len(blocks) and result.proven == len(blocks) and result.upper is not None
    assert whole.proven and whole.upper is not None and whole.upper <= result.upper + TOL
    _, highs_lp, optimum, _, proven = closed_lp_and_mip(problem, 60)
    assert abs(whole.upper - highs_lp) <= TOL * max(1.0, highs_lp)
    assert proven and optimum is not None and whole.lower <= optimum + TOL


def test_the_gap_reads_against_the_bound():
    assert study.gap(105.0, 100.0) == "5.00 %" and study.gap(1.0, None) == "-" and study.gap(1.0, 0.0) == "-"
