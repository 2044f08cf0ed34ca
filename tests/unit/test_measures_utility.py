"""The utility measures: classification-error (test split and split column, references) and loss."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from helpers import REPO, write_spec
from pydantic import ValidationError

from seqanon_opt.data.taxonomy import cut_map
from seqanon_opt.measures import MeasureContext, get_measure
from seqanon_opt.measures.classification import apply_cut
from seqanon_opt.metrics import table_loss
from seqanon_opt.problem import build_problem, refine_taxonomies
from seqanon_opt.release import publish
from seqanon_opt.solution import Solution, Status
from seqanon_opt.solvers.registry import get_solver
from seqanon_opt.spec import load_spec

A_TREE = {"*": {"g1": ["x1", "x2"], "g2": ["y1", "y2"]}}


def _rows(counts: dict[str, int], b_values: tuple[str, ...], start: int = 0) -> list[list]:
    """Records (id, a, b, cls) with cls = 'no' exactly for a = y2; b cycles through ``b_values``
    within every a (so b says nothing about the class)."""
    rows = []
    for a, n in counts.items():
        for j in range(n):
            rows.append([start + len(rows) + 1, a, b_values[j % len(b_values)], "no" if a == "y2" else "yes"])
    return rows


# training: 40 records, 10 per a value, 30 'yes' -> the majority class is 'yes'
TRAIN = _rows({"x1": 10, "x2": 10, "y1": 10, "y2": 10}, ("u", "v"))
# test: 20 records, 8 of them y2 ('no'); b = 'w' never occurs in training
TEST = _rows({"x1": 4, "x2": 4, "y1": 4, "y2": 8}, ("u", "v", "w"), start=100)
MAJORITY_ERROR = 40.0   # 8 of 20 test records are 'no'


def _spec(rows, k: int, solver: str = "cpsat-cut", generalization: str = "cut", split: bool = False) -> dict:
    columns = ["id", "a", "b", "cls"] + (["split"] if split else [])
    return {"name": "toy", "data": {"columns": columns, "rows": rows},
            "roles": {"quasi_identifiers": ["a", "b"], "class": "cls", "key": "id"},
            "taxonomies": {"a": {"tree": A_TREE}},   # b: a flat taxonomy over its values
            "generalization": generalization, "requirements": [{"kind": "k-anonymity", "k": k}],
            "objective": "LM", "solver": {"name": solver, "time_limit": 30}}


def _context(tmp_path, spec: dict, solution=None, solver: str | None = None) -> MeasureContext:
    """Solve ``spec`` (or take ``solution(problem)``) and build the context a sweep cell would."""
    loaded, source = load_spec(write_spec(tmp_path, spec))
    problem = build_problem(loaded, source)
    sol = solution(problem) if solution else get_solver(solver or spec["solver"]["name"]).solve(problem)
    if sol.taxonomies:
        problem = refine_taxonomies(problem, sol.taxonomies)
    return MeasureContext(problem, sol, publish(problem, sol), loaded, source, tmp_path)


def _write_test(tmp_path, rows, columns=("id", "a", "b", "cls"), name: str = "test.csv") -> str:
    pd.DataFrame(rows, columns=list(columns)).to_csv(tmp_path / name, index=False)
    return name


def _measure(ctx: MeasureContext, name: str = "classification-error", **options):
    measure = get_measure(name)
    opts = measure.options.model_validate(options)
    out = measure.compute(ctx, opts)
    assert list(out) == measure.columns(opts)
    return out


def _hand_solution(problem, cuts: dict[str, list[int]] | None = None, suppressed=None, nodes=None) -> Solution:
    """A solution written by hand: ``cuts`` (others at their leaves) or per-row ``nodes``."""
    generalized = {a: problem.codes[a].copy() for a in problem.quasi_identifiers}
    if cuts:
        for a, cut in cuts.items():
            generalized[a] = cut_map(problem.taxonomies[a], cut)[problem.codes[a]]
    generalized.update(nodes or {})
    full = {a: [int(v) for v in problem.taxonomies[a].leaves] for a in problem.quasi_identifiers} | (cuts or {})
    return Solution("hand", Status.FEASIBLE, generalized=generalized,
                    suppressed=np.zeros(problem.n_rows, bool) if suppressed is None else suppressed,
                    cuts=None if nodes else full)


# ------------------------------------------------------------------ test split
def test_test_split_ungeneralized_is_exact_and_root_gives_the_majority_error(tmp_path):
    test = _write_test(tmp_path, TEST)
    refs = {"B": [], "W": "all", "no_a": ["a"]}
    exact = _context(tmp_path, _spec(TRAIN, k=1))                 # LM optimum: nothing generalized
    assert all((exact.solution.generalized[a] == exact.problem.codes[a]).all() for a in ("a", "b"))
    out = _measure(exact, test=test, references=refs, min_samples_leaf=5)
    assert out == {"classification_error": 0.0, "classification_error:B": 0.0,
                   "classification_error:W": MAJORITY_ERROR, "classification_error:no_a": MAJORITY_ERROR}
    root = _context(tmp_path, _spec(TRAIN, k=40))                 # one group: every QI at its root
    out = _measure(root, test=test, references=refs, min_samples_leaf=5)
    assert out["classification_error"] == MAJORITY_ERROR
    # the references do not depend on the release
    assert {k: v for k, v in out.items() if ":" in k} == {"classification_error:B": 0.0,
                                                          "classification_error:W": MAJORITY_ERROR,
                                                          "classification_error:no_a": MAJORITY_ERROR}


def test_test_split_applies_the_cut_to_the_test_records(tmp_path):
    test = _write_test(tmp_path, TEST)

    def by_group(problem):   # a -> {g1, g2}: g1 all 'yes', g2 10 'yes' / 10 'no'; b -> root
        tax_a, tax_b = problem.taxonomies["a"], problem.taxonomies["b"]
        return _hand_solution(problem, {"a": [tax_a.node("g1"), tax_a.node("g2")], "b": [tax_b.root]})

    # train y2 as 12 of 20 g2 records so that g2 predicts 'no': the test errors are g2's y1 records (4 of 20)
    rows = _rows({"x1": 10, "x2": 10, "y1": 8, "y2": 12}, ("u", "v"))
    out = _measure(_context(tmp_path, _spec(rows, k=1), solution=by_group), test=test, min_samples_leaf=5)
    assert out == {"classification_error": 20.0}


def test_test_split_needs_cuts(tmp_path):
    test = _write_test(tmp_path, TEST)
    ctx = _context(tmp_path, _spec(TRAIN, k=2, solver="cpsat-cell", generalization="cell"))
    assert ctx.solution.cuts is None
    with pytest.raises(ValueError, match="has no cuts"):
        _measure(ctx, test=test)


def test_test_split_errors_name_the_file_and_the_feature(tmp_path):
    ctx = _context(tmp_path, _spec(TRAIN, k=1))
    with pytest.raises(ValueError, match="test split not found"):
        _measure(ctx, test="missing.csv")
    bad = _write_test(tmp_path, [[1, "z9", "u", "yes"]], name="bad.csv")
    with pytest.raises(ValueError, match="does not fit the spec.*z9"):
        _measure(ctx, test=bad)
    test = _write_test(tmp_path, TEST)
    with pytest.raises(ValueError, match="'id' is not published"):
        _measure(ctx, test=test, features=["id"])
    with pytest.raises(ValueError, match="reference 'R' removes"):
        _measure(ctx, test=test, references={"R": ["nope"]})
    with pytest.raises(ValueError, match="categorical taxonomy"):
        _measure(ctx, test=test, numeric=["a"])


def _age_spec(ages: list[int], k: int = 1) -> dict:
    rows = [[i + 1, age, "old" if age >= 40 else "young"] for i, age in enumerate(ages)]
    return {"name": "ages", "data": {"columns": ["id", "age", "cls"], "rows": rows},
            "roles": {"quasi_identifiers": ["age"], "class": "cls", "key": "id"},
            "taxonomies": {"age": {"intervals": [[20, 30, 40, 50, 60]]}},
            "requirements": [{"kind": "k-anonymity", "k": k}], "objective": "LM",
            "solver": {"name": "cpsat-cut", "time_limit": 30}}


TRAIN_AGES = list(range(20, 60, 2)) + [40, 42, 44, 46]   # 10 young, 14 old
TEST_AGES = list(range(21, 60, 2))                        # none of them in training: 10 young, 10 old


def test_numeric_features_are_midpoints_and_unknown_test_values_find_their_interval(tmp_path):
    test = _write_test(tmp_path, [[i, a, "old" if a >= 40 else "young"] for i, a in enumerate(TEST_AGES)],
                       columns=("id", "age", "cls"))

    def level(problem):   # age -> its four 10-year intervals
        tax = problem.taxonomies["age"]
        return _hand_solution(problem, {"age": [int(v) for v in np.flatnonzero(tax.depth == 1)]})

    def root(problem):
        return _hand_solution(problem, {"age": [problem.taxonomies["age"].root]})

    for solution, expected in ((None, 0.0), (level, 0.0), (root, 50.0)):
        ctx = _context(tmp_path, _age_spec(TRAIN_AGES), solution=solution)
        out = _measure(ctx, test=test, min_samples_leaf=5, references={"B": []})
        assert out == {"classification_error": expected, "classification_error:B": 0.0}

    tax = _context(tmp_path, _age_spec(TRAIN_AGES)).problem.taxonomies["age"]
    tens = [int(v) for v in np.flatnonzero(tax.depth == 1)]
    assert apply_cut(tax, tens, np.array(["21", "44", "59", "60"]), True).tolist() == [25.0, 45.0, 55.0, 55.0]
    assert apply_cut(tax, tens, np.array(["21", "44"]), False).tolist() == ["[20, 30)", "[40, 50)"]
    leaves = [int(v) for v in tax.leaves]  # a value between the published leaves is published as it is
    assert apply_cut(tax, leaves, np.array(["21", "44"]), True).tolist() == [21.0, 44.0]
    assert apply_cut(tax, [tax.root], np.array(["21"]), True).tolist() == [40.0]


# ------------------------------------------------------------------ split column
SPLIT_ROWS = [r + ["train"] for r in TRAIN] + [r + ["test"] for r in TEST]


def test_split_column_trains_and_tests_on_the_release(tmp_path):
    refs = {"B": [], "W": "all"}
    for k, expected in ((1, 0.0), (60, MAJORITY_ERROR)):
        ctx = _context(tmp_path, _spec(SPLIT_ROWS, k=k, split=True))
        out = _measure(ctx, split={"column": "split"}, references=refs, min_samples_leaf=5)
        assert out == {"classification_error": expected, "classification_error:B": 0.0,
                       "classification_error:W": MAJORITY_ERROR}
    # a cell generalization (no cuts) works on the table's own test records
    ctx = _context(tmp_path, _spec(SPLIT_ROWS, k=1, solver="cpsat-cell", generalization="cell", split=True))
    assert _measure(ctx, split={"column": "split"}, min_samples_leaf=5) == {"classification_error": 0.0}
    # other split labels
    relabelled = [r[:4] + [{"train": "fit", "test": "holdout"}[r[4]]] for r in SPLIT_ROWS]
    ctx = _context(tmp_path, _spec(relabelled, k=1, split=True))
    assert _measure(ctx, split={"column": "split", "train": "fit", "test": "holdout"},
                    min_samples_leaf=5) == {"classification_error": 0.0}
    with pytest.raises(ValueError, match="both splits need records"):
        _measure(ctx, split={"column": "split"})
    with pytest.raises(ValueError, match="split column 'part'"):
        _measure(ctx, split={"column": "part"})


def test_suppressed_records_are_left_out_of_training(tmp_path):
    def drop_training_no(problem):   # suppress every training 'no': the tree only ever sees 'yes'
        table = problem.table
        return _hand_solution(problem, suppressed=((table["split"] == "train") & (table["cls"] == "no")).to_numpy())

    ctx = _context(tmp_path, _spec(SPLIT_ROWS, k=1, split=True), solution=drop_training_no)
    assert len(ctx.release) == 50
    out = _measure(ctx, split={"column": "split"}, references={"B": []}, min_samples_leaf=5)
    assert out == {"classification_error": MAJORITY_ERROR, "classification_error:B": 0.0}


# ------------------------------------------------------------------ options
def test_option_validation():
    options = get_measure("classification-error").options
    for bad in ({}, {"test": "t.csv", "split": {"column": "split"}}, {"test": "t.csv", "unknown": 1},
                {"split": {"column": "split", "train": "x", "test": "x"}}, {"split": {"column": "s", "other": 1}},
                {"test": "t.csv", "references": {"R": "some"}}, {"test": "t.csv", "min_samples_leaf": 0}):
        with pytest.raises(ValidationError):
            options.model_validate(bad)
    ok = options.model_validate({"split": {"column": "split"}, "references": {"BLE": [], "RJE": ["a"], "W": "all"}})
    assert get_measure("classification-error").columns(ok) == [
        "classification_error", "classification_error:BLE", "classification_error:RJE", "classification_error:W"]
    loss = get_measure("loss").options
    for bad in ({}, {"metric": "IL"}, {"metric": "LM", "unknown": 1}, {"metric": "LM", "attributes": []}):
        with pytest.raises(ValidationError):
            loss.model_validate(bad)
    columns = get_measure("loss").columns
    assert columns(loss.model_validate({"metric": "distortion"})) == ["loss:distortion"]
    assert columns(loss.model_validate({"metric": "distortion", "per_record": True})) == ["loss:distortion/record"]
    assert columns(loss.model_validate({"metric": "LM", "column": "XYD(cat)"})) == ["XYD(cat)"]


# ------------------------------------------------------------------ loss
def test_loss_per_record_is_table_loss_over_n(tmp_path):
    ctx = _context(tmp_path, _spec(TRAIN, k=10))   # LM optimum: a -> {g1, g2} (40 / 3), b at its leaves
    problem, sol = ctx.problem, ctx.solution
    assert _measure(ctx, "loss", metric="LM") == {"loss:LM": pytest.approx(sol.objective)}
    # one level climbed in a for every record, none in b
    assert _measure(ctx, "loss", metric="distortion") == {"loss:distortion": 40.0}
    per_record = _measure(ctx, "loss", metric="distortion", per_record=True)["loss:distortion/record"]
    total = table_loss(problem, sol.generalized, sol.suppressed, "distortion")
    assert per_record == pytest.approx(total / problem.n_rows) == pytest.approx(1.0)
    assert _measure(ctx, "loss", metric="distortion", attributes=["b"], column="d(b)") == {"d(b)": 0.0}
    # class-entropy over a alone: g1 is pure, g2 half and half -> mean 0.5 bit, already per record
    assert _measure(ctx, "loss", metric="class-entropy", attributes=["a"], per_record=True) == \
        {"loss:class-entropy/record": pytest.approx(0.5)}
    with pytest.raises(ValueError, match="'cls' is not generalized"):
        _measure(ctx, "loss", metric="LM", attributes=["cls"])


def test_loss_counts_suppressed_records_at_the_root(tmp_path):
    def suppress_four(problem):
        suppressed = np.zeros(problem.n_rows, bool)
        suppressed[:4] = True
        return _hand_solution(problem, suppressed=suppressed)

    ctx = _context(tmp_path, _spec(TRAIN, k=1), solution=suppress_four)
    # 4 records x (2 levels of a + 1 of b), over 40 records
    assert _measure(ctx, "loss", metric="distortion", per_record=True) == {"loss:distortion/record": 0.3}


def test_loss_with_refined_taxonomies(tmp_path):
    spec = _age_spec(TRAIN_AGES, k=6)
    spec["taxonomies"]["age"] = {"intervals": []}   # top-down splits the interval on the fly
    spec["solver"]["name"] = "top-down"
    spec["objective"] = "class-entropy"
    ctx = _context(tmp_path, spec)
    assert ctx.solution.taxonomies
    out = _measure(ctx, "loss", metric="distortion", per_record=True)["loss:distortion/record"]
    tax = ctx.problem.taxonomies["age"]
    nodes = ctx.solution.generalized["age"]
    widths = (tax.bounds[nodes, 1] - tax.bounds[nodes, 0]) / (tax.bounds[tax.root, 1] - tax.bounds[tax.root, 0])
    assert out == pytest.approx(widths.mean()) and 0 < out < 1


# ------------------------------------------------------------------ the real data
def test_adult_bottom_up_k100_classification_error():
    """The bottom-up-error sweep's cell K = 100 (arx): E, B and W of Wang-Yu-Chakraborty's Figure 3."""
    from seqanon_opt.bench.adult import load_split
    from seqanon_opt.bench.adult import uci_available as adult_available
    if not adult_available():
        pytest.skip("../shared/data/adult-uci/adult.data is not available")
    spec, source = load_spec(REPO / "specs" / "adult-bottom-up.yaml")
    assert spec.requirements[0].k == 100
    problem = build_problem(spec, source)
    solution = get_solver("bottom-up").solve(problem, seed=0)
    ctx = MeasureContext(problem, solution, publish(problem, solution), spec, source, REPO / "specs")
    out = _measure(ctx, test="../../shared/data/adult-uci/adult.test", references={"B": [], "W": "all"})
    assert {k: round(v, 2) for k, v in out.items()} == {
        "classification_error": 19.27, "classification_error:B": 17.35, "classification_error:W": 24.57}
    # W (every QI at its root): a tree can only predict the training majority, <=50K in both splits
    _, test = load_split()
    labels = test.table["income"].to_numpy()
    majority_error = 100 * float(np.mean(labels != pd.Series(labels).mode().iloc[0]))
    assert out["classification_error:W"] == pytest.approx(majority_error, abs=1e-4)
    # a second cell of the sweep: the test problem and the references come from the per-process caches
    assert _measure(ctx, test="../../shared/data/adult-uci/adult.test", references={"B": [], "W": "all"}) == out
