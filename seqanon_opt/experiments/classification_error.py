"""Classification utility of a generalized table (Wang-Yu-Chakraborty 2004 section 6.1).

The generalization found on the training set is applied to the test set; a
decision tree is trained on the generalized training records and its error is
measured on the generalized test records (E). Two references frame it:

* B, the baseline error: the same learner on the unmodified data;
* W, the worst error: every quasi-identifier generalized to its root, so the
  learner sees no QI at all (it predicts the majority class).

The paper used C4.5; here scikit-learn's entropy-criterion tree on one-hot
encoded labels (C4.5 splits a categorical attribute on all its values, which
one-hot trees emulate with a chain of binary splits), with a minimum leaf
size standing in for C4.5's pruning. Continuous features stay numbers; a
generalized continuous value is its interval's midpoint.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pandas as pd

from ..data.taxonomy import Taxonomy

MIN_SAMPLES_LEAF = 20


def decision_tree_error(
    train: pd.DataFrame,
    test: pd.DataFrame,
    features: Sequence[str],
    target: str,
    seed: int = 0,
    min_samples_leaf: int = MIN_SAMPLES_LEAF,
    numeric: Sequence[str] = (),
) -> float:
    """Test error of an entropy decision tree trained on ``train[features]``.

    Categorical features are one-hot encoded labels; the ``numeric`` ones are
    passed as numbers (a generalized continuous value as its interval's
    midpoint, see :func:`interval_midpoints`).
    """
    from scipy import sparse
    from sklearn.preprocessing import OneHotEncoder
    from sklearn.tree import DecisionTreeClassifier

    features = list(features)
    y_train = train[target].astype(str).to_numpy()
    y_test = test[target].astype(str).to_numpy()
    if not features:
        return float(np.mean(y_test != pd.Series(y_train).mode().iloc[0]))
    categorical = [f for f in features if f not in set(numeric)]
    numbers = [f for f in features if f in set(numeric)]
    blocks_train, blocks_test = [], []
    if categorical:
        encoder = OneHotEncoder(handle_unknown="ignore", sparse_output=True)
        blocks_train.append(encoder.fit_transform(train[categorical].astype(str)))
        blocks_test.append(encoder.transform(test[categorical].astype(str)))
    if numbers:
        blocks_train.append(sparse.csr_matrix(train[numbers].to_numpy(dtype=float)))
        blocks_test.append(sparse.csr_matrix(test[numbers].to_numpy(dtype=float)))
    x_train, x_test = sparse.hstack(blocks_train).tocsr(), sparse.hstack(blocks_test).tocsr()
    tree = DecisionTreeClassifier(criterion="entropy", min_samples_leaf=min_samples_leaf, random_state=seed)
    tree.fit(x_train, y_train)
    return float(np.mean(tree.predict(x_test) != y_test))


def interval_midpoints(bounds: np.ndarray, nodes: np.ndarray) -> np.ndarray:
    """The number a classifier sees for published numeric nodes: the midpoint of each node's
    ``[low, high)`` (a leaf's bounds are its value twice, so a leaf is its own value)."""
    return bounds[nodes].mean(axis=1)


def published_values(tax: Taxonomy, nodes: np.ndarray, numeric: bool = False) -> np.ndarray:
    """What a classifier sees of a column published as taxonomy ``nodes``: the nodes' labels, or
    (``numeric``, an interval taxonomy) their midpoints, see :func:`interval_midpoints`."""
    if numeric:
        if not tax.is_numeric:
            raise ValueError(f"'{tax.attribute}' is no interval taxonomy: its nodes have no midpoints")
        return interval_midpoints(tax.bounds, nodes)
    return np.asarray(tax.labels, dtype=object)[nodes]
