"""The ARX side-by-side benchmark grades every release with one LM function of ours."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pandas as pd
import pytest

from seqanon_opt.bench.arx.adult import arx_available, release_lm, run_arx, solution_labels
from seqanon_opt.pipeline import load_problem
from seqanon_opt.requirements import KAnonymity
from seqanon_opt.solvers.registry import get_solver

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("k,budget", [(2, 0), (3, 2), (5, 4)])
def test_release_lm_equals_the_solvers_objective(k, budget):
    problem = load_problem(ROOT / "specs" / "quickstart.yaml")
    problem = dataclasses.replace(problem, requirements=(KAnonymity(k, problem.quasi_identifiers, budget),))
    solution = get_solver("cpsat-cut").solve(problem, time_limit=10, seed=0, workers=1)
    lm, suppressed = release_lm(problem, solution_labels(problem, solution))
    assert lm == pytest.approx(solution.objective)
    assert suppressed == int(solution.suppressed.sum())


def test_release_lm_refuses_an_unknown_label():
    problem = load_problem(ROOT / "specs" / "quickstart.yaml")
    labels = {a: [problem.taxonomies[a].labels[problem.taxonomies[a].root]] * problem.n_rows
              for a in problem.quasi_identifiers}
    assert release_lm(problem, labels)[0] == pytest.approx(problem.n_rows * len(problem.quasi_identifiers))
    labels[problem.quasi_identifiers[0]][3] = "no such node"
    with pytest.raises(ValueError, match="no such node"):
        release_lm(problem, labels)


@pytest.mark.skipif(arx_available() is not None, reason=str(arx_available()))
def test_arx_and_full_domain_agree_on_adult(tmp_path):
    from seqanon_opt.bench.adult import adult_problem
    problem = adult_problem(100, 0.05)
    arx = run_arx(100, 0.05, tmp_path, reps=1)
    frame = pd.read_csv(arx["release"], sep=";", dtype=str, keep_default_na=False)
    arx_lm, arx_suppressed = release_lm(problem, {a: frame[a].to_numpy() for a in problem.quasi_identifiers})
    assert arx_suppressed == arx["suppressed"] <= problem.requirements[0].max_suppressed
    full_domain = get_solver("full-domain").solve(dataclasses.replace(problem, model="full-domain"),
                                                  time_limit=60, seed=0, workers=2)
    lm, suppressed = release_lm(problem, solution_labels(problem, full_domain))
    assert lm == pytest.approx(arx_lm) and suppressed == arx_suppressed
