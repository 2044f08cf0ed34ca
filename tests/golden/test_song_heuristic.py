"""``personalized-clustering`` (Song et al. 2015, section 6) on Tables 1-3, worked by hand.

Sorted on (age, zipcode) pre-order ranks, Table 1's rows come as r0 (5), r2 (8), r1 (9), r3 (12),
r4 (19). k = 2 (the spec's 2-anonymity; ceil(1 / 0.5) = 2 too), d = 3, each QI GTree has 5 leaves so
ILeft([5-10]) = ILeft([10001-20000]) = 3/5, ILeft([11-20]) = ILeft([20001-25000]) = 4/5, root 1/5:

* QG = {r0, r2}: LCAs [5-10], [10001-20000], ILeft_tuple (1 + 3/5 + 3/5) / 3 = 11/15 each.
* t = r1: joining keeps the LCAs, gain 3 * 11/15 - 2 * 11/15 = 11/15; in a fresh group {r1, r3}
  (both QIs at the root) r1 would keep (1 + 1/5 + 1/5) / 3 = 7/15 <= 11/15: r1 joins.
* t = r3: joining sends both QIs to the root, gain 4 * 7/15 - 3 * 11/15 = -1/3; fresh {r3, r4}
  gives 13/15: QG closes; {r3, r4} is the last group.

So the clusters are Table 3's {1, 2, 3} and {4, 5}. SA_Generalization then moves both pneumonias to
"respiratory" (Pleak of Zhao: 1 -> 3/4 -> 1/2).
"""

from __future__ import annotations

from fractions import Fraction as F

import numpy as np
import pytest
import yaml

from seqanon_opt.cli import main
from seqanon_opt.solution import Status
from seqanon_opt.metrics import table_loss
from seqanon_opt.privacy.personalized import pleak
from seqanon_opt.release import publish
from seqanon_opt.solvers.heuristics.personalized_clustering import TaxonomyIndex, adaptive_clusters
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.verify import verify_release

from helpers import REPO
from reference import brute_force_personalized_cell

SOLVER = "personalized-clustering"
ZHAO = 3


def song_spec(**limits) -> dict:
    spec = yaml.safe_load((REPO / "specs" / "examples" / "song-table3" / "spec.yaml").read_text())
    spec["generalization"] = "cell"
    spec["objective"] = "LM"
    if limits:   # per-record limits in a column, and a key column
        spec["data"]["columns"] += ["lim", "id"]
        spec["data"]["rows"] = [r + [limits.get(f"p{i + 1}", 1.0), f"p{i + 1}"]
                                for i, r in enumerate(spec["data"]["rows"])]
        spec["roles"]["key"] = "id"
        spec["requirements"][1] = {"kind": "personalized", "limit_column": "lim", "default_limit": 1.0}
    return spec


def solve(make_problem, spec):
    problem = make_problem(spec)
    return problem, get_solver(SOLVER).solve(problem)


def test_clustering_gives_table3_groups(make_problem):
    problem = make_problem(song_spec())
    trees = [TaxonomyIndex(problem.taxonomies[a]) for a in ("age", "zipcode")]
    ranks = [t.tax.tin[problem.codes[a]] for t, a in zip(trees, ("age", "zipcode"))]
    order = np.lexsort(tuple(reversed(ranks)))
    assert order.tolist() == [0, 2, 1, 3, 4]
    starts = adaptive_clusters([r[order] for r in ranks], trees, 2, 5, float("inf"))
    assert starts.tolist() == [0, 3]        # {r0, r2, r1} | {r3, r4}

    _, solution = solve(make_problem, song_spec())
    release = publish(problem, solution)
    assert release["age"].tolist() == ["[5-10]"] * 3 + ["[11-20]"] * 2
    assert release["zipcode"].tolist() == ["[10001-20000]"] * 3 + ["[20001-25000]"] * 2
    assert solution.statistics["groups"] == 2 and solution.statistics["k"] == 2


def test_pneumonia_pair_is_sa_generalized_and_release_verifies(make_problem):
    problem, solution = solve(make_problem, song_spec())
    assert solution.status.value == "feasible" and solution.bound is None
    release = publish(problem, solution)
    assert release["disease"].tolist() == ["gastric ulcer", "dyspepsia", "bronchitis", "respiratory", "respiratory"]
    leak = pleak(release, problem.table["disease"], ["age", "zipcode"], "disease", problem.taxonomies["disease"])
    assert leak["pleak"].iat[ZHAO] == pytest.approx(0.5)            # (1/2 + 1/2) / 2
    assert solution.statistics["sa_generalized_cells"] == 2
    verification = verify_release(problem, release)
    assert verification.ok, verification.failures()


