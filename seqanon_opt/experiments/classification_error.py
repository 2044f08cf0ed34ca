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
size standing in for C4.5's pruning.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np
import pandas as pd

MIN_SAMPLES_LEAF = 20


def decision_tree_error(train: pd.DataFrame, test: pd.DataFrame, features: Sequence[str], target: str,
                        seed: int = 0, min_samples_leaf: int = MIN_SAMPLES_LEAF) -> float:
    """Test error of an entropy decision tree trained on ``train[features]`` (labels one-hot encoded)."""
    from sklearn.preprocessing import OneHotEncoder
    from sklearn.tree import DecisionTreeClassifier

    features = list(features)
    y_train = train[target].astype(str).to_numpy()
    y_test = test[target].astype(str).to_numpy()
    if not features:
        return float(np.mean(y_test != pd.Series(y_train).mode().iloc[0]))
    encoder = OneHotEncoder(handle_unknown="ignore", sparse_output=True)
    x_train = encoder.fit_transform(train[features].astype(str))
    x_test = encoder.transform(test[features].astype(str))
    tree = DecisionTreeClassifier(criterion="entropy", min_samples_leaf=min_samples_leaf, random_state=seed)
    tree.fit(x_train, y_train)
    return float(np.mean(tree.predict(x_test) != y_test))
