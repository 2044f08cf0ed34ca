"""The 'variations' enlargement and the decision-tree error evaluation (data/generators/variations.py, measures/classification.py)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from seqanon_opt.measures.classification import decision_tree_error
from seqanon_opt.data.generators.variations import enlarge_with_variations

LEAVES = {"a": ["a1", "a2", "a3", "a4"], "b": ["b1", "b2"], "c": [f"c{i}" for i in range(10)]}


def _table(n: int = 50, seed: int = 1) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    return pd.DataFrame({q: rng.choice(LEAVES[q], n) for q in LEAVES} | {"cls": rng.choice(["y", "n"], n)})


@pytest.mark.parametrize("sigma,rho", [(1, 0), (3, 1), (5, 2), (4, 3)])
def test_variations_shape_and_novelty(sigma, rho):
    table = _table()
    out = enlarge_with_variations(table, list(LEAVES), LEAVES, sigma, rho, seed=7)
    n = len(table)
    assert len(out) == sigma * n and list(out.columns) == list(table.columns)
    pd.testing.assert_frame_equal(out.iloc[:n].reset_index(drop=True), table)
    if sigma == 1:
        return
    original = pd.concat([table] * (sigma - 1), ignore_index=True)
    variations = out.iloc[n:].reset_index(drop=True)
    changed = (variations[list(LEAVES)].to_numpy() != original[list(LEAVES)].to_numpy()).sum(axis=1)
    assert (changed <= rho).all()  # a random leaf may equal the original one
    if rho and sigma > 1:
        assert changed.max() == rho
    assert (variations["cls"].to_numpy() == original["cls"].to_numpy()).all()
    for q, leaves in LEAVES.items():
        assert set(out[q]) <= set(leaves)


def test_variations_are_deterministic_per_seed_and_grow_distinct_tuples():
    table = _table()
    first = enlarge_with_variations(table, list(LEAVES), LEAVES, 4, 2, seed=3)
    pd.testing.assert_frame_equal(first, enlarge_with_variations(table, list(LEAVES), LEAVES, 4, 2, seed=3))
    assert not first.equals(enlarge_with_variations(table, list(LEAVES), LEAVES, 4, 2, seed=4))
    distinct = [len(enlarge_with_variations(table, list(LEAVES), LEAVES, 4, rho, seed=3)[list(LEAVES)]
                    .drop_duplicates()) for rho in (0, 1, 3)]
    assert distinct[0] < distinct[1] < distinct[2]


def test_variations_reject_bad_factors():
    with pytest.raises(ValueError, match="rho"):
        enlarge_with_variations(_table(), list(LEAVES), LEAVES, 2, 4)
    with pytest.raises(ValueError, match="sigma"):
        enlarge_with_variations(_table(), list(LEAVES), LEAVES, 0, 1)


def test_decision_tree_error_baseline_and_worst():
    rng = np.random.default_rng(0)
    n = 400
    a = rng.choice(["x", "y"], n)
    train = pd.DataFrame({"a": a, "cls": np.where(a == "x", "pos", "neg")})
    a_test = rng.choice(["x", "y"], 200, p=[0.3, 0.7])
    test = pd.DataFrame({"a": a_test, "cls": np.where(a_test == "x", "pos", "neg")})
    assert decision_tree_error(train, test, ["a"], "cls", min_samples_leaf=1) == 0.0
    # every QI at the root: the learner can only predict the training majority
    root_train, root_test = train.assign(a="*"), test.assign(a="*")
    majority = pd.Series(train["cls"]).mode().iloc[0]
    expected = float(np.mean(test["cls"].to_numpy() != majority))
    assert decision_tree_error(root_train, root_test, ["a"], "cls") == pytest.approx(expected)
    assert decision_tree_error(train, test, [], "cls") == pytest.approx(expected)


def test_numeric_features_and_interval_midpoints():
    from seqanon_opt.measures.classification import interval_midpoints
    bounds = np.array([[0.0, 10.0], [0.0, 4.0], [4.0, 10.0], [2.0, 2.0]])
    assert interval_midpoints(bounds, np.array([0, 1, 2, 3])).tolist() == [5.0, 2.0, 7.0, 2.0]
    rng = np.random.default_rng(1)
    x = rng.uniform(0, 100, 600)
    frame = pd.DataFrame({"x": x, "c": rng.choice(["u", "v"], 600), "cls": np.where(x > 50, "hi", "lo")})
    train, test = frame.iloc[:400], frame.iloc[400:]
    # as a number the threshold is learnt; as 600 distinct labels it cannot generalize
    assert decision_tree_error(train, test, ["x", "c"], "cls", numeric=["x"], min_samples_leaf=1) < 0.02
    assert decision_tree_error(train, test, ["x", "c"], "cls", min_samples_leaf=1) > 0.2