def test_objective_and_ileft_by_hand(make_problem):
    # LM: age [5-10] 2/4 x 3 + [11-20] 1/4 x 2 = 2, zipcode the same, disease "respiratory" 1/3 x 2
    problem, solution = solve(make_problem, song_spec())
    assert solution.objective == pytest.approx(float(F(14, 3)))
    # ILeft (Def. 10, with ILeft(respiratory) = 1 - (2 - 1)/4 = 3/4):
    # rows 1-3 (3/5 + 3/5 + 1) / 3 = 11/15; rows 4-5 (4/5 + 4/5 + 3/4) / 3 = 47/60
    assert solution.statistics["ileft"] == pytest.approx(float((3 * F(11, 15) + 2 * F(47, 60)) / 5))  # 113/150
    none = np.zeros(5, dtype=bool)
    assert table_loss(problem, solution.generalized, none, "ILeft") == pytest.approx(113 / 150)
    qi_only = {a: solution.generalized[a] for a in ("age", "zipcode")}   # AS as is: 13/15 for rows 4-5
    assert table_loss(problem, qi_only, none, "ILeft") == pytest.approx(float((3 * F(11, 15) + 2 * F(13, 15)) / 5))
    # and here the heuristic reaches the cell-model optimum
    spec = song_spec()
    spec["data"]["rows"] = [[str(r[0]), r[1], r[2]] for r in spec["data"]["rows"]]
    assert brute_force_personalized_cell(spec, [0.5] * 5) == F(14, 3)


def test_limit_below_one_over_group_met_by_sa_generalization(make_problem):
    # Zhao asks 0.3 < 1/2 (Theorem 1's floor without SA generalization); both pneumonias to the
    # root: (1/4 + 1/4) / 2 = 1/4 <= 0.3 (one at the root only: (1/4 + 1/2) / 2 = 3/8 > 0.3)
    problem, solution = solve(make_problem, song_spec(p4=0.3))
    release = publish(problem, solution)
    assert release["disease"].tolist()[3:] == ["*", "*"]
    assert verify_release(problem, release).ok


MESSAGE = ("record 3 (key 'p4'): personalized limit 0.2 cannot be met: its group has 2 records, "
           "Pleak stays at 0.25 (Song et al. Theorem 1)")


def test_unmeetable_limit_gives_no_release_and_names_the_record(make_problem):
    # 0.2 < 1/4 = Pleak with both pneumonias at the root of the 4-leaf disease tree
    problem = make_problem(song_spec(p4=0.2))
    solution = get_solver(SOLVER).solve(problem)
    assert solution.status is Status.UNKNOWN and solution.generalized is None
    assert solution.message == MESSAGE


def test_unmeetable_limit_on_the_command_line_publishes_nothing(tmp_path, capsys):
    spec = song_spec(p4=0.2)
    spec["solver"] = {"name": SOLVER}
    path = tmp_path / "spec.yaml"
    path.write_text(yaml.safe_dump(spec, sort_keys=False))
    code = main(["run", str(path), "--out", str(tmp_path / "out"), "--quiet"])
    assert code == 1  # no release
    assert MESSAGE in capsys.readouterr().out
    assert not (tmp_path / "out" / "release.csv").exists()


def test_k_anonymity_only_is_plain_clustering(make_problem):
    spec = yaml.safe_load((REPO / "specs" / "quickstart.yaml").read_text())
    spec["generalization"] = "cell"
    problem = make_problem(spec)
    solution = get_solver(SOLVER).solve(problem)
    assert set(solution.generalized) == set(problem.quasi_identifiers)   # no SA generalization
    assert solution.statistics["k"] == 3 and solution.statistics["sa_generalized_cells"] == 0
    release = publish(problem, solution)
    assert release.groupby(list(problem.quasi_identifiers)).size().min() >= 3
    assert verify_release(problem, release).ok


def test_time_out_returns_unknown(make_problem):
    problem = make_problem(song_spec())
    solution = get_solver(SOLVER).solve(problem, time_limit=0)
    assert solution.status.value == "unknown" and solution.generalized is None
    assert "time limit" in solution.message
